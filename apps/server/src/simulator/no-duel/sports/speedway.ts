/**
 * Speedway, an individual meeting in the Grand Prix format (the spec's speedway super template): 16
 * riders, 20 heats of four riders over four laps, each rider in five heats and meeting every other
 * rider once (the standard heat table); 3, 2, 1 and 0 points for the places, nothing for a fall or an
 * exclusion. After heat 20 the top eight ride two semi-finals (1st, 4th, 5th, 8th and 2nd, 3rd, 6th,
 * 7th), the first two of each the final. The meeting's classification: the final's order, then the
 * semi-finalists (third places before fourth places, by points), then the rest by points.
 *
 * A row shows the points of each heat ridden (stats results `round1`..`round5`), the total (`points`)
 * and the rank: by points while the heats are run, by the classification at the end.
 */
import { EventStage, StatsResultType } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { gauss } from '../random.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../types.ts';

export const RIDERS = 16;
const HEAT_EVERY_S = 5 * 60;
const HEAT_S = 65;
const BREAK_S = 10 * 60;
const POINTS = [3, 2, 1, 0] as const;

/** The Grand Prix heat table: the riders (1-16) of heats 1-20. */
export const HEATS: readonly (readonly [number, number, number, number])[] = [
  [1, 2, 3, 4],
  [5, 6, 7, 8],
  [9, 10, 11, 12],
  [13, 14, 15, 16],
  [1, 5, 9, 13],
  [2, 6, 10, 14],
  [3, 7, 11, 15],
  [4, 8, 12, 16],
  [1, 6, 11, 16],
  [2, 5, 12, 15],
  [3, 8, 9, 14],
  [4, 7, 10, 13],
  [1, 7, 12, 14],
  [2, 8, 11, 13],
  [3, 5, 10, 16],
  [4, 6, 9, 15],
  [1, 8, 10, 15],
  [2, 7, 9, 16],
  [3, 6, 12, 13],
  [4, 5, 11, 14],
];

interface Heat {
  /** Race second at which the result is known. */
  end: number;
  /** Entrant indices in finishing order; a rider who fell or was excluded is last with no points. */
  order: number[];
  fallen: Set<number>;
}

export interface SpeedwayScript {
  heats: Heat[];
  /** Heats each entrant rode, in order. */
  ridden: number[][];
  semis: Heat[];
  final: Heat;
  /** Entrant indices in the final classification. */
  classification: number[];
  end: number;
}

function ride(rng: Rng, riders: readonly number[], ratings: readonly number[], start: number): Heat {
  const fallen = new Set(riders.filter(() => rng.chance(0.04)));
  const order = riders
    .map((i) => ({ i, pace: fallen.has(i) ? -Infinity : (ratings[i] ?? 0.5) + 0.35 * gauss(rng) }))
    .sort((a, b) => b.pace - a.pace || a.i - b.i)
    .map(({ i }) => i);
  return { end: start + HEAT_S, order, fallen };
}

const heatPoints = (heat: Heat, rider: number) =>
  heat.fallen.has(rider) ? 0 : (POINTS[heat.order.indexOf(rider)] ?? 0);

export function speedwayScript(race: Race): SpeedwayScript {
  if (race.format.kind !== 'speedway') throw new RangeError('speedway: wrong format');
  if (race.entrants.length !== RIDERS)
    throw new RangeError(`speedway: ${RIDERS} riders, not ${race.entrants.length}`);
  const rng = Rng.of(race.seed, 'speedway');
  const ratings = race.entrants.map((e) => e.rating);
  const ridden: number[][] = race.entrants.map(() => []);
  const heats = HEATS.map((riders, k) => {
    riders.forEach((r) => ridden[r - 1]?.push(k));
    return ride(
      rng,
      riders.map((r) => r - 1),
      ratings,
      k * HEAT_EVERY_S,
    );
  });
  const total = (i: number) => (ridden[i] ?? []).reduce((sum, k) => sum + heatPoints(heats[k] as Heat, i), 0);
  const wins = (i: number) =>
    (ridden[i] ?? []).filter((k) => heats[k]?.order[0] === i && !heats[k]?.fallen.has(i)).length;
  const byPoints = race.entrants
    .map((_, i) => i)
    .sort(
      (a, b) => total(b) - total(a) || wins(b) - wins(a) || (ratings[b] ?? 0) - (ratings[a] ?? 0) || a - b,
    );
  const semisStart = HEATS.length * HEAT_EVERY_S + BREAK_S;
  const pick = (positions: readonly number[]) => positions.map((p) => byPoints[p - 1] as number);
  const semis = [
    ride(rng, pick([1, 4, 5, 8]), ratings, semisStart),
    ride(rng, pick([2, 3, 6, 7]), ratings, semisStart + HEAT_EVERY_S),
  ];
  const finalists = semis.flatMap((s) => s.order.slice(0, 2));
  const final = ride(rng, finalists, ratings, semisStart + 2 * HEAT_EVERY_S + BREAK_S);
  const semiPlace = (place: number) =>
    semis.map((s) => s.order[place] as number).sort((a, b) => total(b) - total(a) || a - b);
  const classification = [
    ...final.order,
    ...semiPlace(2),
    ...semiPlace(3),
    ...byPoints.filter((i) => !semis.some((s) => s.order.includes(i))),
  ];
  return { heats, ridden, semis, final, classification, end: final.end };
}

function speedwayView(script: SpeedwayScript, t: number): RaceView {
  const totals = script.ridden.map((ks, i) =>
    ks.reduce((sum, k) => {
      const heat = script.heats[k] as Heat;
      return heat.end <= t ? sum + heatPoints(heat, i) : sum;
    }, 0),
  );
  const entries = script.ridden.map((ks, i): EntryView => {
    const results: Record<number, string> = {};
    ks.forEach((k, n) => {
      const heat = script.heats[k] as Heat;
      if (heat.end <= t) results[StatsResultType.round1 + n] = String(heatPoints(heat, i));
    });
    if (Object.keys(results).length > 0) results[StatsResultType.points] = String(totals[i]);
    return { results };
  });
  const finished = t >= script.end;
  const started = (script.heats[0]?.end ?? 0) <= t;
  if (started) {
    const order = finished
      ? script.classification
      : entries.map((_, i) => i).sort((a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || a - b);
    order.forEach((i, k) => ((entries[i] as EntryView).rank = k + 1));
  }
  return { stage: finished ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const speedway: RaceRules<SpeedwayScript> = {
  script: speedwayScript,
  duration: (script) => script.end,
  view: speedwayView,
};
