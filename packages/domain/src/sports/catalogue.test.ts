import { describe, expect, it } from 'vitest';
import {
  ALL_SPORTS_ID,
  childSports,
  isSportId,
  SPORTS,
  sportById,
  sportByKey,
  sportBySlug,
} from './catalogue.ts';

const ids = (pred: (s: (typeof SPORTS)[number]) => boolean) =>
  SPORTS.filter(pred)
    .map((s) => s.id)
    .sort((a, b) => a - b);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('sports catalogue', () => {
  it('[CAT1] holds ids 1-19, 21-26 and 28-42, and no 0, 20 or 27', () => {
    expect(SPORTS.map((s) => s.id)).toEqual([...range(1, 19), ...range(21, 26), ...range(28, 42)]);
    for (const id of [ALL_SPORTS_ID, 20, 27, 43, -1, 1.5, Number.NaN]) {
      expect(isSportId(id)).toBe(false);
      expect(sportById(id)).toBeUndefined();
    }
    for (const s of SPORTS) expect(sportById(s.id)).toBe(s);
  });

  it('[CAT1] counts 38 sports besides the two umbrellas, motorsport and winter sports', () => {
    const umbrellas = ids((s) => childSports(s.id).length > 0);
    expect(umbrellas).toEqual([31, 37]);
    expect(SPORTS.length - umbrellas.length).toBe(38);
  });

  it('[CAT2] has the section paths of spec 2 §2, in id order, and finds sports by them', () => {
    expect(SPORTS.map((s) => s.slug)).toEqual(
      'football tennis basketball ice-hockey american-football baseball handball rugby-union floorball bandy futsal volleyball cricket darts snooker boxing beach-volleyball aussie-rules rugby-league badminton water-polo golf field-hockey table-tennis beach-soccer mma netball pesapallo motorsport auto-racing moto-racing cycling horse-racing esports winter-sports ski-jumping alpine-skiing cross-country-skiing biathlon kabaddi'.split(
        ' ',
      ),
    );
    expect(sportBySlug('football')?.id).toBe(1);
    expect(sportBySlug('ice-hockey')?.id).toBe(4);
    expect(sportBySlug('kabaddi')?.id).toBe(42);
    expect(sportBySlug('soccer')).toBeUndefined();
    expect(sportBySlug('')).toBeUndefined();
  });

  it('[CAT2] has the sport names of spec 1 §3 as keys', () => {
    expect(sportByKey('soccer')?.id).toBe(1);
    expect(sportByKey('hockey')?.id).toBe(4);
    expect(sportByKey('water-polo')?.id).toBe(22);
    expect(sportByKey('alpine')?.id).toBe(39);
    expect(sportByKey('cross-country')?.id).toBe(40);
    expect(sportByKey('winter-sports')?.id).toBe(37);
    expect(new Set(SPORTS.map((s) => s.key)).size).toBe(SPORTS.length);
  });

  it('[CAT3] nests 32, 33 under 31 and 38-41 under 37; nothing else has a parent', () => {
    expect(childSports(31).map((s) => s.id)).toEqual([32, 33]);
    expect(childSports(37).map((s) => s.id)).toEqual([38, 39, 40, 41]);
    expect(ids((s) => s.parentId !== null)).toEqual([32, 33, 38, 39, 40, 41]);
  });

  it('[CAT4] marks the no-duel sports: 23, 31-35, 37-41', () => {
    expect(ids((s) => s.noDuel)).toEqual([23, 31, 32, 33, 34, 35, 37, 38, 39, 40, 41]);
  });

  it('[CAT5] marks the category sports: 2, 16, 17, 21, 23, 25, 28, 31-34, 36-41', () => {
    expect(ids((s) => s.category)).toEqual([
      2, 16, 17, 21, 23, 25, 28, 31, 32, 33, 34, 36, 37, 38, 39, 40, 41,
    ]);
  });

  it('[CAT6] marks the serving sports: american football, tennis, badminton, cricket, baseball, pesapallo, darts', () => {
    expect(ids((s) => s.serving)).toEqual([2, 5, 6, 13, 14, 21, 30]);
  });

  it('[CAT7] marks meetings (horse racing, winter sports) and stages (meetings, cycling, motorsport)', () => {
    expect(ids((s) => s.meeting)).toEqual([35, 37, 38, 39, 40, 41]);
    expect(ids((s) => s.stage)).toEqual([31, 32, 33, 34, 35, 37, 38, 39, 40, 41]);
  });

  it('[CAT8] does not index the detail page of cricket, golf and moto racing', () => {
    expect(ids((s) => !s.detailIndexed)).toEqual([13, 23, 33]);
  });

  it('[CAT9] has the score-part counts of the spec, 0 for individual and racing sports', () => {
    const counts = Object.fromEntries(SPORTS.map((s) => [s.key, s.scorePartCount]));
    expect(counts).toEqual({
      soccer: 1,
      tennis: 5,
      basketball: 5,
      hockey: 5,
      'american-football': 5,
      baseball: 10,
      handball: 3,
      'rugby-union': 4,
      floorball: 5,
      bandy: 4,
      futsal: 4,
      volleyball: 5,
      cricket: 2,
      darts: 0, // individual
      snooker: 0, // individual
      boxing: 0, // individual
      'beach-volleyball': 3,
      'aussie-rules': 4,
      'rugby-league': 4,
      badminton: 3,
      'water-polo': 6,
      golf: 0,
      'field-hockey': 4, // spec silent: our decision

      'table-tennis': 7,
      'beach-soccer': 5,
      mma: 0, // individual
      netball: 5,
      pesapallo: 11,
      motorsport: 0,
      'auto-racing': 0,
      'moto-racing': 0,
      cycling: 0,
      'horse-racing': 0,
      esports: 5, // spec silent: our decision
      'winter-sports': 0,
      'ski-jumping': 0,
      alpine: 0,
      'cross-country': 0,
      biathlon: 0,
      kabaddi: 3,
    });
  });

  it('[CAT10] offers home-draw-away odds where a draw can happen', () => {
    expect(ids((s) => s.oddsType === '1x2')).toEqual([
      1, 4, 7, 8, 9, 10, 11, 13, 16, 18, 19, 22, 24, 26, 29, 42,
    ]);
    expect(sportById(2)?.oddsType).toBe('12');
    expect(sportById(3)?.oddsType).toBe('12');
  });

  it('[CAT11] names each sport in Tamil and English', () => {
    expect(sportById(1)?.name).toEqual({ ta: 'கால்பந்து', en: 'Football' });
    expect(sportById(13)?.name.ta).toBe('கிரிக்கெட்');
    expect(sportById(42)?.name.ta).toBe('கபடி');
    expect(sportById(21)?.name.ta).toBe('இறகுப்பந்து');
    expect(sportById(16)?.name.ta).toBe('குத்துச்சண்டை');
    for (const s of SPORTS) {
      expect(s.name.ta).toMatch(/[\u0B80-\u0BFF]/);
      expect(s.name.en.length).toBeGreaterThan(0);
    }
    expect(new Set(SPORTS.map((s) => s.name.ta)).size).toBe(SPORTS.length);
  });

  it('[CAT12] names the clock family of each sport', () => {
    const families = Object.fromEntries(
      SPORTS.filter((s) => s.clock !== 'none').map((s) => [s.id, s.clock] as const),
    );
    expect(families).toEqual({
      1: 'halves',
      3: 'reversed',
      4: 'reversed',
      5: 'reversed',
      8: 'rugby',
      10: 'halves',
      14: 'leg',
      15: 'frame',
      18: 'aussie-rules',
      19: 'rugby',
      42: 'kabaddi',
    });
  });

  it('is frozen, so no caller can change the catalogue for everyone', () => {
    expect(Object.isFrozen(SPORTS)).toBe(true);
    expect(Object.isFrozen(SPORTS[0])).toBe(true);
  });
});
