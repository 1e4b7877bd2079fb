/**
 * The feed engine: the current state of every country, league, participant and event, and one
 * numbered change log per sport. Sources write through `EnginePort`; feeds and push read from memory.
 *
 * Cost: a put compares the encoded cells of the old and new event (no deep equality walk); a batch
 * is encoded into delta rows once and shared by the update feed, the repair feed and push.
 */
import {
  type Cell,
  type Country,
  eventDeltaCells,
  type League,
  type MatchEvent,
  type Participant,
} from '@nerali/domain';
import { type ChangeBatch, ChangeLog } from './change-log.ts';
import type { Clock, EnginePort } from './port.ts';
import type { Storage } from './storage.ts';

export type BatchListener = (batch: ChangeBatch) => void;

export interface FeedEngineOptions {
  clock: Clock;
  storage: Storage;
  /** Names this run's change log; a client holding another epoch's signature reloads. */
  epoch: number;
}

export class FeedEngine implements EnginePort {
  readonly countries = new Map<number, Country>();
  readonly leagues = new Map<string, League>();
  readonly participants = new Map<string, Participant>();
  readonly events = new Map<string, MatchEvent>();
  private readonly eventsBySport = new Map<number, Set<string>>();
  private readonly logs = new Map<number, ChangeLog>();
  private readonly listeners = new Set<BatchListener>();
  /** Bumped whenever leagues or countries change (their names are in full feeds). */
  private referenceVersion = 0;
  readonly epoch: number;

  constructor(private readonly options: FeedEngineOptions) {
    this.epoch = options.epoch;
  }

  onBatch(listener: BatchListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  log(sportId: number): ChangeLog {
    let log = this.logs.get(sportId);
    if (!log) {
      log = new ChangeLog(sportId);
      this.logs.set(sportId, log);
    }
    return log;
  }

  sportIds(): number[] {
    return [...this.eventsBySport.keys()].sort((a, b) => a - b);
  }

  eventIdsOfSport(sportId: number): ReadonlySet<string> {
    return this.eventsBySport.get(sportId) ?? new Set();
  }

  /** Version of everything a full feed of this sport depends on. */
  version(sportId: number): string {
    return `${this.log(sportId).seq}.${this.referenceVersion}`;
  }

  putCountries(countries: readonly Country[]): void {
    for (const country of countries) this.countries.set(country.id, country);
    this.referenceVersion += 1;
    this.saveReference();
  }

  putLeagues(leagues: readonly League[]): void {
    for (const league of leagues) this.leagues.set(league.id, league);
    this.referenceVersion += 1;
    this.saveReference();
  }

  putParticipants(participants: readonly Participant[]): void {
    for (const participant of participants) this.participants.set(participant.id, participant);
    this.saveReference();
  }

  putEvents(events: readonly MatchEvent[]): void {
    const deltasBySport = new Map<number, Cell[][]>();
    const accepted: MatchEvent[] = [];
    for (const event of events) {
      const before = this.events.get(event.id);
      const delta = eventDeltaCells(before, event);
      if (!delta) continue;
      if (before && before.sportId !== event.sportId) this.forget(before);
      this.events.set(event.id, event);
      let ids = this.eventsBySport.get(event.sportId);
      if (!ids) {
        ids = new Set();
        this.eventsBySport.set(event.sportId, ids);
      }
      ids.add(event.id);
      accepted.push(event);
      let deltas = deltasBySport.get(event.sportId);
      if (!deltas) {
        deltas = [];
        deltasBySport.set(event.sportId, deltas);
      }
      deltas.push(delta);
    }
    if (accepted.length === 0) return;
    this.options.storage.saveEvents(accepted);
    const nowMs = this.options.clock();
    for (const [sportId, deltas] of deltasBySport) {
      this.publish(this.log(sportId).append(nowMs, deltas));
    }
  }

  removeEvents(ids: readonly string[]): void {
    const removed: string[] = [];
    const touched = new Set<number>();
    for (const id of ids) {
      const event = this.events.get(id);
      if (!event) continue;
      this.forget(event);
      removed.push(id);
      touched.add(event.sportId);
    }
    if (removed.length === 0) return;
    this.options.storage.removeEvents(removed);
    // A removal changes full feeds but not any live row: bump the version with an empty batch so
    // caches rebuild and clients' signatures stay consecutive.
    const nowMs = this.options.clock();
    for (const sportId of touched) this.publish(this.log(sportId).append(nowMs, []));
  }

  private forget(event: MatchEvent): void {
    this.events.delete(event.id);
    this.eventsBySport.get(event.sportId)?.delete(event.id);
  }

  private publish(batch: ChangeBatch): void {
    for (const listener of this.listeners) {
      try {
        listener(batch);
      } catch {
        // A failing listener (one push hub) must not stop the others or the source.
      }
    }
  }

  private saveReference(): void {
    this.options.storage.saveReference({
      countries: [...this.countries.values()],
      leagues: [...this.leagues.values()],
      participants: [...this.participants.values()],
    });
  }
}
