/**
 * Fixtures and fast-check arbitraries for the domain's tests. Test support only: not exported from the
 * package, and nothing outside `*.test.ts` imports it.
 */
import fc from 'fast-check';
import {
  CricketGameType,
  EventStage,
  ParticipantStatus,
  STATS_RESULT_MAX,
  STATS_RESULT_MIN,
  StageType,
} from '../enums.ts';
import type { CricketData, CricketSide, MatchEvent } from '../model.ts';
import { SPORTS } from '../sports/catalogue.ts';

/** 2027-01-15 08:00:00 UTC: a fixed "now" for tests. */
export const T0 = 1_800_000_000;

/** A match event: a live soccer match in its first half unless told otherwise. */
export function testEvent(overrides: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id: 'g_1_abcdefgh',
    sportId: 1,
    leagueId: '1_100',
    startTime: T0,
    stageType: StageType.live,
    stage: EventStage.firstHalf,
    homeId: 'h1',
    awayId: 'a1',
    homeName: 'Chennaiyin FC',
    awayName: 'Kerala Blasters',
    ...overrides,
  };
}

/** Characters that stress the codec: its markers and escape, the list separators, Tamil, an emoji. */
const NASTY_CHARS = ['~', '¬', '÷', '\\', '|', ',', ';', '/', 'a', 'Z', '0', ' ', 'க', 'ா', '்', '😀'];

/** Any text: mostly codec-hostile characters, sometimes any UTF-16 (lone surrogates included). */
export function anyText(constraints: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY_CHARS), ...constraints }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', ...constraints }) },
  );
}

const unixS = fc.integer({ min: 0, max: 4_102_444_800 });
const parts = fc.array(fc.option(fc.integer({ min: -5, max: 100_000 }), { nil: null }), { maxLength: 13 });
// Cricket figures are numeric text on the wire (spec 1 §5: run rates stay text); CDC8.
const overs = fc.stringMatching(/^\d{1,2}(\.[0-5])?$/);
const rate = fc.stringMatching(/^\d{1,2}\.\d{2}$/);
const cricketSide: fc.Arbitrary<CricketSide> = fc.record({ runs: fc.nat(999), wickets: fc.nat(10), overs });
const cricket: fc.Arbitrary<CricketData> = fc.record(
  {
    gameType: fc.constantFrom(...Object.values(CricketGameType)),
    batting: fc.constantFrom(0 as const, 1 as const, 2 as const),
    runRate: rate,
    requiredRunRate: rate,
    target: fc.nat(999),
    home: fc.array(cricketSide, { maxLength: 2 }),
    away: fc.array(cricketSide, { maxLength: 2 }),
  },
  { requiredKeys: ['gameType', 'batting', 'home', 'away'] },
);

/** Any event the model allows (optional fields present or not), in any sport of the catalogue. */
export const arbitraryEvent: fc.Arbitrary<MatchEvent> = fc.record(
  {
    id: anyText({ minLength: 1, maxLength: 20 }),
    sportId: fc.constantFrom(...SPORTS.map((s) => s.id)),
    leagueId: anyText({ maxLength: 12 }),
    startTime: unixS,
    stageStartTime: unixS,
    stageType: fc.constantFrom(...Object.values(StageType)),
    stage: fc.constantFrom(...Object.values(EventStage)),
    gameTime: anyText({ maxLength: 6 }),
    homeId: anyText({ maxLength: 12 }),
    awayId: anyText({ maxLength: 12 }),
    homeName: anyText(),
    awayName: anyText(),
    homeScore: anyText({ maxLength: 8 }),
    awayScore: anyText({ maxLength: 8 }),
    homeParts: parts,
    awayParts: parts,
    homeTiebreaks: parts,
    awayTiebreaks: parts,
    homeGameScore: anyText({ maxLength: 3 }),
    awayGameScore: anyText({ maxLength: 3 }),
    service: fc.constantFrom(1 as const, 2 as const),
    homeRedCards: fc.nat(11),
    awayRedCards: fc.nat(11),
    winner: fc.constantFrom(-1 as const, 0 as const, 1 as const, 2 as const),
    cricket,
    scoreChangedAt: unixS,
    rank: fc.nat(999),
    tiedRank: fc.boolean(),
    participantStatus: fc.constantFrom(...Object.values(ParticipantStatus)),
    results: fc.dictionary(
      fc.integer({ min: STATS_RESULT_MIN, max: STATS_RESULT_MAX }).map(String),
      anyText({ maxLength: 12 }),
      { maxKeys: 6 },
    ),
    holesPlayed: fc.nat(72),
    parToday: anyText({ maxLength: 3 }),
    lapTime: anyText({ maxLength: 10 }),
    gap: anyText({ maxLength: 10 }),
    laps: fc.nat(400),
    grid: fc.nat(40),
    pitstops: fc.nat(9),
    team: anyText({ maxLength: 20 }),
    weight: anyText({ maxLength: 6 }),
    age: fc.nat(20),
    startingPrice: anyText({ maxLength: 6 }),
  },
  {
    requiredKeys: [
      'id',
      'sportId',
      'leagueId',
      'startTime',
      'stageType',
      'stage',
      'homeId',
      'awayId',
      'homeName',
      'awayName',
    ],
  },
);

const OPTIONAL_TEXT = new Set([
  'gameTime',
  'homeScore',
  'awayScore',
  'homeGameScore',
  'awayGameScore',
  'parToday',
  'lapTime',
  'gap',
  'team',
  'weight',
  'startingPrice',
]);

/**
 * The event as the wire can carry it (CDC7): an optional text that is empty, and a list that writes as
 * nothing ([] or [null]), are absent. A decoded event equals this, not always the original.
 */
export function wireCanonical(event: MatchEvent): MatchEvent {
  const out: Record<string, unknown> = { ...event };
  for (const [field, value] of Object.entries(event)) {
    if (value === '' && OPTIONAL_TEXT.has(field)) delete out[field];
    if (Array.isArray(value) && (value.length === 0 || (value.length === 1 && value[0] === null))) {
      delete out[field];
    }
  }
  // A result written empty is absent; no results at all is no `results` field.
  if (event.results) {
    const results = Object.fromEntries(
      Object.entries(event.results).filter(([, v]) => v !== '' && v !== undefined),
    ) as Record<number, string>;
    if (Object.keys(results).length > 0) out.results = results;
    else delete out.results;
  }
  return out as unknown as MatchEvent;
}
