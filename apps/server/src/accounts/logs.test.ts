/**
 * No password, session token, code or ticket ever reaches a log line (ASVS 7.1.1): every flow runs
 * with logs captured at trace level, and the captured text is searched for each secret.
 */
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS } from './log-redaction.ts';
import { accountHarness, accountIdOf, basic, codeOf, PASSWORD } from './testing.ts';

describe('logs', () => {
  it('never hold a password, session token, code or cookie', async () => {
    const lines: string[] = [];
    const h = await accountHarness({
      build: { logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } },
    });
    const email = 'secret-test@example.in';
    await h.post('/v3/registration', {
      email,
      password: PASSWORD,
      termsofservice: true,
      touApproval: true,
      ppApproval: true,
    });
    const mail = await h.lastMail(email);
    const code = codeOf(mail);
    await h.post('/v3/verification', { t: 'verifyAccount', c: code, i: accountIdOf(mail) });
    await h.post('/v3/login', { email, password: 'Wrong#Pass99' });
    const { id, hash } = (await h.post('/v3/login', { email, password: PASSWORD })).json() as {
      id: string;
      hash: string;
    };
    await h.post('/v3/forgottenpassword', { email });
    const reset = codeOf(await h.lastMail(email));
    await h.post('/v3/passwordchange', {
      id,
      loggedIn: { id, hash },
      password: PASSWORD,
      newpassword: 'Vetri#Kodi2026',
    });
    await h.get('/v5/users/me/terms', basic({ id, hash }));
    await h.post('/v3/storemergeddata', {
      loggedIn: { id, hash },
      key: 'x',
      dataDiff: { merge: { 'y.z': 1 } },
    });
    // A request that fails inside (a logged error) with secrets in its body and headers.
    await h.server.app.inject({
      method: 'POST',
      url: '/v3/login',
      headers: { 'content-type': 'application/json', cookie: `__Host-nerali_signin=${hash}` },
      payload: '{"password":"',
    });
    await h.close();
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const secret of [PASSWORD, 'Wrong#Pass99', 'Vetri#Kodi2026', hash, code, reset]) {
      expect(text.includes(secret), `a log line holds ${secret.slice(0, 6)}...`).toBe(false);
    }
  });

  it('redaction covers secrets logged by mistake', async () => {
    const lines: string[] = [];
    const h = await accountHarness({
      build: { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } },
    });
    h.server.app.log.info(
      {
        body: { password: 'p4ss', loggedIn: { hash: 'h4sh' } },
        req: { headers: { authorization: 'Basic abc' } },
      },
      'oops',
    );
    await h.close();
    const text = lines.join('\n');
    expect(text).toContain('oops');
    for (const secret of ['p4ss', 'h4sh', 'Basic abc']) expect(text).not.toContain(secret);
    expect(REDACT_PATHS).toContain('*.*.hash');
  });
});
