/**
 * The simulator on a node of many: played only while the node holds the simulator lease.
 *
 * The simulator is built once (its world takes seconds to build) and started and stopped with the
 * lease. Its writes go through a relay to a port opened anew for every lease: SimulatorPort numbers
 * its writes from the clock when it opens, so they are newer than those of the node that played
 * before; a port kept from an earlier lease would write below them, and every write would be stale.
 */
import type { Country, DetailDocument, DocumentKind, League, MatchEvent, Participant } from '@nerali/domain';
import type { EnginePort } from '../engine/port.ts';
import type { Playing } from './fanout.ts';

/** Forwards to the current lease's port; between leases there is none and nothing is written. */
export class RelayPort implements EnginePort {
  target: EnginePort | null = null;

  putCountries(countries: readonly Country[]): void {
    this.target?.putCountries(countries);
  }
  putLeagues(leagues: readonly League[]): void {
    this.target?.putLeagues(leagues);
  }
  putParticipants(participants: readonly Participant[]): void {
    this.target?.putParticipants(participants);
  }
  putEvents(events: readonly MatchEvent[]): void {
    this.target?.putEvents(events);
  }
  removeEvents(ids: readonly string[]): void {
    this.target?.removeEvents(ids);
  }
  putDocuments(documents: readonly DetailDocument[]): void {
    this.target?.putDocuments(documents);
  }
  removeDocuments(keys: readonly { kind: DocumentKind; key: string }[]): void {
    this.target?.removeDocuments(keys);
  }
}

interface Startable {
  start(): void;
  stop(): void;
}

export interface SimulatorLeaderOptions<S extends Startable, P extends EnginePort> {
  /** Opens the port of one lease (SimulatorPort.open). */
  openPort(): Promise<P & { idle(): Promise<void> }>;
  /** Builds the simulator once, writing to `port`. */
  create(port: EnginePort): Promise<S>;
  /** Tells the server which simulator and port play now (null, null: none). */
  playing(simulator: S | null, port: P | null): void;
}

/** The `play` of ClusterFanout.leadSimulator. */
export function simulatorLeader<S extends Startable, P extends EnginePort>(
  options: SimulatorLeaderOptions<S, P>,
): () => Promise<Playing> {
  const relay = new RelayPort();
  let built: Promise<S> | null = null;
  return async () => {
    const port = await options.openPort();
    built ??= options.create(relay).catch((error: unknown) => {
      built = null;
      throw error;
    });
    const simulator = await built;
    relay.target = port;
    options.playing(simulator, port);
    simulator.start();
    return {
      async stop() {
        simulator.stop();
        relay.target = null;
        options.playing(null, null);
        await port.idle();
      },
    };
  };
}
