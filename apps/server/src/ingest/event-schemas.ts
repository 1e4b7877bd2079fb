/**
 * Event bodies: a whole event (PUT, create or replace) and a partial update of its state (PATCH, "push
 * a goal"). Both share the state fields; in the PATCH every optional field may be null, which removes
 * it (the service marker after the last point, a game-time override that no longer applies).
 *
 * Values are names, not the feed's numbers: `status: "live"`, `stage: "secondHalf"`, `service: "home"`.
 *
 * One body for both kinds of event: a match names `home` and `away`; a race row (no-duel sports) names
 * its `participant` and carries the entry fields (entry-schemas.ts). The sport decides which (400).
 */
import { EventStage, INFO_NOTICES } from '@nerali/domain';
import {
  type Static,
  type TNull,
  type TOptional,
  type TProperties,
  type TSchema,
  type TUnion,
  Type,
} from '@sinclair/typebox';
import { ENTRY_FACTS_TEXT, ENTRY_STATE } from './entry-schemas.ts';
import {
  Nullable,
  PRINTABLE,
  ProviderRef,
  Seq,
  SportIdField,
  StringEnum,
  Text,
  UnixSeconds,
} from './schemas.ts';

export const EVENT_STATUSES = ['scheduled', 'live', 'finished'] as const;
export type EventStatusName = (typeof EVENT_STATUSES)[number];
export const EVENT_STAGES = Object.keys(EventStage) as (keyof typeof EventStage)[];
export type EventStageName = keyof typeof EventStage;
export const SIDES = ['home', 'away'] as const;
export const WINNERS = ['home', 'away', 'draw'] as const;
export const CRICKET_GAME_TYPES = ['test', 'odi', 't20'] as const;
export const BATTING = ['none', 'home', 'away'] as const;
/** Spec 1 §3 source type (ENUM11), by name: -1 unknown, 0 no, 1 yes, 2 final result only. */
export const SOURCE_TYPES = ['unknown', 'no', 'yes', 'finalResultOnly'] as const;

/** Sets, quarters, innings: the catalogue's largest part count is 11 (pesäpallo). */
export const MAX_PARTS = 11;

const Score = Type.String({
  maxLength: 16,
  pattern: PRINTABLE,
  description: 'Main score as shown ("2", "186/4").',
  examples: ['1'],
});
const Parts = Type.Array(Nullable(Type.Integer({ minimum: 0, maximum: 9999 })), {
  maxItems: MAX_PARTS,
  description: "Score per period (sets, quarters, halves), up to the sport's part count; null = not played.",
});
const GameScore = Type.String({
  maxLength: 4,
  pattern: '^[0-9A]*$',
  description: 'Points inside the current game (tennis "0", "15", "30", "40", "A").',
});
const RedCards = Type.Integer({ minimum: 0, maximum: 11 });
const RunRate = Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$', maxLength: 6, examples: ['8.25'] });

const Innings = Type.Object(
  {
    runs: Type.Integer({ minimum: 0, maximum: 9999 }),
    wickets: Type.Integer({ minimum: 0, maximum: 10 }),
    overs: Type.String({
      pattern: '^[0-9]{1,3}(\\.[0-5])?$',
      maxLength: 5,
      description: 'Overs as cricket writes them: "18.3" is 18 overs and 3 balls.',
      examples: ['18.3'],
    }),
  },
  { additionalProperties: false },
);

export const CricketBody = Type.Object(
  {
    gameType: StringEnum(CRICKET_GAME_TYPES),
    batting: StringEnum(BATTING, { description: 'Who bats now.' }),
    runRate: Type.Optional(RunRate),
    requiredRunRate: Type.Optional(RunRate),
    target: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    home: Type.Array(Innings, { maxItems: 2, description: 'Innings of the home side; two in a Test.' }),
    away: Type.Array(Innings, { maxItems: 2 }),
  },
  { additionalProperties: false },
);
export type CricketBody = Static<typeof CricketBody>;

const Count = Type.Integer({ minimum: 0, maximum: 999 });
const Pitcher = Text(80, { description: 'Baseball: the pitcher on the mound (or starting), by name.' });

/** [S1 3.15] The last penalty incident: when, its id, the stage it belongs to (spec 1 §4: 5 minutes). */
export const PenaltyBody = Type.Object(
  {
    updatedAt: Type.Integer({ ...UnixSeconds, description: 'When the incident was updated.' }),
    incidentId: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,40}$', description: 'Your id of the incident.' }),
    stage: StringEnum(EVENT_STAGES, { description: 'The stage it happened in (secondHalf ...).' }),
  },
  { additionalProperties: false },
);
export type PenaltyBody = Static<typeof PenaltyBody>;

