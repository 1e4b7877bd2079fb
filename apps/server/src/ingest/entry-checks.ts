/**
 * Race rows between the API and the model: results by name <-> by StatsResultType, and the check that
 * a body carries only what its sport's card takes (a golf row with `laps`, a match with a `rank`, a race
 * row with `home`): 400 NRL_ERR_INGEST_VALIDATION with each field's JSON pointer, as a schema error
 * would be, since for that sport the field does not exist.
 */
import {
  cardById,
  type EntryFacts,
  type MatchEvent,
  type ResultName,
  type SportInfo,
  StatsResultType,
} from '@nerali/domain';
import { ENTRY_API_NAME, ENTRY_FIELDS, RESULT_NAMES } from './entry-schemas.ts';
import { type FieldError, IngestError, IngestErrorCode, invalidField } from './errors.ts';
import type { EventBody, EventPatchBody } from './event-schemas.ts';

const ROUND = /^round([0-9]+)$/;

/** A result's StatsResultType code: `round3` is 23. */
export function resultCode(name: ResultName): number {
  const round = ROUND.exec(name);
  if (round) return StatsResultType.round1 + Number(round[1]) - 1;
  return StatsResultType[name as keyof typeof StatsResultType];
}

const NAME_OF_CODE = new Map<number, ResultName>(RESULT_NAMES.map((name) => [resultCode(name), name]));

/** The name of a result code; undefined for the codes the catalogue leaves unnamed (43-70). */
export const resultName = (code: number): ResultName | undefined => NAME_OF_CODE.get(code);

export type EntryResultsBody = Partial<Record<ResultName, string>>;

export function resultsOf(body: EntryResultsBody): Partial<Record<number, string>> {
  const out: Partial<Record<number, string>> = {};
  for (const name of RESULT_NAMES) {
    const value = body[name];
    if (value !== undefined) out[resultCode(name)] = value;
  }
  return out;
}

/** The entry facts of an event's sport; null for a duel sport. */
export function entryFactsOf(sport: SportInfo): EntryFacts | null {
  const card = cardById(sport.id);
  return card?.kind === 'race' ? card.entry : null;
}

/** A sport's entry facts as sets of API names, made once per sport (the simulator checks every row). */
interface EntrySets {
  fields: ReadonlySet<string>;
  results: ReadonlySet<string>;
  statuses: ReadonlySet<string>;
  statusList: string;
}
const ENTRY_SETS = new Map<number, EntrySets | null>();
const ROW_FIELDS: ReadonlySet<string> = new Set([...ENTRY_FIELDS.map((f) => ENTRY_API_NAME[f])]);

function entrySetsOf(sport: SportInfo): EntrySets | null {
  let sets = ENTRY_SETS.get(sport.id);
  if (sets === undefined) {
    const entry = entryFactsOf(sport);
    sets = entry && {
      fields: new Set(entry.fields.map((f) => ENTRY_API_NAME[f])),
      results: new Set(entry.results),
      statuses: new Set(entry.statuses),
      statusList: entry.statuses.map((s) => JSON.stringify(s)).join(', '),
    };
    ENTRY_SETS.set(sport.id, sets);
  }
  return sets;
}

/** The results a match (not a race row) may carry: how it ended (a knockout, a stoppage). */
const DUEL_RESULTS: ReadonlySet<string> = new Set<ResultName>(['stopReason']);

/**
 * The fields this sport's events cannot have, by pointer. A PUT must also name its sides: a match its
 * `home` and `away`, a race row its `participant`. A PATCH's null (remove) is never refused.
 */
export function sportShapeErrors(body: EventBody | EventPatchBody, sport: SportInfo): FieldError[] {
  const entry = entrySetsOf(sport);
  const errors: FieldError[] = [];
  const refuse = (path: string) =>
    errors.push({
      path,
      message: entry
        ? `is not a field of ${sport.name.en} rows`
        : `is not a field of ${sport.name.en} matches (race rows only)`,
    });
  if ('sport' in body) {
    const sides = entry ? (['participant'] as const) : (['home', 'away'] as const);
    const others = entry ? (['home', 'away'] as const) : (['participant'] as const);
    for (const side of sides) {
      if (body[side] === undefined) errors.push({ path: `/${side}`, message: 'is required' });
    }
    for (const side of others) if (body[side] !== undefined) refuse(`/${side}`);
  }
  const fields = body as Record<string, unknown>;
  for (const name in fields) {
    const value = fields[name];
    if (value === undefined || value === null) continue;
    if (ROW_FIELDS.has(name) && !entry?.fields.has(name)) refuse(`/${name}`);
  }
  const status = body.participantStatus;
  if (status !== undefined && status !== null) {
    if (!entry) refuse('/participantStatus');
    else if (!entry.statuses.has(status)) {
      errors.push({
        path: '/participantStatus',
        message: `must be one of ${entry.statusList} for ${sport.name.en}`,
      });
    }
  }
  const results = body.results;
  if (results !== undefined && results !== null) {
    if (!entry) {
      // A match's one result is how it ended early (a bout's stoppage: the simulator's combat rows).
      for (const name in results) {
        if (results[name as ResultName] !== undefined && !DUEL_RESULTS.has(name)) {
          errors.push({ path: `/results/${name}`, message: `is not a result of ${sport.name.en} matches` });
        }
      }
    } else {
      for (const name in results) {
        if (results[name as ResultName] !== undefined && !entry.results.has(name)) {
          errors.push({ path: `/results/${name}`, message: `is not a result of ${sport.name.en} rows` });
        }
      }
    }
  }
  return errors;
}

/** Throws the 400 of `sportShapeErrors`, worded as the routes word a schema error. */
export function checkSportShape(body: EventBody | EventPatchBody, sport: SportInfo): void {
  const errors = sportShapeErrors(body, sport);
  const first = errors[0];
  if (!first) return;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  throw new IngestError(
    400,
    IngestErrorCode.validation,
    `invalid body: ${first.path} ${first.message}${more}`,
    errors,
  );
}

/** [422] A race row's values that contradict each other: a shared place needs a place. */
export function checkEntry(event: MatchEvent): void {
  if (event.tiedRank === true && event.rank === undefined) {
    throw invalidField('/tiedRank', 'a tied place needs a rank');
  }
}
