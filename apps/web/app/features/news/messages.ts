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
    suggestCount_one: 'ஒரு பரிந்துரை; மேலும் கீழும் அம்புக்குறி விசைகளால் தேர்ந்தெடுக்கலாம்',
    suggestCount_other: '{{count}} பரிந்துரைகள்; மேலும் கீழும் அம்புக்குறி விசைகளால் தேர்ந்தெடுக்கலாம்',
    noSuggestions: 'பரிந்துரை எதுவும் இல்லை',
    allResults: '“{{query}}”: எல்லா முடிவுகளையும் காட்டு',
    failed: 'தேடல் இப்போது இயங்கவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
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
    suggestCount_one: 'One suggestion; use the up and down arrow keys to choose',
    suggestCount_other: '{{count}} suggestions; use the up and down arrow keys to choose',
    noSuggestions: 'No suggestions',
    allResults: '“{{query}}”: show all results',
    failed: 'Search is not working right now. Please try again in a little while.',
  },
  lost: {
    searchHeading: 'Try a search',
    popular: 'Popular sports',
    news: 'Latest sports news',
  },
};
