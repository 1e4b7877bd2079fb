import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventStage, StageType } from '../enums.ts';
import {
  type EventSortInput,
  type EventSortMode,
  eventSortKey,
  orderEvents,
  padText,
  SORT_TIME_DESC_OFFSET,
  SORT_TIME_SCHEDULED_OFFSET,
} from './sort-key.ts';
import { T0 } from './test-support.ts';

const HOUR = 3600;
const BY_TIME: EventSortMode = { by: 'time' };
const BY_STAGE: EventSortMode = { by: 'stage' };

function input(overrides: Partial<EventSortInput> = {}): EventSortInput {
  return {
    sportId: 1,
    stageType: StageType.scheduled,
    stage: EventStage.scheduled,
    startTime: T0,
    homeName: 'Chennaiyin',
    awayName: 'Goa',
    topLeague: false,
    label: 'India: ISL',
    ...overrides,
  };
}

/** Ids of the inputs in the order their keys sort. */
function order(items: Record<string, EventSortInput>, mode: EventSortMode): string[] {
  return Object.entries(items)
    .map(([id, item]) => [id, eventSortKey(item, mode)] as const)
    .sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
    .map(([id]) => id);
}

describe('event sort key', () => {
  it('[SRT3] uses the constants of spec 2 §9', () => {
    expect(SORT_TIME_DESC_OFFSET).toBe(9999999999);
    expect(SORT_TIME_SCHEDULED_OFFSET).toBe(5555555555);
  });

  it('[SRT1] lays the parts out at fixed widths', () => {
    const key = eventSortKey(
      input({ rank: 7, homeName: 'Mohun Bagan Super Giant', awayName: 'FC Goa' }),
      BY_TIME,
    );
    expect(key).toBe(
      `${'01'}${'1'}${' '.repeat(15)}${String(T0)}India: ISL\u0000${'0007'}${String(T0)}mohun baga${'fc goa    '}`,
    );
  });

  it('[SRT1] sorts by sport first, then top leagues first', () => {
    const items = {
      tennisTop: input({ sportId: 2, topLeague: true, startTime: T0 - HOUR }),
      soccer: input({ startTime: T0 - 2 * HOUR }),
      soccerTop: input({ topLeague: true, startTime: T0 + HOUR }),
    };
    expect(order(items, BY_TIME)).toEqual(['soccerTop', 'soccer', 'tennisTop']);
  });

  it('[SRT1] groups horse racing by country (padded to 15) before time', () => {
    const race = (country: string, startTime: number) =>
      input({ sportId: 35, horseRacingCountry: country, startTime, homeName: '', awayName: '' });
    const items = {
      ukLate: race('UK', T0 + HOUR),
      india: race('India', T0 + 2 * HOUR),
      ukEarly: race('UK', T0),
    };
    expect(order(items, BY_TIME)).toEqual(['india', 'ukEarly', 'ukLate']);
    expect(eventSortKey(race('A very long country name', T0), BY_TIME).slice(3, 18)).toBe('A very long cou');
  });

  it('[SRT2] by time, sorts by start time, or latest first when descending', () => {
    const items = {
      a: input({ startTime: T0 }),
      b: input({ startTime: T0 + HOUR }),
      c: input({ startTime: T0 - HOUR }),
    };
    expect(order(items, BY_TIME)).toEqual(['c', 'a', 'b']);
    expect(order(items, { by: 'time', descending: true })).toEqual(['b', 'a', 'c']);
  });

  it('[SRT2] by stage, puts live events first, then scheduled, then finished latest first', () => {
    const live = { stageType: StageType.live, stage: EventStage.secondHalf } as const;
    const done = { stageType: StageType.finished, stage: EventStage.finished } as const;
    const items = {
      finishedEarly: input({ ...done, startTime: T0 - 5 * HOUR }),
      scheduledLate: input({ startTime: T0 + 5 * HOUR }),
      liveLate: input({ ...live, startTime: T0 }),
      finishedLate: input({ ...done, startTime: T0 - 2 * HOUR }),
      scheduledEarly: input({ startTime: T0 + HOUR }),
      liveEarly: input({ ...live, startTime: T0 - HOUR }),
      testMatchAfterDay: input({
        sportId: 1,
        ...done,
        stage: EventStage.afterDay1,
        startTime: T0 - 30 * HOUR,
      }),
    };
    expect(order(items, BY_STAGE)).toEqual([
      'testMatchAfterDay',
      'liveEarly',
      'liveLate',
      'scheduledEarly',
      'scheduledLate',
      'finishedLate',
      'finishedEarly',
    ]);
  });

  it('[SRT2] keeps the stage bands apart for any start time before 2040-06-02', () => {
    const bands = [
      { stageType: StageType.live, stage: EventStage.firstHalf },
      { stageType: StageType.scheduled, stage: EventStage.scheduled },
      { stageType: StageType.finished, stage: EventStage.finished },
    ] as const;
    const t = fc.integer({ min: 0, max: 2_222_222_221 });
    fc.assert(
      fc.property(fc.nat(2), fc.nat(2), t, t, (i, j, ti, tj) => {
        fc.pre(i < j);
        const a = eventSortKey(input({ ...bands[i], startTime: ti }), BY_STAGE);
        const b = eventSortKey(input({ ...bands[j], startTime: tj }), BY_STAGE);
        return a < b;
      }),
    );
  });

  it('[SRT1] at equal time, sorts by label, then rank, then names', () => {
    const items = {
      otherLeague: input({ label: 'India: I-League' }),
      rank2: input({ rank: 2, homeName: 'Aaa' }),
      rank1: input({ rank: 1, homeName: 'Zzz' }),
      noRank: input({ homeName: 'Aaa' }),
      noRankB: input({ homeName: 'Aaa', awayName: 'Bengaluru' }),
    };
    expect(order(items, BY_TIME)).toEqual(['otherLeague', 'rank1', 'rank2', 'noRankB', 'noRank']);
  });

  it('[SRT1] a shorter label sorts before a longer one that starts the same', () => {
    const items = { longer: input({ label: 'ISL 2' }), shorter: input({ label: 'ISL', rank: 9999 }) };
    expect(order(items, BY_TIME)).toEqual(['shorter', 'longer']);
  });

  it('[SRT4] pads the rank to 4 digits; absent, zero or huge ranks sort last', () => {
    const rankPart = (rank: number | null | undefined) => {
      const key = eventSortKey(input({ rank, label: '' }), BY_TIME);
      return key.slice(29, 33); // after sport, top flag, country, time and the label end
    };
    expect(rankPart(1)).toBe('0001');
    expect(rankPart(123)).toBe('0123');
    expect(rankPart(undefined)).toBe('9999');
    expect(rankPart(null)).toBe('9999');
    expect(rankPart(0)).toBe('9999');
    expect(rankPart(123456)).toBe('9999');
  });

  it('[SRT3] pads player names to 10 each, cutting longer ones', () => {
    expect(padText('Sindhu', 10)).toBe('Sindhu    ');
    expect(padText('Srikanth Kidambi', 10)).toBe('Srikanth K');
    expect(padText('', 3)).toBe('   ');
    const key = eventSortKey(input({ homeName: 'P. V. Sindhu', awayName: 'சாய்னா நேவால்' }), BY_TIME);
    expect(key.slice(-20)).toBe('p. v. sindhu'.slice(0, 10) + 'சாய்னா நேவால்'.slice(0, 10));
  });

  it('[SRT1] keys of any two inputs compare like their parts (names decide last)', () => {
    const name = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(name, name, (a, b) => {
        const ka = eventSortKey(input({ homeName: a }), BY_TIME);
        const kb = eventSortKey(input({ homeName: b }), BY_TIME);
        const pa = padText(a.toLowerCase(), 10);
        const pb = padText(b.toLowerCase(), 10);
        return Math.sign(ka < kb ? -1 : ka > kb ? 1 : 0) === Math.sign(pa < pb ? -1 : pa > pb ? 1 : 0);
      }),
    );
  });
});

describe('[SRT8] orderEvents', () => {
  const ev = (
    id: string,
    startTime: number,
    homeName: string,
    stageType: StageType = StageType.scheduled,
  ) => ({
    ...input({ startTime, homeName, stageType }),
    id,
  });

  it('[SRT8] [S2 4.14] orders by the keys, the id breaking a full tie, without changing its input', () => {
    const list = [
      ev('c', T0 + HOUR, 'Goa'),
      ev('b', T0, 'Goa'),
      ev('a', T0, 'Goa'),
      ev('d', T0, 'Bengaluru'),
    ];
    expect(orderEvents(list, BY_TIME).map((e) => e.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(orderEvents(list, { by: 'time', descending: true }).map((e) => e.id)).toEqual([
      'c',
      'd',
      'a',
      'b',
    ]);
    expect(list.map((e) => e.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('[SRT8] the parts an event does not hold come from `part`: top leagues first', () => {
    const list = [ev('x', T0, 'Goa'), ev('top', T0 + HOUR, 'Goa')];
    const part = (e: { id: string }) => ({ topLeague: e.id === 'top', label: '' });
    expect(orderEvents(list, BY_STAGE, part).map((e) => e.id)).toEqual(['top', 'x']);
  });
});
