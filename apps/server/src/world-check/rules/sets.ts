/**
 * Sports played in sets, games or maps: each completed set must be a score its rules can end on,
 * the match score is the number of sets won, and a finished match ends the moment one side has the
 * sets it needs (no set after that, none missing).
 *
 * - score.tennis-set (ITF Rules of Tennis, Rule 6 "Score in a set": a tie-break set is won 6-0 to 6-4,
 *   7-5, or 7-6 through a tie-break at six all; Rule 5(b) "Tie-break game": first to 7 points with a
 *   margin of 2; Grand Slam Rulebook (2022): a 10-point tie-break at six all in the final set).
 * - score.sets (volleyball: FIVB Rules 6.1.2 and 6.2: a set is won at 25 with two points' lead, the
 *   deciding fifth at 15; beach volleyball: FIVB Beach Rules 6.2: 21, the third set at 15; badminton:
 *   BWF Laws 7.1-7.4: 21 with two points' lead, at 29 all the 30th point wins; table tennis: ITTF
 *   Handbook 2.11: 11 with two points' lead; Valorant: VCT Global Competition Policy, first to 13
 *   rounds, overtime won by two; Counter-Strike 2: ESL/IEM rules, first to 13 of 24 rounds, overtime
 *   in halves of 3 (16-12..16-14, 19-15..19-17 ...)).
 * - score.match (ITF Rule 7: best of three or five sets, five in men's Grand Slam singles; FIVB 6.3:
 *   three sets of five; FIVB Beach 6.3 and BWF Law 7.1: two of three; ITTF 2.12: any odd number).
 *
 * What the feeds cannot show: Dota 2 maps have no round score (skipped); Ultimate Table Tennis is a
 * team format whose parts are rubbers, not games (skipped); retirements end a set anywhere.
 */
import { EventStage, StageType } from '@nerali/domain';
import type { Violation, World, WorldEvent } from '../model.ts';
import { isPlayedResult, parts, scores, sportKey, violation } from './support.ts';

/** Why a completed tennis set's games (winner w, loser l) are impossible, or null. */
export function tennisSetProblem(w: number, l: number): string | null {
  if (w === 6 && l <= 4) return null;
  if (w === 7 && (l === 5 || l === 6)) return null;
  return `no tennis set ends ${w}-${l}`;
}

/** A completed tie-break: first to `target` (7, or 10 in a Grand Slam final set) by two. */
export function tieBreakProblem(w: number, l: number, target: number): string | null {
  return w === Math.max(target, l + 2) ? null : `no tie-break to ${target} ends ${w}-${l}`;
}

/** A set raced to `target` points with two points' lead and an optional cap (badminton: 30). */
export function raceSetProblem(w: number, l: number, target: number, cap?: number): string | null {
  if (cap !== undefined && w > cap) return `no set capped at ${cap} ends ${w}-${l}`;
  if (w === Math.max(target, l + 2)) return null;
  if (cap !== undefined && w === cap && l === cap - 1) return null;
  return `no set to ${target}${cap ? ` (cap ${cap})` : ''} ends ${w}-${l}`;
}

/** A Counter-Strike 2 map: 13 of 24 rounds, then overtimes of six rounds won at 4. */
export function csMapProblem(w: number, l: number): string | null {
  if (w === 13 && l <= 11) return null;
  if (w > 13 && (w - 13) % 3 === 0 && l >= w - 4 && l <= w - 2) return null;
  return `no CS2 map ends ${w}-${l}`;
}

interface Format {
  /** Sets a side needs to win the match; a list when the competition's format is not in the feeds. */
  needed: readonly number[];
  /** Why the set (1-based number n of a match) ending w-l is impossible. */
  set: (w: number, l: number, n: number) => string | null;
}

const GRAND_SLAM = /Australian Open|Roland Garros|French Open|Wimbledon|US Open/;

