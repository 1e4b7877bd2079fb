import { TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const kabaddi = { sport: 'kabaddi', knockout: false } as const;

export const KABADDI: readonly LeagueDef[] = [
  {
    key: 'pro-kabaddi-league',
    en: 'Pro Kabaddi League',
    ta: 'புரோ கபடி லீக்',
    country: 'in',
    type: T.top,
    hours: [[13, 17]],
    teams: names(`
      Tamil Thalaivas, Bengaluru Bulls, Patna Pirates, Jaipur Pink Panthers, U Mumba, Puneri Paltan,
      Bengal Warriorz, Dabang Delhi K.C., Gujarat Giants, Haryana Steelers, Telugu Titans, U.P. Yoddhas
    `),
    format: kabaddi,
    knockout: 0.1,
  },
  {
    key: 'yuva-kabaddi-series',
    en: 'Yuva Kabaddi Series',
    ta: 'யுவ கபடி தொடர்',
    country: 'in',
    type: T.secondary,
    hours: [[3, 14]],
    teams: names(`
      Palani Tuskers, Murthal Magnets, Sonipat Sparks, Rohtak Royals, Madurai Veerans, Chennai Cheetahs,
      Kongu Kings, Thanjavur Titans, Mysuru Mavericks, Pune Pioneers
    `),
    format: kabaddi,
  },
  {
    key: 'senior-national-kabaddi-championship',
    en: 'Senior National Kabaddi Championship',
    ta: 'தேசிய கபடி சாம்பியன்ஷிப்',
    country: 'in',
    type: T.primary,
    hours: [[3, 12]],
    teams: names(`
      Tamil Nadu, Haryana, Maharashtra, Uttar Pradesh, Rajasthan, Karnataka, Himachal Pradesh, Services,
      Indian Railways, Punjab, Kerala, Bihar, Andhra Pradesh, Telangana, Delhi, Chandigarh
    `),
    format: kabaddi,
    knockout: 0.3,
  },
  {
    key: 'tamil-nadu-state-kabaddi-championship',
    en: 'Tamil Nadu State Kabaddi Championship',
    ta: 'தமிழ்நாடு மாநில கபடி சாம்பியன்ஷிப்',
    country: 'in',
    type: T.secondary,
    hours: [[2, 13]],
    teams: names(`
      Chennai, Madurai, Coimbatore, Tiruchirappalli, Salem, Tirunelveli, Thanjavur, Erode, Vellore,
      Kanyakumari, Dindigul, Thoothukudi
    `),
    format: kabaddi,
    knockout: 0.2,
  },
  {
    key: 'asian-games',
    en: 'Asian Games',
    ta: 'ஆசிய விளையாட்டுப் போட்டிகள்',
    country: 'asia',
    type: T.top,
    hours: [[1, 10]],
    teams: names(`
      India, Iran, South Korea, Pakistan, Bangladesh, Japan, Chinese Taipei, Thailand, Nepal, Sri Lanka,
      Malaysia
    `),
    format: kabaddi,
    knockout: 0.4,
  },
  {
    key: 'kabaddi-world-cup',
    en: 'Kabaddi World Cup',
    ta: 'கபடி உலகக் கோப்பை',
    country: 'world',
    type: T.primary,
    hours: [[8, 18]],
    teams: names(`
      India, Iran, South Korea, Pakistan, Bangladesh, Kenya, England, Argentina, Canada, USA, Australia,
      Poland, Sri Lanka, Scotland
    `),
    format: kabaddi,
    knockout: 0.3,
  },
  {
    key: 'iran-kabaddi-league',
    en: 'Iran Kabaddi Premier League',
    ta: 'ஈரான் கபடி பிரீமியர் லீக்',
    country: 'ir',
    type: T.secondary,
    hours: [[9, 17]],
    teams: names('Tehran, Isfahan, Gilan, Golestan, Khorasan, Mazandaran, Kermanshah, Alborz'),
    format: kabaddi,
  },
  {
    key: 'canada-kabaddi-cup',
    en: 'Canada Kabaddi Cup',
    ta: 'கனடா கபடி கோப்பை',
    country: 'ca',
    type: T.secondary,
    hours: [[18, 4]],
    teams: names(`
      Brampton Bulls, Surrey Stallions, Toronto Tigers, Vancouver Lions, Calgary Kings, Edmonton Eagles,
      Winnipeg Warriors, Montreal Royals
    `),
    format: kabaddi,
  },
];
