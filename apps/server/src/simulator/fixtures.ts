/**
 * Fixtures of one sport on one UTC day, as a pure function of (seed, sport, day): the simulator can
 * slide its window day by day and rebuild any day identically after a restart.
 *
 * They come from season calendars (calendar/): a league plays a double round robin (circle method,
 * home and away alternating, the second half mirrored) on its sport's match days (calendar/cadence.ts),
 * at its own hours (calendar/window.ts); a knock-out competition plays a real draw, a round a day
 * (calendar/bracket.ts). Which round falls on a day is arithmetic on the day number, so any day is
 * built alone. Two guards keep a side in one place at a time when it is in several competitions:
 * - leagues that share sides take turns by week (a tour's tournaments, Indian domestic cricket), except
 *   football, whose domestic and continental competitions interlock by weekday;
 * - a match that would still clash with one of a competition ranked before (knock-out draws first,
 *   then the sport's leagues in their order) within the sport's rest or the earlier match's length
 *   is not played (postponed, in real terms).
 */
import type { SportId } from '@nerali/domain';
import { bracketFixtures, forgetBrackets } from './calendar/bracket.ts';
import type { Cadence, SportCalendar } from './calendar/cadence.ts';
import { cadenceOf, roundOn, sportCalendar } from './calendar/cadence.ts';
import { roundPairs } from './calendar/round-robin.ts';
import { turnsOf, weekOf } from './calendar/turns.ts';
import type { KickoffWindow } from './calendar/window.ts';
import { kickoffs, windowOf } from './calendar/window.ts';
import { formatOf } from './league/standings.ts';
import { alnumId, hash32, Rng } from './prng.ts';
import { ratingOf } from './ratings.ts';
import { duelRoomById } from './sports/index.ts';
import type { Fixture, MatchFormat, SportRules } from './types.ts';
import type { SimLeague, World } from './world/world.ts';

export const DAY_S = 86_400;
const HOUR_S = 3600;
/** Days either side of a day that can hold a clash with it (a five-day Test, a week's rest). */
const REACH_DAYS = 7;

/** UTC day number of a unix time in seconds. */
export const dayOf = (unixS: number) => Math.floor(unixS / DAY_S);

interface LeaguePlan {
  league: SimLeague;
  /** Rank: clashes are settled in favour of the lower. */
  rank: number;
  bracket: boolean;
  cadence: Cadence;
  window: KickoffWindow;
  /** Day offset of the league's rounds (runs of different leagues start on different days). */
  phase: number;
  /** Positions of the round robin: the league's sides shuffled once for the seed. */
  order: (seed: number) => readonly SimLeague['teams'][number][];
  /** Leagues ranked before it that share a side with it. */
  rivals: LeaguePlan[];
  /** Leagues it takes turns with by week (itself included). */
  group: LeaguePlan[];
}

interface SportPlan {
  sportId: SportId;
  calendar: SportCalendar;
  rules: SportRules;
  leagues: LeaguePlan[];
}

const plans = new WeakMap<World, Map<SportId, SportPlan>>();

