/**
 * Cricket, ball by ball, in three formats:
 * - T20 and ODI: one innings a side of 20 or 50 overs, an innings break (15 or 30 minutes), the side
 *   batting second chases a target and the match ends when it gets there, is all out, or runs out of
 *   balls. A tie stays a tie (no super over).
 * - Multi-day (Test, and the 4-day Ranji Trophy / County Championship, also game type "test"): up to
 *   two innings a side, three 2-hour sessions a day with lunch and tea, stumps ("after day N", see
 *   event.ts) until the next morning; declarations; the follow-on (a side 200 behind, 150 in a 4-day
 *   match, usually bats again at once); a win by an innings; a draw when time runs out.
 *
 * An over takes four minutes (40 s a legal ball), so scores move every few seconds to minutes.
 */
import {
  type CricketData,
  CricketGameType,
  type CricketSide,
  Dismissal,
  EventStage,
  IncidentKind,
  Winner,
} from '@nerali/domain';
import { phaseAt } from '../../event.ts';
import { Rng } from '../../prng.ts';
import {
  type Fixture,
  type MatchView,
  type Pair,
  type Side,
  type SimIncident,
  type SportRules,
  other,
} from '../../types.ts';
import { cricketPlay } from './play.ts';
import {
  CRICKET_STUMPS_S,
  type CricketBall,
  type CricketInnings,
  type CricketPhase,
  type CricketScript,
} from './script-model.ts';

export type { CricketBall, CricketInnings, CricketPhase, CricketScript };
import { type Rates, RATES } from './rates.ts';

const BALL_S = 40;
const EXTRA_BALL_S = 25;
const NEW_BATTER_S = 60;
const CHANGEOVER_S = 10 * 60;
/** A day of a multi-day match: its sessions fall within it. */
export const DAY_S = 24 * 3600;
/** Play windows of a day (lunch after the first, tea after the second, stumps after the third). */
const SESSIONS: readonly Pair[] = [
  [0, 7200],
  [9600, 16800],
  [18000, CRICKET_STUMPS_S],
];
const INNINGS_STAGES = [
  EventStage.firstInning,
  EventStage.secondInning,
  EventStage.thirdInning,
  EventStage.fourthInning,
] as const;
const AFTER_DAY = [
  EventStage.afterDay1,
  EventStage.afterDay2,
  EventStage.afterDay3,
  EventStage.afterDay4,
  EventStage.afterDay5,
] as const;

const RUNS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Overs as cricket writes them: 18 overs and 3 balls is "18.3", 20 complete overs "20". */
export function oversText(legalBalls: number): string {
  const rest = legalBalls % 6;
  return rest === 0 ? `${legalBalls / 6}` : `${Math.floor(legalBalls / 6)}.${rest}`;
}

/** Inverse of oversText. */
export function ballsOf(overs: string): number {
  const [whole = '0', balls = '0'] = overs.split('.');
  return Number(whole) * 6 + Number(balls);
}

class Innings {
  runs = 0;
  wickets = 0;
  legal = 0;
}

/** One delivery: a wide, a no-ball (plus what was hit off it), a wicket, or runs off the bat. */
function bowl(rng: Rng, rates: Rates, edge: number): Omit<CricketBall, 't' | 'innings'> {
  const batRuns = (boost: number) => rng.weighted(RUNS, (n) => (rates.runs[n] ?? 0) * (n >= 4 ? boost : 1));
  const r = rng.next();
  if (r < rates.wide) return { runs: 1, legal: false, wicket: false };
  if (r < rates.wide + rates.noBall) return { runs: 1 + batRuns(1), legal: false, wicket: false };
  // The stronger the batting side against this attack, the fewer wickets and the more boundaries.
  if (rng.chance(rates.wicket * (1 - 0.5 * edge))) return { runs: 0, legal: true, wicket: true };
  return { runs: batRuns(1 + 0.5 * edge), legal: true, wicket: false };
}

