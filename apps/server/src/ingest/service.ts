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
 *  4. the current state of every object the answer will name is queued for storage again, then
 *     `storage.flush()` makes it durable, and only then the provider map advances and the answer says
 *     `applied` (docs/ARCHITECTURE.md, "Durability").
 *
 * WHY the map advances last: if the process dies between 3 and 4, the provider, which got no answer,
 * sends the same seq again and it is applied again (puts are whole values, so twice is the same as
 * once). Advancing first would answer that retry `stale` and lose the change.
 *
 * WHY queued again in step 4: the engine already holds a write that was answered 503 (storage failed
 * after step 3), so its retry changes nothing in the engine, which then queues nothing; a flush alone
 * would resolve at once and the retry would be acknowledged unstored. Queuing what is acknowledged
 * makes "200 means durable" hold by construction, whatever happened to earlier writes of the object.
 */
import {
  type Country,
  type DetailDocument,
  type DocumentKind,
  EventStage,
  type League,
  type MatchEvent,
  type Participant,
  sportById,
  type SportInfo,
  StageType,
} from '@nerali/domain';
import type { FeedEngine } from '../engine/engine.ts';
import type { Clock, EnginePort } from '../engine/port.ts';
import type { Storage, StoredState } from '../engine/storage.ts';
import type { IngestKind, ProviderMapStore, ProviderRef } from '../storage/ports.ts';
import { IngestError, IngestErrorCode, invalidField, unknownReference } from './errors.ts';
import { applyState, checkAgainstSport, deriveTimes, modelStateOf } from './event-mapping.ts';
import type { BatchItem, DocumentItem } from './batch-schemas.ts';
import {
  bookmakerDocument,
  drawDocument,
  incidentsDocument,
  injuriesDocument,
  lineupsDocument,
  type Lookups,
  newsDocument,
  oddsDocument,
  playerDocument,
  rankingDocument,
  squadDocument,
  standingsDocument,
  statisticsDocument,
  transfersDocument,
  videoDocument,
} from './document-mapping.ts';
import type { SeasonBody } from './document-schemas.ts';
import { checkCountry, checkEvent, checkLeague, checkParticipant } from './own-writes.ts';
import type { EventBody, EventPatchBody } from './event-schemas.ts';
import {
  bookmakerIdOf,
  countryIdOf,
  eventIdOf,
  leagueIdOf,
  participantIdOf,
  playerIdOf,
  seasonIdOf,
  templateKeyOf,
} from './ids.ts';
import type { CompetitionBody, CountryBody, ParticipantBody, WriteResult } from './schemas.ts';

export interface IngestServiceOptions {
  engine: EnginePort & FeedEngine;
  storage: Storage;
  providerMap: ProviderMapStore;
  clock: Clock;
  /**
   * Told of every object this service puts into the engine or removes from it, with its seq (the
   * fan-out publishes them to the other nodes once durable: fanout/outbox.ts). Called synchronously,
   * possibly before the engine has the object (writeOwn puts after checking them all).
   */
  onAccepted?: (ref: ProviderRef, ourId: string, seq: number) => void;
  /**
   * This node's id: with the provider's seq, the version under which storage keeps what a write puts
   * (fanout/, 0005-row-versions.ts). Absent: one process alone, an empty id.
   */
  nodeId?: string;
}

/** Where provider objects sort when they do not say: after the built-in world's. */
export const DEFAULT_COUNTRY_ORDER = 1000;
export const DEFAULT_LEAGUE_ORDER = 100;

const TOURNAMENT_TYPE = { top: 't', primary: 'p', secondary: 's', closed: 'c' } as const;

