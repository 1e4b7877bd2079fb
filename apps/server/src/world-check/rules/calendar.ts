/**
 * Calendar rules: a side is in one place at a time, rests between matches as real calendars let it,
 * meets an opponent at home once per round of a league, and national teams and clubs play apart.
 *
 * - calendar.overlap: no participant in two events whose times overlap (an event lasts at least its
 *   sport's playing time and intervals: support.ts `minDurationS`; a finished one until it finished).
 * - calendar.rest: the least time between two kick-offs of one side where competitions' calendars
 *   give one. No law of any game sets it; these are the shortest turnarounds of the real calendars:
 *   football clubs and national teams never play on consecutive days (FIFA International Match
 *   Calendar windows: matches 2+ days apart; league calendars likewise), NFL teams play at most twice
 *   in four days (Sunday then Thursday), rugby and Australian football at most once in four days
 *   (NRL, AFL and World Rugby's player-welfare turnarounds: five days and more), and team sports
 *   played daily in tournaments (basketball, ice hockey, handball, volleyball, kabaddi ...) at most
 *   once a day. Racket sports, darts, snooker, sevens, baseball (double-headers), combat and races
 *   play several times a day: only overlaps count there.
 * - calendar.repeat-fixture: one home/away pairing of a domestic league twice within ten days (a
 *   double round robin meets each opponent once at home per half-season).
 * - calendar.nation-club: a club in a competition of national teams, or the reverse.
 */
import { sportById } from '@nerali/domain';
import { competitionOf } from '../competitions.ts';
import type { Violation, World, WorldEvent } from '../model.ts';
import { nationOf } from '../national.ts';
import { at, describe, groupBy, interval, sportKey } from './support.ts';

const HOUR_S = 3600;

const MIN_REST_H: Record<string, number> = {
  soccer: 40,
  futsal: 20,
  'beach-soccer': 20,
  'american-football': 72,
  'rugby-union': 96,
  'rugby-league': 96,
  'aussie-rules': 96,
  basketball: 20,
  hockey: 20,
  handball: 20,
  volleyball: 20,
  floorball: 20,
  bandy: 20,
  'water-polo': 20,
  'field-hockey': 20,
  netball: 20,
  kabaddi: 20,
  cricket: 20,
  pesapallo: 20,
};

const REPEAT_SPORTS = new Set([
  'soccer',
  'futsal',
  'handball',
  'rugby-union',
  'rugby-league',
  'aussie-rules',
  'american-football',
  'bandy',
  'netball',
]);
const INTERNATIONAL = new Set(['world', 'asia', 'eu', 'europe', 'africa', 'americas', 'oceania']);

function participantsOf(e: WorldEvent): string[] {
  return e.awayId ? [e.homeId, e.awayId] : [e.homeId];
}

export function overlapRule(world: World): Violation[] {
  const out: Violation[] = [];
  // A pair of events sharing both sides overlaps once, not once per side.
  const seen = new Set<string>();
  for (const [participant, events] of groupBy(world.events.values(), participantsOf)) {
    const spans = events
      .map((e) => ({ e, span: interval(e, world.nowS) }))
      .filter((x): x is { e: WorldEvent; span: [number, number] } => x.span !== null);
    for (let i = 0; i < spans.length; i++) {
      const a = spans[i] as (typeof spans)[number];
      for (let j = i + 1; j < spans.length; j++) {
        const b = spans[j] as (typeof spans)[number];
        if (b.span[0] >= a.span[1]) break;
        const pair = `${a.e.id}+${b.e.id}`;
        if (seen.has(pair)) continue;
        seen.add(pair);
        const name = a.e.homeId === participant ? a.e.homeName : a.e.awayName;
        out.push({
          sportId: a.e.sportId,
          check: 'calendar.overlap',
          subject: pair,
          detail: `${name} in two events at once: ${describe(a.e)} until ${at(a.span[1])}, and ${describe(b.e)}`,
        });
      }
    }
  }
  return out;
}

