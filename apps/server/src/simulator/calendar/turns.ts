/**
 * Competitions that share sides take turns. A tour's tournaments draw from one pool of players (the
 * badminton men's singles events, the darts floor), Indian domestic cricket's three competitions from
 * one set of state sides: they are one group, whose weeks are aligned (editions start on the same
 * weekday) and in each of which only competitions with no side in common play (fixtures.ts). Groups,
 * and competitions on their own, start their weeks on different weekdays, so finals spread over the
 * week. Football's competitions interlock by weekday instead (cadence.ts) and each is its own group.
 *
 * Static: it depends on the sports' competitions only (sports/<key>/world.ts), not on the seed.
 */
import type { SportId } from '@nerali/domain';
import { hash32 } from '../prng.ts';
import { duelRoomById } from '../sports/index.ts';
import { leagueIdOf, participantIdOf } from '../world/world.ts';
import { sportCalendar } from './cadence.ts';

export interface Turns {
  /** Id of the group's first competition: the same for every competition of a group. */
  group: string;
  /** Day offset of the group's weeks (0-6): week k runs from day 7k + offset. */
  offset: number;
}

const known = new Map<string, Turns>();

function build(sportId: SportId): void {
  const room = duelRoomById(sportId);
  const rotate = sportCalendar(room.card.key).rotate;
  const defs = room.leagues.map((def) => ({
    id: leagueIdOf(sportId, def.key),
    sides: new Set(def.teams.map((entry) => participantIdOf(sportId, entry.split('|')[0] ?? entry))),
  }));
  const shares = (a: (typeof defs)[number], b: (typeof defs)[number]) =>
    [...a.sides].some((s) => b.sides.has(s));
  for (const d of defs) {
    if (known.has(d.id)) continue;
    const group = [d];
    for (let i = 0; rotate && i < group.length; i++) {
      const at = group[i] as (typeof defs)[number];
      for (const e of defs) if (!group.includes(e) && !known.has(e.id) && shares(at, e)) group.push(e);
    }
    const turns: Turns = { group: d.id, offset: hash32('edition', d.id) % 7 };
    for (const e of group) known.set(e.id, turns);
  }
}

/**
 * The turns of a duel sport's competition, by its league id (`<sportId>_<alnum>`); a competition its
 * sport's room does not list (a test's) shares no side, so it is a group of its own.
 */
export function turnsOf(leagueId: string): Turns {
  let turns = known.get(leagueId);
  if (!turns) {
    build(Number(leagueId.split('_')[0]) as SportId);
    turns = known.get(leagueId) ?? { group: leagueId, offset: hash32('edition', leagueId) % 7 };
    known.set(leagueId, turns);
  }
  return turns;
}

/** The week of a competition's group that day `day` falls in. */
export const weekOf = (leagueId: string, day: number) => Math.floor((day - turnsOf(leagueId).offset) / 7);
