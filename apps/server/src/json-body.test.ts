/**
 * The JSON body parser of every route: text PostgreSQL cannot store is refused by pointer, in the
 * ingest API's and the accounts' bodies alike, before any route runs (issue 12 point 1).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from './app.ts';
import { unstorableReason, unstorableTextPath } from './json-body.ts';
import { testConfig } from './testing/fixtures.ts';
import { anyText, fuzzRuns } from './testing/fuzz.ts';

describe('unstorableTextPath', () => {
  it('names the first key or value holding a NUL or a lone surrogate, by JSON pointer', () => {
    expect(unstorableTextPath({ a: 'ok', b: ['x', 'Lost \ud800 FC'] })).toEqual({
      path: '/b/1',
      reason: expect.stringMatching(/lone UTF-16 surrogate/),
    });
    expect(unstorableTextPath({ 'a/b~': { c: 'nul\u0000' } })?.path).toBe('/a~1b~0/c');
    expect(unstorableTextPath({ ok: 1, ['\udc00']: 2 })).toEqual({
      path: '/\udc00',
      reason: expect.stringMatching(/^key holds a lone/),
    });
    expect(unstorableTextPath('\u0000')?.path).toBe('');
    // In document order: the first offending member is the one a provider fixes first.
    expect(unstorableTextPath({ first: '\ud800', second: '\u0000' })?.path).toBe('/first');
  });

  it('lets every well-formed text through: pairs, Tamil, noncharacters, C1 controls, U+2028', () => {
    for (const text of ['🏏 கோவா', '\ud83d\ude00', '\ufffe\uffff', '\u0085\u2028\ufeff', '~¬÷\\', '']) {
      expect(unstorableReason(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('agrees with a scan of the JSON text for any value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), anyText(8), (value, text) => {
        const body = { value, text, [text]: value };
        const escaped = JSON.stringify(body);
        const found = unstorableTextPath(JSON.parse(escaped));
        expect(found === null).toBe(unstorableReason(text) === null && unstorableTextPath(value) === null);
      }),
      fuzzRuns(500),
    );
  });
});

describe('every body of every route', () => {
  let server: NeraliServer;
  beforeAll(async () => {
    server = await buildServer(testConfig(), { logger: false });
  });
  afterAll(async () => {
    await server.app.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('accounts: a lone surrogate in a value or a key is a coded 400 that names it', async () => {
    // Written as JSON escapes, as a client's JSON.stringify sends a lone surrogate.
    const registration = await post('/v3/registration', '{"email":"ravi\\ud800@example.in","password":"x"}');
    expect(registration.statusCode).toBe(400);
    expect(registration.json()).toMatchObject({
      code: 'NRL_ERR_ACCOUNTS_BAD_REQUEST',
      message: expect.stringMatching(/^body text at \/email holds a lone UTF-16 surrogate/),
    });
    const merged = await post('/v3/storemergeddata', '{"data":{"fav\\udfff":1}}');
    expect(merged.statusCode).toBe(400);
    expect(merged.json().message).toMatch(/^body text at \/data\/fav\udfff key holds a lone/);
    const v5 = await post('/v5/accounts/forgotten-password', '{"email":"a\\u0000@example.in"}');
    expect(v5.statusCode).toBe(400);
    expect(v5.json().message).toMatch(/\/email holds the NUL character/);
  });

  it("Apple's form callback: a %00 in a field is refused too", async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/auth/apple/callback',
      payload: 'state=abc&code=a%00b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^form field at \/code holds the NUL character/);
  });

  it('an escaped backslash before "u0000" is text, not a NUL: the body goes on to its route', async () => {
    const res = await post('/v3/registration', '{"email":"\\\\u0000@example.in","password":"x"}');
    expect(res.statusCode).toBe(200); // the route's own answer (an XE code), not the parser's 400
  });
});
