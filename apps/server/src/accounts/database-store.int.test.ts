/**
 * The account store on PGlite and, with DATABASE_URL, PostgreSQL: uniqueness by the database, codes
 * used once under concurrency, ordered syncs of one user, mail claims taken once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../storage/database.ts';
import { freshDatabase, TARGETS, type TestDatabase, unavailable } from '../storage/testing/databases.ts';
import { DatabaseAccountStore } from './database-store.ts';
import type { AccountRecord } from './store.ts';
import { applyDiff } from './sync/merge.ts';

const silent = { info() {}, warn() {}, error() {} };

const account = (id: string, email: string, name = ''): AccountRecord => ({
  id,
  email,
  emailVerified: false,
  pendingEmail: null,
  name,
  passwordHash: '$argon2id$x',
  status: 2,
  lang: 'ta',
  createdAt: 1,
  updatedAt: 1,
  appVersion: null,
  platform: null,
  marketing: null,
});

for (const kind of TARGETS) {
  describe.skipIf(unavailable(kind))(`account store on ${kind}`, () => {
    let test: TestDatabase;
    let database: Database;
    let store: DatabaseAccountStore;
    beforeAll(async () => {
      test = await freshDatabase(kind);
      database = await openDatabase(test.config, silent);
      store = new DatabaseAccountStore(database.db);
    }, 120_000);
    afterAll(async () => {
      await database?.close();
      await test?.cleanup();
    }, 60_000);

    it('refuses a second account with the same address or nickname (ignoring case), atomically', async () => {
      const outcomes = await Promise.all([
        store.createAccount(account('aaaaaaaaaaaaaaa1', 'same@example.in')),
        store.createAccount(account('aaaaaaaaaaaaaaa2', 'same@example.in')),
      ]);
      expect(outcomes.sort()).toEqual(['created', 'emailTaken']);
      expect(await store.createAccount(account('aaaaaaaaaaaaaaa3', 'n1@example.in', 'Raja_K'))).toBe(
        'created',
      );
      expect(await store.createAccount(account('aaaaaaaaaaaaaaa4', 'n2@example.in', 'raja_k'))).toBe(
        'nameTaken',
      );
      expect(await store.updateAccount('aaaaaaaaaaaaaaa3', { email: 'same@example.in' }, 2)).toBe(
        'emailTaken',
      );
    });

    it('gives a code to exactly one of two concurrent uses, and none after expiry', async () => {
      await store.createAccount(account('bbbbbbbbbbbbbbb1', 'code@example.in'));
      const ticket = {
        hash: 'h1',
        purpose: 'verifyAccount' as const,
        accountId: 'bbbbbbbbbbbbbbb1',
        payload: {},
        createdAt: 1,
        expiresAt: 1000,
      };
      await store.putTicket(ticket);
      const taken = await Promise.all([
        store.takeTicket('h1', 'verifyAccount', 10),
        store.takeTicket('h1', 'verifyAccount', 10),
      ]);
      expect(taken.filter(Boolean)).toHaveLength(1);
      await store.putTicket({ ...ticket, hash: 'h2' });
      expect(await store.takeTicket('h2', 'forgottenPassword', 10)).toBeNull();
      expect(await store.takeTicket('h2', 'verifyAccount', 1000)).toBeNull();
    });

    it('keeps the newest mailed codes of an account and purpose, the new one always among them', async () => {
      await store.createAccount(account('eeeeeeeeeeeeeee1', 'keep@example.in'));
      await store.createAccount(account('eeeeeeeeeeeeeee2', 'other@example.in'));
      const code = (hash: string, createdAt: number, accountId = 'eeeeeeeeeeeeeee1') => ({
        hash,
        purpose: 'forgottenPassword' as const,
        accountId,
        payload: {},
        createdAt,
        expiresAt: 10_000,
      });
      await store.putTicket({ ...code('k-verify', 1), purpose: 'verifyAccount' });
      await store.putCode(code('k-other', 1, 'eeeeeeeeeeeeeee2'), 3);
      for (let i = 1; i <= 5; i++) await store.putCode(code(`k${i}`, 100 + i), 3);
      const live = async (
        hash: string,
        purpose: 'forgottenPassword' | 'verifyAccount' = 'forgottenPassword',
      ) => (await store.takeTicket(hash, purpose, 50)) !== null;
      expect([await live('k1'), await live('k2')]).toEqual([false, false]);
      expect([await live('k3'), await live('k4'), await live('k5')]).toEqual([true, true, true]);
      // Another purpose, another account: untouched.
      expect(await live('k-verify', 'verifyAccount')).toBe(true);
      expect(await live('k-other')).toBe(true);
      // A new code written in the same millisecond as older ones is kept all the same.
      for (let i = 6; i <= 9; i++) await store.putCode(code(`k${i}`, 200), 2);
      expect(await live('k9')).toBe(true);
      // keep 1: only the new one.
      await store.putCode(code('k10', 300), 1);
      await store.putCode(code('k11', 300), 1);
      expect([await live('k10'), await live('k11')]).toEqual([false, true]);
    });

    it('runs concurrent syncs of one user one after the other: no merge is lost', async () => {
      await store.createAccount(account('ccccccccccccccc1', 'sync@example.in'));
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.updateUserData('ccccccccccccccc1', (current) => ({
            data: applyDiff(current.data, {
              merge: { [`mygames.data.g_1_game${String(i).padStart(4, '0')}`]: { AD: i + 1, is_duel: true } },
            }),
            privateData: current.privateData,
          })),
        ),
      );
      const data = await store.getUserData('ccccccccccccccc1');
      expect(Object.keys((data?.data.mygames as { data: object }).data)).toHaveLength(20);
      expect(data?.version).toBe(20);
      expect(await store.updateUserData('ccccccccccccccc1', () => null)).toMatchObject({
        changed: false,
        value: { version: 20 },
      });
    });

    it('hands each due mail to one sender, and retries a failed one later', async () => {
      const mail = {
        recipient: 'm@example.in',
        kind: 'verify' as const,
        lang: 'ta' as const,
        subject: 's',
        text: 't',
        html: 'h',
      };
      for (let i = 0; i < 5; i++) await store.enqueueMail(mail, 100);
      const [a, b] = await Promise.all([
        store.claimMails(200, 60_000, 3, 8),
        store.claimMails(200, 60_000, 3, 8),
      ]);
      const ids = [...(a ?? []), ...(b ?? [])].map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(5);
      const first = ids[0] ?? 0;
      await store.markMailFailed(first, 'down', 500);
      expect((await store.claimMails(400, 60_000, 10, 8)).map((m) => m.id)).toEqual([]);
      expect((await store.claimMails(600, 60_000, 10, 8)).map((m) => m.id)).toEqual([first]);
      await store.markMailSent(first, 700);
      await store.scrubMails(800, 0);
      expect((await store.listMails(10)).find((m) => m.id === first)?.text).toBe('');
    });

    it('deleting an account ends its sessions, codes and identities', async () => {
      await store.createAccount(account('ddddddddddddddd1', 'del@example.in'), {
        identity: {
          issuer: 'https://accounts.google.com',
          subject: 's1',
          accountId: 'ddddddddddddddd1',
          email: null,
          createdAt: 1,
        },
        session: {
          tokenHash: 'th1',
          accountId: 'ddddddddddddddd1',
          kind: 'password',
          createdAt: 1,
          lastUsedAt: 1,
        },
      });
      expect(await store.getSession('th1')).not.toBeNull();
      expect(await store.deleteAccount('ddddddddddddddd1')).toBe(true);
      expect(await store.getSession('th1')).toBeNull();
      expect(await store.getIdentity('https://accounts.google.com', 's1')).toBeNull();
    });
  });
}
