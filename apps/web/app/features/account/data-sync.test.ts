/**
 * The data sync against a fake identity service that stores with the server's own merge (the domain's
 * `applyDiff`): sign-in rules, single and bulk writes, another device's change replayed under ours,
 * retries, terms pending, and (fast-check) any mix of changes on both sides ends with both equal.
 */
import fc from 'fast-check';
import {
  applyDiff,
  canonicalJson,
  type DataWrite,
  type JsonObject,
  withoutEmptyObjects,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../favourites/client-storage.ts';
import type { BackendError, DataAnswer } from './api.ts';
import { DataSync, SYNC_FRESH_MS, SYNC_RETRIES_MAX, SYNC_RETRY_MS } from './data-sync.ts';
import { AccountError, ClientCode, fromXe } from './errors.ts';
import { ACCOUNT_AREAS } from './local-data.ts';
import { readUser } from './user-store.ts';
import { writeSyncTime, writeUser } from './user-write.ts';

const game = (ad: number) => ({ AD: ad, is_duel: true });

/** Only the areas the web writes, without empty objects: what both copies are compared on. */
function areas(data: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const area of Object.keys(ACCOUNT_AREAS)) {
    const v = data[area] === undefined ? undefined : withoutEmptyObjects(data[area]);
    if (v !== undefined) out[area] = v;
  }
  return JSON.parse(canonicalJson(out)) as JsonObject;
}

function harness(options: { server?: JsonObject; local?: JsonObject } = {}) {
  const storage = memoryStorage();
  writeUser(storage, { id: 'k3v9q2m0x7a1b5c8', hash: 'h', data: {}, privateData: {} });
  let now = 1_795_000_000_000;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 0;
  const server = { data: options.server ?? {}, version: 1, writes: [] as DataWrite[], reads: 0 };
  const failures: { store: unknown[]; read: unknown[] } = { store: [], read: [] };
  let local: JsonObject = options.local ?? {};
  let blocked = false;
  const answers: BackendError[][] = [];
  const refusals: AccountError[] = [];
  const sync = new DataSync({
    storage,
    api: {
      async getData(): Promise<DataAnswer> {
        server.reads += 1;
        const failure = failures.read.shift();
        if (failure) throw failure;
        return {
          profile: { id: 'k3v9q2m0x7a1b5c8', name: '', email: 'kavya@example.in', emailIsVerified: true },
          data: structuredClone(server.data),
          privateData: {},
          version: server.version,
          errors: [],
        };
      },
      async store(write) {
        const failure = failures.store.shift();
        if (failure) throw failure;
        server.writes.push(write);
        const before = canonicalJson(server.data);
        server.data = applyDiff(server.data, write, write.key);
        if (canonicalJson(server.data) !== before) {
          // Like the server: a change is published on the user's subject, to this tab too.
          server.version += 1;
          const echo = { v: server.version, key: write.key, merge: write.merge, unmerge: write.unmerge };
          void Promise.resolve().then(() => sync.remote(echo));
        }
        return [];
      },
    },
    local: {
      read: () => structuredClone(local),
      apply: (data) => {
        local = areas(data);
      },
    },
    now: () => now,
    random: () => 0.5,
    setTimeout: (fn, ms) => {
      nextId += 1;
      timers.push({ at: now + ms, fn, id: nextId });
      return nextId;
    },
    clearTimeout: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    writesBlocked: () => blocked,
    onAnswer: ({ errors }) => void answers.push(errors),
    onRefused: (error) => void refusals.push(error),
  });
  // The fake service answers in microtasks: draining them is enough.
  const settle = async () => {
    for (let i = 0; i < 60; i++) await Promise.resolve();
  };
  return {
    sync,
    storage,
    server,
    failures,
    answers,
    refusals,
    settle,
    get local() {
      return local;
    },
    set local(value: JsonObject) {
      local = value;
    },
    block: (on: boolean) => (blocked = on),
    /** Moves the clock, running the timers that fall due (and what they start). */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        now = next.at;
        next.fn();
        await settle();
      }
      now = end;
      await settle();
    },
  };
}

