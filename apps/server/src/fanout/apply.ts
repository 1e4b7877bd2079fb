/**
 * Applies the items of one message from another node: the version check per object, then the engine
 * calls, grouped so that a message is one change batch per sport as a local write of many objects is.
 * Reference objects first (events may name them), then events, documents and removals.
 */
import type { Country, DetailDocument, DocumentKind, League, MatchEvent, Participant } from '@nerali/domain';
import type { FeedEngine } from '../engine/engine.ts';
import type { ProviderRef } from '../storage/ports.ts';
import type { ReplicaGate } from './replica-gate.ts';
import { targetOf, type WireItem } from './wire.ts';

/**
 * Seqs of applied writes per object, with the node that wrote each when it was another one: the
 * ingest path keeps them (ingest/ledger.ts, read through ingest/replicated.ts).
 */
export interface VersionBook {
  heldVersion(ref: ProviderRef): { seq: number; node?: string } | null;
  holdReplicated(ref: ProviderRef, ourId: string, seq: number, node: string): void;
  forgetReplicated(ref: ProviderRef): void;
}

export interface ApplyTarget {
  engine: FeedEngine;
  gate: ReplicaGate;
  versions: VersionBook;
  /** This node: the writer of versions held without a node. */
  nodeId: string;
}

/** Applies the items `node` published; returns how many were applied and how many were not newer. */
export function applyItems(
  { engine, gate, versions, nodeId }: ApplyTarget,
  node: string,
  items: readonly WireItem[],
): { applied: number; stale: number } {
  const countries: Country[] = [];
  const leagues: League[] = [];
  const participants: Participant[] = [];
  const events: MatchEvent[] = [];
  const documents: DetailDocument[] = [];
  const removedEvents: string[] = [];
  const removedDocuments: { kind: DocumentKind; key: string }[] = [];
  let stale = 0;
  for (const item of items) {
    const [provider, kind, providerId] = item.ref;
    const ref: ProviderRef = { provider, kind, providerId };
    const held = versions.heldVersion(ref);
    // A removal carries the seq of the last write it removes (0: not known): only a newer write outlives it.
    const outdated =
      held !== null &&
      ('removed' in item
        ? item.seq > 0 && held.seq > item.seq
        : item.seq < held.seq || (item.seq === held.seq && node <= (held.node ?? nodeId)));
    if (!Number.isSafeInteger(item.seq) || outdated) {
      stale += 1;
      continue;
    }
    if ('removed' in item) {
      versions.forgetReplicated(ref);
      const target = targetOf(kind);
      if (target.type === 'event') removedEvents.push(item.id);
      else if (target.type === 'document') removedDocuments.push({ kind: target.kind, key: item.id });
      continue;
    }
    versions.holdReplicated(ref, item.id, item.seq, node);
    if ('country' in item) countries.push(item.country);
    else if ('league' in item) leagues.push(item.league);
    else if ('participant' in item) participants.push(item.participant);
    else if ('event' in item) events.push(item.event);
    else if ('document' in item) documents.push(item.document);
  }
  gate.markReplicated([...countries, ...leagues, ...participants]);
  gate.replicate(() => {
    if (countries.length > 0) engine.putCountries(countries);
    if (leagues.length > 0) engine.putLeagues(leagues);
    if (participants.length > 0) engine.putParticipants(participants);
    if (events.length > 0) engine.putEvents(events);
    if (documents.length > 0) engine.putDocuments(documents);
    if (removedEvents.length > 0) engine.removeEvents(removedEvents);
    if (removedDocuments.length > 0) engine.removeDocuments(removedDocuments);
  });
  return { applied: items.length - stale, stale };
}
