/**
 * From a race's view to its rows: one MatchEvent per entrant (CDC9), `home*` the participant and
 * `away*` empty. The counterpart of event.ts for duel matches.
 */
import type { MatchEvent } from '@nerali/domain';
import { EventStage, StageType } from '@nerali/domain';
import { stageTypeOf } from '../event.ts';
import type { EntryView, Race, RaceView } from './types.ts';

/** Fields in one fixed order, so that equal rows serialise identically (the track compares JSON). */
const ENTRY_FIELDS = [
  'rank',
  'tiedRank',
  'participantStatus',
  'results',
  'holesPlayed',
  'parToday',
  'lapTime',
  'gap',
  'laps',
  'grid',
  'pitstops',
  'team',
  'weight',
  'age',
  'startingPrice',
] as const satisfies readonly (keyof EntryView)[];

/**
 * The rows of a race: scheduled (each entrant's fixed fields only) when `view` is null, else the view
 * with its race seconds mapped to unix seconds at the given speed. A view's entry overrides the
 * entrant's fixed fields; an empty results object is left out.
 */
export function toRaceEvents(race: Race, view: RaceView | null, speed: number): MatchEvent[] {
  const stageType = view ? stageTypeOf(view.stage) : StageType.scheduled;
  const stage = view ? view.stage : EventStage.scheduled;
  const stageStartTime = view ? Math.floor(race.startTime + view.stageStart / speed) : undefined;
  return race.entrants.map((entrant, i) => {
    const event: MatchEvent = {
      id: entrant.eventId,
      sportId: race.sportId,
      leagueId: race.league.id,
      startTime: race.startTime,
      stageType,
      stage,
      homeId: entrant.participantId,
      awayId: '',
      homeName: entrant.name,
      awayName: '',
    };
    if (stageStartTime !== undefined) event.stageStartTime = stageStartTime;
    const entry: EntryView = { ...entrant.fixed, ...view?.entries[i] };
    for (const key of ENTRY_FIELDS) {
      const value = entry[key];
      if (value === undefined) continue;
      if (key === 'results' && Object.keys(value as object).length === 0) continue;
      (event as unknown as Record<string, unknown>)[key] = value;
    }
    return event;
  });
}
