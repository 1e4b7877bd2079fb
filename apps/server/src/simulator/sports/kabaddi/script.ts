/**
 * Kabaddi raid by raid (Pro Kabaddi rules, packages/domain/src/kabaddi/model.ts KB1-KB9): two 20-minute
 * halves with a 5-minute break, a raid every half minute or so, the sides raiding in turn. The script
 * keeps each side's court (who is on, who is out and in which order) and plays every raid from it:
 *
 * - a successful raid puts the touched defenders out and revives as many of the raiders' side; a bonus
 *   point (six or more defenders on court) revives nobody;
 * - a tackle puts the raider out, revives one defender, and scores 1, or 2 with three defenders or fewer;
 * - an empty raid scores nothing; after two in a row the side's next raid is do-or-die;
 * - a side with nobody left on court is all out: 2 points to the other side, all seven back;
 * - between raids, time-outs (two a side a half), substitutions, cards and technical points.
 *
 * Players are places in the team sheet (0-6 the starters, 7-11 the bench: lineup-template order), named
 * by the detail engine; the score is the sum of the entries' points, so the scoreboard and the raids
 * document cannot disagree.
 *
 * League matches can end level (draw). Knock-out matches level after 40 minutes play 6 minutes of extra
 * time, seven a side again, and if still level a golden raid decides. Parts: [first half, second half,
 * extra time] (score-part count 3; the third only when extra time was played).
 */
import { type PointsState, tallyAt } from '../shared/tally.ts';
import {
  ALL_OUT_POINTS,
  EMPTY_RAIDS_BEFORE_DO_OR_DIE,
  EventStage,
  KABADDI_COURT,
  type KabaddiCard,
  RaidResult,
  SPORT_CARDS,
  SUPER_TACKLE_DEFENDERS,
  Winner,
} from '@nerali/domain';
import { countedMinute, phaseAt } from '../../event.ts';
import { clamp, Rng } from '../../prng.ts';
import { type Fixture, type MatchView, type Pair, type Side, type SportRules, other } from '../../types.ts';
import { kabaddiIncidents } from './incidents.ts';
import type { KabaddiPhase, KabaddiScript, SimBreak, SimEntry, SimRaid } from './script-model.ts';

export type { KabaddiPhase, KabaddiScript, SimBreak, SimEntry, SimRaid };

/** The halves and extra time are the card's (CAT19, CLK12): 20 and 6 minutes, written once. */
const { periods } = SPORT_CARDS.kabaddi;
const HALF_S = periods.minutes * 60;
const HALF_TIME_S = 5 * 60;
const BEFORE_EXTRA_TIME_S = 3 * 60;
const EXTRA_TIME_S = periods.overtimeMinutes * 60;
const TIME_OUT_S = 30;
const TIME_OUTS_A_HALF = 2;
const SUBSTITUTIONS = 5;

/** The team sheet, in order: places 0-6 start, 7-11 on the bench (room.ts draws the sheet from these). */
export const STARTERS = 'RAIDER RAIDER ALL LC RC LCV RCV';
export const BENCH = 'RAIDER ALL DEF DEF RAIDER';
const SHEET = [...STARTERS.split(' '), ...BENCH.split(' ')];
const SQUAD = SHEET.length;

/** Who raids: raiders, then all-rounders; a defender raids only now and then. */
const RAID_WEIGHT: Record<string, number> = { RAIDER: 10, ALL: 5 };
/** Who tackles: the corners, then the covers and all-rounders. */
const TACKLE_WEIGHT: Record<string, number> = { LC: 6, RC: 6, LCV: 4, RCV: 4, DEF: 5, ALL: 3 };

/** One side's court: the places on court, the places out in the order they went out. */
interface Court {
  on: number[];
  out: number[];
  emptyInRow: number;
  timeOutsLeft: number;
  substitutionsLeft: number;
}

const freshCourt = (substitutionsLeft: number): Court => ({
  on: [0, 1, 2, 3, 4, 5, 6],
  out: [],
  emptyInRow: 0,
  timeOutsLeft: TIME_OUTS_A_HALF,
  substitutionsLeft,
});