export function cricketScript(fx: Fixture): CricketScript {
  const rng = Rng.of(fx.seed, 'cricket');
  const format =
    fx.format.sport === 'cricket'
      ? fx.format
      : { gameType: CricketGameType.t20, oversPerInnings: 20, days: 0 };
  const multiDay = format.days > 0;
  const rates = RATES[format.gameType];
  const ratings: Pair = [fx.home.rating + 0.03, fx.away.rating];
  const first: Side = rng.chance(0.5) ? 0 : 1;
  const order: Side[] = multiDay ? [first, other(first), first, other(first)] : [first, other(first)];
  const script: CricketScript = {
    seed: fx.seed,
    gameType: format.gameType,
    overs: multiDay ? 0 : format.oversPerInnings,
    innings: [],
    balls: [],
    phases: [],
    winner: Winner.draw,
    end: 0,
  };
  const scores: Innings[] = [];
  const total = (side: Side) =>
    scores.reduce((sum, inn, i) => sum + (script.innings[i]?.side === side ? inn.runs : 0), 0);
  let t = 0;
  let windowIndex = 0;
  let current: Omit<CricketPhase, 'start'> = { stage: EventStage.firstInning, batting: 0 };
  const mark = () => {
    const last = script.phases[script.phases.length - 1];
    if (last?.stage !== current.stage || last.batting !== current.batting)
      script.phases.push({ start: t, ...current });
  };
  /** Multi-day: moves t into a play window, through lunch, tea and stumps; false when time is up. */
  const ensurePlay = (): boolean => {
    if (!multiDay) {
      mark();
      return true;
    }
    for (;;) {
      const day = Math.floor(windowIndex / SESSIONS.length);
      if (day >= format.days) return false;
      const [from, to] = SESSIONS[windowIndex % SESSIONS.length] ?? [0, 0];
      if (t < day * DAY_S + from) t = day * DAY_S + from;
      if (t < day * DAY_S + to) {
        mark();
        return true;
      }
      const session = windowIndex % SESSIONS.length;
      if (session === 2 && day === format.days - 1) return false;
      const stage =
        session === 0
          ? EventStage.lunch
          : session === 1
            ? EventStage.tea
            : (AFTER_DAY[day] ?? EventStage.afterDay5);
      script.phases.push({ start: t, stage, batting: 0 });
      windowIndex++;
    }
  };
  let timeUp = false;
  for (let i = 0; i < order.length && !timeUp; i++) {
    const side = order[i] ?? 0;
    const inn = new Innings();
    scores.push(inn);
    current = { stage: INNINGS_STAGES[i] ?? EventStage.fourthInning, batting: side === 0 ? 1 : 2 };
    if (!ensurePlay()) {
      scores.pop();
      timeUp = true;
      break;
    }
    const innings: CricketInnings = { side, start: t, declared: false };
    script.innings.push(innings);
    const chase = i === order.length - 1 && i > 0;
    const target = chase ? total(other(side)) - total(side) + 1 : Number.POSITIVE_INFINITY;
    if (chase) script.target = { runs: target, from: script.innings[i - 1]?.end ?? t };
    const declareAt = i < 2 ? rng.int(480, 650) : rng.int(260, 420);
    const edge = (ratings[side] ?? 0.5) - (ratings[other(side)] ?? 0.5);
    const maxBalls = multiDay ? Number.POSITIVE_INFINITY : format.oversPerInnings * 6;
    const over = () => inn.legal % 6 === 0;
    while (inn.wickets < 10 && inn.legal < maxBalls && inn.runs < target) {
      if (over() && !ensurePlay()) {
        timeUp = true;
        break;
      }
      const ball: CricketBall = { t: 0, innings: i, ...bowl(rng, rates, edge) };
      ball.t = t + (ball.legal ? BALL_S : EXTRA_BALL_S);
      script.balls.push(ball);
      inn.runs += ball.runs;
      if (ball.legal) inn.legal++;
      if (ball.wicket) inn.wickets++;
      t = ball.t + (ball.wicket && inn.wickets < 10 ? NEW_BATTER_S : 0);
      // Declarations come at the end of an over, once the runs (or the lead) are enough.
      if (multiDay && !chase && over() && inn.wickets < 10 && (i < 2 || inn.legal >= 120)) {
        const lead = i < 2 ? inn.runs : total(side) - total(other(side));
        if (lead >= declareAt) {
          innings.declared = true;
          break;
        }
      }
    }
    if (timeUp) break;
    innings.end = t;
    if (multiDay && i === 1) {
      const followOn = format.days >= 5 ? 200 : 150;
      if (total(first) - total(other(first)) >= followOn && rng.chance(0.7)) {
        order[2] = other(first);
        order[3] = first;
      }
    }
    // Still behind after its second innings: beaten by an innings, no fourth innings.
    if (multiDay && i === 2 && total(side) < total(other(side))) break;
    if (i < order.length - 1) {
      if (multiDay) {
        // The ten-minute changeover already belongs to the next innings, with nobody at the crease.
        current = { stage: INNINGS_STAGES[i + 1] ?? EventStage.fourthInning, batting: 0 };
        mark();
        t += CHANGEOVER_S;
      } else {
        script.phases.push({ start: t, stage: EventStage.breakTime, batting: 0 });
        t += format.gameType === CricketGameType.odi ? 30 * 60 : 15 * 60;
      }
    }
  }
  script.end = t;
  script.phases.push({ start: t, stage: EventStage.finished, batting: 0 });
  script.winner = decide(script, scores, timeUp);
  const rain = rainBreaks(script);
  if (rain) script.rain = rain;
  return script;
}

