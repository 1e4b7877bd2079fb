import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type IpLookup, lazyGeoipLite, loadGeoipLite, publicIp } from './ip-lookup.ts';
import { createLocator, GEO_SOURCES } from './locate.ts';
import { KNOWN_IPS } from './test-support.ts';

let geoip: IpLookup;
beforeAll(async () => {
  geoip = await loadGeoipLite();
});

describe('geoip-lite loaded when first needed', () => {
  it('loads nothing for loopback and private addresses, and answers a public one once loaded', async () => {
    const lazy = lazyGeoipLite();
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.9', '::ffff:172.16.0.1', 'not an ip'])
      expect(lazy.lookup(ip)).toBeNull();
    await lazy.settled();
    expect(lazy.loaded()).toBe(false);
    // The first public address starts the load and is answered without data, not kept waiting.
    expect(lazy.lookup(KNOWN_IPS.chennai)).toBeNull();
    await lazy.settled();
    expect(lazy.loaded()).toBe(true);
    expect(lazy.lookup(KNOWN_IPS.chennai)).toMatchObject({ country: 'IN', subdivision: 'TN' });
  });
});

describe('location by IP (geoip-lite, data shipped in the package)', () => {
  it('[GEO1] finds Tamil Nadu for a Chennai address, with the state name', () => {
    expect(geoip(KNOWN_IPS.chennai)).toEqual({
      country: 'IN',
      subdivision: 'TN',
      city: 'Chennai',
      subdivisionName: 'Tamil Nadu',
      subdivisionName1: null,
    });
  });

  it.each([
    [KNOWN_IPS.coimbatore, 'IN', 'TN'],
    [KNOWN_IPS.kerala, 'IN', 'KL'],
    [KNOWN_IPS.mumbai, 'IN', 'MH'],
    [KNOWN_IPS.colombo, 'LK', '1'],
    [KNOWN_IPS.singapore, 'SG', null],
    [KNOWN_IPS.kuching, 'MY', '13'],
    [KNOWN_IPS.england, 'GB', 'ENG'],
    [KNOWN_IPS.us, 'US', null],
    [`::ffff:${KNOWN_IPS.chennai}`, 'IN', 'TN'],
    ['2001:4860:4860::8888', 'US', null],
  ])('[GEO1] %s is in %s, subdivision %s', (ip, country, subdivision) => {
    expect(geoip(ip)).toMatchObject({ country, subdivision });
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.1.1',
    'fd00::1',
    'fe80::1',
    '0.0.0.0',
    '255.255.255.255',
    '',
    'not an ip',
    '1.2.3',
    '999.1.1.1',
  ])('loopback, private and malformed addresses are unknown: %j', (ip) => {
    expect(publicIp(ip)).toBeNull();
    expect(geoip(ip)).toBeNull();
  });

  it('never throws, whatever the address text', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.ipV4(), fc.ipV6()), (ip) => void geoip(ip)));
  });
});