export function restRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const [participant, events] of groupBy(world.events.values(), participantsOf)) {
    const played = events.filter((e) => interval(e, world.nowS) !== null);
    for (let i = 1; i < played.length; i++) {
      const a = played[i - 1] as WorldEvent;
      const b = played[i] as WorldEvent;
      const key = sportKey(b);
      const restH =
        key === 'rugby-union' && competitionOf(key, b.league.name).sevens ? 0 : (MIN_REST_H[key] ?? 0);
      const gapS = b.startTime - a.startTime;
      // Overlapping events are calendar.overlap's; this rule is about the time between two matches.
      const aSpan = interval(a, world.nowS);
      if (restH === 0 || a.sportId !== b.sportId || (aSpan && b.startTime < aSpan[1])) continue;
      if (gapS < restH * HOUR_S) {
        const name = a.homeId === participant ? a.homeName : a.awayName;
        out.push({
          sportId: b.sportId,
          check: 'calendar.rest',
          subject: `${a.id}+${b.id}`,
          detail: `${name} starts again ${(gapS / HOUR_S).toFixed(1)} h after a kick-off (least ${restH} h): ${describe(a)}, then ${describe(b)}`,
        });
      }
    }
  }
  return out;
}

export function repeatFixtureRule(world: World, knockout: ReadonlySet<string>): Violation[] {
  const out: Violation[] = [];
  const key = (e: WorldEvent) =>
    REPEAT_SPORTS.has(sportKey(e)) &&
    !INTERNATIONAL.has(e.league.countryCode) &&
    !knockout.has(e.id) &&
    e.awayId
      ? [`${e.league.id}|${e.homeId}|${e.awayId}`]
      : [];
  for (const events of groupBy(world.events.values(), key).values()) {
    for (let i = 1; i < events.length; i++) {
      const a = events[i - 1] as WorldEvent;
      const b = events[i] as WorldEvent;
      if (
        b.startTime - a.startTime < 10 * 24 * HOUR_S &&
        !(sportKey(b) === 'rugby-union' && competitionOf('rugby-union', b.league.name).sevens)
      ) {
        out.push({
          sportId: b.sportId,
          check: 'calendar.repeat-fixture',
          subject: `${a.id}+${b.id}`,
          detail: `the same home fixture twice in ${((b.startTime - a.startTime) / 86400).toFixed(1)} days: ${describe(a)}; ${describe(b)}`,
        });
      }
    }
  }
  return out;
}

/** National teams and clubs kept apart: in each league, the minority kind is out of place. */
export function nationClubRule(world: World): Violation[] {
  const out: Violation[] = [];
  const byLeague = new Map<string, Map<string, { name: string; e: WorldEvent }>>();
  for (const e of world.events.values()) {
    if (!e.awayId || sportById(e.sportId)?.noDuel) continue;
    const sides = byLeague.get(e.league.id) ?? new Map();
    sides.set(e.homeId, { name: e.homeName, e });
    sides.set(e.awayId, { name: e.awayName, e });
    byLeague.set(e.league.id, sides);
  }
  for (const sides of byLeague.values()) {
    const all = [...sides.entries()];
    const nations = all.filter(([, s]) => nationOf(s.name) !== null);
    if (nations.length === 0 || nations.length === all.length) continue;
    // Individual players and pairs ("R. Nair", "Nair/Menon") are neither; only whole-word team names count.
    const teams = all.filter(([, s]) => !/^[A-Z]\. |\//.test(s.name));
    const nationalLeague = nations.length * 2 > teams.length;
    for (const [id, s] of teams) {
      const isNation = nationOf(s.name) !== null;
      if (isNation === nationalLeague) continue;
      out.push({
        sportId: s.e.sportId,
        check: 'calendar.nation-club',
        subject: `${s.e.league.id}|${id}`,
        detail: `${isNation ? 'national team' : 'club'} ${s.name} in a competition of ${nationalLeague ? 'national teams' : 'clubs'}: ${describe(s.e)}`,
      });
    }
  }
  return out;
}
