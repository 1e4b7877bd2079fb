/**
 * The data model shared by the server (which produces it) and the web (which shows it).
 * Names come from the sport; the feed's short codes live only in `codec/fields.ts`.
 * Times are unix seconds (UTC) everywhere in the model.
 */
import type {
  CricketGameType,
  EventStage,
  ParticipantStatus,
  SourceType,
  StageType,
  TournamentType,
  Winner,
} from './enums.ts';
import type { TeamColours } from './pictures/colours.ts';

/** A sport id of the catalogue (1..42 without 20 and 27); 0 means "all sports". */
export type SportId = number;

/** Cricket state of one side: runs, wickets and overs of its current (or last) innings. */
export interface CricketSide {
  runs: number;
  wickets: number;
  /** Overs as cricket writes them: "18.3" is 18 overs and 3 balls. */
  overs: string;
}

export interface CricketData {
  gameType: CricketGameType;
  /** Which side bats now: 1 home, 2 away; 0 when nobody bats (break, finished). */
  batting: 0 | 1 | 2;
  /** Current run rate of the batting side, as text ("8.25"): the spec keeps run rates as text. */
  runRate?: string;
  /** Required run rate of the chasing side, as text. */
  requiredRunRate?: string;
  /** Target of the chasing side, when there is one. */
  target?: number;
  /** Per-side innings figures; Test matches have two innings per side. */
  home: CricketSide[];
  away: CricketSide[];
}

/**
 * [S1 3.15] The last penalty incident of a match (a penalty awarded): when it was updated, its id, and
 * the stage it belongs to. A client takes a change of it only within 5 minutes of its counter time and
 * in the event's current stage (spec 1 §4 "Event parsing", rules/penalty.ts).
 */
export interface PenaltyIncident {
  /** Unix seconds. */
  updatedAt: number;
  /** The incident's id (the provider's, or the match's incident order). */
  incidentId: string;
  /** The EventStage the incident belongs to. */
  stage: EventStage;
}

/**
 * [S1 3.15] Info notices a row can carry, as codes: the board says each in the page's language (the
 * i18n catalogues), so no provider's English reaches a Tamil page.
 */
export const INFO_NOTICES = ['rainStopped', 'rainDelay', 'badLight', 'wetOutfield', 'floodlights'] as const;
export type InfoNotice = (typeof INFO_NOTICES)[number];

/** A match between two sides (duel sports). */
export interface MatchEvent {
  /** Feed id: g_{sportId}_{originalId}. */
  id: string;
  sportId: SportId;
  /** League id: {sportId}_{tournamentStageId}. */
  leagueId: string;
  /** Scheduled start, unix seconds. */
  startTime: number;
  /** Start of the current stage, unix seconds (drives the game clock). */
  stageStartTime?: number;
  stageType: StageType;
  stage: EventStage;
  /**
   * Game-time override as the spec's 'minutes:extra' (hockey, american football, basketball) or a
   * counted minute text; absent when the clock is derived from `stageStartTime`.
   */
  gameTime?: string;
  homeId: string;
  awayId: string;
  homeName: string;
  awayName: string;
  /**
   * The sides' short names ("KKR", "RCB"), where a row is too narrow for the whole name (a phone's
   * board). Flashscore's `WM`/`WN`; absent when the source has none.
   */
  homeShortName?: string;
  awayShortName?: string;
  /** Main score; absent before the start. Text so that "186/4" (cricket) fits too. */
  homeScore?: string;
  awayScore?: string;
  /** Period parts (sets, quarters, halves, innings), up to the sport's score-part count. */
  homeParts?: (number | null)[];
  awayParts?: (number | null)[];
  /** Tie-break points per set (tennis), aligned with the parts. */
  homeTiebreaks?: (number | null)[];
  awayTiebreaks?: (number | null)[];
  /** Points inside the current game (tennis: "0", "15", "30", "40", "A"). */
  homeGameScore?: string;
  awayGameScore?: string;
  /** Who serves: 1 home, 2 away (serving sports). */
  service?: 1 | 2;
  homeRedCards?: number;
  awayRedCards?: number;
  winner?: Winner;
  /** Cricket-only figures. */
  cricket?: CricketData;
  /** Time of the last score change, unix seconds (for the 60 s highlight). */
  scoreChangedAt?: number;
  /**
   * [S1 3.12] End time, unix seconds: the scheduled close of a multi-day event (a Test match's last
   * day) or, once over, when the event ended. Favourites store it as `AP`.
   */
  endTime?: number;
  /**
   * [S1 3.13] The score at full time (soccer: after 90 minutes) of a match that went on to extra time
   * or penalties; the main score then holds the score after extra time.
   */
  homeFullTimeScore?: string;
  awayFullTimeScore?: string;
  /** [S1 3.13] Baseball: hits (H) and errors (E) of each side. */
  homeHits?: number;
  awayHits?: number;
  homeErrors?: number;
  awayErrors?: number;
  /**
   * [S1 3.14] The source names the sides the other way round: every home field holds the away side's
   * value and the other way (rules/swap.ts `sidesAsShown` turns it back for the page).
   */
  swapped?: boolean;
  /** [S1 3.15] When the period (stage, clock) last changed, unix seconds; active 60 s (4.11). */
  periodUpdatedAt?: number;
  /** [S1 3.15] The last penalty incident (4.38). */
  penalty?: PenaltyIncident;
  /** [S1 3.15] A goal of this side is under video review (VAR): 1 home, 2 away. */
  goalUnderReview?: 1 | 2;
  /** [S1 3.15] A short notice on the event ("play stopped by rain"), as a code. */
  infoNotice?: InfoNotice;
  /** [S1 3.16] Baseball: the pitchers on the mound (or starting), by name. */
  homePitcher?: string;
  awayPitcher?: string;
  /** [S1 3.17] Source type of the event's data (ENUM11): -1 unknown, 0 no, 1 yes, 2 final result only. */
  sourceType?: SourceType;

