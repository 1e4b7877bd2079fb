/**
 * The simulator: a data provider that feeds the engine port like any other. It emits the world, then
 * every tick recomputes the matches in play (each one's state is a pure function of its script and the
 * clock) and hands over only the events whose state changed. The fixture window slides with the clock:
 * days enter 7 days ahead and events leave once they are more than 8 days old.
 */
import type { MatchEvent, SportId } from '@nerali/domain';
import type { Clock, EnginePort } from '../engine/port.ts';
import { startingPitchers } from './detail/pitchers.ts';
import { createDetailTrack, detailWorldOf } from './detail/track.ts';
import { createLeagueDesk } from './league/desk.ts';
import { toMatchEvent } from './event.ts';
import { DAY_S, dayOf, fixturesForDay } from './fixtures.ts';
import { createRaceTrack } from './no-duel/track.ts';
import { duelRoomById, isDuelSport, isRaceSport, RACE_SPORTS, SIMULATED_SPORTS } from './sports/index.ts';
import type { Fixture, SportRules } from './types.ts';
import { buildWorld, type World } from './world/world.ts';

export const TICK_MS = 1000;
/**
 * The start fills the window in steps of about this much work each, the event loop running between
 * them: put at once, the world (about 80,000 events and documents) held a loaded machine's event loop
 * for up to 38 s, delaying readiness and a fan-out lease's renewal.
 */
export const FILL_STEP_MS = 40;
/** Objects per port call while the start puts the world, and teams per step of squads and profiles. */
const FILL_WORLD_CHUNK = 500;
const FILL_TEAMS = 25;
/** The window's first step of kickoffs, and its bounds: steps are halved or doubled to take FILL_STEP_MS. */
const FILL_FIRST_STEP_S = 3600;
const FILL_MIN_STEP_S = 60;
const FILL_MAX_STEP_S = DAY_S;
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
  /** Time per tick for detail work that may wait (detail/track.ts); Infinity: all at once (tests). */
  detailBudgetMs?: number;
}

export interface Simulator {
  /**
   * Emits the world and the current events in short steps (see `fill`), then ticks every second on a
   * real timer. Resolves once the whole window is in (at once when already started).
   */
  start(): Promise<void>;
  stop(): void;
  /** One step at clock(): slides the window and publishes what changed (the world on the first call). */
  tick(): void;
  readonly world: World;
  /** Detail work the last tick left for later ticks (its time budget ran out); 0 once caught up. */
  readonly backlog: number;
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
  /** [S1 3.16] Baseball's starting pitchers (home, away), worked out once; null: none. */
  pitchers?: [string, string] | null;
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
  const unknown = sports.find((s) => !isDuelSport(s) && !isRaceSport(s));
  if (unknown !== undefined) throw new RangeError(`simulator: sport ${unknown} is not simulated`);
  const world = buildWorld(sports.filter(isDuelSport));
  // No-duel sports (golf, racing, cycling, winter sports) take a parallel path. A race is not one
  // event but one row per entrant, and each race is a league of its own, so the race track holds the
  // races of the same sliding window and hands over, every tick, the leagues of races entering the
  // window, the rows that changed and the rows that left (no-duel/track.ts).
  const track = createRaceTrack({
    seed,
    speed,
    sports: sports.filter(isRaceSport),
    keepPastS: KEEP_PAST_S,
    aheadS: AHEAD_S,
  });
  // Tables, draws, squads, rankings, news and videos from the events handed on (league/desk.ts).
  const desk = createLeagueDesk({
    seed,
    world,
    raceParticipants: track.participants,
    raceSports: sports.filter(isRaceSport),
  });
  const days = new Map<string, Fixture[]>();
  const held = new Map<string, Held>();
  // Detail documents (incidents, line-ups, statistics, odds ...) of the duel matches (detail/track.ts).
  const detailWorld = detailWorldOf(seed, speed, world);
  const details = createDetailTrack(detailWorld, port, options.detailBudgetMs);
  let worldSent = false;
  /** Kickoffs up to this unix second are already held. */
  let horizonS = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** The start in progress (or done), and whether stop() was called since. */
  let starting: Promise<void> | null = null;
  let stopped = false;

  const fixturesOf = (sportId: SportId, day: number): Fixture[] => {
    const key = `${sportId}:${day}`;
    let list = days.get(key);
    if (!list) {
      list = fixturesForDay(world, seed, sportId, day);
      days.set(key, list);
    }
    return list;
  };

  /** Holds the fixtures that kick off in (horizonS, toS], not before fromS; returns the new ones. */
  const extend = (fromS: number, toS: number): Held[] => {
    const fresh: Held[] = [];
    const start = Math.max(fromS, horizonS);
    if (toS <= start) return fresh;
    for (const sportId of sports) {
      if (!isDuelSport(sportId)) continue;
      const { rules } = duelRoomById(sportId);
      for (let day = dayOf(start); day <= dayOf(toS); day++) {
        for (const fx of fixturesOf(sportId, day)) {
          if (fx.startTime < fromS || fx.startTime <= horizonS || fx.startTime > toS) continue;
          if (held.has(fx.id)) continue;
          const h: Held = { fx, rules, done: false };
          held.set(fx.id, h);
          fresh.push(h);
        }
      }
    }
    horizonS = toS;
    return fresh;
  };

  /**
   * The fill's events for the desk, handed over at its last step: tables and draws of part of the
   * window would be put, and stored, only to be replaced a step later (and after a restart they
   * would differ from the stored ones, written again for nothing).
   */
  let deskHeld: { changed: MatchEvent[]; removed: string[] } | null = null;

