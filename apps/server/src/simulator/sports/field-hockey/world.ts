import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

/**
 * `knockout` here means "needs a winner": every Hockey India League and FIH Pro League match level
 * after 60 minutes goes to a shoot-out, while group matches of championships can end level.
 */
const format = { sport: 'team', sportId: SPORT_CARDS['field-hockey'].id, knockout: false } as const;

export const FIELD_HOCKEY: readonly LeagueDef[] = [
  {
    key: 'hockey-india-league',
    en: 'Hockey India League',
    ta: 'ஹாக்கி இந்தியா லீக்',
    country: 'in',
    type: T.top,
    hours: [[8, 16]],
    teams: names(`
      Tamil Nadu Dragons, Delhi SG Pipers, Hyderabad Toofans, Kalinga Lancers, Soorma Hockey Club,
      Shrachi Rarh Bengal Tigers, Team Gonasika, UP Rudras
    `),
    format,
    knockout: 1,
  },
  {
    key: 'senior-national-hockey-championship',
    en: 'Senior Men National Hockey Championship',
    ta: 'தேசிய ஹாக்கி சாம்பியன்ஷிப்',
    country: 'in',
    type: T.primary,
    hours: [[3, 12]],
    teams: names(`
      Hockey Unit of Tamilnadu, Hockey Punjab, Hockey Haryana, Hockey Karnataka, Odisha Hockey,
      Uttar Pradesh Hockey, Hockey Maharashtra, Hockey Madhya Pradesh, Hockey Jharkhand, Hockey Bengal,
      Manipur Hockey, Hockey Chandigarh
    `),
    format,
    knockout: 0.3,
  },
  {
    key: 'fih-pro-league',
    en: 'FIH Pro League',
    ta: 'எஃப்ஐஎச் புரோ லீக்',
    country: 'world',
    type: T.top,
    hours: [[10, 20]],
    teams: names(`India, Netherlands, Belgium, Germany, England, Australia, Argentina, Spain, Ireland`),
    format,
    knockout: 1,
  },
  {
    key: 'asian-champions-trophy',
    en: 'Asian Champions Trophy',
    ta: 'ஆசிய சாம்பியன்ஸ் டிராபி',
    country: 'asia',
    type: T.primary,
    hours: [[6, 14]],
    teams: names(`India, Pakistan, Malaysia, South Korea, Japan, China`),
    format,
    knockout: 0.3,
  },
];
