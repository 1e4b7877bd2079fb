/**
 * Ski jumping, an individual World Cup competition: two rounds. In the first round every jumper jumps
 * once, a minute apart, the best-rated last; the top 30 go to the final round and jump in reverse order
 * of their first-round points. Points per jump: 60 at the K-point, plus or minus the metre value (1.8
 * on a large hill) per metre, plus the three middle style marks of five judges (up to 20 each), plus a
 * wind and gate compensation. Now and then a jumper is disqualified (suit, skis: status, no rank).
 *
 * A row shows the distance of each jump (stats results `jumpRound1`, `jumpRound2`, metres as "131.5")
 * and the total points (`points`, "283.4"); the rank is by points, finalists before those who missed
 * the final round.
 */
import { EventStage, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { clamp, Rng } from '../../prng.ts';
import { fixed } from '../../no-duel/format.ts';
import { gauss } from '../../no-duel/random.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../../no-duel/types.ts';

const JUMP_INTERVAL_S = 60;
const BREAK_S = 15 * 60;
const FINALISTS = 30;
const METRE_VALUE = 1.8;

interface Jump {
  t: number;
  distance: number;
  points: number;
}

export interface SkiJumpingScript {
  /** Per jumper: first-round and final-round jumps (the final one only for finalists). */
  jumps: [Jump | undefined, Jump | undefined][];
  disqualifiedAt: (number | undefined)[];
  /** Race second at which the first round is complete (the finalists are known). */
  roundOneEnd: number;
  end: number;
}

function jump(rng: Rng, t: number, rating: number, kPoint: number, hillSize: number): Jump {
  const distance = clamp(
    Math.round((kPoint - 14 + 26 * rating + 5 * gauss(rng)) * 2) / 2,
    kPoint - 40,
    hillSize + 6,
  );
  const style = 3 * clamp(Math.round((17 + 2.5 * rating + 0.5 * gauss(rng)) * 2) / 2, 14, 20);
  const compensation = Math.round(6 * gauss(rng)) / 10;
  const points = Math.max(0, 60 + (distance - kPoint) * METRE_VALUE + style + compensation);
  return { t, distance, points: Math.round(points * 10) / 10 };
}

export function skiJumpingScript(race: Race): SkiJumpingScript {
  if (race.format.kind !== 'skiJumping') throw new RangeError('ski jumping: wrong format');
  const { kPoint, hillSize } = race.format;
  const rng = Rng.of(race.seed, 'ski-jumping');
  const n = race.entrants.length;
  const ratings = race.entrants.map((e) => e.rating);
  const jumps: SkiJumpingScript['jumps'] = race.entrants.map(() => [undefined, undefined]);
  const disqualifiedAt: (number | undefined)[] = race.entrants.map(() => undefined);
  const startOrder = ratings
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r - b.r)
    .map(({ i }) => i);
  startOrder.forEach((i, k) => {
    const t = (k + 1) * JUMP_INTERVAL_S;
    jumps[i] = [jump(rng, t, ratings[i] ?? 0.5, kPoint, hillSize), undefined];
    if (rng.chance(0.015)) disqualifiedAt[i] = t + 120;
  });
  const roundOneEnd = n * JUMP_INTERVAL_S + 60;
  const firstPoints = (i: number) => jumps[i]?.[0]?.points ?? 0;
  const finalists = startOrder
    .filter((i) => disqualifiedAt[i] === undefined)
    .sort((a, b) => firstPoints(b) - firstPoints(a) || a - b)
    .slice(0, FINALISTS)
    .reverse();
  finalists.forEach((i, k) => {
    const t = roundOneEnd + BREAK_S + (k + 1) * JUMP_INTERVAL_S;
    (jumps[i] as [Jump | undefined, Jump | undefined])[1] = jump(rng, t, ratings[i] ?? 0.5, kPoint, hillSize);
  });
  const end = roundOneEnd + BREAK_S + (finalists.length + 1) * JUMP_INTERVAL_S;
  return { jumps, disqualifiedAt, roundOneEnd, end };
}

function skiJumpingView(script: SkiJumpingScript, t: number): RaceView {
  const rows = script.jumps.map(([first, second], i) => {
    const done = [first, second].filter((j): j is Jump => j !== undefined && j.t <= t);
    const points = done.reduce((sum, j) => sum + j.points, 0);
    const dq = script.disqualifiedAt[i];
    const out = dq !== undefined && t >= dq;
    // Once the first round is over, a finalist (even before his second jump) ranks above the rest.
    const finalist = t >= script.roundOneEnd && second !== undefined;
    return { i, done, points: Math.round(points * 10) / 10, out, finalist };
  });
  const order = rows
    .filter((r) => !r.out && r.done.length > 0)
    .sort((a, b) => Number(b.finalist) - Number(a.finalist) || b.points - a.points || a.i - b.i);
  const ranks = new Map(order.map((r, k) => [r.i, k + 1]));
  const entries = rows.map((r): EntryView => {
    if (r.out) return { participantStatus: ParticipantStatus.disqualified };
    if (r.done.length === 0) return {};
    const results: Record<number, string> = { [StatsResultType.points]: fixed(r.points, 1) };
    r.done.forEach((j, k) => (results[StatsResultType.jumpRound1 + k] = fixed(j.distance, 1)));
    return { rank: ranks.get(r.i), results };
  });
  return { stage: t >= script.end ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const skiJumping: RaceRules<SkiJumpingScript> = {
  script: skiJumpingScript,
  duration: (script) => script.end,
  view: skiJumpingView,
};
