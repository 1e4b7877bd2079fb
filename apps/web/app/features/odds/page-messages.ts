/**
 * What the odds feature says beyond the boards' first screen (the pages part of the catalogue,
 * i18n/load.ts): its dialogs and pages. What the board and the header say is in messages.ts.
 */
import type { CatalogueShape } from '../../i18n/shape.ts';

export const oddsPagesTa = {
  oddsMeta: {
    title: 'பந்தய விகிதங்கள்',
  },
  oddsBoard: {
    // One table per league; the caption names it for screen readers.
    caption: '{{league}}: போட்டிகளும் பந்தய விகிதங்களும்',
    time: 'நேரம்',
    match: 'போட்டி',
    homeShort: '1',
    drawShort: 'சமம்',
    awayShort: '2',
    home: 'முதல் அணி வெற்றி',
    draw: 'சமநிலை',
    away: 'இரண்டாம் அணி வெற்றி',
    homeWins: '{{team}} வெற்றி',
    awayWins: '{{team}} வெற்றி',
    bookmaker: 'விகிதம் வழங்கியவர்',
    up: 'விகிதம் உயர்ந்தது',
    down: 'விகிதம் குறைந்தது',
    suspended: 'இப்போது நிறுத்தப்பட்டுள்ளது',
    live: 'நேரலை விகிதம்',
    noPrice: 'விகிதம் இல்லை',
    empty: 'இந்த நாளில் பந்தய விகிதங்கள் உள்ள போட்டிகள் இல்லை',
    error: 'பந்தய விகிதங்களை இப்போது ஏற்ற முடியவில்லை; சிறிது நேரத்தில் தானாக மீண்டும் முயல்வோம்.',
    info: 'விகிதங்கள் தகவலுக்கு மட்டுமே; இத்தளம் பந்தயம் எதையும் ஏற்பதில்லை. ஒவ்வொரு நிமிடமும் புதுப்பிக்கப்படும்.',
  },
  oddsFormat: {
    label: 'விகித வடிவம்',
    eu: 'தசமம் (1.50)',
    uk: 'பின்னம் (1/2)',
    us: 'அமெரிக்க முறை (-200)',
    hk: 'ஹாங்காங் முறை (0.50)',
    ma: 'மலேசிய முறை (0.50)',
    in: 'இந்தோனேசிய முறை (-2.00)',
  },
};

export const oddsPagesEn: CatalogueShape<typeof oddsPagesTa> = {
  oddsMeta: {
    title: 'Odds',
  },
  oddsBoard: {
    caption: '{{league}}: matches and odds',
    time: 'Time',
    match: 'Match',
    homeShort: '1',
    drawShort: 'X',
    awayShort: '2',
    home: 'Home win',
    draw: 'Draw',
    away: 'Away win',
    homeWins: '{{team}} to win',
    awayWins: '{{team}} to win',
    bookmaker: 'Odds from',
    up: 'odds up',
    down: 'odds down',
    suspended: 'suspended',
    live: 'live odds',
    noPrice: 'no odds',
    empty: 'No matches with odds on this day',
    error: 'The odds cannot be loaded right now; we will try again shortly.',
    info: 'Odds are for information only; this site takes no bets. Refreshed every minute.',
  },
  oddsFormat: {
    label: 'Odds format',
    eu: 'Decimal (1.50)',
    uk: 'Fractional (1/2)',
    us: 'American (-200)',
    hk: 'Hong Kong (0.50)',
    ma: 'Malay (0.50)',
    in: 'Indonesian (-2.00)',
  },
};
