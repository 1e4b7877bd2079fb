import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eligibleResolverEntries,
  isRememberedOriginValid,
  isResolverUrl,
  pickFeedOrigin,
  pickWeighted,
  type ResolverConfig,
  type ResolverEntry,
  ResolverMessage,
  resolverWeightProblems,
  ResolverWeightsError,
  validateResolverConfig,
} from './resolver.ts';

/** mulberry32: a seeded stand-in for Math.random. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const entry = (url: string, weight: number, countries: string[]): ResolverEntry => ({
  url,
  weight,
  countries,
});

const CONFIG: ResolverConfig = {
  local: [entry('https://chennai.nerali.in', 3, ['IN']), entry('https://mumbai.nerali.in', 1, ['IN', 'LK'])],
  global: [entry('https://sg.nerali.in', 1, ['SG', 'MY', 'LK']), entry('https://eu.nerali.in', 1, ['GB'])],
  default_url: '',
};

describe('resolver configuration validation', () => {
  const valid = {
    local: [{ url: 'https://a.example', weight: 1, countries: ['IN'] }],
    global: [],
    default_url: '',
  };

  it('[RSV1] accepts a complete configuration and upper-cases country codes', () => {
    const result = validateResolverConfig({
      ...valid,
      local: [{ url: 'https://a.example/feeds', weight: 2.5, countries: ['in', 'default'] }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        local: [{ url: 'https://a.example/feeds', weight: 2.5, countries: ['IN', 'default'] }],
        global: [],
        default_url: '',
      },
    });
  });

  it('[RSV1] absent lists are empty lists', () => {
    expect(validateResolverConfig({ default_url: 'https://nerali.in' })).toEqual({
      ok: true,
      value: { local: [], global: [], default_url: 'https://nerali.in' },
    });
  });

  it.each([
    ['no default_url', { local: [], global: [] }, [ResolverMessage.defaultUrlRequired]],
    ['default_url not a string', { ...valid, default_url: null }, [ResolverMessage.defaultUrlRequired]],
    [
      'an entry without url',
      { ...valid, local: [{ weight: 1, countries: ['IN'] }] },
      [ResolverMessage.urlRequired('local[0]')],
    ],
    [
      'an entry without weight',
      { ...valid, global: [{ url: '', countries: ['IN'] }] },
      [ResolverMessage.weightRequired('global[0]')],
    ],
    [
      'a negative weight',
      { ...valid, global: [{ url: '', weight: -1, countries: ['IN'] }] },
      [ResolverMessage.weightRequired('global[0]')],
    ],
    [
      'a weight given as text',
      { ...valid, global: [{ url: '', weight: '1', countries: ['IN'] }] },
      [ResolverMessage.weightRequired('global[0]')],
    ],
    [
      'an entry without countries',
      { ...valid, local: [{ url: '', weight: 1 }] },
      [ResolverMessage.countriesRequired('local[0]')],
    ],
    [
      'an empty countries list',
      { ...valid, local: [{ url: '', weight: 1, countries: [] }] },
      [ResolverMessage.countriesRequired('local[0]')],
    ],
    [
      'a country that is no code',
      { ...valid, local: [{ url: '', weight: 1, countries: ['India'] }] },
      [ResolverMessage.badCountry('local[0]', 'India')],
    ],
    [
      'a url with a trailing slash',
      { ...valid, local: [{ url: 'https://a.example/', weight: 1, countries: ['IN'] }] },
      [ResolverMessage.badUrl('local[0]', 'https://a.example/')],
    ],
    ['a list that is no list', { ...valid, local: {} }, [ResolverMessage.listNotArray('local')]],
    ['an entry that is no object', { ...valid, local: ['x'] }, [ResolverMessage.entryNotObject('local[0]')]],
    ['a misspelt key', { ...valid, globl: [] }, [ResolverMessage.unknownKey('top level', 'globl')]],
    ['not an object', [], [ResolverMessage.notObject]],
    ['null', null, [ResolverMessage.notObject]],
  ])('[RSV1] rejects %s with the message that says so', (_name, input, errors) => {
    expect(validateResolverConfig(input)).toEqual({ ok: false, errors });
  });

  it('[RSV1] reports every problem at once, each with its place', () => {
    const result = validateResolverConfig({
      local: [{ url: 'ftp://x', weight: 1, countries: ['IN'] }, { countries: [] }],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        ResolverMessage.badUrl('local[0]', 'ftp://x'),
        ResolverMessage.urlRequired('local[1]'),
        ResolverMessage.weightRequired('local[1]'),
        ResolverMessage.countriesRequired('local[1]'),
        ResolverMessage.defaultUrlRequired,
      ],
    });
  });

  it.each([
    ['', true],
    ['https://nerali.in', true],
    ['http://127.0.0.1:3000', true],
    ['https://cdn.nerali.in/feeds/v1', true],
    ['https://nerali.in/', false],
    ['https://nerali.in?x=1', false],
    ['https://nerali.in#x', false],
    ['https://user:pw@nerali.in', false],
    ['//nerali.in', false],
    ['/', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    ['https://nera li.in', false],
  ])('[RSV1] url %j allowed: %s', (url, ok) => {
    expect(isResolverUrl(url)).toBe(ok);
  });

  it('[RSV1] never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = validateResolverConfig(value);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('resolver configuration validation (fast-check)', () => {
  const arbCode = fc
    .tuple(fc.constantFrom(...'ABCDFGHIJKLMNOPQRSTUVWY'), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWY'))
    .map(([a, b]) => `${a}${b}`)
    .filter((code) => !['EU', 'AP', 'AA'].includes(code));
  const arbCountryText = fc.oneof(
    arbCode,
    arbCode.map((c) => c.toLowerCase()),
    fc.constant('default'),
  );
  const arbUrl = fc.oneof(
    fc.constant(''),
    fc
      .tuple(
        fc.constantFrom('http', 'https'),
        fc.domain(),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.array(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), { maxLength: 3 }),
      )
      .map(
        ([scheme, host, port, path]) =>
          `${scheme}://${host}${port ? `:${port}` : ''}${path.map((p) => `/${p}`).join('')}`,
      ),
  );
  const arbEntry = fc.record({
    url: arbUrl,
    weight: fc.oneof(fc.nat(1000), fc.double({ min: 0, max: 1e6, noNaN: true })),
    countries: fc.array(arbCountryText, { minLength: 1, maxLength: 6 }),
  });
  const arbRaw = fc.record({
    local: fc.array(arbEntry, { maxLength: 4 }),
    global: fc.array(arbEntry, { maxLength: 4 }),
    default_url: arbUrl,
  });

  const expectedEntry = (e: { url: string; weight: number; countries: string[] }) => ({
    url: e.url,
    weight: e.weight,
    countries: [...new Set(e.countries.map((c) => (c === 'default' ? c : c.toUpperCase())))],
  });

  it('[RSV1] accepts every well-formed configuration, codes upper-cased and deduplicated, order kept', () => {
    fc.assert(
      fc.property(arbRaw, (raw) => {
        const result = validateResolverConfig(JSON.parse(JSON.stringify(raw)));
        expect(result).toEqual({
          ok: true,
          value: {
            local: raw.local.map(expectedEntry),
            global: raw.global.map(expectedEntry),
            default_url: raw.default_url,
          },
        });
      }),
    );
  });

  /** One way to break an entry, and the message that must name it. */
  const BREAKS: [string, (e: Record<string, unknown>) => void, (at: string) => string][] = [
    ['no url', (e) => delete e.url, ResolverMessage.urlRequired],
    ['url a number', (e) => (e.url = 1), ResolverMessage.urlRequired],
    [
      'url with a query',
      (e) => (e.url = 'https://a.example?x=1'),
      (at) => ResolverMessage.badUrl(at, 'https://a.example?x=1'),
    ],
    ['no weight', (e) => delete e.weight, ResolverMessage.weightRequired],
    ['negative weight', (e) => (e.weight = -0.5), ResolverMessage.weightRequired],
    ['weight as text', (e) => (e.weight = '2'), ResolverMessage.weightRequired],
    ['weight null (NaN in JSON)', (e) => (e.weight = null), ResolverMessage.weightRequired],
    ['no countries', (e) => delete e.countries, ResolverMessage.countriesRequired],
    ['empty countries', (e) => (e.countries = []), ResolverMessage.countriesRequired],
    ['countries not a list', (e) => (e.countries = 'IN'), ResolverMessage.countriesRequired],
    [
      'a country that is no code',
      (e) => (e.countries = ['IND']),
      (at) => ResolverMessage.badCountry(at, 'IND'),
    ],
    ['an unknown key', (e) => (e.weigth = 1), (at) => ResolverMessage.unknownKey(at, 'weigth')],
  ];

  it('[RSV1] one broken entry is refused with exactly its own message and place', () => {
    fc.assert(
      fc.property(
        arbRaw.filter((raw) => raw.local.length + raw.global.length > 0),
        fc.nat(),
        fc.constantFrom(...BREAKS),
        (raw, pick, [, breakEntry, message]) => {
          const config = JSON.parse(JSON.stringify(raw)) as Record<
            'local' | 'global',
            Record<string, unknown>[]
          >;
          const places = [
            ...config.local.map((_, i) => ['local', i] as const),
            ...config.global.map((_, i) => ['global', i] as const),
          ];
          const [list, index] = places[pick % places.length] as (typeof places)[number];
          breakEntry(config[list][index] as Record<string, unknown>);
          expect(validateResolverConfig(config)).toEqual({
            ok: false,
            errors: [message(`${list}[${index}]`)],
          });
        },
      ),
    );
  });

  it('[RSV1] default_url is required, whatever the lists hold', () => {
    fc.assert(
      fc.property(arbRaw, fc.constantFrom(undefined, null, 0, ['']), (raw, bad) => {
        const config: Record<string, unknown> = JSON.parse(JSON.stringify(raw));
        if (bad === undefined) delete config.default_url;
        else config.default_url = bad;
        expect(validateResolverConfig(config)).toEqual({
          ok: false,
          errors: [ResolverMessage.defaultUrlRequired],
        });
      }),
    );
  });
});

