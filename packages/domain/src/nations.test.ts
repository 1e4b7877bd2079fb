import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, nationName, withNationNames } from './nations.ts';

describe('national teams in Tamil (issue 15 point 6)', () => {
  it("names a country's side as Tamil media do, the English edition as it is written", () => {
    expect(nationName('Spain', 'ta')).toBe('ஸ்பெயின்');
    expect(nationName('USA', 'ta')).toBe('அமெரிக்கா');
    expect(nationName('Czechia', 'ta')).toBe('செக் குடியரசு');
    expect(nationName('England', 'ta')).toBe('இங்கிலாந்து');
    expect(nationName('Ireland', 'ta')).toBe('அயர்லாந்து');
    expect(nationName('Spain', 'en')).toBe('Spain');
  });

  it("keeps a women's or age-group side apart from the senior men's", () => {
    expect(nationName('India Women', 'ta')).toBe('இந்தியா மகளிர்');
    expect(nationName('India W', 'ta')).toBe('இந்தியா மகளிர்');
    expect(nationName('India U19', 'ta')).toBe('இந்தியா U19');
    expect(nationName('India A', 'ta')).toBe('இந்தியா A');
  });

  it('leaves a club as it is written, even one named after a place that is a country', () => {
    expect(nationName('FC Goa', 'ta')).toBe('FC Goa');
    expect(nationName('Chennaiyin FC', 'ta')).toBe('Chennaiyin FC');
    expect(nationName('Spain Park', 'ta')).toBe('Spain Park');
    expect(nationName('', 'ta')).toBe('');
  });

  it('gives every country of the table a Tamil name in Tamil script', () => {
    for (const [, en, ta] of COUNTRY_NAMES) {
      expect(nationName(en, 'ta')).toBe(ta);
      expect(ta).toMatch(/^[\u0B80-\u0BFF ]+$/);
    }
  });

  it('returns the same match when no name changes, a copy with both names otherwise', () => {
    const club = { id: 'g_1_x', homeName: 'FC Goa', awayName: 'Mumbai City FC' };
    expect(withNationNames(club, 'ta')).toBe(club);
    const nations = { id: 'g_1_y', homeName: 'Spain', awayName: 'USA' };
    expect(withNationNames(nations, 'ta')).toEqual({ id: 'g_1_y', homeName: 'ஸ்பெயின்', awayName: 'அமெரிக்கா' });
    expect(withNationNames(nations, 'en')).toBe(nations);
    expect(nations.homeName).toBe('Spain');
  });

  it('never throws and never changes a name on the English edition', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(nationName(name, 'en')).toBe(name);
        expect(typeof nationName(name, 'ta')).toBe('string');
      }),
    );
  });
});
