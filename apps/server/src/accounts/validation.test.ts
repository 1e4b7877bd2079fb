import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import {
  isCode,
  isOldPasswordShape,
  newPasswordProblem,
  normalizeEmail,
  normalizeNickname,
} from './validation.ts';
import { addressKey, MemoryCounterStore } from './rate-limit.ts';

describe('spec 2 §5 rules on the server', () => {
  it.each([
    ['ravi@example.in', 'ravi@example.in'],
    [' Ravi.K_2-x@Mail.Example.co.in ', 'ravi.k_2-x@mail.example.co.in'],
    ['a@b.online', 'a@b.online'],
    ['a..b@example.in', null],
    ['a+b@example.in', null],
    ['a@example.i', null],
    ['@example.in', null],
    ['a@example', null],
  ])('email %j -> %j', (input, out) => expect(normalizeEmail(input)).toBe(out));

  it.each([
    ['Kabaddi#Raid7', null],
    ['Kab#1', 'length'],
    ['Kabaddi #Raid7', 'whitespace'],
    ['KABADDI#RAID7', 'lowercase'],
    ['kabaddi#raid7', 'uppercase'],
    ['KabaddiRaid7', 'special'],
    ['Password1!', 'common'],
    ['Qwerty@123', 'common'],
    ['சென்னைAa#123x', null],
  ])('new password %j -> %j', (password, problem) => expect(newPasswordProblem(password)).toBe(problem));

  it('old passwords: at least 5 characters', () => {
    expect(isOldPasswordShape('abcd')).toBe(false);
    expect(isOldPasswordShape('abcde')).toBe(true);
  });

  it('nicknames: 5+ letters (Tamil too), digits, _ - .; the five-underscore placeholder is none', () => {
    expect(normalizeNickname('Ravi_K')).toBe('Ravi_K');
    expect(normalizeNickname('தமிழ்ரசிகை')).toBe('தமிழ்ரசிகை');
    expect(normalizeNickname('_____')).toBe('');
    expect(normalizeNickname('abc')).toBeNull();
    expect(normalizeNickname('ravi k')).toBeNull();
  });

  it('verification codes: exactly 40 lowercase hex', () => {
    expect(isCode('0123456789abcdef0123456789abcdef01234567')).toBe(true);
    expect(isCode('0123456789ABCDEF0123456789abcdef01234567')).toBe(false);
    expect(isCode('0123456789abcdef0123456789abcdef0123456')).toBe(false);
  });

  it('common passwords from the shipped list', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Dragon2024!')).toBe(true);
    expect(isCommonPassword('Kabaddi#Raid7')).toBe(false);
  });

  it('[fast-check] the email and password rules never throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        normalizeEmail(s);
        newPasswordProblem(s);
        normalizeNickname(s);
      }),
    );
  });
});

describe('rate-limit counters', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('counts in fixed windows', async () => {
    const store = new MemoryCounterStore();
    expect((await store.hit('k', 1000, 5000)).count).toBe(1);
    expect((await store.hit('k', 1000, 5999)).count).toBe(2);
    expect(await store.peek('k', 1000, 5999)).toBe(2);
    expect((await store.hit('k', 1000, 6000)).count).toBe(1);
  });
});
