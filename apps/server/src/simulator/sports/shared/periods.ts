/**
 * Timed team sports: a fixed number of periods of fixed length with breaks between them, scoring
 * plays spread over the play, and the ways a level score is settled (overtime, sudden death,
 * shoot-out) or left as a draw. Ice hockey, handball, rugby, floorball, bandy, futsal, aussie rules,
 * water polo, field hockey, beach soccer and netball are each one `TimedDef`; american football brings
 * its own drive-by-drive player.
 *
 * Time. Match seconds are real seconds. A sport whose clock the client runs (reversed: hockey, american
 * football; counted: rugby, bandy, aussie rules) plays its periods at their length on that clock, plus
 * the referee's added time for counted clocks, so the clock the client computes from `stageStartTime`
 * stays true. A sport whose clock stops and that the client cannot show (handball, futsal, water polo
 * ...) is `stretch`ed: a 20-minute futsal half takes 30 real minutes, as it does in an arena, and its
 * counted minute (sent only when speed != 1, as for soccer) is scaled back to the rules' clock.
 *
 * Shoot-outs. The score is what play produced, as in soccer; where the sport's score-part count keeps
 * a part for the shoot-out (water polo, bandy, futsal, beach soccer) that part shows the shoot-out's
 * tally without entering the score. Ice hockey and floorball follow their own rule instead: the winner
 * of the shoot-out is credited one goal, shown as a 1-0 part.
 */
import { type DuelCard, EventStage, IncidentKind, type Text, Winner } from '@nerali/domain';
import { countedMinute, phaseAt } from '../../event.ts';
import { clamp, Rng } from '../../prng.ts';
import {
  type Fixture,
  type MatchFormat,
  type MatchView,
  type Pair,
  type Phase,
  type Side,
  type SimIncident,
  type SportRules,
  other,
} from '../../types.ts';
import { type ScoringPlay, tallyAt } from './tally.ts';

export type TeamFormat = Extract<MatchFormat, { sport: 'team' }>;

export const HALVES = [EventStage.firstHalf, EventStage.secondHalf] as const;
export const PERIODS = [EventStage.firstPeriod, EventStage.secondPeriod, EventStage.thirdPeriod] as const;
export const QUARTERS = [
  EventStage.firstQuarter,
  EventStage.secondQuarter,
  EventStage.thirdQuarter,
  EventStage.fourthQuarter,
] as const;

/** Home advantage, as a rating bonus (same as basketball's). */
const HOME_EDGE = 0.03;
/** A shoot-out that is still level after this many kicks is decided by the next one. */
const MAX_KICKS = 60;

/** One way of scoring: its points and share of the scoring plays, and a follow-up kick (a conversion). */
export interface ScoreKind {
  points: number;
  weight: number;
  then?: { points: number; chance: number; afterS: number };
}

export interface Scoring {
  /** Scoring plays per side per minute of the rules' clock (added time included), equal sides. */
  perMin: number;
  kinds: readonly ScoreKind[];
  /** How much a rating edge in [-1, 1] moves a side's rate: rate x (1 + edge x this). Default 0.8. */
  edge?: number;
  /** Kinds in force in the last `withinMin` minutes of each regular period (netball's super shots). */
  late?: { withinMin: number; kinds: readonly ScoreKind[] };
}

export type Settle =
  | {
      kind: 'overtime';
      /** Break before it, real seconds (0: straight on). */
      breakS: number;
      /** Length on the rules' clock. */
      min: number;
      part: number;
      /** Ends as soon as a side leads by this many: 1 is "next score wins", netball plays to 2 clear. */
      suddenDeath?: number;
      /** Played again, after the same break, while still level (hockey play-offs): at most this often. */
      repeat?: number;
      /** Added time, real seconds [lo, hi] (counted clocks). */
      addedS?: readonly [number, number];
      /** Rate multiplier (3-on-3 hockey overtime scores faster). */
      rate?: number;
      /** Kinds in force (rugby league's golden point is often a drop goal). */
      kinds?: readonly ScoreKind[];
    }
  | {
      kind: 'shootout';
      breakS: number;
      /** Kicks a side in the best-of part; sudden death follows. */
      rounds: number;
      chance: number;
      kickS: number;
      /** 'decider': the winner is credited one goal in `part`; 'tally': `part` shows the tally. */
      counts: 'decider' | 'tally' | 'none';
      part?: number;
    };

