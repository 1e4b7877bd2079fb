/**
 * The `balls` document of a cricket match (BallByBall, packages/domain/src/cricket/model.ts): the play
 * (play.ts) with the players named from the team sheets, the toss, the umpires and the player of the
 * match. The whole match is named once; each call only cuts it at match second t (never a ball
 * not yet bowled), so a Test's 2,500 balls cost a slice per tick.
 */
import type { BallByBall, CricketBall, CricketInningsInfo, SideNo } from '@nerali/domain';
import { Dismissal, Winner } from '@nerali/domain';
import { drawNames } from '../../detail/names.ts';
import type { TeamSheet } from '../../detail/team-sheet.ts';
import { Rng } from '../../prng.ts';
import { other, type Side } from '../../types.ts';
import { cricketPlay, type PlayBall } from './play.ts';
import type { CricketScript } from './script.ts';

/** What naming the play needs: the sheets, and the clock (unix seconds) of a match second. */
export interface CricketNaming {
  eventId: string;
  script: CricketScript;
  sheets: readonly [TeamSheet, TeamSheet];
  clockOf: (t: number) => number;
}

export interface NamedPlay {
  toss: NonNullable<BallByBall['toss']>;
  umpires: string[];
  playerOfMatch?: string;
  /** In the order bowled, with the match second of each. */
  balls: CricketBall[];
  times: number[];
  /** The name of a place in a side's line-up. */
  name(side: Side, place: number): string;
}

const named = new WeakMap<CricketScript, NamedPlay>();

/** Umpires of a match: two from a neutral country's names. */
const UMPIRE_COUNTRIES = ['gb-eng', 'au', 'za', 'nz', 'in'] as const;

export function namedPlay(input: CricketNaming): NamedPlay {
  const cached = named.get(input.script);
  if (cached) return cached;
  const { script, sheets } = input;
  const play = cricketPlay(script);
  const name = (side: Side, place: number) => sheets[side].starters[place]?.name ?? `${place + 1}`;
  const balls: CricketBall[] = [];
  const times: number[] = [];
  play.balls.forEach((b, i) => {
    const batting = script.innings[b.innings]?.side ?? 0;
    const fielding = other(batting);
    const ball: CricketBall = {
      seq: i + 1,
      innings: b.innings + 1,
      over: b.over,
      ball: b.ball,
      bowler: name(fielding, b.bowler),
      batter: name(batting, b.striker),
      nonStriker: name(batting, b.nonStriker),
      runs: b.runs,
      time: input.clockOf(b.t),
    };
    if (b.boundary) ball.boundary = b.boundary;
    if (b.extra) ball.extra = { ...b.extra };
    if (b.wicket) {
      ball.wicket = { kind: b.wicket.kind, out: name(batting, b.wicket.out) };
      if (b.wicket.fielders) ball.wicket.fielder = b.wicket.fielders.map((f) => name(fielding, f)).join('/');
    }
    balls.push(ball);
    times.push(b.t);
  });
  const rng = Rng.of(script.seed, 'umpires');
  const out: NamedPlay = {
    toss: { winner: (play.toss.winner + 1) as SideNo, elected: play.toss.elected },
    umpires: drawNames([script.seed, 'umpires'], rng.pick(UMPIRE_COUNTRIES), 2),
    balls,
    times,
    name,
  };
  const best = playerOfMatch(script, play.balls);
  if (best) out.playerOfMatch = name(best.side, best.place);
  named.set(script, out);
  return out;
}

/** The best all-round match of the winners (of both sides in a draw or a tie): runs and wickets. */
function playerOfMatch(
  script: CricketScript,
  balls: readonly PlayBall[],
): { side: Side; place: number } | null {
  const worth = [new Map<number, number>(), new Map<number, number>()] as const;
  const add = (side: Side, place: number, value: number) =>
    worth[side].set(place, (worth[side].get(place) ?? 0) + value);
  for (const b of balls) {
    const batting = script.innings[b.innings]?.side ?? 0;
    add(batting, b.striker, b.runs);
    const credited = b.wicket && b.wicket.kind !== Dismissal.runOut;
    if (credited) add(other(batting), b.bowler, 22);
  }
  const sides: Side[] = script.winner === Winner.home ? [0] : script.winner === Winner.away ? [1] : [0, 1];
  let best: { side: Side; place: number; value: number } | null = null;
  for (const side of sides)
    for (const [place, value] of worth[side]) if (!best || value > best.value) best = { side, place, value };
  return best;
}

/** How many of the match seconds (sorted) are at or before t. */
export function countUpTo(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const POWERPLAYS: Record<number, [number, number][]> = {
  20: [[1, 6]],
  50: [
    [1, 10],
    [11, 40],
    [41, 50],
  ],
};

/** The `balls` document at match second t: the innings begun and the balls bowled by then. */
export function ballsDocument(input: CricketNaming, t: number, final: boolean): BallByBall {
  const { script, sheets } = input;
  const play = namedPlay(input);
  const innings: CricketInningsInfo[] = [];
  script.innings.forEach((inn, i) => {
    if (inn.start > t) return;
    const info: CricketInningsInfo = {
      innings: i + 1,
      side: (inn.side + 1) as SideNo,
      battingOrder: sheets[inn.side].starters.map((p) => p.name),
    };
    if (inn.declared && inn.end !== undefined && inn.end <= t) info.declared = true;
    // The side that batted second batting again at once: made to follow on.
    if (i === 2 && inn.side === script.innings[1]?.side) info.followOn = true;
    if (script.overs > 0) {
      info.maxOvers = script.overs;
      const powerplays = POWERPLAYS[script.overs];
      if (powerplays) info.powerplays = powerplays.map(([a, b]) => [a, b]);
    }
    innings.push(info);
  });
  const doc: BallByBall = {
    eventId: input.eventId,
    toss: { ...play.toss },
    umpires: [...play.umpires],
    innings,
    balls: play.balls.slice(0, countUpTo(play.times, t)),
  };
  if (final && play.playerOfMatch) doc.playerOfMatch = play.playerOfMatch;
  return doc;
}
