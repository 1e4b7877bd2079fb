/**
 * The verification mail says "or enter this code": a code typed without the link's account id
 * confirms its own account (the code names it), once; an id sent with it must still match.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Xe } from './constants.ts';
import { type AccountHarness, accountHarness, accountIdOf, codeOf, PASSWORD } from './testing.ts';

const REG = { termsofservice: true, touApproval: true, ppApproval: true };

describe('verification by the code alone', () => {
  let h: AccountHarness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  it('confirms the account of the code when no id is sent; a wrong id or a second use fails', async () => {
    h = await accountHarness();
    await h.post('/v3/registration', { email: 'kavya@example.in', password: PASSWORD, ...REG });
    await h.post('/v3/registration', { email: 'mani@example.in', password: PASSWORD, ...REG });
    const kavya = await h.lastMail('kavya@example.in');
    const mani = await h.lastMail('mani@example.in');
    // Mani's id with Kavya's code: refused, and the code is spent.
    expect(
      (
        await h.post('/v3/verification', { t: 'verifyAccount', c: codeOf(kavya), i: accountIdOf(mani) })
      ).json(),
    ).toEqual({ err: Xe.verificationFail });
    expect((await h.post('/v3/verification', { t: 'verifyAccount', c: codeOf(mani), i: '' })).json()).toEqual(
      {
        r: 'XY1',
        t: 'verifyAccount',
      },
    );
    expect((await h.post('/v3/verification', { t: 'verifyAccount', c: codeOf(mani), i: '' })).json()).toEqual(
      {
        err: Xe.verificationFail,
      },
    );
    const login = await h.post('/v3/login', { email: 'mani@example.in', password: PASSWORD });
    expect(login.json()).toMatchObject({ r: 'XY1', id: accountIdOf(mani) });
  });
});
