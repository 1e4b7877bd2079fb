/**
 * The identity service end to end on memory storage (spec 2 §7, §8): every endpoint, every answer code.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Xe } from './constants.ts';
import { solveCaptcha } from './captcha.ts';
import { digest } from './crypto.ts';
import { issueSigninTicket } from './service/social.ts';
import {
  type AccountHarness,
  accountHarness,
  accountIdOf,
  basic,
  codeOf,
  PASSWORD,
  signedUp,
} from './testing.ts';

const REG = { termsofservice: true, touApproval: true, ppApproval: true, namespace: 'nerali', project: 1 };

describe('identity service v3/v4', () => {
  let h: AccountHarness;
  beforeEach(async () => {
    h = await accountHarness({
      accounts: {
        google: { issuer: 'https://accounts.google.com', clientId: 'nerali', clientSecret: 's' },
        apple: { issuer: 'https://appleid.apple.com', clientId: 'nerali', clientSecret: 's' },
      },
    });
  });
  afterEach(() => h.close());

  it('registers (XY1), mails a 40-hex verifyAccount code, refuses sign-in until verified (XE4)', async () => {
    const reg = await h.post('/v3/registration', { email: 'Ravi@Example.in', password: PASSWORD, ...REG });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ r: 'XY1' });
    const mail = await h.lastMail('ravi@example.in');
    expect(mail?.kind).toBe('verify');
    expect(mail?.subject).toBe('நேரலை: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்');
    expect(codeOf(mail)).toMatch(/^[0-9a-f]{40}$/);
    const early = await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD });
    expect(early.json()).toEqual({ err: Xe.registrationNotConfirmed });

    const verify = { t: 'verifyAccount', c: codeOf(mail), i: accountIdOf(mail) };
    expect((await h.post('/v3/verification', verify)).json()).toEqual({ r: 'XY1', t: 'verifyAccount' });
    // Single use.
    expect((await h.post('/v3/verification', verify)).json()).toEqual({ err: Xe.verificationFail });
    const login = await h.post('/v3/login', {
      email: 'RAVI@example.in',
      password: PASSWORD,
      namespace: 'nerali',
      project: 1,
    });
    expect(login.json()).toMatchObject({ r: 'XY1', id: accountIdOf(mail) });
    expect(login.json().hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('mails in English for /en users', async () => {
    await h.post('/v3/registration', { email: 'sam@example.com', password: PASSWORD, lang: 'en', ...REG });
    expect((await h.lastMail('sam@example.com'))?.subject).toBe('Nerali: confirm your e-mail address');
  });

  it('answers a registration with a taken address exactly like a new one, and mails the owner (no XE3 leak)', async () => {
    await signedUp(h, 'ravi@example.in');
    const again = await h.post('/v3/registration', {
      email: 'ravi@example.in',
      password: 'Other#Pass9',
      ...REG,
    });
    expect(again.json()).toEqual({ r: 'XY1' });
    expect((await h.lastMail('ravi@example.in'))?.kind).toBe('notice');
    // The password did not change.
    expect((await h.post('/v3/login', { email: 'ravi@example.in', password: 'Other#Pass9' })).json()).toEqual(
      { err: Xe.loginMismatch },
    );
  });

  it('XE3 for a nickname taken (ignoring case); XE11 for rule breaks and unapproved terms', async () => {
    await h.post('/v3/registration', {
      email: 'a@example.in',
      password: PASSWORD,
      name: 'Thalaivar_7',
      ...REG,
    });
    const clash = await h.post('/v3/registration', {
      email: 'b@example.in',
      password: PASSWORD,
      name: 'thalaivar_7',
      ...REG,
    });
    expect(clash.json()).toEqual({ err: Xe.registrationDuplicate });
    const bad = [
      { email: 'not-an-email', password: PASSWORD },
      { email: 'c@example.in', password: 'short#A' },
      { email: 'c@example.in', password: 'no upper#case1' },
      { email: 'c@example.in', password: 'nouppercase#1' },
      { email: 'c@example.in', password: 'NOLOWER#CASE1' },
      { email: 'c@example.in', password: 'NoSpecialChar1' },
      { email: 'c@example.in', password: 'Password1!' }, // a common password, decorated
      { email: 'c@example.in', password: PASSWORD, name: 'ab' },
    ];
    for (const body of bad)
      expect((await h.post('/v3/registration', { ...body, ...REG })).json()).toEqual({
        err: Xe.validationError,
      });
    // Registration may mail: 10 calls an hour per address (the next one is 429, tested below).
    h.clock.advance(3_600_000);
    const unapproved = await h.post('/v3/registration', {
      email: 'c@example.in',
      password: PASSWORD,
      ...REG,
      ppApproval: false,
    });
    expect(unapproved.json()).toEqual({ err: Xe.validationError });
    expect(
      (
        await h.post('/v3/registration', {
          email: 'c@example.in',
          password: PASSWORD,
          ...REG,
          namespace: 'other',
        })
      ).json(),
    ).toEqual({ err: Xe.validationError });
    expect(
      (
        await h.post('/v3/registration', { email: 'c@example.in', password: PASSWORD, ...REG, project: 99 })
      ).json(),
    ).toEqual({ err: Xe.validationError });
    // A body that does not match its schema is XE11 too.
    expect((await h.post('/v3/registration', { email: 1 })).json()).toEqual({ err: Xe.validationError });
  });

  it('429 with Retry-After past the per-address limit of mailing calls, per IPv6 /64', async () => {
    const from = (ip: string) => ({ 'x-test-ip': ip });
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await h.server.app.inject({
            method: 'POST',
            url: '/v3/forgottenpassword',
            remoteAddress: `2001:db8:1:2::${i + 1}`,
            headers: { 'content-type': 'application/json', ...from('') },
            payload: { email: `x${i}@example.in` },
          })
        ).statusCode,
      ).toBe(200);
    }
    const over = await h.server.app.inject({
      method: 'POST',
      url: '/v3/forgottenpassword',
      remoteAddress: '2001:db8:1:2:ffff::9',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'y@example.in' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      code: 'NRL_ERR_ACCOUNTS_RATE_LIMITED',
      message: 'too many requests; try again later',
      status: 429,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await h.server.app.inject({
      method: 'POST',
      url: '/v3/forgottenpassword',
      remoteAddress: '2001:db8:1:3::1',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'y@example.in' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('accepts a Tamil nickname', async () => {
    const reg = await h.post('/v3/registration', {
      email: 't@example.in',
      password: PASSWORD,
      name: 'சென்னைரசிகன்',
      ...REG,
    });
    expect(reg.json()).toEqual({ r: 'XY1' });
  });

  it('XE2 for a registration with a wrong captcha; XY1 with a solved one', async () => {
    const wrong = await h.post('/v3/registration', {
      email: 'd@example.in',
      password: PASSWORD,
      ...REG,
      captcha: 'bm9wZQ==',
    });
    expect(wrong.json()).toEqual({ err: Xe.captchaMismatch });
    const challenge = (await h.get('/v5/captcha')).json();
    const solved = await h.post('/v3/registration', {
      email: 'd@example.in',
      password: PASSWORD,
      ...REG,
      captcha: solveCaptcha(challenge),
    });
    expect(solved.json()).toEqual({ r: 'XY1' });
  });

  it('XE1 for a wrong password and an unknown address alike; XE13 after 10 failures per account', async () => {
    await signedUp(h, 'ravi@example.in');
    const unknown = await h.post('/v3/login', { email: 'nobody@example.in', password: PASSWORD });
    const wrong = await h.post('/v3/login', { email: 'ravi@example.in', password: 'Wrong#Pass1' });
    expect(unknown.json()).toEqual({ err: Xe.loginMismatch });
    expect(wrong.json()).toEqual({ err: Xe.loginMismatch });
    for (let i = 0; i < 9; i++)
      await h.post('/v3/login', { email: 'ravi@example.in', password: 'Wrong#Pass1' }, { 'x-i': String(i) });
    // The right password no longer helps within the window...
    expect((await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD })).json()).toEqual({
      err: Xe.loginRequestLimit,
    });
    // ... and does after it (15 minutes).
    h.clock.advance(15 * 60_000);
    expect(
      (await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD })).json(),
    ).toMatchObject({ r: 'XY1' });
  });

  it('XE13 after 10 failures from one address over many accounts', async () => {
    for (let i = 0; i < 10; i++)
      await h.post('/v3/login', { email: `n${i}@example.in`, password: 'Wrong#Pass1' });
    expect(
      (await h.post('/v3/login', { email: 'other@example.in', password: 'Wrong#Pass1' })).json(),
    ).toEqual({ err: Xe.loginRequestLimit });
  });

  it('logout ends the session (XE1 after); deleteaccount ends all, removes the data and mails', async () => {
    const s = await signedUp(h, 'ravi@example.in');
    const other = (await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD })).json() as {
      id: string;
      hash: string;
    };
    expect((await h.post('/v3/logout', { loggedIn: s })).json()).toEqual({ r: 'XY1' });
    expect((await h.post('/v4/getdata', { loggedIn: s })).json()).toEqual({ err: Xe.loginMismatch });
    expect((await h.post('/v4/getdata', { loggedIn: other })).json()).toMatchObject({ r: 'XY1' });
    expect((await h.post('/v3/deleteaccount', { loggedIn: other })).json()).toEqual({ r: 'XY1' });
    expect((await h.post('/v4/getdata', { loggedIn: other })).json()).toEqual({ err: Xe.loginMismatch });
    expect((await h.lastMail('ravi@example.in'))?.kind).toBe('deleteAccount');
    expect((await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD })).json()).toEqual({
      err: Xe.loginMismatch,
    });
  });

  it('sessions end after 30 idle days and after 180 days whatever', async () => {
    const s = await signedUp(h);
    h.clock.advance(29 * 86_400_000);
    expect((await h.post('/v4/getdata', { loggedIn: s })).json()).toMatchObject({ r: 'XY1' });
    h.clock.advance(29 * 86_400_000);
    expect((await h.post('/v4/getdata', { loggedIn: s })).json()).toMatchObject({ r: 'XY1' });
    h.clock.advance(31 * 86_400_000);
    expect((await h.post('/v4/getdata', { loggedIn: s })).json()).toEqual({ err: Xe.loginMismatch });
    const t = (await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD })).json() as {
      id: string;
      hash: string;
    };
    for (let day = 0; day < 180; day += 20) {
      h.clock.advance(20 * 86_400_000);
      await h.post('/v4/getdata', { loggedIn: t });
    }
    expect((await h.post('/v4/getdata', { loggedIn: t })).json()).toEqual({ err: Xe.loginMismatch });
  });

  it('forgotten password: alike for unknown addresses; the mailed code resets once and ends every session', async () => {
    const s = await signedUp(h);
    expect(
      (
        await h.post('/v3/forgottenpassword', { email: 'nobody@example.in', namespace: 'nerali', p: 1 })
      ).json(),
    ).toEqual({ r: 'XY1' });
    expect(
      (await h.post('/v3/forgottenpassword', { email: 'ravi@example.in', namespace: 'nerali', p: 1 })).json(),
    ).toEqual({ r: 'XY1' });
    expect(await h.lastMail('nobody@example.in')).toBeUndefined();
    const mail = await h.lastMail('ravi@example.in');
    expect(mail?.kind).toBe('forgottenPassword');
    const reset = { id: s.id, code: codeOf(mail), newpassword: 'Vetri#Kodi2026' };
    expect((await h.post('/v3/passwordchange', { ...reset, newpassword: 'weak' })).json()).toEqual({
      err: Xe.validationError,
    });
    expect((await h.post('/v3/passwordchange', { ...reset, id: 'zzzzzzzzzzzzzzzz' })).json()).toEqual({
      err: Xe.verificationFail,
    });
    // The wrong id used the code up: ask again.
    await h.post('/v3/forgottenpassword', { email: 'ravi@example.in' });
    const again = { ...reset, code: codeOf(await h.lastMail('ravi@example.in')) };
    expect((await h.post('/v3/passwordchange', again)).json()).toEqual({ r: 'XY1' });
    // The owner hears of it (ASVS 2.2.3), with the way back if it was not them, and no code in it.
    const told = await h.lastMail('ravi@example.in');
    expect(told?.kind).toBe('passwordChanged');
    expect(told?.text).toContain('/ta/account/password/');
    expect(told?.text).not.toMatch(/[0-9a-f]{40}/);
    expect((await h.post('/v3/passwordchange', again)).json()).toEqual({ err: Xe.verificationFail });
    expect((await h.post('/v4/getdata', { loggedIn: s })).json()).toEqual({ err: Xe.loginMismatch });
    expect(
      (await h.post('/v3/login', { email: 'ravi@example.in', password: 'Vetri#Kodi2026' })).json(),
    ).toMatchObject({ r: 'XY1' });
  });

  it('password change needs the current password (XE1) and signs out the other devices', async () => {
    const s = await signedUp(h);
    const other = (await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD })).json() as {
      id: string;
      hash: string;
    };
    const body = { id: s.id, loggedIn: s, password: 'Wrong#Pass1', newpassword: 'Vetri#Kodi2026' };
    expect((await h.post('/v3/passwordchange', body)).json()).toEqual({ err: Xe.loginMismatch });
    expect((await h.post('/v3/passwordchange', { ...body, password: PASSWORD })).json()).toEqual({
      r: 'XY1',
    });
    expect((await h.lastMail('ravi@example.in'))?.kind).toBe('passwordChanged');
    expect((await h.post('/v4/getdata', { loggedIn: s })).json()).toMatchObject({ r: 'XY1' });
    expect((await h.post('/v4/getdata', { loggedIn: other })).json()).toEqual({ err: Xe.loginMismatch });
  });

  it('update-user: nickname (XE3 when taken), e-mail only after verifyEmail', async () => {
    const a = await signedUp(h, 'a@example.in');
    const b = await signedUp(h, 'b@example.in');
    expect((await h.post('/v3/update-user', { loggedIn: a, name: 'Kabaddi_Raja' })).json()).toEqual({
      r: 'XY1',
    });
    expect((await h.post('/v3/update-user', { loggedIn: b, name: 'KABADDI_RAJA' })).json()).toEqual({
      err: Xe.registrationDuplicate,
    });
    expect((await h.post('/v3/update-user', { loggedIn: b, name: 'x' })).json()).toEqual({
      err: Xe.validationError,
    });
    expect((await h.post('/v3/update-user', { loggedIn: a, email: 'new@example.in' })).json()).toEqual({
      r: 'XY1',
    });
    expect((await h.post('/v4/getdata', { loggedIn: a })).json().profile.email).toBe('a@example.in');
    const mail = await h.lastMail('new@example.in');
    expect(mail?.kind).toBe('verifyEmail');
    expect(
      (await h.post('/v3/verification', { t: 'verifyAccount', c: codeOf(mail), i: a.id })).json(),
    ).toEqual({ err: Xe.verificationFail });
    await h.post('/v3/update-user', { loggedIn: a, email: 'new2@example.in' });
    const mail2 = await h.lastMail('new2@example.in');
    expect(
      (await h.post('/v3/verification', { t: 'verifyEmail', c: codeOf(mail2), i: a.id })).json(),
    ).toEqual({ r: 'XY1', t: 'verifyEmail' });
    expect((await h.post('/v4/getdata', { loggedIn: a })).json().profile).toMatchObject({
      email: 'new2@example.in',
      name: 'Kabaddi_Raja',
      emailIsVerified: true,
    });
  });

  it('resends the verification mail for an unconfirmed account, and answers alike for others', async () => {
    await h.post('/v3/registration', { email: 'u@example.in', password: PASSWORD, ...REG });
    const first = codeOf(await h.lastMail('u@example.in'));
    expect((await h.post('/v3/verifyaccount', { email: 'u@example.in' })).json()).toEqual({ r: 'XY1' });
    expect((await h.post('/v3/verifyaccount', { email: 'none@example.in' })).json()).toEqual({ r: 'XY1' });
    expect(await h.lastMail('none@example.in')).toBeUndefined();
    const second = codeOf(await h.lastMail('u@example.in'));
    expect(second).not.toBe(first);
    // Both stay valid until one is used (a resend asked by anyone must not kill the owner's link);
    // using one ends the other.
    const id = accountIdOf(await h.lastMail('u@example.in'));
    expect((await h.post('/v3/verification', { t: 'verifyAccount', c: first, i: id })).json()).toEqual({
      r: 'XY1',
      t: 'verifyAccount',
    });
    expect((await h.post('/v3/verification', { t: 'verifyAccount', c: second, i: id })).json()).toEqual({
      err: Xe.verificationFail,
    });
  });

  it('sets the app version', async () => {
    const s = await signedUp(h);
    expect(
      (await h.post('/v3/setappversion', { loggedIn: s, version: 'client-v4', platform: 'web' })).json(),
    ).toEqual({ r: 'XY1' });
    expect((await h.server.accounts.ctx.store.getAccount(s.id))?.appVersion).toBe('client-v4');
  });

  it('XE6 for a provider that is not configured; XE1 without a ticket', async () => {
    expect(
      (
        await h.post('/v3/loginusingprovider', { provider: 'facebook', touApproval: true, ppApproval: true })
      ).json(),
    ).toEqual({ err: Xe.providerNotImplemented });
    expect((await h.post('/v3/loginusingprovider', { provider: 'google' })).json()).toEqual({
      err: Xe.loginMismatch,
    });
  });

  async function ticket(payload: { provider: string; email: string | null; subject?: string }) {
    const value = digest(String(Math.random()))
      .slice(0, 43)
      .replace(/[^A-Za-z0-9]/g, 'a');
    await issueSigninTicket(h.server.accounts.ctx, value, {
      provider: payload.provider,
      issuer: payload.provider === 'apple' ? 'https://appleid.apple.com' : 'https://accounts.google.com',
      subject: payload.subject ?? 'sub-1',
      email: payload.email,
    });
    return value;
  }

  it('provider sign-in: isRegistration first, XE8 without approvals (ticket kept), then a plain sign-in', async () => {
    const t = await ticket({ provider: 'google', email: 'priya@gmail.com' });
    const noTerms = await h.post('/v3/loginusingprovider', { provider: 'google', ticket: t });
    expect(noTerms.json()).toEqual({
      err: Xe.termsConfirmationNeeded,
      details: [
        { type: 'tou', version: '2026-11-01', projectId: 1 },
        { type: 'pp', version: '2026-11-01', projectId: 1 },
      ],
    });
    const first = await h.post('/v3/loginusingprovider', {
      provider: 'gso',
      ticket: t,
      touApproval: true,
      ppApproval: true,
    });
    expect(first.json()).toMatchObject({ r: 'XY1', isRegistration: true });
    expect(first.headers['set-cookie']).toContain(
      '__Host-nerali_signin=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
    );
    expect((await h.post('/v3/loginusingprovider', { provider: 'google', ticket: t })).json()).toEqual({
      err: Xe.loginMismatch,
    });
    const again = await h.post('/v3/loginusingprovider', {
      provider: 'google',
      ticket: await ticket({ provider: 'google', email: 'priya@gmail.com' }),
    });
    expect(again.json()).toMatchObject({ r: 'XY1', id: first.json().id, isRegistration: false });
    expect((await h.lastMail('priya@gmail.com'))?.kind).toBe('social');
  });

  it('XE7 / XE9 without a verified address; XE10 for an address or identity of another account', async () => {
    expect(
      (
        await h.post('/v3/loginusingprovider', {
          provider: 'google',
          ticket: await ticket({ provider: 'google', email: null }),
          touApproval: true,
          ppApproval: true,
        })
      ).json(),
    ).toEqual({ err: Xe.providerNeedsEmail });
    expect(
      (
        await h.post('/v3/loginusingprovider', {
          provider: 'apple',
          ticket: await ticket({ provider: 'apple', email: null }),
          touApproval: true,
          ppApproval: true,
        })
      ).json(),
    ).toEqual({ err: Xe.appleRegistrationFail });
    const owner = await signedUp(h, 'ravi@example.in');
    // The same address at Google does not sign into the password account.
    expect(
      (
        await h.post('/v3/loginusingprovider', {
          provider: 'google',
          ticket: await ticket({ provider: 'google', email: 'ravi@example.in', subject: 'g-ravi' }),
          touApproval: true,
          ppApproval: true,
        })
      ).json(),
    ).toEqual({ err: Xe.connectionAlreadyUsed });
    // Signed in, the owner links it; another account cannot take it.
    const link = await h.post('/v3/loginusingprovider', {
      provider: 'google',
      loggedIn: owner,
      ticket: await ticket({ provider: 'google', email: 'ravi@example.in', subject: 'g-ravi' }),
    });
    expect(link.json()).toEqual({ r: 'XY1', id: owner.id, hash: owner.hash, isRegistration: false });
    const other = await signedUp(h, 'other@example.in');
    expect(
      (
        await h.post('/v3/loginusingprovider', {
          provider: 'google',
          loggedIn: other,
          ticket: await ticket({ provider: 'google', email: 'x@example.in', subject: 'g-ravi' }),
        })
      ).json(),
    ).toEqual({ err: Xe.connectionAlreadyUsed });
    expect(
      (
        await h.post('/v3/loginusingprovider', {
          provider: 'google',
          ticket: await ticket({ provider: 'google', email: 'ravi@example.in', subject: 'g-ravi' }),
        })
      ).json(),
    ).toMatchObject({ r: 'XY1', id: owner.id });
  });

  it('getdata: profile, data, privateData and the marketing statement (XE12 1005) until answered', async () => {
    const s = await signedUp(h);
    const data = (await h.post('/v4/getdata', { loggedIn: s, project: 1 })).json();
    expect(data).toEqual({
      r: 'XY1',
      profile: { id: s.id, name: '', email: 'ravi@example.in', emailIsVerified: true },
      data: {},
      privateData: {},
      version: 0,
      errors: [{ err: 'XE12', details: [{ code: 1005, marketing: false, thirdParties: false }] }],
    });
    const approval = await h.post('/v5/users/me/marketing-approval', { marketing: false }, basic(s));
    expect(approval.json()).toMatchObject({ marketing: false, variant: 'BASIC_INITIAL', pending: null });
    expect((await h.post('/v4/getdata', { loggedIn: s })).json().errors).toBeUndefined();
    // Asked again a year after a no: BASIC_PERIODIC.
    h.clock.advance(366 * 86_400_000);
    const fresh = (await h.post('/v3/login', { email: 'ravi@example.in', password: PASSWORD })).json();
    expect(fresh.errors).toEqual([
      { err: 'XE12', details: [{ code: 1006, marketing: false, thirdParties: false }] },
    ]);
  });
});
