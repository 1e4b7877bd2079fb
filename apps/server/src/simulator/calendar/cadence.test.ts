import { describe, expect, it } from 'vitest';
import type { Cadence, SportCalendar } from './cadence.ts';
import { roundOn, SPORT_CALENDARS } from './cadence.ts';

/** A sport's cadence; a fight card's as a division of 20 fighters plays it (cadence.ts cadenceOf). */
const cadence = (c: SportCalendar): Cadence =>
  c.league.kind === 'cards'
    ? { kind: 'run', days: Math.ceil(10 / c.league.perNight), restDays: 0 }
    : c.league;

const PER_ROUND = 16; // the NFL's 32 teams

/** Days on which a cadence plays rounds: round number and matches that day, over `days` days. */
function played(cadence: Cadence, days: number): { day: number; round: number; matches: number }[] {
  const out: { day: number; round: number; matches: number }[] = [];
  for (let day = 20_000; day < 20_000 + days; day++) {
    const on = roundOn(cadence, PER_ROUND, 3, day);
    const matches = on ? Math.round(on.to * PER_ROUND) - Math.round(on.from * PER_ROUND) : 0;
    if (on && matches > 0) out.push({ day, round: on.round, matches });
  }
  return out;
}

describe('season cadences', () => {
  it('[calendar.rest] leave each sport its rest: rounds far enough apart for the span of a day’s kick-offs', () => {
    for (const [key, calendar] of Object.entries(SPORT_CALENDARS)) {
      const days = played(cadence(calendar), 56);
      expect(days.length, key).toBeGreaterThan(0);
      for (let i = 1; i < days.length; i++) {
        const a = days[i - 1] as (typeof days)[number];
        const b = days[i] as (typeof days)[number];
        expect(b.round, key).toBeGreaterThanOrEqual(a.round);
        if (b.round === a.round) continue; // one round over several days: a side plays once in it
        // The last kick-off of a round to the first of the next: whole days less the window's span,
        // unless the next day's one match kicks off at the window's last hour (calendar/window.ts).
        const leastH = (b.day - a.day) * 24 - (b.matches === 1 ? 0 : calendar.windowH);
        expect(
          leastH,
          `${key}: round ${a.round} on day ${a.day}, ${b.round} on day ${b.day}`,
        ).toBeGreaterThanOrEqual(calendar.restH);
      }
    }
  });

  it('number rounds one after another, a round’s days together, any day found alone', () => {
    for (const [key, calendar] of Object.entries(SPORT_CALENDARS)) {
      const days = played(cadence(calendar), 70);
      const rounds = [...new Set(days.map((d) => d.round))];
      for (let i = 1; i < rounds.length; i++) expect(rounds[i], key).toBe((rounds[i - 1] ?? 0) + 1);
      for (const { day, round } of days)
        expect(roundOn(cadence(calendar), PER_ROUND, 3, day)?.round).toBe(round);
    }
  });

  it('give every match of a round one day: the days’ shares of a round add up to the whole', () => {
    for (const calendar of Object.values(SPORT_CALENDARS)) {
      const byRound = new Map<number, number>();
      for (let day = 20_000; day < 20_070; day++) {
        const on = roundOn(cadence(calendar), PER_ROUND, 3, day);
        if (on) byRound.set(on.round, (byRound.get(on.round) ?? 0) + (on.to - on.from));
      }
      const whole = [...byRound.values()].slice(1, -1);
      for (const share of whole) expect(share).toBeCloseTo(1, 9);
    }
  });
});
