/**
 * The simulator's door into the engine: the ingest path, in process, under the provider `simulator`.
 * Every object it hands over is checked as a provider's would be (the API body's schema, references,
 * the sport's limits), recorded in the provider map with a seq, put into the engine and made durable
 * by the same storage flush. A refused object is logged and left out; the others go on.
 *
 * Ids: the simulator builds its world in our id space (g_{sport}_..., league and participant ids that
 * pages, pins and the documents it writes already use), so the provider map records each object under
 * its own id (provider id = our id) instead of deriving a new one as for an external provider.
 *
 * The port stays synchronous, as EnginePort is: the engine has each change when the call returns (feeds
 * and push at once, the tick unchanged); durability and the provider map follow in the background,
 * one commit per call, and `idle()` waits for them (shutdown, tests).
 *
 * Seqs: one per call, increasing: from the clock in microseconds-like units at start (ms x 1000, safe
 * until the year 2255) or above the highest seq stored, whichever is higher, so a restarted process
 * never writes below what the last one recorded.
 */
import type { Country, DetailDocument, DocumentKind, League, MatchEvent, Participant } from '@nerali/domain';
import type { EnginePort } from '../engine/port.ts';
import { IngestError } from './errors.ts';
import type { InProcessWrites, OwnValues } from './in-process-writes.ts';

export const SIMULATOR_PROVIDER = 'simulator';

export interface SimulatorPortStats {
  calls: number;
  written: number;
  refused: number;
  /** Commits that failed (storage down): their changes are in memory but not durable. */
  failedCommits: number;
}

export interface SimulatorPortOptions {
  provider?: string;
  clock?: () => number;
  /** Where refusals and failed commits go (default: console.warn, rate-limited by the caller's logs). */
  warn?: (message: string, detail: unknown) => void;
}

export class SimulatorPort implements EnginePort {
  private seq: number;
  private readonly pending = new Set<Promise<void>>();
  private readonly counters: SimulatorPortStats = { calls: 0, written: 0, refused: 0, failedCommits: 0 };
  private readonly provider: string;
  private readonly warn: (message: string, detail: unknown) => void;

  private constructor(
    private readonly writes: InProcessWrites,
    firstSeq: number,
    options: SimulatorPortOptions,
  ) {
    this.seq = firstSeq;
    this.provider = options.provider ?? SIMULATOR_PROVIDER;
    this.warn = options.warn ?? ((message, detail) => console.warn(message, detail));
  }

  /** Loads the provider's recorded seqs (one read), then the port writes without reading. */
  static async open(writes: InProcessWrites, options: SimulatorPortOptions = {}): Promise<SimulatorPort> {
    const highest = await writes.preload(options.provider ?? SIMULATOR_PROVIDER);
    const fromClock = Math.floor((options.clock ?? Date.now)()) * 1000;
    return new SimulatorPort(writes, Math.max(highest + 1, fromClock), options);
  }

  putCountries(countries: readonly Country[]): void {
    this.write('country', countries);
  }
  putLeagues(leagues: readonly League[]): void {
    this.write('competition', leagues);
  }
  putParticipants(participants: readonly Participant[]): void {
    this.write('participant', participants);
  }
  putEvents(events: readonly MatchEvent[]): void {
    this.write('event', events);
  }
  putDocuments(documents: readonly DetailDocument[]): void {
    this.write('document', documents);
  }

  /** Removals are no provider write (the API has none): straight to the engine, then the map forgets. */
  removeEvents(ids: readonly string[]): void {
    if (ids.length > 0) this.track(this.writes.removeEvents(this.provider, ids));
  }
  removeDocuments(keys: readonly { kind: DocumentKind; key: string }[]): void {
    if (keys.length > 0) this.track(this.writes.removeDocuments(this.provider, keys));
  }

  /** Resolves when every change handed over so far is durable (or its commit failed and was counted). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  stats(): SimulatorPortStats {
    return { ...this.counters };
  }

  private write<K extends keyof OwnValues>(kind: K, values: readonly OwnValues[K][]): void {
    if (values.length === 0) return;
    const seq = this.seq++;
    const { results, committed } = this.writes.write(this.provider, kind, seq, values);
    this.counters.calls += 1;
    let refused = 0;
    results.forEach((result, i) => {
      if (!(result instanceof IngestError)) {
        if (result.applied) this.counters.written += 1;
        return;
      }
      refused += 1;
      // The first few only: one bug in a rule would otherwise log every tick's every event.
      if (this.counters.refused + refused <= 20) {
        this.warn(`simulator: ${kind} refused by the ingest checks`, {
          value: values[i],
          code: result.code,
          errors: result.errors,
        });
      }
    });
    this.counters.refused += refused;
    this.track(committed);
  }

  private track(work: Promise<void>): void {
    const settled = work.catch((error: unknown) => {
      this.counters.failedCommits += 1;
      this.warn('simulator: change not stored', error instanceof Error ? error.message : error);
    });
    this.pending.add(settled);
    void settled.finally(() => this.pending.delete(settled));
  }
}