describe('data sync (spec 2 §4, spec 1 §4)', () => {
  it('at sign-in an empty account takes this browser’s data', async () => {
    const h = harness({
      local: { mygames: { data: { g_1_aaaa0001: game(1) } }, settings: { sortByTime: true } },
    });
    h.sync.start('signIn');
    await h.settle();
    expect(h.server.reads).toBe(1);
    expect(areas(h.server.data)).toEqual(areas(h.local));
    expect(h.server.writes).toHaveLength(1);
    expect(h.server.writes[0]?.key).toBe('');
    // The account's copy is kept in lsid_data.
    expect(readUser(h.storage)?.data).toEqual(h.server.data);
  });

  it('at sign-in the account wins area by area; an area it lacks goes up from here', async () => {
    const h = harness({
      server: { mygames: { data: { g_1_aaaa0001: game(1) } } },
      local: {
        mygames: { data: { g_1_bbbb0002: game(2) } },
        myTeams: {
          items: { '1_cfc': { sportId: 1, id: 'cfc', name: 'Chennaiyin FC' } },
          count: 1,
          sportIds: [1],
        },
      },
    });
    h.sync.start('signIn');
    await h.settle();
    expect(h.local.mygames).toEqual({ data: { g_1_aaaa0001: game(1) } });
    expect(areas(h.server.data)).toEqual(areas(h.local));
    expect(h.server.writes.map((w) => w.key)).toEqual(['myTeams']);
  });

  it('a single change is one write of that item; several are one merged bulk write', async () => {
    const h = harness();
    h.sync.start('resume');
    h.local = { mygames: { data: { g_1_aaaa0001: game(1) } } };
    await h.sync.flush();
    expect(h.server.writes.at(-1)).toEqual({
      key: 'mygames',
      merge: { 'mygames.data.g_1_aaaa0001': game(1) },
      unmerge: [],
      items: 1,
    });
    h.local = {
      mygames: { data: { g_1_aaaa0002: game(2), g_1_aaaa0003: game(3) } },
      settings: { sortByTime: true },
    };
    await h.sync.flush();
    expect(h.server.writes.at(-1)).toMatchObject({
      key: '',
      unmerge: ['mygames.data.g_1_aaaa0001'],
      items: 4,
    });
    expect(areas(h.server.data)).toEqual(areas(h.local));
    // Nothing differs: nothing is sent.
    await h.sync.flush();
    expect(h.server.writes).toHaveLength(2);
  });

  it('another device’s change arrives by push; this browser’s unwritten change is kept on top', async () => {
    const h = harness({ server: {} });
    h.sync.start('resume');
    h.failures.store.push(new AccountError('network', ClientCode.technical, 'offline'));
    h.local = { mygames: { data: { g_1_aaaa0001: game(1) } } };
    await expect(h.sync.flush()).rejects.toMatchObject({ kind: 'network' });
    // Meanwhile the laptop followed another game: the push carries the diff.
    h.server.data = applyDiff(h.server.data, { merge: { 'mygames.data.g_1_laptop01': game(5) } });
    h.sync.remote({ v: 2, key: 'mygames', merge: { 'mygames.data.g_1_laptop01': game(5) }, unmerge: [] });
    await h.settle();
    expect(Object.keys((h.local.mygames as { data: object }).data).sort()).toEqual([
      'g_1_aaaa0001',
      'g_1_laptop01',
    ]);
    // The retry 3 s later writes only this browser's game.
    await h.advance(SYNC_RETRY_MS);
    expect(h.server.writes.at(-1)?.merge).toEqual({ 'mygames.data.g_1_aaaa0001': game(1) });
    expect(areas(h.server.data)).toEqual(areas(h.local));
  });

  it('a push without the diff (too big) or after a missed one reads the account', async () => {
    const h = harness({ server: { settings: { sortByTime: true } } });
    writeSyncTime(h.storage, 1_795_000_000_000);
    h.sync.start('resume');
    h.sync.remote({ v: 9 });
    await h.settle();
    expect(h.server.reads).toBe(1);
    expect(h.local.settings).toEqual({ sortByTime: true });
  });

  it('reads when the copy is older than 300 s, checking every 10 s; retries every 3 s, 99 times', async () => {
    const h = harness();
    writeSyncTime(h.storage, 1_795_000_000_000);
    h.sync.start('resume');
    await h.advance(SYNC_FRESH_MS - 10_000);
    expect(h.server.reads).toBe(0);
    for (let i = 0; i <= SYNC_RETRIES_MAX; i++) {
      h.failures.read.push(new AccountError('network', ClientCode.technical, 'offline'));
    }
    // Checks at 5 s, 15 s, ... (random start delay): the first one past 300 s reads.
    await h.advance(16_000);
    expect(h.server.reads).toBe(1);
    await h.advance(SYNC_RETRY_MS);
    expect(h.server.reads).toBe(2);
    // 99 retries 3 s apart, then the regular check tries again (and succeeds here).
    await h.advance(SYNC_RETRY_MS * (SYNC_RETRIES_MAX - 1));
    expect(h.server.reads).toBe(SYNC_RETRIES_MAX + 1);
    await h.advance(10_000);
    expect(h.server.reads).toBe(SYNC_RETRIES_MAX + 2);
    expect(h.failures.read).toEqual([]);
    expect(h.answers.length).toBeGreaterThan(0);
  });

  it('writes nothing while terms are pending; after agreeing, the sign-in sync runs again', async () => {
    const h = harness();
    h.block(true);
    h.local = { mygames: { data: { g_1_aaaa0001: game(1) } } };
    h.sync.start('signIn');
    await h.settle();
    expect(h.server.writes).toEqual([]);
    await expect(h.sync.flush()).rejects.toMatchObject({ code: ClientCode.termsNeeded });
    h.block(false);
    h.sync.signInAgain();
    await h.settle();
    expect(areas(h.server.data)).toEqual(areas(h.local));
  });

  it('a write the account refuses (XE11) goes to the session and is not sent again as it was', async () => {
    const h = harness();
    h.sync.start('resume');
    h.failures.store.push(fromXe('XE11'));
    h.local = { settings: { sortByTime: true } };
    await expect(h.sync.flush()).rejects.toMatchObject({ code: ClientCode.invalidData });
    expect(h.refusals.map((e) => e.code)).toEqual([ClientCode.invalidData]);
    await expect(h.sync.flush()).rejects.toMatchObject({ code: ClientCode.invalidData });
    expect(h.server.writes).toEqual([]);
    h.local = { settings: { sortByTime: false } };
    await h.sync.flush();
    expect(h.server.writes).toHaveLength(1);
  });

  it('signed out meanwhile: nothing is read into this browser, nothing is written', async () => {
    const h = harness({ server: { mygames: { data: { g_1_aaaa0001: game(1) } } } });
    h.sync.start('resume');
    h.storage.removeItem('lsid_hash');
    h.sync.refresh();
    h.local = { settings: { sortByTime: true } };
    await h.sync.flush();
    await h.settle();
    expect(h.server.writes).toEqual([]);
    expect(h.local).toEqual({ settings: { sortByTime: true } });
  });

  it('[fast-check] any mix of changes here, on another device and lost writes ends with both copies equal', async () => {
    const ids = ['g_1_aaaa0001', 'g_1_aaaa0002', 'g_1_aaaa0003', 'g_2_bbbb0001'];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('local' as const),
        id: fc.constantFrom(...ids),
        ad: fc.option(fc.integer({ min: 1, max: 9 })),
      }),
      fc.record({
        kind: fc.constant('remote' as const),
        id: fc.constantFrom(...ids),
        ad: fc.option(fc.integer({ min: 1, max: 9 })),
      }),
      fc.record({ kind: fc.constant('setting' as const), on: fc.boolean() }),
      fc.record({ kind: fc.constant('offline' as const) }),
      fc.record({ kind: fc.constant('flush' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        const h = harness();
        h.sync.start('signIn');
        await h.settle();
        for (const o of ops) {
          if (o.kind === 'local') {
            const path = `mygames.data.${o.id}`;
            h.local = areas(
              o.ad === null
                ? applyDiff(h.local, { unmerge: [path] })
                : applyDiff(h.local, { unmerge: [path], merge: { [path]: game(o.ad) } }),
            );
            void h.sync.flush().catch(() => {});
          } else if (o.kind === 'remote') {
            const path = `mygames.data.${o.id}`;
            const diff =
              o.ad === null ? { unmerge: [path] } : { unmerge: [path], merge: { [path]: game(o.ad) } };
            const before = canonicalJson(h.server.data);
            h.server.data = applyDiff(h.server.data, diff);
            // The server publishes only what changed something.
            if (canonicalJson(h.server.data) !== before) {
              h.server.version += 1;
              h.sync.remote({
                v: h.server.version,
                key: 'mygames',
                merge: diff.merge ?? {},
                unmerge: diff.unmerge,
              });
            }
          } else if (o.kind === 'setting') {
            h.local = { ...h.local, settings: { sortByTime: o.on } };
            void h.sync.flush().catch(() => {});
          } else if (o.kind === 'offline') {
            h.failures.store.push(new AccountError('network', ClientCode.technical, 'offline'));
          } else {
            await h.settle();
          }
        }
        await h.advance(60_000);
        expect(areas(h.server.data)).toEqual(areas(h.local));
        h.sync.stop();
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
