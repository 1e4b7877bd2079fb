/**
 * Shapes shared by the simulator's parts. Inside the simulator a side is 0 (home) or 1 (away) so it
 * can index pairs; the model's 1/2 appear only when a view becomes a MatchEvent.
 *
 * Time inside a script is "match time": seconds since kickoff at speed 1. The simulator maps it to
 * the clock with `kickoff + matchSeconds / speed`, so SIM_SPEED compresses matches, never kickoffs.
 */
import type { CricketGameType, EventStage, IncidentKind, MatchEvent, SportId, Text } from '@nerali/domain';
import type { DuelRules } from './sports/shared/duel-format.ts';

export type Side = 0 | 1;
export type Pair = [number, number];

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** How one match is played, decided by its league (and, for cups, by the fixture). */
export type MatchFormat =
  | { sport: 'soccer'; knockout: boolean }
  | { sport: 'tennis'; bestOf: 3 | 5; finalSetTiebreakTo: 7 | 10 }
  | { sport: 'basketball'; quarterMin: number }
  | { sport: 'cricket'; gameType: CricketGameType; oversPerInnings: number; days: number }
  | { sport: 'kabaddi'; knockout: boolean }
  /**
   * Timed team sports (sports/shared/periods.ts): ice hockey, handball, rugby ... one rule set per sport id;
   * `knockout` ties need a winner; `variant` names a league's own rules (rugby sevens, netball super shots).
   */
  | { sport: 'team'; sportId: SportId; knockout: boolean; variant?: TeamVariant }
  /** Sets, innings, legs, frames, rounds and maps (sports/shared/duel-format.ts): `rules` is the league's format. */
  | { sport: 'duel'; sportId: SportId; rules: DuelRules };

/** League rules that differ from the sport's usual ones (sports/shared/periods.ts). */
export type TeamVariant = 'sevens' | 'superShot';

export interface FixtureSide {
  id: string;
  name: string;
  /** For a narrow row ("KKR"): the participant's short name. */
  shortName?: string;
  /** Strength in [0, 1], from the seed: stronger sides score more and win more. */
  rating: number;
}

/** A scheduled match: everything its script is drawn from. */
export interface Fixture {
  id: string;
  sportId: SportId;
  leagueId: string;
  /** Kickoff, unix seconds. */
  startTime: number;
  home: FixtureSide;
  away: FixtureSide;
  /** Seed of this match's own random stream: hash of the simulator seed and the event id. */
  seed: number;
  format: MatchFormat;
  /**
   * When its sides became known (unix seconds): a knock-out tie's, the end of the later tie feeding
   * it. The simulator shows the fixture only from then on, so it gives away no result ahead.
   */
  knownS?: number;
}

/** A stage of a match from `start` (match seconds) until the next phase starts. */
export interface Phase {
  start: number;
  stage: EventStage;
}

/**
 * The observable state of a match at one instant, in match time. It is what a MatchEvent shows,
 * before the times are mapped to the clock.
 */
/** The fields of a MatchEvent that a match view fills as they are (scores, parts, service ...). */
type ShownFields = Pick<
  MatchEvent,
  | 'homeScore'
  | 'awayScore'
  | 'homeParts'
  | 'awayParts'
  | 'homeTiebreaks'
  | 'awayTiebreaks'
  | 'homeGameScore'
  | 'awayGameScore'
  | 'service'
  | 'homeRedCards'
  | 'awayRedCards'
  | 'winner'
  | 'cricket'
  | 'results'
  | 'homeFullTimeScore'
  | 'awayFullTimeScore'
  | 'homeHits'
  | 'awayHits'
  | 'homeErrors'
  | 'awayErrors'
  | 'goalUnderReview'
  | 'infoNotice'
>;

export interface MatchView extends ShownFields {
  stage: EventStage;
  /** Match second at which the current stage started. */
  stageStart: number;
  /** Counted minute text ("67", "45+2"), shown as `gameTime` only when the speed is not 1. */
  minute?: string;
  /** A fixed game-time override, sent at any speed (NBA quarters: "12:5"). */
  gameTime?: string;
  /** Match second of the last score change. */
  scoreChanged?: number;
  /** [S1 3.15] The last penalty awarded: match second, incident id, stage (a PenaltyIncident once timed). */
  penalty?: { t: number; id: string; stage: EventStage };
}

/** One sport's rules: a script drawn from the fixture, and its state as a pure function of time. */
export interface SportRules<S = unknown> {
  script(fixture: Fixture): S;
  /** Match seconds from kickoff to the end (the final whistle, the last ball). */
  duration(script: S): number;
  /** The view at match second `t` (t >= 0); any t >= duration gives the final view. */
  view(script: S, t: number): MatchView;
  /**
   * Every incident of the whole match, sorted by time: those at or before match second t have
   * happened at t. Pure, like `view`: the detail documents (simulator/detail) are built from it.
   */
  incidents?(script: S, fixture: Fixture): SimIncident[];
}

/**
 * An incident as a sport's script knows it. The detail layer names the players, writes the time as
 * the view shows it and adds the score after it; `points` is what it adds to the main score, so the
 * incidents of a finished match sum to its result.
 */
export interface SimIncident {
  t: number;
  side: Side;
  kind: IncidentKind;
  points?: number;
  /** The time as the sport writes it when the view's minute is not it: overs "18.3", games "6-4". */
  time?: string;
  /** A figure of its own: a checkout, a break, a batter's runs. */
  value?: number;
  /** Who did it, when the script knows: a place in the side's order (a batter), from 0. */
  player?: number;
  /** A player of the other side involved (the bowler of a wicket), a place in that side's order. */
  by?: number;
  note?: Text;
}
