/**
 * The sync of a signed-in user's data (spec 2 §4, spec 1 §4): the account's copy is kept in the
 * browser (`lsid_data`), this browser's copy is what the favourites and settings hold
 * (local-data.ts), and the difference between them is what gets written: item by item, one write for
 * a single change and one merged bulk write for several (data-diff.ts `diffData`).
 *
 *  - At sign-in the account's copy wins, area by area; an area the account lacks goes up from here.
 *  - A read (`/v4/getdata`) is due when the copy is older than 300 s (the timestamp is `lsid_syncTime`,
 *    shared by the tabs); the check runs every 10 s after a random start delay below that.
 *  - A failed read or write is tried again every 3 s, at most 99 times in a row.
 *  - Another device's change comes on the user's push subject as the same diff: it is applied to the
 *    account's copy, and changes made here and not yet written are replayed on top ("rebase"), so
 *    neither side loses anything.
 *  - While terms are pending nothing is written (the server would refuse it, XE8); the first write
 *    after agreeing sends everything (storeAfterLoginNeeded).
 *
 * One task at a time, in order: reads, writes and push messages never interleave.
 */
import {
  applyDiff,
  canonicalJson,
  type DataWrite,
  diffData,
  type JsonObject,
  PathError,
} from '@nerali/domain';
import type { StorageLike } from '../favourites/client-storage.ts';
import type { BackendError, DataAnswer } from './api.ts';
import { AccountError, ClientCode } from './errors.ts';
import { ACCOUNT_AREAS, type LocalSide, signInData } from './local-data.ts';
import { readSyncTime, readUser } from './user-store.ts';
import { writeSyncTime, writeUser } from './user-write.ts';

/** Spec 2 §4, §9. */
export const SYNC_FRESH_MS = 300_000;
export const SYNC_CHECK_MS = 10_000;
export const SYNC_RETRY_MS = 3_000;
export const SYNC_RETRIES_MAX = 99;

export interface SyncApi {
  getData(): Promise<DataAnswer>;
  store(write: DataWrite): Promise<BackendError[]>;
}

/** A message of the user's push subject about data (docs/accounts.md "Push"). */
export interface RemoteChange {
  v?: number;
  key?: string;
  merge?: Record<string, unknown>;
  unmerge?: readonly string[];
}