interface Applied {
  ourId: string;
  seq: number;
  /** The node that applied it first, when another node did (fan-out); absent: this node, or unknown. */
  node?: string;
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
  /** A season, a player, a bookmaker, or a document of an object (incidents of an event ...). */
  putDetail(provider: string, item: DocumentItem): Promise<WriteResult> {
    return this.single(this.stageDetail(provider, item));
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
    await this.commit(pendings, true);
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
      default:
        return this.stageDetail(provider, item);
    }
  }

  private async single(staging: Promise<Staged>): Promise<WriteResult> {
    const staged = await staging;
    await this.commit(staged.pending ? [staged.pending] : [], true);
    return staged.result;
  }

  // ---- in-process sources (the simulator): ids already ours, model objects, no await ----

  /**
   * Loads a provider's seqs into this process's memory, so that its in-process writes need no read
   * of the provider map (writeOwn is synchronous). Returns the highest seq stored (0 for none).
   */
  async preload(provider: string): Promise<number> {
    let highest = 0;
    for (const m of await this.options.providerMap.list(provider)) {
      const key = refKey({ provider, kind: m.kind, providerId: m.providerId });
      const known = this.applied.get(key);
      if (!known || known.seq < m.lastSeq) this.applied.set(key, { ourId: m.ourId, seq: m.lastSeq });
      highest = Math.max(highest, m.lastSeq);
    }
    return highest;
  }

  /**
   * Writes of one kind from a source inside this process, all at `seq`: each is checked as the HTTP
   * path checks it (the API body's schema, references, the sport), answered on its own, and the
   * accepted ones go into the engine in one call, so a tick stays one change batch per sport. The
   * engine has them on return; `committed` settles once they are durable and the provider map
   * advanced (it rejects with the 503 IngestError when storage failed).
   *
   * Call preload(provider) first: the seqs in memory are taken as the last applied ones.
   */
  writeOwn<K extends keyof OwnValues>(
    provider: string,
    kind: K,
    seq: number,
    values: readonly OwnValues[K][],
  ): { results: (WriteResult | IngestError)[]; committed: Promise<void> } {
    const results: (WriteResult | IngestError)[] = [];
    const pendings: Pending[] = [];
    const accepted: OwnValues[K][] = [];
    const plan = this.ownPlanner(kind);
    for (const value of values) {
      try {
        const { ref, ourId, check } = plan(provider, value, seq);
        const staged = this.stageNow(ref, seq, () => {
          check();
          return { ourId, apply: () => accepted.push(value) };
        });
        results.push(staged.result);
        if (staged.pending) pendings.push(staged.pending);
      } catch (error) {
        if (!(error instanceof IngestError)) throw error;
        results.push(error);
      }
    }
    this.versioned(seq, () => this.putOwn(kind, accepted));
    return { results, committed: this.commit(pendings) };
  }

  /**
   * Events a source removed (out of its window): gone from the engine at once (the HTTP API has no
   * removal), then forgotten in memory and in the provider map, which so stays bounded.
   */
  removeOwnEvents(provider: string, ids: readonly string[]): Promise<void> {
    this.engine.removeEvents(ids);
    return this.forgetOwn(provider, 'event', ids);
  }

  removeOwnDocuments(provider: string, keys: readonly { kind: DocumentKind; key: string }[]): Promise<void> {
    this.engine.removeDocuments(keys);
    const byKind = new Map<IngestKind, string[]>();
    for (const { kind, key } of keys) {
      const ingestKind = documentIngestKind(kind);
      byKind.set(ingestKind, [...(byKind.get(ingestKind) ?? []), key]);
    }
    return Promise.all([...byKind].map(([kind, list]) => this.forgetOwn(provider, kind, list))).then(
      () => {},
    );
  }

  private async forgetOwn(provider: string, kind: IngestKind, ourIds: readonly string[]): Promise<void> {
    for (const id of ourIds) {
      const ref: ProviderRef = { provider, kind, providerId: id };
      this.options.onAccepted?.(ref, id, this.applied.get(refKey(ref))?.seq ?? 0);
      this.applied.delete(refKey(ref));
    }
    if (ourIds.length > 0) await this.options.providerMap.forget(provider, kind, ourIds);
  }

  private ownPlanner<K extends keyof OwnValues>(
    kind: K,
  ): (
    provider: string,
    value: OwnValues[K],
    seq: number,
  ) => { ref: ProviderRef; ourId: string; check(): void } {
    const ref = (provider: string, k: IngestKind, providerId: string): ProviderRef => ({
      provider,
      kind: k,
      providerId,
    });
    const planners: {
      [P in keyof OwnValues]: (
        p: string,
        v: OwnValues[P],
        seq: number,
      ) => ReturnType<ReturnType<typeof this.ownPlanner>>;
    } = {
      country: (p, country, seq) => ({
        ref: ref(p, 'country', String(country.id)),
        ourId: String(country.id),
        check: () => checkCountry(country, seq),
      }),
      competition: (p, league, seq) => ({
        ref: ref(p, 'competition', league.id),
        ourId: league.id,
        check: () => {
          checkLeague(league, seq);
          this.sport(league.sportId);
          if (!this.engine.countries.has(league.countryId)) {
            throw unknownReference('/country', `no country ${league.countryId}`);
          }
        },
      }),
      participant: (p, participant, seq) => ({
        ref: ref(p, 'participant', participant.id),
        ourId: participant.id,
        check: () => {
          checkParticipant(participant, seq);
          this.sport(participant.sportId);
          const existing = this.engine.participants.get(participant.id);
          if (existing && existing.sportId !== participant.sportId) {
            throw invalidField(
              '/sport',
              `participant ${participant.id} belongs to sport ${existing.sportId}`,
            );
          }
          if (!this.engine.countries.has(participant.countryId)) {
            throw unknownReference('/country', `no country ${participant.countryId}`);
          }
        },
      }),
      event: (p, event, seq) => ({
        ref: ref(p, 'event', event.id),
        ourId: event.id,
        check: () => this.checkOwnEvent(event, seq),
      }),
      document: (p, document) => ({
        ref: ref(p, documentIngestKind(document.kind), document.key),
        ourId: document.key,
        check: () => {
          if (document.key.length === 0 || document.key.length > 64) {
            throw invalidField('', `a ${document.kind} key must have 1 to 64 characters`);
          }
        },
      }),
    };
    return planners[kind] as (
      provider: string,
      value: OwnValues[K],
      seq: number,
    ) => { ref: ProviderRef; ourId: string; check(): void };
  }

  private checkOwnEvent(event: MatchEvent, seq: number): void {
    const sport = this.sport(event.sportId);
    const league = this.engine.leagues.get(event.leagueId);
    if (!league || league.sportId !== sport.id) {
      throw unknownReference('/competition', `no competition ${event.leagueId} of sport ${sport.id}`);
    }
    if (sport.noDuel) {
      const entrant = this.engine.participants.get(event.homeId);
      if (!entrant) throw unknownReference('/home', `no participant ${event.homeId}`);
      return;
    }
    checkEvent(event, seq);
    checkAgainstSport(event, sport);
    for (const [side, id] of [
      ['/home', event.homeId],
      ['/away', event.awayId],
    ] as const) {
      const participant = this.engine.participants.get(id);
      if (!participant) throw unknownReference(side, `no participant ${id}`);
      if (participant.sportId !== sport.id) {
        throw invalidField(side, `participant ${id} plays sport ${participant.sportId}, not ${sport.id}`);
      }
    }
    if (event.homeId === event.awayId) throw invalidField('/away', 'home and away are the same participant');
  }

  private putOwn<K extends keyof OwnValues>(kind: K, values: readonly OwnValues[K][]): void {
    if (values.length === 0) return;
    const engine = this.engine;
    // Reference puts rewrite every reference object's row check and bump feed versions: unchanged
    // ones (a restart's first tick re-sends the whole world) are left out.
    const changed = <T extends { id: string | number }>(
      list: readonly T[],
      map: ReadonlyMap<string | number, T>,
    ) => list.filter((v) => !sameJson(map.get(v.id), v));
    switch (kind) {
      case 'country': {
        const list = changed(
          values as readonly Country[],
          engine.countries as ReadonlyMap<string | number, Country>,
        );
        if (list.length > 0) engine.putCountries(list);
        return;
      }
      case 'competition': {
        const list = changed(values as readonly League[], engine.leagues);
        if (list.length > 0) engine.putLeagues(list);
        return;
      }
      case 'participant': {
        const list = changed(values as readonly Participant[], engine.participants);
        if (list.length > 0) engine.putParticipants(list);
        return;
      }
      case 'event':
        engine.putEvents(values as readonly MatchEvent[]);
        return;
      case 'document':
        engine.putDocuments(values as readonly DetailDocument[]);
        return;
    }
  }

  // ---- versions of other nodes' writes (fanout/replicator.ts) ----

  /** The last write of this object this node applied (null: none since it started), and its node. */
  heldVersion(ref: ProviderRef): { seq: number; node?: string } | null {
    const held = this.applied.get(refKey(ref));
    return held ? { seq: held.seq, node: held.node } : null;
  }

  /** Another node applied this write: a write here must now be newer to change anything. */
  holdReplicated(ref: ProviderRef, ourId: string, seq: number, node: string): void {
    this.applied.set(refKey(ref), { ourId, seq, node });
  }

  /** Another node removed the object (a source's window moved on). */
  forgetReplicated(ref: ProviderRef): void {
    this.applied.delete(refKey(ref));
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
    return this.stageNow(ref, seq, plan);
  }

  /** Steps 2 and 3, with this process's memory taken as the last applied seq. */
  private stageNow(ref: ProviderRef, seq: number, plan: (known: Applied | null) => Plan): Staged {
    const key = refKey(ref);
    const known = this.applied.get(key) ?? null;
    if (known && seq <= known.seq) {
      return {
        result: { applied: false, reason: 'stale', id: known.ourId, seq, lastSeq: known.seq },
        pending: null,
      };
    }
    const { ourId, apply } = plan(known);
    this.versioned(seq, apply);
    this.applied.set(key, { ourId, seq });
    this.options.onAccepted?.(ref, ourId, seq);
    return { result: { applied: true, id: ourId, seq }, pending: { key, ref, ourId, seq, previous: known } };
  }

  /** Runs engine puts of a write at `seq`: storage keeps each row's newest version (engine/storage.ts). */
  private versioned(seq: number, put: () => void): void {
    const { storage, nodeId = '' } = this.options;
    if (storage.versioned) storage.versioned({ seq, node: nodeId }, put);
    else put();
  }

  // ---- step 4 ----

  /**
   * Makes pending writes durable and records their seqs. `acknowledge`: an answer will say `applied`,
   * so the objects' current states are queued again first (see the header, step 4). The simulator's
   * writes are not acknowledged to anyone: it makes its world again from the clock, and queuing the
   * whole world again at every restart would write tens of thousands of unchanged rows.
   */
  private async commit(pendings: readonly Pending[], acknowledge = false): Promise<void> {
    if (pendings.length === 0) return;
    try {
      if (acknowledge) this.saveAgain(pendings);
      await this.options.storage.flush();
      const map = this.options.providerMap;
      if (pendings.length === 1) await Promise.all(pendings.map((p) => map.advance(p.ref, p.ourId, p.seq)));
      else await map.advanceMany(pendings);
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

  /** Queues the engine's current state of each pending write's object, under the write's version. */
  private saveAgain(pendings: readonly Pending[]): void {
    const { storage } = this.options;
    if (!storage.saveAgain) return;
    for (const p of pendings) {
      const state = this.currentState(p);
      if (state) this.versioned(p.seq, () => storage.saveAgain?.(state));
    }
  }

  /** The engine's current object named by a write, as storage takes it (null: the engine has none). */
  private currentState(p: Pending): Partial<StoredState> | null {
    const engine = this.engine;
    const one = <T>(value: T | undefined): T[] | null => (value === undefined ? null : [value]);
    switch (p.ref.kind) {
      case 'country': {
        const countries = one(engine.countries.get(Number(p.ourId)));
        return countries && { countries };
      }
      case 'competition':
      case 'season': {
        const leagues = one(engine.leagues.get(p.ourId));
        return leagues && { leagues };
      }
      case 'participant': {
        const participants = one(engine.participants.get(p.ourId));
        return participants && { participants };
      }
      case 'event': {
        const events = one(engine.events.get(p.ourId));
        return events && { events };
      }
      default: {
        const kind = documentKindOf(p.ref.kind);
        const body = engine.document(kind, p.ourId);
        if (body === undefined) return null;
        return { documents: [{ kind, key: p.ourId, body } as DetailDocument] };
      }
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
      const leagueId = this.lookups(provider).competition('/competition', body.competition, sport.id).id;
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

  // ---- seasons, players, bookmakers and documents ----

  private stageDetail(provider: string, item: DocumentItem): Promise<Staged> {
    const lookups = this.lookups(provider);
    const documentOf = (ingestKind: IngestKind, build: () => DetailDocument) =>
      this.stage({ provider, kind: ingestKind, providerId: item.id }, item.data.seq, () => {
        if ('sport' in item.data) this.sport(item.data.sport);
        const document = build();
        return { ourId: document.key, apply: () => this.engine.putDocuments([document]) };
      });
    switch (item.kind) {
      case 'season':
        return this.stageSeason(provider, item.id, item.data);
      case 'player':
        return documentOf('player', () => {
          const existing = this.engine.document('player', playerIdOf(provider, item.id));
          if (existing && existing.sportId !== item.data.sport) {
            throw invalidField('/sport', `player ${item.id} plays sport ${existing.sportId}; it cannot move`);
          }
          return playerDocument(item.id, item.data, lookups);
        });
      case 'bookmaker':
        return this.stage({ provider, kind: 'bookmaker', providerId: item.id }, item.data.seq, (known) => {
          const document = bookmakerDocument(item.id, item.data, lookups);
          const existing = this.engine.document('bookmaker', document.key);
          // As for countries (ids.ts): a 31-bit id space; never take over another provider's bookmaker.
          if (!known && existing && existing.name !== item.data.name) {
            throw invalidField('', `bookmaker id '${item.id}' collides with an existing one; use another id`);
          }
          return { ourId: document.key, apply: () => this.engine.putDocuments([document]) };
        });
      case 'incidents':
      case 'lineups':
      case 'statistics':
      case 'odds':
        return this.eventId(provider, item.id).then((eventId) => {
          switch (item.kind) {
            case 'incidents':
              return documentOf('incident', () => incidentsDocument(eventId, item.data));
            case 'lineups':
              return documentOf('lineup', () => lineupsDocument(eventId, item.data, lookups));
            case 'statistics':
              return documentOf('statistics', () => statisticsDocument(eventId, item.data));
            case 'odds':
              return documentOf('odds', () => oddsDocument(eventId, item.data, lookups));
          }
        });
      case 'standings':
      case 'draw':
        return this.leagueId(provider, item.id).then((leagueId) => {
          const league = () => this.owned(this.engine.leagues.get(leagueId), 'competition', item.id);
          return item.kind === 'standings'
            ? documentOf('standings', () => standingsDocument(league(), item.data, lookups))
            : documentOf('draw', () => drawDocument(league(), item.data, lookups));
        });
      case 'squad':
      case 'transfers':
      case 'injuries': {
        const participant = () =>
          this.owned(
            this.engine.participants.get(participantIdOf(provider, item.id)),
            'participant',
            item.id,
          );
        if (item.kind === 'squad') {
          return documentOf('squad', () => squadDocument(participant(), item.data, lookups));
        }
        return item.kind === 'transfers'
          ? documentOf('transfers', () => transfersDocument(participant(), item.data, lookups))
          : documentOf('injuries', () => injuriesDocument(participant(), item.data, lookups));
      }
      case 'ranking':
        return documentOf('ranking', () => rankingDocument(item.id, item.data, lookups));
      case 'news':
        return documentOf('news', () => newsDocument(item.id, item.data, lookups));
      case 'video':
        return documentOf('video', () => videoDocument(item.id, item.data, lookups));
    }
  }

  /**
   * A season is a league of its own (its events, standings and draw) under the template key of its
   * competition, so pins and "follow" carry over from season to season.
   */
  private async stageSeason(provider: string, id: string, body: SeasonBody): Promise<Staged> {
    const parentId = await this.ourIdOf({ provider, kind: 'competition', providerId: body.competition });
    return this.stage({ provider, kind: 'season', providerId: id }, body.seq, (known) => {
      const parent = parentId === null ? undefined : this.engine.leagues.get(parentId);
      if (!parent) throw unknownReference('/competition', `no competition '${body.competition}'`);
      const ourId = seasonIdOf(parent.sportId, provider, id);
      this.sameSport(known, ourId, 'season', '/competition');
      const league: League = {
        id: ourId,
        sportId: parent.sportId,
        templateKey: parent.templateKey,
        name: { ta: body.name.ta, en: body.name.en },
        countryId: parent.countryId,
        tournamentType: parent.tournamentType,
        order: body.order ?? parent.order,
      };
      return {
        ourId,
        apply: () => {
          if (!sameJson(this.engine.leagues.get(ourId), league)) this.engine.putLeagues([league]);
        },
      };
    });
  }

  /** Our id of an object the provider wrote before (this process's memory, then the provider map). */
  private async ourIdOf(ref: ProviderRef): Promise<string | null> {
    const known = this.applied.get(refKey(ref));
    if (known) return known.ourId;
    return (await this.options.providerMap.get(ref))?.ourId ?? null;
  }

  private async eventId(provider: string, id: string): Promise<string> {
    const ourId = await this.ourIdOf({ provider, kind: 'event', providerId: id });
    if (ourId === null) throw notFound('event', id, `PUT /events/${id}`);
    return ourId;
  }

  private async leagueId(provider: string, id: string): Promise<string> {
    const ourId =
      (await this.ourIdOf({ provider, kind: 'competition', providerId: id })) ??
      (await this.ourIdOf({ provider, kind: 'season', providerId: id }));
    if (ourId === null) throw notFound('competition or season', id, `PUT /competitions/${id}`);
    return ourId;
  }

  private owned<T>(value: T | undefined, kind: string, id: string): T {
    if (value === undefined) throw notFound(kind, id, `PUT /${kind}s/${id}`);
    return value;
  }

  private lookups(provider: string): Lookups {
    return {
      provider,
      country: (path, providerId) => this.countryId(provider, providerId, path),
      participant: (path, providerId, sportId) =>
        this.participant(provider, providerId, this.sport(sportId), path),
      player: (path, providerId) => {
        const player = this.engine.document('player', playerIdOf(provider, providerId));
        if (!player) throw unknownReference(path, `no player '${providerId}'`);
        return player;
      },
      bookmaker: (path, providerId) => {
        const bookmaker = this.engine.document('bookmaker', String(bookmakerIdOf(provider, providerId)));
        if (!bookmaker) throw unknownReference(path, `no bookmaker '${providerId}'`);
        return bookmaker;
      },
      competition: (path, providerId, sportId) => {
        const league =
          this.engine.leagues.get(leagueIdOf(sportId, provider, providerId)) ??
          this.engine.leagues.get(seasonIdOf(sportId, provider, providerId));
        if (!league)
          throw unknownReference(path, `no competition or season '${providerId}' of sport ${sportId}`);
        return league;
      },
      event: (path, providerId, sportId) => {
        const id = eventIdOf(sportId, provider, providerId);
        if (!this.engine.events.has(id) && !this.engine.results.get(id)) {
          throw unknownReference(path, `no event '${providerId}' of sport ${sportId}`);
        }
        return id;
      },
    };
  }

  // ---- references ----

  private sport(id: number): SportInfo {
    const sport = sportById(id);
    if (!sport) throw unknownReference('/sport', `no sport ${id} in the catalogue`);
    return sport;
  }

  private countryId(provider: string, providerId: string, path = '/country'): number {
    const id = countryIdOf(provider, providerId);
    if (!this.engine.countries.has(id)) throw unknownReference(path, `no country '${providerId}'`);
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
  private sameSport(known: Applied | null, ourId: string, kind: IngestKind, path = '/sport'): void {
    if (known && known.ourId !== ourId) {
      throw invalidField(
        path,
        `this ${kind} was created with sport ${sportOfId(known.ourId)}; it cannot move`,
      );
    }
  }
}

/** What an in-process source writes, by kind. */
export interface OwnValues {
  country: Country;
  competition: League;
  participant: Participant;
  event: MatchEvent;
  document: DetailDocument;
}

/** The document kind of a provider map's kind that names a document (the inverse of the one below). */
function documentKindOf(
  kind: Exclude<IngestKind, 'country' | 'competition' | 'season' | 'participant' | 'event'>,
): DocumentKind {
  if (kind === 'incident') return 'incidents';
  if (kind === 'lineup') return 'lineups';
  return kind;
}

/** The provider map's kind of a document kind (the API names some in the singular). */
export function documentIngestKind(kind: DocumentKind): IngestKind {
  if (kind === 'incidents') return 'incident';
  if (kind === 'lineups') return 'lineup';
  return kind;
}

function notFound(kind: string, id: string, create: string): IngestError {
  return new IngestError(
    404,
    IngestErrorCode.notFound,
    `no ${kind} '${id}' of yours: create it with ${create} first`,
  );
}

function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
