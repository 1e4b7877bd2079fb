import { describe, expect, it } from 'vitest';
import { cookieLine, readCookie } from './cookies.ts';

describe('[S1 9.46] cookie lines', () => {
  it('[S1 9.46] a value is kept a year (spec 1 §9 cookie default lifetime 31536000 s)', () => {
    expect(cookieLine('clk', '12')).toBe('clk=12; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookieLine('lgc', '1_a,1 b')).toBe('lgc=1_a%2C1%20b; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('[S1 9.46] an empty value deletes the cookie (Max-Age=0), so it reads as absent', () => {
    expect(cookieLine('lgc', '')).toBe('lgc=; Path=/; Max-Age=0; SameSite=Lax');
    expect(readCookie('tz=330', 'lgc')).toBeNull();
  });
});
