/**
 * Boxing and MMA bouts, from the stop-reason result (R7: "KO 2 (10) 1:57", "UD 3 (3)", "D 8 (8)":
 * method, round it ended in, rounds scheduled, time in that round).
 *
 * - score.combat:
 *   - a bout ends in a scheduled round, and a decision (unanimous, split, majority, draw) only after
 *     the last one: judges score a bout that went the distance (ABC Unified Rules of Boxing, "Scoring";
 *     ABC Unified Rules of MMA, "Types of results"); a technical decision may come earlier;
 *   - the time in the round is within its length: 3 minutes in men's professional boxing, 2 in
 *     women's (WBC Rules, "Women's boxing"), 5 in MMA (Unified Rules of MMA, "Rounds");
 *   - a bout is scheduled for 4 to 12 rounds in professional boxing (WBC/WBA/IBF/WBO: championship
 *     bouts 12, women's 10), 3 or 5 in MMA (Unified Rules: 5 for championship bouts);
 *   - the winner cell agrees with the method: a draw has no winner, a stoppage or decision has one.
 */
import { StatsResultType, Winner } from '@nerali/domain';
import type { Violation, World, WorldEvent } from '../model.ts';
import { isPlayedResult, sportKey, violation } from './support.ts';

export interface BoutResult {
  method: string;
  round: number;
  scheduled: number;
  /** Seconds into the round, when given. */
  timeS: number | null;
}

export function parseBout(text: string): BoutResult | null {
  const m = /^([A-Z-]+) (\d+) \((\d+)\)(?: (\d+):(\d\d))?$/.exec(text.trim());
  if (!m) return null;
  return {
    method: m[1] as string,
    round: Number(m[2]),
    scheduled: Number(m[3]),
    timeS: m[4] === undefined ? null : Number(m[4]) * 60 + Number(m[5]),
  };
}

const DECISIONS = new Set(['UD', 'SD', 'MD', 'D', 'MDR', 'SDR', 'PTS']);
const DRAWS = new Set(['D', 'MDR', 'SDR', 'TDR']);
const NO_RESULT = new Set(['NC']);

/** Why a bout's result is impossible under its sport's rules. */
export function boutProblems(
  b: BoutResult,
  sport: 'boxing' | 'mma',
  women: boolean,
  winner: Winner | undefined,
): string[] {
  const problems: string[] = [];
  const roundS = sport === 'mma' ? 300 : women ? 120 : 180;
  const allowed = sport === 'mma' ? [3, 5] : [4, 5, 6, 8, 10, 12];
  if (!allowed.includes(b.scheduled))
    problems.push(`${b.scheduled} rounds scheduled (${sport === 'mma' ? '3 or 5' : '4 to 12'})`);
  if (b.round < 1 || b.round > b.scheduled) problems.push(`ended in round ${b.round} of ${b.scheduled}`);
  if (DECISIONS.has(b.method) && b.round !== b.scheduled)
    problems.push(`a ${b.method} decision after round ${b.round} of ${b.scheduled}`);
  if (b.timeS !== null && b.timeS > roundS)
    problems.push(
      `at ${Math.floor(b.timeS / 60)}:${String(b.timeS % 60).padStart(2, '0')} of a ${roundS / 60}-minute round`,
    );
  if (winner !== undefined && winner !== Winner.unknown) {
    if (DRAWS.has(b.method) && winner !== Winner.draw) problems.push(`a ${b.method} with a winner`);
    if (!DRAWS.has(b.method) && !NO_RESULT.has(b.method) && winner === Winner.draw)
      problems.push(`a ${b.method} without a winner`);
  }
  return problems;
}

export function combatRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    const key = sportKey(e);
    if ((key !== 'boxing' && key !== 'mma') || !isPlayedResult(e)) continue;
    const text = e.results?.[StatsResultType.stopReason];
    if (text === undefined) continue;
    const bout = parseBout(text);
    const women = /Women/.test(e.league.name);
    if (!bout)
      out.push(
        violation(
          e as WorldEvent,
          'score.combat',
          `result "${text}" is not method, round (scheduled) and time`,
        ),
      );
    else for (const p of boutProblems(bout, key, women, e.winner)) out.push(violation(e, 'score.combat', p));
  }
  return out;
}
