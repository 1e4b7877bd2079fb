/**
 * The whole English catalogue (server and tests). The English edition keeps the i18n honest: any text
 * not in a catalogue shows up here as Tamil or on /ta as English. Same keys as ta.ts (the type and
 * i18n.test.ts both check).
 */
import { enCore } from './en-core.ts';
import { enPages } from './en-pages.ts';
import { mergeCatalogue } from './shape.ts';
import type { Messages } from './ta.ts';

export const en: Messages = mergeCatalogue(mergeCatalogue({}, enCore), enPages);
