/**
 * Betting lines of four bookmakers, priced from a fair model of the match: before kick-off from the
 * two ratings (drifting a little every 15 minutes as money comes in), in play from the score and the
 * time left, so prices move with every goal and with the clock. Each bookmaker adds its margin; the
 * complete books (1x2 or 12, handicap, over/under) keep their overround between 103 and 108 % [DET3].
 *
 * The model never reads the script's future: only the state a viewer sees at the instant priced.
 */
import {
  type Bookmaker,
  type EventOdds,
  Market,
  type OddsLine,
  type OddsPrice,
  type SportId,
} from '@nerali/domain';
import { clamp, Rng } from '../prng.ts';
import { duelRoomById } from '../sports/index.ts';

/** Fictional houses: the simulator uses no real bookmaker's trademark (issue 16 point 2). */
export const BOOKMAKERS: readonly (Bookmaker & { margin: number })[] = [
  { id: 1, name: 'Kestrel', margin: 0.06 },
  { id: 2, name: 'Meridian', margin: 0.05 },
  { id: 3, name: 'Northgate', margin: 0.065 },
  { id: 4, name: 'Bluewater', margin: 0.04 },
];

/** What the model is told about the match at one instant. */
export interface OddsInput {
  sportId: SportId;
  ratings: [number, number];
  /** Numeric main score (goals, points, sets ...). */
  score: [number, number];
  /** Share of the match still to play, 1 before kick-off. */
  left: number;
  /** Race sports: units a side needs to win (sets, legs, frames, maps). */
  need?: number;
  /** Simple sports in play: the home side's chance as the state shows it (cricket chase, knockdowns). */
  homeChance?: number;
  /**
   * Simple sports where a draw is a result of this match (a Test, a first-class match): its chance. The
   * model then prices three ways (1x2) instead of home/away.
   */
  drawChance?: number;
  /** Prematch drift bucket (15 minutes); undefined in play. */
  drift?: number;
  seed: number;
}

interface Book {
  market: Market;
  line?: string;
  selections: string[];
  probs: number[];
}

const normCdf = (x: number) => {
  // Abramowitz-Stegun 7.1.26: enough for prices rounded to two decimals.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
};

/** Chance a side needing `a` units beats one needing `b`, each unit won with chance p. */
function raceWin(a: number, b: number, p: number): number {
  if (a <= 0) return 1;
  if (b <= 0) return 0;
  let sum = 0;
  let c = 1; // C(a-1+k, k)
  for (let k = 0; k < b; k++) {
    if (k > 0) c = (c * (a - 1 + k)) / k;
    sum += c * p ** a * (1 - p) ** k;
  }
  return sum;
}

