/**
 * Golf: three tours. The PGA Tour and the DP World Tour play Thursday to Sunday every week, each week at
 * the next venue of its rotation (the DP World Tour's includes the Hero Indian Open, whose field takes
 * in Indian professionals); the Professional Golf Tour of India plays Monday to Thursday, so that
 * Indian golf is on every weekday morning of India. Each round is its own league, on its day:
 * "டிபி வேர்ல்ட் டூர் — ஹீரோ இந்தியன் ஓபன் — சுற்று 3" / "DP World Tour — Hero Indian Open — Round 3".
 */
import { type Participant, SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import {
  entrantOf,
  localStart,
  raceLeague,
  raceSeed,
  rotation,
  type SeriesRef,
  type Venue,
  weekdayOf,
  weekOf,
} from '../../no-duel/calendar.ts';
import { shuffled } from '../../no-duel/random.ts';
import type { Race } from '../../no-duel/types.ts';
import { athletes, type Mix } from '../../no-duel/world/people.ts';

export const GOLF = SPORT_CARDS.golf.id;

interface Tour extends SeriesRef {
  /** Weekday of the first round (Monday 0). */
  firstDay: number;
  field: number;
  cutTop: number;
  pool: readonly Participant[];
  /** Indian professionals invited to the tour's events in India. */
  invitees?: number;
  events: readonly Venue[];
}

const taken = new Set<string>();
const PGA_MIX: Mix = [
  ['us', 8],
  ['gb-eng', 1],
  ['au', 1],
  ['jp', 1],
  ['kr', 1],
  ['za', 1],
  ['ca', 1],
  ['ie', 0.5],
];
const DP_MIX: Mix = [
  ['gb-eng', 2],
  ['es', 1],
  ['fr', 1],
  ['it', 1],
  ['de', 1],
  ['dk', 1],
  ['se', 1],
  ['gb-sct', 1],
  ['za', 1],
  ['in', 1.5],
  ['ie', 0.5],
  ['nl', 0.5],
  ['be', 0.5],
  ['au', 0.5],
];
const PGTI_MIX: Mix = [
  ['in', 12],
  ['th', 0.5],
  ['us', 0.2],
];

const PGA_POOL = athletes(GOLF, 'pga-tour', 70, PGA_MIX, taken);
const DP_POOL = athletes(GOLF, 'dp-world-tour', 70, DP_MIX, taken);
const PGTI_POOL = athletes(GOLF, 'pgti', 60, PGTI_MIX, taken);

const us = (en: string, ta: string, utcOffsetMin = -300): Venue => ({ en, ta, country: 'us', utcOffsetMin });
const india = (en: string, ta: string): Venue => ({ en, ta, country: 'in', utcOffsetMin: 330 });

export const TOURS: readonly Tour[] = [
  {
    key: 'dp-world-tour',
    en: 'DP World Tour',
    ta: 'டிபி வேர்ல்ட் டூர்',
    type: T.top,
    firstDay: 3,
    field: 40,
    cutTop: 22,
    pool: DP_POOL,
    invitees: 8,
    events: [
      india('Hero Indian Open', 'ஹீரோ இந்தியன் ஓபன்'),
      { en: 'Dubai Desert Classic', ta: 'துபாய் டெசர்ட் கிளாசிக்', country: 'ae', utcOffsetMin: 240 },
      { en: 'BMW PGA Championship', ta: 'பிஎம்டபிள்யூ பிஜிஏ சாம்பியன்ஷிப்', country: 'gb-eng', utcOffsetMin: 0 },
      { en: 'Open de France', ta: 'பிரெஞ்சு ஓபன்', country: 'fr', utcOffsetMin: 60 },
      { en: 'South African Open', ta: 'தென்னாப்பிரிக்க ஓபன்', country: 'za', utcOffsetMin: 120 },
      { en: 'Italian Open', ta: 'இத்தாலியன் ஓபன்', country: 'it', utcOffsetMin: 60 },
      { en: 'Scottish Open', ta: 'ஸ்காட்டிஷ் ஓபன்', country: 'gb-sct', utcOffsetMin: 0 },
    ],
  },
  {
    key: 'pga-tour',
    en: 'PGA Tour',
    ta: 'பிஜிஏ டூர்',
    type: T.top,
    firstDay: 3,
    field: 42,
    cutTop: 24,
    pool: PGA_POOL,
    events: [
      us('The Players Championship', 'தி பிளேயர்ஸ் சாம்பியன்ஷிப்'),
      us('Genesis Invitational', 'ஜெனிசிஸ் இன்விடேஷனல்', -480),
      us('Arnold Palmer Invitational', 'ஆர்னால்ட் பால்மர் இன்விடேஷனல்'),
      us('RBC Heritage', 'ஆர்பிசி ஹெரிடேஜ்'),
      us('The Memorial Tournament', 'மெமோரியல் டோர்னமென்ட்'),
      us('Travelers Championship', 'டிராவலர்ஸ் சாம்பியன்ஷிப்'),
    ],
  },
  {
    key: 'pgti',
    en: 'Professional Golf Tour of India',
    ta: 'இந்திய தொழில்முறை கோல்ஃப் டூர்',
    type: T.primary,
    firstDay: 0,
    field: 36,
    cutTop: 20,
    pool: PGTI_POOL,
    events: [
      india('Chennai Open', 'சென்னை ஓபன்'),
      india('Tata Steel PGTI Players Championship', 'டாடா ஸ்டீல் பிஜிடிஐ பிளேயர்ஸ் சாம்பியன்ஷிப்'),
      india('Coimbatore Open', 'கோயம்புத்தூர் ஓபன்'),
      india('Delhi-NCR Open', 'டெல்லி-என்சிஆர் ஓபன்'),
      india('Bengaluru Open', 'பெங்களூரு ஓபன்'),
      india('Pune Open', 'புனே ஓபன்'),
    ],
  },
];

export const GOLF_PARTICIPANTS: readonly Participant[] = [...DP_POOL, ...PGA_POOL, ...PGTI_POOL];

const FIRST_TEE_LOCAL_MIN = 7 * 60;

/** The PGTI players a tour invites in week `week` (its Indian event's), the same for all its rounds. */
function invitees(seed: number, tour: Tour, week: number): readonly Participant[] {
  if (!tour.invitees || rotation(tour.events, week).country !== 'in') return [];
  return shuffled(Rng.of(seed, 'invitees', tour.key, week), PGTI_POOL).slice(0, tour.invitees);
}

/** The rounds played on UTC day `day`: each tournament's round of the day is a race of its own. */
export function golfCalendar(seed: number, day: number): Race[] {
  const races: Race[] = [];
  const week = weekOf(day);
  TOURS.forEach((tour, order) => {
    const round = weekdayOf(day) - tour.firstDay + 1;
    if (round < 1 || round > 4) return;
    const venue = rotation(tour.events, week);
    // The tournament's key: its field and its script are the same for its four rounds.
    const tournament = `${GOLF}:${tour.key}:${week}`;
    const key = `${tournament}:${round}`;
    const rng = Rng.of(seed, 'field', tournament);
    const invited = invitees(seed, tour, week);
    // The PGTI's week ends on Thursday, the day an Indian event of the DP World Tour starts: the
    // players it invited are not in that week's PGTI field (a golfer plays one course a day).
    const away = new Set(TOURS.flatMap((other) => (other === tour ? [] : invitees(seed, other, week))));
    const pool = tour.pool.filter((p) => !away.has(p));
    const players = [...invited, ...shuffled(rng, pool).slice(0, tour.field - invited.length)];
    races.push({
      key,
      sportId: GOLF,
      league: raceLeague(
        GOLF,
        key,
        tour,
        [venue, { en: `Round ${round}`, ta: `சுற்று ${round}` }],
        venue.country,
        (order + 1) * 10 + round,
      ),
      startTime: localStart(day, FIRST_TEE_LOCAL_MIN, venue),
      entrants: players.map((p) => entrantOf(seed, key, p)),
      seed: raceSeed(seed, tournament),
      format: { kind: 'golf', cutTop: tour.cutTop, round: round as 1 | 2 | 3 | 4 },
    });
  });
  return races;
}