/** [KB4] Brings back the first `n` players out, in the order they went out. */
function revive(court: Court, n: number): void {
  for (let i = 0; i < n && court.out.length > 0 && court.on.length < KABADDI_COURT; i++) {
    court.on.push(court.out.shift() as number);
  }
}

function putOut(court: Court, place: number): void {
  court.on = court.on.filter((p) => p !== place);
  court.out.push(place);
}

/** [KB5] The whole side back. */
function allBack(court: Court): void {
  court.on.push(...court.out);
  court.out = [];
}

const role = (place: number) => SHEET[place] ?? 'DEF';

/** Picks `n` different places by a weight. */
function pickSome(rng: Rng, places: readonly number[], n: number, weight: (p: number) => number): number[] {
  const left = [...places];
  const picked: number[] = [];
  while (picked.length < n && left.length > 0) {
    const p = rng.weighted(left, weight);
    picked.push(p);
    left.splice(left.indexOf(p), 1);
  }
  return picked;
}

class Match {
  readonly entries: SimEntry[] = [];

  constructor(
    private readonly rng: Rng,
    private readonly ratings: Pair,
    readonly courts: [Court, Court],
  ) {}

  /** [KB1-KB6] One raid by `side` ending at t. */
  raid(t: number, part: number, side: Side, golden = false): SimRaid {
    const { rng } = this;
    const defence = other(side);
    const attack = this.courts[side];
    const guard = this.courts[defence];
    const onCourtBefore: Pair =
      side === 0 ? [attack.on.length, guard.on.length] : [guard.on.length, attack.on.length];
    const defenders = guard.on.length;
    const raider = rng.weighted(attack.on, (p) => RAID_WEIGHT[role(p)] ?? 0.5);
    const doOrDie = !golden && attack.emptyInRow >= EMPTY_RAIDS_BEFORE_DO_OR_DIE;
    const edge = (this.ratings[side] ?? 0.5) - (this.ratings[defence] ?? 0.5);
    // Fewer defenders leave more room to touch; a do-or-die raider takes risks, so fewer raids stay empty.
    const success = clamp(
      0.36 + 0.15 * edge + 0.03 * (KABADDI_COURT - defenders) + (doOrDie ? 0.08 : 0),
      0.25,
      0.6,
    );
    const tackle = clamp(0.26 - 0.1 * edge + (doOrDie ? 0.12 : 0), 0.15, 0.45);
    const bonusOn = defenders >= 6;
    const r = golden ? 0 : rng.next();
    const points: Pair = [0, 0];
    const raid: SimRaid = {
      kind: 'raid',
      t,
      part,
      side,
      raider,
      onCourtBefore,
      result: RaidResult.empty,
      touched: [],
      bonus: false,
      points,
    };
    if (doOrDie) raid.doOrDie = true;
    if (golden) raid.golden = true;
    if (r < success) {
      const n = Math.min(
        rng.weighted([1, 2, 3, 4], (k) => [66, 22, 9, 3][k - 1] ?? 0),
        defenders,
      );
      raid.touched = pickSome(rng, guard.on, n, (p) => TACKLE_WEIGHT[role(p)] ?? 2);
      raid.bonus = bonusOn && !golden && rng.chance(0.2);
      raid.result = RaidResult.successful;
      points[side] += raid.touched.length + (raid.bonus ? 1 : 0);
      for (const p of raid.touched) putOut(guard, p);
      revive(attack, raid.touched.length);
    } else if (r < success + tackle) {
      raid.result = RaidResult.tackled;
      raid.bonus = bonusOn && rng.chance(0.08);
      raid.tackler = rng.weighted(guard.on, (p) => TACKLE_WEIGHT[role(p)] ?? 1);
      const helpers = guard.on.filter((p) => p !== raid.tackler);
      if (helpers.length > 0 && rng.chance(0.5))
        raid.assist = rng.weighted(helpers, (p) => TACKLE_WEIGHT[role(p)] ?? 1);
      const superTackle = defenders <= SUPER_TACKLE_DEFENDERS;
      if (superTackle) raid.superTackle = true;
      points[side] += raid.bonus ? 1 : 0;
      points[defence] += superTackle ? 2 : 1;
      putOut(attack, raider);
      revive(guard, 1);
    } else if (bonusOn && rng.chance(0.25)) {
      // A bonus and back: successful, though nobody is out and nobody revived.
      raid.bonus = true;
      raid.result = RaidResult.successful;
      points[side] += 1;
    } else if (doOrDie) {
      raid.result = RaidResult.doOrDieFailed;
      points[defence] += 1;
      putOut(attack, raider);
      revive(guard, 1);
    }
    attack.emptyInRow = raid.result === RaidResult.empty ? attack.emptyInRow + 1 : 0;
    for (const s of [defence, side]) {
      const court = this.courts[s];
      if (court.on.length === 0) {
        raid.allOut = s;
        points[other(s)] += ALL_OUT_POINTS;
        allBack(court);
      }
    }
    this.entries.push(raid);
    return raid;
  }

