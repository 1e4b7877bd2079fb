/**
 * Headers of every answer and the refusal of cross-site writes (accounts/security.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type AccountHarness, accountHarness } from './testing.ts';

describe('browser security', () => {
  let h: AccountHarness;
  afterEach(() => h.close());

  it('every answer: nosniff, referrer policy, no framing, a CSP; HSTS only over https', async () => {
    h = await accountHarness();
    for (const url of ['/healthz', '/x/feed/sys_1', '/nothing-here']) {
      const res = await h.get(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // Behind a proxy we trust, https is known from X-Forwarded-Proto.
    await h.close();
    h = await accountHarness({ accounts: { trustProxy: true } });
    const proxied = await h.get('/healthz', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await h.close();
    h = await accountHarness({ config: { publicOrigin: 'https://nerali.in' } });
    expect((await h.get('/healthz')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('refuses state-changing requests from other sites, allows our pages and non-browser clients', async () => {
    h = await accountHarness({ config: { publicOrigin: 'https://nerali.in' } });
    const body = { email: 'a@example.in', password: 'Kabaddi#Raid7' };
    const cross = await h.post('/v3/login', body, { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({
      code: 'NRL_ERR_ACCOUNTS_CROSS_SITE',
      message: 'cross-site requests cannot change anything here',
      status: 403,
    });
    expect((await h.post('/v3/login', body, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(
      (await h.post('/v3/login', body, { 'sec-fetch-site': 'same-site', origin: 'https://sub.nerali.in' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await h.post('/v3/login', body, { origin: 'https://nerali.in', 'sec-fetch-site': 'same-origin' }))
        .statusCode,
    ).toBe(200);
    expect((await h.post('/v3/login', body)).statusCode).toBe(200);
    // The ingest API (bearer keys) is not a browser's business.
    expect(
      (await h.post('/api/ingest/v1/countries/in', {}, { origin: 'https://evil.example' })).statusCode,
    ).toBe(401);
  });

  it('takes account bodies only as JSON (no text/plain form posts), and answers privately', async () => {
    h = await accountHarness();
    const res = await h.server.app.inject({
      method: 'POST',
      url: '/v3/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@example.in","password":"Kabaddi#Raid7"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'NRL_ERR_ACCOUNTS_BAD_REQUEST', status: 415 });
    const ok = await h.post('/v3/login', { email: 'a@example.in', password: 'Kabaddi#Raid7' });
    expect(ok.headers['cache-control']).toBe('no-store');
  });
});
