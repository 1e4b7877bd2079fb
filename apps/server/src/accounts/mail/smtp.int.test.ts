/**
 * Mails for real: a real SMTP server (smtp-server) on loopback receives what the outbox sends with
 * nodemailer; the test reads the code out of the received mail and uses it. Also: an SMTP outage
 * delays a mail instead of losing it.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { Xe } from '../constants.ts';
import { accountHarness, type AccountHarness, PASSWORD } from '../testing.ts';

interface Received {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function smtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function until<T>(get: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mail over SMTP', () => {
  let h: AccountHarness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  it('delivers the Tamil verification mail; its code confirms the account', async () => {
    const smtp = await smtpServer();
    try {
      h = await accountHarness({
        accounts: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Nerali <no-reply@nerali.test>' },
      });
      await h.server.app.ready();
      const reg = await h.post('/v3/registration', {
        email: 'kavya@example.in',
        password: PASSWORD,
        termsofservice: true,
        touApproval: true,
        ppApproval: true,
      });
      expect(reg.json()).toEqual({ r: 'XY1' });
      const mail = await until(() => smtp.received.find((m) => m.to === 'kavya@example.in'));
      expect(mail.subject).toBe('நேரலை: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்');
      expect(mail.text).toContain('உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த');
      expect(mail.html).toContain('lang="ta"');
      const link =
        /(http:\/\/[^\s]+\/ta\/account\/verify\/#t=verifyAccount&i=([a-z0-9]{16})&c=([0-9a-f]{40}))/.exec(
          mail.text,
        );
      expect(link).not.toBeNull();
      const [, , id = '', code = ''] = link ?? [];
      expect((await h.post('/v3/verification', { t: 'verifyAccount', c: code, i: id })).json()).toEqual({
        r: 'XY1',
        t: 'verifyAccount',
      });
      expect(
        (await h.post('/v3/login', { email: 'kavya@example.in', password: PASSWORD })).json(),
      ).toMatchObject({ r: 'XY1', id });
      // Sent: marked in the outbox.
      const stored = await h.lastMail('kavya@example.in');
      expect(stored?.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('keeps a mail through an SMTP outage and sends it when the server is back', async () => {
    const smtp = await smtpServer();
    const port = smtp.port;
    await smtp.close(); // nothing listens: sending fails
    h = await accountHarness({ accounts: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    await h.server.app.ready();
    await h.post('/v3/forgottenpassword', { email: 'nobody@example.in' });
    expect((await h.post('/v3/login', { email: 'x@example.in', password: 'short' })).json()).toEqual({
      err: Xe.loginMismatch,
    });
    await h.post('/v3/registration', {
      email: 'later@example.in',
      password: PASSWORD,
      termsofservice: true,
      touApproval: true,
      ppApproval: true,
      lang: 'en',
    });
    await h.server.accounts.sender.kick();
    const failed = await h.lastMail('later@example.in');
    expect(failed?.sentAt).toBeNull();
    expect(failed?.lastError).toBeTruthy();
    // The server comes back on the same port; the retry is due later on our clock.
    const back = await smtpServer();
    await back.close();
    const again = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, cb) {
        simpleParser(stream).then((m) => {
          back.received.push({
            to: session.envelope.rcptTo[0]?.address ?? '',
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: '',
          });
          cb();
        }, cb);
      },
    });
    await new Promise<void>((resolve) => again.listen(port, '127.0.0.1', () => resolve()));
    try {
      h.clock.advance(10 * 60_000);
      await h.server.accounts.sender.kick();
      const mail = await until(() => back.received.find((m) => m.to === 'later@example.in'));
      expect(mail.subject).toBe('Nerali: confirm your e-mail address');
    } finally {
      await new Promise<void>((resolve) => again.close(() => resolve()));
    }
  });
});
