/**
 * What every planner reads, and the checks of references they share: a sport of the catalogue, a
 * country, participant, competition or event the provider created before.
 *
 * A planner (one file per kind here) turns a write into what the ledger stages: for a provider, the
 * object it names and a plan that builds and checks the object from the API body once its seq is
 * known to be newer; for an in-process source, which holds model objects under our ids already, the
 * object and its checks. Planners change nothing themselves: the plan's `apply` is what puts.
 */
import { type Participant, sportById, type SportInfo } from '@nerali/domain';
import type { FeedEngine } from '../../engine/engine.ts';
import type { Clock, EnginePort } from '../../engine/port.ts';
import type { IngestKind, ProviderRef } from '../../storage/ports.ts';
import type { Lookups } from '../document-mapping.ts';
import { IngestError, IngestErrorCode, invalidField, unknownReference } from '../errors.ts';
import {
  bookmakerIdOf,
  countryIdOf,
  eventIdOf,
  leagueIdOf,
  participantIdOf,
  playerIdOf,
  seasonIdOf,
} from '../ids.ts';
import type { Applied } from '../ledger.ts';

/** What planners read: the engine's world, the clock, and our ids of objects a provider wrote before. */
export interface PlanContext {
  readonly engine: EnginePort & FeedEngine;
  readonly clock: Clock;
  ourIdOf(ref: ProviderRef): Promise<string | null>;
}

/** An in-process source's write of one model object: the object, our id of it, and its checks. */
export interface OwnWrite {
  ref: ProviderRef;
  ourId: string;
  check(): void;
}

export const providerRef = (provider: string, kind: IngestKind, providerId: string): ProviderRef => ({
  provider,
  kind,
  providerId,
});

/** The catalogue's sport of this id. */
export function sportOf(id: number): SportInfo {
  const sport = sportById(id);
  if (!sport) throw unknownReference('/sport', `no sport ${id} in the catalogue`);
  return sport;
}

export function countryId(ctx: PlanContext, provider: string, providerId: string, path = '/country'): number {
  const id = countryIdOf(provider, providerId);
  if (!ctx.engine.countries.has(id)) throw unknownReference(path, `no country '${providerId}'`);
  return id;
}

export function participantOf(
  ctx: PlanContext,
  provider: string,
  providerId: string,
  sport: SportInfo,
  path: string,
): Participant {
  const participant = ctx.engine.participants.get(participantIdOf(provider, providerId));
  if (!participant) throw unknownReference(path, `no participant '${providerId}'`);
  if (participant.sportId !== sport.id) {
    throw invalidField(
      path,
      `participant '${providerId}' plays sport ${participant.sportId}, not ${sport.id}`,
    );
  }
  return participant;
}

const sportOfId = (ourId: string) => Number(ourId.replace(/^g_/, '').split('_')[0]);

/** Our ids of competitions and events start with the sport, so the sport is fixed at creation. */
export function sameSport(known: Applied | null, ourId: string, kind: IngestKind, path = '/sport'): void {
  if (known && known.ourId !== ourId) {
    throw invalidField(path, `this ${kind} was created with sport ${sportOfId(known.ourId)}; it cannot move`);
  }
}

export function owned<T>(value: T | undefined, kind: string, id: string): T {
  if (value === undefined) throw notFound(kind, id, `PUT /${kind}s/${id}`);
  return value;
}

export function notFound(kind: string, id: string, create: string): IngestError {
  return new IngestError(
    404,
    IngestErrorCode.notFound,
    `no ${kind} '${id}' of yours: create it with ${create} first`,
  );
}

/** The references a provider's document may name, by the provider's ids (document-mapping.ts). */
export function lookups(ctx: PlanContext, provider: string): Lookups {
  const { engine } = ctx;
  return {
    provider,
    country: (path, providerId) => countryId(ctx, provider, providerId, path),
    participant: (path, providerId, sportId) =>
      participantOf(ctx, provider, providerId, sportOf(sportId), path),
    player: (path, providerId) => {
      const player = engine.document('player', playerIdOf(provider, providerId));
      if (!player) throw unknownReference(path, `no player '${providerId}'`);
      return player;
    },
    bookmaker: (path, providerId) => {
      const bookmaker = engine.document('bookmaker', String(bookmakerIdOf(provider, providerId)));
      if (!bookmaker) throw unknownReference(path, `no bookmaker '${providerId}'`);
      return bookmaker;
    },
    competition: (path, providerId, sportId) => {
      const league =
        engine.leagues.get(leagueIdOf(sportId, provider, providerId)) ??
        engine.leagues.get(seasonIdOf(sportId, provider, providerId));
      if (!league)
        throw unknownReference(path, `no competition or season '${providerId}' of sport ${sportId}`);
      return league;
    },
    event: (path, providerId, sportId) => {
      const id = eventIdOf(sportId, provider, providerId);
      if (!engine.events.has(id) && !engine.results.get(id)) {
        throw unknownReference(path, `no event '${providerId}' of sport ${sportId}`);
      }
      return id;
    },
  };
}

/** Both are there and equal as JSON: an unchanged reference object is not put again. */
export function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
