/**
 * One process at a time in a PGlite directory. PGlite is PostgreSQL in single-user mode: it takes no
 * lock of its own, and two processes writing the same files corrupt them. The usual trap is the
 * operator CLI (`npm run apikey`) run while the server is up; it must fail with a clear message.
 *
 * The lock is a file holding the owner's pid, created exclusively. A lock left by a process that no
 * longer runs (kill -9, a crash) is taken over. WARNING: the check is by pid on this machine; the
 * directory must not be shared between machines (use PostgreSQL for that).
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Directories this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(dir: string, pid: number) {
    super(
      `${dir} is in use by process ${pid} (the server?). PGlite allows one process at a time: stop it, ` +
        `or use PostgreSQL (DATABASE_URL). If no such process runs, delete ${join(dir, LOCK_FILE)}.`,
    );
  }
}

const LOCK_FILE = 'nerali.lock';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else; still running.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dir` (which must exist) or throws DataDirLockedError; returns the release. */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  if (held.has(path)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      let pid = Number.NaN;
      try {
        pid = Number(readFileSync(path, 'utf8').trim());
      } catch {
        // Vanished or unreadable: treat it as stale.
      }
      // Our own pid in the file is a previous life of this process id (a container's pid 1), since
      // `held` says we do not hold it now.
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && running(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      rmSync(path, { force: true });
    }
  }
  held.add(path);
  return () => {
    if (!held.delete(path)) return;
    rmSync(path, { force: true });
  };
}
