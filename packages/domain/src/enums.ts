/**
 * Enumerations of the specification (spec 2 §3 "Event and league enumerations", spec 1 §3).
 * `as const` objects, never `enum`: the values are the wire values.
 */

/** [ENUM1] Event stage types. */
export const StageType = { scheduled: 1, live: 2, finished: 3 } as const;
export type StageType = (typeof StageType)[keyof typeof StageType];

/**
 * [ENUM2] Event stages that the spec numbers. The spec's full list is longer ("not shown beyond these");
 * values we add ourselves are marked `ours` and documented in docs/decisions.md.
 */
export const EventStage = {
  scheduled: 1,
  live: 2,
  finished: 3,
  postponed: 4,
  canceled: 5,
  extraTime: 6,
  penalties: 7,
  retired: 8,
  walkover: 9,
  afterExtraTime: 10,
  afterPenalties: 11,
  firstHalf: 12,
  secondHalf: 13,
  firstPeriod: 14,
  secondPeriod: 15,
  thirdPeriod: 16,
  firstSet: 17,
  secondSet: 18,
  thirdSet: 19,
  fourthSet: 20,
  fifthSet: 21,
  firstQuarter: 22,
  secondQuarter: 23,
  thirdQuarter: 24,
  fourthQuarter: 25,
  firstInning: 26,
  secondInning: 27,
  thirdInning: 28,
  fourthInning: 29,
  fifthInning: 30,
  sixthInning: 31,
  seventhInning: 32,
  eighthInning: 33,
  ninthInning: 34,
  extraInning: 35,
  interrupted: 36,
  abandoned: 37,
  halfTime: 38,
  timeOut: 39,
  pending: 42,
  delayed: 43,
  suspended: 44,
  toFinish: 45,
  paused: 46,
  awarded: 54,
  golfRound1: 65,
  golfRound2: 66,
  golfRound3: 67,
  golfRound4: 68,
  // ours: the spec names these stages but does not number them (docs/decisions.md "Event stages").
  afterDay1: 101,
  afterDay2: 102,
  afterDay3: 103,
  afterDay4: 104,
  afterDay5: 105,
  lunch: 110,
  tea: 111,
  medicalTimeout: 112,
  breakTime: 113,
  firstAndSecondHalf: 9999,
} as const;
export type EventStage = (typeof EventStage)[keyof typeof EventStage];

/** [ENUM3] Winner side. */
export const Winner = { unknown: -1, draw: 0, home: 1, away: 2 } as const;
export type Winner = (typeof Winner)[keyof typeof Winner];

/** [ENUM4] Side. */
export const Side = { unknown: 0, home: 1, away: 2 } as const;
export type Side = (typeof Side)[keyof typeof Side];

/** [ENUM5] Tournament types: top, primary, secondary, closed (collapsed). */
export const TournamentType = { top: 't', primary: 'p', secondary: 's', closed: 'c' } as const;
export type TournamentType = (typeof TournamentType)[keyof typeof TournamentType];

/** [ENUM6] Race categories, also the tab numbers of a sport page. */
export const RaceCategory = {
  all: 0,
  live: 1,
  finished: 2,
  scheduled: 3,
  odds: 4,
  myGames: 5,
  tv: 8,
  audio: 9,
} as const;
export type RaceCategory = (typeof RaceCategory)[keyof typeof RaceCategory];

/** [ENUM7] Odds formats; default eu. */
export const OddsFormat = { eu: 1, uk: 2, us: 3, hk: 4, ma: 5, in: 6 } as const;
export type OddsFormatName = keyof typeof OddsFormat;
export const DEFAULT_ODDS_FORMAT: OddsFormatName = 'eu';

/** [ENUM8] Event-holder scopes. */
export const HolderScope = {
  default: 'default',
  archive: 'archive',
  myGames: 'mygames',
  temporary: 'temporary',
} as const;
export type HolderScope = (typeof HolderScope)[keyof typeof HolderScope];

/** [ENUM9] Cricket game types. */
export const CricketGameType = { test: 5149866, odi: 5149867, t20: 5149868 } as const;
export type CricketGameType = (typeof CricketGameType)[keyof typeof CricketGameType];

/** [ENUM10] Redirector types. */
export const RedirectorType = {
  event: 1,
  tournamentTemplate: 2,
  participant: 3,
  player: 4,
  detailPage: 5,
} as const;

/** [ENUM11] Source type of an event's data. */
export const SourceType = { unknown: -1, no: 0, yes: 1, finalResultOnly: 2 } as const;
export type SourceType = (typeof SourceType)[keyof typeof SourceType];

/**
 * [ENUM12] Participant status in no-duel sports (spec 2 §3 "participant status reasons"; the numbers are
 * ours: the spec names the reasons but does not number them).
 */
export const ParticipantStatus = {
  cutOff: 1,
  disqualified: 2,
  didNotStart: 3,
  didNotFinish: 4,
  withdrawn: 5,
  retired: 6,
  notClassified: 7,
  nonRunner: 8,
  pulledUp: 9,
  unseatedRider: 10,
  fall: 11,
  broughtDown: 12,
  refusedToRace: 13,
  slippedUp: 14,
} as const;
export type ParticipantStatus = (typeof ParticipantStatus)[keyof typeof ParticipantStatus];

/**
 * [ENUM13] Stats-result types of no-duel result rows (spec 1 §3: codes 1 to 70 — rank, points, jump
 * rounds, time, gap, stop reason, darts statistics, rounds 1-20, semifinals, final; the numbering is ours).
 */
export const StatsResultType = {
  rank: 1,
  points: 2,
  jumpRound1: 3,
  jumpRound2: 4,
  time: 5,
  gap: 6,
  stopReason: 7,
  stopReasonRound1: 8,
  stopReasonRound2: 9,
  lapDistance: 10,
  penaltyLaps: 11,
  missedShots: 12,
  currentDistance: 13,
  dartsAverage: 14,
  dartsCheckout: 15,
  dartsHighest: 16,
  /** Rounds 1-20 are 21..40: `StatsResultType.round1 + n - 1`. */
  round1: 21,
  round20: 40,
  semifinal: 41,
  final: 42,
} as const;
export const STATS_RESULT_MIN = 1;
export const STATS_RESULT_MAX = 70;