export interface TimedDef {
  /** Name of the match's random stream. */
  name: string;
  stages: readonly EventStage[];
  periodMin: number;
  /** Real seconds per second of the rules' clock (1 for the clocks the client runs). */
  stretch: number;
  /** Breaks after each regular period but the last, real seconds. */
  breaksS: readonly number[];
  /** Added time of each regular period, real seconds [lo, hi] (counted clocks). */
  addedS?: readonly [number, number];
  /** Counted minute: across the match (second half from 45'), within each period (aussie rules), none. */
  minute?: 'match' | 'period';
  scoring: Scoring;
  /** A sport's own player instead of the scoring rates (american football drives). */
  player?: (rng: Rng, fx: Fixture) => PeriodPlayer;
  /** How a level score is settled, in order; whatever is still level after them is a draw ... */
  settle: readonly Settle[];
  /** ... unless draws are not allowed: then a last score decides (a guard; it never happens in practice). */
  draws: boolean;
  /** Game-time override sent while the match runs ("20:20": hockey play-off overtimes last 20). */
  gameTime?: string;
}

export interface PeriodContext {
  from: number;
  to: number;
  part: number;
  /** Index of the regular period (0 ...), or -1 in overtime. */
  period: number;
  stretch: number;
  /** Running score, updated by the player as it adds plays. */
  score: Pair;
  plays: ScoringPlay[];
  possession: { t: number; side: Side }[];
  suddenDeath?: number;
  rate: number;
  kinds?: readonly ScoreKind[];
}

/** Plays one period into the context; returns the second it ended (before `to` after a sudden death). */
export type PeriodPlayer = (ctx: PeriodContext) => number;

export interface TimedPhase extends Phase {
  /** Running periods: the part they score into. */
  part?: number;
  /** Counted minute of a running period. */
  clock?: { baseMin: number; regularMin: number; stretch: number; capped: boolean };
}

export interface TimedScript {
  phases: TimedPhase[];
  plays: ScoringPlay[];
  /** Who has the ball from when (american football; empty elsewhere). */
  possession: { t: number; side: Side }[];
  shootout?: {
    kicks: { t: number; side: Side; scored: boolean }[];
    counts: 'decider' | 'tally' | 'none';
    part?: number;
  };
  gameTime?: string;
  end: number;
}

const decided = (score: Pair, lead: number | undefined) =>
  lead !== undefined && Math.abs(score[0] - score[1]) >= lead;

/**
 * Whether a match of this format may end level, by the sport's card (CAT16): never, in a league match
 * only (a knock-out tie is settled), or in any match.
 */
export function drawsAllowed(card: Pick<DuelCard, 'draws'>, knockout: boolean): boolean {
  return card.draws === 'any' || (card.draws === 'league' && !knockout);
}

/** Scoring plays of both sides as two Poisson streams (rates set by the ratings). */
export function ratePlayer(rng: Rng, fx: Fixture, scoring: Scoring): PeriodPlayer {
  const ratings: Pair = [fx.home.rating + HOME_EDGE, fx.away.rating];
  return (ctx) => {
    const arrivals: { t: number; side: Side }[] = [];
    for (const side of [0, 1] as const) {
      const edge = ratings[side] - ratings[other(side)];
      const factor = clamp(1 + (scoring.edge ?? 0.8) * edge, 0.35, 1.9);
      const perS = ((scoring.perMin * ctx.rate) / 60 / ctx.stretch) * factor;
      for (let t = ctx.from; ;) {
        t += Math.max(1, Math.round(-Math.log(1 - rng.next()) / perS));
        if (t >= ctx.to) break;
        arrivals.push({ t, side });
      }
    }
    arrivals.sort((a, b) => a.t - b.t || a.side - b.side);
    const late = scoring.late;
    for (const { t, side } of arrivals) {
      const inLate = late && ctx.period >= 0 && ctx.to - t <= late.withinMin * 60 * ctx.stretch;
      const kinds = ctx.kinds ?? (inLate ? late.kinds : scoring.kinds);
      const kind = rng.weighted(kinds, (k) => k.weight);
      ctx.plays.push({ t, side, points: kind.points, part: ctx.part });
      ctx.score[side] += kind.points;
      // A sudden death ends on the deciding play: no conversion is taken after a winning try.
      if (decided(ctx.score, ctx.suddenDeath)) return t;
      const then = kind.then;
      if (then && t + then.afterS < ctx.to && rng.chance(then.chance)) {
        ctx.plays.push({ t: t + then.afterS, side, points: then.points, part: ctx.part });
        ctx.score[side] += then.points;
      }
    }
    return ctx.to;
  };
}

