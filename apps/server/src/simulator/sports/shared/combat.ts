/**
 * Boxing and MMA bouts: scheduled rounds (boxing 4 to 12 rounds of three minutes, two for women; MMA
 * three rounds of five minutes, five for main events and title fights) with a minute's rest between
 * them. A bout ends inside the distance (knock-out, technical knock-out, submission, disqualification,
 * or in boxing a corner retirement during the rest), or goes the distance and the judges decide:
 * unanimous, split or majority decision, or a draw.
 *
 * How it shows, within the MatchEvent model:
 * - no running score: the score fields stay empty (the board shows no result, only the winner);
 * - the round in play is the stage: the "set" stages 17-21 are rounds in combat sports (the web says
 *   "Round 3"), rounds six to twelve are plain live (the enumeration numbers only five); the rest
 *   between rounds is a break, the wait for the judges' cards "to be announced" (pending);
 * - the result is `winner` (home, away, or draw) and, as a stats result (spec 1 §3 "stop reason"),
 *   how it ended in the record-book form "TKO 5 (12) 2:31": method, round, scheduled rounds, and the
 *   time in the round for a stoppage. A structured field (method, round, time) would serve a UI better
 *   than this text; the model has none yet.
 */
import { EventStage, IncidentKind, StatsResultType, Winner } from '@nerali/domain';
import { clamp, Rng } from '../../prng.ts';
import type { Fixture, MatchView, Side, SimIncident, SportRules } from '../../types.ts';
import type { CombatFormat } from './duel-format.ts';
import { setStage } from './rally-sets.ts';

export type Method = 'KO' | 'TKO' | 'RTD' | 'SUB' | 'DQ' | 'UD' | 'SD' | 'MD' | 'D';

export interface CombatScript {
  rounds: number;
  roundS: number;
  /** Round in which the bout ended (the last one for a decision) and seconds into it. */
  round: number;
  time: number;
  method: Method;
  winner: Side | null;
  end: number;
}

const REST_S = 60;
/** Seconds from the last bell to the reading of the cards. */
const CARDS_S = 100;
/** A corner retires its fighter during the rest, this long after the bell. */
const RETIRE_S = 40;

const BOXING: CombatFormat = { kind: 'combat', discipline: 'boxing', rounds: 10, roundMin: 3 };
const MMA: CombatFormat = { kind: 'combat', discipline: 'mma', rounds: 3, roundMin: 5 };

type Weighted = readonly { method: Method; w: number }[];

/** Inside-the-distance methods and decisions, by weight, per discipline. */
const STOPPAGES: Record<CombatFormat['discipline'], Weighted> = {
  boxing: [
    { method: 'KO', w: 35 },
    { method: 'TKO', w: 53 },
    { method: 'RTD', w: 10 },
    { method: 'DQ', w: 2 },
  ],
  mma: [
    { method: 'KO', w: 20 },
    { method: 'TKO', w: 37 },
    { method: 'SUB', w: 41 },
    { method: 'DQ', w: 2 },
  ],
};
const DECISIONS: Record<CombatFormat['discipline'], Weighted> = {
  boxing: [
    { method: 'UD', w: 68 },
    { method: 'SD', w: 17 },
    { method: 'MD', w: 8 },
    { method: 'D', w: 7 },
  ],
  mma: [
    { method: 'UD', w: 70 },
    { method: 'SD', w: 25 },
    { method: 'MD', w: 3 },
    { method: 'D', w: 2 },
  ],
};

/** Start of round r (from 1). */
const roundStart = (script: Pick<CombatScript, 'roundS'>, r: number) => (r - 1) * (script.roundS + REST_S);

export function combatScript(fx: Fixture, fallback: CombatFormat): CombatScript {
  const rng = Rng.of(fx.seed, 'combat');
  const format = fx.format.sport === 'duel' && fx.format.rules.kind === 'combat' ? fx.format.rules : fallback;
  const title = format.titleRounds !== undefined && rng.chance(format.titleShare ?? 0);
  const rounds = title ? (format.titleRounds ?? format.rounds) : format.rounds;
  const roundS = format.roundMin * 60;
  const edge = fx.home.rating - fx.away.rating;
  const favourite: Side = rng.chance(clamp(0.5 + 0.45 * edge, 0.1, 0.9)) ? 0 : 1;
  // Mismatches end early more often.
  const early = rng.chance(clamp(0.45 + 0.35 * Math.abs(edge), 0.3, 0.8));
  if (early) {
    const { method } = rng.weighted(STOPPAGES[format.discipline], (m) => m.w);
    // Earlier rounds see more stoppages than later ones.
    const round = rng.weighted(
      Array.from({ length: rounds }, (_, i) => i + 1),
      (r) => rounds + 2 - r,
    );
    const time = method === 'RTD' ? roundS : rng.int(5, roundS - 1);
    const at = roundStart({ roundS }, round) + time;
    return {
      rounds,
      roundS,
      round,
      time,
      method,
      winner: favourite,
      end: method === 'RTD' ? at + RETIRE_S : at,
    };
  }
  const { method } = rng.weighted(DECISIONS[format.discipline], (m) => m.w);
  return {
    rounds,
    roundS,
    round: rounds,
    time: roundS,
    method,
    winner: method === 'D' ? null : favourite,
    end: roundStart({ roundS }, rounds) + roundS + CARDS_S,
  };
}

