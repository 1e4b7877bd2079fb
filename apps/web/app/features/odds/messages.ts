/**
 * Messages of the odds and law features (see i18n/shape.ts): the sport page's odds tab, the odds
 * format picker, the legal-age gate, the footer's gambling notices and the banner zones' house
 * promotions. Tamil: natural Tamil as Indian Tamil media write it, no Latin letter outside
 * {{placeholders}} (i18n.test.ts). English: the same keys and placeholders.
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const oddsTa = {
  oddsBoard: {
    loading: 'பந்தய விகிதங்களை ஏற்றுகிறது…',
  },
  ageGate: {
    label: 'வயது உறுதிப்படுத்தல்',
    question: 'பந்தய விகிதங்கள் {{age}}+ வயதினருக்கு மட்டும். உங்களுக்கு {{age}} வயது நிறைவடைந்துவிட்டதா?',
    confirm: 'ஆம், எனக்கு {{age}} வயது நிறைவடைந்துவிட்டது',
    confirmShort: 'ஆம்',
    decline: 'இல்லை',
    kept: 'உங்கள் பதில் இந்த உலாவியில் {{days}} நாட்கள் நினைவில் இருக்கும்.',
    reopen: 'வயதை உறுதிப்படுத்த',
  },
  lawFooter: {
    label: 'தளத் தகவல்',
    notice: '{{age}} வயது நிறைந்தவர்களுக்கு மட்டும். இது விளம்பரம். பொறுப்புடன் பந்தயம் கட்டுங்கள்.',
    info: 'பந்தய விகிதங்கள் தகவலுக்கு மட்டுமே; இத்தளம் பந்தயம் எதையும் ஏற்பதில்லை.',
    help: 'சூதாட்டப் பழக்கத்திலிருந்து விடுபட உதவி',
    helpNote: '(ஆங்கிலத் தளம்)',
    mobile: 'நேரலை கைபேசிச் செயலி',
  },
  banner: {
    label: 'நேரலை அறிவிப்பு',
    mobileTitle: 'நேரலை கைபேசிச் செயலி',
    mobileText: 'முடிவுகளும் நேரலை அறிவிப்புகளும் உங்கள் கைபேசியிலேயே.',
    favouritesTitle: 'உங்கள் அணிகளைப் பின்தொடருங்கள்',
    favouritesText: 'பிடித்த அணிகள், தொடர்கள், வீரர்களின் போட்டிகள் ஒரே இடத்தில்.',
    newsTitle: 'விளையாட்டுச் செய்திகள்',
    newsText: 'இன்றைய முக்கிய விளையாட்டுச் செய்திகள் தமிழில்.',
  },
};

export const oddsEn: CatalogueShape<typeof oddsTa> = {
  oddsBoard: {
    loading: 'Loading odds…',
  },
  ageGate: {
    label: 'Age confirmation',
    question: 'Odds are for ages {{age}}+ only. Are you {{age}} or over?',
    confirm: 'Yes, I am {{age}} or over',
    confirmShort: 'Yes',
    decline: 'No',
    kept: 'Your answer is remembered in this browser for {{days}} days.',
    reopen: 'Confirm your age',
  },
  lawFooter: {
    label: 'About this site',
    notice: '{{age}}+ only. Advertisement. Please gamble responsibly.',
    info: 'Odds are for information only; this site takes no bets.',
    help: 'Help with problem gambling',
    helpNote: '(external site, in English)',
    mobile: 'Nerali mobile app',
  },
  banner: {
    label: 'From Nerali',
    mobileTitle: 'The Nerali mobile app',
    mobileText: 'Scores and goal alerts on your phone.',
    favouritesTitle: 'Follow your teams',
    favouritesText: 'Your teams, leagues and players in one place.',
    newsTitle: 'Sports news',
    newsText: 'Today’s top sports stories.',
  },
};