/** Kicks alternate; after `rounds` each, sudden death by pairs. Same shape as soccer's shoot-out. */
export function shootoutKicks(
  rng: Rng,
  from: number,
  rounds: number,
  chance: number,
  kickS: number,
): { t: number; side: Side; scored: boolean }[] {
  const kicks: { t: number; side: Side; scored: boolean }[] = [];
  const first: Side = rng.chance(0.5) ? 0 : 1;
  const score: Pair = [0, 0];
  const taken: Pair = [0, 0];
  for (let k = 0, t = from; ; k++) {
    const side: Side = k % 2 === 0 ? first : other(first);
    t += kickS;
    // Past MAX_KICKS the second kicker of a pair misses: keeps the loop finite.
    const scored = k >= MAX_KICKS ? side === first : rng.chance(chance);
    kicks.push({ t, side, scored });
    taken[side]++;
    if (scored) score[side]++;
    const [a, b] = score;
    if (taken[0] <= rounds && taken[1] <= rounds) {
      if (a > b + (rounds - taken[1]) || b > a + (rounds - taken[0])) return kicks;
    } else if (taken[0] === taken[1] && a !== b) {
      return kicks;
    }
  }
}

function breakStage(index: number, count: number): EventStage {
  return count % 2 === 0 && index === count / 2 - 1 ? EventStage.halfTime : EventStage.breakTime;
}

export function timedScript(fx: Fixture, def: TimedDef): TimedScript {
  const rng = Rng.of(fx.seed, def.name);
  const play = def.player ? def.player(rng, fx) : ratePlayer(rng, fx, def.scoring);
  const phases: TimedPhase[] = [];
  const plays: ScoringPlay[] = [];
  const possession: TimedScript['possession'] = [];
  const score: Pair = [0, 0];
  const addedS = (range: readonly [number, number] | undefined) => (range ? rng.int(range[0], range[1]) : 0);
  const clockOf = (baseMin: number, regularMin: number, capped: boolean) =>
    def.minute
      ? { baseMin: def.minute === 'match' ? baseMin : 0, regularMin, stretch: def.stretch, capped }
      : undefined;
  const context = (from: number, to: number, part: number, period: number): PeriodContext => ({
    from,
    to,
    part,
    period,
    stretch: def.stretch,
    score,
    plays,
    possession,
    rate: 1,
  });

  let t = 0;
  let baseMin = 0;
  def.stages.forEach((stage, i) => {
    const lengthS = Math.round(def.periodMin * 60 * def.stretch) + addedS(def.addedS);
    const clock = clockOf(baseMin, def.periodMin, def.addedS === undefined);
    phases.push({ start: t, stage, part: i, ...(clock && { clock }) });
    play(context(t, t + lengthS, i, i));
    t += lengthS;
    baseMin += def.periodMin;
    if (i < def.stages.length - 1) {
      phases.push({ start: t, stage: breakStage(i, def.stages.length) });
      t += def.breaksS[i] ?? 0;
    }
  });

  let last: 'regular' | 'overtime' | 'shootout' = 'regular';
  let shootout: TimedScript['shootout'];
  let lastPart = def.stages.length - 1;
  for (const step of def.settle) {
    if (score[0] !== score[1]) break;
    if (step.kind === 'overtime') {
      // Repeats go on until the step is decided: netball's "two clear" can follow a one-goal lead.
      for (let k = 0; k < (step.repeat ?? 1) && !decided(score, step.suddenDeath ?? 1); k++) {
        if (step.breakS > 0) {
          phases.push({ start: t, stage: EventStage.breakTime });
          t += step.breakS;
        }
        const lengthS = Math.round(step.min * 60 * def.stretch) + addedS(step.addedS);
        const clock = clockOf(baseMin, step.min, step.addedS === undefined);
        phases.push({ start: t, stage: EventStage.extraTime, part: step.part, ...(clock && { clock }) });
        const ctx = context(t, t + lengthS, step.part, -1);
        ctx.rate = step.rate ?? 1;
        if (step.suddenDeath !== undefined) ctx.suddenDeath = step.suddenDeath;
        if (step.kinds) ctx.kinds = step.kinds;
        t = play(ctx);
        baseMin += step.min;
        lastPart = step.part;
        last = 'overtime';
      }
    } else {
      phases.push({
        start: t,
        stage: EventStage.penalties,
        ...(step.counts === 'decider' && { part: step.part }),
      });
      const kicks = shootoutKicks(rng, t + step.breakS, step.rounds, step.chance, step.kickS);
      const lastKick = kicks[kicks.length - 1];
      const tally = (side: Side) => kicks.filter((k) => k.scored && k.side === side).length;
      if (step.counts === 'decider' && step.part !== undefined && lastKick) {
        const side: Side = tally(0) > tally(1) ? 0 : 1;
        plays.push({ t: lastKick.t, side, points: 1, part: step.part });
        score[side]++;
      }
      shootout = { kicks, counts: step.counts, ...(step.part !== undefined && { part: step.part }) };
      t = (lastKick?.t ?? t) + 30;
      last = 'shootout';
      break;
    }
  }
  if (!def.draws && score[0] === score[1] && !shootout) {
    // Never seen in practice (repeats exhausted); keeps a winner where the rules demand one.
    const kind = rng.weighted(def.scoring.kinds, (k) => k.weight);
    const side: Side = rng.chance(0.5) ? 0 : 1;
    plays.push({ t: t - 1, side, points: kind.points, part: lastPart });
    score[side] += kind.points;
  }
  const final =
    last === 'shootout'
      ? EventStage.afterPenalties
      : last === 'overtime'
        ? EventStage.afterExtraTime
        : EventStage.finished;
  phases.push({ start: t, stage: final });
  plays.sort((a, b) => a.t - b.t);
  const script: TimedScript = { phases, plays, possession, end: t };
  if (shootout) script.shootout = shootout;
  if (def.gameTime !== undefined) script.gameTime = def.gameTime;
  return script;
}

