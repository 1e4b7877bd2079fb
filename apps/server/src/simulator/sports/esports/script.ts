/**
 * Esports series: best of three (or five for finals, one in group stages) maps.
 * - Counter-Strike 2 (MR12): a map is first to 13 rounds; at 12-12 overtime is played in blocks of
 *   six rounds, first to four in the block, and a 15-15 (18-18 ...) starts another block.
 * - VALORANT: first to 13 rounds; from 12-12 a side must win by two.
 * - Dota 2 has no rounds: a map is won by destroying the enemy Ancient, 25 to 55 minutes in; its
 *   scoreboard number is kills, so the parts of a Dota series are the kills of each map (the winner
 *   usually, not always, has more).
 *
 * The view: main score maps won, parts the rounds (kills) of each map, the map in play included. The
 * "set" stages 17-21 are maps in esports (the web says "Map 2"); between maps the stage is a break.
 */
import { EventStage, IncidentKind, Winner } from '@nerali/domain';
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
import type { EsportsFormat, EsportsGame } from '../shared/duel-format.ts';
import { setStage } from '../shared/rally-sets.ts';

export interface MapPlay {
  start: number;
  /** Rounds won (kills made) in order; for round games the last one wins the map. */
  points: { t: number; side: Side }[];
  end: number;
  winner: Side;
}

export interface EsportsScript {
  game: EsportsGame;
  bestOf: number;
  maps: MapPlay[];
  end: number;
}

const DEFAULT_FORMAT: EsportsFormat = { kind: 'esports', game: 'cs2', bestOf: 3 };
const ROUND_S: Record<'cs2' | 'valorant', Pair> = { cs2: [80, 140], valorant: [75, 135] };
const SIDE_SWITCH_S = 30;
const MAP_BREAK_S: Pair = [10 * 60, 20 * 60];
const DOTA_MAP_S: Pair = [25 * 60, 55 * 60];

/** [ESP] Whether a map of `game` ends with the leader on `won` rounds and the other on `lost`. */
export function mapIsOver(game: 'cs2' | 'valorant', won: number, lost: number): boolean {
  if (won < 13 || won - lost < 2) return false;
  // CS2: regulation ends at 13; each overtime block ends at 16, 19 ... (four of its six rounds).
  return game === 'valorant' || (won - 13) % 3 === 0;
}

function playRounds(rng: Rng, game: 'cs2' | 'valorant', start: number, pHome: number): MapPlay {
  const score: Pair = [0, 0];
  const points: MapPlay['points'] = [];
  let t = start;
  for (;;) {
    t += rng.int(ROUND_S[game][0], ROUND_S[game][1]);
    const side: Side = rng.chance(pHome) ? 0 : 1;
    score[side]++;
    points.push({ t, side });
    if (mapIsOver(game, score[side], score[other(side)])) return { start, points, end: t, winner: side };
    if (score[0] + score[1] === 12) t += SIDE_SWITCH_S;
  }
}

function playDota(rng: Rng, start: number, pHome: number): MapPlay {
  const winner: Side = rng.chance(pHome) ? 0 : 1;
  const length = rng.int(DOTA_MAP_S[0], DOTA_MAP_S[1]);
  // About a kill every 40 s; the side that wins the map takes most of them.
  const kills = Math.max(8, Math.round((length / 40) * (0.7 + 0.6 * rng.next())));
  const share = clamp(0.62 + 0.12 * (rng.next() - 0.5) * 2, 0.4, 0.8);
  const points = Array.from({ length: kills }, () => ({
    t: start + rng.int(60, length - 30),
    side: rng.chance(share) ? winner : other(winner),
  })).sort((a, b) => a.t - b.t);
  return { start, points, end: start + length, winner };
}

export function esportsScript(fx: Fixture): EsportsScript {
  const rng = Rng.of(fx.seed, 'esports');
  const format =
    fx.format.sport === 'duel' && fx.format.rules.kind === 'esports' ? fx.format.rules : DEFAULT_FORMAT;
  const bestOf = rng.chance(format.finalShare ?? 0) ? 5 : format.bestOf;
  const need = Math.ceil(bestOf / 2);
  const edge = fx.home.rating - fx.away.rating;
  const won: Pair = [0, 0];
  const maps: MapPlay[] = [];
  let t = 0;
  while (won[0] < need && won[1] < need) {
    const map =
      format.game === 'dota2'
        ? playDota(rng, t, clamp(0.5 + 0.35 * edge, 0.15, 0.85))
        : playRounds(rng, format.game, t, clamp(0.5 + 0.15 * edge, 0.3, 0.7));
    maps.push(map);
    won[map.winner]++;
    t = map.end;
    if (won[0] < need && won[1] < need) t += rng.int(MAP_BREAK_S[0], MAP_BREAK_S[1]);
  }
  return { game: format.game, bestOf, maps, end: t };
}

export interface EsportsState {
  maps: Pair;
  parts: [number[], number[]];
  /** The map in play, or the last one started. */
  index: number;
  inBreak: boolean;
  lastMap?: number;
  finished: boolean;
}

export function esportsStateAt(script: EsportsScript, t: number): EsportsState {
  const state: EsportsState = {
    maps: [0, 0],
    parts: [[], []],
    index: 0,
    inBreak: false,
    finished: t >= script.end,
  };
  script.maps.forEach((map, i) => {
    if (map.start > t) return;
    state.index = i;
    state.parts[0].push(0);
    state.parts[1].push(0);
    for (const point of map.points) {
      if (point.t > t) break;
      state.parts[point.side][i] = (state.parts[point.side][i] ?? 0) + 1;
    }
    if (map.end <= t) {
      state.maps[map.winner]++;
      state.lastMap = map.end;
    }
  });
  const current = script.maps[state.index];
  state.inBreak = !state.finished && current !== undefined && current.end <= t;
  return state;
}

export function esportsView(script: EsportsScript, t: number): MatchView {
  const state = esportsStateAt(script, t);
  const map = script.maps[state.index];
  const view: MatchView = {
    stage: state.finished
      ? EventStage.finished
      : state.inBreak
        ? EventStage.breakTime
        : setStage(state.index),
    stageStart: state.finished ? script.end : state.inBreak ? (map?.end ?? 0) : (map?.start ?? 0),
    homeScore: String(state.maps[0]),
    awayScore: String(state.maps[1]),
    homeParts: state.parts[0],
    awayParts: state.parts[1],
  };
  if (state.lastMap !== undefined) view.scoreChanged = state.lastMap;
  if (state.finished) view.winner = state.maps[0] > state.maps[1] ? Winner.home : Winner.away;
  return view;
}

/** [DET1] Maps won (the main score), timed with the map's rounds or kills "13-9". */
export function esportsIncidents(script: EsportsScript): SimIncident[] {
  return script.maps.map((map) => {
    const score: Pair = [0, 0];
    for (const point of map.points) score[point.side]++;
    return {
      t: map.end,
      side: map.winner,
      kind: IncidentKind.mapWon,
      points: 1,
      time: `${score[0]}-${score[1]}`,
    };
  });
}

export const esports: SportRules<EsportsScript> = {
  script: esportsScript,
  duration: (script) => script.end,
  view: esportsView,
  incidents: esportsIncidents,
};
