/**
 * A knock-out draw played as a real one: each edition (a week, league/draw.ts `editionOf`) puts the
 * field in a bracket (the strongest get the byes a field short of a power of two needs, as the draw
 * the desk shows does), plays a round a day (football cups every other day) with the final on the
 * edition's last day, and pairs each later tie from the winners of the two ties feeding it. A result
 * is known before it is shown: the match's script is a pure function of its fixture, so the bracket
 * plays its earlier rounds to find who goes on. A tie kicks off only after both ties feeding it have
 * ended, and its fixture carries `knownS`, the end of the later of them: the simulator shows it only
 * from then on, so no later tie gives away a result still to be played.
 */
import type { SportId } from '@nerali/domain';
import { Winner } from '@nerali/domain';
import { editionOf } from '../league/draw.ts';
import { alnumId, hash32, Rng } from '../prng.ts';
import { ratingOf } from '../ratings.ts';
import type { Fixture, MatchFormat, SportRules } from '../types.ts';
import type { SimLeague } from '../world/world.ts';
import type { KickoffWindow } from './window.ts';
import { kickoffs } from './window.ts';

interface Entry {
  id: string;
  name: string;
  shortName?: string;
}

interface Played {
  fx: Fixture;
  endS: number;
  winner: Entry;
}

const SNAP_S = 300;
/** Least time between the end of a tie and the start of the next one of its winner. */
const TURNAROUND_S = 15 * 60;

const cache = new Map<string, Fixture[]>();
const CACHE_MAX = 400;

export function forgetBrackets(): void {
  cache.clear();
}

/**
 * Day indices (0 = the edition's first) of each round of a draw of `rounds` rounds, the final on the
 * last day. A round a day (`stepDays` 1: a tour's week, first and second rounds over two days each as
 * the edition leaves room, Monday-Tuesday and Wednesday-Thursday at an ATP 250), or a round every
 * `stepDays` days (football cups); a first round then starts `stepDays - 1` days in, so that a side in
 * the previous edition's final has its rest.
 */
export function bracketDays(rounds: number, stepDays: number, editionDays: number): number[][] {
  const last = editionDays - 1;
  if (stepDays > 1 && (rounds - 1) * stepDays <= last - (stepDays - 1)) {
    return Array.from({ length: rounds }, (_, r) => [last - (rounds - 1 - r) * stepDays]);
  }
  // Days to spare beyond one per round go to the earliest rounds, two days at most each.
  let spare = Math.max(0, editionDays - rounds);
  const lengths = Array.from({ length: rounds }, () => {
    const extra = Math.min(1, spare);
    spare -= extra;
    return 1 + extra;
  });
  const used = lengths.reduce((a, b) => a + b, 0);
  let day = Math.max(0, editionDays - used);
  return lengths.map((n) => Array.from({ length: n }, () => Math.min(last, day++)));
}

