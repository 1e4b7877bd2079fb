/**
 * Messages of this feature (see i18n/shape.ts): the news list, articles, videos, search, the mobile
 * app page and the 404 page's help. Tamil: natural Tamil as Indian Tamil media write it, no Latin
 * letter outside {{placeholders}} (i18n.test.ts). English: the same keys and placeholders.
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const newsTa = {
  search: {
    heading: 'தேடல்',
    resultsHeading: '“{{query}}”: தேடல் முடிவுகள்',
    label: 'அணி, வீரர், தொடர் தேடுக',
    placeholder: 'அணி, வீரர், தொடர்…',
    submit: 'தேடு',
    hint: 'பெயரைத் தமிழிலோ ஆங்கில எழுத்துகளிலோ தட்டச்சு செய்யலாம்; முதல் சில எழுத்துகளே போதும்.',
    participants: 'அணிகள், போட்டியாளர்கள்',
    players: 'வீரர்கள்',
    leagues: 'போட்டித் தொடர்கள்',
    none: '“{{query}}” என்பதற்குப் பொருத்தமானவை எதுவும் இல்லை',
    noneHint: 'எழுத்துகளைச் சரிபார்க்கவும், அல்லது பெயரின் முதல் சில எழுத்துகளை மட்டும் தட்டச்சு செய்து பாருங்கள்.',
    count_one: 'ஒரு முடிவு',
    count_other: '{{count}} முடிவுகள்',
    shown: 'முதல் {{shown}} முடிவுகள் காட்டப்படுகின்றன, மொத்தம் {{total}}. தேடலை இன்னும் குறிப்பாக்குங்கள்.',
    tooLong: 'தேடல் மிக நீளம்: {{max}} எழுத்துகளுக்குள், {{words}} சொற்களுக்குள் இருக்க வேண்டும்.',
    bad: 'இந்தத் தேடலில் பயன்படுத்த முடியாத எழுத்துகள் உள்ளன.',
    prompt: 'அணி, வீரர் அல்லது போட்டித் தொடரின் பெயரைத் தட்டச்சு செய்யுங்கள்.',
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
    heading: 'Search',
    resultsHeading: '“{{query}}”: search results',
    label: 'Search teams, players, competitions',
    placeholder: 'Team, player, competition…',
    submit: 'Search',
    hint: 'Type a name in English or in Tamil; its first few letters are enough.',
    participants: 'Teams and competitors',
    players: 'Players',
    leagues: 'Competitions',
    none: 'Nothing matches “{{query}}”',
    noneHint: 'Check the spelling, or type only the first few letters of the name.',
    count_one: 'One result',
    count_other: '{{count}} results',
    shown: 'Showing the first {{shown}} of {{total}} results. Narrow your search.',
    tooLong: 'Search too long: keep it within {{max}} characters and {{words}} words.',
    bad: 'This search contains characters that cannot be used.',
    prompt: 'Type the name of a team, a player or a competition.',
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
