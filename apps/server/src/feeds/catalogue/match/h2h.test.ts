import { EventStage, type MatchEvent, StageType, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headToHead, resultFor, winnerOf } from './h2h.ts';

const T0 = 1_795_000_000;
const DAY = 86_400;

function game(
  id: string,
  daysAgo: number,
  homeId: string,
  awayId: string,
  extra: Partial<MatchEvent> = {},
): MatchEvent {
  return {
    id: `g_1_${id}`,
    sportId: 1,
    leagueId: '1_l',
    startTime: T0 - daysAgo * DAY,
    stageType: StageType.finished,
    stage: EventStage.finished,
    homeId,
    awayId,
    homeName: homeId,
    awayName: awayId,
    homeScore: '1',
    awayScore: '0',
    ...extra,
  };
}

const EVENT = game('this0001', 0, 'a', 'b', { stageType: StageType.scheduled, stage: EventStage.scheduled });

describe('head-to-head', () => {
  it('lists meetings in either order newest first, with results for the home side', () => {
    const h2h = headToHead(
      [
        game('m1', 10, 'a', 'b'),
        game('m2', 5, 'b', 'a', { homeScore: '3', awayScore: '1' }),
        game('m3', 20, 'b', 'a', { homeScore: '0', awayScore: '0' }),
      ],
      EVENT,
    );
    expect(h2h.meetings.entries.map((e) => [e.event.id, e.result])).toEqual([
      ['g_1_m2', 'L'],
      ['g_1_m1', 'W'],
      ['g_1_m3', 'D'],
    ]);
    expect([h2h.meetings.won, h2h.meetings.drawn, h2h.meetings.lost]).toEqual([1, 1, 1]);
    expect(h2h.awayForm.entries.map((e) => e.result)).toEqual(['W', 'L', 'D']);
  });

  it('leaves out the event itself, other sports, unfinished, unplayed and later events', () => {
    const h2h = headToHead(
      [
        { ...EVENT, stageType: StageType.finished, stage: EventStage.finished },
        game('sport2', 3, 'a', 'b', { sportId: 2 }),
        game('live', 1, 'a', 'b', { stageType: StageType.live, stage: EventStage.secondHalf }),
        game('postp', 2, 'a', 'b', { stage: EventStage.postponed }),
        game('later', -3, 'a', 'b'),
        game('kept', 4, 'a', 'c'),
      ],
      EVENT,
    );
    expect(h2h.meetings.entries).toEqual([]);
    expect(h2h.homeForm.entries.map((e) => e.event.id)).toEqual(['g_1_kept']);
    expect(h2h.awayForm.entries).toEqual([]);
  });

  it('takes the winner cell over the scores, and leaves unreadable results uncounted', () => {
    const penalties = game('pens', 1, 'a', 'b', { homeScore: '1', awayScore: '1', winner: Winner.away });
    const cricket = game('crick', 2, 'a', 'b', { homeScore: '186/4', awayScore: '180/9' });
    expect(winnerOf(penalties)).toBe(Winner.away);
    expect(resultFor(penalties, 'a')).toBe('L');
    expect(winnerOf(cricket)).toBeNull();
    const h2h = headToHead([penalties, cricket], EVENT);
    expect(h2h.meetings.entries.map((e) => e.result)).toEqual(['L', null]);
    expect(h2h.meetings.won + h2h.meetings.drawn + h2h.meetings.lost).toBe(1);
  });

  it('never matches every no-duel row through an empty away id', () => {
    const race = { ...EVENT, awayId: '' };
    const h2h = headToHead([game('r1', 1, 'x', ''), game('r2', 2, 'y', '')], race);
    expect(h2h.awayForm.entries).toEqual([]);
    expect(h2h.meetings.entries).toEqual([]);
  });

  it('keeps within the limits, newest first, and every entry involves its team', () => {
    const teams = ['a', 'b', 'c', 'd'];
    const arbitraryGame = fc
      .record({
        day: fc.integer({ min: -5, max: 60 }),
        home: fc.constantFrom(...teams),
        away: fc.constantFrom(...teams),
        hs: fc.constantFrom('0', '1', '2', 'x'),
        as: fc.constantFrom('0', '1', '2'),
        finished: fc.boolean(),
      })
      .filter((g) => g.home !== g.away);
    fc.assert(
      fc.property(
        fc.array(arbitraryGame, { maxLength: 60 }),
        fc.integer({ min: 0, max: 12 }),
        (games, limit) => {
          const events = games.map((g, i) =>
            game(`f${i}`, g.day, g.home, g.away, {
              homeScore: g.hs,
              awayScore: g.as,
              ...(g.finished ? {} : { stageType: StageType.scheduled, stage: EventStage.scheduled }),
            }),
          );
          const h2h = headToHead(events, EVENT, { meetings: limit, form: limit });
          for (const list of [h2h.meetings, h2h.homeForm, h2h.awayForm]) {
            expect(list.entries.length).toBeLessThanOrEqual(limit);
            expect(list.won + list.drawn + list.lost).toBeLessThanOrEqual(list.entries.length);
            const times = list.entries.map((e) => e.event.startTime);
            expect(times).toEqual([...times].sort((x, y) => y - x));
            for (const { event } of list.entries) {
              expect([event.homeId, event.awayId]).toContain(list.participantId);
              expect(event.stageType).toBe(StageType.finished);
              expect(event.startTime).toBeLessThan(EVENT.startTime);
            }
          }
          for (const { event } of h2h.meetings.entries)
            expect([event.homeId, event.awayId].sort()).toEqual(['a', 'b']);
        },
      ),
    );
  });
});