  /**
   * Time-outs, substitutions, cards and technical points before the raid at t, all before the period's
   * end `to` (one after it would be written at the clock of the break, "00:00"); returns the time used.
   */
  between(t: number, part: number, next: Side, to: number): number {
    const { rng } = this;
    let used = 0;
    for (const side of [next, other(next)] as const) {
      const court = this.courts[side];
      // A side behind or short of players calls its time-outs: about one a half each.
      if (t + used >= to) break;
      if (court.timeOutsLeft > 0 && rng.chance(court.on.length <= 4 ? 0.08 : 0.025)) {
        court.timeOutsLeft--;
        this.entries.push({ kind: 'timeOut', t: t + used, part, side, points: [0, 0] });
        used += TIME_OUT_S;
        if (t + used < to && court.substitutionsLeft > 0 && rng.chance(0.6)) {
          this.substitute(t + used, part, side);
        }
      }
    }
    if (t + used >= to) return used;
    if (rng.chance(0.012)) {
      const side: Side = rng.chance(0.5) ? 0 : 1;
      const court = this.courts[side];
      // Carded from the out box (arguing a call): the court counts stay as they are.
      const player = court.out.length > 0 ? rng.pick(court.out) : rng.pick(court.on);
      const card: KabaddiCard = court.out.includes(player) && rng.chance(0.35) ? 'yellow' : 'green';
      const technical = card === 'yellow' ? 1 : 0;
      const points: Pair = [0, 0];
      points[other(side)] += technical;
      this.entries.push({ kind: 'card', t: t + used, part, side, player, card, technical, points });
    } else if (rng.chance(0.006)) {
      const side: Side = rng.chance(0.5) ? 0 : 1;
      const points: Pair = [0, 0];
      points[other(side)] += 1;
      this.entries.push({ kind: 'technicalPoint', t: t + used, part, side, technical: 1, points });
    }
    return used;
  }

  /** A bench player on for a player on court, in his place. */
  private substitute(t: number, part: number, side: Side): void {
    const court = this.courts[side];
    const bench: number[] = [];
    for (let p = 0; p < SQUAD; p++) if (!court.on.includes(p) && !court.out.includes(p)) bench.push(p);
    if (bench.length === 0) return;
    const off = this.rng.pick(court.on);
    const on = this.rng.pick(bench);
    court.on[court.on.indexOf(off)] = on;
    court.substitutionsLeft--;
    this.entries.push({ kind: 'substitution', t, part, side, on, off, points: [0, 0] });
  }

  /** Raids from `from` to `to`, `first` raiding first. */
  period(from: number, to: number, part: number, first: Side): void {
    for (const court of this.courts) court.timeOutsLeft = TIME_OUTS_A_HALF;
    let side = first;
    let t = from;
    for (;;) {
      const gap = this.rng.int(20, 40);
      if (t + gap >= to) return;
      // What happens between raids comes a few seconds after the last one; a time-out stops play 30 s.
      t += gap + this.between(t + 5, part, side, to);
      if (t >= to) return;
      this.raid(t, part, side);
      side = other(side);
    }
  }
}

