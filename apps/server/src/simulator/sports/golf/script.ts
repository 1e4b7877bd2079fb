/**
 * Golf: a 72-hole stroke-play tournament, four rounds on four days. Rounds 1 and 2 go out in threes in
 * a random draw (the second round in reverse order), every 10 minutes from the local morning; after
 * round 2 the top `cutTop` and ties make the cut, the others are cut off (status, no rank); rounds 3
 * and 4 go out in twos, the leaders last. A group plays a hole in 10-17 minutes, so a round takes
 * about four and a half hours.
 *
 * Each round is a race (a league) of its own, on its own day: "Hero Indian Open — Round 3" holds the
 * whole field (the cut players too, with their status) and is live from the day's first tee to its last
 * putt, then finished, so each day's page has that day's round. All four are views of one tournament
 * script, drawn from the tournament's seed.
 *
 * A row shows the holes played in its round (0-18, never going down), par today, the total to par so
 * far (stats result `points`, as "-9", "E", "+2") and the strokes of each completed round (results
 * `round1`..`round4`). The rank is the position in the tournament; ranks are shared on equal totals
 * (spec 2 §9: "T3"); a tie for first after 72 holes is settled by a play-off, so the last round ends
 * with one winner.
 */
import { EventStage, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { clamp, Rng } from '../../prng.ts';
import { DAY_S } from '../../no-duel/calendar.ts';
import { toParText } from '../../no-duel/format.ts';
import { shuffled } from '../../no-duel/random.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../../no-duel/types.ts';

/** A par-72 course: the pars of holes 1-18. */
export const HOLE_PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5] as const;
export const COURSE_PAR = HOLE_PARS.reduce<number>((sum, par) => sum + par, 0);
const TEE_INTERVAL_S = 10 * 60;
const PLAYOFF_S = 25 * 60;
const ROUND_STAGES = [
  EventStage.golfRound1,
  EventStage.golfRound2,
  EventStage.golfRound3,
  EventStage.golfRound4,
] as const;

interface PlayerRound {
  /** Race second at which each hole is holed out. */
  holeEnds: number[];
  /** Strokes to par on each hole. */
  toPar: number[];
}

export interface GolfScript {
  /** First tee of each round, race seconds. */
  roundStarts: number[];
  /** Per player, per round; rounds a player does not play are undefined. */
  rounds: (PlayerRound | undefined)[][];
  /** Race second at which a player withdraws (after his last hole). */
  withdrawnAt: (number | undefined)[];
  /** Made the cut. */
  madeCut: boolean[];
  /** The moment the last group holes out in round 2. */
  cutAt: number;
  /** The play-off winner, when 72 holes left a tie for first. */
  playoffWinner?: number;
  end: number;
}

/** The tournament script seen from one round's race: its round (0-3) and when that round ends. */
export interface GolfRoundScript extends GolfScript {
  round: number;
  roundEnd: number;
}

function holeScore(rng: Rng, par: number, skill: number): number {
  const birdie = 0.15 + 0.1 * skill + (par === 5 ? 0.14 : 0) - (par === 3 ? 0.04 : 0);
  const eagle = par === 5 ? 0.015 + 0.02 * skill : 0.002;
  const bogey = 0.17 - 0.08 * skill + (par === 3 ? 0.03 : 0);
  const double = 0.03 - 0.015 * skill;
  const r = rng.next();
  if (r < eagle) return -2;
  if (r < eagle + birdie) return -1;
  if (r < eagle + birdie + bogey) return 1;
  if (r < eagle + birdie + bogey + double) return 2;
  return 0;
}

