/**
 * Races and timed competitions (no-duel sports): one row per entrant, the race as the league.
 *
 * - race.ranks: the finishers' ranks are 1..n, each once (ties share a rank only where timing allows
 *   it: FIS and IBU results with equal times, horse racing's dead heat); an entrant who did not start,
 *   finish or run has no rank.
 * - race.laps (motor racing: FIA International Sporting Code and the FIA Formula One Sporting
 *   Regulations, "Classification": cars are classified by the number of laps completed, then by the
 *   order they crossed the line; FIM MotoGP Regulations likewise): nobody completes more laps than the
 *   winner, and a better rank never has fewer laps; a lapped car's gap is given in laps.
 * - race.gaps: the order follows the times (finishing time in a race, best lap in qualifying, run
 *   times in alpine and Nordic skiing: FIS International Competition Rules; biathlon: IBU Event and
 *   Competition Rules; a stage's time in cycling: UCI Regulations Part 2), and each gap is the
 *   difference to the winner's time, to the precision it is written in (alpine two-run events: the
 *   total is the sum of both runs, FIS ICR "Giant slalom and slalom: two runs").
 * - race.shooting (IBU Event and Competition Rules: five targets a shooting stage; a sprint has two
 *   stages, pursuit, mass start and individual four; one penalty loop (or minute) a miss): each stage
 *   misses 0-5 and the penalty count is the sum of the misses.
 * - race.rounds (FIS ICR Ski Jumping: the best 30 of the first round jump a second time; FIS ICR Alpine:
 *   the best 30 of the first run start the second): ranks 1-30 have two, those after one.
 *
 * What the feeds cannot show: race distance in laps (so the 90 % classification rule), penalties
 * added after the finish, pit-lane starts.
 */
import { ParticipantStatus, StageType, StatsResultType } from '@nerali/domain';
import type { Violation, World, WorldEvent } from '../model.ts';
import { groupBy, sportKey } from './support.ts';

