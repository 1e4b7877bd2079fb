/**
 * Cricket ball by ball, from a match's `balls` document (BallByBall) and its scoreboard: what the
 * Laws of Cricket (MCC 2017 code, 2022 edition) and the ICC playing conditions allow. Written from the
 * Laws, not from any simulator or scorecard code: it counts for itself.
 *
 * - balls.over: an over is six legal balls; wides and no-balls are bowled again and not counted (Law
 *   17.1, 21.6, 22.7); every over but an innings' last has exactly six; overs follow 0, 1, 2 ...; a
 *   ball's number is the legal ball it is (a wide or no-ball carries the next one's).
 * - balls.bowler: one bowler an over (Law 17.8: an over left unfinished by injury aside); no bowler
 *   bowls two overs in a row (Law 17.8); a limited-overs bowler bowls at most a fifth of the overs (4 in
 *   a T20, 10 in an ODI: ICC T20I / ODI Playing Conditions, clause 12.1); a limited-overs innings
 *   lasts at most its overs (clause 13.1).
 * - balls.batter: two different batters at the crease, both of the batting order; at most 11 bat, at
 *   most 10 are out (Law 12.3: all out); nobody is out twice or bats after being out.
 * - balls.dismissal: the batter out is one at the crease; only a run out (or obstructing) may be of the
 *   non-striker; off a no-ball a batter is out only run out or obstructing (Law 21.18); off a wide only
 *   stumped, run out, hit wicket or obstructing (Law 22.8); a catch and a stumping name their fielder.
 * - balls.strike: the batters change ends on odd runs run (Law 18.1; boundaries are not run, Law 19),
 *   the new batter takes the end of the batter out, and the next over is bowled from the other end
 *   (Law 17.2), so the striker of every ball follows from the one before.
 * - balls.score: each innings' runs (off the bat and extras), wickets and overs equal the scoreboard's.
 */
import {
  type BallByBall,
  type CricketBall,
  CricketGameType,
  type CricketSide,
  Dismissal,
  ExtraKind,
} from '@nerali/domain';
import type { Violation, World } from '../model.ts';
import { violation } from './support.ts';

export interface BallsProblem {
  check: 'balls.over' | 'balls.bowler' | 'balls.batter' | 'balls.dismissal' | 'balls.strike' | 'balls.score';
  detail: string;
}

export interface BallsContext {
  /** Overs an innings may last; 0 in a timed match (Test, first-class). */
  oversPerInnings: number;
  /** The scoreboard's innings of each side, in the order each side batted (CK cell: home, away). */
  scoreboard?: { home: readonly CricketSide[]; away: readonly CricketSide[] };
}

const NOT_OUT: ReadonlySet<string> = new Set([Dismissal.retiredHurt]);
const OFF_A_NO_BALL: ReadonlySet<string> = new Set([Dismissal.runOut, Dismissal.obstructing]);
const OFF_A_WIDE: ReadonlySet<string> = new Set([
  Dismissal.stumped,
  Dismissal.runOut,
  Dismissal.hitWicket,
  Dismissal.obstructing,
]);

const isLegal = (b: CricketBall) => b.extra?.kind !== ExtraKind.wide && b.extra?.kind !== ExtraKind.noBall;

/** Runs the batters ran on a ball: boundaries are not run; a wide's own run is a penalty, not run. */
function runsRun(b: CricketBall): number {
  const kind = b.extra?.kind;
  if (b.boundary !== undefined) return 0;
  if (kind === ExtraKind.wide) return Math.max(0, (b.extra?.runs ?? 1) - 1);
  if (kind === ExtraKind.noBall) return b.runs;
  if (kind === ExtraKind.bye || kind === ExtraKind.legBye) return b.extra?.runs ?? 0;
  return b.runs;
}

const oversWritten = (legal: number) =>
  legal % 6 === 0 ? `${legal / 6}` : `${Math.floor(legal / 6)}.${legal % 6}`;

