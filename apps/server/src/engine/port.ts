/**
 * The door into the feed engine for every data source: the simulator today, the ingest API of real
 * providers next. A source hands over whole, current objects; the engine compares them with what it
 * holds, keeps only real changes, numbers them and fans them out (feeds, push).
 */
import type { Country, DetailDocument, DocumentKind, League, MatchEvent, Participant } from '@nerali/domain';

export interface EnginePort {
  putCountries(countries: readonly Country[]): void;
  putLeagues(leagues: readonly League[]): void;
  putParticipants(participants: readonly Participant[]): void;
  /**
   * New or changed events, each complete (not a patch). Passing an unchanged event costs a compare
   * and publishes nothing. Events of one call are published together, one change batch per sport.
   */
  putEvents(events: readonly MatchEvent[]): void;
  /** Events that no longer exist (a fixture withdrawn, or older than the kept window). */
  removeEvents(ids: readonly string[]): void;
  /**
   * Whole detail documents (incidents, line-ups, odds, standings ...). An unchanged document costs a
   * compare and publishes nothing; a changed one gets the next version of its key.
   */
  putDocuments(documents: readonly DetailDocument[]): void;
  removeDocuments(keys: readonly { kind: DocumentKind; key: string }[]): void;
}

/** Wall clock in unix milliseconds; injected everywhere so tests can walk exact sequences. */
export type Clock = () => number;