/** Seconds of a time written "1:05.33", "32:44.982", "5:17:05", "51.85"; null when unreadable. */
export function parseTime(text: string | undefined): number | null {
  if (!text || !/^\d+(:\d\d){0,2}(\.\d+)?$/.test(text)) return null;
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** A gap: seconds ("+13.152", "+1:16") with the tolerance of its written precision, or laps ("+1 Lap"). */
export function parseGap(
  text: string | undefined,
): { seconds: number; tolerance: number } | { laps: number } | null {
  if (!text) return null;
  const laps = /^\+(\d+) Laps?$/.exec(text);
  if (laps) return { laps: Number(laps[1]) };
  const t = parseTime(text.replace(/^\+/, ''));
  if (t === null) return null;
  const decimals = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  return { seconds: t, tolerance: 10 ** -decimals + 1e-6 };
}

type Kind = 'race' | 'qualifying' | 'timed' | 'points';

function kindOf(e: WorldEvent): Kind | null {
  const key = sportKey(e);
  if (key === 'auto-racing' || key === 'moto-racing')
    return /Qualifying|Practice|Shootout/i.test(e.league.name) ? 'qualifying' : 'race';
  if (key === 'ski-jumping') return 'points';
  if (
    key === 'cycling' ||
    key === 'horse-racing' ||
    key === 'alpine' ||
    key === 'cross-country' ||
    key === 'biathlon'
  )
    return 'timed';
  return null;
}

const time = (e: WorldEvent) => parseTime(e.results?.[StatsResultType.time]);

export function racesRule(world: World): Violation[] {
  const out: Violation[] = [];
  const races = groupBy(
    [...world.events.values()].filter((e) => kindOf(e) !== null && e.stageType === StageType.finished),
    (e) => [e.league.id],
  );
  for (const entries of races.values()) {
    const first = entries[0];
    const kind = first ? kindOf(first) : null;
    if (!first || !kind) continue;
    const ranked = entries.filter((e) => e.rank !== undefined).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    const add = (check: string, subject: string, detail: string) =>
      out.push({ sportId: first.sportId, check, subject, detail: `${first.league.name}: ${detail}` });
    ranksCheck(ranked, entries, kind, add);
    if (kind === 'race') lapsCheck(ranked, entries, add);
    if (kind === 'points') roundsCheck(ranked, add);
    else gapsCheck(ranked, kind, add);
    if (sportKey(first) === 'alpine') alpineRunsCheck(ranked, add);
    if (sportKey(first) === 'biathlon') for (const e of entries) shootingCheck(e, add);
  }
  return out;
}

type Add = (check: string, subject: string, detail: string) => void;

/** Timing to the thousandth (motor racing) or a finish order (cycling) gives every finisher a rank of his own. */
const NO_SHARED_RANKS = new Set(['auto-racing', 'moto-racing', 'cycling']);
/** Statuses that keep a rank: a motor-racing retirement can still be classified (FIA "Classification"). */
const RANKED_STATUS: ReadonlySet<number> = new Set([
  ParticipantStatus.cutOff,
  ParticipantStatus.notClassified,
]);

function ranksCheck(ranked: WorldEvent[], entries: WorldEvent[], kind: Kind, add: Add) {
  const tiesAllowed = !NO_SHARED_RANKS.has(sportKey(entries[0] as WorldEvent));
  let expected = 1;
  ranked.forEach((e, i) => {
    const prev = ranked[i - 1];
    const tie = prev !== undefined && prev.rank === e.rank;
    if (tie && !tiesAllowed)
      add('race.ranks', e.id, `${e.homeName} and ${prev.homeName} share rank ${e.rank}`);
    else if (!tie && e.rank !== expected)
      add('race.ranks', e.id, `rank ${e.rank} follows ${prev?.rank ?? 'nothing'} (expected ${expected})`);
    expected = i + 2;
  });
  for (const e of entries) {
    const status = e.participantStatus;
    const classifiedRetirement =
      kind === 'race' && (status === ParticipantStatus.didNotFinish || status === ParticipantStatus.retired);
    if (status !== undefined && e.rank !== undefined && !RANKED_STATUS.has(status) && !classifiedRetirement) {
      add(
        'race.ranks',
        e.id,
        `${e.homeName} ranked ${e.rank} although status ${status} (did not start, finish or run)`,
      );
    }
  }
}

function lapsCheck(ranked: WorldEvent[], entries: WorldEvent[], add: Add) {
  const winner = ranked[0];
  const most = winner?.laps;
  if (!winner || most === undefined) return;
  for (const e of entries) {
    if (e.laps !== undefined && e.laps > most) {
      add(
        'race.laps',
        e.id,
        `${e.homeName} ${e.rank ? `(P${e.rank}) ` : ''}did ${e.laps} laps, the winner ${winner.homeName} ${winner.laps}`,
      );
    }
  }
  ranked.forEach((e, i) => {
    const prev = ranked[i - 1];
    if (prev?.laps !== undefined && e.laps !== undefined && e.laps > prev.laps) {
      add(
        'race.laps',
        e.id,
        `P${e.rank} ${e.homeName} did ${e.laps} laps, more than P${prev.rank} ${prev.homeName} (${prev.laps})`,
      );
    }
    const gap = parseGap(e.gap);
    if (gap && 'laps' in gap && e.laps !== undefined && gap.laps !== most - e.laps) {
      add('race.laps', e.id, `${e.homeName} is ${e.gap} but did ${e.laps} of the winner's ${most} laps`);
    }
    if (gap && 'seconds' in gap && e.laps !== undefined && e.laps < most) {
      add(
        'race.laps',
        e.id,
        `${e.homeName} is given a time gap (${e.gap}) a lap or more down (${e.laps} of ${most})`,
      );
    }
  });
}

function gapsCheck(ranked: WorldEvent[], kind: Kind, add: Add) {
  const measure = (e: WorldEvent) => (kind === 'qualifying' ? parseTime(e.lapTime) : time(e));
  const leader = ranked[0];
  const base = leader ? measure(leader) : null;
  // Times compare only over the same distance: a lapped car's time is for fewer laps (race.laps).
  const sameLaps = (a: WorldEvent, b: WorldEvent | undefined) => kind !== 'race' || a.laps === b?.laps;
  ranked.forEach((e, i) => {
    const prev = ranked[i - 1];
    const t = measure(e);
    const p = prev ? measure(prev) : null;
    if (t !== null && p !== null && t < p - 1e-6 && prev && sameLaps(e, prev)) {
      add(
        'race.gaps',
        e.id,
        `P${e.rank} ${e.homeName} (${t.toFixed(3)} s) was faster than P${prev.rank} ${prev.homeName} (${p.toFixed(3)} s)`,
      );
    }
    const gap = parseGap(e.gap);
    const onLeadLap = leader !== undefined && sameLaps(e, leader);
    if (
      i > 0 &&
      onLeadLap &&
      gap &&
      'seconds' in gap &&
      t !== null &&
      base !== null &&
      Math.abs(t - base - gap.seconds) > gap.tolerance
    ) {
      add(
        'race.gaps',
        e.id,
        `${e.homeName}: gap ${e.gap} but ${(t - base).toFixed(3)} s behind the winner's time`,
      );
    }
  });
}

function alpineRunsCheck(ranked: WorldEvent[], add: Add) {
  for (const e of ranked) {
    const r1 = parseTime(e.results?.[StatsResultType.round1]);
    const r2 = parseTime(e.results?.[StatsResultType.round1 + 1]);
    const t = time(e);
    if (r1 !== null && r2 !== null && t !== null && Math.abs(r1 + r2 - t) > 0.011) {
      add(
        'race.gaps',
        e.id,
        `${e.homeName}: runs ${r1} + ${r2} make ${(r1 + r2).toFixed(2)}, the total is ${t}`,
      );
    }
  }
}

function roundsCheck(ranked: WorldEvent[], add: Add) {
  const points = (e: WorldEvent) => Number(e.results?.[StatsResultType.points] ?? NaN);
  ranked.forEach((e, i) => {
    const prev = ranked[i - 1];
    if (prev && points(e) > points(prev))
      add(
        'race.gaps',
        e.id,
        `P${e.rank} ${e.homeName} has ${points(e)} points, more than P${prev.rank} (${points(prev)})`,
      );
    if (prev && prev.rank === e.rank && points(e) !== points(prev))
      add('race.ranks', e.id, `rank ${e.rank} shared with different points`);
  });
  if (ranked.length <= 30) return;
  for (const e of ranked) {
    const second = e.results?.[StatsResultType.jumpRound2] !== undefined;
    if ((e.rank ?? 0) <= 30 && !second)
      add('race.rounds', e.id, `${e.homeName} ranked ${e.rank} without a second jump`);
    if ((e.rank ?? 0) > 30 && second)
      add('race.rounds', e.id, `${e.homeName} ranked ${e.rank} with a second jump (the best 30 jump twice)`);
  }
}

function shootingCheck(e: WorldEvent, add: Add) {
  const stages = e.results?.[StatsResultType.missedShots];
  if (!stages) return;
  const misses = stages.split('+').map(Number);
  const format = /Sprint/i.test(e.league.name) ? 2 : 4;
  if (misses.length !== format)
    add('race.shooting', e.id, `${e.homeName}: ${misses.length} shooting stages in a ${format}-stage race`);
  if (misses.some((m) => !Number.isInteger(m) || m < 0 || m > 5))
    add('race.shooting', e.id, `${e.homeName}: misses ${stages} (five targets a stage)`);
  const penalties = e.results?.[StatsResultType.penaltyLaps];
  const sumMisses = misses.reduce((a, b) => a + b, 0);
  if (penalties !== undefined && Number(penalties) !== sumMisses) {
    add('race.shooting', e.id, `${e.homeName}: ${penalties} penalties for ${sumMisses} misses`);
  }
}