/** Score, parts (per started period), last score change and whether the match is over at second t. */
export function timedStateAt(script: TimedScript, t: number) {
  return tallyAt(script.phases, phaseAt(script.phases, t), script.plays, script.end, t);
}

/** The shoot-out's tally at second t. */
export function shootoutAt(script: TimedScript, t: number): Pair {
  const tally: Pair = [0, 0];
  for (const kick of script.shootout?.kicks ?? []) if (kick.t <= t && kick.scored) tally[kick.side]++;
  return tally;
}

export function timedView(script: TimedScript, t: number): MatchView {
  const state = timedStateAt(script, t);
  const { phase } = state;
  const parts: [(number | null)[], (number | null)[]] = [state.parts[0], state.parts[1]];
  const shootout = script.shootout;
  const penaltiesFrom = script.phases.find((p) => p.stage === EventStage.penalties)?.start;
  if (
    shootout?.counts === 'tally' &&
    shootout.part !== undefined &&
    penaltiesFrom !== undefined &&
    t >= penaltiesFrom
  ) {
    const tally = shootoutAt(script, t);
    for (const side of [0, 1] as const) {
      // An overtime the rules skipped (water polo goes straight to penalties) shows as an empty part.
      while (parts[side].length < shootout.part) parts[side].push(null);
      parts[side][shootout.part] = tally[side];
    }
  }
  const view: MatchView = {
    stage: phase.stage,
    stageStart: phase.start,
    homeScore: String(state.score[0]),
    awayScore: String(state.score[1]),
    homeParts: parts[0],
    awayParts: parts[1],
  };
  if (phase.clock) {
    const { baseMin, regularMin, stretch, capped } = phase.clock;
    const ruleS = Math.floor((t - phase.start) / stretch);
    view.minute = countedMinute(capped ? Math.min(ruleS, regularMin * 60 - 1) : ruleS, baseMin, regularMin);
  }
  if (script.gameTime !== undefined && !state.finished) view.gameTime = script.gameTime;
  if (phase.part !== undefined && phase.stage !== EventStage.penalties) {
    // Serving sports (american football): the side with the ball.
    let ball: Side | undefined;
    for (const p of script.possession) {
      if (p.t > t) break;
      ball = p.side;
    }
    if (ball !== undefined) view.service = ball === 0 ? 1 : 2;
  }
  if (state.lastScore !== undefined) view.scoreChanged = state.lastScore;
  if (state.finished) view.winner = winnerOf(state.score, shootoutAt(script, script.end));
  return view;
}