export interface DataSyncOptions {
  storage: StorageLike | null;
  api: SyncApi;
  local: LocalSide;
  now(): number;
  random(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Nothing may be written now (terms pending). */
  writesBlocked(): boolean;
  /** A read's answer (profile, pending terms and marketing) or a write's pending items. */
  onAnswer(answer: { errors: BackendError[]; profile?: DataAnswer['profile'] }): void;
  /** A refusal of the server (the session decides about signing out). */
  onRefused(error: AccountError): void;
  log?: Pick<Console, 'warn'>;
}

/** A write as the push echoes it (key, merge, unmerge), comparable as text. */
function writeText(key: string, merge: Record<string, unknown>, unmerge: readonly string[]): string {
  return canonicalJson({ key, merge: merge as JsonObject, unmerge: [...unmerge] });
}

/** Two dotted paths overlap when one lies inside the other. */
function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export class DataSync {
  private queue: Promise<void> = Promise.resolve();
  private busy = false;
  private started = false;
  private checkTimer: unknown = null;
  private retryTimer: unknown = null;
  private retries = 0;
  /** 99 retries failed: the next try waits for the regular check. */
  private paused = false;
  private readDue = false;
  private signInDue = false;
  private version: number | null = null;
  /** The last write the server refused as invalid (XE11): not sent again until something changes. */
  private refused: string | null = null;
  private waiters: Waiter[] = [];
  /**
   * Our acknowledged writes whose push echo has not come yet (their version is unknown until then).
   * Another device's message that touches one of their paths may have happened before ours on the
   * server: then the account is read rather than guessed.
   */
  private unechoed: { text: string; paths: string[] }[] = [];

  constructor(private readonly o: DataSyncOptions) {}

  /** `signIn`: the sign-in sync first (spec 2 §4); otherwise a page load of a signed-in user. */
  start(mode: 'signIn' | 'resume'): void {
    if (this.started) return;
    this.started = true;
    if (mode === 'signIn') {
      this.signInDue = true;
      this.readDue = true;
      this.pump();
    }
    // Spec 2 §4: the first check after a random delay below the period, so tabs and devices spread.
    this.scheduleCheck(Math.floor(this.o.random() * SYNC_CHECK_MS));
  }

  stop(): void {
    this.started = false;
    if (this.checkTimer !== null) this.o.clearTimeout(this.checkTimer);
    if (this.retryTimer !== null) this.o.clearTimeout(this.retryTimer);
    this.checkTimer = null;
    this.retryTimer = null;
    const waiting = this.waiters.splice(0);
    for (const w of waiting) w.resolve();
  }

  /** The sign-in sync again (after the terms were agreed to: storeAfterLoginNeeded). */
  signInAgain(): void {
    this.refused = null;
    this.signInDue = true;
    this.readDue = true;
    this.pump();
  }

  /** Read the account now (a push said the profile or terms changed, or a message was missed). */
  refresh(): void {
    this.readDue = true;
    this.pump();
  }

  /**
   * Write what differs now; resolves once it is written (or there was nothing to write), rejects
   * when the write failed. Later changes ride along.
   */
  flush(): Promise<void> {
    if (!this.started) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.pump();
    });
  }

  /** Another device's change (or the echo of ours: applying a diff twice changes nothing). */
  remote(change: RemoteChange): void {
    this.enqueue(async () => {
      const gap = change.v !== undefined && this.version !== null && change.v > this.version + 1;
      if (change.v !== undefined) this.version = Math.max(this.version ?? 0, change.v);
      if (change.key === undefined || gap) {
        // Too big to travel, or one was missed: read the whole copy.
        this.readDue = true;
        return;
      }
      const text = writeText(change.key, change.merge ?? {}, change.unmerge ?? []);
      const echo = this.unechoed.findIndex((w) => w.text === text);
      if (echo >= 0) {
        // Our own write coming back: already in the copy.
        this.unechoed.splice(echo, 1);
        return;
      }
      const paths = [...Object.keys(change.merge ?? {}), ...(change.unmerge ?? [])];
      if (this.unechoed.some((w) => w.paths.some((mine) => paths.some((theirs) => overlaps(mine, theirs))))) {
        this.readDue = true;
        return;
      }
      const user = readUser(this.o.storage);
      if (!user) return;
      let next: JsonObject;
      try {
        next = applyDiff(user.data, { merge: change.merge ?? {}, unmerge: change.unmerge ?? [] }, change.key);
      } catch (error) {
        if (!(error instanceof PathError)) throw error;
        this.readDue = true;
        return;
      }
      this.rebase(user.data, next, false);
    });
  }

  private scheduleCheck(ms: number): void {
    if (!this.started) return;
    this.checkTimer = this.o.setTimeout(() => {
      this.checkTimer = null;
      this.check();
      this.scheduleCheck(SYNC_CHECK_MS);
    }, ms);
  }

  /** Every 10 s: a read when the copy is stale, a write when something differs. */
  check(): void {
    if (!readUser(this.o.storage)) return;
    this.paused = false;
    if (this.o.now() - readSyncTime(this.o.storage) >= SYNC_FRESH_MS) this.readDue = true;
    this.pump();
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue
      .then(task)
      .catch((error: unknown) => this.o.log?.warn('account: sync task failed', error))
      .finally(() => this.pump());
  }

  private pump(): void {
    if (this.busy || !this.started || this.paused || this.retryTimer !== null) return;
    if (this.readDue) {
      this.busy = true;
      this.enqueue(() => this.read().finally(() => (this.busy = false)));
      return;
    }
    const user = readUser(this.o.storage);
    const local = this.o.local.read();
    if (!user || !local) return this.settle(null);
    const write = diffData(user.data, local, ACCOUNT_AREAS);
    if (!write) return this.settle(null);
    if (this.o.writesBlocked()) {
      return this.settle(new AccountError('answer', ClientCode.termsNeeded, 'terms pending'));
    }
    if (canonicalJson(write as unknown as JsonObject) === this.refused) {
      return this.settle(new AccountError('answer', ClientCode.invalidData, 'refused before'));
    }
    this.busy = true;
    const waiting = this.waiters.splice(0);
    this.enqueue(() => this.write(waiting).finally(() => (this.busy = false)));
  }

  private settle(error: AccountError | null): void {
    const waiting = this.waiters.splice(0);
    for (const w of waiting) {
      if (error) w.reject(error);
      else w.resolve();
    }
  }

  private async read(): Promise<void> {
    const user = readUser(this.o.storage);
    if (!user) {
      this.readDue = false;
      return;
    }
    let answer: DataAnswer;
    try {
      answer = await this.o.api.getData();
    } catch (error) {
      if (!this.failed(error)) this.readDue = false;
      return;
    }
    this.readDue = false;
    this.retries = 0;
    this.unechoed = [];
    if (answer.version !== null) this.version = answer.version;
    // The user signed out while the answer travelled: nothing of it may stay.
    if (!readUser(this.o.storage)) return;
    const signIn = this.signInDue;
    this.signInDue = false;
    writeSyncTime(this.o.storage, this.o.now());
    this.rebase(user.data, answer.data, signIn, answer.privateData);
    this.o.onAnswer({ errors: answer.errors, profile: answer.profile });
  }

  /**
   * The account's copy moves from `before` to `after`; what this browser changed and did not write
   * yet is replayed on top of it. At sign-in the account wins area by area instead (spec 2 §4).
   */
  private rebase(before: JsonObject, after: JsonObject, signIn: boolean, privateData?: JsonObject): void {
    const local = this.o.local.read();
    let shown = after;
    if (local && signIn) shown = signInData(after, local);
    else if (local) {
      const pending = diffData(before, local, ACCOUNT_AREAS);
      if (pending) {
        try {
          shown = applyDiff(after, pending, pending.key);
        } catch {
          shown = after;
        }
      }
    }
    writeUser(this.o.storage, { data: after, ...(privateData ? { privateData } : {}) });
    if (!local || diffData(local, shown, ACCOUNT_AREAS)) this.o.local.apply(shown);
  }

  private async write(waiting: Waiter[]): Promise<void> {
    const user = readUser(this.o.storage);
    const local = this.o.local.read();
    const write = user && local ? diffData(user.data, local, ACCOUNT_AREAS) : null;
    if (!user || !write) {
      for (const w of waiting) w.resolve();
      return;
    }
    let errors: BackendError[];
    try {
      errors = await this.o.api.store(write);
    } catch (error) {
      for (const w of waiting) w.reject(error);
      // A refusal (invalid data, terms pending, signed out) is not sent again as it was: the same
      // write would be refused again. A lost connection is tried again.
      if (!this.failed(error)) {
        this.refused = canonicalJson(write as unknown as JsonObject);
        this.o.log?.warn('account: the account refused a write', error);
      }
      return;
    }
    this.retries = 0;
    this.refused = null;
    this.unechoed.push({
      text: writeText(write.key, write.merge, write.unmerge),
      paths: [...Object.keys(write.merge), ...write.unmerge],
    });
    // Echoes that never come (push down) must not pile up.
    if (this.unechoed.length > 50) this.unechoed.shift();
    const now = readUser(this.o.storage);
    if (now && now.id === user.id) {
      writeUser(this.o.storage, { data: applyDiff(now.data, write, write.key) });
    }
    for (const w of waiting) w.resolve();
    if (errors.length > 0) this.o.onAnswer({ errors });
  }

  /**
   * A failed call: a refusal goes to the session (false: trying again would not help); anything else
   * is tried again in 3 s, 99 times in a row, then at the regular checks.
   */
  private failed(error: unknown): boolean {
    if (error instanceof AccountError && error.kind === 'answer') {
      this.o.onRefused(error);
      if (error.code !== ClientCode.internal && error.code !== ClientCode.technical) return false;
    }
    this.o.log?.warn('account: sync failed', error);
    if (!this.started || this.retryTimer !== null) return true;
    if (this.retries >= SYNC_RETRIES_MAX) {
      this.paused = true;
      return true;
    }
    this.retries += 1;
    const wait =
      error instanceof AccountError && error.kind === 'rateLimited'
        ? Math.max(SYNC_RETRY_MS, (error.extra.retryAfterS ?? 0) * 1000)
        : SYNC_RETRY_MS;
    this.retryTimer = this.o.setTimeout(() => {
      this.retryTimer = null;
      this.pump();
    }, wait);
    return true;
  }
}
