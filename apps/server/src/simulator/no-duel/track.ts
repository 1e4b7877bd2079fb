/**
 * The race track: the no-duel half of the simulator. It does for races what simulator.ts does for
 * matches (a sliding window of days, scripts kept only while in play, only changed rows handed on),
 * with two differences:
 * - a race is many rows (one per entrant), compared one by one;
 * - a race is its own league, so leagues enter with their races instead of with the world.
 *
 * WARNING: leagues are never removed from the engine (the port has no call for it); a race's league
 * stays after its rows leave the window. At a few dozen races a day that is a few kB a day.
 */
import type { League, MatchEvent, Participant, SportId } from '@nerali/domain';
import { DAY_S } from './calendar.ts';
import { toRaceEvents } from './race-event.ts';
import { raceRoomById } from '../sports/index.ts';
import { raceRulesOf } from './rules-of.ts';
import type { Race, RaceRules } from './types.ts';

export interface RaceTrackOptions {
  seed: number;
  speed: number;
  sports: readonly SportId[];
  /** Races that started longer ago than this leave the window. */
  keepPastS: number;
  /** Races enter the window this long before their start. */
  aheadS: number;
}

export interface RaceTrackStep {
  /** Leagues of the races that entered the window. */
  leagues: League[];
  changed: MatchEvent[];
  removed: string[];
}

export interface RaceTrack {
  /** Every participant of the simulated no-duel sports (fixed lists). */
  readonly participants: readonly Participant[];
  /**
   * One step at nowMs. `untilS` holds back races starting after it (the simulator's start fills the
   * window in steps: simulator.ts); later ticks bring them in. `newOnly`: only races not yet handed
   * on are worked out (the fill's steps but its last).
   */
  tick(nowMs: number, untilS?: number, newOnly?: boolean): RaceTrackStep;
}

interface Held {
  race: Race;
  rules: RaceRules;
  /** The rows last handed on, serialised; undefined before the first time. */
  json?: string[];
  script?: unknown;
  done: boolean;
}

const dayOf = (unixS: number) => Math.floor(unixS / DAY_S);

/** The rows of a race at clock time nowMs, and whether they are final. */
export function raceEventsAt(
  race: Race,
  rules: RaceRules,
  nowMs: number,
  speed: number,
  script: unknown = undefined,
): { events: MatchEvent[]; final: boolean; script?: unknown } {
  const elapsed = ((nowMs - race.startTime * 1000) / 1000) * speed;
  if (elapsed < 0) return { events: toRaceEvents(race, null, speed), final: false };
  const s = script ?? rules.script(race);
  const final = elapsed >= rules.duration(s);
  return { events: toRaceEvents(race, rules.view(s, elapsed), speed), final, script: s };
}

export function createRaceTrack(options: RaceTrackOptions): RaceTrack {
  const { seed, speed, keepPastS, aheadS } = options;
  // A sport's calendar, entrants and race families are its room's (sports/<key>/room.ts).
  const rooms = options.sports.map(raceRoomById);
  const held = new Map<string, Held>();
  /** Each day's races, built once: the window's edge moves into the same day for a whole day. */
  const days = new Map<string, readonly Race[]>();
  let horizonS = Number.NEGATIVE_INFINITY;

  /** Holds the races that start in (horizonS, toS], not before fromS; returns the new ones. */
  const extend = (fromS: number, toS: number, leagues: League[]): Held[] => {
    const fresh: Held[] = [];
    const start = Math.max(fromS, horizonS);
    if (toS <= start) return fresh;
    for (const room of rooms) {
      for (let day = dayOf(start); day <= dayOf(toS); day++) {
        const dayKey = `${room.card.id}:${day}`;
        let races = days.get(dayKey);
        if (!races) {
          races = room.calendar(seed, day);
          days.set(dayKey, races);
        }
        for (const race of races) {
          if (race.startTime < fromS || race.startTime <= horizonS || race.startTime > toS) continue;
          if (held.has(race.key)) continue;
          const rules = raceRulesOf(room, race);
          const h: Held = { race, rules, done: false };
          held.set(race.key, h);
          fresh.push(h);
          leagues.push(race.league);
        }
      }
    }
    horizonS = toS;
    return fresh;
  };

  return {
    participants: rooms.flatMap((room) => room.participants),
    tick(nowMs, untilS = Number.POSITIVE_INFINITY, newOnly = false) {
      const nowS = nowMs / 1000;
      const fromS = nowS - keepPastS;
      const step: RaceTrackStep = { leagues: [], changed: [], removed: [] };
      // A fill step (newOnly) looks only at the races it brings in (see simulator.ts `step`).
      for (const [key, h] of newOnly ? [] : held) {
        if (h.race.startTime >= fromS) continue;
        held.delete(key);
        for (const entrant of h.race.entrants) step.removed.push(entrant.eventId);
      }
      for (const key of days.keys()) if (Number(key.split(':')[1]) < dayOf(fromS)) days.delete(key);
      const fresh = extend(fromS, Math.min(nowS + aheadS, untilS), step.leagues);
      for (const h of newOnly ? fresh : held.values()) {
        if (h.done || (h.json !== undefined && (newOnly || nowS < h.race.startTime))) continue;
        const { events, final, script } = raceEventsAt(h.race, h.rules, nowMs, speed, h.script);
        h.script = final ? undefined : script;
        h.done = final;
        const json = events.map((event) => JSON.stringify(event));
        events.forEach((event, i) => {
          if (json[i] !== h.json?.[i]) step.changed.push(event);
        });
        // A finished race never changes again: its rows need no copy for comparison.
        h.json = final ? [] : json;
      }
      return step;
    },
  };
}
