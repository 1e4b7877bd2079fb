import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFeed } from '../codec/feed-codec.ts';
import { RowKey } from '../codec/fields.ts';
import { decodeSportCountries, type SportCountryItem, sportCountryCells } from './list-countries.ts';

describe('cl_ rows', () => {
  it('a fixed body reads back', () => {
    const body = 'SA÷2¬~CA÷1¬CN÷இந்தியா¬CC÷in¬CO÷1¬CLL÷2¬CLV÷1¬~CA÷7¬CN÷ஆஸ்திரேலியா¬CC÷au¬CO÷7¬CLL÷2¬CLV÷0¬~';
    expect(decodeSportCountries(body)).toEqual({
      sportId: 2,
      countries: [
        { id: 1, name: 'இந்தியா', code: 'in', order: 1, leagueCount: 2, liveCount: 1 },
        { id: 7, name: 'ஆஸ்திரேலியா', code: 'au', order: 7, leagueCount: 2, liveCount: 0 },
      ],
    });
  });

  it('round-trips any countries', () => {
    const item = fc.record<SportCountryItem>({
      id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      name: fc.string({ maxLength: 30 }),
      code: fc.stringMatching(/^[a-z-]{0,6}$/),
      order: fc.integer({ min: 0, max: 100_000 }),
      leagueCount: fc.nat(500),
      liveCount: fc.nat(500),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 42 }), fc.array(item, { maxLength: 8 }), (sportId, countries) => {
        const body = encodeFeed([[[RowKey.sport, String(sportId)]], ...countries.map(sportCountryCells)]);
        expect(decodeSportCountries(body)).toEqual({ sportId, countries: countries.length ? countries : [] });
      }),
    );
  });

  it('the empty feed has no countries; unknown rows and cells are skipped', () => {
    expect(decodeSportCountries('0')).toEqual({ sportId: 0, countries: [] });
    expect(decodeSportCountries('SA÷1¬~XX÷1¬~CA÷2¬CN÷x¬CC÷es¬CO÷5¬CLL÷-3¬ZZ÷9¬~').countries).toEqual([
      { id: 2, name: 'x', code: 'es', order: 5, leagueCount: 0, liveCount: 0 },
    ]);
  });
});
