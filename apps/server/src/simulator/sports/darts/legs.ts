/**
 * A darts match's legs and its running tally by the rules (a leg to the side that checks out; a set to
 * the first to the format's legs; the match to the first to its sets or legs). Shared by the script
 * (script.ts) and the visits (throws.ts), so neither imports the other.
 */
import { type Pair, type Side, other } from '../../types.ts';
import type { DartsFormat } from '../shared/duel-format.ts';

export interface Leg {
  /** Who threw first. */
  thrower: Side;
  /** End of each visit (match seconds), alternating from the first thrower; the last one wins. */
  visits: number[];
  winner: Side;
}

export interface DartsScript {
  format: DartsFormat;
  legs: Leg[];
  end: number;
}

/** Legs and sets won after some legs, and the legs of the set in play. */
export interface DartsTally {
  sets: Pair;
  /** Legs of the set in play (of the match, in a match of legs). */
  legs: Pair;
  winner: Side | null;
}

export function newTally(): DartsTally {
  return { sets: [0, 0], legs: [0, 0], winner: null };
}

/** The rules, in place: `side` won a leg. */
export function scoreLeg(tally: DartsTally, format: DartsFormat, side: Side): void {
  if (tally.winner !== null) return;
  tally.legs[side]++;
  if (format.sets === 0) {
    if (tally.legs[side] === format.legs) tally.winner = side;
    return;
  }
  if (tally.legs[side] < format.legs) return;
  tally.sets[side]++;
  tally.legs = [0, 0];
  if (tally.sets[side] === format.sets) tally.winner = side;
}

/** Who throws first in the next leg: alternating leg by leg, and set by set in a match of sets. */
export function nextThrower(tally: DartsTally, format: DartsFormat, first: Side): Side {
  const flip = (n: number) => (n % 2 === 0 ? first : other(first));
  if (format.sets === 0) return flip(tally.legs[0] + tally.legs[1]);
  const setStarter = flip(tally.sets[0] + tally.sets[1]);
  return (tally.legs[0] + tally.legs[1]) % 2 === 0 ? setStarter : other(setStarter);
}
