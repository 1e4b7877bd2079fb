/**
 * The results archive: finished matches by participant, for head-to-head and form. The engine keeps
 * only a window of events (the simulator's: 7 days back); results outlive it. At start the server
 * loads finished events from the database, also those the engine removed (events.removed_at), and
 * from then on the engine hands over every finished event it accepts. Reads never touch the database.
 *
 * Only duels are kept (a race row has no opponent: no head-to-head, no form).
 *
 * Cost: the events are the engine's own objects (no copy); per event two array slots (one per side)
 * and one map entry. At the default cap of 200,000 results that is a few tens of MB beyond the events.
 */
import { type MatchEvent, StageType } from '@nerali/domain';

/** What readers see (FeedEngine.results). Lists are newest first and must not be changed. */
export interface Results {
  /** Finished matches of one participant, newest first (at most `limit`). */
  of(participantId: string, limit?: number): readonly MatchEvent[];
  /** Finished matches between two participants, either side at home, newest first. */
  between(a: string, b: string, limit?: number): readonly MatchEvent[];
  get(eventId: string): MatchEvent | undefined;
  readonly size: number;
}

/** Storage that can read finished events back, removed ones included (DatabaseStorage). */
export interface ResultsStore {
  loadResults(options: { sinceS: number; limit: number }): Promise<MatchEvent[]>;
}

export function isResultsStore(storage: object): storage is ResultsStore {
  return typeof (storage as Partial<ResultsStore>).loadResults === 'function';
}

/** Two years of results, the span head-to-head lists usually show. */
export const RESULTS_MAX_AGE_S = 2 * 366 * 24 * 3600;
export const RESULTS_MAX_EVENTS = 200_000;

export interface ResultsArchiveOptions {
  maxEvents?: number;
}

export function isResult(event: MatchEvent): boolean {
  return event.stageType === StageType.finished && event.awayId !== '' && event.homeId !== '';
}

export class ResultsArchive implements Results {
  private readonly byId = new Map<string, MatchEvent>();
  /** Per participant, oldest first (appending the newest result is the common case). */
  private readonly byParticipant = new Map<string, MatchEvent[]>();
  private readonly maxEvents: number;

  constructor(options: ResultsArchiveOptions = {}) {
    this.maxEvents = options.maxEvents ?? RESULTS_MAX_EVENTS;
  }

  get size(): number {
    return this.byId.size;
  }

  get(eventId: string): MatchEvent | undefined {
    return this.byId.get(eventId);
  }

  of(participantId: string, limit = Number.POSITIVE_INFINITY): readonly MatchEvent[] {
    const list = this.byParticipant.get(participantId);
    if (!list) return [];
    const out: MatchEvent[] = [];
    for (let i = list.length - 1; i >= 0 && out.length < limit; i--) out.push(list[i] as MatchEvent);
    return out;
  }

  between(a: string, b: string, limit = Number.POSITIVE_INFINITY): readonly MatchEvent[] {
    // Walk the shorter list: a team with 300 results against one with 12.
    const listA = this.byParticipant.get(a) ?? [];
    const listB = this.byParticipant.get(b) ?? [];
    const [list, other] = listA.length <= listB.length ? [listA, b] : [listB, a];
    const out: MatchEvent[] = [];
    for (let i = list.length - 1; i >= 0 && out.length < limit; i--) {
      const e = list[i] as MatchEvent;
      if (e.homeId === other || e.awayId === other) out.push(e);
    }
    return out;
  }

  /**
   * Takes an event the engine accepted: a finished duel is added or replaces its earlier version (a
   * corrected score); an event that is no longer finished (a result annulled, a match resumed) leaves.
   */
  accept(event: MatchEvent): void {
    const before = this.byId.get(event.id);
    if (before) this.drop(before);
    if (!isResult(event)) return;
    this.add(event);
    if (this.byId.size > this.maxEvents * 1.1) this.trim();
  }

  /** Many at once (the start-up load): one sort per participant instead of one insert each. */
  load(events: readonly MatchEvent[]): void {
    for (const event of events) {
      if (!isResult(event)) continue;
      const before = this.byId.get(event.id);
      if (before) this.drop(before);
      this.byId.set(event.id, event);
      for (const side of [event.homeId, event.awayId]) {
        let list = this.byParticipant.get(side);
        if (!list) this.byParticipant.set(side, (list = []));
        list.push(event);
      }
    }
    for (const list of this.byParticipant.values()) list.sort(byStart);
    if (this.byId.size > this.maxEvents) this.trim();
  }

  private add(event: MatchEvent): void {
    this.byId.set(event.id, event);
    for (const side of [event.homeId, event.awayId]) {
      let list = this.byParticipant.get(side);
      if (!list) this.byParticipant.set(side, (list = []));
      let i = list.length;
      while (i > 0 && byStart(list[i - 1] as MatchEvent, event) > 0) i--;
      list.splice(i, 0, event);
    }
  }

  private drop(event: MatchEvent): void {
    this.byId.delete(event.id);
    for (const side of [event.homeId, event.awayId]) {
      const list = this.byParticipant.get(side);
      if (!list) continue;
      const i = list.findIndex((e) => e.id === event.id);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0) this.byParticipant.delete(side);
    }
  }

  /** Drops the oldest results down to the cap (amortised: runs once per 10 % of growth). */
  private trim(): void {
    const all = [...this.byId.values()].sort(byStart);
    const excess = all.length - this.maxEvents;
    for (let i = 0; i < excess; i++) this.drop(all[i] as MatchEvent);
  }
}

function byStart(a: MatchEvent, b: MatchEvent): number {
  return a.startTime - b.startTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
