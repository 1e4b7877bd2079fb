import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventStage, StageType } from '../enums.ts';
import type { MatchEvent } from '../model.ts';
import { formatGameClock, type GameClock, gameClock } from './game-clock.ts';
import { T0, testEvent } from './test-support.ts';

const S = T0 + 3600; // a stage start
const MIN = 60;

/** The clock text of a live event at a time, or null. */
function clockText(overrides: Partial<MatchEvent>, nowS: number, sevens = false): string | null {
  const clock = gameClock(testEvent(overrides), nowS, { sevens });
  return clock && formatGameClock(clock);
}

describe('game clock: soccer and bandy', () => {
  const first = { stage: EventStage.firstHalf, stageStartTime: S };
  const second = { stage: EventStage.secondHalf, stageStartTime: S };
  const extra = { stage: EventStage.extraTime, stageStartTime: S };

  it('[CLK2] counts the minute being played from the stage start', () => {
    expect(clockText(first, S)).toBe("1'");
    expect(clockText(first, S + 59)).toBe("1'");
    expect(clockText(first, S + MIN)).toBe("2'");
    expect(clockText(first, S + 44 * MIN + 59)).toBe("45'");
  });

  it('[CLK2] shows + beyond 45, 90 and 120', () => {
    expect(clockText(first, S + 45 * MIN)).toBe("45+1'");
    expect(clockText(first, S + 47 * MIN + 5)).toBe("45+3'");
    expect(clockText(second, S + 45 * MIN)).toBe("90+1'");
    expect(clockText(extra, S + 30 * MIN)).toBe("120+1'");
  });

  it('[CLK2] starts the second half at 45 and extra time at 90', () => {
    expect(clockText(second, S)).toBe("46'");
    expect(clockText(second, S + 21 * MIN)).toBe("67'");
    expect(clockText(extra, S)).toBe("91'");
    expect(clockText(extra, S + 14 * MIN)).toBe("105'");
  });

  it('[CLK11] without a stage start, counts from kick-off less the 15 and 30 minute breaks', () => {
    const start = T0;
    expect(clockText({ startTime: start, stage: EventStage.firstHalf }, start + 10 * MIN)).toBe("11'");
    expect(clockText({ startTime: start, stage: EventStage.secondHalf }, start + (45 + 15) * MIN)).toBe(
      "46'",
    );
    expect(clockText({ startTime: start, stage: EventStage.secondHalf }, start + (45 + 15 + 21) * MIN)).toBe(
      "67'",
    );
    expect(clockText({ startTime: start, stage: EventStage.extraTime }, start + (90 + 30) * MIN)).toBe("91'");
    // A short half-time break never shows a second-half minute below 46.
    expect(clockText({ startTime: start, stage: EventStage.secondHalf }, start + 50 * MIN)).toBe("46'");
  });

  it('[CLK2] treats a stage start ahead of our clock as the first second', () => {
    expect(clockText(second, S - 30)).toBe("46'");
  });

  it('[CLK2] bandy runs the soccer clock', () => {
    expect(clockText({ sportId: 10, ...second }, S + 45 * MIN + 120)).toBe("90+3'");
  });

  it('[CLK4] a counted minute from the feed wins over the computed one', () => {
    expect(clockText({ ...first, gameTime: '67' }, S)).toBe("67'");
    expect(clockText({ ...first, gameTime: '45+2' }, S)).toBe("45+2'");
    expect(clockText({ ...first, gameTime: ' 12 ' }, S + 30 * MIN)).toBe("12'");
  });

  it('[CLK4] a game time that is not a counted minute is ignored', () => {
    for (const gameTime of ['', 'HT', '12:5', '45+', '+2', '1234', '4 5']) {
      expect(clockText({ ...first, gameTime }, S + 9 * MIN)).toBe("10'");
    }
  });

  it('[CLK1] has no clock at half time, in penalties or outside live play', () => {
    expect(clockText({ stage: EventStage.halfTime, stageStartTime: S }, S)).toBeNull();
    expect(clockText({ stage: EventStage.penalties, stageStartTime: S, gameTime: '120' }, S)).toBeNull();
    expect(clockText({ ...first, stageType: StageType.scheduled }, S)).toBeNull();
    expect(clockText({ ...first, stageType: StageType.finished, gameTime: '90' }, S)).toBeNull();
  });

  it('[CLK1] has no clock for an id outside the catalogue', () => {
    expect(clockText({ sportId: 20, ...first }, S)).toBeNull();
    expect(clockText({ sportId: 0, ...first }, S)).toBeNull();
  });

  it('[CLK2] the minute never goes back while a half is played', () => {
    fc.assert(
      fc.property(fc.nat(4 * 3600), fc.nat(4 * 3600), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const at = (t: number) =>
          gameClock(testEvent(second), S + t) as Extract<GameClock, { kind: 'minute' }>;
        const x = at(early);
        const y = at(late);
        return x.minute + x.extra <= y.minute + y.extra;
      }),
    );
  });
});