const clockText = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The record-book line: "TKO 5 (12) 2:31", "UD 12 (12)", "RTD 7 (10)". */
export function resultText(script: CombatScript): string {
  const line = `${script.method} ${script.round} (${script.rounds})`;
  const stoppage = script.method !== 'RTD' && script.time < script.roundS;
  return stoppage ? `${line} ${clockText(script.time)}` : line;
}

export function combatView(script: CombatScript, t: number): MatchView {
  if (t >= script.end) {
    const view: MatchView = {
      stage: EventStage.finished,
      stageStart: script.end,
      results: { [StatsResultType.stopReason]: resultText(script) },
    };
    view.winner = script.winner === null ? Winner.draw : script.winner === 0 ? Winner.home : Winner.away;
    return view;
  }
  const period = script.roundS + REST_S;
  const round = Math.min(script.rounds, Math.floor(t / period) + 1);
  const start = roundStart(script, round);
  if (t < start + script.roundS) return { stage: setStage(round - 1), stageStart: start };
  // After the last bell: the cards; otherwise the rest before the next round (or a retirement).
  const last = round === script.rounds && script.method !== 'RTD';
  return { stage: last ? EventStage.pending : EventStage.breakTime, stageStart: start + script.roundS };
}

/**
 * [DET1] Knockdowns: a knockout or stoppage comes after one or two (the last at the finish, unless a
 * submission or retirement ended it); a bout that goes the distance sees one now and then. The fighter
 * who wins is the one who puts the other down, now and then after a knockdown of his own.
 */
export function combatIncidents(script: CombatScript, fx: Fixture): SimIncident[] {
  const rng = Rng.of(fx.seed, 'combat-incidents');
  const out: SimIncident[] = [];
  const winner = script.winner ?? (rng.chance(0.5) ? 0 : 1);
  const loser: Side = winner === 0 ? 1 : 0;
  const stopped = script.method === 'KO' || script.method === 'TKO';
  const inside = script.round < script.rounds || script.time < script.roundS;
  const knockdowns = stopped ? rng.int(1, 2) : rng.chance(0.25) ? 1 : 0;
  const lastAt = roundStart(script, script.round) + Math.min(script.time, script.roundS) - 1;
  for (let k = 0; k < knockdowns; k++) {
    const isFinish = stopped && inside && k === knockdowns - 1;
    const round = isFinish ? script.round : rng.int(1, script.round);
    const at = isFinish ? lastAt : roundStart(script, round) + rng.int(10, script.roundS - 10);
    out.push({ t: Math.min(at, lastAt), side: winner, kind: IncidentKind.knockdown, time: `R${round}` });
  }
  if (rng.chance(0.08)) {
    const round = rng.int(1, script.round);
    const at = Math.min(lastAt, roundStart(script, round) + rng.int(10, script.roundS - 10));
    out.push({ t: at, side: loser, kind: IncidentKind.knockdown, time: `R${round}` });
  }
  return out.sort((a, b) => a.t - b.t);
}

function combatRules(fallback: CombatFormat): SportRules<CombatScript> {
  return {
    incidents: combatIncidents,
    script: (fx) => combatScript(fx, fallback),
    duration: (script) => script.end,
    view: combatView,
  };
}

export const boxing = combatRules(BOXING);
export const mma = combatRules(MMA);

/**
 * The home side's chance in play, for the odds: the ratings, moved by every knockdown so far (each
 * one tilts the bout 0.8 on the logistic scale). The script is not read: only what a viewer has seen.
 */
export function knockdownChance(
  fx: Fixture,
  _script: unknown,
  _view: MatchView,
  incidents: readonly SimIncident[],
  t: number,
): number {
  const downs = incidents.filter((i) => i.t <= t && i.kind === IncidentKind.knockdown);
  const logit =
    2.4 * (fx.home.rating - fx.away.rating) + downs.reduce((sum, i) => sum + (i.side === 0 ? 0.8 : -0.8), 0);
  return 1 / (1 + Math.exp(-logit));
}
