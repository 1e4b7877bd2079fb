/**
 * Shapes of the no-duel simulator (golf, motorsport, cycling, horse racing, winter sports).
 *
 * A duel sport's fixture becomes one MatchEvent; a race becomes one MatchEvent per entrant (CDC9): the
 * race is the league, each row is one participant's entry in it. Time inside a script is "race time":
 * seconds since the race's start at speed 1, exactly like a duel sport's match time, so SIM_SPEED
 * compresses races, never their start times.
 */
import type { EventStage, League, MatchEvent, SportId } from '@nerali/domain';

/** The no-duel fields of a row that a race's view fills (CDC9). */
export type EntryView = Pick<
  MatchEvent,
  | 'rank'
  | 'tiedRank'
  | 'participantStatus'
  | 'results'
  | 'holesPlayed'
  | 'parToday'
  | 'lapTime'
  | 'gap'
  | 'laps'
  | 'grid'
  | 'pitstops'
  | 'team'
  | 'weight'
  | 'age'
  | 'startingPrice'
>;

/** One participant's entry in a race. */
export interface Entrant {
  /** Event id of the row: g_{sportId}_{8 alnum}, unique per entry. */
  eventId: string;
  participantId: string;
  name: string;
  /** Strength in [0, 1], from the seed: stronger entrants finish higher more often. */
  rating: number;
  /** What the row shows before the start and keeps afterwards (team, weight, age, a non-runner). */
  fixed: EntryView;
}

/** How a race is run, per sport family. Each family's module reads its own variant. */
export type RaceFormat =
  | { kind: 'golf'; cutTop: number; round: 1 | 2 | 3 | 4 }
  | { kind: 'motorRace'; laps: number; lapS: number; pitStops: number; pitLossS: number }
  | { kind: 'motorSession'; minutes: number; lapS: number }
  | { kind: 'stageRally'; km: number; kmPerH: number; intervalS: number }
  | { kind: 'horse'; metres: number; jumps: boolean }
  | {
      kind: 'cycling';
      km: number;
      profile: 'flat' | 'hilly' | 'mountain';
      /** Participant ids of the riders who abandon during this stage. */
      abandons: readonly string[];
    }
  | { kind: 'skiJumping'; hillSize: number; kPoint: number }
  | { kind: 'alpine'; discipline: 'slalom' | 'giantSlalom' | 'superG' | 'downhill' }
  | { kind: 'crossCountry'; km: number }
  | { kind: 'biathlon'; race: 'sprint' | 'massStart'; km: number }
  | { kind: 'speedway' };

export type RaceKind = RaceFormat['kind'];

/** A race (or a golf tournament, a practice session, a stage) of one sport: one league of rows. */
export interface Race {
  /** Unique and stable: the calendar's key of this race. */
  key: string;
  sportId: SportId;
  league: League;
  /** Start (the first tee, the lights going out, the first start), unix seconds. */
  startTime: number;
  entrants: readonly Entrant[];
  /** Seed of this race's own random stream. */
  seed: number;
  format: RaceFormat;
  /** Motorsport: the session whose final order is this race's grid (the qualifying). */
  gridFrom?: Race;
}

/** The observable state of a race at one instant of race time. */
export interface RaceView {
  stage: EventStage;
  /** Race second at which the current stage started. */
  stageStart: number;
  /** One per entrant, in the race's entrant order. */
  entries: EntryView[];
}

/**
 * One family's rules: a script drawn from the race, and its state as a pure function of race time.
 * The same contract as the duel sports' SportRules, with a view of many rows.
 */
export interface RaceRules<S = unknown> {
  script(race: Race): S;
  /** Race seconds from the start to the moment nothing changes any more. */
  duration(script: S): number;
  /** The view at race second t (t >= 0); any t >= duration gives the final view. */
  view(script: S, t: number): RaceView;
}

/** The races of a sport that start on UTC day `day` (unix seconds within [day * 86400, (day + 1) * 86400)). */
export type RaceCalendar = (seed: number, day: number) => Race[];
