/**
 * Nobody can block another person's password reset or account verification (issue 12 §3, audit
 * reliability finding 3): a request for someone's address never kills a code already in their inbox
 * (the newest MAILED_CODES_KEPT stay valid until one is used or they expire), and at the recipient's
 * hourly mail cap nothing is sent, created or invalidated. Every request answers the same.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_TTL_MS, MAILED_CODES_KEPT, RATE_LIMITS, Xe } from './constants.ts';
import { type AccountHarness, accountHarness, accountIdOf, codeOf, PASSWORD, signedUp } from './testing.ts';
import type { MailRecord } from './store.ts';

const REG = { termsofservice: true, touApproval: true, ppApproval: true, namespace: 'nerali', project: 1 };
const VICTIM = 'ravi@example.in';

describe('mailed codes', () => {
  let h: AccountHarness;
  beforeEach(async () => {
    h = await accountHarness();
  });
  afterEach(() => h.close());

  /** One request from its own client address (so the per-address limit is not what stops it). */
  async function postFrom(n: number, path: string, body: unknown) {
    const res = await h.server.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: `127.0.9.${n}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    // The mail is written after the answer: wait for it, so mails are in the order of requests.
    await h.server.accounts.idle();
    return res.json() as unknown;
  }

  /** The mails of one kind to the victim, oldest first. */
  async function mailsOf(kind: MailRecord['kind']): Promise<MailRecord[]> {
    return (await h.mails()).filter((m) => m.recipient === VICTIM && m.kind === kind).reverse();
  }

  /** An account registered more than an hour ago (its registration mail is out of the cap window). */
  async function existingAccount(): Promise<{ id: string }> {
    const session = await signedUp(h, VICTIM);
    h.clock.advance(RATE_LIMITS.mailPerRecipient.windowMs);
    return session;
  }

  const reset = (id: string, code: string, newpassword = 'Vetri#Kodi2026') =>
    h.post('/v3/passwordchange', { id, code, newpassword }).then((r) => r.json() as unknown);

  it('7 reset requests for one address: 5 mails, each with a code, and the newest mailed code works', async () => {
    const { id } = await existingAccount();
    const answers = [];
    for (let n = 1; n <= 7; n++) answers.push(await postFrom(n, '/v3/forgottenpassword', { email: VICTIM }));
    const unknown = await postFrom(8, '/v3/forgottenpassword', { email: 'nobody@example.in' });
    // The same answer at the cap as below it, and as for an address without an account.
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(unknown)]));
    const mails = await mailsOf('forgottenPassword');
    console.log(`7 requests -> ${mails.length} reset mails`);
    expect(mails).toHaveLength(RATE_LIMITS.mailPerRecipient.max);
    const codes = mails.map((m) => codeOf(m));
    expect(new Set(codes).size).toBe(codes.length);
    // Before the fix: XE5 (the 6th and 7th requests deleted it, and mailed nothing).
    expect(await reset(id, codes[codes.length - 1] ?? '')).toEqual({ r: 'XY1' });
    // Using one ends them all.
    for (const code of codes.slice(0, -1))
      expect(await reset(id, code)).toEqual({ err: Xe.verificationFail });
    expect((await h.post('/v3/login', { email: VICTIM, password: 'Vetri#Kodi2026' })).json()).toMatchObject({
      r: 'XY1',
    });
  });

  it('a later request below the cap leaves the code already mailed valid', async () => {
    const { id } = await existingAccount();
    await postFrom(1, '/v3/forgottenpassword', { email: VICTIM });
    await postFrom(2, '/v3/forgottenpassword', { email: VICTIM });
    const [first, second] = (await mailsOf('forgottenPassword')).map((m) => codeOf(m));
    // Before the fix: XE5 (the second request killed the link in the owner's inbox).
    expect(await reset(id, first ?? '')).toEqual({ r: 'XY1' });
    expect(await reset(id, second ?? '', 'Other#Pass2026')).toEqual({ err: Xe.verificationFail });
  });

  it(`keeps the ${MAILED_CODES_KEPT} newest codes: an older one, still unexpired, stops working`, async () => {
    const { id } = await existingAccount();
    // 3 mails late in one hour's cap window and 5 early in the next: 8 unexpired codes in 30 minutes.
    h.clock.advance(40 * 60_000 - (h.clock() % RATE_LIMITS.mailPerRecipient.windowMs));
    for (let n = 1; n <= 3; n++) await postFrom(n, '/v3/forgottenpassword', { email: VICTIM });
    h.clock.advance(30 * 60_000);
    for (let n = 4; n <= 8; n++) await postFrom(n, '/v3/forgottenpassword', { email: VICTIM });
    const codes = (await mailsOf('forgottenPassword')).map((m) => codeOf(m));
    expect(codes).toHaveLength(8);
    expect(CODE_TTL_MS.forgottenPassword).toBeGreaterThan(30 * 60_000);
    for (const code of codes.slice(0, -MAILED_CODES_KEPT))
      expect(await reset(id, code)).toEqual({ err: Xe.verificationFail });
    // The oldest kept one (before the fix only the newest worked).
    expect(await reset(id, codes[codes.length - MAILED_CODES_KEPT] ?? '')).toEqual({ r: 'XY1' });
  });

  /** Registration, then 7 resends from 7 addresses: the verify mails, oldest first. */
  async function registeredAndFlooded(): Promise<MailRecord[]> {
    await h.post('/v3/registration', { email: VICTIM, password: PASSWORD, ...REG });
    for (let n = 1; n <= 7; n++)
      expect(await postFrom(n, '/v3/verifyaccount', { email: VICTIM })).toEqual({ r: 'XY1' });
    const mails = await mailsOf('verify');
    console.log(`registration + 7 resends -> ${mails.length} verify mails`);
    // The registration's own mail counts toward the hourly cap like the resends.
    expect(mails).toHaveLength(RATE_LIMITS.mailPerRecipient.max);
    return mails;
  }

  const confirm = (mail: MailRecord | undefined) =>
    h
      .post('/v3/verification', { t: 'verifyAccount', c: codeOf(mail), i: accountIdOf(mail) })
      .then((r) => r.json() as unknown);

  it('7 verifyaccount requests for an unconfirmed address: the newest mailed code still confirms it', async () => {
    const mails = await registeredAndFlooded();
    // Before the fix: XE5.
    expect(await confirm(mails[mails.length - 1])).toEqual({ r: 'XY1', t: 'verifyAccount' });
    // Used: the others end with it.
    for (const mail of mails.slice(0, -1)) expect(await confirm(mail)).toEqual({ err: Xe.verificationFail });
  });

  it('... and the registration link still confirms it', async () => {
    const mails = await registeredAndFlooded();
    // Before the fix: XE5.
    expect(await confirm(mails[0])).toEqual({ r: 'XY1', t: 'verifyAccount' });
  });

  it('a resend, or a registration with the same address, leaves the registration link valid', async () => {
    await h.post('/v3/registration', { email: VICTIM, password: PASSWORD, ...REG });
    await postFrom(1, '/v3/verifyaccount', { email: VICTIM });
    await postFrom(2, '/v3/registration', { email: VICTIM, password: 'Other#Pass2026', ...REG });
    const mails = await mailsOf('verify');
    expect(mails).toHaveLength(3);
    // Before the fix: XE5.
    expect(await confirm(mails[0])).toEqual({ r: 'XY1', t: 'verifyAccount' });
  });
});
