import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOKMAKER_FLAGS,
  bookmakerSettings,
  findGeoGroup,
  isAgeGateRequired,
  isMobileLinkShown,
  pickFeedOrigin,
  ResolverMessage,
} from '@nerali/domain';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GeoConfigError,
  loadGeoGroups,
  loadResolverConfig,
  parseTrustedSources,
  readGeoConfig,
} from './config.ts';
import { OFF_GROUP } from './test-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'nerali-geo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

describe('shipped geo configuration', () => {
  const config = readGeoConfig({});

  it('[RSV1] the shipped resolver sends India, and everyone else, to the site itself', () => {
    expect(config.resolver).toEqual({
      local: [{ url: '', weight: 1, countries: ['IN'] }],
      global: [],
      default_url: '',
    });
    expect(pickFeedOrigin(config.resolver, 'IN', Math.random)).toBe('');
    expect(pickFeedOrigin(config.resolver, 'US', Math.random)).toBe('');
  });

  // Where the audience lives (docs/decisions.md, "Bookmaker and odds rules by region"): India, Tamil
  // Nadu, Sri Lanka, Singapore, Malaysia and the Gulf states show no odds and no bookmaker at all.
  const CLOSED = ['IN', 'IN:TN', 'LK', 'SG', 'MY', 'AE', 'SA', 'QA', 'KW', 'BH', 'OM'];

  it.each([
    ['IN', 'TN', 'IN:TN'],
    ['IN', 'KL', 'IN'],
    ['IN', null, 'IN'],
    ['LK', '4', 'LK'],
    ['SG', null, 'SG'],
    ['MY', '13', 'MY'],
    ['AE', 'DU', 'AE'],
    ['SA', null, 'SA'],
    ['QA', null, 'QA'],
    ['KW', null, 'KW'],
    ['BH', null, 'BH'],
    ['OM', null, 'OM'],
  ])(
    '[GEO3] [GEO7] %s:%s (group %s): no odds, no bookmaker clickable, named or compared',
    (country, sub, group) => {
      const { key, settings } = bookmakerSettings(config.geoGroups, country, sub);
      expect(key).toBe(group);
      for (const flag of BOOKMAKER_FLAGS) expect(settings[flag]).toBe(false);
      expect(settings.main_bookmaker_ids).toEqual([]);
    },
  );

  it.each([
    ['GB', null],
    ['US', 'CA'],
    [null, null],
  ])('[GEO3] [AGE2] %s:%s (default): odds as information only, behind the age gate', (country, sub) => {
    const { key, settings } = bookmakerSettings(config.geoGroups, country, sub);
    expect(key).toBe('default');
    for (const flag of BOOKMAKER_FLAGS) expect(settings[flag]).toBe(flag === 'show_odds_comparison_tab');
    expect(settings.main_bookmaker_ids).toEqual([]);
    expect(isAgeGateRequired(findGeoGroup(config.geoGroups, country, sub)?.group)).toBe(true);
  });

  it('[GEO7] [GEO8] every shipped group: nothing clickable, no logo, no bonus, no main bookmaker, the gate on', () => {
    // A group added later for a new market must be switched on deliberately (docs/decisions.md).
    expect(Object.keys(config.geoGroups).sort()).toEqual([...CLOSED, 'default'].sort());
    for (const [key, group] of Object.entries(config.geoGroups)) {
      for (const flag of BOOKMAKER_FLAGS) {
        expect(group[flag], `${key}.${flag}`).toBe(
          key === 'default' && flag === 'show_odds_comparison_tab' ? '1' : '0',
        );
      }
      expect(group.main_bookmaker_ids).toEqual([]);
      expect(isAgeGateRequired(group)).toBe(true);
      expect(isMobileLinkShown(group)).toBe(true);
    }
  });

  it('trusts no location header and looks up IPs by default', () => {
    expect(config.trustedSources).toEqual([]);
    expect(config.ipLookup).toBe(true);
  });
});

describe('invalid geo configuration stops the start', () => {
  it('[RSV1] names the file, the variable and every problem of a resolver file', () => {
    const path = file('bad-resolver.json', { local: [{ url: 'https://a.example', countries: [] }] });
    expect(() => readGeoConfig({ RESOLVER_CONFIG: path })).toThrow(GeoConfigError);
    expect(() => loadResolverConfig(path)).toThrow(
      [
        `invalid feed resolver configuration ${path} (RESOLVER_CONFIG):`,
        `  - ${ResolverMessage.weightRequired('local[0]')}`,
        `  - ${ResolverMessage.countriesRequired('local[0]')}`,
        `  - ${ResolverMessage.defaultUrlRequired}`,
      ].join('\n'),
    );
  });

  it('[RSV7] refuses weights that can yield no pick', () => {
    const path = file('zero.json', { local: [{ url: '', weight: 0, countries: ['IN'] }], default_url: '' });
    expect(() => loadResolverConfig(path)).toThrow(/country IN: review resolver weights/);
  });

  it('reports unreadable and malformed files', () => {
    expect(() => loadResolverConfig(join(dir, 'missing.json'))).toThrow(/cannot read the feed resolver/);
    expect(() => loadResolverConfig(file('broken.json', '{"local": ['))).toThrow(/is not valid JSON/);
  });

  it('[GEO7] refuses geo groups without default or with a flag left out', () => {
    expect(() => loadGeoGroups(file('no-default.json', { IN: OFF_GROUP }))).toThrow(
      /must have a 'default' group/,
    );
    const { clickable: _dropped, ...partial } = OFF_GROUP;
    expect(() => readGeoConfig({ GEO_GROUPS_CONFIG: file('partial.json', { default: partial }) })).toThrow(
      /GEO_GROUPS_CONFIG[\s\S]*default must set clickable to '0' or '1'/,
    );
  });

  it.each([
    [undefined, []],
    ['off', []],
    ['0', []],
    ['on', ['cloudflare', 'cloudfront', 'vercel', 'geoip2']],
    ['1', ['cloudflare', 'cloudfront', 'vercel', 'geoip2']],
    ['geoip2', ['geoip2']],
    [' Vercel , cloudflare ', ['vercel', 'cloudflare']],
  ])('TRUST_PROXY_GEO=%j trusts %j', (value, sources) => {
    expect(parseTrustedSources(value)).toEqual(sources);
  });

  it('refuses unknown TRUST_PROXY_GEO sources and GEOIP_LOOKUP values', () => {
    expect(() => parseTrustedSources('akamai')).toThrow(/unknown: akamai/);
    expect(() => readGeoConfig({ GEOIP_LOOKUP: 'maybe' })).toThrow(/GEOIP_LOOKUP must be on or off/);
    expect(readGeoConfig({ GEOIP_LOOKUP: 'off' }).ipLookup).toBe(false);
  });
});
