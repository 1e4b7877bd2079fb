/**
 * Test helpers of the account service: a server on memory storage (or a given database), requests as
 * a browser of the site would send them, and the codes out of the outbox.
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildServer, type BuildOptions, type NeraliServer } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { type FakeClock, fakeClock, testConfig } from '../testing/fixtures.ts';
import { type AccountsConfig, defaultAccountsConfig } from './config.ts';
import type { MailRecord } from './store.ts';

// 2026-11-22 12:00 UTC: after the terms documents of 2026-11-01 were published.
export const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
export const PASSWORD = 'Kabaddi#Raid7';

export interface AccountHarness {
  server: NeraliServer;
  clock: FakeClock;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(path: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  mails(): Promise<MailRecord[]>;
  /** The newest mail to `recipient`, after the work started by the last answers is done. */
  lastMail(recipient: string): Promise<MailRecord | undefined>;
  close(): Promise<void>;
}

export async function accountHarness(
  options: {
    accounts?: Partial<AccountsConfig>;
    config?: Partial<ServerConfig>;
    build?: BuildOptions;
    clock?: FakeClock;
  } = {},
): Promise<AccountHarness> {
  const clock = options.clock ?? fakeClock(NOW_MS);
  const server = await buildServer(
    testConfig({ accounts: defaultAccountsConfig(options.accounts), ...options.config }),
    { clock, logger: false, ...options.build },
  );
  const store = server.accounts.ctx.store;
  return {
    server,
    clock,
    post: (path, body, headers = {}) =>
      server.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (path, headers = {}) => server.app.inject({ method: 'GET', url: path, headers }),
    mails: async () => {
      await server.accounts.idle();
      return store.listMails(1000);
    },
    lastMail: async (recipient) => {
      await server.accounts.idle();
      return (await store.listMails(1000)).find((m) => m.recipient === recipient);
    },
    close: () => server.app.close(),
  };
}

/** The code of a mail (the 40 hex characters after `c=` in its link). */
export function codeOf(mail: { text: string } | undefined): string {
  const code = /[#&]c=([0-9a-f]{40})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

export function accountIdOf(mail: { text: string } | undefined): string {
  const id = /[#&]i=([a-z0-9]{16})/.exec(mail?.text ?? '')?.[1];
  if (!id) throw new Error('no account id in the mail');
  return id;
}

/** Registers, verifies and signs in; returns the session. */
export async function signedUp(
  h: AccountHarness,
  email = 'ravi@example.in',
  password = PASSWORD,
): Promise<{ id: string; hash: string }> {
  const reg = await h.post('/v3/registration', {
    email,
    password,
    termsofservice: true,
    touApproval: true,
    ppApproval: true,
    namespace: 'nerali',
    project: 1,
  });
  if (reg.json().r !== 'XY1') throw new Error(`registration: ${reg.body}`);
  const mail = await h.lastMail(email);
  const verified = await h.post('/v3/verification', {
    t: 'verifyAccount',
    c: codeOf(mail),
    i: accountIdOf(mail),
  });
  if (verified.json().r !== 'XY1') throw new Error(`verification: ${verified.body}`);
  const login = await h.post('/v3/login', { email, password, namespace: 'nerali', project: 1 });
  const { id, hash } = login.json() as { id?: string; hash?: string };
  if (!id || !hash) throw new Error(`login: ${login.body}`);
  return { id, hash };
}

export function basic(session: { id: string; hash: string }): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${session.id}:${session.hash}`).toString('base64')}` };
}
