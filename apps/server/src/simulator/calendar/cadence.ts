/**
 * When each sport's competitions play: the days of a round, the span of a day's kick-offs, the rest a
 * side gets. The figures are those of the real calendars the world check holds the simulator to
 * (world-check/rules/calendar.ts):
 *
 * - football: rounds at weekends and a midweek round every other week (Wednesday and Thursday);
 *   continental club competitions on the other weeks' Tuesday and Wednesday (Europa League:
 *   Thursday); leagues without continental clubs play midweek every week. Kick-offs of a league
 *   within 8 hours, so two matches of a club two days apart leave it at least 40 hours;
 * - NFL: a week's round on Thursday night, Sunday and Monday night (primetime single games at the
 *   day's last hour, so Monday night to the next Thursday night is 72 hours);
 * - rugby and Australian football: a weekly round, Friday to Sunday (five days and more between);
 * - team sports played daily (basketball, ice hockey, handball, volleyball, kabaddi, cricket's T20s
 *   ...): a round spread over a few days, a few matches a day within 4 hours, so a side playing on
 *   consecutive days still has 20 hours between kick-offs;
 * - baseball: a round every day (no rest rule: double-headers exist);
 * - knock-out draws (tennis, badminton, darts, snooker, cups): a round a day (football cups every
 *   other day), the final on the week's last day (calendar/bracket.ts);
 * - fight cards (boxing, MMA): a bout or two a night per division.
 */
import type { DuelKey } from '@nerali/domain';
import type { SimLeague } from '../world/world.ts';

/** Rounds that repeat over a period of days; each block is one round: [day in the period, weight]. */
export interface Weekly {
  kind: 'weekly';
  /** Day of the week the period starts: 0 Monday ... 6 Sunday. */
  startWeekday: number;
  periodDays: number;
  blocks: readonly (readonly (readonly [number, number])[])[];
}

/** Rounds back to back: a round's matches over `days` days, then `restDays` without the league. */
export interface Run {
  kind: 'run';
  days: number;
  restDays: number;
}

export type Cadence = Weekly | Run;

/** Fight cards: a division's bouts `perNight` a night, the next round's the night after the last. */
export interface Cards {
  kind: 'cards';
  perNight: number;
}

export interface SportCalendar {
  /** Least hours between two kick-offs of a side (the world check's calendar.rest); 0: none. */
  restH: number;
  /** Widest span of one league's kick-offs in a day, hours. */
  windowH: number;
  /** How its leagues (or fight cards) play. */
  league: Cadence | Cards;
  /** Days between rounds of its knock-out draws. */
  bracketStepDays: number;
  /** Leagues that share sides take turns by week (tours, Indian domestic cricket); football does not. */
  rotate: boolean;
}

/**
 * Football's fortnight from a Tuesday: 0 Tue, 1 Wed, 2 Thu, 3 Fri, 4 Sat, 5 Sun, 6 Mon, 7 Tue ... A
 * domestic round midweek (Wednesday, Thursday) and at the weekend (Saturday, Sunday) of the first
 * week; the second week's Tuesday to Thursday is the continental competitions', its weekend runs to
 * Monday. Two rounds of a club are two days apart at least.
 */
const FOOTBALL_DOMESTIC: Weekly = {
  kind: 'weekly',
  startWeekday: 1,
  periodDays: 14,
  blocks: [
    [
      [1, 0.5],
      [2, 0.5],
    ],
    [
      [4, 0.55],
      [5, 0.45],
    ],
    [
      [11, 0.45],
      [12, 0.4],
      [13, 0.15],
    ],
  ],
};
/** A league with no continental clubs (Brazil, the MLS): a midweek round every week. */
const FOOTBALL_TWICE_A_WEEK: Weekly = {
  kind: 'weekly',
  startWeekday: 1,
  periodDays: 7,
  blocks: [
    [
      [1, 0.5],
      [2, 0.5],
    ],
    [
      [4, 0.45],
      [5, 0.4],
      [6, 0.15],
    ],
  ],
};
const FOOTBALL_MIDWEEK: Weekly = {
  kind: 'weekly',
  startWeekday: 1,
  periodDays: 14,
  blocks: [
    [
      [7, 0.5],
      [8, 0.5],
    ],
  ],
};
const FOOTBALL_THURSDAY: Weekly = { kind: 'weekly', startWeekday: 1, periodDays: 14, blocks: [[[9, 1]]] };

const NFL_WEEK: Weekly = {
  kind: 'weekly',
  startWeekday: 3,
  periodDays: 7,
  blocks: [
    [
      [0, 1],
      [3, 14],
      [4, 1],
    ],
  ],
};
const WEEKEND_ROUND: Weekly = {
  kind: 'weekly',
  startWeekday: 4,
  periodDays: 7,
  blocks: [
    [
      [0, 0.3],
      [1, 0.4],
      [2, 0.3],
    ],
  ],
};

const daily = (days: number, restDays: number): SportCalendar => ({
  restH: 20,
  windowH: 4,
  league: { kind: 'run', days, restDays },
  bracketStepDays: 1,
  rotate: true,
});
/** Knock-out tours and individual players: no rest rule, only overlaps. */
const tour = (days: number, restDays: number): SportCalendar => ({
  restH: 0,
  windowH: 12,
  league: { kind: 'run', days, restDays },
  bracketStepDays: 1,
  rotate: true,
});
const weekly = (restH: number, cadence: Weekly, windowH: number): SportCalendar => ({
  restH,
  windowH,
  league: cadence,
  bracketStepDays: 2,
  rotate: true,
});

