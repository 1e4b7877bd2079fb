import { describe, expect, it } from 'vitest';
import { countryStateKey, TabCache } from './tab-cache.ts';

describe('the country page’s tab cache (spec 1 §4)', () => {
  it('gives back what was stored until it is too old', () => {
    let now = 0;
    const cache = new TabCache<string>(() => now, 1000, 5);
    cache.set('a', 'A');
    now = 1000;
    expect(cache.get('a')).toBe('A');
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps the newest entries when full', () => {
    const cache = new TabCache<number>(() => 0, 1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('seeding does not replace a fresh entry', () => {
    const cache = new TabCache<number>(() => 0);
    cache.set('a', 1);
    cache.seed('a', 2);
    cache.seed('b', 3);
    expect([cache.get('a'), cache.get('b')]).toEqual([1, 3]);
  });

  it('one key per tab, day and zone; other parameters (an opened race) share it', () => {
    const key = (search: string, tz: string | null = '330') =>
      countryStateKey('/ta/football/country/1/', search, tz);
    expect(key('')).toBe(key('?all=1_x'));
    expect(key('?tab=finished')).not.toBe(key(''));
    expect(key('?day=-1')).not.toBe(key(''));
    expect(key('', '-300')).not.toBe(key(''));
  });
});
