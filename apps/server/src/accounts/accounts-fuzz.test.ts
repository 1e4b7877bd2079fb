/**
 * [fast-check] Every body of every account endpoint, shaped or not: never a 5xx, always one of the
 * spec's answers, and a body sent twice stores nothing twice.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountHarness, accountHarness, signedUp } from './testing.ts';
import type { MailRecord } from './store.ts';
import { fuzzRuns, hasForbiddenKey } from '../testing/fuzz.ts';
import { ACCOUNT_POSTS } from '../testing/probes.ts';

const POSTS = ACCOUNT_POSTS;

describe('account bodies under fast-check', () => {
  let h: AccountHarness;
  let session: { id: string; hash: string };
  beforeAll(async () => {
    // A cheap hasher: this test is about shapes, not password cost (argon2 is covered elsewhere).
    h = await accountHarness({
      build: {},
      accounts: { google: { issuer: 'https://accounts.google.com', clientId: 'x', clientSecret: 'y' } },
    });
    session = await signedUp(h, 'fuzz@example.in');
  });
  afterAll(() => h.close());

  const plausible = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(
      'fuzz@example.in',
      'Kabaddi#Raid7',
      'verifyAccount',
      'google',
      'nerali',
      'mygames',
      'tou',
      'pp',
      '',
      null,
      true,
      1,
      0,
    ),
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.record(
      {
        email: plausible,
        password: plausible,
        newpassword: plausible,
        loggedIn: fc.oneof(plausible, fc.constant('SESSION')),
        key: plausible,
        dataDiff: fc.oneof(
          plausible,
          fc.record({
            merge: fc.dictionary(fc.string({ maxLength: 20 }), plausible),
            unmerge: fc.array(fc.string({ maxLength: 20 })),
          }),
        ),
        t: plausible,
        c: plausible,
        i: plausible,
        provider: plausible,
        termsofservice: plausible,
        touApproval: plausible,
        ppApproval: plausible,
        projectId: plausible,
        terms: plausible,
        marketing: plausible,
        captcha: plausible,
        name: plausible,
        namespace: plausible,
        project: plausible,
      },
      { requiredKeys: [] },
    ),
  );

  it('never answers 5xx, and answers 200 with r or err for v3/v4', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), body, fc.boolean(), async (path, raw, withAuth) => {
        const payload =
          raw &&
          typeof raw === 'object' &&
          !Array.isArray(raw) &&
          (raw as { loggedIn?: unknown }).loggedIn === 'SESSION'
            ? { ...raw, loggedIn: session }
            : raw;
        h.clock.advance(3_600_000); // keep the per-address limits out of the way
        const text = JSON.stringify(payload);
        const res = await h.post(
          path,
          text,
          withAuth
            ? { authorization: `Basic ${Buffer.from(`${session.id}:${session.hash}`).toString('base64')}` }
            : {},
        );
        expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(500);
        if (hasForbiddenKey(text)) {
          // Refused by the JSON parser before any route runs: the HTTP error shape, on v3/v4 as on v5.
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json()).toEqual({
            code: 'NRL_ERR_ACCOUNTS_BAD_REQUEST',
            message: expect.stringMatching(/^body has a forbidden key at \//),
            status: 400,
          });
        } else if (path.startsWith('/v3/') || path.startsWith('/v4/')) {
          expect(res.statusCode, res.body).toBe(200);
          const answer = res.json() as { r?: string; err?: string };
          expect(answer.r === 'XY1' || /^XE([0-9]|1[0-3])$/.test(answer.err ?? ''), res.body).toBe(true);
          expect(answer.err, `${path} ${JSON.stringify(payload)}`).not.toBe('XE0');
        }
      }),
      fuzzRuns(250),
    );
  });

  it('refuses a body with a __proto__ or constructor.prototype key with a coded 400 that names the key', async () => {
    for (const path of ['/v3/registration', '/v4/getdata', '/v5/accounts/forgotten-password']) {
      const proto = await h.post(path, '{"email":"fuzz@example.in","password":{"__proto__":{"admin":true}}}');
      expect(proto.statusCode, proto.body).toBe(400);
      expect(proto.json()).toEqual({
        code: 'NRL_ERR_ACCOUNTS_BAD_REQUEST',
        message:
          'body has a forbidden key at /password/__proto__: __proto__ and constructor.prototype keys are refused',
        status: 400,
      });
      const ctor = await h.post(path, '{"a":[{"constructor":{"prototype":{}}}]}');
      expect(ctor.json()).toMatchObject({ code: 'NRL_ERR_ACCOUNTS_BAD_REQUEST', status: 400 });
      expect(ctor.json().message).toContain('/a/0/constructor/prototype');
      // Broken JSON says so, without quoting the body back (it may hold a password).
      const broken = await h.post(path, '{"password":"Kabaddi#Raid7",');
      expect(broken.json()).toEqual({
        code: 'NRL_ERR_ACCOUNTS_BAD_REQUEST',
        message: 'body is not valid JSON',
        status: 400,
      });
    }
  });

  it('stores nothing twice: the same merge again keeps the version; the same registration makes one account', async () => {
    const s = await signedUp(h, 'twice@example.in');
    await h.post(
      '/v5/users/me/marketing-approval',
      { marketing: true },
      { authorization: `Basic ${Buffer.from(`${s.id}:${s.hash}`).toString('base64')}` },
    );
    const key = fc.stringMatching(/^g_1_[a-z0-9]{8}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(key, fc.record({ AD: fc.integer({ min: 1, max: 2e9 }), is_duel: fc.boolean() }), {
          maxKeys: 5,
        }),
        async (games) => {
          h.clock.advance(3_600_000);
          const merge = Object.fromEntries(Object.entries(games).map(([id, g]) => [`mygames.data.${id}`, g]));
          const first = await h.post('/v3/storemergeddata', {
            loggedIn: s,
            key: 'mygames',
            dataDiff: { merge },
          });
          expect(first.json()).toEqual({ r: 'XY1' });
          const version = (await h.post('/v4/getdata', { loggedIn: s })).json().version;
          const second = await h.post('/v3/storemergeddata', {
            loggedIn: s,
            key: 'mygames',
            dataDiff: { merge },
          });
          expect(second.json()).toEqual({ r: 'XY1' });
          expect((await h.post('/v4/getdata', { loggedIn: s })).json().version).toBe(version);
        },
      ),
      fuzzRuns(30),
    );
    const reg = {
      email: 'once@example.in',
      password: 'Kabaddi#Raid7',
      termsofservice: true,
      touApproval: true,
      ppApproval: true,
    };
    await Promise.all([h.post('/v3/registration', reg), h.post('/v3/registration', reg)]);
    const mails = (await h.mails()).filter((m: MailRecord) => m.recipient === 'once@example.in');
    expect(mails.filter((m) => m.kind === 'verify')).toHaveLength(
      mails.length - mails.filter((m) => m.kind === 'notice').length,
    );
    expect(await h.server.accounts.ctx.store.findAccountByEmail('once@example.in')).not.toBeNull();
  });
});
