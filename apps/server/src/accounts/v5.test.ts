/**
 * The v5 calls (spec 2 §7): terms documents, the user's terms and agreements (and XE8 until then),
 * marketing consent, the forgotten-password call with its captcha, and the v5 error codes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha } from './captcha.ts';
import { Xe } from './constants.ts';
import { type AccountHarness, accountHarness, basic, PASSWORD, signedUp } from './testing.ts';

describe('identity service v5', () => {
  let h: AccountHarness;
  beforeEach(async () => {
    h = await accountHarness();
  });
  afterEach(() => h.close());

  it('lists the terms documents and serves a version or the latest, in Tamil and English', async () => {
    const list = await h.get('/v5/terms/tou/documents?archived=true&projectIds=1');
    expect(list.json()).toEqual({
      documents: [
        {
          type: 'tou',
          version: '2026-11-01',
          projectId: 1,
          publishedAt: '2026-11-01T00:00:00.000Z',
          archived: false,
          titles: { ta: 'பயன்பாட்டு விதிமுறைகள்', en: 'Terms of use' },
        },
      ],
    });
    const latest = (await h.get('/v5/terms/pp/documents/latest?projectId=1')).json();
    expect(latest).toMatchObject({
      type: 'pp',
      version: '2026-11-01',
      texts: { ta: { title: 'தனியுரிமைக் கொள்கை' } },
    });
    expect((await h.get('/v5/terms/tou/documents/2026-11-01')).statusCode).toBe(200);
    expect((await h.get('/v5/terms/tou/documents/2020-01-01')).json()).toMatchObject({
      status: 404,
      code: 'NRL_ERR_ACCOUNTS_NOT_FOUND',
    });
    expect((await h.get('/v5/terms/tou/documents?projectIds=7')).json()).toEqual({
      code: 101,
      message: 'unknown project',
      status: 400,
    });
    expect((await h.get('/v5/terms/xx/documents')).json()).toMatchObject({ code: 100, status: 400 });
  });

  it('XE8 until the pending terms are agreed: login reports them, sync stores nothing, agreement clears them', async () => {
    const s = await signedUp(h);
    // An account registered before today's terms: no agreements (the test empties the memory store's).
    const store = h.server.accounts.ctx.store as unknown as { agreements?: unknown[] };
    store.agreements?.splice(0);
    const login = (await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD })).json();
    expect(login.errors).toContainEqual({
      err: 'XE8',
      details: [
        { type: 'tou', version: '2026-11-01', projectId: 1 },
        { type: 'pp', version: '2026-11-01', projectId: 1 },
      ],
    });
    const sync = { loggedIn: s, key: 'settings', dataDiff: { merge: { 'settings.sortByTime': true } } };
    expect((await h.post('/v3/storemergeddata', sync)).json()).toMatchObject({
      err: Xe.termsConfirmationNeeded,
    });
    expect((await h.post('/v4/getdata', { loggedIn: s })).json().data).toEqual({});
    const mine = (await h.get('/v5/users/me/terms?projectIds=1', basic(s))).json();
    expect(mine.terms).toEqual([
      {
        type: 'tou',
        projectId: 1,
        version: '2026-11-01',
        agreedVersion: null,
        agreedAt: null,
        pending: true,
      },
      { type: 'pp', projectId: 1, version: '2026-11-01', agreedVersion: null, agreedAt: null, pending: true },
    ]);
    const bad = await h.post(
      '/v5/users/me/terms-agreements',
      { projectId: 1, terms: [{ type: 'tou', version: '1999-01-01' }] },
      basic(s),
    );
    expect(bad.json()).toMatchObject({ code: 101, status: 400 });
    const agreed = await h.post(
      '/v5/users/me/terms-agreements',
      {
        projectId: 1,
        terms: [
          { type: 'tou', version: '2026-11-01' },
          { type: 'pp', version: '2026-11-01' },
        ],
      },
      basic(s),
    );
    expect(agreed.json().terms.every((t: { pending: boolean }) => !t.pending)).toBe(true);
    expect((await h.post('/v3/storemergeddata', sync)).json()).toMatchObject({ r: 'XY1' });
    expect((await h.post('/v4/getdata', { loggedIn: s })).json().data).toEqual({
      settings: { sortByTime: true },
    });
  });

  it('marketing consent: read, change; 130 without valid Basic credentials; 100 for a bad body', async () => {
    const s = await signedUp(h);
    expect((await h.get('/v5/users/me/marketing-consent', basic(s))).json()).toEqual({
      marketing: false,
      thirdParties: false,
      answeredAt: null,
      variant: null,
      pending: { code: 1005, variant: 'BASIC_INITIAL' },
    });
    const put = await h.server.app.inject({
      method: 'PUT',
      url: '/v5/users/me/marketing-consent',
      headers: { ...basic(s), 'x-platform': 'web', 'x-version': 'client-v4' },
      payload: { marketing: true },
    });
    expect(put.json()).toMatchObject({ marketing: true, variant: 'CONSENT', pending: null });
    expect((await h.get('/v5/users/me/marketing-consent')).json()).toEqual({
      code: 130,
      message: 'sign in again',
      status: 401,
    });
    expect(
      (await h.get('/v5/users/me/marketing-consent', basic({ id: s.id, hash: 'x'.repeat(43) }))).statusCode,
    ).toBe(401);
    expect(
      (await h.post('/v5/users/me/marketing-approval', { marketing: 'yes' }, basic(s))).json(),
    ).toMatchObject({ code: 100, status: 400 });
  });

  it('forgotten password (v5): 120 without a solved captcha; 200 {} for any address with one; a challenge works once', async () => {
    await signedUp(h);
    expect(
      (await h.post('/v5/accounts/forgotten-password', { email: 'ravi@example.in', captcha: 'nope' })).json(),
    ).toEqual({ code: 120, message: 'captcha not solved', status: 400 });
    const solution = solveCaptcha((await h.get('/v5/captcha')).json());
    const ok = await h.post('/v5/accounts/forgotten-password', {
      email: 'ravi@example.in',
      captcha: solution,
      projectId: 1,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({});
    expect((await h.lastMail('ravi@example.in'))?.kind).toBe('forgottenPassword');
    expect(
      (
        await h.post('/v5/accounts/forgotten-password', { email: 'ravi@example.in', captcha: solution })
      ).json(),
    ).toMatchObject({ code: 120 });
    const other = Buffer.from(JSON.stringify(solveCaptcha((await h.get('/v5/captcha')).json()))).toString(
      'base64',
    );
    expect(
      (await h.post('/v5/accounts/forgotten-password', { email: 'not-an-address', captcha: other })).json(),
    ).toMatchObject({ code: 101, status: 400 });
  });
});
