/**
 * Badminton: the BWF World Tour events an Indian reader follows, India's own first (the India Open,
 * a Super 750 in New Delhi, and the Syed Modi International in Lucknow). Players come from two tour
 * pools (men, women), so the same players meet from event to event; a home event's draw starts with
 * its country's players. Doubles pairs are named by their surnames ('Rao/Shetty').
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { duel } from '../shared/duel-format.ts';
import type { LeagueDef } from '../../world/league-def.ts';
import { drawPairs, type Mix, playerPool } from '../../world/players.ts';

const BADMINTON_ID = SPORT_CARDS.badminton.id;
const bestOf3 = duel(BADMINTON_ID, { kind: 'rally', bestOf: 3 });
const DRAW = 32;

const taken = new Set<string>();
const MEN: Mix = [
  ['in', 4],
  ['cn', 3],
  ['jp', 2],
  ['id', 2],
  ['my', 2],
  ['dk', 2],
  ['th', 1],
  ['kr', 1],
  ['hk', 1],
  ['fr', 1],
  ['sg', 1],
  ['gb-eng', 0.5],
];
const WOMEN: Mix = [
  ['in', 3],
  ['cn', 3],
  ['jp', 3],
  ['kr', 2],
  ['th', 2],
  ['id', 1],
  ['es', 1],
  ['dk', 1],
  ['my', 1],
  ['hk', 0.5],
];
const men = playerPool('badminton-men', MEN, 64, taken);
const women = playerPool('badminton-women', WOMEN, 64, taken);
const homeFirst = (pool: typeof men, event: string, country: string) =>
  pool.pick(event, DRAW, pool.all.filter((p) => p.endsWith(`|${country}`)).slice(0, 8));

type Event = Omit<LeagueDef, 'teams' | 'format' | 'type'> & { type?: LeagueDef['type'] };

function singles(pool: typeof men, event: Event): LeagueDef {
  return { type: T.top, ...event, teams: homeFirst(pool, event.key, event.country), format: bestOf3 };
}

export const BADMINTON: readonly LeagueDef[] = [
  singles(men, {
    key: 'india-open-ms',
    en: "India Open - Men's Singles",
    ta: 'இந்தியா ஓபன் - ஆடவர் ஒற்றையர்',
    country: 'in',
    hours: [[3, 14]],
  }),
  singles(women, {
    key: 'india-open-ws',
    en: "India Open - Women's Singles",
    ta: 'இந்தியா ஓபன் - மகளிர் ஒற்றையர்',
    country: 'in',
    hours: [[3, 14]],
  }),
  {
    key: 'india-open-md',
    en: "India Open - Men's Doubles",
    ta: 'இந்தியா ஓபன் - ஆடவர் இரட்டையர்',
    country: 'in',
    type: T.top,
    hours: [[3, 14]],
    teams: drawPairs('badminton-md', MEN, 24, taken),
    format: bestOf3,
  },
  singles(men, {
    key: 'syed-modi-international-ms',
    en: "Syed Modi International - Men's Singles",
    ta: 'சையத் மோடி சர்வதேச பேட்மிண்டன் - ஆடவர் ஒற்றையர்',
    country: 'in',
    type: T.primary,
    hours: [[4, 14]],
  }),
  singles(women, {
    key: 'syed-modi-international-ws',
    en: "Syed Modi International - Women's Singles",
    ta: 'சையத் மோடி சர்வதேச பேட்மிண்டன் - மகளிர் ஒற்றையர்',
    country: 'in',
    type: T.primary,
    hours: [[4, 14]],
  }),
  singles(men, {
    key: 'all-england-open-ms',
    en: "All England Open - Men's Singles",
    ta: 'ஆல் இங்கிலாந்து ஓபன் - ஆடவர் ஒற்றையர்',
    country: 'gb-eng',
    hours: [[9, 21]],
  }),
  singles(women, {
    key: 'all-england-open-ws',
    en: "All England Open - Women's Singles",
    ta: 'ஆல் இங்கிலாந்து ஓபன் - மகளிர் ஒற்றையர்',
    country: 'gb-eng',
    hours: [[9, 21]],
  }),
  singles(men, {
    key: 'malaysia-open-ms',
    en: "Malaysia Open - Men's Singles",
    ta: 'மலேசியா ஓபன் - ஆடவர் ஒற்றையர்',
    country: 'my',
    type: T.primary,
    hours: [[1, 13]],
  }),
  singles(women, {
    key: 'indonesia-open-ws',
    en: "Indonesia Open - Women's Singles",
    ta: 'இந்தோனேசியா ஓபன் - மகளிர் ஒற்றையர்',
    country: 'id',
    type: T.primary,
    hours: [[1, 13]],
  }),
  singles(men, {
    key: 'bwf-world-tour-finals-ms',
    en: "BWF World Tour Finals - Men's Singles",
    ta: 'பிடபிள்யூஎஃப் உலக டூர் இறுதிச்சுற்று - ஆடவர் ஒற்றையர்',
    country: 'world',
    hours: [[4, 14]],
  }),
];
