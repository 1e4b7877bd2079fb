/**
 * A harness for the league desk's tests: the simulator's window of events (duel fixtures played by
 * their sports' rules, races run by the race track) at a clock time, fed to a desk tick by tick.
 */
import type { DetailDocument, DocumentMap, MatchEvent, SportId } from '@nerali/domain';
import { DAY_S, dayOf, fixturesForDay } from '../fixtures.ts';
import { RACE_SPORTS } from '../sports/index.ts';
import { createRaceTrack } from '../no-duel/track.ts';
import { AHEAD_S, eventAt, KEEP_PAST_S } from '../simulator.ts';
import { RULES } from '../sports/index.ts';
import { buildWorld, type World } from '../world/world.ts';
import { createLeagueDesk } from './desk.ts';

export interface DeskRun {
  world: World;
  /** Current event of every id held. */
  events: Map<string, MatchEvent>;
  /** Current document of every kind:key. */
  documents: Map<string, DetailDocument>;
  /** Moves the clock to `ms` and runs one tick. */
  at(ms: number): DetailDocument[];
}

/** A desk fed with the window of `sports` from clock `startMs`; ticks only on `at`. */
export function deskRun(seed: number, sports: readonly SportId[], startMs: number): DeskRun {
  const duel = sports.filter((s) => RULES.has(s));
  const races = sports.filter((s) => RACE_SPORTS.includes(s));
  const world = buildWorld(duel);
  const track = createRaceTrack({ seed, speed: 1, sports: races, keepPastS: KEEP_PAST_S, aheadS: AHEAD_S });
  const desk = createLeagueDesk({ seed, world, raceParticipants: track.participants, raceSports: races });
  const events = new Map<string, MatchEvent>();
  const documents = new Map<string, DetailDocument>();
  const json = new Map<string, string>();
  const run: DeskRun = {
    world,
    events,
    documents,
    at(ms) {
      const nowS = ms / 1000;
      const changed: MatchEvent[] = [];
      const removed: string[] = [];
      for (const [id, e] of events) {
        if (e.awayId !== '' && e.startTime < nowS - KEEP_PAST_S) {
          events.delete(id);
          json.delete(id);
          removed.push(id);
        }
      }
      for (const sportId of duel) {
        const rules = RULES.get(sportId);
        if (!rules) continue;
        for (let d = dayOf(nowS - KEEP_PAST_S); d <= dayOf(nowS + AHEAD_S); d++) {
          for (const fx of fixturesForDay(world, seed, sportId, d)) {
            if (fx.startTime < nowS - KEEP_PAST_S || fx.startTime > nowS + AHEAD_S) continue;
            const { event } = eventAt(fx, rules, ms, 1);
            const text = JSON.stringify(event);
            if (json.get(event.id) === text) continue;
            json.set(event.id, text);
            events.set(event.id, event);
            changed.push(event);
          }
        }
      }
      const step = track.tick(ms);
      for (const e of step.changed) events.set(e.id, e);
      for (const id of step.removed) events.delete(id);
      changed.push(...step.changed);
      removed.push(...step.removed);
      const out = desk.tick(nowS, changed, removed);
      for (const d of out.removed) documents.delete(`${d.kind}:${d.key}`);
      for (const d of out.put) documents.set(`${d.kind}:${d.key}`, d);
      return out.put;
    },
  };
  run.at(startMs);
  return run;
}

export const DAY_MS = DAY_S * 1000;

/** The bodies of one kind of document. */
export function bodiesOf<K extends DetailDocument['kind']>(run: DeskRun, kind: K): DocumentMap[K][] {
  const out: DocumentMap[K][] = [];
  for (const d of run.documents.values()) if (d.kind === kind) out.push(d.body as DocumentMap[K]);
  return out;
}
