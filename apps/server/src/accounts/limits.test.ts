/**
 * The per-address request limits count every request, whatever its body (issue 12 §4, audit
 * reliability finding 6): before, a body that failed its schema was answered XE11 before the limit
 * was looked at, so 35 invalid sign-ins from one address got 35 × XE11 and never 429.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './constants.ts';
import { type AccountHarness, accountHarness, PASSWORD } from './testing.ts';

type Body = { payload: string; contentType: string };
const json = (value: unknown): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' });

describe('per-address request limits', () => {
  let h: AccountHarness;
  beforeEach(async () => {
    h = await accountHarness();
  });
  afterEach(() => h.close());

  /** Sends `count` requests from one address; the 1-based number of the first 429 and its Retry-After. */
  async function firstRefusal(
    path: string,
    bodies: (i: number) => Body,
    count: number,
    remoteAddress: string,
  ): Promise<{ at: number | null; retryAfter: string | undefined; answers: string[] }> {
    const answers: string[] = [];
    for (let i = 1; i <= count; i++) {
      const { payload, contentType } = bodies(i);
      const res = await h.server.app.inject({
        method: 'POST',
        url: path,
        remoteAddress,
        headers: { 'content-type': contentType },
        payload,
      });
      answers.push(`${res.statusCode} ${res.body.slice(0, 40)}`);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'NRL_ERR_ACCOUNTS_RATE_LIMITED', status: 429 });
        return { at: i, retryAfter: res.headers['retry-after'] as string | undefined, answers };
      }
    }
    return { at: null, retryAfter: undefined, answers };
  }

  it('35 sign-ins with a schema-invalid body: 429 at the same count as valid ones', async () => {
    const { max } = RATE_LIMITS.sensitive;
    const valid = await firstRefusal(
      '/v3/login',
      () => json({ email: 'a@example.in', password: PASSWORD }),
      35,
      '127.0.7.1',
    );
    const invalid = await firstRefusal('/v3/login', () => json({ email: 'x' }), 35, '127.0.7.2');
    console.log(
      `first 429: valid bodies at ${valid.at}, invalid at ${invalid.at} (Retry-After ${invalid.retryAfter} s); ` +
        `invalid answers before: ${invalid.answers[0]}`,
    );
    expect(valid.at).toBe(max + 1);
    // Before the fix: null (35 × 200 {"err":"XE11"}).
    expect(invalid.at).toBe(max + 1);
    expect(Number(invalid.retryAfter)).toBeGreaterThan(0);
  });

  it('counts any body: schema-invalid, unreadable JSON, not JSON, empty', async () => {
    const kinds: Body[] = [
      json({ email: 'x' }),
      { payload: '{"email":', contentType: 'application/json' },
      { payload: 'email=x', contentType: 'application/x-www-form-urlencoded' },
      { payload: '', contentType: 'application/json' },
      json({ email: 'a@example.in', password: PASSWORD }),
    ];
    const mixed = await firstRefusal('/v3/login', (i) => kinds[i % kinds.length] as Body, 35, '127.0.7.3');
    expect(mixed.at).toBe(RATE_LIMITS.sensitive.max + 1);
  });

  it.each([
    ['/v3/registration', { email: 'x' }],
    ['/v3/forgottenpassword', { email: { x: 1 } }],
    ['/v3/verifyaccount', {}],
    ['/v5/accounts/forgotten-password', { email: 'x' }],
  ])('the mailing call %s counts invalid bodies too', async (path, body) => {
    const { max } = RATE_LIMITS.mail;
    const invalid = await firstRefusal(path, () => json(body), max + 5, '127.0.7.4');
    expect(invalid.at).toBe(max + 1);
  });

  it('the other limited calls (verification, password change) count invalid bodies too', async () => {
    for (const [path, address] of [
      ['/v3/verification', '127.0.7.5'],
      ['/v3/passwordchange', '127.0.7.6'],
    ] as const) {
      const invalid = await firstRefusal(path, () => json({ c: 1 }), 35, address);
      expect(invalid.at, path).toBe(RATE_LIMITS.sensitive.max + 1);
    }
  });
});