/** Every duel sport's calendar, by the sport's key: a duel sport without one does not compile. */
export const SPORT_CALENDARS = {
  soccer: { ...weekly(40, FOOTBALL_DOMESTIC, 8), rotate: false },
  'american-football': weekly(72, NFL_WEEK, 9),
  'rugby-union': weekly(96, WEEKEND_ROUND, 10),
  'rugby-league': weekly(96, WEEKEND_ROUND, 10),
  'aussie-rules': weekly(96, WEEKEND_ROUND, 10),
  basketball: daily(2, 0),
  hockey: daily(2, 0),
  handball: daily(2, 1),
  volleyball: daily(2, 0),
  floorball: daily(2, 1),
  bandy: daily(2, 1),
  'water-polo': daily(2, 1),
  'field-hockey': daily(2, 0),
  netball: daily(2, 1),
  futsal: daily(2, 1),
  'beach-soccer': daily(1, 0),
  pesapallo: daily(2, 0),
  kabaddi: daily(2, 0),
  cricket: daily(2, 0),
  baseball: {
    restH: 0,
    windowH: 12,
    league: { kind: 'run', days: 1, restDays: 0 },
    bracketStepDays: 1,
    rotate: true,
  },
  // Leagues of players and teams: a round a day (the Premier League of darts: a night a week).
  esports: tour(1, 0),
  tennis: tour(1, 0),
  badminton: tour(1, 0),
  'beach-volleyball': tour(1, 0),
  'table-tennis': tour(1, 0),
  darts: tour(1, 6),
  snooker: tour(1, 0),
  // Fight cards: a division's bouts two a night.
  boxing: { ...tour(1, 0), league: { kind: 'cards', perNight: 2 } },
  mma: { ...tour(1, 0), league: { kind: 'cards', perNight: 2 } },
} as const satisfies { readonly [K in DuelKey]: SportCalendar };

/** By key: every duel sport has one (the table's type); a race or an umbrella sport throws. */
export function sportCalendar(key: string): SportCalendar {
  const calendar = (SPORT_CALENDARS as Readonly<Record<string, SportCalendar | undefined>>)[key];
  if (!calendar) throw new RangeError(`simulator: ${key} is not a duel sport`);
  return calendar;
}

/**
 * A league's cadence: football's continental competitions play midweek, and leagues none of whose
 * clubs play in them have a midweek round every week; timed cricket by its days.
 */
export function cadenceOf(key: string, league: SimLeague, sharesWithMidweek: boolean): Cadence {
  const { def } = league;
  if (key === 'soccer' && def.midweek === 'tue-wed') return FOOTBALL_MIDWEEK;
  if (key === 'soccer' && def.midweek === 'thu') return FOOTBALL_THURSDAY;
  if (def.format.sport === 'cricket' && def.format.days > 0) {
    // A timed match (four or five days) for every side at once, then a day off.
    return { kind: 'run', days: 1, restDays: def.format.days };
  }
  const own = sportCalendar(key).league;
  if (own.kind === 'cards') {
    const bouts = Math.floor(league.teams.length / 2);
    return { kind: 'run', days: Math.max(1, Math.ceil(bouts / own.perNight)), restDays: 0 };
  }
  if (key === 'soccer' && !sharesWithMidweek) return FOOTBALL_TWICE_A_WEEK;
  return own;
}

/** A round of a league on one of its days. */
export interface RoundDay {
  /** Round number since the calendar's origin (any integer; the pairings repeat by season). */
  round: number;
  /** Share of the round's matches this day gets, and the shares of the days before it. */
  from: number;
  to: number;
}

const MONDAY0 = 4; // day 4 since 1970-01-01 (a Thursday) is a Monday

/**
 * The round a league plays on its local day `day` (see fixtures.ts: a league's day starts at its
 * first kick-off hour), or null on a day without one. Pure: any day is found alone.
 */
export function roundOn(
  cadence: Cadence,
  matchesPerRound: number,
  phase: number,
  day: number,
): RoundDay | null {
  if (cadence.kind === 'run') {
    const days = Math.min(cadence.days, Math.max(1, matchesPerRound));
    const period = days + cadence.restDays;
    const t = day - phase;
    const index = Math.floor(t / period);
    const inRound = t - index * period;
    if (inRound >= days) return null;
    return { round: index, from: inRound / days, to: (inRound + 1) / days };
  }
  // Weekly: periods aligned on weekdays for every league of the sport (clubs' competitions interlock).
  const origin = MONDAY0 + cadence.startWeekday;
  const t = day - origin;
  const index = Math.floor(t / cadence.periodDays);
  const inPeriod = t - index * cadence.periodDays;
  for (let b = 0; b < cadence.blocks.length; b++) {
    const block = cadence.blocks[b] ?? [];
    const total = block.reduce((s, [, w]) => s + w, 0);
    let before = 0;
    for (const [offset, weight] of block) {
      if (offset === inPeriod) {
        return {
          round: index * cadence.blocks.length + b,
          from: before / total,
          to: (before + weight) / total,
        };
      }
      before += weight;
    }
  }
  return null;
}
