import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeGeoHeaderValue,
  encodeGeoHeaderValue,
  type GeoLocation,
  GeoHeader,
  geoGroupKeys,
  geoResponseHeaders,
  isoSubdivisionCode,
  normalizeCountry,
  normalizeSubdivision,
  readGeoHeaders,
  UNKNOWN_LOCATION,
} from './location.ts';

describe('visitor location', () => {
  it.each([
    ['IN', 'IN'],
    ['in', 'IN'],
    [' lk ', 'LK'],
    ['XK', 'XK'],
    ['XX', null],
    ['T1', null],
    ['EU', null],
    ['ZZ', null],
    ['IND', null],
    ['', null],
    ['default', null],
    ['இந', null],
    [undefined, null],
    [42, null],
  ])('[GEO1] country %j reads as %j', (value, expected) => {
    expect(normalizeCountry(value)).toBe(expected);
  });

  it.each([
    ['TN', 'IN', 'TN'],
    ['tn', 'IN', 'TN'],
    ['IN-TN', 'IN', 'TN'],
    ['  in-tn  ', 'IN', 'TN'],
    [`IN-TN${' '.repeat(40)}`, 'IN', null],
    ['US-CA', 'IN', null],
    ['1', 'LK', '1'],
    ['ENG', 'GB', 'ENG'],
    ['TN', null, null],
    ['TAMIL', 'IN', null],
    ['', 'IN', null],
    ['IN-', 'IN', null],
    [undefined, 'IN', null],
  ])('[GEO1] subdivision %j of %j reads as %j', (value, country, expected) => {
    expect(normalizeSubdivision(value, country)).toBe(expected);
  });

  it('[GEO2] the ISO subdivision code loses its dash', () => {
    expect(isoSubdivisionCode('IN', 'TN')).toBe('INTN');
    expect(isoSubdivisionCode('LK', '1')).toBe('LK1');
  });

  it('[GEO3] group keys go from country:subdivision to country to default', () => {
    expect(geoGroupKeys('IN', 'TN')).toEqual(['IN:TN', 'IN', 'default']);
    expect(geoGroupKeys('IN', null)).toEqual(['IN', 'default']);
    expect(geoGroupKeys(null, null)).toEqual(['default']);
  });
});

describe('geo headers', () => {
  const chennai: GeoLocation = {
    country: 'IN',
    subdivision: 'TN',
    city: 'Chennai',
    subdivisionName: 'Tamil Nadu',
    subdivisionName1: null,
  };

  it('[GEO4] writes the spec headers, with the ISO code dash removed', () => {
    expect(geoResponseHeaders(chennai)).toEqual([
      [GeoHeader.countryCode, 'IN'],
      [GeoHeader.cityName, 'Chennai'],
      [GeoHeader.subdivisionName0, 'Tamil Nadu'],
      [GeoHeader.subdivisionCode0, 'TN'],
      [GeoHeader.isoSubdivisionCode0, 'INTN'],
    ]);
  });

  it("[GEO4] an unknown visitor still gets a country header: 'default'", () => {
    expect(geoResponseHeaders(UNKNOWN_LOCATION)).toEqual([[GeoHeader.countryCode, 'default']]);
    expect(readGeoHeaders((name) => (name === GeoHeader.countryCode ? 'default' : null))).toEqual(
      UNKNOWN_LOCATION,
    );
  });

  it('[GEO4] header values are ASCII: other characters are percent-encoded UTF-8', () => {
    expect(encodeGeoHeaderValue('São Paulo')).toBe('S%C3%A3o Paulo');
    expect(encodeGeoHeaderValue('சென்னை')).toBe(encodeURIComponent('சென்னை'));
    expect(encodeGeoHeaderValue('50% off\r\nx: y')).toBe('50%25 off%0D%0Ax: y');
    expect(encodeGeoHeaderValue('a\ud800b')).toBe('a%EF%BF%BDb');
    expect(encodeGeoHeaderValue('x'.repeat(500))).toHaveLength(100);
    expect(encodeGeoHeaderValue(' a b ')).toBe('%20a b%20');
    expect(decodeGeoHeaderValue('%E0%A4')).toBe('%E0%A4');
  });

  it('[GEO4] reading the written headers gives the location back (fast-check)', () => {
    // HTTP trims values (GEO4 sends them trimmed), so the names here come trimmed.
    const name = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 100 })
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const text = fc.option(name, { nil: null });
    const located = fc.record({
      country: fc.constantFrom('IN', 'LK', 'SG', 'MY', 'GB'),
      subdivision: fc.option(fc.stringMatching(/^[A-Z0-9]{1,3}$/), { nil: null }),
      city: text,
      subdivisionName: text,
      subdivisionName1: text,
    });
    fc.assert(
      fc.property(located, (location) => {
        const headers = new Map(geoResponseHeaders(location));
        for (const value of headers.values()) expect(value).toMatch(/^[\x20-\x7e]*$/);
        expect(readGeoHeaders((name) => headers.get(name))).toEqual(location);
      }),
    );
  });

  it('[GEO1] [GEO4] reading garbage headers never throws and keeps only valid codes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.values(GeoHeader)), fc.string()), (raw) => {
        const location = readGeoHeaders((name) => raw[name]);
        if (location.country !== null) expect(location.country).toMatch(/^[A-Z]{2}$/);
        if (location.subdivision !== null) expect(location.subdivision).toMatch(/^[A-Z0-9]{1,3}$/);
      }),
    );
  });
});
