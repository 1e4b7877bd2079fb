import { describe, expect, it } from 'vitest';
import { rotation, weekOf } from '../../no-duel/calendar.ts';
import { golfCalendar, TOURS } from './world.ts';

describe("golf's calendar", () => {
  it('never has a golfer in two rounds on one day, the weeks of Indian events included', () => {
    const indian = new Set<number>();
    for (let day = 20_000; day < 20_000 + 7 * 30; day++) {
      for (const tour of TOURS)
        if (tour.invitees && rotation(tour.events, weekOf(day)).country === 'in') indian.add(weekOf(day));
      const seen = new Map<string, string>();
      for (const race of golfCalendar(2026, day)) {
        for (const { participantId } of race.entrants) {
          expect(seen.get(participantId), `${participantId} on day ${day}`).toBeUndefined();
          seen.set(participantId, race.key);
        }
      }
    }
    // The check met weeks where a tour that invites Indian professionals played in India.
    expect(indian.size).toBeGreaterThan(2);
  });
});
