/**
 * Live win probability (issue 14 point 5): the chances of a match's outcomes from where it stands,
 * for cricket (cricket.ts, a WASP-like model) and kabaddi (kabaddi.ts, a normal model of the score
 * difference still to come). docs/win-probability.md documents both models, their constants and
 * their limits; `bench/winprob.ts` prints their calibration over simulated matches.
 */

/** The chances of a match's outcomes, each in [0, 1], summing to 1. `draw` is a tie, or a Test drawn. */
export interface WinProbability {
  home: number;
  draw: number;
  away: number;
}

/** The same chances as the feed carries them: whole per mille, summing to 1000. */
export interface WinChances {
  home: number;
  draw: number;
  away: number;
}

/** A finished match: certainty for its result. */
export function certain(result: 'home' | 'draw' | 'away'): WinProbability {
  return {
    home: result === 'home' ? 1 : 0,
    draw: result === 'draw' ? 1 : 0,
    away: result === 'away' ? 1 : 0,
  };
}

/**
 * Per mille that sum to exactly 1000 (the largest remainders get the rounding), so a bar's parts fill
 * it and the numbers a reader adds up make 100 %. A chance above 0 never rounds to 0 and one below 1
 * never to 1000: "certain" is kept for what is certain.
 */
export function perMille(p: WinProbability): WinChances {
  const keys = ['home', 'draw', 'away'] as const;
  const total = p.home + p.draw + p.away;
  const exact = keys.map((k) => (total > 0 ? (p[k] / total) * 1000 : 1000 / 3));
  const whole = exact.map((x) => Math.floor(x));
  let left = 1000 - whole.reduce((a, b) => a + b, 0);
  const order = [0, 1, 2].sort(
    (a, b) => (exact[b] ?? 0) - (whole[b] ?? 0) - ((exact[a] ?? 0) - (whole[a] ?? 0)),
  );
  for (const i of order) {
    if (left <= 0) break;
    whole[i] = (whole[i] ?? 0) + 1;
    left -= 1;
  }
  // Not certain: move one per mille from the largest part to a possible one that rounded to 0.
  for (let i = 0; i < 3; i++) {
    if ((whole[i] ?? 0) === 0 && (exact[i] ?? 0) > 0) {
      const largest = whole.indexOf(Math.max(...whole));
      whole[largest] = (whole[largest] ?? 0) - 1;
      whole[i] = 1;
    }
  }
  return { home: whole[0] ?? 0, draw: whole[1] ?? 0, away: whole[2] ?? 0 };
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26: error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