describe('locator', () => {
  const headers = {
    'cf-ipcountry': 'GB',
    'x-vercel-ip-country': 'SG',
    'x-vercel-ip-country-region': '01',
    'x-vercel-ip-city': 'S%C3%A3o%20Paulo',
    'cloudfront-viewer-country': 'MY',
    'cloudfront-viewer-country-region': '10',
    'cloudfront-viewer-country-region-name': 'Selangor',
    'x-geoip2-country-code': 'LK',
    'x-geoip2-subdivision-code-0': '4',
    'x-geoip2-subdivision-name-0': 'Northern',
    'x-geoip2-subdivision-name-1': 'Jaffna',
  };
  const chennai = { ip: KNOWN_IPS.chennai, headers };

  it('[GEO1] trusts no header unless told: the IP decides', () => {
    const visitor = createLocator({ trustedSources: [], lookupIp: geoip }).locate(chennai);
    expect(visitor).toMatchObject({ country: 'IN', subdivision: 'TN', source: 'ip' });
  });

  it('[GEO1] a trusted source wins over the IP, first listed first', () => {
    const locate = (sources: (typeof GEO_SOURCES)[number][]) =>
      createLocator({ trustedSources: sources, lookupIp: geoip }).locate(chennai);
    expect(locate(['cloudflare'])).toMatchObject({ country: 'GB', subdivision: null, source: 'cloudflare' });
    expect(locate(['vercel', 'cloudflare'])).toMatchObject({
      country: 'SG',
      subdivision: '01',
      city: 'São Paulo',
      source: 'vercel',
    });
    expect(locate(['cloudfront'])).toMatchObject({
      country: 'MY',
      subdivision: '10',
      subdivisionName: 'Selangor',
      source: 'cloudfront',
    });
    expect(locate(['geoip2'])).toEqual({
      country: 'LK',
      subdivision: '4',
      city: null,
      subdivisionName: 'Northern',
      subdivisionName1: 'Jaffna',
      source: 'geoip2',
    });
  });

  it("[GEO1] a trusted header saying nothing usable ('XX', Tor's 'T1', a list) falls through to the IP", () => {
    const locator = createLocator({ trustedSources: ['cloudflare'], lookupIp: geoip });
    for (const value of ['XX', 'T1', '', 'India']) {
      expect(locator.locate({ ip: KNOWN_IPS.england, headers: { 'cf-ipcountry': value } })).toMatchObject({
        country: 'GB',
        source: 'ip',
      });
    }
  });

  it('[GEO1] unknown without a trusted header or a lookup', () => {
    expect(createLocator({ trustedSources: [], lookupIp: null }).locate(chennai)).toEqual({
      country: null,
      subdivision: null,
      city: null,
      subdivisionName: null,
      subdivisionName1: null,
      source: 'none',
    });
    expect(
      createLocator({ trustedSources: [], lookupIp: geoip }).locate({ ip: '127.0.0.1', headers }),
    ).toMatchObject({
      country: null,
      source: 'none',
    });
  });

  it('reads UTF-8 city names that Node handed over as latin-1', () => {
    const raw = Buffer.from('São Paulo', 'utf8').toString('latin1');
    const visitor = createLocator({ trustedSources: ['cloudfront'], lookupIp: null }).locate({
      ip: '',
      headers: { 'cloudfront-viewer-country': 'BR', 'cloudfront-viewer-city': raw },
    });
    expect(visitor.city).toBe('São Paulo');
  });

  it('any header values give a checked location and never throw', () => {
    const locator = createLocator({ trustedSources: [...GEO_SOURCES], lookupIp: geoip });
    const names = [
      'cf-ipcountry',
      'cf-region-code',
      'cf-ipcity',
      'x-vercel-ip-country',
      'x-vercel-ip-city',
      'cloudfront-viewer-country',
      'cloudfront-viewer-city',
      'x-geoip2-country-code',
      'x-geoip2-city-name',
      'x-geoip2-subdivision-code-0',
    ];
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...names),
          fc.oneof(fc.string(), fc.constantFrom('IN', 'in', 'IN-TN', '%E0')),
        ),
        (h) => {
          const visitor = locator.locate({ ip: KNOWN_IPS.us, headers: h });
          expect(visitor.country).toMatch(/^[A-Z]{2}$/);
          if (visitor.subdivision !== null) expect(visitor.subdivision).toMatch(/^[A-Z0-9]{1,3}$/);
        },
      ),
    );
  });

  const CDN_NAMES = {
    cloudflare: { country: 'cf-ipcountry', subdivision: 'cf-region-code' },
    cloudfront: { country: 'cloudfront-viewer-country', subdivision: 'cloudfront-viewer-country-region' },
    vercel: { country: 'x-vercel-ip-country', subdivision: 'x-vercel-ip-country-region' },
    geoip2: { country: 'x-geoip2-country-code', subdivision: 'x-geoip2-subdivision-code-0' },
  } as const;
  const arbSource = fc.constantFrom(...GEO_SOURCES);
  const arbCountry = fc.constantFrom('IN', 'LK', 'SG', 'MY', 'GB', 'US', 'AE');
  const arbSubdivision = fc.stringMatching(/^[A-Z0-9]{1,3}$/);
  /** How a proxy may write a code: any case, padded, the subdivision with or without its country. */
  const spelt = (code: string) =>
    fc
      .tuple(fc.boolean(), fc.constantFrom('', ' ', '  '))
      .map(([lower, pad]) => `${pad}${lower ? code.toLowerCase() : code}${pad}`);

  it('[GEO1] a trusted source gives its country and subdivision however they are spelt (fast-check)', () => {
    fc.assert(
      fc.property(
        arbSource,
        arbCountry,
        arbSubdivision,
        fc.boolean(),
        fc.constantFrom(...Object.values(KNOWN_IPS)),
        (source, country, subdivision, prefixed, ip) =>
          fc.assert(
            fc.property(
              spelt(country),
              spelt(prefixed ? `${country}-${subdivision}` : subdivision),
              (c, sd) => {
                const names = CDN_NAMES[source];
                const visitor = createLocator({ trustedSources: [source], lookupIp: geoip }).locate({
                  ip,
                  headers: { [names.country]: c, [names.subdivision]: sd },
                });
                expect(visitor).toMatchObject({ country, subdivision, source });
              },
            ),
            { numRuns: 3 },
          ),
      ),
      { numRuns: 60 },
    );
  });

  it('[GEO1] a subdivision prefixed with another country is dropped, the country kept (fast-check)', () => {
    fc.assert(
      fc.property(
        arbSource,
        arbCountry,
        arbCountry,
        arbSubdivision,
        (source, country, other, subdivision) => {
          fc.pre(country !== other);
          const names = CDN_NAMES[source];
          const visitor = createLocator({ trustedSources: [source], lookupIp: null }).locate({
            ip: '',
            headers: { [names.country]: country, [names.subdivision]: `${other}-${subdivision}` },
          });
          expect(visitor).toMatchObject({ country, subdivision: null, source });
        },
      ),
    );
  });

  it('[GEO1] headers of an untrusted source never change the answer (fast-check)', () => {
    const allNames = Object.values(CDN_NAMES).flatMap((n) => [n.country, n.subdivision]);
    fc.assert(
      fc.property(
        fc.subarray([...GEO_SOURCES]),
        fc.dictionary(fc.constantFrom(...allNames), fc.oneof(arbCountry, arbSubdivision, fc.string())),
        fc.constantFrom(...Object.values(KNOWN_IPS), '127.0.0.1'),
        (trusted, raw, ip) => {
          // Keep only the headers of sources that are not trusted.
          const untrusted = Object.fromEntries(
            Object.entries(raw).filter(([name]) =>
              GEO_SOURCES.some(
                (source) =>
                  !trusted.includes(source) &&
                  (CDN_NAMES[source].country === name || CDN_NAMES[source].subdivision === name),
              ),
            ),
          );
          const locator = createLocator({ trustedSources: trusted, lookupIp: geoip });
          expect(locator.locate({ ip, headers: untrusted })).toEqual(locator.locate({ ip, headers: {} }));
        },
      ),
    );
  });
});
