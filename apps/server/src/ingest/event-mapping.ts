/**
 * From the API's event fields (names: "live", "secondHalf", "home") to the model's MatchEvent, and the
 * checks that need the sport (part counts, service, cricket). Pure: the time is passed in.
 */
import {
  CricketGameType,
  ParticipantStatus,
  type CricketData,
  EventStage,
  type MatchEvent,
  type SportInfo,
  SourceType,
  StageType,
  scoreWentDown,
  Winner,
} from '@nerali/domain';
import { resultsOf } from './entry-checks.ts';
import { ENTRY_API_NAME, ENTRY_FIELDS } from './entry-schemas.ts';
import { invalidField } from './errors.ts';
import type {
  CricketBody,
  EventBody,
  EventPatchBody,
  EventStatusName,
  PenaltyBody,
} from './event-schemas.ts';

const STAGE_TYPE: Record<EventStatusName, StageType> = {
  scheduled: StageType.scheduled,
  live: StageType.live,
  finished: StageType.finished,
};
const SIDE = { home: 1, away: 2 } as const;
const WINNER = { home: Winner.home, away: Winner.away, draw: Winner.draw } as const;
const BATTING = { none: 0, home: 1, away: 2 } as const;
const SOURCE = {
  unknown: SourceType.unknown,
  no: SourceType.no,
  yes: SourceType.yes,
  finalResultOnly: SourceType.finalResultOnly,
} as const;

function penaltyOf(body: PenaltyBody): NonNullable<MatchEvent['penalty']> {
  return { updatedAt: body.updatedAt, incidentId: body.incidentId, stage: EventStage[body.stage] };
}

/** The state fields as the model has them; null = remove (PATCH), undefined = not sent. */
type ModelState = { -readonly [K in keyof MatchEvent]?: MatchEvent[K] | null };

function cricketOf(body: CricketBody): CricketData {
  const data: CricketData = {
    gameType: CricketGameType[body.gameType],
    batting: BATTING[body.batting],
    home: body.home.map((i) => ({ ...i })),
    away: body.away.map((i) => ({ ...i })),
  };
  if (body.runRate !== undefined) data.runRate = body.runRate;
  if (body.requiredRunRate !== undefined) data.requiredRunRate = body.requiredRunRate;
  if (body.target !== undefined) data.target = body.target;
  return data;
}

/** Maps every field the body carries (PUT or PATCH) to the model; fields not sent stay undefined. */
export function modelStateOf(body: EventBody | EventPatchBody): ModelState {
  const out: ModelState = {};
  const map = <T, U>(value: T | null | undefined, f: (v: T) => U): U | null | undefined =>
    value === undefined ? undefined : value === null ? null : f(value);
  const same = <T>(v: T) => v;
  out.startTime = body.startTime;
  out.stageType = map(body.status, (s) => STAGE_TYPE[s]);
  out.stage = map(body.stage, (s) => EventStage[s]);
  out.stageStartTime = body.stageStartTime;
  out.gameTime = body.gameTime;
  out.homeScore = body.homeScore;
  out.awayScore = body.awayScore;
  out.homeParts = map(body.homeParts, (p) => [...p]);
  out.awayParts = map(body.awayParts, (p) => [...p]);
  out.homeTiebreaks = map(body.homeTiebreaks, (p) => [...p]);
  out.awayTiebreaks = map(body.awayTiebreaks, (p) => [...p]);
  out.homeGameScore = body.homeGameScore;
  out.awayGameScore = body.awayGameScore;
  out.service = map(body.service, (s) => SIDE[s]);
  out.homeRedCards = map(body.homeRedCards, same);
  out.awayRedCards = map(body.awayRedCards, same);
  out.winner = map(body.winner, (w) => WINNER[w]);
  out.cricket = map(body.cricket, cricketOf);
  // Spec 1 §3.12-3.17.
  out.endTime = body.endTime;
  out.homeFullTimeScore = body.homeFullTimeScore;
  out.awayFullTimeScore = body.awayFullTimeScore;
  out.homeHits = body.homeHits;
  out.awayHits = body.awayHits;
  out.homeErrors = body.homeErrors;
  out.awayErrors = body.awayErrors;
  out.swapped = body.swapped;
  out.periodUpdatedAt = body.periodUpdatedAt;
  out.penalty = map(body.penalty, penaltyOf);
  out.goalUnderReview = map(body.goalUnderReview, (s) => SIDE[s]);
  out.infoNotice = body.infoNotice;
  out.homePitcher = body.homePitcher;
  out.awayPitcher = body.awayPitcher;
  out.sourceType = map(body.sourceType, (s) => SOURCE[s]);
  // Race rows: the same names but pitStops, a status by name, results by name (entry-checks.ts).
  for (const field of ENTRY_FIELDS) (out as Record<string, unknown>)[field] = body[ENTRY_API_NAME[field]];
  out.participantStatus = map(body.participantStatus, (s) => ParticipantStatus[s]);
  // No results is no results: `{}` removes them, as the feeds cannot tell an empty set from none.
  const results = map(body.results, resultsOf);
  out.results = results && Object.keys(results).length === 0 ? null : results;
  return out;
}