function formatOf(e: WorldEvent): Format | null {
  const name = e.league.name;
  switch (sportKey(e)) {
    case 'tennis': {
      const bestOfFive = name.startsWith('ATP - ') && GRAND_SLAM.test(name) && !e.homeName.includes('/');
      return { needed: [bestOfFive ? 3 : 2], set: (w, l) => tennisSetProblem(w, l) };
    }
    case 'volleyball':
      return { needed: [3], set: (w, l, n) => raceSetProblem(w, l, n === 5 ? 15 : 25) };
    case 'beach-volleyball':
      return { needed: [2], set: (w, l, n) => raceSetProblem(w, l, n === 3 ? 15 : 21) };
    case 'badminton':
      return { needed: [2], set: (w, l) => raceSetProblem(w, l, 21, 30) };
    case 'table-tennis':
      return name.startsWith('Ultimate Table Tennis')
        ? null
        : { needed: [2, 3, 4], set: (w, l) => raceSetProblem(w, l, 11) };
    case 'esports':
      if (name.startsWith('VALORANT')) return { needed: [1, 2, 3], set: (w, l) => raceSetProblem(w, l, 13) };
      if (name.startsWith('CS2')) return { needed: [1, 2, 3], set: (w, l) => csMapProblem(w, l) };
      // Dota 2 and other titles: the parts are not a map's rounds; nothing to read from them.
      return null;
    default:
      return null;
  }
}

export function setsRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    const format = formatOf(e);
    if (!format || e.stageType === StageType.scheduled) continue;
    const check = sportKey(e) === 'tennis' ? 'score.tennis-set' : 'score.sets';
    const [home, away] = parts(e);
    const count = Math.max(home.length, away.length);
    // The set being played (live) or broken off (retired) is not complete.
    const completed = e.stageType === StageType.live || e.stage === EventStage.retired ? count - 1 : count;
    let won: [number, number] = [0, 0];
    for (let i = 0; i < completed; i++) {
      const h = home[i] ?? null;
      const a = away[i] ?? null;
      if (h === null || a === null || h === a) {
        out.push(violation(e, check, `set ${i + 1} is ${h ?? '-'}-${a ?? '-'}, not a finished set`));
        continue;
      }
      const problem = format.set(Math.max(h, a), Math.min(h, a), i + 1);
      if (problem) out.push(violation(e, check, `set ${i + 1}: ${problem}`));
      won = h > a ? [won[0] + 1, won[1]] : [won[0], won[1] + 1];
      const deciding = i === 2 * (format.needed[0] ?? 2) - 2;
      if (sportKey(e) === 'tennis' && Math.max(h, a) === 7 && Math.min(h, a) === 6)
        out.push(...tieBreakCheck(e, i, deciding));
    }
    out.push(...matchCheck(e, format, won, completed));
  }
  return out;
}

/** A set's tie-break; the deciding set of a Grand Slam is played to 10 (Grand Slam Rulebook 2022). */
function tieBreakCheck(e: WorldEvent, i: number, deciding: boolean): Violation[] {
  const h = e.homeTiebreaks?.[i] ?? null;
  const a = e.awayTiebreaks?.[i] ?? null;
  if (h === null || a === null) return []; // only the loser's points are shown ("7-6(4)"): nothing to check
  const [home] = parts(e);
  const homeWonSet = (home[i] ?? 0) === 7;
  const [w, l] = homeWonSet ? [h, a] : [a, h];
  const target = deciding && GRAND_SLAM.test(e.league.name) ? 10 : 7;
  const problem = tieBreakProblem(w, l, target);
  return problem ? [violation(e, 'score.tennis-set', `set ${i + 1} tie-break: ${problem}`)] : [];
}

function matchCheck(e: WorldEvent, format: Format, won: [number, number], completed: number): Violation[] {
  const out: Violation[] = [];
  const s = scores(e);
  if (s && (s[0] !== won[0] || s[1] !== won[1])) {
    out.push(
      violation(
        e,
        'score.match',
        `the score says ${s[0]}-${s[1]} in sets but the sets won are ${won[0]}-${won[1]}`,
      ),
    );
  }
  const most = Math.max(...won);
  const least = Math.min(...won);
  if (e.stageType === StageType.live && format.needed.length === 1 && most >= (format.needed[0] ?? 0)) {
    out.push(violation(e, 'score.match', `still live with ${won[0]}-${won[1]} in sets: the match was over`));
  }
  if (isPlayedResult(e)) {
    if (!format.needed.includes(most) || least >= most) {
      out.push(
        violation(
          e,
          'score.match',
          `finished at ${won[0]}-${won[1]} in ${completed} sets; a side needs ${format.needed.join(' or ')}`,
        ),
      );
    }
  }
  return out;
}
