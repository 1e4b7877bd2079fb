/**
 * Sets of rally points: volleyball, beach volleyball, badminton and table tennis share one rule book,
 * parameterised per sport. Every rally scores a point; a set (a "game" in badminton and table tennis)
 * goes to the first side to reach its target with two clear points, or to the side that reaches the
 * cap (badminton: at 29-29 the next point wins); the match to the first side to win the sets it needs.
 * As in tennis, the script is only who won each rally and when, and the state at any instant is a
 * replay of the rallies played so far.
 *
 * Service. In the rally-point sports (volleyball, beach volleyball, badminton) the winner of a rally
 * serves the next one. Table tennis alternates every two points, and every point from 10-10. Who
 * serves first in the next set: volleyball and table tennis alternate (the deciding set's toss is
 * taken as the alternation); in badminton the winner of the last game serves first. The catalogue
 * says which sports show it (`sportById(id).serving`): of these four only badminton, so the others
 * keep service in the state but never send it.
 *
 * The view, as a Flashscore row: the main score is sets won, the parts are the points of each set,
 * the set in play included, so no separate game score is sent (it would repeat the last part). The
 * "score changed" highlight follows the sets, as tennis follows games: parts change at every rally.
 */
import { EventStage, IncidentKind, sportById, Winner } from '@nerali/domain';
import { clamp, Rng } from '../../prng.ts';
import {
  type Fixture,
  type MatchView,
  type Pair,
  type Side,
  type SimIncident,
  type SportRules,
  other,
} from '../../types.ts';
import type { RallyFormat } from './duel-format.ts';

export interface RallyRules {
  /** Points that win a set, and the points that win the deciding set (the last one possible). */
  setTo: number;
  decidingTo: number;
  /** At this score the next point wins without two clear (badminton 30: 29-29 -> 30-29); null: none. */
  cap: number | null;
  setsToWin: number;
  /** Most sets a match can have; the last of them is the deciding set. */
  maxSets: number;
  service: 'rally' | 'alternate';
  /** First server of the next set: the side that received first in the last one, or its winner. */
  nextSetServer: 'alternate' | 'setWinner';
}

export interface RallyState {
  rules: RallyRules;
  /** Points per set; the last entry is the set in play (or the last set once the match is won). */
  sets: Pair[];
  setsWon: Pair;
  /** Who served first in the set in play. */
  setServer: Side;
  /** Rally service: who serves the next rally. */
  server: Side;
  winner: Side | null;
}

export function newRallyState(rules: RallyRules, firstServer: Side): RallyState {
  return {
    rules,
    sets: [[0, 0]],
    setsWon: [0, 0],
    setServer: firstServer,
    server: firstServer,
    winner: null,
  };
}

const currentSet = (s: RallyState): Pair => s.sets[s.sets.length - 1] ?? [0, 0];

/** Points that win the set in play. */
export const setTarget = (s: RallyState): number =>
  s.sets.length === s.rules.maxSets ? s.rules.decidingTo : s.rules.setTo;

/** Who serves the next rally. */
export function servingNow(s: RallyState): Side {
  if (s.rules.service === 'rally') return s.server;
  // Two serves each until both sides are one point from the target (10-10), then one each.
  const [a, b] = currentSet(s);
  const deuce = 2 * (setTarget(s) - 1);
  const played = a + b;
  const turn = played < deuce ? Math.floor(played / 2) : played - deuce / 2;
  return turn % 2 === 0 ? s.setServer : other(s.setServer);
}

/** True when a side leading `won`-`lost` has won the set. */
export function setIsOver(won: number, lost: number, target: number, cap: number | null): boolean {
  return (won >= target && won - lost >= 2) || (cap !== null && won >= cap);
}

/** The state after `side` wins a rally. Pure: the input is not changed. */
export function applyRally(prev: RallyState, side: Side): RallyState {
  const s: RallyState = {
    ...prev,
    sets: prev.sets.map((p) => [p[0], p[1]]),
    setsWon: [prev.setsWon[0], prev.setsWon[1]],
  };
  scoreRally(s, side);
  return s;
}

