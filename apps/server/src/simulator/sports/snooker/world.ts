/**
 * Snooker: India's national championship and the Indian Open first, then the Triple Crown (the World
 * Championship at the Crucible, best of 19 in the first round; the UK Championship; the Masters) and
 * two more ranking events. Professionals come from one tour pool; the national championship has its
 * own Indian players.
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { duel } from '../shared/duel-format.ts';
import type { LeagueDef } from '../../world/league-def.ts';
import { type Mix, playerPool } from '../../world/players.ts';

const SNOOKER_ID = SPORT_CARDS.snooker.id;
const bestOf = (n: number) => duel(SNOOKER_ID, { kind: 'snooker', bestOf: n });

const taken = new Set<string>();
const TOUR: Mix = [
  ['gb-eng', 5],
  ['cn', 4],
  ['gb-sct', 1.5],
  ['gb-wls', 1.5],
  ['th', 1],
  ['ie', 0.7],
  ['be', 0.5],
  ['in', 1],
  ['ir', 0.5],
  ['pk', 0.5],
  ['hk', 0.5],
  ['au', 0.5],
];
const tour = playerPool('snooker-tour', TOUR, 96, taken);
const indians = playerPool('snooker-india', [['in', 1]], 24, taken);

export const SNOOKER: readonly LeagueDef[] = [
  {
    key: 'national-snooker-championship',
    en: 'National Snooker Championship',
    ta: 'தேசிய ஸ்னூக்கர் சாம்பியன்ஷிப்',
    country: 'in',
    type: T.secondary,
    hours: [[4, 13]],
    teams: [...indians.all, ...tour.all.filter((p) => p.endsWith('|in'))],
    format: bestOf(9),
  },
  {
    key: 'indian-open',
    en: 'Indian Open',
    ta: 'இந்தியன் ஓபன்',
    country: 'in',
    type: T.primary,
    hours: [[4, 13]],
    teams: tour.pick(
      'indian-open',
      48,
      tour.all.filter((p) => p.endsWith('|in')),
    ),
    format: bestOf(7),
  },
  {
    key: 'world-snooker-championship',
    en: 'World Snooker Championship',
    ta: 'உலக ஸ்னூக்கர் சாம்பியன்ஷிப்',
    country: 'gb-eng',
    type: T.top,
    hours: [[9, 20]],
    teams: tour.all.slice(0, 32),
    format: bestOf(19),
  },
  {
    key: 'uk-championship',
    en: 'UK Championship',
    ta: 'யுகே சாம்பியன்ஷிப்',
    country: 'gb-eng',
    type: T.top,
    hours: [[12, 21]],
    teams: tour.pick('uk-championship', 32),
    format: bestOf(11),
  },
  {
    key: 'the-masters',
    en: 'The Masters',
    ta: 'மாஸ்டர்ஸ்',
    country: 'gb-eng',
    type: T.top,
    hours: [[12, 21]],
    teams: tour.all.slice(0, 16),
    format: bestOf(11),
  },
  {
    key: 'welsh-open',
    en: 'Welsh Open',
    ta: 'வெல்ஷ் ஓபன்',
    country: 'gb-wls',
    type: T.primary,
    hours: [[9, 21]],
    teams: tour.pick('welsh-open', 64),
    format: bestOf(7),
  },
  {
    key: 'international-championship',
    en: 'International Championship',
    ta: 'இன்டர்நேஷனல் சாம்பியன்ஷிப்',
    country: 'cn',
    type: T.primary,
    hours: [[3, 13]],
    teams: tour.pick('international-championship', 64),
    format: bestOf(11),
  },
];
