/**
 * Live timing, shared by every sport that races a course: what a timing screen knows at an instant is
 * who crossed which timing line when (the start, the intermediates or furlong poles or laps, the
 * finish). Each entrant's script is a `Run`: the race seconds of its crossings. Everything a row shows
 * (rank, gap, laps behind, distance covered) follows from the crossings before `t`, so a rank never
 * moves between two lines, and a gap is always a difference of two crossing times.
 *
 * Two orders:
 * - mass start (motor races, horse races, road stages, mass-start skiing): the one further along is
 *   ahead; at the same line, the one who crossed it first. The gap is the time between the leader's
 *   crossing of the entrant's last line and the entrant's own.
 * - time trial (alpine runs, rally stages, sprint biathlon, interval starts): only finishers are
 *   ranked, by net time (finish minus own start); the gap is the difference of net times.
 */
import type { ParticipantStatus } from '@nerali/domain';
import { toUnits } from './format.ts';

export interface Run {
  /** Race seconds of the crossings of lines 0 (the start) .. k, non-decreasing; k is the finish. */
  splits: readonly number[];
  /** Leaves the race at race second `t` (after its last split) with this status. */
  out?: { t: number; status: ParticipantStatus };
}

export interface Standing {
  /** Index of the last line crossed by t; -1 before the start. */
  passed: number;
  finished: boolean;
  /** Set once the entrant is out of the race. */
  status?: ParticipantStatus;
  rank?: number;
  /** Behind the leader, in units of 10^-decimals s (0 for the leader). */
  gapUnits?: number;
  /** Mass start: how many more lines the leader had crossed when this entrant crossed its last one. */
  linesBehind?: number;
}

/** Index of the last split at or before t (-1 when none): a binary search, splits are sorted. */
export function passedAt(splits: readonly number[], t: number): number {
  let lo = 0;
  let hi = splits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((splits[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function baseStanding(run: Run, t: number): Standing {
  const passed = passedAt(run.splits, t);
  if (run.out && t >= run.out.t) return { passed, finished: false, status: run.out.status };
  return { passed, finished: passed >= 0 && passed === run.splits.length - 1 };
}

const at = (run: Run, line: number) => run.splits[line] as number;

export function massStandings(runs: readonly Run[], t: number, decimals: number): Standing[] {
  const standings = runs.map((run) => baseStanding(run, t));
  const order = runs
    .map((_, i) => i)
    .filter((i) => standings[i]?.status === undefined && (standings[i]?.passed ?? -1) >= 0)
    .sort((a, b) => {
      const pa = standings[a]?.passed ?? 0;
      const pb = standings[b]?.passed ?? 0;
      return pb - pa || at(runs[a] as Run, pa) - at(runs[b] as Run, pb) || a - b;
    });
  const leader = order[0];
  if (leader === undefined) return standings;
  const leaderRun = runs[leader] as Run;
  order.forEach((i, position) => {
    const standing = standings[i] as Standing;
    const run = runs[i] as Run;
    const crossed = at(run, standing.passed);
    standing.rank = position + 1;
    // Never negative: one who crossed the last common line first but is now behind the leader (who is
    // further along) shows no gap there, not a lead.
    standing.gapUnits = Math.max(
      0,
      toUnits(crossed, decimals) - toUnits(at(leaderRun, standing.passed), decimals),
    );
    standing.linesBehind = Math.max(0, passedAt(leaderRun.splits, crossed) - standing.passed);
  });
  return standings;
}

/** Net time of a finished run: finish minus its own start. */
export const netTime = (run: Run) => at(run, run.splits.length - 1) - at(run, 0);

export function trialStandings(runs: readonly Run[], t: number, decimals: number): Standing[] {
  const standings = runs.map((run) => baseStanding(run, t));
  const order = runs
    .map((_, i) => i)
    .filter((i) => standings[i]?.finished)
    .sort(
      (a, b) =>
        toUnits(netTime(runs[a] as Run), decimals) - toUnits(netTime(runs[b] as Run), decimals) || a - b,
    );
  const best = order[0];
  if (best === undefined) return standings;
  const bestUnits = toUnits(netTime(runs[best] as Run), decimals);
  order.forEach((i, position) => {
    const standing = standings[i] as Standing;
    standing.rank = position + 1;
    standing.gapUnits = toUnits(netTime(runs[i] as Run), decimals) - bestUnits;
  });
  return standings;
}

/**
 * Crossing times of evenly spaced lines for an entrant whose time at distance d is `timeAt(d)`:
 * lines at 0, step, 2*step ... and the finish at `total`. `timeAt` must be non-decreasing.
 */
export function splitsOf(total: number, step: number, timeAt: (d: number) => number): number[] {
  const splits: number[] = [];
  // The last line is always the finish, even when the course is not a multiple of the step.
  const count = Math.ceil(total / step - 1e-9);
  for (let k = 0; k <= count; k++) splits.push(timeAt(Math.min(total, k * step)));
  return splits;
}
