import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR_OUTBOX_PATH } from './operator.ts';
import { accountHarness, type AccountHarness, codeOf, PASSWORD } from './testing.ts';

const TOKEN = 'a'.repeat(64);

async function registered(h: AccountHarness, email: string): Promise<void> {
  const reg = await h.post('/v3/registration', {
    email,
    password: PASSWORD,
    termsofservice: true,
    touApproval: true,
    ppApproval: true,
    namespace: 'nerali',
    project: 1,
  });
  expect(reg.json().r).toBe('XY1');
  await h.server.accounts.idle();
}

describe('the operator door to the outbox (accounts/operator.ts)', () => {
  let h: AccountHarness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  it('gives the mails to a loopback request with the token, and nothing to anyone else', async () => {
    h = await accountHarness({ config: { operatorToken: TOKEN } });
    await registered(h, 'ravi@example.in');
    await registered(h, 'meena@example.in');
    const app = h.server.app;
    const ask = (query: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'GET', url: `${OPERATOR_OUTBOX_PATH}${query}`, headers, remoteAddress });
    const bearer = { authorization: `Bearer ${TOKEN}` };

    expect((await ask('', {})).statusCode).toBe(404);
    expect((await ask('', { authorization: `Bearer ${'b'.repeat(64)}` })).statusCode).toBe(404);
    expect((await ask('', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    expect((await ask('', bearer, '203.0.113.9')).statusCode).toBe(404);
    // A proxy's header does not make a request local.
    expect((await ask('', { ...bearer, 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9')).statusCode).toBe(
      404,
    );

    const heads = await ask('', bearer);
    expect(heads.statusCode).toBe(200);
    expect(heads.headers['cache-control']).toBe('no-store');
    const all = heads.json().mails as { recipient: string; text: string }[];
    expect(all.map((m) => m.recipient).sort()).toEqual(['meena@example.in', 'ravi@example.in']);
    // Without `full`, no text: the codes stay in the database.
    expect(all.every((m) => m.text === '')).toBe(true);

    const full = await ask('?to=RAVI@example.in&full=true', bearer);
    const [mail, ...rest] = full.json().mails as { recipient: string; text: string }[];
    expect(rest).toEqual([]);
    expect(mail?.recipient).toBe('ravi@example.in');
    expect(codeOf(mail)).toMatch(/^[0-9a-f]{40}$/);

    expect((await ask('?limit=0', bearer)).statusCode).toBe(400);
    expect((await ask('?limit=1', bearer)).json().mails).toHaveLength(1);
  });

  it('is not there without a token (PostgreSQL, or memory storage)', async () => {
    h = await accountHarness();
    const res = await h.server.app.inject({
      method: 'GET',
      url: OPERATOR_OUTBOX_PATH,
      headers: { authorization: 'Bearer undefined' },
    });
    expect(res.statusCode).toBe(404);
  });
});
