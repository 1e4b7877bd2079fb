/**
 * Every migration, in order. Listed by hand rather than read from the directory: the list is checked
 * by the compiler and works the same under tsx, vitest and any bundler.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-initial.ts';
import * as m0002 from './0002-documents.ts';
import * as m0003 from './0003-results-index.ts';
import * as m0004 from './0004-accounts.ts';
import * as m0005 from './0005-row-versions.ts';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': m0001,
  '0002-documents': m0002,
  '0003-results-index': m0003,
  '0004-accounts': m0004,
  '0005-row-versions': m0005,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return { ...MIGRATIONS };
  },
};