/** The rules, applied in place (a replay allocates nothing per rally). True when a set ended. */
export function scoreRally(s: RallyState, side: Side): boolean {
  if (s.winner !== null) return false;
  const set = currentSet(s);
  set[side]++;
  if (s.rules.service === 'rally') s.server = side;
  if (!setIsOver(set[side], set[other(side)], setTarget(s), s.rules.cap)) return false;
  s.setsWon[side]++;
  if (s.setsWon[side] === s.rules.setsToWin) {
    s.winner = side;
    return true;
  }
  s.sets.push([0, 0]);
  s.setServer = s.rules.nextSetServer === 'setWinner' ? side : other(s.setServer);
  s.server = s.setServer;
  return true;
}

/** How one sport plays: its rules for a league's format, and the pace and odds of its rallies. */
export interface RallySport {
  /** Name of the script's random stream. */
  name: string;
  rules(format: RallyFormat): RallyRules;
  /** The league format a fixture without one is played in (tests, a misconfigured league). */
  defaultFormat: RallyFormat;
  /** Chance that the server wins a rally between equal sides (side-out rates differ a lot). */
  serveWin: number;
  /** Seconds from the end of one rally to the end of the next, [lo, hi]. */
  rallyS: Pair;
  setBreakS: number;
  /** A short interval when the leader of a set first reaches `at` points (badminton: 60 s at 11). */
  interval?: { at: number; s: number };
  /** Rating bonus of the home side (team sports in their own hall); 0 for neutral venues. */
  homeEdge: number;
}

export interface RallyScript {
  rules: RallyRules;
  firstServer: Side;
  /** Rallies in order: when each ended (match seconds) and who won it. */
  rallies: { t: number; side: Side }[];
  /** The catalogue shows this sport's service. */
  showService: boolean;
  /** Ultimate Table Tennis: parts are the games each team won per match of three. */
  teamTie: boolean;
  end: number;
}

/** A team tie of Ultimate Table Tennis: 5 matches of 3 games, the first team to 8 games wins. */
export const TIE_MATCHES = 5;
export const TIE_GAMES_PER_MATCH = 3;
const TIE_BREAK_S = 180;

export function rallyScript(sport: RallySport, fx: Fixture): RallyScript {
  const rng = Rng.of(fx.seed, sport.name);
  const format =
    fx.format.sport === 'duel' && fx.format.rules.kind === 'rally' ? fx.format.rules : sport.defaultFormat;
  const rules = sport.rules(format);
  const teamTie = format.teamTie === true;
  const ratings: Pair = [fx.home.rating + sport.homeEdge, fx.away.rating];
  const firstServer: Side = rng.chance(0.5) ? 0 : 1;
  const state = newRallyState(rules, firstServer);
  const rallies: RallyScript['rallies'] = [];
  let t = 0;
  let intervalTaken = false;
  while (state.winner === null) {
    const server = servingNow(state);
    const edge = (ratings[server] ?? 0.5) - (ratings[other(server)] ?? 0.5);
    const side = rng.chance(clamp(sport.serveWin + 0.2 * edge, 0.15, 0.85)) ? server : other(server);
    t += rng.int(sport.rallyS[0], sport.rallyS[1]);
    rallies.push({ t, side });
    const setEnded = scoreRally(state, side);
    if (setEnded && state.winner === null) {
      intervalTaken = false;
      const played = state.sets.length - 1;
      t += teamTie && played % TIE_GAMES_PER_MATCH === 0 ? TIE_BREAK_S : sport.setBreakS;
    } else if (!setEnded && sport.interval && !intervalTaken) {
      const [a, b] = currentSet(state);
      if (Math.max(a, b) === sport.interval.at) {
        intervalTaken = true;
        t += sport.interval.s;
      }
    }
  }
  return {
    rules,
    firstServer,
    rallies,
    showService: sportById(fx.sportId)?.serving === true,
    teamTie,
    end: rallies[rallies.length - 1]?.t ?? 0,
  };
}

