/**
 * Tamil messages, the core part: what the first screen of a sport board, the header and the footer
 * say (ta.ts has the whole catalogue; ta-pages.ts the rest, with the dialogs and tabs a board opens
 * later, which the browser loads only when they are needed: i18n/load.ts). Tamil is the site's own language. Natural Tamil as Indian Tamil media write it; sport names
 * come from the domain catalogue (`SportInfo.name.ta`), team and league names from the feed.
 *
 * WARNING: no Latin letters here except inside `{{placeholders}}` (i18n.test.ts fails otherwise):
 * a /ta page must not show an English word that is not a proper name.
 */
import type { CatalogueShape } from './shape.ts';
import { newsTa } from '../features/news/messages.ts';
import { favouritesTa } from '../features/favourites/messages.ts';
import { settingsTa } from '../features/settings/messages.ts';
import { oddsTa } from '../features/odds/messages.ts';
import { accountTa } from '../features/account/messages.ts';
import { legalTa } from '../features/legal/messages.ts';
import { rowInfoTa } from '../features/board/messages.ts';

export const taCore = {
  site: {
    name: 'நேரலை',
    // Contains the visible name (WCAG 2.5.3); starts with "home" so it is not taken for the live tab.
    home: 'முகப்புப் பக்கம்: நேரலை',
  },
  meta: {
    sportTitle: '{{sport}} நேரலை முடிவுகள், இன்றைய போட்டிகள் | நேரலை',
    sportDescription:
      '{{sport}} போட்டிகளின் நேரலை நிலவரம், முடிவுகள், அட்டவணை: தமிழில், உடனுக்குடன். வேகமான பக்கங்கள், நேரலைப் புதுப்பிப்புகள்.',
    categoryDescription:
      '{{sport}}: ஒவ்வொரு பிரிவின் இன்றைய பந்தயங்கள், நேரலை நிலைகள், முடிவுகள்: தமிழில், உடனுக்குடன்.',
    notFoundTitle: 'பக்கம் கிடைக்கவில்லை | நேரலை',
    errorTitle: 'பிழை | நேரலை',
  },
  nav: {
    skip: 'முதன்மை உள்ளடக்கத்துக்குச் செல்ல',
    sports: 'விளையாட்டுகள்',
    more: 'மேலும் விளையாட்டுகள்',
    moreShort: 'மேலும்',
    top: 'இன்றைய முக்கியப் போட்டிகள்',
  },
  lang: {
    other: 'ஆங்கிலம்',
    otherLabel: 'ஆங்கிலப் பதிப்பில் படிக்க',
  },
  theme: {
    toggle: 'வண்ணத் தோற்றத்தை மாற்று',
  },
  calendar: {
    label: 'நாள் தேர்வு',
    previous: 'முந்தைய நாள்',
    next: 'அடுத்த நாள்',
    today: 'இன்று',
    yesterday: 'நேற்று',
    tomorrow: 'நாளை',
    choose: 'வேறு நாளைத் தேர்ந்தெடுக்க',
  },
  tabs: {
    label: 'போட்டிகளை வடிகட்டு',
    all: 'அனைத்தும்',
    live: 'நேரலை',
    finished: 'முடிந்தவை',
    scheduled: 'வரவிருப்பவை',
    odds: 'பந்தய விகிதங்கள்',
    liveCount: '{{n}} போட்டிகள் நேரலையில்',
    mygames: 'என் போட்டிகள்',
  },
  empty: {
    all: 'இந்த நாளில் போட்டிகள் இல்லை',
    live: 'இப்போது நேரலையில் போட்டிகள் இல்லை',
    finished: 'இந்த நாளில் முடிந்த போட்டிகள் இல்லை',
    scheduled: 'இந்த நாளில் வரவிருக்கும் போட்டிகள் இல்லை',
    odds: 'இந்த நாளில் பந்தய விகிதங்கள் உள்ள போட்டிகள் இல்லை',
    mygames: 'இந்த விளையாட்டில் நீங்கள் பின்தொடரும் போட்டிகள் இல்லை',
    hint: 'வேறு நாளையோ வேறு பிரிவையோ தேர்ந்தெடுத்துப் பாருங்கள்.',
    starting: 'போட்டித் தகவல்கள் ஏற்றப்படுகின்றன…',
    startingHint: 'சேவை இப்போதுதான் தொடங்கியது. சில நொடிகளில் போட்டிகள் இங்கே தானாகத் தோன்றும்.',
  },
  board: {
    heading: '{{sport}} போட்டிகள்',
    busy: 'ஏற்றுகிறது…',
    leagues: 'போட்டித் தொடர்கள்',
    openMatch: '{{home}} - {{away}}: போட்டி விவரங்கள்',
  },
  connection: {
    push: 'நேரலை இணைப்பு',
    polling: 'நேரலை இணைப்பு',
    offline: 'புதுப்பித்தல் நிறுத்தப்பட்டது',
    serviceDown: 'நேரலைச் சேவை சற்று நேரம் நின்றுள்ளது. சேவை மீண்டதும் ஸ்கோர்கள் தாமாகப் புதுப்பிக்கப்படும்.',
  },
  row: {
    live: 'நேரலை',
    redCard: 'சிவப்பு அட்டை',
    redCards: '{{n}} சிவப்பு அட்டைகள்',
    serving: 'சர்வீஸ் செய்பவர்',
    batting: 'பேட்டிங் செய்யும் அணி',
    cricketScore: '{{wickets}} விக்கெட் இழப்புக்கு {{runs}} ரன்கள்',
    cricketAllOut: '{{runs}} ரன்களுக்கு ஆல் அவுட்',
    overs: '{{overs}} ஓவர்கள்',
    tiebreak: 'டைபிரேக்',
    advantageShort: 'அட்வா.',
    gamePoints: 'நடப்பு கேம் புள்ளிகள்',
    legsInSet: 'இந்த செட்டில் வென்ற லெக்குகள்',
    framePoints: 'இந்த ஃப்ரேமில் எடுத்த புள்ளிகள்',
    // Cricket's line under the sides: the batting side's run rate; in a chase the target and the
    // rate the chasing side needs.
    runRate: 'ரன் விகிதம் {{rate}}',
    target: 'இலக்கு {{runs}}',
    requiredRate: 'தேவையான ரன் விகிதம் {{rate}}',
    winner: 'வெற்றியாளர்',
    noScore: 'முடிவு இல்லை',
    // A goal just scored: the badge on the board's row and the match header.
    goal: 'கோல்!',
  },
  status: {
    scheduled: 'தொடங்கவில்லை',
    live: 'நேரலை',
    finished: 'முடிந்தது',
    postponed: 'ஒத்திவைக்கப்பட்டது',
    canceled: 'ரத்து',
    extraTime: 'கூடுதல் நேரம்',
    penalties: 'பெனால்டி',
    retired: 'விலகல்',
    walkover: 'வாக்ஓவர்',
    afterExtraTime: 'கூடுதல் நேர முடிவு',
    afterPenalties: 'பெனால்டி முடிவு',
    firstHalf: 'முதல் பாதி',
    secondHalf: 'இரண்டாம் பாதி',
    nth: '{{n}}-வது {{part}}',
    extraInning: 'கூடுதல் இன்னிங்ஸ்',
    interrupted: 'தடைப்பட்டது',
    abandoned: 'கைவிடப்பட்டது',
    halfTime: 'இடைவேளை',
    timeOut: 'நேர இடைவேளை',
    pending: 'நேரம் அறிவிக்கப்படும்',
    awaitingResult: 'முடிவுக்குக் காத்திருப்பு',
    delayed: 'தாமதம்',
    suspended: 'நிறுத்திவைப்பு',
    toFinish: 'முடிக்கப்பட வேண்டும்',
    paused: 'இடைநிறுத்தம்',
    awarded: 'வெற்றி வழங்கப்பட்டது',
    // A Test's day and a cricket innings in ordinal words, as the Tamil pages write them ("முதல்
    // இன்னிங்ஸ்", "இரண்டாம் நாள் முடிவு"), not "1-வது இன்னிங்ஸ்".
    afterDay: '{{ordinal}} நாள் முடிவு',
    inningsNth: '{{ordinal}} இன்னிங்ஸ்',
    lunch: 'உணவு இடைவேளை',
    tea: 'தேநீர் இடைவேளை',
    medicalTimeout: 'மருத்துவ இடைவேளை',
    breakTime: 'இடைவேளை',
  },
  // Ordinal words before a noun (முதல் இன்னிங்ஸ், இரண்டாம் நாள், மூன்றாம் விக்கெட்): the adjectival
  // form, not "இரண்டாவது", which stands alone.
  ordinal: {
    n1: 'முதல்',
    n2: 'இரண்டாம்',
    n3: 'மூன்றாம்',
    n4: 'நான்காம்',
    n5: 'ஐந்தாம்',
    n6: 'ஆறாம்',
    n7: 'ஏழாம்',
    n8: 'எட்டாம்',
    n9: 'ஒன்பதாம்',
    n10: 'பத்தாம்',
  },
  // What a match is played in, by sport family (status.nth says "3-வது செட்"). Terms as Tamil sports
  // pages write them: இன்னிங்ஸ், செட், ஃப்ரேம், லெக் are the media's own words; a quarter is a
  // கால்பகுதி (a fourth part), an ice-hockey period a பகுதி; rounds, runs and laps are சுற்று.
  part: {
    half: 'பாதி',
    period: 'பகுதி',
    quarter: 'கால்பகுதி',
    set: 'செட்',
    game: 'கேம்',
    inning: 'இன்னிங்ஸ்',
    frame: 'ஃப்ரேம்',
    leg: 'லெக்',
    round: 'சுற்று',
    map: 'மேப்',
    jump: 'தாவல்',
    run: 'சுற்று',
  },
  // How a boxing or MMA bout ended (the record book's KO, TKO, UD ...), as Tamil sports pages say it.
  bout: {
    KO: 'நாக்அவுட்',
    TKO: 'தொழில்நுட்ப நாக்அவுட்',
    RTD: 'இடைவேளையில் விலகல்',
    SUB: 'சரணடைய வைத்து வெற்றி',
    DQ: 'தகுதிநீக்கம்',
    UD: 'நடுவர்களின் ஒருமனதான தீர்ப்பு',
    SD: 'நடுவர்களின் பிளவுபட்ட தீர்ப்பு',
    MD: 'நடுவர்களின் பெரும்பான்மைத் தீர்ப்பு',
    D: 'சமநிலை',
    afterRounds_one: '{{count}} சுற்று முடிவில்',
    afterRounds_other: '{{count}} சுற்றுகள் முடிவில்',
    ended: 'போட்டி முடிந்த விதம்',
  },
  category: {
    intro:
      '{{sport}}: பல விளையாட்டுகளின் தொகுப்பு. ஒவ்வொன்றின் இன்றைய போட்டிகளும் நேரலை நிலவரமும் முடிவுகளும் அதன் தனிப் பக்கத்தில்:',
    label: '{{sport}} பிரிவுகள்',
    today_one: 'இன்று ஒரு போட்டி',
    today_other: 'இன்று {{count}} போட்டிகள்',
    live_one: 'நேரலையில் ஒன்று',
    live_other: '{{count}} நேரலையில்',
    none: 'இன்று போட்டிகள் இல்லை',
  },
  notFound: {
    heading: 'பக்கம் கிடைக்கவில்லை',
    body: 'நீங்கள் தேடிய பக்கம் இங்கு இல்லை. முகவரியைச் சரிபார்க்கவும்.',
    home: 'கால்பந்து முடிவுகளுக்குச் செல்ல',
  },
  error: {
    heading: 'ஏதோ தவறு நடந்துவிட்டது',
    body: 'இந்தப் பக்கத்தை இப்போது காட்ட முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    retry: 'மீண்டும் ஏற்று',
  },
  // Each feature's own groups (features/<feature>/messages.ts) that the sport boards and the site's
  // header and footer use; the pages' own groups are in ta-pages.ts.
  ...newsTa,
  ...favouritesTa,
  ...settingsTa,
  ...oddsTa,
  ...accountTa,
  ...legalTa,
  ...rowInfoTa,
};

/** The shape of the core part in every language. */
export type CoreMessages = CatalogueShape<typeof taCore>;
