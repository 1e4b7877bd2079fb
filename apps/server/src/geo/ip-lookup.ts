/**
 * Location by client IP through geoip-lite 1.4, whose GeoLite2-derived data ships inside the npm package
 * (nothing is fetched at run time).
 *
 * Cost, measured on the project machine (Node 20): loading the data takes ~100 ms and adds ~143 MB of
 * resident memory (the city tables live in Buffers outside the JS heap); a lookup takes ~2.5 µs for
 * IPv4 and ~3.6 µs for IPv6. GEOIP_LOOKUP=off skips the load entirely.
 *
 * The server loads it only when it needs it (`lazyGeoipLite`): a visitor from a public address whose
 * request carries no trusted geo header (a CDN's or our nginx's). Behind such a proxy, and on a
 * developer's machine (loopback and private addresses name no place), those 143 MB are never spent.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { type GeoLocation, normalizeCountry, normalizeSubdivision } from '@nerali/domain';
import { subdivisionName } from './subdivision-names.ts';

export type IpLookup = (ip: string) => GeoLocation | null;

/**
 * Addresses that name no place: loopback, private, shared (CGNAT), link-local, documentation,
 * benchmarking, multicast and reserved. Checked by hand: node:net's BlockList costs ~5 µs a check.
 */
const NOT_PUBLIC_V4: readonly (readonly [network: number, prefix: number])[] = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10.0.0.0/8
  [0x64400000, 10], // 100.64.0.0/10
  [0x7f000000, 8], // 127.0.0.0/8
  [0xa9fe0000, 16], // 169.254.0.0/16
  [0xac100000, 12], // 172.16.0.0/12
  [0xc0000000, 24], // 192.0.0.0/24
  [0xc0000200, 24], // 192.0.2.0/24
  [0xc0a80000, 16], // 192.168.0.0/16
  [0xc6120000, 15], // 198.18.0.0/15
  [0xc6336400, 24], // 198.51.100.0/24
  [0xcb007100, 24], // 203.0.113.0/24
  [0xe0000000, 3], // 224.0.0.0/3: multicast, reserved, broadcast
];

function isPublicV4(address: string): boolean {
  const value = address.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  return NOT_PUBLIC_V4.every(
    ([network, prefix]) => Math.floor(value / 2 ** (32 - prefix)) !== network / 2 ** (32 - prefix),
  );
}

function isPublicV6(address: string): boolean {
  const text = address.toLowerCase();
  // '::', '::1' and other addresses starting with zero groups (IPv4-compatible, unspecified).
  if (text.startsWith('::') || text.startsWith('0:')) return false;
  const first = parseInt(text.slice(0, text.indexOf(':')), 16);
  if (first >= 0xfc00 && first <= 0xfdff) return false; // fc00::/7 unique local
  if (first >= 0xfe80 && first <= 0xfebf) return false; // fe80::/10 link-local
  if (first >= 0xff00) return false; // ff00::/8 multicast
  if (first === 0x2001 && /^2001:0*db8:/.test(text)) return false; // 2001:db8::/32 documentation
  if (first === 0x100 && /^100:(0*:){0,3}:|^100:0*:0*:0*:0*:/.test(text)) return false; // 100::/64 discard
  return true;
}

/** The address in its plain form ('::ffff:1.2.3.4' -> '1.2.3.4'), or null if it is none or not public. */
export function publicIp(ip: string | undefined): string | null {
  if (!ip) return null;
  let address = ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (isIPv4(address)) return isPublicV4(address) ? address : null;
  if (isIPv6(address)) return isPublicV6(address) ? address : null;
  return null;
}

/** Loads geoip-lite (synchronously reads its data: call at start, never on a request). */
export async function loadGeoipLite(): Promise<IpLookup> {
  const geoip = (await import('geoip-lite')).default;
  return (ip) => {
    const address = publicIp(ip);
    if (address === null) return null;
    const found = geoip.lookup(address);
    const country = normalizeCountry(found?.country);
    if (!found || country === null) return null;
    const subdivision = normalizeSubdivision(found.region, country);
    return {
      country,
      subdivision,
      city: found.city || null,
      subdivisionName: subdivision === null ? null : subdivisionName(country, subdivision),
      subdivisionName1: null,
    };
  };
}

/** A lookup that loads geoip-lite the first time it meets a public address, and knows whether it has. */
export interface LazyIpLookup {
  lookup: IpLookup;
  /** Whether the data is in memory. */
  loaded(): boolean;
  /** Settles when a load that has started has finished (at once when none has started). */
  settled(): Promise<void>;
}

/**
 * Loads geoip-lite on the first public address, in the background: that visitor, and any other
 * until the load ends (~100 ms once), is located as one without data (the defaults), never made to
 * wait. A failed load is logged through `onError` and not tried again.
 */
export function lazyGeoipLite(onError: (error: unknown) => void = () => {}): LazyIpLookup {
  let inner: IpLookup | null = null;
  let loading: Promise<void> | null = null;
  return {
    lookup(ip) {
      if (inner) return inner(ip);
      if (loading === null && publicIp(ip) !== null) {
        loading = loadGeoipLite().then(
          (loaded) => {
            inner = loaded;
          },
          (error: unknown) => onError(error),
        );
      }
      return null;
    },
    loaded: () => inner !== null,
    settled: () => loading ?? Promise.resolve(),
  };
}