/** Writes the sent fields over an event: a value replaces, null removes, undefined keeps. */
export function applyState(event: MatchEvent, state: ModelState): MatchEvent {
  const next: Record<string, unknown> = { ...event };
  for (const [field, value] of Object.entries(state)) {
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next as unknown as MatchEvent;
}

/**
 * The fields we derive rather than take: `stageStartTime` when the provider did not send one (kept
 * while the stage stays, "now" when a new live stage begins), and `scoreChangedAt` (the 60 s
 * highlight) when a live score changes.
 */
export function deriveTimes(
  event: MatchEvent,
  before: MatchEvent | undefined,
  sentStageStart: number | null | undefined,
  nowS: number,
): MatchEvent {
  const next = { ...event };
  if (sentStageStart === undefined) {
    if (before && before.stage === next.stage && before.stageStartTime !== undefined) {
      next.stageStartTime = before.stageStartTime;
    } else if (next.stageType === StageType.live && (!before || before.stage !== next.stage)) {
      next.stageStartTime = nowS;
    } else if (!before || before.stage !== next.stage) {
      delete next.stageStartTime;
    }
  }
  delete next.scoreChangedAt;
  const scoreChanged = next.homeScore !== before?.homeScore || next.awayScore !== before?.awayScore;
  // A correction (a score that went down) is no goal: the time of the goal it takes back goes too, so
  // neither a board nor a match header greets it with "கோல்!" (a live board marks the correction itself).
  const corrected =
    scoreWentDown(before?.homeScore, next.homeScore) || scoreWentDown(before?.awayScore, next.awayScore);
  if (corrected) return next;
  if (scoreChanged && next.stageType === StageType.live) next.scoreChangedAt = nowS;
  else if (before?.scoreChangedAt !== undefined) next.scoreChangedAt = before.scoreChangedAt;
  return next;
}

const BASEBALL_FIELDS = [
  'homeHits',
  'awayHits',
  'homeErrors',
  'awayErrors',
  'homePitcher',
  'awayPitcher',
] as const satisfies readonly (keyof MatchEvent)[];

/** A main score: a count ("2"); cricket's runs, wickets and a declaration, one or two innings ("186/4 & 20/1d"). */
const COUNT_SCORE = /^[0-9]{1,4}$/;
const CRICKET_INNINGS = '[0-9]{1,4}(?:/[0-9]{1,2}d?)?';
const CRICKET_SCORE = new RegExp(`^${CRICKET_INNINGS}(?: & ${CRICKET_INNINGS})?$`);

/**
 * [422] What the schema cannot know: the sport's part count, whether it serves, cricket fields, the
 * form of its main score (the page compares and sounds scores: "x" or "1-0" in a football score is a
 * provider's mistake, not a score).
 */
export function checkAgainstSport(event: MatchEvent, sport: SportInfo): void {
  const scoreForm = sport.key === 'cricket' ? CRICKET_SCORE : COUNT_SCORE;
  for (const field of ['homeScore', 'awayScore'] as const) {
    const score = event[field];
    if (score !== undefined && score !== '' && !scoreForm.test(score)) {
      const form = sport.key === 'cricket' ? 'runs/wickets, e.g. "186/4"' : 'a whole number, e.g. "2"';
      throw invalidField(`/${field}`, `a ${sport.name.en} score is ${form}, got ${JSON.stringify(score)}`);
    }
  }
  const parts = sport.scorePartCount;
  for (const field of ['homeParts', 'awayParts', 'homeTiebreaks', 'awayTiebreaks'] as const) {
    const list = event[field];
    if (list && list.length > parts) {
      throw invalidField(`/${field}`, `${sport.name.en} has ${parts} score parts, got ${list.length}`);
    }
  }
  if (event.service !== undefined && !sport.serving) {
    throw invalidField('/service', `${sport.name.en} has no service`);
  }
  if (event.cricket !== undefined && sport.key !== 'cricket') {
    throw invalidField('/cricket', `cricket figures on a ${sport.name.en} event`);
  }
  for (const field of ['homeFullTimeScore', 'awayFullTimeScore'] as const) {
    const score = event[field];
    if (score !== undefined && !scoreForm.test(score)) {
      throw invalidField(`/${field}`, `a ${sport.name.en} score, got ${JSON.stringify(score)}`);
    }
  }
  // Hits, errors and pitchers are baseball's (and pesäpallo's, which has pitchers and errors too).
  for (const field of BASEBALL_FIELDS) {
    if (event[field] !== undefined && sport.key !== 'baseball' && sport.key !== 'pesapallo') {
      throw invalidField(`/${field}`, `${field} is baseball's, not ${sport.name.en}'s`);
    }
  }
}
