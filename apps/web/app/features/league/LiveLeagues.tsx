/**
 * Part of a sport's live board: the leagues of one tournament or one country, from a full feed cut on
 * the server (cut-feed.ts) and kept live by the same client as the sport page (`useLiveBoard`: push,
 * update feed, repair). The board's own blocks draw it: `LeagueSection` for duels, `RaceSection` for
 * races.
 *
 * The live board reads its options once: the page gives this component a `key` of sport, day, zone,
 * language and the page's object, so another day or another league is a new board.
 */
import { type Lang, type MatchEvent, type SportInfo, stageTypeTab } from '@nerali/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLiveBoard } from '../../live/use-live-board.ts';
import type { BoardLeague } from '../../live/types.ts';
import { ConnectionBadge, ServiceNotice } from '../../kit/ui/ConnectionBadge.tsx';
import { EventRow, partColumns, rowMarks } from '../board/EventRow.tsx';
import type { RowContext } from '../../kit/event/row-context.ts';
import { LeagueSection } from '../board/LeagueSection.tsx';
import { RaceSection } from '../board/RaceSection.tsx';
import { liveClock } from '../../kit/event/status.ts';
import { useServerNow } from '../../kit/time/use-server-now.ts';
import { raceRowLimit } from '../../kit/sports.ts';

export interface LiveLeaguesProps {
  feed: string;
  sport: SportInfo;
  day: number;
  tzMinutes: number;
  lang: Lang;
  /** The loader's clock. */
  nowS: number;
  /** The leagues this page shows (a reload brings the whole day back). */
  keep: (league: BoardLeague) => boolean;
  /**
   * 'sections': a header per league, as on the sport board (a country's day); 'rows': one league's
   * matches under the page's own heading (a tournament), a race in full.
   */
  layout: 'sections' | 'rows';
  /** Shown when nothing is left to show. */
  empty: ReactNode;
  /** Controls beside the connection badge (the day calendar). */
  bar?: ReactNode;
  /** Races ('sections' layout): the race opened in full, and the query that opens or closes one. */
  openRace?: string | null;
  raceSearch?: (leagueId: string | null) => string;
}

export function LiveLeagues(props: LiveLeaguesProps) {
  const { feed, sport, day, tzMinutes, lang, keep, layout } = props;
  const snapshot = useLiveBoard({ initialFeed: feed, sportId: sport.id, day, tzMinutes, lang });
  const { t } = useTranslation();
  const ctx = useMemo<RowContext>(() => ({ t, lang, tzMinutes, sport }), [t, lang, tzMinutes, sport]);

  const sections: { league: BoardLeague; events: MatchEvent[] }[] = [];
  let live = 0;
  for (const league of snapshot.leagues) {
    if (!keep(league)) continue;
    const events: MatchEvent[] = [];
    for (const id of league.eventIds) {
      const event = snapshot.events.get(id);
      if (!event) continue;
      events.push(event);
      if (stageTypeTab(event) === 'live') live++;
    }
    if (events.length > 0) sections.push({ league, events });
  }
  // As on the sport board: the feed's time first (SSR and hydration agree), then a 5 s tick while live.
  const nowS = useServerNow(Math.max(snapshot.serverNowS, props.nowS), live > 0);

  return (
    <>
      <div className="bar">
        {props.bar ?? <span />}
        <ConnectionBadge connection={snapshot.connection} />
      </div>
      {sections.length === 0
        ? props.empty
        : sections.map(({ league, events }) => {
            if (sport.noDuel) {
              const full = layout === 'rows' || props.openRace === league.id;
              return (
                <RaceSection
                  key={league.id}
                  league={league}
                  events={events}
                  ctx={ctx}
                  highlightedUntil={snapshot.highlightedUntil}
                  limit={layout === 'rows' ? events.length : raceRowLimit(sport)}
                  expanded={full}
                  openSearch={props.raceSearch?.(league.id) ?? ''}
                  closeSearch={props.raceSearch?.(null) ?? ''}
                />
              );
            }
            if (layout === 'sections') {
              return (
                <LeagueSection
                  key={league.id}
                  league={league}
                  events={events}
                  ctx={ctx}
                  highlightedUntil={snapshot.highlightedUntil}
                  marksUntil={snapshot.marksUntil}
                  nowS={nowS}
                />
              );
            }
            let partCount = 0;
            for (const event of events) partCount = Math.max(partCount, partColumns(event, sport));
            return (
              <ul key={league.id} className="evs">
                {events.map((event) => (
                  <EventRow
                    key={event.id}
                    event={event}
                    ctx={ctx}
                    highlighted={snapshot.highlightedUntil.has(event.id)}
                    clock={stageTypeTab(event) === 'live' ? liveClock(event, nowS) : null}
                    partCount={partCount}
                    marks={rowMarks(snapshot.marksUntil.get(event.id))}
                  />
                ))}
              </ul>
            );
          })}
      <ServiceNotice down={snapshot.serviceDown} />
    </>
  );
}
