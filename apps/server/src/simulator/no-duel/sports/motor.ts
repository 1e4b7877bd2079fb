/**
 * Circuit racing, cars and motorcycles alike: timed sessions (practice, qualifying) and races.
 *
 * Race: the field starts from its grid (the qualifying's final order when the weekend has one) and
 * runs `laps` laps; a lap takes the series' lap time, slower for weaker entrants, plus noise, a slow
 * first lap from deep on the grid, tyre wear, and the pit lane's loss on pit-stop laps. About one in
 * fourteen retires (did not finish: no rank). When the leader takes the chequered flag, everyone else
 * finishes at his next crossing of the line, so lapped entrants finish a lap or more down.
 * A row shows laps completed, the last lap time, pit stops, grid and the gap to the leader at the
 * last line crossed (stats result `lapDistance` = laps behind; spec 2 §5: zero uses the gap text);
 * finishers show their race time (stats result `time`).
 *
 * Session: entrants go out in runs of a few laps (an out-lap, flying laps, an in-lap) until the
 * chequered flag; the rank is by best lap (`lapTime`), the gap is to the session's best lap.
 */
import { EventStage, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { gapText, timeText, toUnits } from '../format.ts';
import { gauss } from '../random.ts';
import { massStandings, type Run } from '../timing.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../types.ts';

const DECIMALS = 3;

export interface MotorRaceScript {
  runs: Run[];
  grid: number[];
  /** Laps (line indices) at whose end the entrant had a pit stop. */
  pitLaps: number[][];
  end: number;
}

/** Pace factor of an entrant: the best are about 2 % faster than the weakest. */
const paceOf = (rating: number) => 1 + 0.02 * (1 - rating);

/** The grid: positions 1..n by the qualifying's final order, else by rating with a little luck. */
function gridOf(race: Race, rng: Rng): number[] {
  const n = race.entrants.length;
  let order: number[];
  if (race.gridFrom && race.gridFrom.entrants.length === n) {
    const ranks = sessionOrder(motorSessionScript(race.gridFrom));
    const byId = new Map(race.gridFrom.entrants.map((e, i) => [e.participantId, ranks.indexOf(i)]));
    order = race.entrants
      .map((e, i) => ({ i, q: byId.get(e.participantId) ?? n }))
      .sort((a, b) => a.q - b.q || a.i - b.i)
      .map(({ i }) => i);
  } else {
    order = race.entrants
      .map((e, i) => ({ i, score: e.rating + 0.15 * gauss(rng) }))
      .sort((a, b) => b.score - a.score)
      .map(({ i }) => i);
  }
  const grid = new Array<number>(n).fill(0);
  order.forEach((i, position) => (grid[i] = position + 1));
  return grid;
}

export function motorRaceScript(race: Race): MotorRaceScript {
  if (race.format.kind !== 'motorRace') throw new RangeError('motor: not a race');
  const { laps, lapS, pitStops, pitLossS } = race.format;
  const rng = Rng.of(race.seed, 'motor-race');
  const grid = gridOf(race, rng);
  const pitLaps: number[][] = [];
  const raw = race.entrants.map((entrant, i) => {
    const position = grid[i] as number;
    const pace = lapS * paceOf(entrant.rating);
    const stops: number[] = [];
    for (let k = 1; k <= pitStops; k++) {
      const lap = Math.round((laps * k) / (pitStops + 1)) + rng.int(-3, 3);
      stops.push(Math.max(2, Math.min(laps - 2, lap)));
    }
    pitLaps.push(stops);
    // Line 0 is the grid: everyone is on it at 0, a millionth of a second apart in grid order.
    const splits = [(position - 1 - race.entrants.length) * 1e-6];
    let t = 0;
    let tyreLaps = 0;
    for (let lap = 1; lap <= laps; lap++) {
      let lapTime = pace * (1 + 0.004 * gauss(rng)) + 0.03 * tyreLaps;
      if (lap === 1) lapTime += 3 + 0.25 * (position - 1);
      if (stops.includes(lap)) {
        lapTime += pitLossS + rng.next() * 2;
        tyreLaps = 0;
      }
      tyreLaps++;
      t += lapTime;
      splits.push(t);
    }
    if (!rng.chance(0.07)) return { splits };
    const lastLap = rng.int(0, laps - 1);
    const outAt = (splits[lastLap] as number) + rng.next() * pace;
    const status = rng.chance(0.85) ? ParticipantStatus.didNotFinish : ParticipantStatus.disqualified;
    return { splits, out: { t: outAt, status }, lastLap };
  });
  // The chequered flag falls on the first finisher; everyone else finishes at his next crossing.
  // An entrant whose retirement would come after that finishes instead.
  const flag = Math.min(...raw.filter((r) => !r.out).map((r) => r.splits[laps] as number));
  const runs: Run[] = raw.map(({ splits, out, lastLap }) => {
    const found = splits.findIndex((s, lap) => lap > 0 && s >= flag);
    const finish = found < 0 ? splits.length - 1 : found;
    if (out && lastLap !== undefined && out.t < (splits[finish] as number)) {
      return { splits: splits.slice(0, lastLap + 1), out };
    }
    return { splits: splits.slice(0, finish + 1) };
  });
  const end = Math.max(...runs.map((r) => Math.max(r.splits.at(-1) as number, r.out?.t ?? 0)));
  return { runs, grid, pitLaps, end };
}

function motorRaceView(script: MotorRaceScript, t: number): RaceView {
  const standings = massStandings(script.runs, t, DECIMALS);
  const finished = t >= script.end;
  const entries = standings.map((s, i): EntryView => {
    const run = script.runs[i] as Run;
    const laps = Math.max(0, s.passed);
    const entry: EntryView = {
      grid: script.grid[i],
      laps,
      pitstops: (script.pitLaps[i] ?? []).filter((lap) => lap <= laps).length,
    };
    if (laps > 0) {
      entry.lapTime = timeText((run.splits[laps] as number) - (run.splits[laps - 1] as number), DECIMALS);
    }
    if (s.status !== undefined) {
      entry.participantStatus = s.status;
      return entry;
    }
    entry.rank = s.rank;
    const results: Record<number, string> = { [StatsResultType.lapDistance]: String(s.linesBehind ?? 0) };
    // A lapped car's gap is in laps, as timing screens and the FIA classification write it ("+1 Lap");
    // a time to a leader who is a lap further on would compare different distances.
    const lapsDown = s.linesBehind ?? 0;
    if (s.rank !== 1 && lapsDown > 0) entry.gap = `+${lapsDown} ${lapsDown === 1 ? 'Lap' : 'Laps'}`;
    else if (s.rank !== 1 && s.gapUnits !== undefined) entry.gap = gapText(s.gapUnits, DECIMALS);
    if (s.finished) results[StatsResultType.time] = timeText(run.splits[laps] as number, DECIMALS);
    entry.results = results;
    return entry;
  });
  return { stage: finished ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const motorRace: RaceRules<MotorRaceScript> = {
  script: motorRaceScript,
  duration: (script) => script.end,
  view: motorRaceView,
};

export interface MotorSessionScript {
  /** Per entrant: end times and times of its timed (flying) laps. */
  laps: { end: number; time: number; timed: boolean }[][];
  end: number;
}

export function motorSessionScript(race: Race): MotorSessionScript {
  if (race.format.kind !== 'motorSession') throw new RangeError('motor: not a session');
  const { minutes, lapS } = race.format;
  const end = minutes * 60;
  const rng = Rng.of(race.seed, 'motor-session');
  const laps = race.entrants.map((entrant) => {
    const pace = lapS * paceOf(entrant.rating);
    const out: MotorSessionScript['laps'][number] = [];
    let t = rng.int(0, 12) * 60;
    while (t < end) {
      const flying = rng.int(2, 5);
      for (let k = 0; k < flying + 2; k++) {
        const timed = k > 0 && k <= flying;
        // The track gets faster as rubber goes down: up to 0.6 % over the session.
        const evolution = 1 - 0.006 * Math.min(1, t / end);
        const time = timed ? pace * evolution * (1 + 0.003 * Math.abs(gauss(rng))) : pace * 1.25;
        t += time;
        // A lap started before the flag counts; the flag stops the session after it.
        if (t - time >= end) break;
        out.push({ end: t, time, timed });
      }
      t += rng.int(6, 15) * 60;
    }
    return out;
  });
  const last = Math.max(end, ...laps.map((l) => l.at(-1)?.end ?? 0));
  return { laps, end: last };
}

/** Best timed lap by race second t, or undefined. */
function bestLap(laps: MotorSessionScript['laps'][number], t: number): number | undefined {
  let best: number | undefined;
  for (const lap of laps) {
    if (lap.end > t) break;
    if (lap.timed && (best === undefined || lap.time < best)) best = lap.time;
  }
  return best;
}

/** Entrant indices by final best lap (entrants without a lap at the back, in entrant order). */
export function sessionOrder(script: MotorSessionScript): number[] {
  const key = (i: number) => {
    const best = bestLap(script.laps[i] ?? [], Infinity);
    return best === undefined ? Infinity : toUnits(best, DECIMALS);
  };
  return script.laps.map((_, i) => i).sort((a, b) => key(a) - key(b) || a - b);
}

function motorSessionView(script: MotorSessionScript, t: number): RaceView {
  const bests = script.laps.map((laps) => bestLap(laps, t));
  const order = bests
    .map((best, i) => ({ i, units: best === undefined ? undefined : toUnits(best, DECIMALS) }))
    .filter((x): x is { i: number; units: number } => x.units !== undefined)
    .sort((a, b) => a.units - b.units || a.i - b.i);
  const top = order[0]?.units ?? 0;
  const entries = script.laps.map((laps): EntryView => ({ laps: laps.filter((lap) => lap.end <= t).length }));
  order.forEach(({ i, units }, position) => {
    const entry = entries[i] as EntryView;
    entry.rank = position + 1;
    entry.lapTime = timeText(units / 10 ** DECIMALS, DECIMALS);
    entry.results = { [StatsResultType.time]: entry.lapTime };
    if (position > 0) entry.gap = gapText(units - top, DECIMALS);
  });
  return { stage: t >= script.end ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const motorSession: RaceRules<MotorSessionScript> = {
  script: motorSessionScript,
  duration: (script) => script.end,
  view: motorSessionView,
};
