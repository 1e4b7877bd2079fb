/**
 * Bat-and-ball games played in innings: baseball and pesäpallo. Parts are runs per inning, a missing
 * part an inning the side did not bat.
 *
 * Baseball (Official Baseball Rules, MLB 2024):
 * - score.innings: the score is the sum of the innings (OBR 5.08: a run scores when a runner reaches
 *   home); a finished game has nine innings (OBR 7.01(a)), extra innings only after nine level ones
 *   (7.01(b)(1)), the home side does not bat its last half when ahead (7.01(c)), an extra inning ends
 *   the game once a side leads at its end (7.01(b)), and a game won in the home side's last half ends
 *   with the winning run: only a home run adds more, so the margin is at most four (7.01(g), 5.08(b)).
 * - draw.baseball: no tie, except in leagues whose agreement ends a game tied after an innings limit
 *   (competitions.ts: NPB after 12, KBO after 11), and only once that limit is played.
 *   WARNING: the catalogue gives baseball 10 parts, the tenth holding every extra inning (the domain's
 *   baseball card: "nine innings and the extra ones"), so a line score of ten parts says "nine and at
 *   least one extra", not how many: a tie shown so in a league with a limit cannot be proved early.
 *   A tie after nine, and any tie where the rules allow none, still fail.
 *
 * Pesäpallo (Pesäpallon pelisäännöt, Finnish Pesäpallo Federation): a game is two periods of four
 * innings; a period goes to the side scoring more runs in it, a level period to nobody; the score is
 * periods won; level periods send the game to a super inning and then a home-run contest, so no game
 * ends level (score.innings for pesäpallo: the score is the periods the innings give).
 */
import { StageType } from '@nerali/domain';
import { competitionOf } from '../competitions.ts';
import type { Violation, World, WorldEvent } from '../model.ts';
import { isPlayedResult, parts, scores, sportKey, sum, violation } from './support.ts';

/** The catalogue's tenth baseball part: every extra inning together (1-based, as innings count). */
const EXTRA_PART = 10;

/** Why a finished baseball line score is impossible (innings of each side; null = not batted). */
export function baseballProblems(
  home: readonly (number | null)[],
  away: readonly (number | null)[],
  score: [number, number],
  tieAfterInnings: number | null,
): string[] {
  const problems: string[] = [];
  const n = Math.max(home.length, away.length);
  if (sum(home) !== score[0] || sum(away) !== score[1]) {
    problems.push(`the innings add up to ${sum(home)}-${sum(away)}, the score is ${score[0]}-${score[1]}`);
  }
  if (n < 9) problems.push(`finished after ${n} innings (nine make a game)`);
  if (away.slice(0, n).some((v) => v === null) || away.length < n)
    problems.push('the visitors missed an inning');
  if (home.slice(0, n - 1).some((v) => v === null))
    problems.push('the home side missed an inning before the last');
  // Runs after each complete inning k (both halves).
  const after = (k: number) => [sum(home.slice(0, k)), sum(away.slice(0, k))];
  for (let k = 9; k < n; k++) {
    const [h, a] = after(k);
    if (h !== a) problems.push(`inning ${k + 1} was played although the game stood ${h}-${a} after ${k}`);
  }
  const homeBattedLast = home[n - 1] !== null && home[n - 1] !== undefined;
  const homeBefore = sum(home.slice(0, n - 1));
  const awayAll = sum(away.slice(0, n));
  if (!homeBattedLast && n >= 9 && homeBefore <= awayAll) {
    problems.push(`the home side did not bat in inning ${n} while not ahead (${homeBefore}-${awayAll})`);
  }
  if (homeBattedLast && n >= 9 && homeBefore > awayAll) {
    problems.push(`the home side batted in inning ${n} while already ahead`);
  }
  if (homeBattedLast && n >= 9 && score[0] > score[1] && score[0] - score[1] > 4) {
    problems.push(
      `won in the home side's last half by ${score[0] - score[1]} (the game ends with the winning run; a home run adds at most 4)`,
    );
  }
  if (score[0] === score[1]) {
    if (tieAfterInnings === null)
      problems.push(`a tie ${score[0]}-${score[1]}: baseball plays extra innings to a winner`);
    else if (n < tieAfterInnings && n < EXTRA_PART)
      problems.push(`a tie after ${n} innings; this league ends level only after ${tieAfterInnings}`);
  }
  return problems;
}

/** Why a finished pesäpallo score is impossible given its innings. */
export function pesapalloProblems(
  home: readonly (number | null)[],
  away: readonly (number | null)[],
  score: [number, number],
): string[] {
  const problems: string[] = [];
  const period = (from: number) => {
    const h = sum(home.slice(from, from + 4));
    const a = sum(away.slice(from, from + 4));
    return h > a ? [1, 0] : a > h ? [0, 1] : [0, 0];
  };
  const [p1, p2] = [period(0), period(4)];
  const won = [(p1[0] ?? 0) + (p2[0] ?? 0), (p1[1] ?? 0) + (p2[1] ?? 0)] as const;
  const extra = Math.max(home.length, away.length) > 8;
  if (score[0] === score[1])
    problems.push(`level ${score[0]}-${score[1]}: a super inning and a home-run contest decide`);
  if (!extra && (won[0] !== score[0] || won[1] !== score[1])) {
    problems.push(`the periods go ${won[0]}-${won[1]}, the score is ${score[0]}-${score[1]}`);
  }
  if (extra && won[0] !== won[1]) problems.push(`extra play after periods won ${won[0]}-${won[1]}`);
  return problems;
}

export function inningsRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    const key = sportKey(e);
    if ((key !== 'baseball' && key !== 'pesapallo') || !isPlayedResult(e)) continue;
    const s = scores(e);
    const [home, away] = parts(e);
    if (!s || (home.length === 0 && away.length === 0)) continue;
    if (key === 'pesapallo') {
      for (const p of pesapalloProblems(home, away, s)) out.push(violation(e, 'score.innings', p));
      continue;
    }
    const tieAfter = competitionOf(key, e.league.name).tieAfterInnings;
    for (const p of baseballProblems(home, away, s, tieAfter)) {
      out.push(violation(e as WorldEvent, p.startsWith('a tie') ? 'draw.baseball' : 'score.innings', p));
    }
  }
  return out;
}

/** Live games past their end: a side leading after a complete ninth or extra inning still playing. */
export function liveInningsRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    if (sportKey(e) !== 'baseball' || e.stageType !== StageType.live) continue;
    const [home, away] = parts(e);
    const complete = Math.min(home.filter((v) => v !== null).length, away.length);
    for (let k = 9; k <= complete && k < Math.max(home.length, away.length); k++) {
      const h = sum(home.slice(0, k));
      const a = sum(away.slice(0, k));
      if (h !== a)
        out.push(
          violation(e, 'score.innings', `still playing inning ${k + 1} after ${h}-${a} at the end of ${k}`),
        );
    }
  }
  return out;
}