export interface RallyReplay {
  state: RallyState;
  /** Match second the set in play started (the end of the rally that closed the last set). */
  setStart: number;
  /** Match second the last set was won. */
  lastSet?: number;
  finished: boolean;
}

export function rallyStateAt(script: RallyScript, t: number): RallyReplay {
  const state = newRallyState(script.rules, script.firstServer);
  let setStart = 0;
  let lastSet: number | undefined;
  for (const rally of script.rallies) {
    if (rally.t > t) break;
    if (scoreRally(state, rally.side)) {
      lastSet = rally.t;
      if (state.winner === null) setStart = rally.t;
    }
  }
  const replay: RallyReplay = { state, setStart, finished: state.winner !== null };
  if (lastSet !== undefined) replay.lastSet = lastSet;
  return replay;
}

const SET_STAGES = [
  EventStage.firstSet,
  EventStage.secondSet,
  EventStage.thirdSet,
  EventStage.fourthSet,
  EventStage.fifthSet,
] as const;

/**
 * The stage of set `index` (0-based). The enumeration numbers five sets; a sixth or seventh game of
 * table tennis (best of seven) is plain "live", its number shown by the parts.
 */
export const setStage = (index: number): EventStage => SET_STAGES[index] ?? EventStage.live;

/** Games won by each team in each match of three of a team tie, the match in play included. */
export function tieParts(state: RallyState): [number[], number[]] {
  const parts: [number[], number[]] = [[], []];
  const matches = Math.floor((state.sets.length - 1) / TIE_GAMES_PER_MATCH) + 1;
  for (let m = 0; m < matches; m++) {
    parts[0].push(0);
    parts[1].push(0);
  }
  state.sets.forEach(([a, b], g) => {
    const target = state.rules.setTo;
    const m = Math.floor(g / TIE_GAMES_PER_MATCH);
    if (setIsOver(a, b, target, null)) parts[0][m] = (parts[0][m] ?? 0) + 1;
    else if (setIsOver(b, a, target, null)) parts[1][m] = (parts[1][m] ?? 0) + 1;
  });
  return parts;
}

export function rallyView(script: RallyScript, t: number): MatchView {
  const { state, setStart, lastSet, finished } = rallyStateAt(script, t);
  const index = state.sets.length - 1;
  const view: MatchView = {
    stage: finished ? EventStage.finished : script.teamTie ? EventStage.live : setStage(index),
    stageStart: finished ? script.end : setStart,
    homeScore: String(state.setsWon[0]),
    awayScore: String(state.setsWon[1]),
  };
  if (script.teamTie) {
    [view.homeParts, view.awayParts] = tieParts(state);
    if (!finished) {
      const [a, b] = currentSet(state);
      [view.homeGameScore, view.awayGameScore] = [String(a), String(b)];
    }
  } else {
    view.homeParts = state.sets.map((p) => p[0]);
    view.awayParts = state.sets.map((p) => p[1]);
  }
  if (script.showService && !finished) view.service = servingNow(state) === 0 ? 1 : 2;
  if (lastSet !== undefined) view.scoreChanged = lastSet;
  if (state.winner !== null) view.winner = state.winner === 0 ? Winner.home : Winner.away;
  return view;
}

/** [DET1] Sets (games) won, one point of the main score each, timed with the set's points "25-21". */
export function rallyIncidents(script: RallyScript): SimIncident[] {
  const state = newRallyState(script.rules, script.firstServer);
  const out: SimIncident[] = [];
  for (const rally of script.rallies) {
    const index = state.sets.length - 1;
    if (!scoreRally(state, rally.side)) continue;
    const set = state.sets[index] ?? [0, 0];
    out.push({
      t: rally.t,
      side: rally.side,
      kind: IncidentKind.setWon,
      points: 1,
      time: `${set[0]}-${set[1]}`,
    });
  }
  return out;
}

/** The SportRules of one rally sport. */
export function rallySport(sport: RallySport): SportRules<RallyScript> {
  return {
    incidents: rallyIncidents,
    script: (fx) => rallyScript(sport, fx),
    duration: (script) => script.end,
    view: rallyView,
  };
}