/** Every tie of the edition of `league` that contains day `day`, played through. */
export function bracketFixtures(
  league: SimLeague,
  seed: number,
  sportId: SportId,
  rules: SportRules,
  window: KickoffWindow,
  stepDays: number,
  day: number,
): Fixture[] {
  const [first, end] = editionOf(league.league.id, day);
  const key = `${seed}|${league.league.id}|${first}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const list = play(
    league,
    seed,
    sportId,
    rules,
    window,
    bracketDays(roundsOf(league.teams.length), stepDays, end - first),
    first,
  );
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, list);
  return list;
}

const roundsOf = (n: number) => Math.max(1, Math.ceil(Math.log2(Math.max(2, n))));

function play(
  league: SimLeague,
  seed: number,
  sportId: SportId,
  rules: SportRules,
  window: KickoffWindow,
  days: readonly (readonly number[])[],
  first: number,
): Fixture[] {
  const leagueId = league.league.id;
  const teams = league.teams;
  const rounds = days.length;
  const size = 2 ** rounds;
  // The byes go to the strongest under this seed, as league/draw.ts gives them.
  const bySeed = [...teams].sort(
    (a, b) => ratingOf(seed, b.id) - ratingOf(seed, a.id) || (a.id < b.id ? -1 : 1),
  );
  const byes = bySeed.slice(0, size - teams.length);
  const rng = Rng.of(seed, 'bracket', leagueId, first);
  const rest = shuffle(bySeed.slice(size - teams.length), rng);
  // Slots of the second round: a seeded side with a bye, or the tie of two first-round sides.
  type Slot = { bye: Entry } | { pair: [Entry, Entry] };
  const slots: Slot[] = byes.map((t) => ({ bye: t }));
  for (let i = 0; i + 1 < rest.length; i += 2) slots.push({ pair: [rest[i] as Entry, rest[i + 1] as Entry] });
  const order = shuffle(slots, rng);

  const fixtures: Fixture[] = [];
  const base = league.def.format;
  const format: MatchFormat = 'knockout' in base ? { ...base, knockout: true } : base;
  const fixtureOf = (
    r: number,
    j: number,
    home: Entry,
    away: Entry,
    startTime: number,
    knownS?: number,
  ): Fixture => {
    const id = `g_${sportId}_${alnumId('event', seed, leagueId, 'draw', first, r, j)}`;
    return {
      id,
      sportId,
      leagueId,
      startTime,
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
      ...(knownS !== undefined && { knownS }),
    };
  };
  const result = (fx: Fixture): Played => {
    const script = rules.script(fx);
    const duration = rules.duration(script);
    const won = rules.view(script, duration).winner;
    // A knock-out tie has a winner; were one level, the stronger side goes on.
    const homeWins = won === Winner.home || (won !== Winner.away && fx.home.rating >= fx.away.rating);
    return { fx, endS: fx.startTime + duration, winner: homeWins ? fx.home : fx.away };
  };

  // Round by round: ties of round r are (winner of 2j, winner of 2j+1) of round r - 1.
  let through: { entry: Entry; endS: number | null }[] = [];
  const firstTies: { j: number; pair: [Entry, Entry] }[] = [];
  order.forEach((slot, j) => {
    if ('bye' in slot) through[j] = { entry: slot.bye, endS: null };
    else firstTies.push({ j, pair: slot.pair });
  });
  const firstTimes = spread(firstTies.length, days[0] ?? [0], first, window, rng);
  firstTies.forEach(({ j, pair }, i) => {
    const played = result(fixtureOf(0, j, pair[0], pair[1], firstTimes[i] as number));
    fixtures.push(played.fx);
    through[j] = { entry: played.winner, endS: played.endS };
  });
  if (rounds === 1) return fixtures;
  for (let r = 1; r < rounds; r++) {
    const ties = through.length / 2;
    const times = spread(ties, days[r] ?? [], first, window, rng);
    const next: { entry: Entry; endS: number | null }[] = [];
    for (let j = 0; j < ties; j++) {
      const a = through[2 * j];
      const b = through[2 * j + 1];
      if (!a || !b) throw new Error(`bracket: ${leagueId} round ${r} tie ${j} has no sides`);
      const knownS = Math.max(a.endS ?? 0, b.endS ?? 0);
      const earliest = Math.ceil((knownS + TURNAROUND_S) / SNAP_S) * SNAP_S;
      const start = Math.max(times[j] as number, earliest);
      const played = result(fixtureOf(r, j, a.entry, b.entry, start, knownS > 0 ? knownS : undefined));
      fixtures.push(played.fx);
      next.push({ entry: played.winner, endS: played.endS });
    }
    through = next;
  }
  return fixtures;
}

/** Kick-offs of `count` ties over the given days of the edition, in tie order. */
function spread(
  count: number,
  days: readonly number[],
  first: number,
  window: KickoffWindow,
  rng: Rng,
): number[] {
  const times: number[] = [];
  days.forEach((d, k) => {
    const from = Math.round((k * count) / days.length);
    const to = Math.round(((k + 1) * count) / days.length);
    times.push(...kickoffs(window, first + d, to - from, rng));
  });
  return times;
}

function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
