/**
 * Darts visit by visit: what each player scored in each visit of each leg, drawn once per match from
 * the script's legs (who threw first, who won, how many visits each threw). A leg is 501 down to
 * exactly zero, the last dart a double (the bull counts as a double); a visit is three darts, and
 * one that would leave 1 or less (or zero without a double) is a bust and scores nothing. So:
 * - every visit scores what three darts can (0 to 180, never 163, 166, 169, 172, 173, 175, 176, 178,
 *   179);
 * - the winner's last visit is a checkout of 170 or less, never a "bogey" number (169, 168, 166,
 *   165, 163, 162, 159), thrown with as many darts as it needs or more;
 * - a leg takes nine darts at least (the nine-darter: three visits, 180, 180, 141);
 * - the loser never reaches zero.
 * The incidents (180s, checkouts), the match history (df_mh, df_mhn, df_mhsn) and the darts
 * statistics (df_stn, df_stp) are all read from these visits, so they agree with each other and with
 * the score.
 */
import { clamp, Rng } from '../../prng.ts';
import { type Fixture, type Side, other } from '../../types.ts';
import { type DartsScript, newTally, scoreLeg } from './legs.ts';

export const START = 501;
export const MAX_CHECKOUT = 170;

/** What one dart can score: a miss, singles 1-20 and the outer bull 25, doubles, trebles, the bull 50. */
const DART_SCORES: readonly number[] = (() => {
  const out = new Set<number>([0, 25, 50]);
  for (let n = 1; n <= 20; n++) [n, 2 * n, 3 * n].forEach((x) => out.add(x));
  return [...out].sort((a, b) => a - b);
})();
/** What a finishing dart can score: a double 2-40 or the bull. */
const DOUBLES: readonly number[] = [...Array.from({ length: 20 }, (_, i) => 2 * (i + 1)), 50];

/** Totals three darts can make (0 to 180). */
const VISIT_TOTALS: ReadonlySet<number> = (() => {
  const out = new Set<number>();
  for (const a of DART_SCORES) for (const b of DART_SCORES) for (const c of DART_SCORES) out.add(a + b + c);
  return out;
})();

export const isVisitTotal = (n: number) => VISIT_TOTALS.has(n);

function fewestDarts(n: number): 1 | 2 | 3 | undefined {
  if (DOUBLES.includes(n)) return 1;
  const single = new Set(DART_SCORES);
  if (DOUBLES.some((d) => single.has(n - d))) return 2;
  for (const d of DOUBLES) for (const a of DART_SCORES) if (single.has(n - d - a)) return 3;
  return undefined;
}
const FEWEST_DARTS = Array.from({ length: START + 1 }, (_, n) => fewestDarts(n));

/** Fewest darts that finish `n` (the last a double); undefined when three darts cannot. */
export const checkoutDarts = (n: number): 1 | 2 | 3 | undefined => FEWEST_DARTS[n];

/** FEASIBLE[k]: the totals k visits can make (k = 0..12). */
const FEASIBLE: readonly ReadonlySet<number>[] = (() => {
  const out: Set<number>[] = [new Set([0])];
  for (let k = 1; k <= 12; k++) {
    const prev = out[k - 1] as Set<number>;
    const next = new Set<number>();
    for (const p of prev) for (const v of VISIT_TOTALS) if (p + v <= START) next.add(p + v);
    out.push(next);
  }
  return out;
})();
const feasible = (k: number, total: number) => (FEASIBLE[k] ?? FEASIBLE[12])?.has(total) ?? false;

export interface Visit {
  side: Side;
  /** Points scored (0 for a bust). */
  score: number;
  darts: number;
  /** What the thrower had left before the visit. */
  before: number;
  bust?: boolean;
  /** The visit won the leg. */
  checkout?: boolean;
}

