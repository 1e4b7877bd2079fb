/**
 * df_hh_{type}_{event}: head-to-head and each side's form, from the finished events the engine holds
 * (h2h.ts). Its version is the sport's change-log version: any finished result of the sport may
 * enter a list.
 */
import {
  type Cell,
  HeadToHeadKey,
  HeadToHeadSection,
  MatchFeed,
  type MatchEvent,
  MatchRow,
  type Row,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { opt, standardMatchFeed } from './common.ts';
import { type FormList, headToHead } from './h2h.ts';

/** The events of one sport in the engine; an archive of older results can replace this source. */
export function* sportEvents(engine: FeedEngine, sportId: number): Iterable<MatchEvent> {
  for (const id of engine.eventIdsOfSport(sportId)) {
    const event = engine.events.get(id);
    if (event) yield event;
  }
}

export function h2hSectionRow(section: HeadToHeadSection, list: FormList): Row {
  return [
    [MatchRow.h2hSection, String(section)],
    [HeadToHeadKey.participantId, list.participantId],
    [HeadToHeadKey.count, String(list.entries.length)],
    [HeadToHeadKey.won, String(list.won)],
    [HeadToHeadKey.drawn, String(list.drawn)],
    [HeadToHeadKey.lost, String(list.lost)],
  ];
}

export function h2hEventRow(event: MatchEvent, result: string | null): Row {
  const cells: Cell[] = [
    [MatchRow.h2hEvent, event.id],
    [HeadToHeadKey.startTime, String(event.startTime)],
    [HeadToHeadKey.leagueId, event.leagueId],
    [HeadToHeadKey.homeId, event.homeId],
    [HeadToHeadKey.awayId, event.awayId],
    [HeadToHeadKey.homeName, event.homeName],
    [HeadToHeadKey.awayName, event.awayName],
    ...opt(HeadToHeadKey.homeScore, event.homeScore),
    ...opt(HeadToHeadKey.awayScore, event.awayScore),
    ...opt(HeadToHeadKey.winner, event.winner),
    [HeadToHeadKey.result, result ?? ''],
  ];
  return cells;
}

export const headToHeadFeed = standardMatchFeed({
  prefix: MatchFeed.headToHead,
  uses: { events: true },
  build({ engine }, event) {
    const h2h = headToHead(sportEvents(engine, event.sportId), event);
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