function planOf(world: World, sportId: SportId): SportPlan {
  let bySport = plans.get(world);
  if (!bySport) {
    bySport = new Map();
    plans.set(world, bySport);
  }
  const known = bySport.get(sportId);
  if (known) return known;
  const leagues = world.bySport.get(sportId);
  // The sport's room; an unknown sport throws there.
  const room = duelRoomById(sportId);
  if (!leagues) throw new RangeError(`simulator: sport ${sportId} is not simulated`);
  const calendar = sportCalendar(room.card.key);
  const snapMin = room.plan.snapMin < 15 && calendar.restH > 0 ? 15 : room.plan.snapMin;
  const midweekSides = new Set(leagues.filter((l) => l.def.midweek).flatMap((l) => l.teams.map((t) => t.id)));
  const drafts = leagues.map((league): LeaguePlan => {
    const bracket = formatOf(sportId, league.def) === 'draw';
    const sharesWithMidweek =
      league.def.midweek !== undefined || league.teams.some((t) => midweekSides.has(t.id));
    const cadence = cadenceOf(room.card.key, league, sharesWithMidweek);
    const period = cadence.kind === 'run' ? 97 : 1;
    const shuffled = new Map<number, SimLeague['teams'][number][]>();
    return {
      league,
      rank: 0,
      bracket,
      cadence,
      window: windowOf(league.def.hours, calendar.windowH, snapMin),
      phase: hash32('calendar', league.league.id) % period,
      order: (seed: number) => {
        let list = shuffled.get(seed);
        if (!list) {
          const rng = Rng.of(seed, 'season', league.league.id);
          list = [...league.teams];
          for (let i = list.length - 1; i > 0; i--) {
            const j = rng.int(0, i);
            [list[i], list[j]] = [list[j] as (typeof list)[number], list[i] as (typeof list)[number]];
          }
          shuffled.set(seed, list);
        }
        return list;
      },
      rivals: [],
      group: [],
    };
  });
  // Knock-out draws first (a bracket cannot lose a tie), then the leagues in their order.
  const ranked = [...drafts].sort(
    (a, b) => Number(b.bracket) - Number(a.bracket) || drafts.indexOf(a) - drafts.indexOf(b),
  );
  ranked.forEach((p, i) => (p.rank = i));
  const ids = new Map(drafts.map((p) => [p, new Set(p.league.teams.map((t) => t.id))]));
  const shares = (a: LeaguePlan, b: LeaguePlan) => a.league.teams.some((t) => ids.get(b)?.has(t.id));
  for (const p of drafts) {
    p.rivals = drafts.filter((q) => q !== p && q.rank < p.rank && shares(p, q));
  }
  // Groups that take turns by week (calendar/turns.ts).
  for (const p of drafts) {
    const { group } = turnsOf(p.league.league.id);
    p.group = drafts.filter((q) => turnsOf(q.league.league.id).group === group);
  }
  const plan: SportPlan = { sportId, calendar, rules: room.rules, leagues: drafts };
  bySport.set(sportId, plan);
  return plan;
}

/**
 * Leagues of a group that play in a week: in an order that turns week by week, each league whose
 * sides are all free of those already playing.
 */
const activeCache = new Map<string, Set<LeaguePlan>>();
function activeIn(group: LeaguePlan[], seed: number, week: number): Set<LeaguePlan> {
  const key = `${seed}|${group[0]?.league.league.id}|${week}`;
  const hit = activeCache.get(key);
  if (hit) return hit;
  const start = hash32(seed, 'turns', group[0]?.league.league.id ?? '', week) % group.length;
  const busy = new Set<string>();
  const active = new Set<LeaguePlan>();
  for (let k = 0; k < group.length; k++) {
    const p = group[(start + k) % group.length] as LeaguePlan;
    if (p.league.teams.some((t) => busy.has(t.id))) continue;
    active.add(p);
    for (const t of p.league.teams) busy.add(t.id);
  }
  if (activeCache.size > 20_000) activeCache.clear();
  activeCache.set(key, active);
  return active;
}

/** The league's own fixtures on its league day `day`, before clashes with other competitions. */
const draftCache = new Map<string, Fixture[]>();
function drafted(plan: SportPlan, p: LeaguePlan, seed: number, day: number): Fixture[] {
  const key = `${seed}|${p.league.league.id}|${day}`;
  const hit = draftCache.get(key);
  if (hit) return hit;
  let list: Fixture[] = [];
  if (p.group.length <= 1 || activeIn(p.group, seed, weekOf(p.league.league.id, day)).has(p)) {
    if (p.bracket) {
      const all = bracketFixtures(
        p.league,
        seed,
        plan.sportId,
        plan.rules,
        p.window,
        plan.calendar.bracketStepDays,
        day,
      );
      list = all.filter((fx) => Math.floor((fx.startTime - p.window.startMin * 60) / DAY_S) === day);
    } else {
      list = roundFixtures(plan, p, seed, day);
    }
  }
  if (draftCache.size > 50_000) draftCache.clear();
  draftCache.set(key, list);
  return list;
}