describe('game clock: rugby', () => {
  const first = { sportId: 8, stage: EventStage.firstHalf, stageStartTime: S };
  const second = { sportId: 8, stage: EventStage.secondHalf, stageStartTime: S };

  it('[CLK3] rugby halves run to 40 and 80, with + beyond', () => {
    expect(clockText(first, S + 39 * MIN)).toBe("40'");
    expect(clockText(first, S + 40 * MIN)).toBe("40+1'");
    expect(clockText(second, S)).toBe("41'");
    expect(clockText(second, S + 40 * MIN + 5)).toBe("80+1'");
    expect(clockText({ ...second, sportId: 19 }, S + 10 * MIN)).toBe("51'");
  });

  it('[CLK3] sevens halves run to 7 and 14', () => {
    expect(clockText(first, S + 6 * MIN, true)).toBe("7'");
    expect(clockText(first, S + 7 * MIN, true)).toBe("7+1'");
    expect(clockText(second, S, true)).toBe("8'");
    expect(clockText(second, S + 7 * MIN, true)).toBe("14+1'");
  });

  it('[CLK11] rugby without a stage start takes off the 10 minute break (2 for sevens)', () => {
    const base = { sportId: 8, startTime: T0, stage: EventStage.secondHalf };
    expect(clockText(base, T0 + (40 + 10) * MIN)).toBe("41'");
    expect(clockText(base, T0 + (7 + 2) * MIN, true)).toBe("8'");
  });

  it('[CLK3] has no clock in rugby extra time (spec silent)', () => {
    expect(clockText({ ...first, stage: EventStage.extraTime }, S)).toBeNull();
  });
});

describe('game clock: kabaddi', () => {
  const first = { sportId: 42, stage: EventStage.firstHalf, stageStartTime: S };
  const second = { sportId: 42, stage: EventStage.secondHalf, stageStartTime: S };

  it('[CLK12] kabaddi halves run to 20 and 40, with + beyond', () => {
    expect(clockText(first, S)).toBe("1'");
    expect(clockText(first, S + 19 * MIN)).toBe("20'");
    expect(clockText(first, S + 20 * MIN)).toBe("20+1'");
    expect(clockText(second, S)).toBe("21'");
    expect(clockText(second, S + 20 * MIN)).toBe("40+1'");
    expect(clockText({ ...first, stage: EventStage.extraTime }, S + 2 * MIN)).toBe("43'");
  });

  it('[CLK12] shows no clock at half time', () => {
    expect(clockText({ ...first, stage: EventStage.halfTime }, S)).toBeNull();
  });
});

