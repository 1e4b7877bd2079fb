/**
 * IngestService: the one path by which a provider's objects enter the engine (the HTTP routes call
 * it; the simulator moves onto it next). No HTTP here: it takes validated bodies and answers results.
 *
 * Every write names an object by (provider, kind, provider id) and carries the provider's `seq`:
 *
 *  1. the last applied seq is read (this process's memory first, then the provider map);
 *  2. an equal or lower seq is answered `stale` and changes nothing;
 *  3. otherwise the object is built and checked (a refusal changes nothing), then put into the engine,
 *     synchronously after step 1 so no other write can slip between the check and the put;
 *  4. `storage.flush()` makes it durable, and only then the provider map advances.
 *
 * WHY the map advances last: if the process dies between 3 and 4, the provider, which got no answer,
 * sends the same seq again and it is applied again (puts are whole values, so twice is the same as
 * once). Advancing first would answer that retry `stale` and lose the change.
 */
import {
  EventStage,
  type League,
  type MatchEvent,
  sportById,
  type SportInfo,
  StageType,
} from '@nerali/domain';
import type { FeedEngine } from '../engine/engine.ts';
import type { Clock, EnginePort } from '../engine/port.ts';
import type { Storage } from '../engine/storage.ts';
import type { IngestKind, ProviderMapStore, ProviderRef } from '../storage/ports.ts';
import { IngestError, IngestErrorCode, invalidField, unknownReference } from './errors.ts';
import { applyState, checkAgainstSport, deriveTimes, modelStateOf } from './event-mapping.ts';
import type { BatchItem } from './batch-schemas.ts';
import type { EventBody, EventPatchBody } from './event-schemas.ts';
import { countryIdOf, eventIdOf, leagueIdOf, participantIdOf, templateKeyOf } from './ids.ts';
import type { CompetitionBody, CountryBody, ParticipantBody, WriteResult } from './schemas.ts';

export interface IngestServiceOptions {
  engine: EnginePort & FeedEngine;
  storage: Storage;
  providerMap: ProviderMapStore;
  clock: Clock;
}

/** Where provider objects sort when they do not say: after the built-in world's. */
export const DEFAULT_COUNTRY_ORDER = 1000;
export const DEFAULT_LEAGUE_ORDER = 100;

const TOURNAMENT_TYPE = { top: 't', primary: 'p', secondary: 's', closed: 'c' } as const;

interface Applied {
  ourId: string;
  seq: number;
}

/** A change put into the engine whose seq is not recorded yet. */
interface Pending extends Applied {
  key: string;
  ref: ProviderRef;
  previous: Applied | null;
}

/** What one write did: its answer, and the pending record when it changed something. */
export interface Staged {
  result: WriteResult;
  pending: Pending | null;
}

interface Plan {
  ourId: string;
  apply(): void;
}

const refKey = (ref: ProviderRef) => `${ref.provider}|${ref.kind}|${ref.providerId}`;
const sportOfId = (ourId: string) => Number(ourId.replace(/^g_/, '').split('_')[0]);

export class IngestService {
  /**
   * The highest seq applied by this process per object. It is what makes check-and-put atomic
   * between concurrent requests while the provider map still holds the older seq (steps 1-4 above).
   * Cost: one small entry per object written since the start; the engine holds far more per object.
   */
  private readonly applied = new Map<string, Applied>();
  private readonly engine: EnginePort & FeedEngine;

  constructor(private readonly options: IngestServiceOptions) {
    this.engine = options.engine;
  }

  putCountry(provider: string, id: string, body: CountryBody): Promise<WriteResult> {
    return this.single(this.stageCountry(provider, id, body));
  }
  putCompetition(provider: string, id: string, body: CompetitionBody): Promise<WriteResult> {
    return this.single(this.stageCompetition(provider, id, body));
  }
  putParticipant(provider: string, id: string, body: ParticipantBody): Promise<WriteResult> {
    return this.single(this.stageParticipant(provider, id, body));
  }
  putEvent(provider: string, id: string, body: EventBody): Promise<WriteResult> {
    return this.single(this.stageEvent(provider, id, body));
  }
  updateEvent(provider: string, id: string, body: EventPatchBody): Promise<WriteResult> {
    return this.single(this.stageEventUpdate(provider, id, body));
  }

  /**
   * Applies items in order, each on its own (one refused item does not stop the others), then makes
   * them durable with one flush. Results are per item: a WriteResult or the IngestError.
   */
  async applyBatch(provider: string, items: readonly BatchItem[]): Promise<(WriteResult | IngestError)[]> {
    const results: (WriteResult | IngestError)[] = [];
    const pendings: Pending[] = [];
    for (const item of items) {
      try {
        const staged = await this.stageItem(provider, item);
        results.push(staged.result);
        if (staged.pending) pendings.push(staged.pending);
      } catch (error) {
        if (!(error instanceof IngestError)) throw error;
        results.push(error);
      }
    }
    await this.commit(pendings);
    return results;
  }

