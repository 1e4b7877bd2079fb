/**
 * Test support for geo: addresses whose place geoip-lite 1.4.10's shipped data knows (checked with
 * geoip.lookup on the project machine), and configurations. Imported by *.test.ts only.
 */
import {
  BOOKMAKER_FLAGS,
  type BookmakerFlag,
  type GeoGroup,
  type GeoGroups,
  type ResolverConfig,
} from '@nerali/domain';
import type { GeoConfig } from './config.ts';

/** Public addresses and what geoip-lite says about them. */
export const KNOWN_IPS = {
  /** BSNL, Chennai, Tamil Nadu. */
  chennai: '117.193.0.1',
  /** Coimbatore, Tamil Nadu. */
  coimbatore: '59.92.0.1',
  /** Kottayam, Kerala. */
  kerala: '59.96.0.1',
  /** Mumbai, Maharashtra. */
  mumbai: '182.72.0.1',
  /** Colombo, Western Province (LK-1). */
  colombo: '112.134.0.1',
  /** Singapore (no subdivision in the data). */
  singapore: '202.166.0.1',
  /** Kuching, Sarawak (MY-13). */
  kuching: '175.136.0.1',
  /** St Albans, England. */
  england: '81.2.69.142',
  /** Google DNS: US, no region or city. */
  us: '8.8.8.8',
} as const;

export const flags = (value: '0' | '1'): Record<BookmakerFlag, '0' | '1'> =>
  Object.fromEntries(BOOKMAKER_FLAGS.map((flag) => [flag, value])) as Record<BookmakerFlag, '0' | '1'>;

export const OFF_GROUP: GeoGroup = { ...flags('0'), main_bookmaker_ids: [] };

/** Groups with one licensed market switched on, so tests can tell groups apart. */
export const TEST_GROUPS: GeoGroups = {
  default: OFF_GROUP,
  IN: OFF_GROUP,
  'IN:TN': OFF_GROUP,
  GB: { ...flags('1'), main_bookmaker_ids: [16, 5] },
};

export const TEST_RESOLVER: ResolverConfig = {
  local: [{ url: '', weight: 1, countries: ['IN'] }],
  global: [
    { url: 'https://sg.example', weight: 1, countries: ['SG', 'MY'] },
    { url: 'https://lk.example', weight: 1, countries: ['LK'] },
  ],
  default_url: 'https://www.example',
};

export function testGeoConfig(overrides: Partial<GeoConfig> = {}): GeoConfig {
  return {
    resolver: TEST_RESOLVER,
    geoGroups: TEST_GROUPS,
    trustedSources: [],
    ipLookup: true,
    ...overrides,
  };
}
