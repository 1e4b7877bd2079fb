/**
 * The change log of one sport: numbered batches of event deltas kept for the repair window.
 * Update feeds and repair feeds are answered from it; the full state lives in the engine.
 */
import { type Cell, RowKey } from '@nerali/domain';

/** How long changes are kept to answer update and repair feeds (spec: 80 % of 300 s rule). */
export const REPAIR_WINDOW_S = 300;
/** Upper bound on kept batches per sport, whatever the rate (memory cap). */
export const MAX_BATCHES = 4000;

export interface ChangeBatch {
  sportId: number;
  seq: number;
  atMs: number;
  /** One delta row per changed event: id cell first, then the changed cells. */
  deltas: readonly (readonly Cell[])[];
  /** Ids of events removed by this batch (a removal's batch has no deltas). */
  removed?: readonly string[];
}

/** What another node's client lacks: events changed and events removed since a time (catchUp). */
export interface CatchUp {
  changed: Set<string>;
  removed: Set<string>;
}

export class ChangeLog {
  private readonly batches: ChangeBatch[] = [];
  private head = 0;
  /**
   * Every change applied since this time (unix ms) is in the log: the log's start (the engine's), then
   * the time of the newest batch trimmed away. A catch-up from earlier cannot be answered.
   */
  private coveredFromMs: number;

  constructor(
    readonly sportId: number,
    startMs: number,
    private seqValue = 0,
  ) {
    this.coveredFromMs = startMs;
  }

  get seq(): number {
    return this.seqValue;
  }

  /**
   * The time the signed state is complete to: the last batch's time, or the log's start when it has
   * none (the state then is what the node loaded). Goes in the signature (CDC6).
   */
  get changedAtMs(): number {
    const last = this.batches[this.batches.length - 1];
    return last && this.batches.length > this.head ? last.atMs : this.coveredFromMs;
  }

  append(atMs: number, deltas: readonly (readonly Cell[])[], removed?: readonly string[]): ChangeBatch {
    this.seqValue += 1;
    const batch: ChangeBatch = removed
      ? { sportId: this.sportId, seq: this.seqValue, atMs, deltas, removed }
      : { sportId: this.sportId, seq: this.seqValue, atMs, deltas };
    this.batches.push(batch);
    this.trim(atMs);
    return batch;
  }

  /** Drops batches older than the repair window (amortised: the array is compacted rarely). */
  private trim(nowMs: number): void {
    const cutoff = nowMs - REPAIR_WINDOW_S * 1000;
    while (this.head < this.batches.length) {
      const first = this.batches[this.head] as ChangeBatch;
      if (first.atMs >= cutoff && this.batches.length - this.head <= MAX_BATCHES) break;
      this.coveredFromMs = Math.max(this.coveredFromMs, first.atMs);
      this.head += 1;
    }
    if (this.head > 1024 && this.head * 2 > this.batches.length) {
      this.batches.splice(0, this.head);
      this.head = 0;
    }
  }

  /** The oldest seq a client may hold and still be answered from the log. */
  get oldestAnswerableSeq(): number {
    const first = this.batches[this.head];
    return first ? first.seq - 1 : this.seqValue;
  }

  /** Batches after `seq`, or null when the log no longer reaches back that far. */
  since(seq: number): ChangeBatch[] | null {
    if (seq > this.seqValue) return null;
    if (seq < this.oldestAnswerableSeq) return null;
    const out: ChangeBatch[] = [];
    for (let i = this.head; i < this.batches.length; i++) {
      const batch = this.batches[i] as ChangeBatch;
      if (batch.seq > seq) out.push(batch);
    }
    return out;
  }

  /** Ids of events changed within the window ending at `nowMs`. */
  changedSince(sinceMs: number): Set<string> {
    const ids = new Set<string>();
    for (let i = this.head; i < this.batches.length; i++) {
      const batch = this.batches[i] as ChangeBatch;
      if (batch.atMs < sinceMs) continue;
      for (const delta of batch.deltas) ids.add((delta[0] as Cell)[1]);
    }
    return ids;
  }

  /**
   * Events changed and removed in batches applied at or after `sinceMs`, or null when the log does not
   * reach back that far (it started later, or dropped batches from then). An event changed and later
   * removed counts as removed; one removed and put again counts as changed.
   */
  catchUp(sinceMs: number): CatchUp | null {
    if (sinceMs < this.coveredFromMs) return null;
    const changed = new Set<string>();
    const removed = new Set<string>();
    for (let i = this.head; i < this.batches.length; i++) {
      const batch = this.batches[i] as ChangeBatch;
      if (batch.atMs < sinceMs) continue;
      for (const delta of batch.deltas) {
        const id = (delta[0] as Cell)[1];
        changed.add(id);
        removed.delete(id);
      }
      if (batch.removed)
        for (const id of batch.removed) {
          removed.add(id);
          changed.delete(id);
        }
    }
    return { changed, removed };
  }
}

/** Merges consecutive batches into one delta row per event; later cells win. */
export function mergeBatches(batches: readonly ChangeBatch[]): Cell[][] {
  const byEvent = new Map<string, Map<string, string>>();
  for (const batch of batches) {
    for (const delta of batch.deltas) {
      const [idCell, ...cells] = delta;
      const id = (idCell as Cell)[1];
      let merged = byEvent.get(id);
      if (!merged) {
        merged = new Map();
        byEvent.set(id, merged);
      }
      for (const [key, value] of cells) merged.set(key, value);
    }
  }
  const rows: Cell[][] = [];
  for (const [id, cells] of byEvent) rows.push([[RowKey.event, id], ...cells]);
  return rows;
}