const RAIN_BREAKS: ReadonlySet<EventStage> = new Set<EventStage>([
  EventStage.breakTime,
  EventStage.lunch,
  EventStage.tea,
]);

/**
 * [S1 3.15] Now and then rain comes during a break (the innings break, lunch, tea): the row says "play
 * stopped by rain" until play resumes. Rain never takes playing time here (the play windows stay), so
 * it falls only in breaks. Its own random stream: the play is drawn as before.
 */
function rainBreaks(script: CricketScript): number[] | undefined {
  const rng = Rng.of(script.seed, 'cricket-rain');
  const out = script.phases.filter((p) => RAIN_BREAKS.has(p.stage) && rng.chance(0.12)).map((p) => p.start);
  return out.length > 0 ? out : undefined;
}

function decide(script: CricketScript, scores: Innings[], timeUp: boolean): Winner {
  const asWinner = (side: Side) => (side === 0 ? Winner.home : Winner.away);
  if (script.overs === 0) {
    const third = script.innings[2];
    if (scores.length === 3 && !timeUp && third) return asWinner(other(third.side)); // by an innings
    const last = scores[3];
    const chaser = script.innings[3]?.side;
    // Time ran out: only a completed chase or a side bowled out twice decides a multi-day match.
    if (scores.length < 4 || timeUp || !last || chaser === undefined || !script.target) return Winner.draw;
    if (last.runs >= script.target.runs) return asWinner(chaser);
    return last.runs === script.target.runs - 1 ? Winner.draw : asWinner(other(chaser));
  }
  const [first, second] = scores;
  const firstSide = script.innings[0]?.side ?? 0;
  if (!first || !second || first.runs === second.runs) return Winner.draw; // a tie
  return asWinner(first.runs > second.runs ? firstSide : other(firstSide));
}

export interface CricketState {
  phase: CricketPhase;
  /** Per innings played or in play. */
  innings: { side: Side; runs: number; wickets: number; legal: number; declared: boolean; closed: boolean }[];
  lastChange?: number;
  finished: boolean;
}

export function cricketStateAt(script: CricketScript, t: number): CricketState {
  const state: CricketState = {
    phase: phaseAt(script.phases, t),
    innings: script.innings
      .filter((inn) => inn.start <= t)
      .map((inn) => {
        const closed = inn.end !== undefined && inn.end <= t;
        return { side: inn.side, runs: 0, wickets: 0, legal: 0, declared: closed && inn.declared, closed };
      }),
    finished: t >= script.end,
  };
  for (const ball of script.balls) {
    if (ball.t > t) break;
    const inn = state.innings[ball.innings];
    if (!inn) continue;
    inn.runs += ball.runs;
    if (ball.legal) inn.legal++;
    if (ball.wicket) inn.wickets++;
    if (ball.runs > 0 || ball.wicket) state.lastChange = ball.t;
  }
  return state;
}

