/**
 * The script's balls played by people: who bowls each over, who faces each ball, what kind of extra a
 * wide-or-no-ball or a bye was, and how each batter was out. The script (script.ts) fixes the runs,
 * the legal balls, the wickets and their times; this only tells them apart, from a stream of its own,
 * so the scoreboard and the balls add up to the same innings.
 *
 * Players are places, not names: a batter is a place in the batting side's line-up (the batting
 * order), a bowler or a fielder a place in the fielding side's line-up (the room's template:
 * BAT BAT BAT BAT WK AR AR BOWL BOWL BOWL BOWL). The detail layer names them from the team sheets.
 *
 * Laws of Cricket (MCC 2017 code): the strike changes on odd runs run (Law 18) and at the end of each
 * over (Law 17.6); no bowler bowls two overs in a row (Law 17.8); a new batter comes in at the end of
 * the batter out; a batter is never bowled, lbw, stumped or caught off a no-ball, and off a wide only
 * stumped, run out or hit wicket (Laws 21, 22, 32-39): the script takes wickets on legal balls only.
 * Playing conditions cap a bowler at a fifth of a limited-overs innings (4 overs in a T20, 10 in an ODI).
 */
import { Dismissal, type ExtraKind, ExtraKind as Extra } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { other, type Side } from '../../types.ts';
import { RATES } from './rates.ts';
import type { CricketScript } from './script-model.ts';

/** The wicket-keeper's place in the line-up. */
export const KEEPER = 4;
/** Who bowls: the two all-rounders and the four bowlers; the places after the keeper. */
export const BOWLERS: readonly number[] = [5, 6, 7, 8, 9, 10];
/** The spinners among them (an all-rounder and the last bowler); the rest bowl pace. */
export const SPINNERS: ReadonlySet<number> = new Set([6, 10]);

export interface PlayBall {
  t: number;
  /** The script's innings, from 0. */
  innings: number;
  /** From 0; ball 1 to 6 is the legal ball (a wide or no-ball carries the next one's number). */
  over: number;
  ball: number;
  bowler: number;
  striker: number;
  nonStriker: number;
  /** Off the bat. */
  runs: number;
  boundary?: 4 | 6;
  extra?: { kind: ExtraKind; runs: number };
  wicket?: { kind: Dismissal; out: number; fielders?: number[] };
}

export interface CricketPlay {
  toss: { winner: Side; elected: 'bat' | 'bowl' };
  balls: PlayBall[];
}

const plays = new WeakMap<CricketScript, CricketPlay>();

/** The play of a script, worked out once (a Test holds some 2,500 balls). */
export function cricketPlay(script: CricketScript): CricketPlay {
  let play = plays.get(script);
  if (!play) {
    play = playOf(script);
    plays.set(script, play);
  }
  return play;
}

/**
 * Whether `remaining` overs can still be bowled with these overs left per bowler, none twice in a row,
 * the first not by `last`: each bowler can take at most every other over.
 */
export function canFinish(left: readonly number[], last: number, remaining: number): boolean {
  let room = 0;
  left.forEach((q, b) => {
    room += Math.min(q, b === last ? Math.floor(remaining / 2) : Math.ceil(remaining / 2));
  });
  return room >= remaining;
}

function dismissalOf(rng: Rng, spinner: boolean): Dismissal {
  const kinds: [Dismissal, number][] = [
    [Dismissal.caught, 52],
    [Dismissal.caughtAndBowled, 2.5],
    [Dismissal.bowled, 20],
    [Dismissal.lbw, 14],
    [Dismissal.runOut, 6],
    [Dismissal.stumped, spinner ? 8 : 0],
    [Dismissal.hitWicket, 0.5],
  ];
  return rng.weighted(kinds, ([, w]) => w)[0];
}

