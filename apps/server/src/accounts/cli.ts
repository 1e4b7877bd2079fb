/**
 * Operator CLI of the account service, on the server's own database (DATABASE_URL, else PGlite in
 * DATA_DIR):
 *
 *   npm run -s accounts -w @nerali/server -- outbox [--limit 20] [--to address] [--full]
 *   npm run -s accounts -w @nerali/server -- purge
 *
 * `outbox` prints the newest mails (with no SMTP_URL they are not sent: this is how an operator reads
 * them, e.g. to pass a verification link on by hand). `--full` prints their text, codes included:
 * treat that output as secret. `purge` drops expired codes and sessions, old mail texts and mails.
 * PGlite admits one process: while the server runs on it, `outbox` asks the server instead
 * (accounts/operator.ts); `purge` needs it stopped (it says so).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../storage/database.ts';
import { MAIL_KEEP_TEXT_MS } from './constants.ts';
import { DatabaseAccountStore } from './database-store.ts';
import { OPERATOR_OUTBOX_PATH, type OperatorDoor, readOperatorFile } from './operator.ts';
import type { MailRecord } from './store.ts';

const USAGE = `usage: npm run -s accounts -w @nerali/server -- <command>
  outbox [--limit N] [--to address] [--full]   newest mails first (--full: with their text)
  purge                                        drop expired codes, sessions, old mails`;

const write = (text: string) => process.stdout.write(`${text}\n`);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function formatMail(mail: MailRecord, full: boolean): string {
  const status =
    mail.sentAt !== null
      ? `sent ${iso(mail.sentAt)}`
      : mail.lastError
        ? `retrying (${mail.attempts}): ${mail.lastError}`
        : 'not sent';
  const head = `#${mail.id}  ${iso(mail.createdAt)}  ${mail.kind}  ${mail.lang}  to ${mail.recipient}  ${status}\n    ${mail.subject}`;
  if (!full) return head;
  const text =
    mail.text === '' ? '(text forgotten after sending)' : mail.text.trimEnd().replace(/^/gm, '    | ');
  return `${head}\n${text}`;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { limit: { type: 'string' }, to: { type: 'string' }, full: { type: 'boolean' } },
  });
  const command = positionals[0];
  if (command !== 'outbox' && command !== 'purge') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = readConfig();
  const quiet = {
    info() {},
    warn: (o: unknown, m?: string) => process.stderr.write(`${m ?? String(o)}\n`),
    error: (o: unknown, m?: string) => process.stderr.write(`${m ?? String(o)}\n`),
  };
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, quiet);
  } catch (err) {
    // The embedded database is the running server's: ask the server (accounts/operator.ts).
    const door =
      (err as { code?: string }).code === 'DATA_DIR_LOCKED' ? readOperatorFile(config.dataDir) : null;
    if (command !== 'outbox' || !door) throw err;
    return outboxFromServer(door, values);
  }
  try {
    const store = new DatabaseAccountStore(database.db);
    if (command === 'purge') {
      const now = Date.now();
      const accounts = config.accounts;
      await store.purgeExpired(
        now,
        accounts?.sessionIdleMs ?? 30 * 86_400_000,
        accounts?.sessionMaxMs ?? 180 * 86_400_000,
      );
      await store.scrubMails(now - MAIL_KEEP_TEXT_MS, now - 30 * 86_400_000);
      write('purged');
      return 0;
    }
    const limit = Math.min(Math.max(Number(values.limit ?? 20) || 20, 1), 1000);
    const to = values.to?.trim().toLowerCase();
    const mails = (await store.listMails(to ? 1000 : limit))
      .filter((m) => !to || m.recipient === to)
      .slice(0, limit);
    if (mails.length === 0) write('no mails');
    for (const mail of mails) write(formatMail(mail, values.full === true));
    return 0;
  } finally {
    await database.close();
  }
}

async function outboxFromServer(
  door: OperatorDoor,
  values: { limit?: string; to?: string; full?: boolean },
): Promise<number> {
  const query = new URLSearchParams();
  query.set('limit', String(Math.min(Math.max(Number(values.limit ?? 20) || 20, 1), 1000)));
  if (values.to) query.set('to', values.to);
  if (values.full) query.set('full', 'true');
  const res = await fetch(`http://127.0.0.1:${door.port}${OPERATOR_OUTBOX_PATH}?${query}`, {
    headers: { authorization: `Bearer ${door.token}` },
  }).catch(() => null);
  if (!res?.ok) {
    process.stderr.write(
      `the database is in use by process ${door.pid} and its server did not answer on port ${door.port}: stop it, or use PostgreSQL\n`,
    );
    return 1;
  }
  const { mails } = (await res.json()) as { mails: MailRecord[] };
  process.stderr.write(`(from the running server, process ${door.pid})\n`);
  if (mails.length === 0) write('no mails');
  for (const mail of mails) write(formatMail(mail, values.full === true));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
