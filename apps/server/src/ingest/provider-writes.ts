/**
 * The providers' entrance (HTTP, ingest/routes.ts): API bodies under the provider's own ids, each
 * answered once durable. No HTTP here: it takes validated bodies and answers results.
 *
 * Each write is planned by the planner of its kind (planners/), staged by the ledger against the
 * last applied seq, and committed with `acknowledge`: the answer says `applied`, so what it names is
 * queued for storage again before the flush (ledger.ts, step 4; docs/ARCHITECTURE.md, "Durability").
 */
import type { BatchItem, DocumentItem } from './batch-schemas.ts';
import type { EventBody, EventPatchBody } from './event-schemas.ts';
import { IngestError } from './errors.ts';
import type { Pending, ProviderWrite, Staged, WriteLedger } from './ledger.ts';
import { planCompetition, planSeason } from './planners/competition.ts';
import { planCountry } from './planners/country.ts';
import { planDocument } from './planners/documents.ts';
import { planEvent, planEventUpdate } from './planners/event.ts';
import { planParticipant } from './planners/participant.ts';
import type { CompetitionBody, CountryBody, ParticipantBody, WriteResult } from './schemas.ts';

export class ProviderWrites {
  constructor(readonly ledger: WriteLedger) {}

  putCountry(provider: string, id: string, body: CountryBody): Promise<WriteResult> {
    return this.single(this.stage(planCountry(this.ledger, provider, id, body)));
  }
  putCompetition(provider: string, id: string, body: CompetitionBody): Promise<WriteResult> {
    return this.single(this.stage(planCompetition(this.ledger, provider, id, body)));
  }
  putParticipant(provider: string, id: string, body: ParticipantBody): Promise<WriteResult> {
    return this.single(this.stage(planParticipant(this.ledger, provider, id, body)));
  }
  putEvent(provider: string, id: string, body: EventBody): Promise<WriteResult> {
    return this.single(this.stage(planEvent(this.ledger, provider, id, body)));
  }
  updateEvent(provider: string, id: string, body: EventPatchBody): Promise<WriteResult> {
    return this.single(this.stage(planEventUpdate(this.ledger, provider, id, body)));
  }
  /** A season, a player, a bookmaker, or a document of an object (incidents of an event ...). */
  putDetail(provider: string, item: DocumentItem): Promise<WriteResult> {
    return this.single(this.stageDetail(provider, item));
  }

  /**
   * Applies items in order, each on its own (one refused item does not stop the others), then makes
   * them durable with one flush. Results are per item: a WriteResult or the IngestError.
   */
  async applyBatch(provider: string, items: readonly BatchItem[]): Promise<(WriteResult | IngestError)[]> {
    const results: (WriteResult | IngestError)[] = [];
    const pendings: Pending[] = [];
    for (const item of items) {
      try {
        const staged = await this.stageItem(provider, item);
        results.push(staged.result);
        if (staged.pending) pendings.push(staged.pending);
      } catch (error) {
        if (!(error instanceof IngestError)) throw error;
        this.ledger.refused(provider);
        results.push(error);
      }
    }
    await this.ledger.commit(pendings, true);
    return results;
  }

  private stageItem(provider: string, item: BatchItem): Promise<Staged> {
    const ledger = this.ledger;
    switch (item.kind) {
      case 'country':
        return this.stage(planCountry(ledger, provider, item.id, item.data));
      case 'competition':
        return this.stage(planCompetition(ledger, provider, item.id, item.data));
      case 'participant':
        return this.stage(planParticipant(ledger, provider, item.id, item.data));
      case 'event':
        return this.stage(planEvent(ledger, provider, item.id, item.data));
      case 'eventUpdate':
        return this.stage(planEventUpdate(ledger, provider, item.id, item.data));
      default:
        return this.stageDetail(provider, item);
    }
  }

  private stageDetail(provider: string, item: DocumentItem): Promise<Staged> {
    return item.kind === 'season'
      ? this.stage(planSeason(this.ledger, provider, item.id, item.data))
      : this.stage(planDocument(this.ledger, provider, item));
  }

  /** Stages a planned write, once planned (some planners read the provider map first). */
  private stage(write: ProviderWrite | Promise<ProviderWrite>): Promise<Staged> {
    return write instanceof Promise ? write.then((w) => this.ledger.stage(w)) : this.ledger.stage(write);
  }

  private async single(staging: Promise<Staged>): Promise<WriteResult> {
    const staged = await staging;
    await this.ledger.commit(staged.pending ? [staged.pending] : [], true);
    return staged.result;
  }
}
