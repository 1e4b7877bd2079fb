/**
 * The provider map's kinds of documents (storage/ports.ts `IngestKind`) against the domain's document
 * kinds: the API names some in the singular.
 */
import type { DocumentKind } from '@nerali/domain';
import type { IngestKind } from '../storage/ports.ts';

/** The provider map's kind of a document kind. */
export function documentIngestKind(kind: DocumentKind): IngestKind {
  if (kind === 'incidents') return 'incident';
  if (kind === 'lineups') return 'lineup';
  return kind;
}

/** The document kind of a provider map's kind that names a document (the inverse of the one above). */
export function documentKindOf(
  kind: Exclude<IngestKind, 'country' | 'competition' | 'season' | 'participant' | 'event'>,
): DocumentKind {
  if (kind === 'incident') return 'incidents';
  if (kind === 'lineup') return 'lineups';
  return kind;
}