describe('game clock: aussie rules', () => {
  const quarter = (stage: EventStage) => ({ sportId: 18, stage, stageStartTime: S });

  it('[CLK5] counts minutes within each quarter', () => {
    expect(clockText(quarter(EventStage.firstQuarter), S + 5 * MIN)).toBe("6'");
    expect(clockText(quarter(EventStage.thirdQuarter), S + 2 * MIN)).toBe("3'");
    expect(clockText(quarter(EventStage.fourthQuarter), S + 19 * MIN + 59)).toBe("20'");
  });

  it('[CLK5] caps an uncounted time at 20+', () => {
    expect(clockText(quarter(EventStage.secondQuarter), S + 20 * MIN)).toBe("20+'");
    expect(clockText(quarter(EventStage.secondQuarter), S + 31 * MIN)).toBe("20+'");
    expect(gameClock(testEvent(quarter(EventStage.secondQuarter)), S + 25 * MIN)).toEqual({
      kind: 'minute',
      minute: 20,
      extra: 0,
      capped: true,
    });
  });

  it('[CLK5] shows a counted time past 20 as the feed counts it', () => {
    expect(clockText({ ...quarter(EventStage.secondQuarter), gameTime: '23' }, S)).toBe("23'");
    expect(clockText({ ...quarter(EventStage.secondQuarter), gameTime: '20+3' }, S)).toBe("20+3'");
  });

  it('[CLK11] aussie rules without a stage start takes off earlier quarters and the 15 minute breaks', () => {
    const base = { sportId: 18, startTime: T0 };
    expect(clockText({ ...base, stage: EventStage.thirdQuarter }, T0 + (2 * 20 + 2 * 15) * MIN)).toBe("1'");
    expect(clockText({ ...base, stage: EventStage.secondQuarter }, T0 + (20 + 15 + 4) * MIN)).toBe("5'");
  });
});

describe('game clock: reversed-time sports', () => {
  const basket = (stage: EventStage, gameTime?: string) => ({
    sportId: 3,
    stage,
    stageStartTime: S,
    ...(gameTime === undefined ? {} : { gameTime }),
  });

  it('[CLK6] basketball shows remaining time of a 10 minute quarter', () => {
    expect(clockText(basket(EventStage.firstQuarter), S)).toBe('10:00');
    expect(clockText(basket(EventStage.secondQuarter), S + 79)).toBe('08:42');
    expect(clockText(basket(EventStage.fourthQuarter), S + 80)).toBe('08:41');
    expect(gameClock(testEvent(basket(EventStage.thirdQuarter)), S + 80)).toEqual({
      kind: 'remaining',
      seconds: 521,
    });
  });

  it('[CLK6] reduces elapsed time by 1 unless it is zero', () => {
    const at = (t: number) => gameClock(testEvent(basket(EventStage.firstQuarter)), S + t);
    expect(at(0)).toEqual({ kind: 'remaining', seconds: 600 });
    expect(at(1)).toEqual({ kind: 'remaining', seconds: 600 });
    expect(at(2)).toEqual({ kind: 'remaining', seconds: 599 });
  });

  it('[CLK6] floors the remaining time at 0', () => {
    expect(clockText(basket(EventStage.firstQuarter), S + 601)).toBe('00:00');
    expect(clockText(basket(EventStage.firstQuarter), S + 5000)).toBe('00:00');
  });

  it('[CLK6] basketball overtime is 5 minutes', () => {
    expect(clockText(basket(EventStage.extraTime), S)).toBe('05:00');
  });

  it("[CLK6] a 'minutes:extra' game time overrides the lengths", () => {
    expect(clockText(basket(EventStage.firstQuarter, '12:5'), S)).toBe('12:00');
    expect(clockText(basket(EventStage.extraTime, '12:4'), S)).toBe('04:00');
    expect(clockText(basket(EventStage.firstQuarter, '67'), S)).toBe('10:00');
  });

  it('[CLK6] ice hockey has 20 minute periods and 5 minute overtime', () => {
    const hockey = (stage: EventStage) => ({ sportId: 4, stage, stageStartTime: S });
    expect(clockText(hockey(EventStage.firstPeriod), S)).toBe('20:00');
    expect(clockText(hockey(EventStage.thirdPeriod), S + 601)).toBe('10:00');
    expect(clockText(hockey(EventStage.extraTime), S)).toBe('05:00');
    expect(clockText(hockey(EventStage.firstQuarter), S)).toBeNull();
  });

  it('[CLK6] american football has 15 minute quarters and 15 minute overtime', () => {
    const nfl = (stage: EventStage) => ({ sportId: 5, stage, stageStartTime: S });
    expect(clockText(nfl(EventStage.secondQuarter), S)).toBe('15:00');
    expect(clockText(nfl(EventStage.extraTime), S + 61)).toBe('14:00');
  });

  it('[CLK6] has no clock without a stage start, or between periods', () => {
    expect(clockText({ sportId: 3, stage: EventStage.firstQuarter }, S)).toBeNull();
    expect(clockText({ sportId: 3, stage: EventStage.halfTime, stageStartTime: S }, S)).toBeNull();
    expect(clockText({ sportId: 3, stage: EventStage.firstPeriod, stageStartTime: S }, S)).toBeNull();
  });

  it('[CLK6] remaining time stays within the period and never goes up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 7200 }), fc.nat(600), (t, dt) => {
        const at = (x: number) =>
          (gameClock(testEvent(basket(EventStage.firstQuarter)), S + x) as { seconds: number }).seconds;
        const a = at(t);
        const b = at(t + dt);
        return a >= 0 && a <= 600 && b <= a;
      }),
    );
  });
});

