/**
 * Biathlon: skiing with shooting. Sprint (10 km men, 7.5 km women): interval start every 30 s, prone
 * shooting after a third of the course and standing after two thirds; mass start (15 km, 12.5 km):
 * everyone at once, four shootings (prone, prone, standing, standing) every fifth of the course. Each shooting is five targets; each miss costs a 150 m penalty loop (about 24 s). The
 * timing reads every half kilometre and on entering and leaving the range, so an athlete leaving the
 * range moves ahead of one still shooting.
 *
 * A row shows the misses per shooting so far (stats result `missedShots`, "0+1+2"), the penalty loops
 * (`penaltyLaps`), the distance covered (`currentDistance`, km), and at the finish the time and the gap.
 * The sprint ranks finishers by net time (a time trial); the mass start ranks by position on the course.
 */
import { EventStage, StatsResultType } from '@nerali/domain';
import { clamp, Rng } from '../../prng.ts';
import { fixed, gapText, timeText } from '../../no-duel/format.ts';
import { gauss } from '../../no-duel/random.ts';
import { massStandings, netTime, type Run, type Standing, trialStandings } from '../../no-duel/timing.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../../no-duel/types.ts';

const DECIMALS = 1;
const LINE_KM = 0.5;
const SKI_S_PER_KM = 160;
const SHOOTING_S = 28;
const PENALTY_LOOP_S = 24;
const INTERVAL_S = 30;

const half = (km: number) => Math.round(km * 2) / 2;
const RACES = {
  sprint: { ranges: (km: number) => [half(km / 3), half((2 * km) / 3)], standing: [false, true] },
  massStart: {
    ranges: (km: number) => [1, 2, 3, 4].map((k) => half((k * km) / 5)),
    standing: [false, false, true, true],
  },
} as const;

/** A timing line: its distance, and the shooting it closes (on leaving the range). */
interface Line {
  km: number;
  shooting?: number;
}

export function courseLines(km: number, ranges: readonly number[]): Line[] {
  const lines: Line[] = [];
  for (let k = 0; k * LINE_KM <= km + 1e-9; k++) {
    const d = Math.round(k * LINE_KM * 10) / 10;
    lines.push({ km: d });
    const shooting = ranges.indexOf(d);
    if (shooting >= 0) lines.push({ km: d, shooting });
  }
  return lines;
}

export interface BiathlonScript {
  lines: Line[];
  runs: Run[];
  /** Misses per athlete per shooting. */
  misses: number[][];
  massStart: boolean;
  end: number;
}

export function biathlonScript(race: Race): BiathlonScript {
  if (race.format.kind !== 'biathlon') throw new RangeError('biathlon: wrong format');
  const massStart = race.format.race === 'massStart';
  const spec = RACES[race.format.race];
  const rng = Rng.of(race.seed, 'biathlon');
  const lines = courseLines(race.format.km, spec.ranges(race.format.km));
  const misses: number[][] = [];
  const runs = race.entrants.map((entrant, i): Run => {
    const pace = SKI_S_PER_KM * (1 + 0.06 * (0.5 - entrant.rating) + 0.01 * gauss(rng));
    const start = massStart ? (i - race.entrants.length) * 1e-6 : i * INTERVAL_S;
    const own: number[] = [];
    const splits = [start];
    let t = start;
    for (let k = 1; k < lines.length; k++) {
      const line = lines[k] as Line;
      const previous = lines[k - 1] as Line;
      if (line.shooting === undefined) {
        t += (line.km - previous.km) * pace;
      } else {
        const standing = spec.standing[line.shooting] ?? false;
        const p = clamp((standing ? 0.12 : 0.07) + (standing ? 0.2 : 0.14) * (1 - entrant.rating), 0.02, 0.5);
        let missed = 0;
        for (let target = 0; target < 5; target++) if (rng.chance(p)) missed++;
        own.push(missed);
        t += SHOOTING_S + 4 * rng.next() + missed * PENALTY_LOOP_S;
      }
      splits.push(t);
    }
    misses.push(own);
    return { splits };
  });
  const end = Math.max(...runs.map((r) => r.splits.at(-1) as number));
  return { lines, runs, misses, massStart, end };
}

function biathlonView(script: BiathlonScript, t: number): RaceView {
  const standings: Standing[] = script.massStart
    ? massStandings(script.runs, t, DECIMALS)
    : trialStandings(script.runs, t, DECIMALS);
  const entries = standings.map((s, i): EntryView => {
    if (s.passed < 0) return {};
    const run = script.runs[i] as Run;
    const done = script.lines.slice(0, s.passed + 1).filter((line) => line.shooting !== undefined).length;
    const shots = (script.misses[i] ?? []).slice(0, done);
    const results: Record<number, string> = {
      [StatsResultType.currentDistance]: fixed(script.lines[s.passed]?.km ?? 0, 1),
    };
    if (shots.length > 0) {
      results[StatsResultType.missedShots] = shots.join('+');
      results[StatsResultType.penaltyLaps] = String(shots.reduce((a, b) => a + b, 0));
    }
    if (s.finished) {
      // A mass start's gaps are between crossing times, a sprint's between net times: the time shown
      // is the one its gap is a difference of.
      const time = script.massStart ? (run.splits.at(-1) as number) : netTime(run);
      results[StatsResultType.time] = timeText(time, DECIMALS);
    }
    const entry: EntryView = { results };
    if (s.rank !== undefined) entry.rank = s.rank;
    if (s.rank !== undefined && s.rank !== 1 && s.gapUnits !== undefined)
      entry.gap = gapText(s.gapUnits, DECIMALS);
    return entry;
  });
  return { stage: t >= script.end ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const biathlon: RaceRules<BiathlonScript> = {
  script: biathlonScript,
  duration: (script) => script.end,
  view: biathlonView,
};