function roundFixtures(plan: SportPlan, p: LeaguePlan, seed: number, day: number): Fixture[] {
  const teams = p.order(seed);
  const perRound = Math.floor(teams.length / 2);
  const on = roundOn(p.cadence, perRound, p.phase, day);
  if (!on) return [];
  const pairs = roundPairs(teams.length, on.round);
  const from = Math.round(on.from * pairs.length);
  const to = Math.round(on.to * pairs.length);
  if (to <= from) return [];
  const leagueId = p.league.league.id;
  const rng = Rng.of(seed, 'kickoffs', leagueId, day);
  const times = kickoffs(p.window, day, to - from, rng);
  const base = p.league.def.format;
  return pairs.slice(from, to).map(([h, a], i): Fixture => {
    const home = teams[h] as (typeof teams)[number];
    const away = teams[a] as (typeof teams)[number];
    const id = `g_${plan.sportId}_${alnumId('event', seed, leagueId, on.round, from + i)}`;
    const format: MatchFormat =
      'knockout' in base
        ? { ...base, knockout: Rng.of(seed, 'tie', id).chance(p.league.def.knockout ?? 0) }
        : base;
    return {
      id,
      sportId: plan.sportId,
      leagueId,
      startTime: times[i] as number,
      home: {
        id: home.id,
        name: home.name,
        ...(home.shortName && { shortName: home.shortName }),
        rating: ratingOf(seed, home.id),
      },
      away: {
        id: away.id,
        name: away.name,
        ...(away.shortName && { shortName: away.shortName }),
        rating: ratingOf(seed, away.id),
      },
      seed: hash32(seed, 'match', id),
      format,
    };
  });
}

/** Match length in seconds (its script's), kept by fixture id. */
const lengths = new Map<string, number>();
function lengthOf(plan: SportPlan, fx: Fixture): number {
  let s = lengths.get(fx.id);
  if (s === undefined) {
    s = plan.rules.duration(plan.rules.script(fx));
    if (lengths.size > 50_000) lengths.clear();
    lengths.set(fx.id, s);
  }
  return s;
}

/** Whether two matches of one side are too close: the later before the earlier's end or rest. */
function clash(plan: SportPlan, a: Fixture, b: Fixture): boolean {
  const [first, second] = a.startTime <= b.startTime ? [a, b] : [b, a];
  const gap = second.startTime - first.startTime;
  if (gap < plan.calendar.restH * HOUR_S) return true;
  return gap < lengthOf(plan, first);
}

/** Drops every kept calendar (tests: a day built from nothing must equal the same day built in a run). */
export function forgetCalendars(): void {
  activeCache.clear();
  draftCache.clear();
  lengths.clear();
  forgetBrackets();
}

export function fixturesForDay(world: World, seed: number, sportId: SportId, day: number): Fixture[] {
  const plan = planOf(world, sportId);
  const out: Fixture[] = [];
  for (const p of plan.leagues) {
    // A league day starts at its first kick-off hour: days day - 1 and day can kick off on UTC day `day`.
    for (const d of [day - 1, day]) {
      for (const fx of drafted(plan, p, seed, d)) {
        if (dayOf(fx.startTime) !== day) continue;
        if (p.rivals.length > 0 && clashesWithRival(plan, p, seed, fx)) continue;
        out.push(fx);
      }
    }
  }
  return out.sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : 1));
}

function clashesWithRival(plan: SportPlan, p: LeaguePlan, seed: number, fx: Fixture): boolean {
  const sides = [fx.home.id, fx.away.id];
  const day = dayOf(fx.startTime);
  for (const q of p.rivals) {
    for (let d = day - REACH_DAYS; d <= day + REACH_DAYS; d++) {
      for (const other of drafted(plan, q, seed, d)) {
        if (!sides.includes(other.home.id) && !sides.includes(other.away.id)) continue;
        if (clash(plan, fx, other)) return true;
      }
    }
  }
  return false;
}
