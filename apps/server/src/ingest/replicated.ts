/**
 * The other nodes' entrance (fanout/replicator.ts, fanout/apply.ts): not writes, but the versions of
 * writes another node applied, kept in the same memory as this node's own (ledger.ts), so that a
 * write here must be newer than the one replicated to change anything, and a replicated item older
 * than this node's own is skipped. The fan-out puts the objects into the engine itself.
 */
import type { VersionBook } from '../fanout/replicator.ts';
import type { ProviderRef } from '../storage/ports.ts';
import type { WriteLedger } from './ledger.ts';

export class ReplicatedVersions implements VersionBook {
  constructor(private readonly ledger: WriteLedger) {}

  /** The last write of this object this node applied (null: none since it started), and its node. */
  heldVersion(ref: ProviderRef): { seq: number; node?: string } | null {
    const held = this.ledger.held(ref);
    return held ? { seq: held.seq, node: held.node } : null;
  }

  /** Another node applied this write: a write here must now be newer to change anything. */
  holdReplicated(ref: ProviderRef, ourId: string, seq: number, node: string): void {
    this.ledger.hold(ref, { ourId, seq, node });
  }

  /** Another node removed the object (a source's window moved on). */
  forgetReplicated(ref: ProviderRef): void {
    this.ledger.drop(ref);
  }
}