  /**
   * One step at clock(); kickoffs after `untilS` wait for a later one (the start's fill). `newOnly`:
   * only matches not yet handed on are worked out (the fill's steps follow each other within
   * milliseconds, so matches in play need not be worked out again at each; the fill's last step does).
   */
  const step = (untilS = Number.POSITIVE_INFINITY, newOnly = false) => {
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
    // A fill step looks only at what it brings in: its cost is then that of its span, not of the
    // whole window held so far (which made the fill's steps 20 ms each however short their span).
    for (const [id, h] of newOnly ? [] : held) {
      if (h.fx.startTime < fromS) {
        held.delete(id);
        removed.push(id);
      }
    }
    const firstDay = dayOf(fromS);
    for (const key of days.keys()) if (Number(key.split(':')[1]) < firstDay) days.delete(key);
    const fresh = extend(fromS, Math.min(nowS + AHEAD_S, untilS));
    const worked = newOnly ? fresh : held.values();

    const changed: MatchEvent[] = [];
    // A knock-out tie is shown once its sides are known (calendar/bracket.ts), not from its draw.
    const shown = (h: Held) => h.fx.knownS === undefined || nowS >= h.fx.knownS;
    for (const h of worked) {
      if (h.done || !shown(h) || (h.json !== undefined && (newOnly || nowS < h.fx.startTime))) continue;
      const { event, final, script } = eventAt(h.fx, h.rules, nowMs, speed, h.script);
      // [S1 3.16] The event row names the starting pitchers the line-ups name (df_pi).
      if (h.pitchers === undefined) h.pitchers = startingPitchers(detailWorld, h.fx);
      if (h.pitchers) [event.homePitcher, event.awayPitcher] = h.pitchers;
      h.script = final ? undefined : script;
      h.done = final;
      const json = JSON.stringify(event);
      if (json !== h.json) {
        h.json = json;
        changed.push(event);
      }
    }
    const races = track.tick(nowMs, untilS, newOnly);
    if (races.leagues.length > 0) port.putLeagues(races.leagues);
    removed.push(...races.removed);
    changed.push(...races.changed);
    if (removed.length > 0) port.removeEvents(removed);
    if (changed.length > 0) port.putEvents(changed);
    details.tick(nowMs, [...(newOnly ? fresh : held.values())].filter(shown), removed);
    if (deskHeld) {
      for (const e of changed) deskHeld.changed.push(e);
      for (const id of removed) deskHeld.removed.push(id);
      return;
    }
    runDesk(nowS, changed, removed);
  };

  const runDesk = (nowS: number, changed: readonly MatchEvent[], removed: readonly string[]) => {
    const desked = desk.tick(nowS, changed, removed);
    if (desked.removed.length > 0) port.removeDocuments(desked.removed);
    if (desked.put.length > 0) port.putDocuments(desked.put);
  };

  /** Hands the desk what the fill held back (at the fill's end, or a tick after a stopped fill). */
  const releaseDesk = () => {
    if (!deskHeld) return;
    const { changed, removed } = deskHeld;
    deskHeld = null;
    runDesk(clock() / 1000, changed, removed);
  };

  const tick = () => {
    releaseDesk();
    step();
  };

  /**
   * The start's fill: what the first tick would put at once, spread over steps of about FILL_STEP_MS
   * with the event loop free between them. First the world (its objects in chunks: events name them),
   * then squads and profiles, then the window from its oldest kickoffs forward, a span of kickoffs per
   * step (halved after a slow step, doubled after a quick one). Every step is an ordinary tick that
   * holds back later kickoffs, so what is put is what ticks put: the same objects, in more calls.
   */
  const fill = async () => {
    const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
    if (!worldSent) {
      port.putCountries(world.countries);
      for (const list of [world.leagues, world.participants, track.participants]) {
        for (let i = 0; i < list.length && !stopped; i += FILL_WORLD_CHUNK) {
          const chunk = list.slice(i, i + FILL_WORLD_CHUNK);
          if (list === world.leagues) port.putLeagues(chunk as typeof world.leagues);
          else port.putParticipants(chunk as typeof world.participants);
          await pause();
        }
      }
      if (stopped) return;
      worldSent = true;
    }
    for (
      let docs = desk.onceStep(FILL_TEAMS);
      docs.length > 0 && !stopped;
      docs = desk.onceStep(FILL_TEAMS)
    ) {
      port.putDocuments(docs);
      await pause();
    }
    let spanS = FILL_FIRST_STEP_S;
    let untilS = Math.max(horizonS, clock() / 1000 - KEEP_PAST_S);
    deskHeld ??= { changed: [], removed: [] };
    while (!stopped) {
      const endS = clock() / 1000 + AHEAD_S;
      untilS = Math.min(endS, untilS + spanS);
      const t0 = performance.now();
      step(untilS, untilS < endS);
      const tookMs = performance.now() - t0;
      if (untilS >= endS) {
        releaseDesk(); // the window is in: the desk's tables, draws and stories of it, at once
        return;
      }
      if (tookMs > FILL_STEP_MS) spanS = Math.max(FILL_MIN_STEP_S, spanS / 2);
      else if (tookMs < FILL_STEP_MS / 2) spanS = Math.min(FILL_MAX_STEP_S, spanS * 2);
      await pause();
    }
  };

  return {
    world,
    tick,
    get backlog() {
      return details.backlog;
    },
    start() {
      if (starting) return starting;
      stopped = false;
      starting = fill().then(() => {
        if (stopped) return;
        timer = setInterval(() => {
          try {
            tick();
          } catch (err) {
            // A failing tick must not kill the process; the next one retries from the clock.
            console.error('simulator: tick failed', err);
          }
        }, TICK_MS);
      });
      return starting;
    },
    stop() {
      stopped = true;
      starting = null;
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