export function ballsLawProblems(doc: BallByBall, ctx: BallsContext): BallsProblem[] {
  const out: BallsProblem[] = [];
  const add = (check: BallsProblem['check'], detail: string) => out.push({ check, detail });
  const cap = ctx.oversPerInnings > 0 ? Math.ceil(ctx.oversPerInnings / 5) : Number.POSITIVE_INFINITY;
  doc.balls.forEach((b, i) => {
    if (b.seq !== i + 1) add('balls.over', `ball ${i + 1} has seq ${b.seq}`);
  });
  const bySide = {
    1: [] as { runs: number; wickets: number; legal: number }[],
    2: [] as { runs: number; wickets: number; legal: number }[],
  };
  for (const info of doc.innings) {
    const balls = doc.balls.filter((b) => b.innings === info.innings);
    const at = (b: CricketBall) => `innings ${info.innings} ${b.over}.${b.ball}`;
    const order = new Set(info.battingOrder);
    if (info.battingOrder.length > 11)
      add('balls.batter', `innings ${info.innings}: ${info.battingOrder.length} in the batting order`);
    const batted = new Set<string>();
    const out_ = new Set<string>();
    const oversOf = new Map<string, number>();
    let [runs, wickets, legal] = [0, 0, 0];
    let lastBowler: string | undefined;
    let over = -1;
    let overLegal = 0;
    /** The striker and non-striker the Laws expect on the next ball, once known. */
    let expect: [string | undefined, string | undefined] | undefined;
    balls.forEach((b) => {
      // Overs and their balls.
      if (b.over !== over) {
        if (over >= 0 && overLegal !== 6)
          add('balls.over', `innings ${info.innings} over ${over} had ${overLegal} legal balls`);
        if (b.over !== over + 1) add('balls.over', `${at(b)}: over ${b.over} follows over ${over}`);
        if (b.bowler === lastBowler) add('balls.bowler', `${at(b)}: ${b.bowler} bowls two overs in a row`);
        const n = (oversOf.get(b.bowler) ?? 0) + 1;
        oversOf.set(b.bowler, n);
        if (n > cap) add('balls.bowler', `${at(b)}: ${b.bowler} bowls over number ${n} of at most ${cap}`);
        over = b.over;
        overLegal = 0;
        lastBowler = b.bowler;
      } else if (b.bowler !== lastBowler)
        add('balls.bowler', `${at(b)}: ${b.bowler} takes over the over of ${lastBowler ?? ''}`);
      if (b.ball !== overLegal + 1)
        add('balls.over', `${at(b)}: numbered ${b.ball} after ${overLegal} legal balls`);
      const legalBall = isLegal(b);
      if (legalBall) {
        overLegal++;
        legal++;
      }
      if (overLegal > 6) add('balls.over', `${at(b)}: a seventh legal ball`);
      if (expect) {
        // An end left empty by a wicket is taken by a batter who has not batted yet.
        const [s, n] = expect;
        const fits = (who: string, want: string | undefined) =>
          want === undefined ? !batted.has(who) : who === want;
        if (!fits(b.batter, s) || !fits(b.nonStriker, n))
          add(
            'balls.strike',
            `${at(b)}: ${b.batter} on strike with ${b.nonStriker}, the Laws have ${s ?? 'a new batter'} with ${n ?? 'a new batter'}`,
          );
      }
      // The batters.
      if (b.batter === b.nonStriker) add('balls.batter', `${at(b)}: ${b.batter} at both ends`);
      for (const who of [b.batter, b.nonStriker]) {
        if (!order.has(who)) add('balls.batter', `${at(b)}: ${who} is not in the batting order`);
        if (out_.has(who)) add('balls.batter', `${at(b)}: ${who} bats after being out`);
        batted.add(who);
      }
      runs += b.runs + (b.extra?.runs ?? 0);
      // Who is where after the ball: odd runs run change ends.
      let [striker, nonStriker]: [string | undefined, string | undefined] = [b.batter, b.nonStriker];
      if (runsRun(b) % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
      const w = b.wicket;
      if (w && !NOT_OUT.has(w.kind)) {
        wickets++;
        if (w.out !== b.batter && w.out !== b.nonStriker)
          add('balls.dismissal', `${at(b)}: ${w.out} is out but not at the crease`);
        if (w.out !== b.batter && w.kind !== Dismissal.runOut && w.kind !== Dismissal.obstructing)
          add('balls.dismissal', `${at(b)}: the non-striker ${w.out} out ${w.kind}`);
        if (out_.has(w.out)) add('balls.batter', `${at(b)}: ${w.out} is out twice`);
        out_.add(w.out);
        const kind = b.extra?.kind;
        if (kind === ExtraKind.noBall && !OFF_A_NO_BALL.has(w.kind))
          add('balls.dismissal', `${at(b)}: out ${w.kind} off a no-ball`);
        if (kind === ExtraKind.wide && !OFF_A_WIDE.has(w.kind))
          add('balls.dismissal', `${at(b)}: out ${w.kind} off a wide`);
        if ((w.kind === Dismissal.caught || w.kind === Dismissal.stumped) && !w.fielder)
          add('balls.dismissal', `${at(b)}: ${w.kind} with no fielder`);
        // The new batter (unknown yet) takes the end of the batter out.
        if (striker === w.out) striker = undefined;
        else nonStriker = undefined;
      }
      // The next over is bowled from the other end (Law 17.2).
      if (legalBall && overLegal === 6) [striker, nonStriker] = [nonStriker, striker];
      expect = [striker, nonStriker];
    });
    if (batted.size > 11) add('balls.batter', `innings ${info.innings}: ${batted.size} batters`);
    if (wickets > 10) add('balls.batter', `innings ${info.innings}: ${wickets} wickets`);
    if (ctx.oversPerInnings > 0 && legal > ctx.oversPerInnings * 6)
      add('balls.over', `innings ${info.innings}: ${oversWritten(legal)} overs of ${ctx.oversPerInnings}`);
    bySide[info.side].push({ runs, wickets, legal });
  }
  for (const b of doc.balls)
    if (!doc.innings.some((i) => i.innings === b.innings))
      add('balls.over', `ball ${b.seq} of innings ${b.innings}, not listed`);
  if (ctx.scoreboard) {
    for (const [side, list] of [
      [1, ctx.scoreboard.home],
      [2, ctx.scoreboard.away],
    ] as const) {
      const counted = bySide[side];
      if (counted.length !== list.length)
        add(
          'balls.score',
          `side ${side}: ${counted.length} innings in the balls, ${list.length} on the scoreboard`,
        );
      list.forEach((shown, j) => {
        const c = counted[j];
        if (!c) return;
        const overs = oversWritten(c.legal);
        if (c.runs !== shown.runs || c.wickets !== shown.wickets || overs !== shown.overs)
          add(
            'balls.score',
            `side ${side} innings ${j + 1}: the balls make ${c.runs}/${c.wickets} in ${overs}, the scoreboard ${shown.runs}/${shown.wickets} in ${shown.overs}`,
          );
      });
    }
  }
  return out;
}

const OVERS: Partial<Record<number, number>> = { [CricketGameType.t20]: 20, [CricketGameType.odi]: 50 };

/** Every match of the world with its deliveries, against the Laws and its own scoreboard. */
export function cricketBallsRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const [id, doc] of world.balls) {
    const e = world.events.get(id);
    if (!e?.cricket) continue;
    const oversPerInnings = OVERS[e.cricket.gameType] ?? 0;
    for (const p of ballsLawProblems(doc, { oversPerInnings, scoreboard: e.cricket }))
      out.push(violation(e, p.check, p.detail));
  }
  return out;
}
