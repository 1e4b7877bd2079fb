/**
 * DATA_DIR must be a directory this process can write before PGlite opens it. Without this check a
 * read-only or misplaced DATA_DIR ended the start with Node's own `ENOENT: no such file or directory,
 * mkdir` and a stack trace (reliability audit, finding 7): on a read-only file system a recursive
 * mkdir reports ENOENT, which says nothing of the cause. So the error is diagnosed from the file
 * system itself: the nearest existing part of the path, whether it is a directory, and whether it
 * can be written.
 */
import { accessSync, constants, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export class DataDirError extends Error {
  readonly code = 'DATA_DIR_UNUSABLE';
  constructor(
    readonly dataDir: string,
    readonly problem: string,
  ) {
    super(
      `DATA_DIR ${dataDir} cannot hold the embedded database: ${problem}. Set DATA_DIR to a directory ` +
        `this process can write (it is created if missing), or set DATABASE_URL to use PostgreSQL.`,
    );
  }
}

/** Creates `target` (in `dataDir`) if needed and checks that a file can be written in it; else DataDirError. */
export function prepareDataDir(dataDir: string, target: string): void {
  try {
    mkdirSync(target, { recursive: true });
    // A directory can exist and still refuse files: a read-only mount, another user's directory.
    const probe = join(target, `.nerali-write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    throw new DataDirError(dataDir, diagnose(target, err));
  }
}

/** What is wrong with `target`, in words, from the nearest part of its path that exists. */
function diagnose(target: string, err: unknown): string {
  let existing = target;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  try {
    if (!statSync(existing).isDirectory()) return `${existing} is a file, not a directory`;
    accessSync(existing, constants.W_OK);
  } catch (accessErr) {
    const code = (accessErr as NodeJS.ErrnoException).code;
    if (code === 'EROFS') return `${existing} is on a read-only file system`;
    if (code === 'EACCES' || code === 'EPERM') return `no permission to write in ${existing}${asUser()}`;
  }
  switch ((err as NodeJS.ErrnoException).code) {
    case 'EROFS':
      return `${existing} is on a read-only file system`;
    case 'EACCES':
    case 'EPERM':
      return `no permission to write in ${existing}${asUser()}`;
    case 'ENOSPC':
      return `the disk of ${existing} is full`;
    case 'ENOTDIR':
      return `a part of the path is a file, not a directory`;
    default:
      return err instanceof Error ? err.message : String(err);
  }
}

function asUser(): string {
  return typeof process.getuid === 'function' ? ` (this process runs as uid ${process.getuid()})` : '';
}
