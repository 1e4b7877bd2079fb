/**
 * The whole Tamil catalogue, as the server and the tests hold it: the core part (ta-core.ts) and the
 * pages' part (ta-pages.ts). The browser loads the two parts on their own (i18n/load.ts).
 */
import { type CatalogueShape, mergeCatalogue } from './shape.ts';
import { taCore } from './ta-core.ts';
import { taPages } from './ta-pages.ts';

export const ta = mergeCatalogue(mergeCatalogue({}, taCore), taPages);

/** The shape every language's catalogue has: the Tamil keys, any text. */
export type Messages = CatalogueShape<typeof ta>;
