/**
 * The ingest path's three entrances over one write ledger: providers over HTTP, a source inside this
 * process (the simulator), and the versions of other nodes' writes (the fan-out). They share the
 * ledger's memory of applied seqs, so a write is applied once whichever door it comes through.
 */
import { InProcessWrites } from './in-process-writes.ts';
import { type IngestOptions, WriteLedger } from './ledger.ts';
import { ProviderWrites } from './provider-writes.ts';
import { ReplicatedVersions } from './replicated.ts';

export interface IngestEntrances {
  /** The applied seqs and the writes' counts all three share (/metrics reads the counts). */
  ledger: WriteLedger;
  /** Providers over HTTP (routes.ts). */
  providers: ProviderWrites;
  /** A source inside this process (simulator-port.ts). */
  inProcess: InProcessWrites;
  /** Other nodes' writes (fanout/replicator.ts). */
  replicated: ReplicatedVersions;
}

export function createIngest(options: IngestOptions): IngestEntrances {
  const ledger = new WriteLedger(options);
  return {
    ledger,
    providers: new ProviderWrites(ledger),
    inProcess: new InProcessWrites(ledger),
    replicated: new ReplicatedVersions(ledger),
  };
}