function playOf(script: CricketScript): CricketPlay {
  const rng = Rng.of(script.seed, 'cricket-play');
  const rates = RATES[script.gameType];
  const first = script.innings[0]?.side ?? 0;
  // Most captains who win the toss in a limited-overs match chase; in a Test most bat.
  // The side batting first is the script's: it won the toss and batted, or lost it and was put in.
  const batFirst = rng.chance(script.overs === 0 ? 0.7 : 0.3);
  const toss: CricketPlay['toss'] = batFirst
    ? { winner: first, elected: 'bat' }
    : { winner: other(first), elected: 'bowl' };
  const runWeights = rates.runs;
  const runTotal = runWeights.reduce((a, b) => a + b, 0);
  const dotNoBall = (rates.noBall * (runWeights[0] ?? 0)) / runTotal;
  const cap = script.overs > 0 ? Math.ceil(script.overs / 5) : Number.POSITIVE_INFINITY;
  const fielderOf = (exclude: readonly number[]) => {
    const pool = Array.from({ length: 11 }, (_, i) => i).filter((i) => !exclude.includes(i));
    return rng.pick(pool);
  };
  const balls: PlayBall[] = [];
  let innings = -1;
  let striker = 0;
  let nonStriker = 1;
  let nextIn = 2;
  let legal = 0;
  let wickets = 0;
  let currentOver = -1;
  let bowler = -1;
  let last = -1;
  /** Overs each place has bowled this innings. */
  let overs: number[] = [];
  /** The bowler at each end and the overs left in his spell. */
  let ends: [number, number] = [-1, -1];
  let spell: [number, number] = [0, 0];
  const spellLength = () =>
    script.overs === 0 ? rng.int(4, 9) : script.overs <= 20 ? rng.int(2, 4) : rng.int(3, 6);
  const pickBowler = (over: number) => {
    const end = over % 2;
    const remaining = script.overs > 0 ? script.overs - over - 1 : 0;
    const allowed = (b: number) => {
      if (b === last || (overs[b] ?? 0) >= cap) return false;
      if (script.overs === 0) return true;
      const left = BOWLERS.map((p) => (p === b ? cap - (overs[p] ?? 0) - 1 : cap - (overs[p] ?? 0)));
      return canFinish(left, BOWLERS.indexOf(b), remaining);
    };
    const keep = ends[end] ?? -1;
    if (keep >= 0 && (spell[end] ?? 0) > 0 && allowed(keep)) {
      spell[end] = (spell[end] ?? 1) - 1;
      return keep;
    }
    const candidates = BOWLERS.filter(allowed);
    // The four bowlers bowl most; the all-rounders fill in.
    const chosen = rng.weighted(
      candidates.length > 0 ? candidates : BOWLERS.filter((b) => b !== last),
      (b) => (b >= 7 ? 3 : 1.5),
    );
    ends[end] = chosen;
    spell[end] = spellLength() - 1;
    return chosen;
  };
  for (const sb of script.balls) {
    if (sb.innings !== innings) {
      innings = sb.innings;
      [striker, nonStriker, nextIn, legal, currentOver, last] = [0, 1, 2, 0, -1, -1];
      overs = [];
      // The new ball: the two opening bowlers.
      ends = [7, 8];
      spell = [spellLength() - 1, spellLength() - 1];
      wickets = 0;
    }
    const over = Math.floor(legal / 6);
    if (over !== currentOver) {
      currentOver = over;
      bowler = over < 2 ? (ends[over] ?? 7) : pickBowler(over);
      overs[bowler] = (overs[bowler] ?? 0) + 1;
      last = bowler;
    }
    const ball: PlayBall = {
      t: sb.t,
      innings,
      over,
      ball: (legal % 6) + 1,
      bowler,
      striker,
      nonStriker,
      runs: 0,
    };
    let ran = 0;
    if (!sb.legal) {
      const wide = sb.runs === 1 && rng.chance(rates.wide / (rates.wide + dotNoBall));
      if (wide) ball.extra = { kind: Extra.wide, runs: 1 };
      else {
        ball.extra = { kind: Extra.noBall, runs: 1 };
        ball.runs = sb.runs - 1;
        if (ball.runs === 6 || (ball.runs === 4 && rng.chance(0.97))) ball.boundary = ball.runs;
        else ran = ball.runs;
      }
    } else if (sb.wicket) {
      const spinner = SPINNERS.has(bowler);
      const kind = dismissalOf(rng, spinner);
      const wicket: NonNullable<PlayBall['wicket']> = { kind, out: striker };
      if (kind === Dismissal.caught) {
        wicket.fielders = [rng.chance(spinner ? 0.1 : 0.25) ? KEEPER : fielderOf([bowler, KEEPER])];
      } else if (kind === Dismissal.stumped) wicket.fielders = [KEEPER];
      else if (kind === Dismissal.runOut) {
        if (rng.chance(0.3)) wicket.out = nonStriker;
        // A direct hit, or a throw to the keeper ("Jadeja/Pant").
        const thrower = fielderOf([KEEPER]);
        wicket.fielders = rng.chance(0.35) ? [thrower, KEEPER] : [thrower];
      }
      ball.wicket = wicket;
    } else if (sb.runs >= 1 && sb.runs <= 4 && rng.chance(rates.legBye + rates.bye)) {
      const kind = rng.chance(rates.legBye / (rates.legBye + rates.bye)) ? Extra.legBye : Extra.bye;
      ball.extra = { kind, runs: sb.runs };
      if (sb.runs !== 4) ran = sb.runs;
    } else {
      ball.runs = sb.runs;
      if (sb.runs === 6 || (sb.runs === 4 && rng.chance(0.97))) ball.boundary = sb.runs;
      else ran = sb.runs;
    }
    balls.push(ball);
    if (ran % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
    if (ball.wicket) {
      // The new batter takes the end of the batter out; the tenth wicket ends the innings.
      wickets++;
      if (wickets < 10) {
        if (ball.wicket.out === striker) striker = nextIn++;
        else nonStriker = nextIn++;
      }
    }
    if (sb.legal) {
      legal++;
      if (legal % 6 === 0) [striker, nonStriker] = [nonStriker, striker];
    }
  }
  return { toss, balls };
}
