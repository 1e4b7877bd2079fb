/**
 * Messages of this feature (see i18n/shape.ts). Tamil: natural Tamil as Indian Tamil media write it,
 * no Latin letter outside {{placeholders}} (i18n.test.ts). English: the same keys and placeholders.
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const favouritesTa = {
  favPage: {
    games: 'என் போட்டிகள்',
    loading: 'உங்கள் விருப்பங்கள் ஏற்றப்படுகின்றன…',
  },
  favStar: {
    game: '{{game}}: என் போட்டிகளில்',
    inGroup: '{{game}}: «{{group}}» குழுவில்',
    add: 'என் போட்டிகளில் சேர்க்க',
    remove: 'என் போட்டிகளிலிருந்து நீக்க',
    vs: '{{home}} எதிர் {{away}}',
    race: '{{league}}: முழுத் தொடரும் என் போட்டிகளில்',
    raceAdd: 'முழுத் தொடரையும் என் போட்டிகளில் சேர்க்க',
    raceRemove: 'தொடரை என் போட்டிகளிலிருந்து நீக்க',
    leagueGames: '{{league}}: இன்றைய எல்லாப் போட்டிகளையும் என் போட்டிகளில் சேர்க்க',
    leagueGamesShort: 'எல்லாப் போட்டிகளையும் சேர்க்க',
  },
  favPin: {
    pin: '{{league}}: என் தொடர்களில்',
    add: 'என் தொடர்களில் சேர்க்க',
    remove: 'என் தொடர்களிலிருந்து நீக்க',
    menuHeading: 'என் தொடர்கள்',
    menuTop: 'முன்னணித் தொடர்கள்',
    showMore_one: 'மேலும் {{n}} தொடர்',
    showMore_other: 'மேலும் {{n}} தொடர்கள்',
    showLess: 'குறைவாகக் காட்டு',
  },
  favCollapse: {
    toggle: '{{league}}: போட்டிகளின் பட்டியல்',
    hidden_one: '{{count}} போட்டி மறைக்கப்பட்டுள்ளது',
    hidden_other: '{{count}} போட்டிகள் மறைக்கப்பட்டுள்ளன',
  },
};

export const favouritesEn: CatalogueShape<typeof favouritesTa> = {
  favPage: {
    games: 'My games',
    loading: 'Loading your favourites…',
  },
  favStar: {
    game: '{{game}}: in My games',
    inGroup: '{{game}}: in the group “{{group}}”',
    add: 'Add to My games',
    remove: 'Remove from My games',
    vs: '{{home}} v {{away}}',
    race: '{{league}}: whole tournament in My games',
    raceAdd: 'Add the whole tournament to My games',
    raceRemove: 'Remove the tournament from My games',
    leagueGames: '{{league}}: add all of today’s games to My games',
    leagueGamesShort: 'Add all games',
  },
  favPin: {
    pin: '{{league}}: in My leagues',
    add: 'Add to My leagues',
    remove: 'Remove from My leagues',
    menuHeading: 'My leagues',
    menuTop: 'Top leagues',
    showMore_one: '{{n}} more league',
    showMore_other: '{{n}} more leagues',
    showLess: 'Show fewer',
  },
  favCollapse: {
    toggle: '{{league}}: list of matches',
    hidden_one: '{{count}} match hidden',
    hidden_other: '{{count}} matches hidden',
  },
};