  private stageItem(provider: string, item: BatchItem): Promise<Staged> {
    switch (item.kind) {
      case 'country':
        return this.stageCountry(provider, item.id, item.data);
      case 'competition':
        return this.stageCompetition(provider, item.id, item.data);
      case 'participant':
        return this.stageParticipant(provider, item.id, item.data);
      case 'event':
        return this.stageEvent(provider, item.id, item.data);
      case 'eventUpdate':
        return this.stageEventUpdate(provider, item.id, item.data);
    }
  }

  private async single(staging: Promise<Staged>): Promise<WriteResult> {
    const staged = await staging;
    await this.commit(staged.pending ? [staged.pending] : []);
    return staged.result;
  }

  // ---- steps 1-3 ----

  private async stage(ref: ProviderRef, seq: number, plan: (known: Applied | null) => Plan): Promise<Staged> {
    const key = refKey(ref);
    if (!this.applied.has(key)) {
      const durable = await this.options.providerMap.get(ref);
      // Re-read after the await: a concurrent write of the same object may have been applied meanwhile.
      if (durable && !this.applied.has(key)) {
        this.applied.set(key, { ourId: durable.ourId, seq: durable.lastSeq });
      }
    }
    const known = this.applied.get(key) ?? null;
    if (known && seq <= known.seq) {
      return {
        result: { applied: false, reason: 'stale', id: known.ourId, seq, lastSeq: known.seq },
        pending: null,
      };
    }
    const { ourId, apply } = plan(known);
    apply();
    this.applied.set(key, { ourId, seq });
    return { result: { applied: true, id: ourId, seq }, pending: { key, ref, ourId, seq, previous: known } };
  }

  // ---- step 4 ----

  private async commit(pendings: readonly Pending[]): Promise<void> {
    if (pendings.length === 0) return;
    try {
      await this.options.storage.flush();
      await Promise.all(pendings.map((p) => this.options.providerMap.advance(p.ref, p.ourId, p.seq)));
    } catch (cause) {
      // Not acknowledged: forget the seq so that the provider's retry is applied again, not "stale".
      for (const p of [...pendings].reverse()) {
        if (this.applied.get(p.key)?.seq !== p.seq) continue;
        if (p.previous) this.applied.set(p.key, p.previous);
        else this.applied.delete(p.key);
      }
      throw new IngestError(
        503,
        IngestErrorCode.unavailable,
        'the change could not be stored; send it again',
        [{ path: '', message: cause instanceof Error ? cause.message.slice(0, 200) : 'storage failed' }],
      );
    }
  }

  // ---- one planner per kind ----

  private stageCountry(provider: string, id: string, body: CountryBody): Promise<Staged> {
    const ref: ProviderRef = { provider, kind: 'country', providerId: id };
    return this.stage(ref, body.seq, (known) => {
      const country = {
        id: countryIdOf(provider, id),
        code: body.code,
        name: { ta: body.name.ta, en: body.name.en },
        order: body.order ?? DEFAULT_COUNTRY_ORDER,
      };
      const existing = this.engine.countries.get(country.id);
      // See ids.ts: a 31-bit id space; never overwrite another country. The same code is taken as the
      // same country: that is also what a retry after a crash between flush and advance looks like.
      if (!known && existing && existing.code !== country.code) {
        throw invalidField('', `country id '${id}' collides with an existing country; use another id`);
      }
      return {
        ourId: String(country.id),
        apply: () => {
          if (!sameJson(this.engine.countries.get(country.id), country)) this.engine.putCountries([country]);
        },
      };
    });
  }

  private stageCompetition(provider: string, id: string, body: CompetitionBody): Promise<Staged> {
    const ref: ProviderRef = { provider, kind: 'competition', providerId: id };
    return this.stage(ref, body.seq, (known) => {
      const sport = this.sport(body.sport);
      const ourId = leagueIdOf(sport.id, provider, id);
      this.sameSport(known, ourId, 'competition');
      const league: League = {
        id: ourId,
        sportId: sport.id,
        templateKey: templateKeyOf(sport.id, provider, body.template ?? id),
        name: { ta: body.name.ta, en: body.name.en },
        countryId: this.countryId(provider, body.country),
        tournamentType: TOURNAMENT_TYPE[body.type ?? 'primary'],
        order: body.order ?? DEFAULT_LEAGUE_ORDER,
      };
      return {
        ourId,
        apply: () => {
          if (!sameJson(this.engine.leagues.get(ourId), league)) this.engine.putLeagues([league]);
        },
      };
    });
  }