describe('resolver eligibility and pick', () => {
  it('[RSV2] [RSV3] uses the local entries that list the country before any global one', () => {
    expect(eligibleResolverEntries(CONFIG, 'IN')?.entries.map((e) => e.url)).toEqual([
      'https://chennai.nerali.in',
      'https://mumbai.nerali.in',
    ]);
    // LK is listed both locally and globally: the local entry wins.
    expect(eligibleResolverEntries(CONFIG, 'LK')).toEqual({ list: 'local', entries: [CONFIG.local[1]] });
    expect(eligibleResolverEntries(CONFIG, 'SG')).toEqual({ list: 'global', entries: [CONFIG.global[0]] });
  });

  it('[RSV3] sends visitors whose country no entry lists to default_url', () => {
    const random = () => 0.5;
    expect(pickFeedOrigin(CONFIG, 'US', random)).toBe('');
    expect(pickFeedOrigin(CONFIG, null, random)).toBe('');
    expect(pickFeedOrigin({ ...CONFIG, default_url: 'https://nerali.in' }, 'US', random)).toBe(
      'https://nerali.in',
    );
  });

  it("[RSV2] an entry listing 'default' serves visitors whose country is unknown", () => {
    const config = { ...CONFIG, global: [entry('https://any.nerali.in', 1, ['default'])] };
    expect(pickFeedOrigin(config, null, () => 0)).toBe('https://any.nerali.in');
    expect(pickFeedOrigin(config, 'default', () => 0)).toBe('https://any.nerali.in');
    expect(pickFeedOrigin(config, 'US', () => 0)).toBe('');
  });

  it('[RSV4] maps the random number onto the weights in order', () => {
    // IN: chennai 3, mumbai 1 -> [0, 0.75) chennai, [0.75, 1) mumbai.
    expect(pickFeedOrigin(CONFIG, 'IN', () => 0)).toBe('https://chennai.nerali.in');
    expect(pickFeedOrigin(CONFIG, 'IN', () => 0.7499)).toBe('https://chennai.nerali.in');
    expect(pickFeedOrigin(CONFIG, 'IN', () => 0.75)).toBe('https://mumbai.nerali.in');
    expect(pickFeedOrigin(CONFIG, 'IN', () => 0.999999)).toBe('https://mumbai.nerali.in');
  });

  it('[RSV4] never picks an entry of weight 0, even at the edges of the random range', () => {
    const entries = [entry('a', 0, ['IN']), entry('b', 2, ['IN']), entry('c', 0, ['IN'])];
    for (const r of [0, 0.5, 0.9999999999, 1]) expect(pickWeighted(entries, () => r).url).toBe('b');
  });

  it('[RSV4] frequencies follow the weights for a seeded random', () => {
    const entries = [entry('a', 1, ['IN']), entry('b', 3, ['IN']), entry('c', 6, ['IN'])];
    const random = seeded(2026);
    const counts = new Map<string, number>();
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const { url } = pickWeighted(entries, random);
      counts.set(url, (counts.get(url) ?? 0) + 1);
    }
    expect((counts.get('a') ?? 0) / draws).toBeCloseTo(0.1, 2);
    expect((counts.get('b') ?? 0) / draws).toBeCloseTo(0.3, 2);
    expect((counts.get('c') ?? 0) / draws).toBeCloseTo(0.6, 2);
  });

  it('[RSV4] frequencies follow any weights within tolerance (fast-check, seeded random)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 5 }),
        fc.integer(),
        (weights, seed) => {
          fc.pre(weights.some((w) => w > 0));
          const entries = weights.map((w, i) => entry(String(i), w, ['IN']));
          const total = weights.reduce((a, b) => a + b, 0);
          const random = seeded(seed);
          const counts = weights.map(() => 0);
          const draws = 20_000;
          for (let i = 0; i < draws; i++) {
            const index = Number(pickWeighted(entries, random).url);
            counts[index] = (counts[index] ?? 0) + 1;
          }
          // 0.02 is more than 5 standard errors of a share at 20,000 draws.
          counts.forEach((count, i) =>
            expect(Math.abs(count / draws - (weights[i] ?? 0) / total)).toBeLessThan(0.02),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  const COUNTRIES = ['IN', 'LK', 'SG', 'default'] as const;
  const arbEntries = (prefix: string) =>
    fc
      .array(
        fc.record({
          weight: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true })),
          countries: fc.uniqueArray(fc.constantFrom(...COUNTRIES), { minLength: 1 }),
        }),
        { maxLength: 5 },
      )
      .map((list) => list.map((e, i) => ({ url: `https://${prefix}${i}.example`, ...e })));
  const arbConfig: fc.Arbitrary<ResolverConfig> = fc.record({
    local: arbEntries('local'),
    global: arbEntries('global'),
    default_url: fc.constantFrom('', 'https://nerali.in'),
  });
  const arbCountry = fc.constantFrom<string | null>('IN', 'LK', 'SG', 'US', null);
  const arbRandom = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

  it('[RSV2]-[RSV5] only ever picks an eligible entry with weight, default_url when none is eligible', () => {
    fc.assert(
      fc.property(arbConfig, arbCountry, arbRandom, (config, country, r) => {
        const key = country ?? 'default';
        const eligibleLocal = config.local.filter((e) => e.countries.includes(key));
        const eligible =
          eligibleLocal.length > 0 ? eligibleLocal : config.global.filter((e) => e.countries.includes(key));
        const pickable = eligible.filter((e) => e.weight > 0).map((e) => e.url);
        if (eligible.length === 0) {
          expect(pickFeedOrigin(config, country, () => r)).toBe(config.default_url);
        } else if (pickable.length === 0) {
          expect(() => pickFeedOrigin(config, country, () => r)).toThrow(ResolverWeightsError);
        } else {
          const url = pickFeedOrigin(config, country, () => r);
          expect(pickable).toContain(url);
          expect(isRememberedOriginValid(config, country, url)).toBe(true);
        }
      }),
    );
  });

  it('[RSV5] weights that yield no pick raise an error that says to review resolver weights', () => {
    const config = { ...CONFIG, local: [entry('https://a.example', 0, ['IN'])] };
    expect(() => pickFeedOrigin(config, 'IN', () => 0.3)).toThrow(/review resolver weights/);
    expect(() => pickFeedOrigin(config, 'in', () => 0.3)).toThrow(ResolverMessage.noPick('IN'));
  });

  it('[RSV6] a remembered origin stays only while it is valid for the visitor country', () => {
    expect(isRememberedOriginValid(CONFIG, 'IN', 'https://chennai.nerali.in')).toBe(true);
    expect(isRememberedOriginValid(CONFIG, 'IN', 'https://sg.nerali.in')).toBe(false);
    // The visitor moved (or the config changed): SG's origin is no good for LK, whose local entry wins.
    expect(isRememberedOriginValid(CONFIG, 'LK', 'https://sg.nerali.in')).toBe(false);
    expect(isRememberedOriginValid(CONFIG, 'US', '')).toBe(true);
    expect(isRememberedOriginValid(CONFIG, 'US', 'https://chennai.nerali.in')).toBe(false);
    const drained = {
      ...CONFIG,
      local: [entry('https://chennai.nerali.in', 0, ['IN']), entry('https://mumbai.nerali.in', 1, ['IN'])],
    };
    expect(isRememberedOriginValid(drained, 'IN', 'https://chennai.nerali.in')).toBe(false);
  });

  it('[RSV7] names every country whose eligible entries all weigh 0', () => {
    expect(resolverWeightProblems(CONFIG)).toEqual([]);
    const config: ResolverConfig = {
      local: [entry('https://a.example', 0, ['IN', 'LK']), entry('https://b.example', 1, ['LK'])],
      global: [entry('https://c.example', 0, ['default']), entry('https://d.example', 5, ['IN'])],
      default_url: '',
    };
    // IN: local has only a 0 entry (the global one is never reached); LK: fine; default: only a 0 entry.
    expect(resolverWeightProblems(config)).toEqual([
      ResolverMessage.noPick('IN'),
      ResolverMessage.noPick('default'),
    ]);
  });
});
