/**
 * The fields of an entrant's row in a race, a golf round or a meeting (no-duel sports, CDC9): one event
 * per entrant, named by `participant` instead of `home`/`away`. The shape follows what race feeds send
 * per competitor (place, time, gap, laps, grid, pit stops, status; golf's holes and score to par), with
 * our names, not feed numbers: `"participantStatus": "didNotFinish"`, `"results": {"time": "1:31:02.117"}`.
 *
 * Which of them a sport takes is its card's (`entry` on a race card): a golf row with `laps`, or a
 * football match with a `rank`, is refused with 400 and the field's pointer (entry-checks.ts).
 */
import {
  type EntryFacts,
  type EntryField,
  ParticipantStatus,
  type RaceCard,
  SPORT_CARD_LIST,
  type ParticipantStatusName,
  type ResultName,
  StatsResultType,
} from '@nerali/domain';
import { type TObject, type TOptional, type TProperties, type TString, Type } from '@sinclair/typebox';
import { StringEnum, Text } from './schemas.ts';

export const PARTICIPANT_STATUSES = Object.keys(ParticipantStatus) as ParticipantStatusName[];

/** Rounds 1-20 are stats results 21..40 (ENUM13): `round7` is `StatsResultType.round1 + 6`. */
export const ROUND_COUNT = StatsResultType.round20 - StatsResultType.round1 + 1;
const ROUNDS = Array.from({ length: ROUND_COUNT }, (_, i) => `round${i + 1}` as ResultName);

/** Timing-screen text: "52.31", "1:45.22", "1:31:02.117", "4:25:58". */
const TIME = '[0-9]{1,3}(?::[0-5][0-9]){0,2}(?:\\.[0-9]{1,3})?';
const DECIMAL = '[0-9]{1,4}(?:\\.[0-9]{1,2})?';
/** A gap to the leader: a time, or laps for a lapped car ("+1 Lap", "+3 Laps", FIA classifications). */
const GAP = `\\+(?:${TIME}|1 Lap|[0-9]{1,3} Laps)`;
const whole = (pattern: string) => `^(?:${pattern})$`;

const text = (pattern: string, description: string, example: string) =>
  Type.String({ pattern: whole(pattern), maxLength: 16, description, examples: [example] });

const roundText = (what: string) =>
  text(`E|[+-]?${DECIMAL}|${TIME}`, `${what}: strokes, points or a time, as the sport writes it.`, '69');

/** Each stats result by name, with the form of its text. */
const RESULT_SCHEMAS: Record<ResultName, TString> = {
  rank: text('[0-9]{1,4}', 'Place as a result (most sports send `rank` instead).', '3'),
  points: text(
    `E|[+-]?${DECIMAL}`,
    'Points, or golf\'s total to par ("-9", "E", "+2"), ski jumping\'s total ("283.4").',
    '-9',
  ),
  jumpRound1: text(DECIMAL, 'Ski jumping: the first jump, metres.', '131.5'),
  jumpRound2: text(DECIMAL, 'Ski jumping: the second jump, metres.', '128.0'),
  time: text(TIME, 'Total time ("1:31:02.117", "4:25:58", "52.31").', '1:31:02.117'),
  gap: text(GAP, 'Gap as a result (most sports send `gap` instead).', '+5.832'),
  stopReason: Text(40, { description: 'Why the entrant stopped ("engine").' }),
  stopReasonRound1: Text(40, { description: 'Why it stopped in round 1.' }),
  stopReasonRound2: Text(40, { description: 'Why it stopped in round 2.' }),
  lapDistance: text('[0-9]{1,3}', 'Laps behind the winner ("1" for a lapped car, "0" on the lead lap).', '0'),
  penaltyLaps: text('[0-9]{1,3}', 'Biathlon: penalty loops skied.', '1'),
  missedShots: text(
    '[0-9]{1,2}(?:\\+[0-9]{1,2}){0,3}',
    'Biathlon: missed shots per shooting, as the board shows them ("0+1+0+2").',
    '0+1',
  ),
  currentDistance: text(DECIMAL, 'Km covered so far (while the race is on).', '7.5'),
  dartsAverage: text(DECIMAL, 'Darts: three-dart average.', '98.45'),
  dartsCheckout: text(DECIMAL, 'Darts: checkout percentage.', '42.5'),
  dartsHighest: text(DECIMAL, 'Darts: highest checkout.', '170'),
  ...(Object.fromEntries(
    ROUNDS.map((name, i) => [name, roundText(`Round ${i + 1} (golf round, alpine run, speedway heat)`)]),
  ) as Record<Extract<ResultName, `round${string}`>, TString>),
  semifinal: roundText('Semi-final'),
  final: roundText('Final'),
};
export const RESULT_NAMES = Object.keys(RESULT_SCHEMAS) as ResultName[];

