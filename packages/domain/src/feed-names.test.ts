import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_RANGE_DAYS,
  dayBounds,
  type FeedName,
  formatFeedName,
  isValidTzMinutes,
  normaliseDay,
  parseFeedName,
  parseTzPart,
  relativeDay,
} from './feed-names.ts';
import { isSportId, SPORTS } from './sports/catalogue.ts';

const DAY = 86_400;
const parse = (name: string) => parseFeedName(name, isSportId);

describe('feed names: fixed cases', () => {
  it.each<[string, FeedName]>([
    ['f_1_0_330_ta_1', { kind: 'full', sportId: 1, day: 0, tzMinutes: 330, lang: 'ta', projectType: 1 }],
    [
      'f_42_-7_-300_en_1',
      { kind: 'full', sportId: 42, day: -7, tzMinutes: -300, lang: 'en', projectType: 1 },
    ],
    ['f_13_7_345_ta_2', { kind: 'full', sportId: 13, day: 7, tzMinutes: 345, lang: 'ta', projectType: 2 }],
    ['f_2_1_0_ta_1', { kind: 'full', sportId: 2, day: 1, tzMinutes: 0, lang: 'ta', projectType: 1 }],
    ['u_1_1', { kind: 'update', sportId: 1, projectType: 1 }],
    ['r_1_1', { kind: 'repair', sportId: 1, projectType: 1 }],
    ['r_0_1', { kind: 'repair', sportId: 0, projectType: 1 }],
    ['sys_1', { kind: 'system', projectType: 1 }],
  ])('[FN1] reads %s', (name, feed) => {
    expect(parse(name)).toEqual(feed);
    expect(formatFeedName(feed)).toBe(name);
  });

  it.each([
    ['sport 0 in a full feed', 'f_0_0_330_ta_1'],
    ['sport 0 in an update feed', 'u_0_1'],
    ['sport 20', 'f_20_0_330_ta_1'],
    ['sport 27', 'r_27_1'],
    ['a day beyond the calendar', 'f_1_8_330_ta_1'],
    ['a day before the calendar', 'f_1_-8_330_ta_1'],
    ['minus zero', 'f_1_-0_330_ta_1'],
    ['a leading zero', 'f_01_0_330_ta_1'],
    ['a plus sign', 'f_1_+1_330_ta_1'],
    ['a timezone off the quarter hour', 'f_1_0_331_ta_1'],
    ['a timezone past +14:00', 'f_1_0_855_ta_1'],
    ['a timezone past -12:00', 'f_1_0_-735_ta_1'],
    ['an unknown language', 'f_1_0_330_hi_1'],
    ['project type 0', 'f_1_0_330_ta_0'],
    ['a missing part', 'f_1_0_330_ta'],
    ['an extra part', 'u_1_1_1'],
    ['an empty part', 'sys_'],
    ['an unknown kind', 'x_1_1'],
    ['a mixed feed (not served)', 'fm_0_330_ta_1'],
    ['the empty name', ''],
    ['a name over 64 characters', `f_1_0_330_ta_1${'_'.repeat(60)}`],
    ['a decimal', 'u_1.5_1'],
    ['a space', 'u_ 1_1'],
    ['too many digits', 'sys_123456'],
  ])('[FN1] refuses %s', (_name, name) => {
    expect(parse(name)).toBeNull();
  });

  it.each([
    [330, true],
    [-300, true],
    [345, true],
    [765, true],
    [0, true],
    [-720, true],
    [840, true],
    [855, false],
    [-735, false],
    [331, false],
    [330.5, false],
  ])('[FN2] timezone %d minutes is valid: %s', (tz, valid) => {
    expect(isValidTzMinutes(tz)).toBe(valid);
  });
});

