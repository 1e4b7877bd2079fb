import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

/** `knockout`: the share of finals (extra time, then two goals clear). */
const format = { sport: 'team', sportId: SPORT_CARDS.netball.id, knockout: false } as const;

export const NETBALL: readonly LeagueDef[] = [
  {
    key: 'asian-netball-championship',
    en: 'Asian Netball Championship',
    ta: 'ஆசிய நெட்பால் சாம்பியன்ஷிப்',
    country: 'asia',
    type: T.top,
    hours: [[4, 13]],
    teams: names(`India, Sri Lanka, Singapore, Malaysia, Hong Kong, Philippines, Thailand, Japan`),
    format,
    knockout: 0.3,
  },
  {
    key: 'suncorp-super-netball',
    en: 'Suncorp Super Netball',
    ta: 'சன்கார்ப் சூப்பர் நெட்பால்',
    country: 'au',
    type: T.top,
    hours: [[3, 10]],
    teams: names(`
      Adelaide Thunderbirds, Giants Netball, Melbourne Vixens, Melbourne Mavericks, NSW Swifts,
      Queensland Firebirds, Sunshine Coast Lightning, West Coast Fever
    `),
    format: { ...format, variant: 'superShot' },
    knockout: 0.1,
  },
  {
    key: 'anz-premiership',
    en: 'ANZ Premiership',
    ta: 'ஏஎன்இசட் பிரீமியர்ஷிப்',
    country: 'nz',
    type: T.primary,
    hours: [[5, 9]],
    teams: names(`
      Central Pulse, Northern Mystics, Northern Stars, Mainland Tactix, Southern Steel,
      Waikato Bay of Plenty Magic
    `),
    format,
    knockout: 0.1,
  },
  {
    key: 'netball-super-league',
    en: 'Netball Super League',
    ta: 'நெட்பால் சூப்பர் லீக்',
    country: 'gb-eng',
    type: T.primary,
    hours: [[17, 20]],
    teams: names(`
      Loughborough Lightning, Manchester Thunder, London Pulse, Leeds Rhinos Netball, Birmingham Panthers,
      Cardiff Dragons|gb-wls, London Mavericks, Nottingham Forest Netball
    `),
    format,
    knockout: 0.1,
  },
  {
    key: 'netball-world-cup',
    en: 'Netball World Cup',
    ta: 'நெட்பால் உலகக் கோப்பை',
    country: 'world',
    type: T.secondary,
    hours: [[8, 18]],
    teams: names(`
      Australia, New Zealand, England, Jamaica, South Africa, Malawi, Uganda, Scotland, Wales, Sri Lanka
    `),
    format,
    knockout: 0.3,
  },
];
