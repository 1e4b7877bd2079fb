/**
 * What buildServer() keeps its state in: the database (PostgreSQL if DATABASE_URL, else PGlite in
 * DATA_DIR) unless the config says memory or a test hands its own Storage.
 */
import type { StorageLogger } from './logger.ts';
import { DatabaseAccountStore } from '../accounts/database-store.ts';
import { MemoryAccountStore } from '../accounts/memory-store.ts';
import type { AccountStore } from '../accounts/store.ts';
import type { ServerConfig } from '../config.ts';
import { MemoryStorage, type Storage } from '../engine/storage.ts';
import { DatabaseApiKeyStore } from './api-keys.ts';
import { prepareDataDir } from './data-dir-check.ts';
import { openDatabase, pgliteDir } from './database.ts';
import { DatabaseStorage } from './database-storage.ts';
import {
  type ApiKeyStore,
  MemoryApiKeyStore,
  MemoryProviderMapStore,
  type ProviderMapStore,
} from './ports.ts';
import { DatabaseProviderMapStore } from './provider-map.ts';

export interface NeraliStores {
  apiKeys: ApiKeyStore;
  providerMap: ProviderMapStore;
  /** Accounts, sessions, codes, agreements, the mail outbox (accounts/store.ts); memory if absent. */
  accounts?: AccountStore;
}

export function memoryStores(): NeraliStores {
  return {
    apiKeys: new MemoryApiKeyStore(),
    providerMap: new MemoryProviderMapStore(),
    accounts: new MemoryAccountStore(),
  };
}

/**
 * An explicit `storage` wins (with `stores`, or memory stores); else the config decides. The
 * returned Storage owns the database: closing it closes the stores' connection too.
 */
export async function openStorage(
  config: Pick<ServerConfig, 'storage' | 'databaseUrl' | 'dataDir'>,
  options: { storage?: Storage | undefined; stores?: NeraliStores | undefined; logger: StorageLogger },
): Promise<{ storage: Storage; stores: NeraliStores }> {
  if (options.storage) return { storage: options.storage, stores: options.stores ?? memoryStores() };
  if (config.storage === 'memory')
    return { storage: new MemoryStorage(), stores: options.stores ?? memoryStores() };
  const startedMs = performance.now();
  // PGlite's directory: a clear DataDirError (what is wrong, how to fix it) instead of mkdir's ENOENT.
  if (!config.databaseUrl) prepareDataDir(config.dataDir, pgliteDir(config.dataDir));
  const database = await openDatabase(config, options.logger);
  options.logger.info(
    { kind: database.kind, ms: Math.round(performance.now() - startedMs) },
    database.kind === 'pglite' ? `storage: PGlite in ${config.dataDir}` : 'storage: PostgreSQL',
  );
  return {
    storage: new DatabaseStorage(database, { logger: options.logger }),
    stores: options.stores ?? {
      apiKeys: new DatabaseApiKeyStore(database.db),
      providerMap: new DatabaseProviderMapStore(database.db),
      accounts: new DatabaseAccountStore(database.db),
    },
  };
}