  // --- No-duel sports (golf, racing, cycling, winter sports). A row is one participant's entry in the
  // race or round that its league names: `home*` is the participant, `away*` is empty.
  /** Current or final rank. */
  rank?: number;
  /** Golf: the rank is shared ("T3"). */
  tiedRank?: boolean;
  participantStatus?: ParticipantStatus;
  /** Stats-result values by type (StatsResultType): times, gaps and the like stay text (spec 1 §5). */
  results?: Partial<Record<number, string>>;
  /** Golf. */
  holesPlayed?: number;
  /** Golf: to par today, as written ("-3", "E", "+2"). */
  parToday?: string;
  /** Motorsport. */
  lapTime?: string;
  gap?: string;
  laps?: number;
  grid?: number;
  pitstops?: number;
  /** Motorsport and cycling: the participant's team. */
  team?: string;
  /** Horse racing. */
  weight?: string;
  age?: number;
  startingPrice?: string;
}

/**
 * The fields of a match that tell how it stands, in the feeds' order: its scores and parts, service,
 * cards, winner, cricket's figures. What a source sets only once it knows (the simulator's events) and
 * what a spoiler delay holds back (the web's spoiler-hold.ts, which adds the races' places and times).
 */
export const MATCH_STANDING_FIELDS = [
  'homeScore',
  'awayScore',
  'homeParts',
  'awayParts',
  'homeTiebreaks',
  'awayTiebreaks',
  'homeGameScore',
  'awayGameScore',
  'service',
  'homeRedCards',
  'awayRedCards',
  'winner',
  'cricket',
  // Spec 1 §3.13, §3.15: the full-time score, baseball's hits and errors, a goal under review.
  'homeFullTimeScore',
  'awayFullTimeScore',
  'homeHits',
  'awayHits',
  'homeErrors',
  'awayErrors',
  'goalUnderReview',
] as const satisfies readonly (keyof MatchEvent)[];

export interface League {
  /** {sportId}_{tournamentStageId} */
  id: string;
  sportId: SportId;
  /** Tournament template key, for pinning: {sportId}_{templateKey}. */
  templateKey: string;
  /** Names by language; team-like proper names are the same in every language. */
  name: { ta: string; en: string };
  countryId: number;
  tournamentType: TournamentType;
  /** Lower sorts first inside a country. */
  order: number;
}

export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2, or a pseudo code ("WORLD", "EU") for international competitions. */
  code: string;
  name: { ta: string; en: string };
  /** Lower sorts first (India first for the Tamil edition). */
  order: number;
}

export interface Participant {
  id: string;
  sportId: SportId;
  name: string;
  shortName: string;
  countryId: number;
  /** The provider's own two colours (`#rrggbb`); absent: derived from the id (pictures/colours.ts). */
  colours?: TeamColours;
  /** The provider's crest image, an https address; absent: we draw one (pictures/crest.ts). */
  image?: string;
}

export type Lang = 'ta' | 'en';
export const LANGS: readonly Lang[] = ['ta', 'en'];

/** The project type id of this site (spec 2 §9: project type id 1). */
export const PROJECT_TYPE = 1;
