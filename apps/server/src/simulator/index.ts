/**
 * The built-in simulator: a deterministic, seeded world (countries, leagues, teams, players) whose
 * matches play live by each sport's rules. See simulator.ts for the provider, fixtures.ts for the
 * schedule and sports/<key>/ for each sport's room (its rules, its world, its tables).
 */
export {
  AHEAD_S,
  createSimulator,
  eventAt,
  KEEP_PAST_S,
  type Simulator,
  type SimulatorOptions,
  TICK_MS,
} from './simulator.ts';
export { dayOf, fixturesForDay } from './fixtures.ts';
export { toMatchEvent } from './event.ts';
export {
  DUEL_ROOMS,
  duelRoomById,
  RACE_ROOMS,
  RACE_SPORTS,
  raceRoomById,
  RULES,
  SIMULATED_SPORTS,
  SimSport,
} from './sports/index.ts';
export { applyPoint, gameScore, newTennisState, servingNow, tennisStateAt } from './sports/tennis/script.ts';
export { soccerStateAt } from './sports/soccer/script.ts';
export { basketballStateAt } from './sports/basketball/script.ts';
export { ballsOf, cricketStateAt, oversText } from './sports/cricket/script.ts';
export { kabaddiStateAt } from './sports/kabaddi/script.ts';
export { buildWorld, type SimLeague, type World } from './world/world.ts';
export type { Fixture, MatchFormat, MatchView, SportRules } from './types.ts';