describe('[FN2] the spec’s timezone hour, read beside our minutes (issue 16 point 4)', () => {
  it.each([
    ['3', 180],
    ['-5', -300],
    ['0', 0],
    ['14', 840],
    ['-12', -720],
    ['5.5', 330],
    ['5.75', 345],
    ['-3.5', -210],
    ['330', 330],
    ['-300', -300],
    ['15', 15],
  ])('reads %s as %d minutes', (part, minutes) => {
    expect(parseTzPart(part)).toBe(minutes);
    expect(parse(`f_1_0_${part}_en_1`)).toMatchObject({ tzMinutes: minutes });
  });

  it.each(['-0', '15.5', '-13', '5.2', '5.', '.5', '05', '1e1', '+3', ' 3', '3.50', '-0.0'])(
    'refuses %s',
    (part) => {
      expect(parseTzPart(part)).toBeNull();
      expect(parse(`f_1_0_${part}_en_1`)).toBeNull();
    },
  );

  it('never reads one part two ways: every hour form is outside the minute forms but 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -12 * 4, max: 14 * 4 }), (quarters) => {
        const hours = quarters / 4;
        const part = String(hours);
        const minutes = parseTzPart(part);
        expect(minutes).toBe(quarters * 15);
        if (Number.isInteger(hours) && hours !== 0) expect(isValidTzMinutes(hours)).toBe(false);
      }),
    );
  });
});