/** The state fields an event may have; every one optional in a PUT, nullable in a PATCH. */
const STATE = {
  stageStartTime: Type.Integer({
    ...UnixSeconds,
    description:
      'When the current stage began (drives the live clock). Default: kept while the stage stays the ' +
      'same, else the time we receive a live stage.',
  }),
  gameTime: Type.String({
    pattern: '^[0-9]{1,3}([:+][0-9]{1,2})?$',
    maxLength: 7,
    description: 'Game-time override: "67", "45+2", or "minutes:extra" for clocks that count down.',
  }),
  homeScore: Score,
  awayScore: Score,
  homeParts: Parts,
  awayParts: Parts,
  homeTiebreaks: Type.Array(Nullable(Type.Integer({ minimum: 0, maximum: 999 })), { maxItems: MAX_PARTS }),
  awayTiebreaks: Type.Array(Nullable(Type.Integer({ minimum: 0, maximum: 999 })), { maxItems: MAX_PARTS }),
  homeGameScore: GameScore,
  awayGameScore: GameScore,
  service: StringEnum(SIDES, { description: 'Who serves (serving sports only).' }),
  homeRedCards: RedCards,
  awayRedCards: RedCards,
  winner: StringEnum(WINNERS),
  cricket: CricketBody,
  // Spec 1 §3.12-3.17 (docs/feeds.md "Event cells of spec 1 §3.12-3.17").
  endTime: Type.Integer({
    ...UnixSeconds,
    description: 'End time: the scheduled close of a multi-day event (a Test match), or when it ended.',
  }),
  homeFullTimeScore: { ...Score, description: 'Score at full time (90 minutes) of a match that went on.' },
  awayFullTimeScore: Score,
  homeHits: { ...Count, description: 'Baseball: hits (H).' },
  awayHits: Count,
  homeErrors: { ...Count, description: 'Baseball: errors (E).' },
  awayErrors: Count,
  swapped: Type.Boolean({
    description:
      'Your home and away are the other way round from the fixture: we swap them back for display.',
  }),
  periodUpdatedAt: Type.Integer({
    ...UnixSeconds,
    description: 'When the period (stage, clock) last changed.',
  }),
  penalty: PenaltyBody,
  goalUnderReview: StringEnum(SIDES, { description: 'A goal of this side is under video review (VAR).' }),
  infoNotice: StringEnum(INFO_NOTICES, {
    description:
      'A short notice on the row, by code (we say it in each language): rainStopped, rainDelay ...',
  }),
  homePitcher: Pitcher,
  awayPitcher: Pitcher,
  sourceType: StringEnum(SOURCE_TYPES, { description: 'Whether live data comes: yes, no, finalResultOnly.' }),
  ...ENTRY_STATE,
} satisfies TProperties;

type Optionals<P extends TProperties> = { [K in keyof P]: TOptional<P[K]> };
type NullableOptionals<P extends TProperties> = { [K in keyof P]: TOptional<TUnion<[P[K], TNull]>> };

function optionals<P extends TProperties>(props: P): Optionals<P> {
  return Object.fromEntries(
    Object.entries(props).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as Optionals<P>;
}
function nullableOptionals<P extends TProperties>(props: P): NullableOptionals<P> {
  return Object.fromEntries(
    Object.entries(props).map(([key, schema]: [string, TSchema]) => [
      key,
      Type.Optional(Nullable(schema, { description: schema.description })),
    ]),
  ) as NullableOptionals<P>;
}

const Status = StringEnum(EVENT_STATUSES, {
  description: 'scheduled, live or finished.',
  examples: ['live'],
});
const Stage = StringEnum(EVENT_STAGES, {
  description:
    'The stage within the status: scheduled, firstHalf, halfTime, secondHalf, finished, postponed ...',
  examples: ['firstHalf'],
});
const StartTime = Type.Integer({ ...UnixSeconds, description: 'Scheduled start, unix seconds (UTC).' });

export const EventBody = Type.Object(
  {
    seq: Seq,
    sport: SportIdField,
    competition: ProviderRef('Your id of a competition of the same sport.', 'isl-2026'),
    home: Type.Optional(
      ProviderRef(
        'Matches: your id of the home participant (same sport). Race rows: leave out.',
        'chennaiyin',
      ),
    ),
    away: Type.Optional(
      ProviderRef('Matches: your id of the away participant (same sport). Race rows: leave out.', 'kerala'),
    ),
    participant: Type.Optional(
      ProviderRef(
        'Race rows (golf, motorsport, cycling, horse racing, winter sports): your id of the entrant; one ' +
          'event per entrant, its competition the race or round. Matches: leave out.',
        'verstappen',
      ),
    ),
    startTime: StartTime,
    status: Status,
    stage: Stage,
    ...optionals(STATE),
  },
  {
    additionalProperties: false,
    description:
      "A match (home, away, scores) or one entrant's row of a race, golf round or meeting (participant, " +
      "rank, gap, laps ... as the sport's card takes them; anything else is a 400). " +
      ENTRY_FACTS_TEXT,
    examples: [
      {
        seq: 1,
        sport: 1,
        competition: 'isl-2026',
        home: 'chennaiyin',
        away: 'kerala',
        startTime: 1795347000,
        status: 'live',
        stage: 'firstHalf',
        homeScore: '1',
        awayScore: '0',
      },
      {
        seq: 1,
        sport: 32,
        competition: 'abu-dhabi-gp-2026',
        participant: 'norris',
        startTime: 1795347000,
        status: 'live',
        stage: 'live',
        rank: 2,
        laps: 41,
        gap: '+5.832',
        grid: 3,
        pitStops: 1,
        lapTime: '1:26.103',
        team: 'McLaren',
        results: { time: '1:04:12.532' },
      },
      {
        seq: 1,
        sport: 23,
        competition: 'indian-open-2026-r2',
        participant: 'shubhankar',
        startTime: 1795347000,
        status: 'live',
        stage: 'golfRound2',
        rank: 3,
        tiedRank: true,
        holesPlayed: 14,
        parToday: '-3',
        results: { points: '-7', round1: '68' },
      },
    ],
  },
);
export type EventBody = Static<typeof EventBody>;

export const EventPatchBody = Type.Object(
  {
    seq: Seq,
    startTime: Type.Optional(StartTime),
    status: Type.Optional(Status),
    stage: Type.Optional(Stage),
    ...nullableOptionals(STATE),
  },
  {
    additionalProperties: false,
    description: 'Only the fields sent change; null removes an optional field.',
  },
);
export type EventPatchBody = Static<typeof EventPatchBody>;
