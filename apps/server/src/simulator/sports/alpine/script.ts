/**
 * Alpine skiing, a World Cup race. Slalom and giant slalom have two runs: every skier starts the first
 * run (best-rated first, one start every 90 s), the 30 fastest finishers start the second run three
 * hours later in reverse order, and the result is the sum of both runs. Super-G and downhill are one
 * run. Skiers straddle a gate or fall (did not finish, no rank); those outside the top 30 after the
 * first run are out of the result (not classified).
 *
 * A row shows each run's time (stats results `round1`, `round2`: "52.31"), the total (`time`) and the
 * gap to the leader, in hundredths. While the second run is on, only the skiers who finished it are
 * ranked: a provisional order, as the finish-area board shows it.
 */
import { EventStage, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { gapText, timeText, toUnits } from '../../no-duel/format.ts';
import { gauss } from '../../no-duel/random.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../../no-duel/types.ts';

const DECIMALS = 2;
const START_INTERVAL_S = 90;
const SECOND_RUN_AFTER_S = 3 * 3600;
const SECOND_RUN_FIELD = 30;

const DISCIPLINE = {
  slalom: { runs: 2, runS: 52, dnf: 0.12 },
  giantSlalom: { runs: 2, runS: 72, dnf: 0.08 },
  superG: { runs: 1, runS: 86, dnf: 0.07 },
  downhill: { runs: 1, runS: 112, dnf: 0.05 },
} as const;

interface SkiRun {
  start: number;
  /** Run time, or undefined when the skier did not finish. */
  time?: number;
  /** When the run ended (at the finish, or where the skier went out). */
  end: number;
}

export interface AlpineScript {
  runs: (SkiRun | undefined)[][];
  /** First start of the second run (Infinity for one-run races). */
  secondRunStart: number;
  /** When the first run is over and the second run's field is known. */
  firstRunEnd: number;
  end: number;
}

function skiRun(rng: Rng, start: number, baseS: number, rating: number, dnf: number): SkiRun {
  const time = baseS * (1 + 0.05 * (0.5 - rating) + 0.008 * gauss(rng));
  if (rng.chance(dnf)) return { start, end: start + time * (0.2 + 0.7 * rng.next()) };
  return { start, time, end: start + time };
}

export function alpineScript(race: Race): AlpineScript {
  if (race.format.kind !== 'alpine') throw new RangeError('alpine: wrong format');
  const d = DISCIPLINE[race.format.discipline];
  const rng = Rng.of(race.seed, 'alpine');
  const ratings = race.entrants.map((e) => e.rating);
  const runs: (SkiRun | undefined)[][] = race.entrants.map(() => [undefined, undefined]);
  const order = ratings
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r - a.r)
    .map(({ i }) => i);
  order.forEach((i, k) => {
    (runs[i] as (SkiRun | undefined)[])[0] = skiRun(
      rng,
      k * START_INTERVAL_S,
      d.runS,
      ratings[i] ?? 0.5,
      d.dnf,
    );
  });
  const firstRunEnd = Math.max(...runs.map((r) => r[0]?.end ?? 0));
  if (d.runs === 1) return { runs, secondRunStart: Infinity, firstRunEnd, end: firstRunEnd };
  const secondRunStart = SECOND_RUN_AFTER_S;
  const first = (i: number) => runs[i]?.[0]?.time;
  const qualified = order
    .filter((i) => first(i) !== undefined)
    .sort((a, b) => (first(a) as number) - (first(b) as number) || a - b)
    .slice(0, SECOND_RUN_FIELD)
    .reverse();
  qualified.forEach((i, k) => {
    const start = secondRunStart + k * START_INTERVAL_S;
    (runs[i] as (SkiRun | undefined)[])[1] = skiRun(rng, start, d.runS, ratings[i] ?? 0.5, d.dnf * 0.8);
  });
  const end = Math.max(firstRunEnd, ...runs.map((r) => r[1]?.end ?? 0));
  return { runs, secondRunStart, firstRunEnd, end };
}

function alpineView(script: AlpineScript, t: number): RaceView {
  const twoRuns = Number.isFinite(script.secondRunStart);
  const secondRunOn = t >= script.secondRunStart;
  const rows = script.runs.map((runs, i) => {
    const entry: EntryView = {};
    const results: Record<number, string> = {};
    let total: number | undefined;
    let out = false;
    runs.forEach((run, k) => {
      if (!run || t < run.end) return;
      if (run.time === undefined) {
        out = true;
        return;
      }
      if (twoRuns) results[StatsResultType.round1 + k] = timeText(run.time, DECIMALS);
      total = (total ?? 0) + toUnits(run.time, DECIMALS);
    });
    const finishedAll = runs.every((run, k) =>
      twoRuns || k === 0 ? run !== undefined && t >= run.end : true,
    );
    if (out) entry.participantStatus = ParticipantStatus.didNotFinish;
    else if (twoRuns && t >= script.firstRunEnd && runs[1] === undefined && runs[0]?.time !== undefined) {
      entry.participantStatus = ParticipantStatus.notClassified;
    }
    entry.results = results;
    // Before the second run, the first run's times rank; during it, the totals of those through.
    const ranked =
      entry.participantStatus === undefined && total !== undefined && (!secondRunOn || finishedAll);
    return { i, entry, results, total: ranked ? total : undefined };
  });
  const order = rows
    .filter((r) => r.total !== undefined)
    .sort((a, b) => (a.total as number) - (b.total as number) || a.i - b.i);
  const best = order[0]?.total ?? 0;
  order.forEach((r, k) => {
    r.entry.rank = k + 1;
    r.results[StatsResultType.time] = timeText((r.total as number) / 10 ** DECIMALS, DECIMALS);
    if (k > 0) r.entry.gap = gapText((r.total as number) - best, DECIMALS);
  });
  return {
    stage: t >= script.end ? EventStage.finished : EventStage.live,
    stageStart: secondRunOn ? script.secondRunStart : 0,
    entries: rows.map((r) => r.entry),
  };
}

export const alpine: RaceRules<AlpineScript> = {
  script: alpineScript,
  duration: (script) => script.end,
  view: alpineView,
};