describe('game clock: frames and legs', () => {
  it('[CLK7] snooker shows frame = home + away + 1', () => {
    expect(clockText({ sportId: 15, stage: EventStage.live, homeScore: '3', awayScore: '2' }, S)).toBe('6');
    expect(clockText({ sportId: 15, stage: EventStage.live, homeScore: '0', awayScore: '0' }, S)).toBe('1');
  });

  it('[CLK8] darts shows leg = home + away + 1', () => {
    expect(
      gameClock(testEvent({ sportId: 14, stage: EventStage.live, homeScore: '2', awayScore: '1' }), S),
    ).toEqual({
      kind: 'leg',
      leg: 4,
    });
  });

  it('[CLK7] [CLK8] has no number without whole-number scores, or outside live play', () => {
    expect(clockText({ sportId: 15, stage: EventStage.live }, S)).toBeNull();
    expect(clockText({ sportId: 14, stage: EventStage.live, homeScore: '2', awayScore: 'x' }, S)).toBeNull();
    expect(
      clockText(
        {
          sportId: 14,
          stageType: StageType.finished,
          stage: EventStage.finished,
          homeScore: '6',
          awayScore: '3',
        },
        S,
      ),
    ).toBeNull();
  });
});

describe('game clock: sports without a spec clock', () => {
  it('[CLK9] shows the minute the feed counts in a running stage', () => {
    expect(clockText({ sportId: 7, stage: EventStage.secondHalf, gameTime: '52' }, S)).toBe("52'");
    expect(clockText({ sportId: 42, stage: EventStage.firstHalf, gameTime: '12' }, S)).toBe("12'");
  });

  it('[CLK9] shows nothing without a counted minute or outside a running stage', () => {
    expect(clockText({ sportId: 7, stage: EventStage.secondHalf }, S)).toBeNull();
    expect(clockText({ sportId: 2, stage: EventStage.firstSet, gameTime: '5' }, S)).toBeNull();
  });
});

describe('game clock text', () => {
  it.each<[GameClock, string]>([
    [{ kind: 'minute', minute: 67, extra: 0 }, "67'"],
    [{ kind: 'minute', minute: 45, extra: 2 }, "45+2'"],
    [{ kind: 'minute', minute: 20, extra: 0, capped: true }, "20+'"],
    [{ kind: 'remaining', seconds: 521 }, '08:41'],
    [{ kind: 'remaining', seconds: 0 }, '00:00'],
    [{ kind: 'remaining', seconds: 900 }, '15:00'],
    [{ kind: 'frame', frame: 6 }, '6'],
    [{ kind: 'leg', leg: 11 }, '11'],
  ])('[CLK10] %j reads %s', (clock, text) => {
    expect(formatGameClock(clock)).toBe(text);
  });
});