export interface LegThrows {
  /** Set number from 1 (1 for every leg of a match of legs). */
  set: number;
  /** Leg number in its set (in the match, in a match of legs), from 1. */
  leg: number;
  thrower: Side;
  winner: Side;
  visits: Visit[];
  /** The winning visit's score. */
  checkout: number;
}

/** Checkouts by weight: most legs end on 40 or below, a few on a big finish. */
const CHECKOUT_BANDS = [
  { from: 2, to: 40, w: 62 },
  { from: 41, to: 100, w: 30 },
  { from: 101, to: 170, w: 8 },
] as const;

/** A normal draw (Box-Muller). */
function gauss(rng: Rng, mean: number, sd: number): number {
  const u = Math.max(1e-9, rng.next());
  const v = rng.next();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The nearest visit total to x within [lo, hi] that `ok` accepts (what it leaves can still be made). */
function nearestVisit(x: number, lo: number, hi: number, ok: (v: number) => boolean): number | undefined {
  const start = clamp(Math.round(x), lo, hi);
  for (let d = 0; d <= hi - lo; d++) {
    for (const v of [start - d, start + d]) if (v >= lo && v <= hi && isVisitTotal(v) && ok(v)) return v;
  }
  return undefined;
}

/** The checkout of a leg the winner won in `need` visits. */
function drawCheckout(rng: Rng, need: number): number {
  const lowest = Math.max(2, START - 180 * (need - 1));
  const fits = (c: number) =>
    c >= lowest && c <= MAX_CHECKOUT && checkoutDarts(c) !== undefined && feasible(need - 1, START - c);
  for (let i = 0; i < 40; i++) {
    const band = rng.weighted(CHECKOUT_BANDS, (b) => b.w);
    const c = rng.int(Math.max(band.from, lowest), Math.max(band.to, lowest));
    if (fits(c)) return c;
  }
  for (let c = lowest; c <= MAX_CHECKOUT; c++) if (fits(c)) return c;
  throw new RangeError(`darts: no checkout for a leg of ${need} visits`);
}

/** A player's scoring visits: the mean of a visit by his rating, one in ~15 a 180. */
const visitMean = (rating: number) => clamp(88 + 40 * (rating - 0.5), 65, 110);
const maxChance = (rating: number) => clamp(0.04 + 0.06 * rating, 0.03, 0.1);

function winnerVisits(rng: Rng, need: number, rating: number): { scores: number[]; checkout: number } {
  const checkout = drawCheckout(rng, need);
  const scores: number[] = [];
  let rest = START - checkout;
  for (let k = need - 1; k > 0; k--) {
    const fits = (v: number) => feasible(k - 1, rest - v);
    let v: number | undefined;
    if (k > 1 && rng.chance(maxChance(rating)) && rest - 180 >= 0 && fits(180)) v = 180;
    v ??= nearestVisit(k === 1 ? rest : gauss(rng, rest / k, 22), 0, Math.min(180, rest), fits);
    if (v === undefined) throw new RangeError('darts: no visit fits');
    scores.push(v);
    rest -= v;
  }
  return { scores, checkout };
}

function loserVisit(rng: Rng, left: number, rating: number): { score: number; bust: boolean } {
  let x = rng.chance(maxChance(rating)) ? 180 : gauss(rng, visitMean(rating), 26);
  // On a finish of 100 or less the loser went for it and missed: a bust, or a double left.
  if (left <= 100 && checkoutDarts(left) !== undefined) {
    if (rng.chance(0.25)) return { score: 0, bust: true };
    x = left - 2 * rng.int(1, Math.min(20, Math.floor((left - 1) / 2)));
  }
  const hi = Math.min(180, left - 2);
  if (hi < 0) return { score: 0, bust: true };
  const v = nearestVisit(x, 0, hi, () => true);
  return v === undefined ? { score: 0, bust: true } : { score: v, bust: false };
}

/** Throws already drawn, by script (a script is one fixture's). */
const DRAWN = new WeakMap<DartsScript, readonly LegThrows[]>();

/** Every leg of the match visit by visit (drawn once per script). */
export function dartsThrows(script: DartsScript, fx: Fixture): readonly LegThrows[] {
  const known = DRAWN.get(script);
  if (known) return known;
  const drawn = drawThrows(script, fx);
  DRAWN.set(script, drawn);
  return drawn;
}

function drawThrows(script: DartsScript, fx: Fixture): LegThrows[] {
  const rng = Rng.of(fx.seed, 'darts-throws');
  const ratings = [fx.home.rating, fx.away.rating] as const;
  const tally = newTally();
  const out: LegThrows[] = [];
  let legInSet = 0;
  for (const leg of script.legs) {
    const set = script.format.sets > 0 ? tally.sets[0] + tally.sets[1] + 1 : 1;
    legInSet++;
    const loser = other(leg.winner);
    const count = leg.visits.length;
    const need = leg.winner === leg.thrower ? (count + 1) / 2 : count / 2;
    const won = winnerVisits(rng, need, ratings[leg.winner] ?? 0.5);
    const left: [number, number] = [START, START];
    const visits: Visit[] = [];
    let w = 0;
    for (let i = 0; i < count; i++) {
      const side = i % 2 === 0 ? leg.thrower : other(leg.thrower);
      const before = left[side];
      if (side === leg.winner) {
        const last = w === won.scores.length;
        const score = last ? won.checkout : (won.scores[w] ?? 0);
        w++;
        const least = last ? (checkoutDarts(score) ?? 3) : 3;
        const darts = last ? (rng.chance(0.6) ? least : rng.int(least, 3)) : 3;
        visits.push(last ? { side, score, darts, before, checkout: true } : { side, score, darts, before });
        left[side] -= score;
      } else {
        const { score, bust } = loserVisit(rng, before, ratings[loser] ?? 0.5);
        visits.push(bust ? { side, score, darts: 3, before, bust } : { side, score, darts: 3, before });
        left[side] -= score;
      }
    }
    out.push({
      set,
      leg: legInSet,
      thrower: leg.thrower,
      winner: leg.winner,
      visits,
      checkout: won.checkout,
    });
    const setsBefore = tally.sets[0] + tally.sets[1];
    scoreLeg(tally, script.format, leg.winner);
    if (script.format.sets > 0 && tally.sets[0] + tally.sets[1] !== setsBefore) legInSet = 0;
  }
  return out;
}

/** Per side: points, darts, 180s, 140-179s, 100-139s, legs won, visits on a finish, highest checkout. */
export interface DartsFigures {
  points: number;
  darts: number;
  oneEighties: number;
  tonForty: number;
  ton: number;
  checkouts: number;
  onFinish: number;
  highest: number;
}

const zero = (): DartsFigures => ({
  points: 0,
  darts: 0,
  oneEighties: 0,
  tonForty: 0,
  ton: 0,
  checkouts: 0,
  onFinish: 0,
  highest: 0,
});

/** The figures of both sides over some legs (those of a set, or of the match). */
export function dartsFigures(legs: readonly LegThrows[]): [DartsFigures, DartsFigures] {
  const out: [DartsFigures, DartsFigures] = [zero(), zero()];
  for (const leg of legs) {
    for (const v of leg.visits) {
      const f = out[v.side];
      f.points += v.score;
      f.darts += v.darts;
      if (v.score === 180) f.oneEighties++;
      else if (v.score >= 140) f.tonForty++;
      else if (v.score >= 100) f.ton++;
      if (checkoutDarts(v.before) !== undefined) f.onFinish++;
      if (v.checkout) {
        f.checkouts++;
        f.highest = Math.max(f.highest, v.score);
      }
    }
  }
  return out;
}

/** The three-dart average, two decimals ("97.45"). */
export const threeDartAverage = (f: DartsFigures) => (f.darts > 0 ? (f.points / f.darts) * 3 : 0);
