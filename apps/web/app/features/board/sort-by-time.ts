/**
 * "Sort by time" (spec 1 §3 live-table setting sortByTime): the day's matches in kick-off order
 * instead of league by league. Each run of consecutive matches of one league keeps its league heading,
 * so a league appears again further down when its next match starts after another league's.
 * Ties (same kick-off) keep the board's league order, then the league's own order. Pure.
 */
import type { MatchEvent } from '@nerali/domain';
import type { BoardLeague } from '../../live/types.ts';

export interface BoardSection {
  /** Unique on the board: the league id, with the run's number when sorted by time. */
  key: string;
  league: BoardLeague;
  events: MatchEvent[];
}

/** League by league, in the board's order (the default). */
export function sectionsByLeague(
  leagues: readonly BoardLeague[],
  events: ReadonlyMap<string, MatchEvent>,
  include: (event: MatchEvent) => boolean,
): BoardSection[] {
  const sections: BoardSection[] = [];
  for (const league of leagues) {
    const list: MatchEvent[] = [];
    for (const id of league.eventIds) {
      const event = events.get(id);
      if (event && include(event)) list.push(event);
    }
    if (list.length > 0) sections.push({ key: league.id, league, events: list });
  }
  return sections;
}

export function sectionsByTime(
  leagues: readonly BoardLeague[],
  events: ReadonlyMap<string, MatchEvent>,
  include: (event: MatchEvent) => boolean,
): BoardSection[] {
  const rows: { event: MatchEvent; league: BoardLeague; order: number }[] = [];
  let order = 0;
  for (const league of leagues) {
    for (const id of league.eventIds) {
      const event = events.get(id);
      if (event && include(event)) rows.push({ event, league, order: order++ });
    }
  }
  rows.sort((a, b) => a.event.startTime - b.event.startTime || a.order - b.order);
  const sections: BoardSection[] = [];
  for (const { event, league } of rows) {
    const last = sections[sections.length - 1];
    if (last && last.league.id === league.id) last.events.push(event);
    else sections.push({ key: `${league.id}:${sections.length}`, league, events: [event] });
  }
  return sections;
}
