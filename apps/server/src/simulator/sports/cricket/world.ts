import { CricketGameType, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const t20 = { sport: 'cricket', gameType: CricketGameType.t20, oversPerInnings: 20, days: 0 } as const;
const odi = { sport: 'cricket', gameType: CricketGameType.odi, oversPerInnings: 50, days: 0 } as const;
// First-class cricket has no game type of its own: it is played like a Test, over four days.
const test = { sport: 'cricket', gameType: CricketGameType.test, oversPerInnings: 0, days: 5 } as const;
const fourDay = { ...test, days: 4 } as const;

const STATES = names(`
  Tamil Nadu, Mumbai, Karnataka, Kerala, Delhi, Saurashtra, Vidarbha, Bengal, Madhya Pradesh, Punjab,
  Hyderabad, Baroda, Andhra, Rajasthan, Gujarat, Uttar Pradesh
`);
const NATIONS = names(`
  India, Australia, England, South Africa, New Zealand, Pakistan, Sri Lanka, Bangladesh, West Indies,
  Afghanistan, Zimbabwe, Ireland
`);

export const CRICKET: readonly LeagueDef[] = [
  {
    key: 'ipl',
    en: 'Indian Premier League',
    ta: 'இந்தியன் பிரீமியர் லீக்',
    country: 'in',
    type: T.top,
    hours: [[9, 15]],
    teams: names(`
      Chennai Super Kings, Mumbai Indians, Royal Challengers Bengaluru, Kolkata Knight Riders,
      Delhi Capitals, Punjab Kings, Rajasthan Royals, Sunrisers Hyderabad, Gujarat Titans,
      Lucknow Super Giants
    `),
    format: t20,
  },
  {
    key: 'ranji-trophy',
    en: 'Ranji Trophy',
    ta: 'ரஞ்சி கோப்பை',
    country: 'in',
    type: T.top,
    hours: [[3, 5]],
    teams: STATES,
    format: fourDay,
  },
  {
    key: 'syed-mushtaq-ali-trophy',
    en: 'Syed Mushtaq Ali Trophy',
    ta: 'சையத் முஷ்டாக் அலி கோப்பை',
    country: 'in',
    type: T.primary,
    hours: [[3, 14]],
    teams: STATES,
    format: t20,
  },
  {
    key: 'vijay-hazare-trophy',
    en: 'Vijay Hazare Trophy',
    ta: 'விஜய் ஹசாரே கோப்பை',
    country: 'in',
    type: T.secondary,
    hours: [[3, 5]],
    teams: STATES,
    format: odi,
  },
  {
    key: 'tnpl',
    en: 'Tamil Nadu Premier League',
    ta: 'தமிழ்நாடு பிரீமியர் லீக்',
    country: 'in',
    type: T.top,
    hours: [[9, 15]],
    teams: names(`
      Chepauk Super Gillies, Dindigul Dragons, Lyca Kovai Kings, Madurai Panthers, Nellai Royal Kings,
      Salem Spartans, Tiruppur Tamizhans, Trichy Grand Cholas
    `),
    format: t20,
  },
  {
    key: 'test-series',
    en: 'Test Series',
    ta: 'டெஸ்ட் தொடர்',
    country: 'world',
    type: T.top,
    hours: [[3, 5]],
    teams: NATIONS,
    format: test,
  },
  {
    key: 'odi-series',
    en: 'ODI Series',
    ta: 'ஒருநாள் தொடர்',
    country: 'world',
    type: T.top,
    hours: [[3, 10]],
    teams: NATIONS,
    format: odi,
  },
  {
    key: 't20i-series',
    en: 'T20 International Series',
    ta: 'டி20 சர்வதேசத் தொடர்',
    country: 'world',
    type: T.top,
    hours: [[8, 16]],
    teams: [...NATIONS, ...names('Nepal, Netherlands, Scotland, USA, Canada, United Arab Emirates, Oman')],
    format: t20,
  },
  {
    key: 'big-bash-league',
    en: 'Big Bash League',
    ta: 'பிக் பாஷ் லீக்',
    country: 'au',
    type: T.primary,
    hours: [[2, 10]],
    teams: names(`
      Sydney Sixers, Sydney Thunder, Melbourne Stars, Melbourne Renegades, Perth Scorchers,
      Adelaide Strikers, Brisbane Heat, Hobart Hurricanes
    `),
    format: t20,
  },
  {
    key: 'psl',
    en: 'Pakistan Super League',
    ta: 'பாகிஸ்தான் சூப்பர் லீக்',
    country: 'pk',
    type: T.primary,
    hours: [[9, 16]],
    teams: names(`
      Islamabad United, Karachi Kings, Lahore Qalandars, Multan Sultans, Peshawar Zalmi, Quetta Gladiators
    `),
    format: t20,
  },
  {
    key: 'lanka-premier-league',
    en: 'Lanka Premier League',
    ta: 'லங்கா பிரீமியர் லீக்',
    country: 'lk',
    type: T.secondary,
    hours: [[8, 16]],
    teams: names('Colombo Strikers, Dambulla Sixers, Galle Marvels, Jaffna Kings, Kandy Falcons'),
    format: t20,
  },
  {
    key: 'bangladesh-premier-league',
    en: 'Bangladesh Premier League',
    ta: 'வங்கதேச பிரீமியர் லீக்',
    country: 'bd',
    type: T.secondary,
    hours: [[7, 15]],
    teams: names(`
      Comilla Victorians, Fortune Barishal, Rangpur Riders, Sylhet Strikers, Khulna Tigers,
      Chattogram Kings, Dhaka Capitals
    `),
    format: t20,
  },
  {
    key: 'ilt20',
    en: 'International League T20',
    ta: 'இன்டர்நேஷனல் லீக் டி20',
    country: 'ae',
    type: T.secondary,
    hours: [[10, 17]],
    teams: names(`
      Dubai Capitals, Abu Dhabi Knight Riders, MI Emirates, Gulf Giants, Sharjah Warriors, Desert Vipers
    `),
    format: t20,
  },
  {
    key: 'sa20',
    en: 'SA20',
    ta: 'எஸ்ஏ20',
    country: 'za',
    type: T.secondary,
    hours: [[11, 18]],
    teams: names(`
      Durban's Super Giants, Joburg Super Kings, MI Cape Town, Paarl Royals, Pretoria Capitals,
      Sunrisers Eastern Cape
    `),
    format: t20,
  },
  {
    key: 't20-blast',
    en: 'T20 Blast',
    ta: 'டி20 பிளாஸ்ட்',
    country: 'gb-eng',
    type: T.secondary,
    hours: [[12, 19]],
    teams: names(`
      Surrey, Lancashire, Yorkshire, Somerset, Essex, Kent, Middlesex, Nottinghamshire, Hampshire,
      Birmingham Bears, Sussex, Durham
    `),
    format: t20,
  },
  {
    key: 'county-championship',
    en: 'County Championship',
    ta: 'கவுண்டி சாம்பியன்ஷிப்',
    country: 'gb-eng',
    type: T.secondary,
    hours: [[10, 11]],
    teams: names(`
      Surrey, Lancashire, Yorkshire, Somerset, Essex, Kent, Middlesex, Nottinghamshire, Hampshire,
      Warwickshire, Sussex, Durham
    `),
    format: fourDay,
  },
  {
    key: 'major-league-cricket',
    en: 'Major League Cricket',
    ta: 'மேஜர் லீக் கிரிக்கெட்',
    country: 'us',
    type: T.secondary,
    hours: [[19, 3]],
    teams: names(`
      Texas Super Kings, Los Angeles Knight Riders, MI New York, San Francisco Unicorns, Seattle Orcas,
      Washington Freedom
    `),
    format: t20,
  },
  {
    key: 'super-smash',
    en: 'Super Smash',
    ta: 'சூப்பர் ஸ்மாஷ்',
    country: 'nz',
    type: T.secondary,
    hours: [[22, 8]],
    teams: names(
      'Auckland Aces, Canterbury Kings, Central Stags, Northern Brave, Otago Volts, Wellington Firebirds',
    ),
    format: t20,
  },
];
