/**
 * Messages of this feature (see i18n/shape.ts). Tamil: natural Tamil as Indian Tamil media write it,
 * no Latin letter outside {{placeholders}} (i18n.test.ts). English: the same keys and placeholders.
 * Brand names of the sign-in providers are written as Tamil papers write them (கூகுள், ஃபேஸ்புக்,
 * ஆப்பிள்).
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const accountTa = {
  account: {
    open: 'உள்நுழைக',
    menu: 'என் கணக்கு: {{name}}',
  },
};

export const accountEn: CatalogueShape<typeof accountTa> = {
  account: {
    open: 'Sign in',
    menu: 'My account: {{name}}',
  },
};