/** Plays one round for groups teeing off in order; returns nothing, fills `rounds[.][round]`. */
function playRound(
  rng: Rng,
  script: GolfScript,
  ratings: readonly number[],
  groups: readonly number[][],
  round: number,
): void {
  const start = script.roundStarts[round] as number;
  groups.forEach((group, g) => {
    let t = start + g * TEE_INTERVAL_S;
    const holeEnds: number[] = [];
    for (const par of HOLE_PARS) {
      t += (par === 3 ? 10 : par === 4 ? 14 : 17) * 60 + rng.int(-90, 120);
      holeEnds.push(t);
    }
    for (const player of group) {
      const form = (rng.next() - 0.5) * 0.5;
      const skill = clamp((ratings[player] ?? 0.5) + form, 0, 1);
      const toPar = HOLE_PARS.map((par) => holeScore(rng, par, skill));
      (script.rounds[player] as (PlayerRound | undefined)[])[round] = { holeEnds: [...holeEnds], toPar };
    }
  });
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Total to par of a player over the holes played by race second t. */
function totalAt(script: GolfScript, player: number, t: number): { toPar: number; holes: number } {
  let toPar = 0;
  let holes = 0;
  for (const round of script.rounds[player] ?? []) {
    if (!round) continue;
    round.holeEnds.forEach((end, h) => {
      if (end <= t) {
        toPar += round.toPar[h] ?? 0;
        holes++;
      }
    });
  }
  return { toPar, holes };
}

function inGroups(players: readonly number[], size: number): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < players.length; i += size) groups.push(players.slice(i, i + size));
  return groups;
}

/** The whole tournament, in tournament time (seconds since the first tee of round 1). */
export function tournamentScript(race: Race): GolfScript {
  if (race.format.kind !== 'golf') throw new RangeError('golf: not a golf race');
  const { cutTop } = race.format;
  const rng = Rng.of(race.seed, 'golf');
  const n = race.entrants.length;
  const ratings = race.entrants.map((e) => e.rating);
  const script: GolfScript = {
    roundStarts: [0, 1, 2, 3].map((day) => day * DAY_S),
    rounds: race.entrants.map(() => [undefined, undefined, undefined, undefined]),
    withdrawnAt: race.entrants.map(() => undefined),
    madeCut: race.entrants.map(() => false),
    cutAt: 0,
    end: 0,
  };
  const draw = shuffled(
    rng,
    race.entrants.map((_, i) => i),
  );
  playRound(rng, script, ratings, inGroups(draw, 3), 0);
  playRound(rng, script, ratings, inGroups([...draw].reverse(), 3), 1);
  // About one player in 40 withdraws during the first two rounds (injury, illness).
  for (let p = 0; p < n; p++) {
    if (!rng.chance(0.025)) continue;
    const round = rng.int(0, 1);
    const hole = rng.int(2, 16);
    const played = script.rounds[p]?.[round] as PlayerRound;
    script.withdrawnAt[p] = played.holeEnds[hole] as number;
    played.holeEnds = played.holeEnds.slice(0, hole + 1);
    played.toPar = played.toPar.slice(0, hole + 1);
    if (round === 0) (script.rounds[p] as (PlayerRound | undefined)[])[1] = undefined;
  }
  script.cutAt = Math.max(...script.rounds.flatMap((r) => (r[1] ? [r[1].holeEnds.at(-1) as number] : [0])));
  const inField = draw.filter((p) => script.withdrawnAt[p] === undefined);
  const after36 = inField.map((p) => ({ p, total: totalAt(script, p, Infinity).toPar }));
  after36.sort((a, b) => a.total - b.total);
  const line = after36[Math.min(cutTop, after36.length) - 1]?.total ?? 0;
  for (const { p, total } of after36) script.madeCut[p] = total <= line;
  // Weekend: twos in reverse order of the standings, the leaders last.
  for (const round of [2, 3]) {
    const order = inField
      .filter((p) => script.madeCut[p])
      .map((p) => ({ p, total: totalAt(script, p, Infinity).toPar, r: ratings[p] ?? 0 }))
      .sort((a, b) => b.total - a.total || a.r - b.r)
      .map(({ p }) => p);
    playRound(rng, script, ratings, inGroups(order, 2), round);
  }
  const last = Math.max(...script.rounds.flatMap((r) => (r[3] ? [r[3].holeEnds.at(-1) as number] : [0])));
  const finals = inField
    .filter((p) => script.madeCut[p])
    .map((p) => ({ p, total: totalAt(script, p, Infinity).toPar }));
  const best = Math.min(...finals.map((f) => f.total));
  const tied = finals.filter((f) => f.total === best).map((f) => f.p);
  if (tied.length > 1) {
    script.playoffWinner = rng.weighted(tied, (p) => 0.5 + (ratings[p] ?? 0));
    script.end = last + PLAYOFF_S;
  } else {
    script.end = last;
  }
  return script;
}

