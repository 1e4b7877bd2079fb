/**
 * Kabaddi (Pro Kabaddi rules): two 20-minute halves with a 5-minute break, raids every half minute
 * or so, alternating sides. A successful raid scores 1-3 touch points (plus sometimes a bonus point)
 * and puts touched defenders out; a tackle scores for the defence (2 for a super tackle, when three
 * or fewer defenders are left) and puts the raider out; each point scored revives a player of the
 * scoring side. A side with nobody left on the mat is "all out": 2 points to the opponent and all
 * seven players return.
 *
 * League matches can end level (draw). Knock-out matches level after 40 minutes play 6 minutes of
 * extra time and, if still level, a golden raid: 1 point decides. Parts: [first half, second half,
 * extra time] (score-part count 3; the third only when extra time was played).
 */
import { type PointsState, tallyAt } from '../shared/tally.ts';
import { EventStage, IncidentKind, SPORT_CARDS, type Text, Winner } from '@nerali/domain';
import { countedMinute, phaseAt } from '../../event.ts';
import { clamp, Rng } from '../../prng.ts';
import {
  type Fixture,
  type MatchView,
  type Pair,
  type Phase,
  type Side,
  type SimIncident,
  type SportRules,
  other,
} from '../../types.ts';

/** The halves and extra time are the card's (CAT19, CLK12): 20 and 6 minutes, written once. */
const { periods } = SPORT_CARDS.kabaddi;
const HALF_S = periods.minutes * 60;
const HALF_TIME_S = 5 * 60;
const BEFORE_EXTRA_TIME_S = 3 * 60;
const EXTRA_TIME_S = periods.overtimeMinutes * 60;
const ALL_OUT_BONUS = 2;
const PLAYERS = 7;

export interface KabaddiPhase extends Phase {
  /** Running periods: part index and the minute the period starts at (0, 20, 40). */
  part?: number;
  baseMin?: number;
}

export interface KabaddiScript {
  phases: KabaddiPhase[];
  /** Points in order; `kind` says how they were won. */
  points: {
    t: number;
    side: Side;
    points: number;
    part: number;
    kind: 'raid' | 'tackle' | 'allOut' | 'golden';
  }[];
  end: number;
}

function playPeriod(
  rng: Rng,
  fx: Fixture,
  from: number,
  to: number,
  part: number,
  firstRaider: Side,
  mats: Pair,
  out: KabaddiScript['points'],
): void {
  const ratings: Pair = [fx.home.rating + 0.03, fx.away.rating];
  let raider = firstRaider;
  let t = from;
  for (;;) {
    t += rng.int(20, 40);
    if (t >= to) return;
    const defender = other(raider);
    const edge = (ratings[raider] ?? 0.5) - (ratings[defender] ?? 0.5);
    const r = rng.next();
    const success = clamp(0.42 + 0.15 * edge, 0.3, 0.55);
    const tackle = clamp(0.28 - 0.1 * edge, 0.18, 0.38);
    let scored: Side | null = null;
    if (r < success) {
      const touches = Math.min(
        rng.weighted([1, 2, 3], (n) => [70, 22, 8][n - 1] ?? 0),
        mats[defender],
      );
      const bonus = mats[defender] >= 6 && rng.chance(0.15) ? 1 : 0;
      out.push({ t, side: raider, points: touches + bonus, part, kind: 'raid' });
      mats[defender] -= touches;
      mats[raider] = Math.min(PLAYERS, mats[raider] + touches);
      scored = raider;
    } else if (r < success + tackle) {
      const superTackle = mats[defender] <= 3;
      out.push({ t, side: defender, points: superTackle ? 2 : 1, part, kind: 'tackle' });
      mats[raider]--;
      mats[defender] = Math.min(PLAYERS, mats[defender] + 1);
      scored = defender;
    }
    if (scored !== null) {
      const beaten = other(scored);
      if (mats[beaten] <= 0) {
        out.push({ t, side: scored, points: ALL_OUT_BONUS, part, kind: 'allOut' });
        mats[beaten] = PLAYERS;
      }
    }
    raider = other(raider);
  }
}

export function kabaddiScript(fx: Fixture): KabaddiScript {
  const rng = Rng.of(fx.seed, 'kabaddi');
  const points: KabaddiScript['points'] = [];
  const mats: Pair = [PLAYERS, PLAYERS];
  const toss: Side = rng.chance(0.5) ? 0 : 1;
  const h2Start = HALF_S + HALF_TIME_S;
  const phases: KabaddiPhase[] = [
    { start: 0, stage: EventStage.firstHalf, part: 0, baseMin: 0 },
    { start: HALF_S, stage: EventStage.halfTime },
    { start: h2Start, stage: EventStage.secondHalf, part: 1, baseMin: periods.minutes },
  ];
  playPeriod(rng, fx, 0, HALF_S, 0, toss, mats, points);
  // Sides change ends and the other side raids first in the second half; the mats carry over.
  playPeriod(rng, fx, h2Start, h2Start + HALF_S, 1, other(toss), mats, points);
  let end = h2Start + HALF_S;
  const total = (side: Side) => points.reduce((sum, p) => sum + (p.side === side ? p.points : 0), 0);
  if (fx.format.sport === 'kabaddi' && fx.format.knockout && total(0) === total(1)) {
    const etStart = end + BEFORE_EXTRA_TIME_S;
    phases.push({ start: end, stage: EventStage.breakTime });
    phases.push({ start: etStart, stage: EventStage.extraTime, part: 2, baseMin: 2 * periods.minutes });
    const fresh: Pair = [PLAYERS, PLAYERS];
    playPeriod(rng, fx, etStart, etStart + EXTRA_TIME_S, 2, toss, fresh, points);
    end = etStart + EXTRA_TIME_S;
    if (total(0) === total(1)) {
      end += 30;
      points.push({ t: end - 1, side: rng.chance(0.5) ? 0 : 1, points: 1, part: 2, kind: 'golden' });
    }
    phases.push({ start: end, stage: EventStage.afterExtraTime });
  } else {
    phases.push({ start: end, stage: EventStage.finished });
  }
  return { phases, points, end };
}

export type KabaddiState = PointsState<KabaddiPhase>;

export function kabaddiStateAt(script: KabaddiScript, t: number): KabaddiState {
  return tallyAt(script.phases, phaseAt(script.phases, t), script.points, script.end, t);
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

const SUPER_TACKLE: Text = { ta: 'சூப்பர் டேக்கிள்', en: 'super tackle' };
const GOLDEN_RAID: Text = { ta: 'கோல்டன் ரெய்டு', en: 'golden raid' };

/** [DET1] Raid points (three or more in one raid: a super raid), tackle points and all-outs. */
export function kabaddiIncidents(script: KabaddiScript): SimIncident[] {
  return script.points.map(({ t, side, points, kind }): SimIncident => {
    const base = { t, side, points };
    if (kind === 'tackle') {
      return points === 2
        ? { ...base, kind: IncidentKind.tacklePoint, note: SUPER_TACKLE }
        : { ...base, kind: IncidentKind.tacklePoint };
    }
    if (kind === 'allOut') return { ...base, kind: IncidentKind.allOut };
    if (kind === 'golden') return { ...base, kind: IncidentKind.raidPoint, note: GOLDEN_RAID };
    return { ...base, kind: points >= 3 ? IncidentKind.superRaid : IncidentKind.raidPoint };
  });
}

export const kabaddi: SportRules<KabaddiScript> = {
  script: kabaddiScript,
  duration: (script) => script.end,
  view: kabaddiView,
  incidents: kabaddiIncidents,
};
