import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const format = { sport: 'team', sportId: SPORT_CARDS.handball.id, knockout: false } as const;

export const HANDBALL: readonly LeagueDef[] = [
  {
    key: 'premier-handball-league',
    en: 'Premier Handball League',
    ta: 'பிரீமியர் ஹேண்ட்பால் லீக்',
    country: 'in',
    type: T.top,
    hours: [[12, 17]],
    teams: names(`
      Maharashtra Ironmen, Garvit Gujarat, Rajasthan Patriots, Golden Eagles Uttar Pradesh, Delhi Panzers,
      Telugu Talons
    `),
    format,
    knockout: 0.1,
  },
  {
    key: 'senior-national-handball-championship',
    en: 'Senior National Handball Championship',
    ta: 'தேசிய ஹேண்ட்பால் சாம்பியன்ஷிப்',
    country: 'in',
    type: T.primary,
    hours: [[4, 12]],
    teams: names(`
      Services, Indian Railways, Haryana, Punjab, Rajasthan, Uttar Pradesh, Tamil Nadu, Chandigarh,
      Delhi, Himachal Pradesh, Kerala, Karnataka
    `),
    format,
    knockout: 0.3,
  },
  {
    key: 'ehf-champions-league',
    en: 'EHF Champions League',
    ta: 'ஈஎச்எஃப் சாம்பியன்ஸ் லீக்',
    country: 'eu',
    type: T.top,
    hours: [[16, 20]],
    teams: names(`
      FC Barcelona|es, SC Magdeburg|de, THW Kiel|de, Füchse Berlin|de, Aalborg Håndbold|dk,
      One Veszprém|hu, OTP Bank-Pick Szeged|hu, Paris Saint-Germain|fr, Industria Kielce|pl,
      Orlen Wisła Płock|pl, Sporting CP|pt, FC Porto|pt, GOG|dk, Kolstad Håndball|no, RK Zagreb|hr
    `),
    format,
    knockout: 0.2,
  },
  {
    key: 'handball-bundesliga',
    en: 'Handball-Bundesliga',
    ta: 'ஹேண்ட்பால் பண்டஸ்லிகா',
    country: 'de',
    type: T.primary,
    hours: [[13, 20]],
    teams: names(`
      THW Kiel, SG Flensburg-Handewitt, SC Magdeburg, Füchse Berlin, Rhein-Neckar Löwen, MT Melsungen,
      TSV Hannover-Burgdorf, HSG Wetzlar, TBV Lemgo Lippe, SC DHfK Leipzig, Frisch Auf Göppingen,
      HC Erlangen, VfL Gummersbach, ThSV Eisenach, Bergischer HC, HSV Hamburg
    `),
    format,
  },
  {
    key: 'asian-handball-championship',
    en: 'Asian Men’s Handball Championship',
    ta: 'ஆசிய ஹேண்ட்பால் சாம்பியன்ஷிப்',
    country: 'asia',
    type: T.secondary,
    hours: [[8, 16]],
    teams: names(`India, Japan, South Korea, Iran, Saudi Arabia, Bahrain, Qatar, Kuwait, China`),
    format,
    knockout: 0.4,
  },
];
