/**
 * The entrance of a source inside this process (the simulator, through simulator-port.ts): model
 * objects whose ids are already ours, written without an await so a tick stays synchronous. Each is
 * checked as the HTTP path checks a provider's (the API body's schema, references, the sport: the
 * planners' `planOwn*`, own-checks.ts), against the seqs this process holds (`preload` first).
 */
import type { Country, DetailDocument, DocumentKind, League, MatchEvent, Participant } from '@nerali/domain';
import type { IngestKind, ProviderRef } from '../storage/ports.ts';
import { IngestError } from './errors.ts';
import { documentIngestKind } from './kinds.ts';
import type { Pending, WriteLedger } from './ledger.ts';
import { planOwnCompetition } from './planners/competition.ts';
import { planOwnCountry } from './planners/country.ts';
import { planOwnDocument } from './planners/documents.ts';
import { planOwnEvent } from './planners/event.ts';
import { planOwnParticipant } from './planners/participant.ts';
import { sameJson } from './planners/references.ts';
import type { OwnWrite, PlanContext } from './planners/references.ts';
import type { WriteResult } from './schemas.ts';

/** What an in-process source writes, by kind. */
export interface OwnValues {
  country: Country;
  competition: League;
  participant: Participant;
  event: MatchEvent;
  document: DetailDocument;
}

const PLANNERS: {
  [K in keyof OwnValues]: (ctx: PlanContext, provider: string, value: OwnValues[K], seq: number) => OwnWrite;
} = {
  country: planOwnCountry,
  competition: planOwnCompetition,
  participant: planOwnParticipant,
  event: planOwnEvent,
  document: planOwnDocument,
};

export class InProcessWrites {
  constructor(private readonly ledger: WriteLedger) {}

  /**
   * Loads a provider's seqs into this process's memory, so that its in-process writes need no read
   * of the provider map (`write` is synchronous). Returns the highest seq stored (0 for none).
   */
  async preload(provider: string): Promise<number> {
    let highest = 0;
    for (const m of await this.ledger.providerMap.list(provider)) {
      const ref: ProviderRef = { provider, kind: m.kind, providerId: m.providerId };
      const known = this.ledger.held(ref);
      if (!known || known.seq < m.lastSeq) this.ledger.hold(ref, { ourId: m.ourId, seq: m.lastSeq });
      highest = Math.max(highest, m.lastSeq);
    }
    return highest;
  }

  /**
   * Writes of one kind from a source inside this process, all at `seq`: each is checked as the HTTP
   * path checks it (the API body's schema, references, the sport), answered on its own, and the
   * accepted ones go into the engine in one call, so a tick stays one change batch per sport. The
   * engine has them on return; `committed` settles once they are durable and the provider map
   * advanced (it rejects with the 503 IngestError when storage failed).
   *
   * Call preload(provider) first: the seqs in memory are taken as the last applied ones.
   */
  write<K extends keyof OwnValues>(
    provider: string,
    kind: K,
    seq: number,
    values: readonly OwnValues[K][],
  ): { results: (WriteResult | IngestError)[]; committed: Promise<void> } {
    const results: (WriteResult | IngestError)[] = [];
    const pendings: Pending[] = [];
    const accepted: OwnValues[K][] = [];
    const plan = PLANNERS[kind] as (
      ctx: PlanContext,
      provider: string,
      value: OwnValues[K],
      seq: number,
    ) => OwnWrite;
    for (const value of values) {
      try {
        const { ref, ourId, check } = plan(this.ledger, provider, value, seq);
        const staged = this.ledger.stageNow(ref, seq, () => {
          check();
          return { ourId, apply: () => accepted.push(value) };
        });
        results.push(staged.result);
        if (staged.pending) pendings.push(staged.pending);
      } catch (error) {
        if (!(error instanceof IngestError)) throw error;
        this.ledger.refused(provider);
        results.push(error);
      }
    }
    this.ledger.versioned(seq, () => this.put(kind, accepted));
    return { results, committed: this.ledger.commit(pendings) };
  }

  /**
   * Events a source removed (out of its window): gone from the engine at once (the HTTP API has no
   * removal), then forgotten in memory and in the provider map, which so stays bounded.
   */
  removeEvents(provider: string, ids: readonly string[]): Promise<void> {
    this.ledger.engine.removeEvents(ids);
    return this.forget(provider, 'event', ids);
  }

  removeDocuments(provider: string, keys: readonly { kind: DocumentKind; key: string }[]): Promise<void> {
    this.ledger.engine.removeDocuments(keys);
    const byKind = new Map<IngestKind, string[]>();
    for (const { kind, key } of keys) {
      const ingestKind = documentIngestKind(kind);
      byKind.set(ingestKind, [...(byKind.get(ingestKind) ?? []), key]);
    }
    return Promise.all([...byKind].map(([kind, list]) => this.forget(provider, kind, list))).then(() => {});
  }

  private async forget(provider: string, kind: IngestKind, ourIds: readonly string[]): Promise<void> {
    for (const id of ourIds) {
      const ref: ProviderRef = { provider, kind, providerId: id };
      this.ledger.accepted(ref, id, this.ledger.held(ref)?.seq ?? 0);
      this.ledger.drop(ref);
    }
    if (ourIds.length > 0) await this.ledger.providerMap.forget(provider, kind, ourIds);
  }

  /** The engine puts of the accepted values of one `write`, in one call. */
  private put<K extends keyof OwnValues>(kind: K, values: readonly OwnValues[K][]): void {
    if (values.length === 0) return;
    const engine = this.ledger.engine;
    // Reference puts rewrite every reference object's row check and bump feed versions: unchanged
    // ones (a restart's first tick re-sends the whole world) are left out.
    const changed = <T extends { id: string | number }>(
      list: readonly T[],
      map: ReadonlyMap<string | number, T>,
    ) => list.filter((v) => !sameJson(map.get(v.id), v));
    switch (kind) {
      case 'country': {
        const list = changed(
          values as readonly Country[],
          engine.countries as ReadonlyMap<string | number, Country>,
        );
        if (list.length > 0) engine.putCountries(list);
        return;
      }
      case 'competition': {
        const list = changed(values as readonly League[], engine.leagues);
        if (list.length > 0) engine.putLeagues(list);
        return;
      }
      case 'participant': {
        const list = changed(values as readonly Participant[], engine.participants);
        if (list.length > 0) engine.putParticipants(list);
        return;
      }
      case 'event':
        engine.putEvents(values as readonly MatchEvent[]);
        return;
      case 'document':
        engine.putDocuments(values as readonly DetailDocument[]);
        return;
    }
  }
}
