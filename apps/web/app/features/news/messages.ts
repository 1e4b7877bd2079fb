/**
 * Messages of this feature (see i18n/shape.ts): the news list, articles, videos, search, the mobile
 * app page and the 404 page's help. Tamil: natural Tamil as Indian Tamil media write it, no Latin
 * letter outside {{placeholders}} (i18n.test.ts). English: the same keys and placeholders.
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const newsTa = {
  search: {
    label: 'அணி, வீரர், தொடர் தேடுக',
    placeholder: 'அணி, வீரர், தொடர்…',
    submit: 'தேடு',
    suggestions: 'தேடல் பரிந்துரைகள்',
    popular: 'பிரபலமான தொடர்கள்',
  },
  lost: {
    searchHeading: 'தேடிப் பாருங்கள்',
    popular: 'பிரபலமான விளையாட்டுகள்',
    news: 'சமீபத்திய விளையாட்டுச் செய்திகள்',
  },
};

export const newsEn: CatalogueShape<typeof newsTa> = {
  search: {
    label: 'Search teams, players, competitions',
    placeholder: 'Team, player, competition…',
    submit: 'Search',
    suggestions: 'Search suggestions',
    popular: 'Popular competitions',
  },
  lost: {
    searchHeading: 'Try a search',
    popular: 'Popular sports',
    news: 'Latest sports news',
  },
};