function books(input: OddsInput): Book[] {
  // The sport's family is its room's (sports/<key>/room.ts); an unknown sport throws there.
  const family = duelRoomById(input.sportId).odds;
  const [rh, ra] = input.ratings;
  const edge = rh - ra + 0.03;
  const out: Book[] = [];
  if (family.kind === 'stream') {
    const left = clamp(input.left, 0, 1);
    const share = clamp(0.5 + 0.35 * edge, 0.15, 0.85);
    const muH = family.mean * share * left;
    const muA = family.mean * (1 - share) * left;
    const diff = input.score[0] - input.score[1];
    const mean = diff + muH - muA;
    const sd = Math.sqrt(family.perScore * (muH + muA)) + 0.25;
    const below = (x: number) => normCdf((x - mean) / sd);
    const draw = family.draws ? below(0.5) - below(-0.5) : 0;
    const home = family.draws ? 1 - below(0.5) : 1 - below(0);
    if (family.draws) {
      out.push({ market: Market.oneXTwo, selections: ['1', 'X', '2'], probs: [home, draw, 1 - home - draw] });
      out.push({
        market: Market.doubleChance,
        selections: ['1X', '12', 'X2'],
        probs: [home + draw, 1 - draw, 1 - home],
      });
    } else {
      out.push({ market: Market.homeAway, selections: ['1', '2'], probs: [home, 1 - home] });
    }
    const handicap = 0.5 - Math.round(mean);
    const covers = 1 - below(-handicap);
    out.push({
      market: Market.asianHandicap,
      line: signed(handicap),
      selections: ['1', '2'],
      probs: [covers, 1 - covers],
    });
    const total = input.score[0] + input.score[1] + muH + muA;
    const line = Math.floor(total) + 0.5;
    const over = 1 - normCdf((line - total) / sd);
    out.push({
      market: Market.overUnder,
      line: String(line),
      selections: ['over', 'under'],
      probs: [over, 1 - over],
    });
    return out;
  }
  if (family.kind === 'race') {
    const need = input.need ?? 2;
    const p = clamp(0.5 + 0.5 * edge, 0.15, 0.85);
    const a = need - input.score[0];
    const b = need - input.score[1];
    const home = raceWin(a, b, p);
    out.push({ market: Market.homeAway, selections: ['1', '2'], probs: [home, 1 - home] });
    if (need >= 2) {
      // Distribution of the final unit score: home wins a-k... spelled out for the handicap and total.
      const finals: { h: number; a: number; p: number }[] = [];
      let c = 1;
      for (let k = 0; k < b; k++) {
        if (k > 0) c = (c * (a - 1 + k)) / k;
        finals.push({
          h: need,
          a: input.score[1] + k,
          p: a <= 0 ? (k === 0 ? 1 : 0) : c * p ** a * (1 - p) ** k,
        });
      }
      c = 1;
      for (let k = 0; k < a; k++) {
        if (k > 0) c = (c * (b - 1 + k)) / k;
        finals.push({
          h: input.score[0] + k,
          a: need,
          p: b <= 0 ? (k === 0 ? 1 : 0) : c * (1 - p) ** b * p ** k,
        });
      }
      const mass = finals.reduce((sum, f) => sum + f.p, 0) || 1;
      const line = -1.5;
      const covers = finals.filter((f) => f.h - f.a + line > 0).reduce((sum, f) => sum + f.p, 0) / mass;
      out.push({
        market: Market.asianHandicap,
        line: signed(line),
        selections: ['1', '2'],
        probs: [covers, 1 - covers],
      });
      const totalLine = 2 * need - 1.5;
      const over = finals.filter((f) => f.h + f.a > totalLine).reduce((sum, f) => sum + f.p, 0) / mass;
      out.push({
        market: Market.overUnder,
        line: String(totalLine),
        selections: ['over', 'under'],
        probs: [over, 1 - over],
      });
    }
    return out;
  }
  const home = input.homeChance ?? clamp(0.5 + 0.6 * edge, 0.1, 0.9);
  const draw = input.drawChance;
  if (draw !== undefined) {
    // The home side's chance is of the decided results: a draw takes its share from both.
    const d = clamp(draw, 0, 1);
    out.push({
      market: Market.oneXTwo,
      selections: ['1', 'X', '2'],
      probs: [home * (1 - d), d, (1 - home) * (1 - d)],
    });
    return out;
  }
  out.push({ market: Market.moneyline, selections: ['1', '2'], probs: [home, 1 - home] });
  return out;
}

const signed = (x: number) => (x > 0 ? `+${x}` : String(x));
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Prices of one complete book with the bookmaker's margin; probabilities kept off the extremes. */
export function priceBook(probs: readonly number[], margin: number): number[] {
  const raw = probs.map((p) => clamp(Number.isFinite(p) ? p : 0, 0, 1));
  const sum = raw.reduce((a, b) => a + b, 0);
  const n = raw.length;
  const fair = sum > 1e-9 ? raw.map((p) => p / sum) : raw.map(() => 1 / n);
  // Blend with an even book just enough to keep every chance in [0.02, 0.9]: the sum stays 1.
  const [hi, lo] = [Math.max(...fair), Math.min(...fair)];
  const blend = Math.max(
    0,
    hi > 0.9 ? (hi - 0.9) / (hi - 1 / n) : 0,
    lo < 0.02 ? (0.02 - lo) / (1 / n - lo) : 0,
  );
  const q = fair.map((p) => (1 - blend) * p + blend / n);
  let m = margin;
  let prices = q.map((p) => round2(1 / (p * (1 + m))));
  // Rounding to cents can push a book out of 103-108 %: nudge the margin until it fits.
  for (let k = 0; k < 8; k++) {
    const over = prices.reduce((a, b) => a + 1 / b, 0);
    if (over >= 1.032 && over <= 1.078) break;
    m += over < 1.032 ? 0.004 : -0.004;
    prices = q.map((p) => round2(1 / (p * (1 + m))));
  }
  return prices;
}

