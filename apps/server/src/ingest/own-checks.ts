/**
 * Writes of a source inside this process (the simulator) that holds model objects, not API bodies,
 * and whose ids are already ours. To go through the same validation as a provider, each object is
 * written back as the body a provider would send (numbers back to names) and checked by the same
 * compiled TypeBox checkers (validation.ts) as the HTTP routes use; a failure is the same 400 with
 * JSON pointers.
 *
 * Race rows (golf, racing, winter sports) are written back as the race-row body a provider sends
 * (`participant`, the entry fields by name) and checked by the same schema and the sport's shape.
 */
import {
  CricketGameType,
  type Country,
  EventStage,
  type League,
  type MatchEvent,
  type Participant,
  ParticipantStatus,
  type SportInfo,
  SourceType,
  StageType,
  TournamentType,
  Winner,
} from '@nerali/domain';
import type { TSchema } from '@sinclair/typebox';
import { checkSportShape, resultName } from './entry-checks.ts';
import { ENTRY_API_NAME, ENTRY_FIELDS } from './entry-schemas.ts';
import { IngestError, IngestErrorCode } from './errors.ts';
import { EventBody, type EventStageName, type EventStatusName } from './event-schemas.ts';
import type { ParticipantStatusName } from '@nerali/domain';
import { CompetitionBody, CountryBody, ParticipantBody } from './schemas.ts';
import { checkerOf } from './validation.ts';

const invert = <K extends string, V extends string | number>(o: Record<K, V>) =>
  new Map<V, K>(Object.entries(o).map(([k, v]) => [v as V, k as K]));

const STATUS = invert<EventStatusName, number>(StageType);
const STAGE = invert<EventStageName, number>(EventStage);
const TYPE = invert(TournamentType);
const GAME_TYPE = invert(CricketGameType);
const SIDE = { 1: 'home', 2: 'away' } as const;
const WINNER = new Map<number, 'home' | 'away' | 'draw'>([
  [Winner.home, 'home'],
  [Winner.away, 'away'],
  [Winner.draw, 'draw'],
]);
const BATTING = { 0: 'none', 1: 'home', 2: 'away' } as const;
const SOURCE = invert(SourceType);
const PARTICIPANT_STATUS = invert<ParticipantStatusName, number>(ParticipantStatus);

function check(schema: TSchema, body: unknown, what: string): void {
  const checker = checkerOf(schema);
  if (checker.check(body)) return;
  const errors = checker.errors(body);
  const first = errors[0];
  throw new IngestError(
    400,
    IngestErrorCode.validation,
    `invalid ${what}: ${first ? `${first.path || '(root)'} ${first.message}` : ''}`,
    errors,
  );
}

export function checkCountry(country: Country, seq: number): void {
  check(CountryBody, { seq, code: country.code, name: country.name, order: country.order }, 'country');
}

export function checkLeague(league: League, seq: number): void {
  const body = {
    seq,
    sport: league.sportId,
    country: String(league.countryId),
    name: league.name,
    type: TYPE.get(league.tournamentType),
    order: league.order,
    template: league.templateKey,
  };
  check(CompetitionBody, body, 'competition');
}

export function checkParticipant(participant: Participant, seq: number): void {
  const body = {
    seq,
    sport: participant.sportId,
    name: participant.name,
    shortName: participant.shortName,
    country: String(participant.countryId),
  };
  check(ParticipantBody, body, 'participant');
}

/** The body a provider would PUT for this event; undefined fields are left out as JSON would. */
export function eventBodyOf(event: MatchEvent, seq: number): Record<string, unknown> {
  const body: Record<string, unknown> = {
    seq,
    sport: event.sportId,
    competition: event.leagueId,
    // A race row (CDC9) names its entrant; `away*` is empty.
    ...(event.awayId === '' ? { participant: event.homeId } : { home: event.homeId, away: event.awayId }),
    startTime: event.startTime,
    status: STATUS.get(event.stageType) ?? event.stageType,
    stage: STAGE.get(event.stage) ?? event.stage,
    stageStartTime: event.stageStartTime,
    gameTime: event.gameTime,
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    homeParts: event.homeParts,
    awayParts: event.awayParts,
    homeTiebreaks: event.homeTiebreaks,
    awayTiebreaks: event.awayTiebreaks,
    homeGameScore: event.homeGameScore,
    awayGameScore: event.awayGameScore,
    service: event.service === undefined ? undefined : SIDE[event.service],
    homeRedCards: event.homeRedCards,
    awayRedCards: event.awayRedCards,
    // Winner.unknown has no name: leaving it out is what a provider would do.
    winner: event.winner === undefined ? undefined : WINNER.get(event.winner),
  };
  // Spec 1 §3.12-3.17.
  body.endTime = event.endTime;
  body.homeFullTimeScore = event.homeFullTimeScore;
  body.awayFullTimeScore = event.awayFullTimeScore;
  body.homeHits = event.homeHits;
  body.awayHits = event.awayHits;
  body.homeErrors = event.homeErrors;
  body.awayErrors = event.awayErrors;
  body.swapped = event.swapped;
  body.periodUpdatedAt = event.periodUpdatedAt;
  if (event.penalty) {
    body.penalty = {
      updatedAt: event.penalty.updatedAt,
      incidentId: event.penalty.incidentId,
      stage: STAGE.get(event.penalty.stage) ?? event.penalty.stage,
    };
  }
  body.goalUnderReview = event.goalUnderReview === undefined ? undefined : SIDE[event.goalUnderReview];
  body.infoNotice = event.infoNotice;
  body.homePitcher = event.homePitcher;
  body.awayPitcher = event.awayPitcher;
  body.sourceType = event.sourceType === undefined ? undefined : SOURCE.get(event.sourceType);
  const cricket = event.cricket;
  if (cricket) {
    body.cricket = compact({
      gameType: GAME_TYPE.get(cricket.gameType) ?? cricket.gameType,
      batting: BATTING[cricket.batting],
      runRate: cricket.runRate,
      requiredRunRate: cricket.requiredRunRate,
      target: cricket.target,
      home: cricket.home,
      away: cricket.away,
    });
  }
  for (const field of ENTRY_FIELDS) body[ENTRY_API_NAME[field]] = event[field];
  if (event.participantStatus !== undefined) {
    body.participantStatus = PARTICIPANT_STATUS.get(event.participantStatus) ?? event.participantStatus;
  }
  if (event.results) {
    // An unnamed code keeps its number, which the schema then refuses, as it would a provider's.
    const results: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(event.results))
      results[resultName(Number(code)) ?? code] = value;
    body.results = results;
  }
  return compact(body);
}

/** The API's schema, then the sport's shape (a race row's fields), of the body a provider would send. */
export function checkEvent(event: MatchEvent, seq: number, sport: SportInfo): void {
  const body = eventBodyOf(event, seq);
  check(EventBody, body, 'event');
  checkSportShape(body as EventBody, sport);
}

/** As JSON would: an undefined member is left out, not "not a known field". */
function compact<T extends Record<string, unknown>>(value: T): T {
  // A fresh object rather than `delete`, which turns a wide object into a slow dictionary (this runs
  // for every row the simulator writes).
  const out: Record<string, unknown> = {};
  for (const key in value) if (value[key] !== undefined) out[key] = value[key];
  return out as T;
}
