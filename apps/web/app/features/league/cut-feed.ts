/**
 * A sport's full feed cut down to some of its leagues (one tournament, one country), on the server,
 * before it becomes loader data: the live board of a tournament page needs that league's rows, not the
 * day's hundreds of matches of every other league in the first HTML.
 *
 * The cut keeps every row that is not a league or an event row (day, sport, signature, server time),
 * so the live board reads it as any full feed and keeps it current from the sport's update feed and
 * push messages (rows of events it does not hold are skipped, spec 1 §4 "Event parsing"). A reload
 * brings the whole day back; the pages filter what they show by league or country anyway.
 */
import {
  decodeFeed,
  decodeLeagueRow,
  encodeFeed,
  type FeedLeague,
  isEmptyFeed,
  type Row,
  RowKey,
} from '@nerali/domain';

export function cutFullFeed(body: string, keep: (league: FeedLeague) => boolean): string {
  if (isEmptyFeed(body)) return '0';
  const rows: Row[] = [];
  let sportId = 0;
  let kept = false;
  let leagues = 0;
  for (const row of decodeFeed(body)) {
    const key = row[0]?.[0];
    if (key === RowKey.sport) {
      sportId = Number(row[0]?.[1]) || 0;
      kept = false;
      rows.push(row);
    } else if (key === RowKey.league) {
      const league = decodeLeagueRow(row, sportId);
      kept = league !== null && keep(league);
      if (kept) {
        rows.push(row);
        leagues++;
      }
    } else if (key === RowKey.event) {
      if (kept) rows.push(row);
    } else {
      rows.push(row);
    }
  }
  // No league left: the empty feed, so the page shows its empty state (the live board still reads it).
  return leagues === 0 ? '0' : encodeFeed(rows);
}
