/**
 * The simulator on a node of many: it writes only while the node holds the simulator lease, and every
 * other node keeps it warm, so the lease passes in about its time to live with no rebuild.
 *
 * Warm: every node builds the simulator as it starts and plays it dry (its writes go nowhere: the node
 * gets the same changes from the leader through the bus; the simulator is a pure function of its seed
 * and the clock, so both compute the same). When the lease comes, writes go to the lease's port from
 * the next tick on, and the writes of the last RESEND_WINDOW_MS played dry are sent once: a leader
 * killed with changes not yet published (its outbox) would otherwise leave them missing where nothing
 * changes the match again (a final score). The engine drops what it already has, so most cost nothing.
 * Before warmth, a new leader built the world (seconds) and put the whole window again: at least 63 s
 * without simulated updates after a holder died (docs/ARCHITECTURE.md "Many nodes").
 *
 * Writes go through a relay to a port opened anew for every lease: SimulatorPort numbers its writes
 * from the clock when it opens, so they are newer than those of the node that played before; a port
 * kept from an earlier lease would write below them, and every write would be stale.
 */
import type { Country, DetailDocument, DocumentKind, League, MatchEvent, Participant } from '@nerali/domain';
import type { EnginePort } from '../engine/port.ts';

/** A simulator that is playing: stopped when the lease is lost or the node closes. */
export interface Playing {
  stop(): Promise<void>;
}

/**
 * Dry writes kept to send when the lease comes: longer than a leader's outbox can hold changes back
 * (it publishes within a second; a node further behind than FANOUT_MAX_LAG_MS is not ready) and a
 * tick's worth of slack.
 */
export const RESEND_WINDOW_MS = 15_000;

interface DryWrite {
  atMs: number;
  apply(port: EnginePort): void;
}

/**
 * Forwards to the current lease's port; between leases there is none, and the writes are kept for
 * RESEND_WINDOW_MS (all of them while `keepAll`: the first fill) to be sent when a lease begins.
 */
export class RelayPort implements EnginePort {
  target: EnginePort | null = null;
  /** While the simulator's first fill runs, every dry write is kept (it may not have reached any node). */
  keepAll = true;
  private dry: DryWrite[] = [];
  private head = 0;

  constructor(private readonly nowMs: () => number = Date.now) {}

  private write(apply: (port: EnginePort) => void): void {
    if (this.target) {
      apply(this.target);
      return;
    }
    const atMs = this.nowMs();
    this.dry.push({ atMs, apply });
    if (this.keepAll) return;
    while (this.head < this.dry.length && (this.dry[this.head] as DryWrite).atMs < atMs - RESEND_WINDOW_MS)
      this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.dry.length) {
      this.dry.splice(0, this.head);
      this.head = 0;
    }
  }

  /** Dry writes waiting to be sent (tests, stats). */
  get pending(): number {
    return this.dry.length - this.head;
  }

  /** Sends the kept dry writes to the port in the order they were made, and forgets them. */
  resend(port: EnginePort): number {
    const writes = this.dry.slice(this.head);
    this.dry = [];
    this.head = 0;
    for (const write of writes) write.apply(port);
    return writes.length;
  }

  putCountries(countries: readonly Country[]): void {
    this.write((port) => port.putCountries(countries));
  }
  putLeagues(leagues: readonly League[]): void {
    this.write((port) => port.putLeagues(leagues));
  }
  putParticipants(participants: readonly Participant[]): void {
    this.write((port) => port.putParticipants(participants));
  }
  putEvents(events: readonly MatchEvent[]): void {
    this.write((port) => port.putEvents(events));
  }
  removeEvents(ids: readonly string[]): void {
    this.write((port) => port.removeEvents(ids));
  }
  putDocuments(documents: readonly DetailDocument[]): void {
    this.write((port) => port.putDocuments(documents));
  }
  removeDocuments(keys: readonly { kind: DocumentKind; key: string }[]): void {
    this.write((port) => port.removeDocuments(keys));
  }
}

interface Startable {
  start(): Promise<void>;
  stop(): void;
}

export interface SimulatorLeaderOptions<S extends Startable, P extends EnginePort> {
  /** Opens the port of one lease (SimulatorPort.open). */
  openPort(): Promise<P & { idle(): Promise<void> }>;
  /** Builds the simulator once, writing to `port`. */
  create(port: EnginePort): Promise<S>;
  /** Tells the server which simulator and port play now (null, null: none). */
  playing(simulator: S | null, port: P | null): void;
  /** Tells when a lease's writes begin, and how many dry writes were sent again (logs, bench). */
  onLead?(info: { resent: number; warm: boolean }): void;
}

/** What ClusterFanout.leadSimulator takes: the play of one lease, and the end of the dry play. */
export interface SimulatorLeader {
  play(): Promise<Playing>;
  close(): void;
}

/** Builds the simulator now and plays it dry until this node leads (see the file comment). */
export function simulatorLeader<S extends Startable, P extends EnginePort>(
  options: SimulatorLeaderOptions<S, P>,
): SimulatorLeader {
  const relay = new RelayPort();
  let closed = false;
  let simulator: S | null = null;
  let built: Promise<S> | null = null;
  const build = (): Promise<S> => {
    built ??= options.create(relay).then(
      (s) => {
        simulator = s;
        if (closed) return s;
        // Played dry from here; once its first fill is in, only the last RESEND_WINDOW_MS is kept.
        s.start().then(
          () => void (relay.keepAll = false),
          () => {},
        );
        return s;
      },
      (error: unknown) => {
        built = null;
        throw error;
      },
    );
    return built;
  };
  // Warm from the start; a failed build is tried again by the first lease.
  build().catch(() => {});
  return {
    async play() {
      const port = await options.openPort();
      const wasWarm = simulator !== null;
      const s = await build();
      relay.target = port;
      const resent = relay.resend(port);
      options.playing(s, port);
      options.onLead?.({ resent, warm: wasWarm });
      // Already running dry: start() answers at once (or when the first fill, now writing, is in).
      void s.start().catch(() => {});
      return {
        async stop() {
          // Back to dry play, warm for the next lease.
          relay.target = null;
          options.playing(null, null);
          await port.idle();
        },
      };
    },
    close() {
      closed = true;
      simulator?.stop();
    },
  };
}