export function golfScript(race: Race): GolfRoundScript {
  if (race.format.kind !== 'golf') throw new RangeError('golf: not a golf race');
  const script = tournamentScript(race);
  const round = race.format.round - 1;
  const lastHole = Math.max(...script.rounds.map((r) => r[round]?.holeEnds.at(-1) ?? 0));
  // The last round ends with the play-off, if there is one.
  const roundEnd = round === 3 ? script.end : Math.max(lastHole, script.roundStarts[round] as number);
  return { ...script, round, roundEnd };
}

/** The round's view at race second t (seconds since its own first tee). */
function golfView(script: GolfRoundScript, raceT: number): RaceView {
  const { round } = script;
  const roundStart = script.roundStarts[round] as number;
  const finished = roundStart + raceT >= script.roundEnd;
  // Tournament time, held at the round's end: a finished round never shows the next day's golf.
  const t = Math.min(roundStart + raceT, script.roundEnd);
  const rows: EntryView[] = script.rounds.map((rounds, p) => {
    const entry: EntryView = {};
    const results: Record<number, string> = {};
    rounds.forEach((played, r) => {
      if (played && played.holeEnds.length === HOLE_PARS.length && (played.holeEnds.at(-1) as number) <= t) {
        results[StatsResultType.round1 + r] = String(COURSE_PAR + sum(played.toPar));
      }
    });
    const total = totalAt(script, p, t);
    if (total.holes > 0) results[StatsResultType.points] = toParText(total.toPar);
    entry.results = results;
    const today = rounds[round];
    if (today) {
      const holes = today.holeEnds.filter((end) => end <= t).length;
      entry.holesPlayed = holes;
      if (holes > 0) entry.parToday = toParText(sum(today.toPar.slice(0, holes)));
    }
    const withdrawn = script.withdrawnAt[p];
    if (withdrawn !== undefined && t >= withdrawn) entry.participantStatus = ParticipantStatus.withdrawn;
    else if (!script.madeCut[p] && t >= script.cutAt) entry.participantStatus = ParticipantStatus.cutOff;
    return entry;
  });
  // Ranks: 1 + the number of players strictly better; equal totals share the rank (T).
  const ranked = rows
    .map((row, p) => ({ row, p, total: totalAt(script, p, t) }))
    .filter(({ row, total }) => row.participantStatus === undefined && total.holes > 0);
  for (const a of ranked) {
    const better = ranked.filter((b) => b.total.toPar < a.total.toPar).length;
    const same = ranked.filter((b) => b.total.toPar === a.total.toPar).length;
    a.row.rank = better + 1;
    if (same > 1) a.row.tiedRank = true;
  }
  if (finished && round === 3 && script.playoffWinner !== undefined) {
    const losers = ranked.filter((a) => a.row.rank === 1 && a.p !== script.playoffWinner);
    for (const a of ranked) {
      if (a.row.rank !== 1) continue;
      a.row.rank = a.p === script.playoffWinner ? 1 : 2;
      a.row.tiedRank = a.p === script.playoffWinner ? undefined : losers.length > 1 ? true : undefined;
    }
  }
  return {
    stage: finished ? EventStage.finished : (ROUND_STAGES[round] ?? EventStage.golfRound1),
    stageStart: finished ? script.roundEnd - roundStart : 0,
    entries: rows,
  };
}

export const golf: RaceRules<GolfRoundScript> = {
  script: golfScript,
  duration: (script) => script.roundEnd - (script.roundStarts[script.round] as number),
  view: golfView,
};
