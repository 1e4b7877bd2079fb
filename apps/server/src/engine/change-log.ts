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
}

export class ChangeLog {
  private readonly batches: ChangeBatch[] = [];
  private head = 0;

  constructor(
    readonly sportId: number,
    private seqValue = 0,
  ) {}

  get seq(): number {
    return this.seqValue;
  }

  append(atMs: number, deltas: readonly (readonly Cell[])[]): ChangeBatch {
    this.seqValue += 1;
    const batch: ChangeBatch = { sportId: this.sportId, seq: this.seqValue, atMs, deltas };
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
