/**
 * Cricket, from the cricket cell (CK: game type, innings as runs/wickets/overs, target) and the score.
 *
 * - score.cricket-innings: an over has six balls, so "18.6" is not an over count (MCC Laws of Cricket
 *   2017, Law 17.1); an innings has at most 10 wickets (Law 12.3: all out); a limited-overs innings is
 *   at most 20 overs in T20 (ICC Men's T20I Playing Conditions, clause 13.1.1; the same in the T20
 *   leagues) and 50 in one-day cricket (ICC ODI Playing Conditions, clause 13.1.1); a side bats at
 *   most twice in a timed match and once in a limited-overs one (Law 12.1); a completed first
 *   limited-overs innings ended by its overs or by ten wickets, not before (Law 12.3). A rain-reduced
 *   match (DLS) cannot be told from the feeds: none is announced there, so none is assumed.
 * - score.cricket-result: the target is the first innings plus one (T20I/ODI Playing Conditions,
 *   clause 16); the chase is won when it reaches the target and stops there: the last scoring ball
 *   adds at most a no-ball and a six, so a chase ends at most target + 6 (Law 16.6.1, Law 19.8); the
 *   winner made more runs in total, except a tie decided by a super over (T20I Playing Conditions,
 *   Appendix F); the score shown is the side's last innings ("186/4", "84" when all out, "d" declared).
 * - draw.cricket: only a timed match (Tests, first-class) may be drawn (Law 16.4); a limited-overs
 *   match is won, tied or abandoned (Law 16.1-16.3).
 */
import { CricketGameType, type CricketSide, Winner } from '@nerali/domain';
import type { Violation, World, WorldEvent } from '../model.ts';
import { isPlayedResult, sportKey, violation } from './support.ts';

const OVERS_LIMIT: Partial<Record<number, number>> = {
  [CricketGameType.t20]: 20,
  [CricketGameType.odi]: 50,
};

/** Balls of an over count as cricket writes them ("18.3"), or null when it is not one. */
export function ballsOf(overs: string): number | null {
  const m = /^(\d+)(?:\.(\d))?$/.exec(overs);
  if (!m) return null;
  const balls = Number(m[2] ?? '0');
  return balls > 5 ? null : Number(m[1]) * 6 + balls;
}

/** Why one innings is impossible in a game type (limit of overs, or none for timed cricket). */
export function inningsProblem(inn: CricketSide, oversLimit: number | undefined): string | null {
  const balls = ballsOf(inn.overs);
  if (balls === null) return `${inn.overs} is not a count of overs (six balls make one)`;
  if (inn.wickets < 0 || inn.wickets > 10) return `${inn.wickets} wickets in an innings`;
  if (oversLimit !== undefined && balls > oversLimit * 6)
    return `${inn.overs} overs in a ${oversLimit}-over innings`;
  return null;
}

function shown(inn: CricketSide): string {
  return inn.wickets >= 10 ? String(inn.runs) : `${inn.runs}/${inn.wickets}`;
}

const total = (list: readonly CricketSide[]) => list.reduce((n, i) => n + i.runs, 0);

export function cricketRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    if (sportKey(e) !== 'cricket' || !e.cricket) continue;
    const c = e.cricket;
    const limit = OVERS_LIMIT[c.gameType];
    const timed = c.gameType === CricketGameType.test;
    const add = (check: string, detail: string) => out.push(violation(e, check, detail));
    for (const [side, list] of [
      ['home', c.home],
      ['away', c.away],
    ] as const) {
      if (list.length > (timed ? 2 : 1)) add('score.cricket-innings', `${side} batted ${list.length} times`);
      list.forEach((inn, i) => {
        const problem = inningsProblem(inn, limit);
        if (problem) add('score.cricket-innings', `${side} innings ${i + 1}: ${problem}`);
      });
      const last = list.at(-1);
      const score = side === 'home' ? e.homeScore : e.awayScore;
      if (last && score !== undefined && score.replace(/d$/, '') !== shown(last)) {
        add(
          'score.cricket-result',
          `${side} shows ${score} but its innings is ${shown(last)} (${last.overs} ov)`,
        );
      }
    }
    if (isPlayedResult(e)) out.push(...limitedOversResult(e, limit));
  }
  return out;
}

/** The first and second innings of a finished limited-overs match, told by the target. */
function limitedOversResult(e: WorldEvent, limit: number | undefined): Violation[] {
  const c = e.cricket;
  if (!c) return [];
  const out: Violation[] = [];
  const add = (check: string, detail: string) => out.push(violation(e, check, detail));
  const homeRuns = total(c.home);
  const awayRuns = total(c.away);
  if (e.winner === Winner.home && homeRuns < awayRuns)
    add('score.cricket-result', `home won with fewer runs (${homeRuns} v ${awayRuns})`);
  if (e.winner === Winner.away && awayRuns < homeRuns)
    add('score.cricket-result', `away won with fewer runs (${homeRuns} v ${awayRuns})`);
  if (limit === undefined) return out;
  const [h, a] = [c.home[0], c.away[0]];
  if (!h || !a) return out;
  if (e.winner === Winner.draw && homeRuns !== awayRuns) add('draw.cricket', 'a limited-overs match drawn');
  // The side that batted first: the target names it (first innings + 1).
  const first = c.target === h.runs + 1 ? 'home' : c.target === a.runs + 1 ? 'away' : null;
  if (c.target !== undefined && first === null) {
    add('score.cricket-result', `target ${c.target} is neither innings plus one (${h.runs}, ${a.runs})`);
    return out;
  }
  if (first === null) return out;
  const [bat1, bat2] = first === 'home' ? [h, a] : [a, h];
  const target = bat1.runs + 1;
  if ((ballsOf(bat1.overs) ?? 0) < limit * 6 && bat1.wickets < 10) {
    add(
      'score.cricket-innings',
      `the first innings stopped at ${shown(bat1)} in ${bat1.overs} of ${limit} overs`,
    );
  }
  const chaseOver = (ballsOf(bat2.overs) ?? 0) >= limit * 6 || bat2.wickets >= 10;
  if (bat2.runs < target && !chaseOver)
    add(
      'score.cricket-innings',
      `the chase stopped at ${shown(bat2)} in ${bat2.overs} overs, ${target - bat2.runs} short`,
    );
  if (bat2.runs > target + 6)
    add(
      'score.cricket-result',
      `the chase went on to ${bat2.runs}, past the target ${target} by more than one ball can add`,
    );
  return out;
}
