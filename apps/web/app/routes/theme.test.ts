/**
 * /theme/ sends the browser back to a page of this site and nowhere else (issue 12 §2): the cases of
 * the reliability audit (a tab or backslash that browsers drop or read as `/`, CR, LF, NUL, U+2028),
 * then arbitrary strings: the Location is always one path of our origin, and a valid header value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loader, RETURN_PATH_MAX, safeReturnPath } from './theme.ts';

const ORIGIN = 'https://nerali.test';

async function theme(query: URLSearchParams): Promise<Response> {
  const request = new Request(`${ORIGIN}/theme/?${query.toString()}`);
  return (await loader({ request, params: {}, context: {} } as never)) as Response;
}

/** Where a browser goes with this Location, tabs and newlines dropped as browsers drop them. */
function followed(location: string): URL {
  return new URL(location.replace(/[\t\n\r]/g, ''), ORIGIN);
}

/** Any UTF-16 code unit (lone surrogates included), with the characters that matter weighted up. */
const unit = fc.oneof(
  fc.constantFrom(...'/\\.%?#:@en\t\n\r\0 \u00a0\u2028\u2029\ud800\udfff\ufeffத'.split('')),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const anyTo = fc.oneof(
  fc.string({ unit, maxLength: 40 }),
  fc.string({ unit, maxLength: 40 }).map((s) => `/${s}`),
  fc.string({ unit, maxLength: 40 }).map((s) => `/ta/${s}`),
  fc
    .tuple(fc.integer({ min: RETURN_PATH_MAX - 8, max: RETURN_PATH_MAX + 8 }), unit)
    .map(([n, c]) => `/${'a'.repeat(n)}${c}`),
);

describe('safeReturnPath', () => {
  it.each([
    ['/\t/evil.example/', '/ta/'],
    ['/\t\\evil.example/', '/ta/'],
    ['/\n/x', '/ta/'],
    ['/\r/x', '/ta/'],
    ['/\0x', '/ta/'],
    ['/\u2028x', '/ta/'],
    ['/\u2029x', '/ta/'],
    ['/\u200bx', '/ta/'],
    ['/\ud800x', '/ta/'],
    ['/ x', '/ta/'],
    ['//evil.example/', '/ta/'],
    ['/\\evil.example/', '/ta/'],
    ['/ta/\\evil', '/ta/'],
    ['https://evil.example/', '/ta/'],
    ['http:evil.example', '/ta/'],
    ['javascript:alert(1)', '/ta/'],
    ['evil.example', '/ta/'],
    ['/..//evil.example/', '/ta/'],
    ['/.//evil.example/', '/ta/'],
    ['/%2e%2e//evil.example/', '/ta/'],
    ['', '/ta/'],
    ['/en/\n/x', '/en/'],
    ['/english/\n', '/ta/'],
  ])('%j goes to the home page %s', (to, home) => {
    expect(safeReturnPath(to, ORIGIN)).toBe(home);
  });

  it(`goes home for a value over ${RETURN_PATH_MAX} characters`, () => {
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX - 1)}`, ORIGIN)).toHaveLength(RETURN_PATH_MAX);
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX)}`, ORIGIN)).toBe('/ta/');
    // Encoding may lengthen a value that was short enough: the encoded one is what must fit.
    expect(safeReturnPath(`/${'த'.repeat(RETURN_PATH_MAX / 4)}`, ORIGIN)).toBe('/ta/');
  });

  it('is the home page of the Tamil edition without `to`', () => {
    expect(safeReturnPath(null, ORIGIN)).toBe('/ta/');
  });

  it.each([
    ['/ta/tennis/', '/ta/tennis/'],
    ['/en/search/?q=kohli', '/en/search/?q=kohli'],
    ['/ta/search/?q=%E0%AE%A4', '/ta/search/?q=%E0%AE%A4'],
    ['/ta/match/g_1_abcd1234/#lineups', '/ta/match/g_1_abcd1234/#lineups'],
    // Characters a browser would encode are encoded here too: the header stays ASCII.
    ['/ta/search/?q=தமிழ்', '/ta/search/?q=%E0%AE%A4%E0%AE%AE%E0%AE%BF%E0%AE%B4%E0%AF%8D'],
    ['/ta/"<x>', '/ta/%22%3Cx%3E'],
    ['/ta/../en/', '/en/'],
    ['/en', '/en'],
  ])('keeps the page of this site %j', (to, location) => {
    expect(safeReturnPath(to, ORIGIN)).toBe(location);
  });

  it('always gives one path of this origin that a Location header can hold', () => {
    fc.assert(
      fc.property(anyTo, (to) => {
        const location = safeReturnPath(to, ORIGIN);
        expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(location.length).toBeLessThanOrEqual(RETURN_PATH_MAX);
        expect(followed(location).origin).toBe(ORIGIN);
        expect(() => new Headers({ location })).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('/theme/ loader', () => {
  it('sets the cookie and answers 303 to the page, not cached', async () => {
    const res = await theme(new URLSearchParams({ set: 'dark', to: '/ta/tennis/' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ta/tennis/');
    expect(res.headers.get('set-cookie')).toMatch(/^theme=dark;/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['/%09/evil.example/', '/%0a/x', '/%0d/x', '/%00x', '/%E2%80%A8x'])(
    'answers 303 /ta/ for to=%s (before: off-site or a 500)',
    async (to) => {
      const res = await loader({
        request: new Request(`${ORIGIN}/theme/?set=dark&to=${to}`),
        params: {},
        context: {},
      } as never);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/ta/');
    },
  );

  it('never throws and always redirects within the site, whatever the query holds', async () => {
    await fc.assert(
      fc.asyncProperty(anyTo, async (to) => {
        const res = await theme(new URLSearchParams({ set: 'dark', to }));
        expect(res.status).toBe(303);
        expect(followed(res.headers.get('location') ?? '').origin).toBe(ORIGIN);
      }),
      { numRuns: 500 },
    );
  });
});
