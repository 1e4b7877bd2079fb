import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

/** `knockout`: the share of finals (extra time, then golden score). */
const format = { sport: 'team', sportId: SPORT_CARDS['aussie-rules'].id, knockout: false } as const;

export const AUSSIE_RULES: readonly LeagueDef[] = [
  {
    key: 'afl',
    en: 'AFL',
    ta: 'ஏஎஃப்எல்',
    country: 'au',
    type: T.top,
    hours: [[2, 11]],
    teams: names(`
      Adelaide Crows, Brisbane Lions, Carlton, Collingwood, Essendon, Fremantle, Geelong Cats,
      Gold Coast Suns, GWS Giants, Hawthorn, Melbourne, North Melbourne, Port Adelaide, Richmond,
      St Kilda, Sydney Swans, West Coast Eagles, Western Bulldogs
    `),
    format,
    knockout: 0.1,
  },
  {
    key: 'sanfl',
    en: 'SANFL',
    ta: 'எஸ்ஏஎன்எஃப்எல்',
    country: 'au',
    type: T.primary,
    hours: [[3, 8]],
    teams: names(`
      Central District, Glenelg, North Adelaide, Norwood, South Adelaide, Sturt, West Adelaide,
      Woodville-West Torrens
    `),
    format,
    knockout: 0.1,
  },
  {
    key: 'wafl',
    en: 'WAFL',
    ta: 'டபிள்யூஏஎஃப்எல்',
    country: 'au',
    type: T.primary,
    hours: [[4, 9]],
    teams: names(`
      Claremont, East Fremantle, East Perth, Peel Thunder, Perth, South Fremantle, Subiaco,
      Swan Districts, West Perth
    `),
    format,
    knockout: 0.1,
  },
];
