/**
 * A double round robin by the circle method: with n sides (one more, a bye, when n is odd) there are
 * n - 1 rounds in which every side meets every other once, then the same n - 1 rounds with home and
 * away swapped (the second half mirrors the first). Position 0 stays put and the others turn one
 * place a round, so a side's pair index moves by at most one from a round to the next; the side at
 * position 0 alternates home and away, the others alternate by round too.
 */

/** Rounds in one double round robin of n sides. */
export function roundsOf(n: number): number {
  const even = n % 2 === 0 ? n : n + 1;
  return 2 * (even - 1);
}

/**
 * Pairs [home, away] of positions 0..n-1 in round `round` (any integer: the schedule repeats every
 * roundsOf(n) rounds), by pair index; a side drawn against the bye sits the round out.
 */
export function roundPairs(n: number, round: number): [number, number][] {
  if (n < 2) return [];
  const even = n % 2 === 0 ? n : n + 1;
  const half = even - 1;
  const total = 2 * half;
  const r = ((round % total) + total) % total;
  const k = r % half;
  const mirrored = r >= half;
  // Position p > 0 holds side 1 + ((p - 1 + k) mod (even - 1)); position 0 holds side 0.
  const at = (p: number) => (p === 0 ? 0 : 1 + ((p - 1 + k) % half));
  const pairs: [number, number][] = [];
  for (let i = 0; i < even / 2; i++) {
    const a = at(i);
    const b = at(even - 1 - i);
    if (a >= n || b >= n) continue; // the bye
    // A side moves one position down a round, so "home at an odd position" alternates home and away
    // (with one break when it wraps); the fixed side alternates by round.
    const aHome = i === 0 ? k % 2 === 0 : i % 2 === 1;
    const home = aHome !== mirrored ? a : b;
    pairs.push([home, home === a ? b : a]);
  }
  return pairs;
}
