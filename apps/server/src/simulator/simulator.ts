/**
 * The simulator: a data provider that feeds the engine port like any other. It emits the world, then
 * every tick recomputes the matches in play (each one's state is a pure function of its script and the
 * clock) and hands over only the events whose state changed. The fixture window slides with the clock:
 * days enter 7 days ahead and events leave once they are more than 8 days old.
 */
import type { MatchEvent, SportId } from '@nerali/domain';
import type { Clock, EnginePort } from '../engine/port.ts';
import { toMatchEvent } from './event.ts';
import { DAY_S, dayOf, fixturesForDay } from './fixtures.ts';
import { RACE_SPORTS } from './no-duel/sports.ts';
import { createRaceTrack } from './no-duel/track.ts';
import { RULES, SIMULATED_SPORTS } from './sports/index.ts';
import type { Fixture, SportRules } from './types.ts';
import { buildWorld, type World } from './world/world.ts';

export const TICK_MS = 1000;
/** Events that started longer ago than this are removed (a day more than the 7-day calendar). */
export const KEEP_PAST_S = 8 * DAY_S;
export const AHEAD_S = 7 * DAY_S;

export interface SimulatorOptions {
  seed: number;
  clock: Clock;
  /** How many times faster than real time matches play; kickoffs stay at clock times. Default 1. */
  speed?: number;
  port: EnginePort;
  /** Sports to simulate (default all of SIMULATED_SPORTS and RACE_SPORTS). */
  sports?: readonly SportId[];
}

export interface Simulator {
  /** Emits the world and the current events, then ticks every second on a real timer. */
  start(): void;
  stop(): void;
  /** One step at clock(): slides the window and publishes what changed (the world on the first call). */
  tick(): void;
  readonly world: World;
}

interface Held {
  fx: Fixture;
  rules: SportRules;
  /** The last event handed to the port, serialised; undefined before the first. */
  json?: string;
  /** Kept only while the match is in play. */
  script?: unknown;
  /** Final: nothing will change any more. */
  done: boolean;
}

/** The event of a fixture at clock time nowMs, and whether it is final. */
export function eventAt(
  fx: Fixture,
  rules: SportRules,
  nowMs: number,
  speed: number,
  script: unknown = undefined,
): { event: MatchEvent; final: boolean; script?: unknown } {
  const elapsed = ((nowMs - fx.startTime * 1000) / 1000) * speed;
  if (elapsed < 0) return { event: toMatchEvent(fx, null, speed), final: false };
  const s = script ?? rules.script(fx);
  const final = elapsed >= rules.duration(s);
  return { event: toMatchEvent(fx, rules.view(s, elapsed), speed), final, script: s };
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const { seed, clock, port } = options;
  const speed = options.speed ?? 1;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`simulator: bad speed ${speed}`);
  const sports = options.sports ?? [...SIMULATED_SPORTS, ...RACE_SPORTS];
  const unknown = sports.find((s) => !RULES.has(s) && !RACE_SPORTS.includes(s));
  if (unknown !== undefined) throw new RangeError(`simulator: sport ${unknown} is not simulated`);
  const world = buildWorld(sports.filter((s) => RULES.has(s)));
  // No-duel sports (golf, racing, cycling, winter sports) take a parallel path. A race is not one
  // event but one row per entrant, and each race is a league of its own, so the race track holds the
  // races of the same sliding window and hands over, every tick, the leagues of races entering the
  // window, the rows that changed and the rows that left (no-duel/track.ts).
  const track = createRaceTrack({
    seed,
    speed,
    sports: sports.filter((s) => RACE_SPORTS.includes(s)),
    keepPastS: KEEP_PAST_S,
    aheadS: AHEAD_S,
  });
  const days = new Map<string, Fixture[]>();
  const held = new Map<string, Held>();
  let worldSent = false;
  /** Kickoffs up to this unix second are already held. */
  let horizonS = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setInterval> | undefined;

  const fixturesOf = (sportId: SportId, day: number): Fixture[] => {
    const key = `${sportId}:${day}`;
    let list = days.get(key);
    if (!list) {
      list = fixturesForDay(world, seed, sportId, day);
      days.set(key, list);
    }
    return list;
  };

  /** Holds the fixtures that kick off in (horizonS, toS], not before fromS. */
  const extend = (fromS: number, toS: number) => {
    const start = Math.max(fromS, horizonS);
    if (toS <= start) return;
    for (const sportId of sports) {
      const rules = RULES.get(sportId);
      if (!rules) continue;
      for (let day = dayOf(start); day <= dayOf(toS); day++) {
        for (const fx of fixturesOf(sportId, day)) {
          if (fx.startTime < fromS || fx.startTime <= horizonS || fx.startTime > toS) continue;
          if (!held.has(fx.id)) held.set(fx.id, { fx, rules, done: false });
        }
      }
    }
    horizonS = toS;
  };

  const tick = () => {
    const nowMs = clock();
    const nowS = nowMs / 1000;
    if (!worldSent) {
      port.putCountries(world.countries);
      port.putLeagues(world.leagues);
      port.putParticipants(world.participants);
      port.putParticipants(track.participants);
      worldSent = true;
    }
    const fromS = nowS - KEEP_PAST_S;
    const removed: string[] = [];
    for (const [id, h] of held) {
      if (h.fx.startTime < fromS) {
        held.delete(id);
        removed.push(id);
      }
    }
    const firstDay = dayOf(fromS);
    for (const key of days.keys()) if (Number(key.split(':')[1]) < firstDay) days.delete(key);
    extend(fromS, nowS + AHEAD_S);

    const changed: MatchEvent[] = [];
    for (const h of held.values()) {
      if (h.done || (h.json !== undefined && nowS < h.fx.startTime)) continue;
      const { event, final, script } = eventAt(h.fx, h.rules, nowMs, speed, h.script);
      h.script = final ? undefined : script;
      h.done = final;
      const json = JSON.stringify(event);
      if (json !== h.json) {
        h.json = json;
        changed.push(event);
      }
    }
    const races = track.tick(nowMs);
    if (races.leagues.length > 0) port.putLeagues(races.leagues);
    removed.push(...races.removed);
    changed.push(...races.changed);
    if (removed.length > 0) port.removeEvents(removed);
    if (changed.length > 0) port.putEvents(changed);
  };

  return {
    world,
    tick,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(() => {
        try {
          tick();
        } catch (err) {
          // A failing tick must not kill the process; the next one retries from the clock.
          console.error('simulator: tick failed', err);
        }
      }, TICK_MS);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
