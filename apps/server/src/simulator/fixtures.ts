/**
 * Fixtures of one sport on one UTC day, as a pure function of (seed, sport, day): the simulator can
 * slide its window day by day and rebuild any day identically after a restart.
 *
 * Two layers of kickoffs:
 * - a round-the-clock grid, one kickoff every `gridMin` minutes, so that at any hour each sport has
 *   several matches in play (the grid is shorter than a match: soccer every 30 min against ~110-min
 *   matches, kabaddi every 12 min against 45-min ones); each grid slot goes to a league that usually
 *   plays at that UTC hour, or to any league when none does;
 * - extra matches at each league's own hours (the evening peaks of India, Europe, the Americas).
 */
import type { SportId } from '@nerali/domain';
import { alnumId, hash32, Rng } from './prng.ts';
import { ratingOf } from './ratings.ts';
import { duelRoomById } from './sports/index.ts';
import type { Fixture, MatchFormat } from './types.ts';
import { inHours } from './world/league-def.ts';
import type { SimLeague, World } from './world/world.ts';

export const DAY_S = 86_400;

/** UTC day number of a unix time in seconds. */
export const dayOf = (unixS: number) => Math.floor(unixS / DAY_S);

function hoursOf(ranges: SimLeague['def']['hours']): number[] {
  const hours: number[] = [];
  for (let h = 0; h < 24; h++) if (inHours(ranges, h)) hours.push(h);
  return hours.length > 0 ? hours : [12];
}

export function fixturesForDay(world: World, seed: number, sportId: SportId, day: number): Fixture[] {
  const leagues = world.bySport.get(sportId);
  // The sport's grid is its room's (sports/<key>/room.ts); an unknown sport throws there.
  const { plan } = duelRoomById(sportId);
  if (!leagues) throw new RangeError(`simulator: sport ${sportId} is not simulated`);
  const rng = Rng.of(seed, 'fixtures', sportId, day);
  // The grid's phase is per sport, not per day, so spacing stays even across midnight.
  const phaseMin = plan.gridMin % plan.snapMin === 0 ? plan.snapMin : 5;
  const offset = Rng.of(seed, 'grid', sportId).int(0, Math.floor(plan.gridMin / phaseMin) - 1) * phaseMin;
  const slots: { minute: number; league: SimLeague }[] = [];
  const onGrid = leagues.filter((l) => l.def.grid > 0);
  for (let i = 0; i < (24 * 60) / plan.gridMin; i++) {
    const minute = Math.floor((offset + i * plan.gridMin) / 5) * 5;
    const hour = Math.floor(minute / 60);
    const local = onGrid.filter((l) => inHours(l.def.hours, hour));
    slots.push({ minute, league: rng.weighted(local.length > 0 ? local : onGrid, (l) => l.def.grid) });
  }
  for (const league of leagues) {
    const { extra } = league.def;
    const count = Math.floor(extra) + (rng.chance(extra - Math.floor(extra)) ? 1 : 0);
    const hours = hoursOf(league.def.hours);
    for (let k = 0; k < count; k++) {
      const minute = rng.pick(hours) * 60 + rng.int(0, 60 / plan.snapMin - 1) * plan.snapMin;
      slots.push({ minute, league });
    }
  }
  const used = new Map<SimLeague, Set<string>>();
  const fixtures = slots.map(({ minute, league }, index): Fixture => {
    const id = `g_${sportId}_${alnumId('event', seed, sportId, day, index)}`;
    // A team plays once a day in a league, until the league runs out of rested teams.
    let rested = used.get(league) ?? new Set<string>();
    used.set(league, rested);
    let free = league.teams.filter((t) => !rested.has(t.id));
    if (free.length < 2) {
      rested = new Set();
      used.set(league, rested);
      free = [...league.teams];
    }
    const home = rng.pick(free);
    const away = rng.pick(free.filter((t) => t !== home));
    rested.add(home.id).add(away.id);
    const base = league.def.format;
    const format: MatchFormat =
      'knockout' in base ? { ...base, knockout: rng.chance(league.def.knockout ?? 0) } : base;
    return {
      id,
      sportId,
      leagueId: league.league.id,
      startTime: day * DAY_S + minute * 60,
      home: { id: home.id, name: home.name, rating: ratingOf(seed, home.id) },
      away: { id: away.id, name: away.name, rating: ratingOf(seed, away.id) },
      seed: hash32(seed, 'match', id),
      format,
    };
  });
  return fixtures.sort((a, b) => a.startTime - b.startTime);
}