export function kabaddiScript(fx: Fixture): KabaddiScript {
  const rng = Rng.of(fx.seed, 'kabaddi');
  const toss: Side = rng.chance(0.5) ? 0 : 1;
  const h2Start = HALF_S + HALF_TIME_S;
  const phases: KabaddiPhase[] = [
    { start: 0, stage: EventStage.firstHalf, part: 0, baseMin: 0 },
    { start: HALF_S, stage: EventStage.halfTime },
    { start: h2Start, stage: EventStage.secondHalf, part: 1, baseMin: periods.minutes },
  ];
  const match = new Match(
    rng,
    [fx.home.rating + 0.03, fx.away.rating],
    [freshCourt(SUBSTITUTIONS), freshCourt(SUBSTITUTIONS)],
  );
  match.period(0, HALF_S, 0, toss);
  // Sides change ends and the other side raids first in the second half; the courts carry over.
  match.period(h2Start, h2Start + HALF_S, 1, other(toss));
  let end = h2Start + HALF_S;
  const total = (side: Side) => match.entries.reduce((sum, e) => sum + e.points[side], 0);
  if (fx.format.sport === 'kabaddi' && fx.format.knockout && total(0) === total(1)) {
    const etStart = end + BEFORE_EXTRA_TIME_S;
    phases.push({ start: end, stage: EventStage.breakTime });
    phases.push({ start: etStart, stage: EventStage.extraTime, part: 2, baseMin: 2 * periods.minutes });
    // Extra time starts with seven a side: everyone out comes back, the empty raids are forgotten.
    for (const court of match.courts) {
      allBack(court);
      court.emptyInRow = 0;
    }
    match.period(etStart, etStart + EXTRA_TIME_S, 2, toss);
    end = etStart + EXTRA_TIME_S;
    // Still level: golden raids, the sides in turn, until one scores (the first that scores decides).
    let side: Side = rng.chance(0.5) ? 0 : 1;
    while (total(0) === total(1)) {
      end += 30;
      match.raid(end - 1, 2, side, true);
      side = other(side);
    }
    phases.push({ start: end, stage: EventStage.afterExtraTime });
  } else {
    phases.push({ start: end, stage: EventStage.finished });
  }
  const points: KabaddiScript['points'] = [];
  for (const e of match.entries) {
    for (const side of [0, 1] as const) {
      const n = e.points[side];
      if (n > 0) points.push({ t: e.t, side, points: n, part: e.part });
    }
  }
  return { phases, entries: match.entries, points, end };
}

export type KabaddiState = PointsState<KabaddiPhase>;

export function kabaddiStateAt(script: KabaddiScript, t: number): KabaddiState {
  return tallyAt(script.phases, phaseAt(script.phases, t), script.points, script.end, t);
}

/** The match clock of a match second as fans read it: minutes and seconds played ("23:14"). */
export function kabaddiClock(script: KabaddiScript, t: number): string {
  const phase = phaseAt(script.phases, t);
  const played = phase.baseMin !== undefined ? phase.baseMin * 60 + Math.max(0, t - phase.start) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(played / 60))}:${pad(played % 60)}`;
}

export function kabaddiView(script: KabaddiScript, t: number): MatchView {
  const state = kabaddiStateAt(script, t);
  const { phase } = state;
  const view: MatchView = {
    stage: phase.stage,
    stageStart: phase.start,
    homeScore: String(state.score[0]),
    awayScore: String(state.score[1]),
    homeParts: state.parts[0],
    awayParts: state.parts[1],
  };
  if (phase.baseMin !== undefined) {
    const regularMin = phase.part === 2 ? EXTRA_TIME_S / 60 : HALF_S / 60;
    view.minute = countedMinute(Math.min(t - phase.start, regularMin * 60 - 1), phase.baseMin, regularMin);
  }
  if (state.lastScore !== undefined) view.scoreChanged = state.lastScore;
  if (state.finished) {
    const [h, a] = state.score;
    view.winner = h > a ? Winner.home : h < a ? Winner.away : Winner.draw;
  }
  return view;
}

export const kabaddi: SportRules<KabaddiScript> = {
  script: kabaddiScript,
  duration: (script) => script.end,
  view: kabaddiView,
  incidents: kabaddiIncidents,
};