export const EntryResults = Type.Object(
  Object.fromEntries(RESULT_NAMES.map((name) => [name, Type.Optional(RESULT_SCHEMAS[name])])) as Record<
    ResultName,
    TOptional<TString>
  >,
  {
    additionalProperties: false,
    description:
      "The entrant's results by name; the sport's card says which it has (golf: points = total to par, " +
      'round1-4 = strokes; racing: time, lapDistance; biathlon: missedShots, penaltyLaps ...). Sent whole.',
    examples: [{ time: '1:31:02.117', lapDistance: '0' }],
  },
) as TObject<Record<ResultName, TOptional<TString>>>;

/** Race-row fields of an event body (PUT optional, PATCH nullable), by their API names. */
export const ENTRY_STATE = {
  rank: Type.Integer({
    minimum: 1,
    maximum: 9999,
    description: 'Race rows: current or final place. Leave out for an entrant with a participantStatus.',
    examples: [1],
  }),
  tiedRank: Type.Boolean({
    description: 'Golf: the place is shared ("T3"); needs a rank.',
    examples: [true],
  }),
  participantStatus: StringEnum(PARTICIPANT_STATUSES, {
    description:
      "Race rows: why the entrant has no place (didNotFinish, cutOff, nonRunner ...); the sport's card lists which.",
    examples: ['didNotFinish'],
  }),
  results: EntryResults,
  holesPlayed: Type.Integer({
    minimum: 0,
    maximum: 18,
    description: 'Golf: holes played in the round.',
    examples: [14],
  }),
  parToday: Type.String({
    pattern: '^(?:E|[+-][1-9][0-9]?)$',
    maxLength: 3,
    description: 'Golf: the round so far against par ("-3", "E", "+2").',
    examples: ['-3'],
  }),
  lapTime: text(TIME, 'Motorsport: the best lap ("1:26.103").', '1:26.103'),
  gap: text(
    GAP,
    'Behind the leader ("+5.832", "+1:02.3", a lapped car "+1 Lap"); the leader has none.',
    '+5.832',
  ),
  laps: Type.Integer({
    minimum: 0,
    maximum: 9999,
    description: 'Motorsport: laps completed.',
    examples: [58],
  }),
  grid: Type.Integer({
    minimum: 1,
    maximum: 99,
    description: 'Motorsport: starting position.',
    examples: [2],
  }),
  pitStops: Type.Integer({
    minimum: 0,
    maximum: 99,
    description: 'Motorsport: pit stops made.',
    examples: [1],
  }),
  team: Text(80, {
    description: "Motorsport and cycling: the entrant's team.",
    examples: ['Red Bull Racing'],
  }),
  weight: Type.String({
    pattern: '^(?:[0-9]{2,3}(?:\\.[0-9])?|[0-9]{1,2}-[0-9]{1,2})$',
    maxLength: 6,
    description: 'Horse racing: weight carried, kg ("55.5") or stones-pounds ("9-7").',
    examples: ['55.5'],
  }),
  age: Type.Integer({
    minimum: 1,
    maximum: 40,
    description: "Horse racing: the horse's age.",
    examples: [5],
  }),
  startingPrice: Type.String({
    pattern: '^(?:[0-9]{1,4}/[0-9]{1,3}|evs)$',
    maxLength: 8,
    description: 'Horse racing: starting price, fractional ("12/1"), or "evs" (evens).',
    examples: ['12/1'],
  }),
} satisfies TProperties;

type EntryApiField = Exclude<keyof typeof ENTRY_STATE, 'participantStatus' | 'results'>;

/** The API's name of each model field of a row (names a provider reads: `pitStops`, not `pitstops`). */
export const ENTRY_API_NAME: Record<EntryField, EntryApiField> = {
  rank: 'rank',
  tiedRank: 'tiedRank',
  holesPlayed: 'holesPlayed',
  parToday: 'parToday',
  lapTime: 'lapTime',
  gap: 'gap',
  laps: 'laps',
  grid: 'grid',
  pitstops: 'pitStops',
  team: 'team',
  weight: 'weight',
  age: 'age',
  startingPrice: 'startingPrice',
};
export const ENTRY_FIELDS = Object.keys(ENTRY_API_NAME) as EntryField[];

/** What each race sport's rows take, from the cards, for /docs: "Golf (23): rank, tiedRank ...". */
export const ENTRY_FACTS_TEXT = SPORT_CARD_LIST.filter((c): c is RaceCard => c.kind === 'race')
  .map((card) => {
    const facts: EntryFacts = card.entry;
    const api = facts.fields.map((f) => ENTRY_API_NAME[f]);
    return (
      `${card.name.en} (${card.id}): ${api.join(', ')}; results ${facts.results.join(', ')}; ` +
      `participantStatus ${facts.statuses.join(', ')}.`
    );
  })
  .join(' ');
