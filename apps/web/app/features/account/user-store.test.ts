import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../favourites/client-storage.ts';
import { readCredentials } from '../favourites/account-sync.ts';
import { readSyncTime, readUser, SYNC_TIME_KEY, USER_KEYS } from './user-store.ts';
import { basicAuthorization, clearUser, writeSyncTime, writeUser } from './user-write.ts';

describe('the logged user in lsid_ keys (spec 2 §3)', () => {
  it('writes each field under its lsid_ key as JSON text, and reads it back', () => {
    const storage = memoryStorage();
    writeUser(storage, {
      id: 'k3v9q2m0x7a1b5c8',
      hash: 'h'.repeat(43),
      name: 'கவ்யா_ரசிகை',
      email: 'kavya@example.in',
      emailIsVerified: true,
      touConfirmed: false,
      ppConfirmed: true,
      data: { mygames: { data: { g_1_aaaa0001: { AD: 1, is_duel: true } } } },
      privateData: {},
    });
    expect([...storage.data.keys()].sort()).toEqual(Object.values(USER_KEYS).sort());
    expect(storage.data.get('lsid_id')).toBe('"k3v9q2m0x7a1b5c8"');
    expect(storage.data.get('lsid_touConfirmed')).toBe('false');
    expect(readUser(storage)).toMatchObject({ name: 'கவ்யா_ரசிகை', touConfirmed: false, ppConfirmed: true });
    // The favourites read the same keys (JSON or plain text).
    expect(readCredentials(storage)).toEqual({ id: 'k3v9q2m0x7a1b5c8', hash: 'h'.repeat(43) });
  });

  it('never writes null or undefined; signed in only with both id and hash', () => {
    const storage = memoryStorage();
    writeUser(storage, { id: 'k3v9q2m0x7a1b5c8', hash: null, name: undefined });
    expect([...storage.data.keys()]).toEqual(['lsid_id']);
    expect(readUser(storage)).toBeNull();
    writeUser(storage, { hash: 'abc' });
    expect(readUser(storage)).toMatchObject({
      id: 'k3v9q2m0x7a1b5c8',
      hash: 'abc',
      name: '',
      // Spec 2 §4: terms default to confirmed.
      touConfirmed: true,
      ppConfirmed: true,
      data: {},
    });
  });

  it('clearing deletes every key of the user and the sync timestamp, and nothing else', () => {
    const storage = memoryStorage({ nrl_mygames: '{}' });
    writeUser(storage, { id: 'a', hash: 'b', data: {}, email: 'x@example.in' });
    writeSyncTime(storage, 1_795_000_000_000);
    expect(readSyncTime(storage)).toBe(1_795_000_000_000);
    clearUser(storage);
    expect([...storage.data.keys()]).toEqual(['nrl_mygames']);
    expect(storage.data.has(SYNC_TIME_KEY)).toBe(false);
    expect(readSyncTime(storage)).toBe(0);
  });

  it('reads values an older client wrote as plain text; a refused write is a coded error', () => {
    const storage = memoryStorage({ lsid_id: 'k3v9q2m0x7a1b5c8', lsid_hash: 'plainhash' });
    expect(readUser(storage)).toMatchObject({ id: 'k3v9q2m0x7a1b5c8', hash: 'plainhash' });
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeUser(full, { id: 'a' })).toThrow(
      expect.objectContaining({ code: 'ACC_ERR_STORAGE_WRITE' }),
    );
  });

  it('spec 2 §6: Basic authorization from id and hash', () => {
    expect(basicAuthorization({ id: 'k3v9q2m0x7a1b5c8', hash: 'abc' })).toBe(
      `Basic ${Buffer.from('k3v9q2m0x7a1b5c8:abc').toString('base64')}`,
    );
  });
});
