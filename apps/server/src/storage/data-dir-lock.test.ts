import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('PGlite directory lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nerali-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('admits one holder at a time, in this process too, and frees the directory on release', async () => {
    const release = lockDataDir(dir);
    expect(await readFile(join(dir, 'nerali.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it('refuses a directory held by another running process', async () => {
    await writeFile(join(dir, 'nerali.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that died', async () => {
    // Beyond the kernel's pid_max (4194304 at most): no such process can exist.
    await writeFile(join(dir, 'nerali.lock'), '99999999');
    const release = lockDataDir(dir);
    expect(await readFile(join(dir, 'nerali.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
