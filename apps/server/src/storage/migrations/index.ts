/**
 * Every migration, in order. Listed by hand rather than read from the directory: the list is checked
 * by the compiler and works the same under tsx, vitest and any bundler.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-initial.ts';
import * as m0002 from './0002-documents.ts';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': m0001,
  '0002-documents': m0002,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return { ...MIGRATIONS };
  },
};
