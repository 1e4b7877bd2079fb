/**
 * Operator CLI for data providers' API keys, on the server's own database (DATABASE_URL, else PGlite
 * in DATA_DIR):
 *
 *   npm run apikey -w @nerali/server -- create --provider acme --label "Acme feed"
 *   npm run apikey -w @nerali/server -- list
 *   npm run apikey -w @nerali/server -- revoke <id>
 *
 * `create` prints the key on stdout, alone, once (the rest goes to stderr, so
 * `KEY=$(npm run -s apikey -- create ...)` captures just the key); only its hash is stored.
 * WARNING: PGlite admits one process; with PGlite, stop the server first (the CLI says so if not).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { createApiKey, DatabaseApiKeyStore } from '../storage/api-keys.ts';
import { openDatabase } from '../storage/database.ts';
import type { ApiKeyRecord } from '../storage/ports.ts';

const USAGE = `usage: npm run apikey -w @nerali/server -- <command>
  create --provider <name> --label <text>   make a key; prints it once
  list                                      all keys, revoked ones too
  revoke <id>                               the key stops working at once`;

class UsageError extends Error {}

const stderrLogger = {
  info() {},
  warn: (obj: unknown, msg?: string) => console.error(msg ?? obj),
  error: (obj: unknown, msg?: string) => console.error(msg ?? obj, obj),
};

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function formatList(keys: readonly ApiKeyRecord[]): string {
  if (keys.length === 0) return 'no API keys';
  const rows = [
    ['ID', 'PROVIDER', 'CREATED', 'STATUS', 'LABEL'],
    ...keys.map((k) => [
      k.id,
      k.provider,
      iso(k.createdAt),
      k.revokedAt === null ? 'active' : `revoked ${iso(k.revokedAt)}`,
      k.label,
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      provider: { type: 'string' },
      label: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) throw new UsageError('');
  if (command === 'create' && (!values.provider || values.label === undefined || rest.length > 0)) {
    throw new UsageError('create needs --provider and --label');
  }
  if (command === 'revoke' && rest.length !== 1) throw new UsageError('revoke needs one key id');
  if (command === 'list' && rest.length > 0) throw new UsageError('list takes no arguments');
  if (!['create', 'list', 'revoke'].includes(command)) throw new UsageError(`unknown command ${command}`);

  const config = readConfig();
  if (config.storage === 'memory') throw new Error('STORAGE=memory keeps no keys; unset it');
  const database = await openDatabase(config, stderrLogger);
  try {
    const store = new DatabaseApiKeyStore(database.db);
    if (command === 'create') {
      const { key, record } = await createApiKey(store, {
        provider: values.provider ?? '',
        label: values.label ?? '',
        nowMs: Date.now(),
      });
      console.error(
        `Created API key ${record.id} for provider ${record.provider} (${JSON.stringify(record.label)}).`,
      );
      console.error('Give it to the provider now: it is not stored and is never shown again.');
      console.log(key);
    } else if (command === 'list') {
      console.log(formatList(await store.list()));
    } else {
      const id = rest[0] ?? '';
      if (!(await store.revoke(id, Date.now()))) {
        const key = await store.get(id);
        throw new Error(key ? `API key ${id} was already revoked` : `no API key ${id}`);
      }
      console.error(`API key ${id} revoked.`);
    }
  } finally {
    await database.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError) {
    if (err.message) console.error(err.message);
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    console.error(`apikey: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