  private stageParticipant(provider: string, id: string, body: ParticipantBody): Promise<Staged> {
    const ref: ProviderRef = { provider, kind: 'participant', providerId: id };
    return this.stage(ref, body.seq, () => {
      const sport = this.sport(body.sport);
      const ourId = participantIdOf(provider, id);
      const existing = this.engine.participants.get(ourId);
      if (existing && existing.sportId !== sport.id) {
        throw invalidField(
          '/sport',
          `participant ${id} belongs to sport ${existing.sportId}; it cannot move`,
        );
      }
      const participant = {
        id: ourId,
        sportId: sport.id,
        name: body.name,
        shortName: body.shortName ?? body.name,
        countryId: this.countryId(provider, body.country),
      };
      return {
        ourId,
        apply: () => {
          if (!sameJson(existing, participant)) this.engine.putParticipants([participant]);
        },
      };
    });
  }

  private stageEvent(provider: string, id: string, body: EventBody): Promise<Staged> {
    const ref: ProviderRef = { provider, kind: 'event', providerId: id };
    return this.stage(ref, body.seq, (known) => {
      const sport = this.sport(body.sport);
      if (sport.noDuel) {
        throw invalidField('/sport', `${sport.name.en} events are races or meetings; not accepted here yet`);
      }
      const ourId = eventIdOf(sport.id, provider, id);
      this.sameSport(known, ourId, 'event');
      const leagueId = leagueIdOf(sport.id, provider, body.competition);
      if (!this.engine.leagues.has(leagueId)) {
        throw unknownReference('/competition', `no competition '${body.competition}' of sport ${sport.id}`);
      }
      const home = this.participant(provider, body.home, sport, '/home');
      const away = this.participant(provider, body.away, sport, '/away');
      if (home.id === away.id) throw invalidField('/away', 'home and away are the same participant');
      const before = this.engine.events.get(ourId);
      const base: MatchEvent = {
        id: ourId,
        sportId: sport.id,
        leagueId,
        startTime: body.startTime,
        // Placeholders: the body's status and stage (both required) replace them just below.
        stageType: StageType.scheduled,
        stage: EventStage.scheduled,
        homeId: home.id,
        awayId: away.id,
        homeName: home.name,
        awayName: away.name,
      };
      return this.eventPlan(applyState(base, modelStateOf(body)), before, body.stageStartTime, sport);
    });
  }

  private stageEventUpdate(provider: string, id: string, body: EventPatchBody): Promise<Staged> {
    const ref: ProviderRef = { provider, kind: 'event', providerId: id };
    return this.stage(ref, body.seq, (known) => {
      const before = known ? this.engine.events.get(known.ourId) : undefined;
      if (!before) {
        throw new IngestError(404, IngestErrorCode.notFound, `no event '${id}': create it with PUT first`);
      }
      const sport = this.sport(before.sportId);
      return this.eventPlan(applyState(before, modelStateOf(body)), before, body.stageStartTime, sport);
    });
  }

  private eventPlan(
    built: MatchEvent,
    before: MatchEvent | undefined,
    sentStageStart: number | null | undefined,
    sport: SportInfo,
  ): Plan {
    const event = deriveTimes(built, before, sentStageStart, Math.floor(this.options.clock() / 1000));
    checkAgainstSport(event, sport);
    return { ourId: event.id, apply: () => this.engine.putEvents([event]) };
  }

  // ---- references ----

  private sport(id: number): SportInfo {
    const sport = sportById(id);
    if (!sport) throw unknownReference('/sport', `no sport ${id} in the catalogue`);
    return sport;
  }

  private countryId(provider: string, providerId: string): number {
    const id = countryIdOf(provider, providerId);
    if (!this.engine.countries.has(id)) throw unknownReference('/country', `no country '${providerId}'`);
    return id;
  }

  private participant(provider: string, providerId: string, sport: SportInfo, path: string) {
    const participant = this.engine.participants.get(participantIdOf(provider, providerId));
    if (!participant) throw unknownReference(path, `no participant '${providerId}'`);
    if (participant.sportId !== sport.id) {
      throw invalidField(
        path,
        `participant '${providerId}' plays sport ${participant.sportId}, not ${sport.id}`,
      );
    }
    return participant;
  }

  /** Our ids of competitions and events start with the sport, so the sport is fixed at creation. */
  private sameSport(known: Applied | null, ourId: string, kind: IngestKind): void {
    if (known && known.ourId !== ourId) {
      throw invalidField(
        '/sport',
        `this ${kind} was created with sport ${sportOfId(known.ourId)}; it cannot move`,
      );
    }
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
