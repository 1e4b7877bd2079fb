/**
 * df_hh_{type}_{event}: head-to-head and each side's form, from the results archive (h2h.ts,
 * engine/results-archive.ts). Its version is the sport's change-log version: any finished result of the sport may
 * enter a list.
 */
import { HeadToHeadSection, MatchFeed, type MatchEvent, MatchRows, type Row } from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { standardMatchFeed } from './common.ts';
import { type FormList, type FormResult, headToHead } from './h2h.ts';

/**
 * The finished matches of either side, from the results archive (engine.results): the engine's own
 * finished events and the older ones read back from storage at start, so head-to-head and form reach
 * beyond the engine's window. Each once (a meeting is in both sides' lists).
 */
export function* sidesResults(
  engine: FeedEngine,
  event: Pick<MatchEvent, 'homeId' | 'awayId'>,
): Iterable<MatchEvent> {
  const seen = new Set<string>();
  for (const id of [event.homeId, event.awayId]) {
    if (id === '') continue;
    for (const result of engine.results.of(id)) {
      if (seen.has(result.id)) continue;
      seen.add(result.id);
      yield result;
    }
  }
}

export function h2hSectionRow(section: HeadToHeadSection, list: FormList): Row {
  const { participantId, won, drawn, lost } = list;
  return MatchRows.h2hSection.encode({
    section,
    participantId,
    count: list.entries.length,
    won,
    drawn,
    lost,
  });
}

/** `result` null (unreadable) is written as an empty `HR` cell. */
export function h2hEventRow(event: MatchEvent, result: FormResult | null): Row {
  const { id, startTime, leagueId, homeId, awayId, homeName, awayName, homeScore, awayScore, winner, stage } =
    event;
  return MatchRows.h2hEvent.encode({
    id,
    startTime,
    leagueId,
    homeId,
    awayId,
    homeName,
    awayName,
    homeScore,
    awayScore,
    winner,
    stage,
    result: result ?? undefined,
  });
}

export const headToHeadFeed = standardMatchFeed({
  prefix: MatchFeed.headToHead,
  uses: { events: true },
  build({ engine }, event) {
    const h2h = headToHead(sidesResults(engine, event), event);
    const rows: Row[] = [];
    const sections: [HeadToHeadSection, FormList][] = [
      [HeadToHeadSection.meetings, h2h.meetings],
      [HeadToHeadSection.homeForm, h2h.homeForm],
      [HeadToHeadSection.awayForm, h2h.awayForm],
    ];
    for (const [section, list] of sections) {
      rows.push(h2hSectionRow(section, list));
      for (const entry of list.entries) rows.push(h2hEventRow(entry.event, entry.result));
    }
    return rows;
  },
});