function winnerOf(score: Pair, shootout: Pair): Winner {
  const [h, a] = score[0] === score[1] ? shootout : score;
  return h > a ? Winner.home : h < a ? Winner.away : Winner.draw;
}

/** What a scoring play was, from its points and the play before it (a conversion follows a try). */
export type PlayKind = (
  play: ScoringPlay,
  before: ScoringPlay | undefined,
  pick: Rng,
) => { kind: IncidentKind; note?: Text };

/** How a timed sport's incidents read its plays, and the sin-bin or penalty box it keeps. */
export interface TimedIncidents {
  kindOf: PlayKind;
  /** Penalties that send a player off for a while: their kind, minutes, and how many a side gets. */
  discipline?: { kind: IncidentKind; minutes: number; perMatch: number };
}

/** Every play of a timed match is one incident; the shoot-out's kicks and its credited goal too. */
export function timedIncidents(script: TimedScript, fx: Fixture, how: TimedIncidents): SimIncident[] {
  const rng = Rng.of(fx.seed, 'timed-incidents');
  const out: SimIncident[] = [];
  const decider = script.shootout?.counts === 'decider' ? script.shootout.part : undefined;
  script.plays.forEach((play, i) => {
    const base = { t: play.t, side: play.side, points: play.points };
    if (decider !== undefined && play.part === decider) {
      out.push({ ...base, kind: IncidentKind.goal, note: SHOOTOUT_WINNER });
      return;
    }
    // The play before of the same side: a conversion or an extra point follows its try.
    let before: ScoringPlay | undefined;
    for (let j = i - 1; j >= 0; j--) {
      const p = script.plays[j];
      if (p && p.side === play.side) {
        before = p;
        break;
      }
    }
    const { kind, note } = how.kindOf(play, before, rng);
    out.push(note ? { ...base, kind, note } : { ...base, kind });
  });
  const tally: Pair = [0, 0];
  for (const kick of script.shootout?.kicks ?? []) {
    if (kick.scored) tally[kick.side]++;
    const kind = kick.scored ? IncidentKind.shootoutScored : IncidentKind.shootoutMissed;
    out.push({ t: kick.t, side: kick.side, kind, time: `${tally[0]}-${tally[1]}` });
  }
  const running = script.phases.filter((p) => p.part !== undefined && p.stage !== EventStage.penalties);
  const spans = running.map((p) => [
    p.start,
    script.phases[script.phases.indexOf(p) + 1]?.start ?? script.end,
  ]);
  const total = spans.reduce((sum, [a = 0, b = 0]) => sum + (b - a), 0);
  if (how.discipline && total > 0) {
    const { kind, minutes, perMatch } = how.discipline;
    for (const side of [0, 1] as const) {
      for (let k = rng.poisson(perMatch); k > 0; k--) {
        let u = rng.int(0, total - 1);
        for (const [a = 0, b = 0] of spans) {
          if (u < b - a) {
            out.push({ t: a + u, side, kind, value: minutes });
            break;
          }
          u -= b - a;
        }
      }
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

const SHOOTOUT_WINNER: Text = { ta: 'பெனால்டி ஷூட்-அவுட் வெற்றி', en: 'shoot-out winner' };

/** One goal per point: hockey, handball, futsal ... (netball's super shot is one goal of two). */
export const goalsOnly: TimedIncidents = { kindOf: () => ({ kind: IncidentKind.goal }) };

/** The rules of a timed sport whose definition depends on the league's format. */
export function timedSport(
  defOf: (format: TeamFormat) => TimedDef,
  how: TimedIncidents = goalsOnly,
): SportRules<TimedScript> {
  return {
    incidents: (script, fx) => timedIncidents(script, fx, how),
    script: (fx) =>
      timedScript(
        fx,
        defOf(
          fx.format.sport === 'team' ? fx.format : { sport: 'team', sportId: fx.sportId, knockout: false },
        ),
      ),
    duration: (script) => script.end,
    view: timedView,
  };
}