const rate = (runs: number, balls: number) => (balls > 0 ? (runs * 6) / balls : 0).toFixed(2);

export function cricketView(script: CricketScript, t: number): MatchView {
  const state = cricketStateAt(script, t);
  const sides: [CricketSide[], CricketSide[]] = [[], []];
  const scoreText: [string | undefined, string | undefined] = [undefined, undefined];
  for (const inn of state.innings) {
    sides[inn.side].push({ runs: inn.runs, wickets: inn.wickets, overs: oversText(inn.legal) });
    scoreText[inn.side] =
      inn.wickets >= 10 ? `${inn.runs}` : `${inn.runs}/${inn.wickets}${inn.declared ? 'd' : ''}`;
  }
  const { batting } = state.phase;
  const cricket: CricketData = { gameType: script.gameType, batting, home: sides[0], away: sides[1] };
  const now = state.innings[state.innings.length - 1];
  if (batting !== 0 && now) cricket.runRate = rate(now.runs, now.legal);
  if (script.target && script.target.from <= t) {
    cricket.target = script.target.runs;
    const left = script.overs * 6 - (now?.legal ?? 0);
    const need = script.target.runs - (now?.runs ?? 0);
    if (batting !== 0 && script.overs > 0 && left > 0 && need > 0) cricket.requiredRunRate = rate(need, left);
  }
  const view: MatchView = { stage: state.phase.stage, stageStart: state.phase.start, cricket };
  if (scoreText[0] !== undefined) view.homeScore = scoreText[0];
  if (scoreText[1] !== undefined) view.awayScore = scoreText[1];
  if (state.lastChange !== undefined) view.scoreChanged = state.lastChange;
  if (state.finished) view.winner = script.winner;
  if (RAIN_BREAKS.has(state.phase.stage) && script.rain?.includes(state.phase.start)) {
    view.infoNotice = 'rainStopped';
  }
  return view;
}

/**
 * [DET1] Wickets (the batter out and, unless run out, the bowler), fours and sixes off the bat, and a
 * batter's fifty and hundred, from the ball-by-ball play (play.ts): batters are places in the batting
 * order (the line-up's order), bowlers places in the fielding side's line-up.
 */
export function cricketIncidents(script: CricketScript): SimIncident[] {
  const out: SimIncident[] = [];
  const play = cricketPlay(script);
  let runs: number[] = [];
  let innings = -1;
  for (const ball of play.balls) {
    if (ball.innings !== innings) {
      innings = ball.innings;
      runs = [];
    }
    const side = script.innings[ball.innings]?.side ?? 0;
    const time = `${ball.over}.${ball.ball}`;
    const base = { t: ball.t, side, time, player: ball.striker };
    const before = runs[ball.striker] ?? 0;
    const after = before + ball.runs;
    runs[ball.striker] = after;
    if (ball.boundary === 4) out.push({ ...base, kind: IncidentKind.four, by: ball.bowler });
    if (ball.boundary === 6) out.push({ ...base, kind: IncidentKind.six, by: ball.bowler });
    if (before < 50 && after >= 50) out.push({ ...base, kind: IncidentKind.fifty, value: after });
    if (before < 100 && after >= 100) out.push({ ...base, kind: IncidentKind.hundred, value: after });
    if (ball.wicket) {
      const wicket: SimIncident = {
        ...base,
        kind: IncidentKind.wicket,
        player: ball.wicket.out,
        value: runs[ball.wicket.out] ?? 0,
      };
      if (ball.wicket.kind !== Dismissal.runOut) wicket.by = ball.bowler;
      out.push(wicket);
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

export const cricket: SportRules<CricketScript> = {
  script: cricketScript,
  duration: (script) => script.end,
  view: cricketView,
  incidents: cricketIncidents,
};