/** Moves the first outcome's chance by about r (less near 0 and 1), the others in proportion. */
function tilt(probs: readonly number[], r: number): number[] {
  const [first = 0, ...rest] = probs;
  const shifted = clamp(first + r * first * (1 - first) * 4, 0.001, 0.999);
  const others = rest.reduce((a, b) => a + b, 0);
  return [shifted, ...rest.map((p) => (others > 0 ? (p * (1 - shifted)) / others : 0))];
}

/** Each bookmaker reads the match a little differently (a lean per match, bookmaker and bucket). */
const lean = (input: OddsInput, bookmaker: number, probs: number[]) =>
  tilt(probs, Rng.of(input.seed, 'lean', bookmaker, input.drift ?? 0).next() * 0.04 - 0.02);

/** Every line of every bookmaker at one instant (prices only: no history yet). */
export function linesAt(input: OddsInput): OddsLine[] {
  const out: OddsLine[] = [];
  const fair = books(input);
  if (input.drift !== undefined) {
    // Money moves the prematch market a little between quarter hours.
    const d = Rng.of(input.seed, 'drift', input.drift).next() * 0.03 - 0.015;
    for (const b of fair) if (b.market !== Market.doubleChance) b.probs = tilt(b.probs, d);
  }
  for (const bm of BOOKMAKERS) {
    for (const book of fair) {
      let prices: number[];
      if (book.market === Market.doubleChance) {
        // Double chance is two outcomes of the three-way book at once: each priced on its own chance.
        prices = book.probs.map((p) => round2(Math.max(1.01, 1 / (clamp(p, 0.05, 0.97) * (1 + bm.margin)))));
      } else {
        prices = priceBook(lean(input, bm.id, book.probs), bm.margin);
      }
      const line: OddsLine = {
        market: book.market,
        bookmakerId: bm.id,
        active: true,
        prices: book.selections.map((selection, i): OddsPrice => ({ selection, value: prices[i] ?? 1.01 })),
      };
      if (book.line !== undefined) line.line = book.line;
      out.push(line);
    }
  }
  return out;
}

const lineKey = (l: OddsLine) => `${l.bookmakerId}:${l.market}:${l.line ?? ''}`;

/**
 * The odds document at an instant, with each price's previous value and when it changed, found by
 * pricing the earlier buckets (at most `history` of them; a price unchanged for longer has none).
 */
export function oddsDocument(
  eventId: string,
  live: boolean,
  at: (bucket: number) => OddsLine[],
  bucket: number,
  clockOf: (bucket: number) => number,
  closed: boolean,
  history = 8,
): EventOdds {
  const now = at(bucket);
  const pending = new Map<string, Map<string, OddsPrice>>();
  for (const line of now) pending.set(lineKey(line), new Map(line.prices.map((p) => [p.selection, p])));
  for (let b = bucket - 1; b >= bucket - history && pending.size > 0; b--) {
    for (const line of at(b)) {
      const open = pending.get(lineKey(line));
      if (!open) continue;
      for (const price of line.prices) {
        const current = open.get(price.selection);
        if (!current) continue;
        if (price.value !== current.value) {
          current.previous = price.value;
          current.changedAt = clockOf(b + 1);
          open.delete(price.selection);
        }
      }
      if (open.size === 0) pending.delete(lineKey(line));
    }
  }
  if (closed) for (const line of now) line.active = false;
  return { eventId, live, lines: now };
}