describe('feed names: properties', () => {
  const sportId = fc.constantFrom(...SPORTS.map((s) => s.id));
  const tz = fc.integer({ min: -48, max: 56 }).map((q) => q * 15);
  const projectType = fc.integer({ min: 1, max: 99_999 });
  const feedName: fc.Arbitrary<FeedName> = fc.oneof(
    fc.record({
      kind: fc.constant('full' as const),
      sportId,
      day: fc.integer({ min: -CALENDAR_RANGE_DAYS, max: CALENDAR_RANGE_DAYS }),
      tzMinutes: tz,
      lang: fc.constantFrom('ta' as const, 'en' as const),
      projectType,
    }),
    fc.record({ kind: fc.constant('update' as const), sportId, projectType }),
    fc.record({
      kind: fc.constant('repair' as const),
      sportId: fc.oneof(sportId, fc.constant(0)),
      projectType,
    }),
    fc.record({ kind: fc.constant('system' as const), projectType }),
  );

  it('[FN1] every valid feed name reads back as itself', () => {
    fc.assert(
      fc.property(feedName, (feed) => {
        expect(parse(formatFeedName(feed))).toEqual(feed);
      }),
    );
  });

  const nameLike = fc.oneof(
    fc.string({
      unit: fc.constantFrom('f', 'u', 'r', 's', 'y', '_', '-', '0', '1', '3', '5', 't', 'a', 'e', 'n'),
    }),
    fc.string(),
    fc.string({ unit: 'binary' }),
    feedName
      .map(formatFeedName)
      .chain((name) =>
        fc
          .tuple(fc.nat(name.length), fc.nat(2), fc.string({ maxLength: 2 }))
          .map(([at, cut, insert]) => name.slice(0, at) + insert + name.slice(at + cut)),
      ),
  );

  it('[FN1] any text either parses to a name that formats back to it, or is refused; never throws', () => {
    fc.assert(
      fc.property(nameLike, (name) => {
        const feed = parse(name);
        if (!feed) return;
        // A timezone in the spec's hours (`f_1_0_3_en_1`) formats as our minutes: the same feed.
        const hours = feed.kind === 'full' && name.split('_')[3] !== String(feed.tzMinutes);
        if (hours) expect(parse(formatFeedName(feed))).toEqual(feed);
        else expect(formatFeedName(feed)).toBe(name);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('day bounds', () => {
  // Local midnights, written out because the domain has no Date (tests included).
  const IST_MIDNIGHT = 1_773_081_000; // 2026-03-10 00:00 +05:30 = 2026-03-09 18:30 UTC
  const NEW_YORK_MIDNIGHT = 1_768_453_200; // 2026-01-15 00:00 -05:00 = 2026-01-15 05:00 UTC
  const NEPAL_MIDNIGHT = 1_773_080_100; // 2026-03-10 00:00 +05:45 = 2026-03-09 18:15 UTC

  it.each([
    ['India', 330, IST_MIDNIGHT],
    ['New York', -300, NEW_YORK_MIDNIGHT],
    ['Nepal', 345, NEPAL_MIDNIGHT],
  ])('[FN3] today in %s starts at local midnight', (_place, tzMinutes, midnight) => {
    for (const now of [midnight, midnight + 1, midnight + DAY - 1]) {
      expect(dayBounds(now, 0, tzMinutes)).toEqual({ start: midnight, end: midnight + DAY });
    }
    expect(dayBounds(midnight - 1, 0, tzMinutes)).toEqual({ start: midnight - DAY, end: midnight });
    expect(dayBounds(midnight, -1, tzMinutes)).toEqual({ start: midnight - DAY, end: midnight });
    expect(dayBounds(midnight, 7, tzMinutes).start).toBe(midnight + 7 * DAY);
  });

  it('[FN3] at 23:59 in India, today is not UTC today', () => {
    const lateIst = IST_MIDNIGHT - 60; // 2026-03-09 23:59 IST = 18:29 UTC
    expect(dayBounds(lateIst, 0, 330).start).toBe(IST_MIDNIGHT - DAY);
    expect(dayBounds(lateIst, 0, 0).start).toBe(IST_MIDNIGHT - 18 * 3600 - 30 * 60);
  });

  it('[FN4] places a moment on its local day', () => {
    expect(relativeDay(IST_MIDNIGHT - 60, IST_MIDNIGHT, 330)).toBe(1);
    expect(relativeDay(IST_MIDNIGHT - 60, IST_MIDNIGHT - 1, 330)).toBe(0);
    expect(relativeDay(IST_MIDNIGHT, IST_MIDNIGHT - 1, 330)).toBe(-1);
    expect(relativeDay(NEW_YORK_MIDNIGHT, NEW_YORK_MIDNIGHT + 3 * DAY + 5, -300)).toBe(3);
    // The same moment is tomorrow in Kathmandu but still today in New York.
    expect(relativeDay(NEPAL_MIDNIGHT - 60, NEPAL_MIDNIGHT, 345)).toBe(1);
    expect(relativeDay(NEPAL_MIDNIGHT - 60, NEPAL_MIDNIGHT, -300)).toBe(0);
  });

  const now = fc.integer({ min: 0, max: 4_102_444_800 });
  const tz = fc.integer({ min: -48, max: 56 }).map((q) => q * 15);

  it('[FN3] a day is 86400 s from a local midnight, and today holds now', () => {
    fc.assert(
      fc.property(now, tz, fc.integer({ min: -7, max: 7 }), (nowS, tzMinutes, day) => {
        const { start, end } = dayBounds(nowS, day, tzMinutes);
        expect(end - start).toBe(DAY);
        expect((((start + tzMinutes * 60) % DAY) + DAY) % DAY).toBe(0);
        expect(start).toBe(dayBounds(nowS, 0, tzMinutes).start + day * DAY);
        if (day === 0) expect(start <= nowS && nowS < end).toBe(true);
      }),
    );
  });

  it('[FN3] [FN4] a moment lies inside the bounds of its relative day', () => {
    fc.assert(
      fc.property(now, now, tz, (nowS, atS, tzMinutes) => {
        const day = relativeDay(nowS, atS, tzMinutes);
        const { start, end } = dayBounds(nowS, day, tzMinutes);
        expect(start <= atS && atS < end).toBe(true);
      }),
    );
  });
});

describe('day from the outside', () => {
  it.each([
    ['3', 3],
    ['-2', -2],
    ['0', 0],
    ['-0', 0],
    ['9', 7],
    ['-99', -7],
    ['99999', 7],
    ['1.5', 0],
    [' 1', 0],
    ['01', 0],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
  ])('[FN5] %j is day %d', (raw, day) => {
    expect(normaliseDay(raw)).toBe(day);
  });

  it('[FN5] any text gives a day inside the calendar', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const day = normaliseDay(raw);
        expect(Number.isInteger(day) && Math.abs(day) <= CALENDAR_RANGE_DAYS).toBe(true);
      }),
    );
  });
});
