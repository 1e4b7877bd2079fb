/**
 * Events: a provider's whole event (PUT) or its change (PATCH), and an in-process source's event: a
 * match of two sides, or one entrant's row of a race, a golf round or a meeting (no-duel sports).
 */
import { cardById, EventStage, type MatchEvent, type SportInfo, StageType } from '@nerali/domain';
import type { ProviderRef } from '../../storage/ports.ts';
import { checkEntry, checkSportShape } from '../entry-checks.ts';
import { IngestError, IngestErrorCode, invalidField, unknownReference } from '../errors.ts';
import { applyState, checkAgainstSport, deriveTimes, modelStateOf } from '../event-mapping.ts';
import type { EventBody, EventPatchBody } from '../event-schemas.ts';
import { eventIdOf } from '../ids.ts';
import type { Plan, ProviderWrite } from '../ledger.ts';
import { checkEvent } from '../own-checks.ts';
import {
  lookups,
  type OwnWrite,
  participantOf,
  type PlanContext,
  providerRef,
  sameSport,
  sportOf,
} from './references.ts';

export function planEvent(ctx: PlanContext, provider: string, id: string, body: EventBody): ProviderWrite {
  const ref: ProviderRef = { provider, kind: 'event', providerId: id };
  return {
    ref,
    seq: body.seq,
    plan: (known) => {
      const sport = sportOf(body.sport);
      if (cardById(sport.id)?.kind === 'umbrella') {
        throw invalidField(
          '/sport',
          `${sport.name.en} holds no events of its own: send them under its sports`,
        );
      }
      checkSportShape(body, sport);
      const ourId = eventIdOf(sport.id, provider, id);
      sameSport(known, ourId, 'event');
      const leagueId = lookups(ctx, provider).competition('/competition', body.competition, sport.id).id;
      const sides = sidesOf(ctx, provider, body, sport);
      const before = ctx.engine.events.get(ourId);
      const base: MatchEvent = {
        id: ourId,
        sportId: sport.id,
        leagueId,
        startTime: body.startTime,
        // Placeholders: the body's status and stage (both required) replace them just below.
        stageType: StageType.scheduled,
        stage: EventStage.scheduled,
        ...sides,
      };
      return eventPlan(ctx, applyState(base, modelStateOf(body)), before, body.stageStartTime, sport);
    },
  };
}

/** A match's two sides, or a race row's entrant as `home*` with `away*` empty (CDC9). */
function sidesOf(ctx: PlanContext, provider: string, body: EventBody, sport: SportInfo) {
  // checkSportShape has made sure the sport's sides are there.
  const need = (id: string | undefined) => id ?? '';
  if (sport.noDuel) {
    const entrant = participantOf(ctx, provider, need(body.participant), sport, '/participant');
    return { homeId: entrant.id, awayId: '', homeName: entrant.name, awayName: '' };
  }
  const home = participantOf(ctx, provider, need(body.home), sport, '/home');
  const away = participantOf(ctx, provider, need(body.away), sport, '/away');
  if (home.id === away.id) throw invalidField('/away', 'home and away are the same participant');
  // A short name only where it is shorter than the name (a narrow row shows it: "KKR").
  const short = (p: { name: string; shortName: string }) =>
    p.shortName && p.shortName.length < p.name.length ? p.shortName : undefined;
  const [homeShortName, awayShortName] = [short(home), short(away)];
  return {
    homeId: home.id,
    awayId: away.id,
    homeName: home.name,
    awayName: away.name,
    ...(homeShortName && { homeShortName }),
    ...(awayShortName && { awayShortName }),
  };
}

export function planEventUpdate(
  ctx: PlanContext,
  provider: string,
  id: string,
  body: EventPatchBody,
): ProviderWrite {
  const ref: ProviderRef = { provider, kind: 'event', providerId: id };
  return {
    ref,
    seq: body.seq,
    plan: (known) => {
      const before = known ? ctx.engine.events.get(known.ourId) : undefined;
      if (!before) {
        throw new IngestError(404, IngestErrorCode.notFound, `no event '${id}': create it with PUT first`);
      }
      const sport = sportOf(before.sportId);
      checkSportShape(body, sport);
      return eventPlan(ctx, applyState(before, modelStateOf(body)), before, body.stageStartTime, sport);
    },
  };
}

function eventPlan(
  ctx: PlanContext,
  built: MatchEvent,
  before: MatchEvent | undefined,
  sentStageStart: number | null | undefined,
  sport: SportInfo,
): Plan {
  const event = deriveTimes(built, before, sentStageStart, Math.floor(ctx.clock() / 1000));
  checkAgainstSport(event, sport);
  if (sport.noDuel) checkEntry(event);
  return { ourId: event.id, apply: () => ctx.engine.putEvents([event]) };
}

export function planOwnEvent(ctx: PlanContext, provider: string, event: MatchEvent, seq: number): OwnWrite {
  return {
    ref: providerRef(provider, 'event', event.id),
    ourId: event.id,
    check: () => checkOwnEvent(ctx, event, seq),
  };
}

function checkOwnEvent(ctx: PlanContext, event: MatchEvent, seq: number): void {
  const { engine } = ctx;
  const sport = sportOf(event.sportId);
  const league = engine.leagues.get(event.leagueId);
  if (!league || league.sportId !== sport.id) {
    throw unknownReference('/competition', `no competition ${event.leagueId} of sport ${sport.id}`);
  }
  // The body a provider would send, through the API's schema and the sport's shape: a race row too.
  checkEvent(event, seq, sport);
  checkAgainstSport(event, sport);
  if (sport.noDuel) checkEntry(event);
  const sides = sport.noDuel
    ? ([['/participant', event.homeId]] as const)
    : ([
        ['/home', event.homeId],
        ['/away', event.awayId],
      ] as const);
  for (const [side, id] of sides) {
    const participant = engine.participants.get(id);
    if (!participant) throw unknownReference(side, `no participant ${id}`);
    if (participant.sportId !== sport.id) {
      throw invalidField(side, `participant ${id} plays sport ${participant.sportId}, not ${sport.id}`);
    }
  }
  if (!sport.noDuel && event.homeId === event.awayId) {
    throw invalidField('/away', 'home and away are the same participant');
  }
}
