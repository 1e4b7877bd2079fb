/**
 * /api/v2/search/ and /api/v2/top-search/ through the whole server (app.inject): answers in Tamil and
 * in Latin letters, coded 400s for every bad input, never a 5xx for any query string, and both routes
 * in the OpenAPI document at /docs.
 */
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import { loadWorld, NOON_UTC_MS } from '../feeds/catalogue/lists/testing.ts';
import { registerIngestDocs } from '../ingest/docs.ts';
import { fakeClock, testConfig } from '../testing/fixtures.ts';
import { registerSearchRoutes } from './routes.ts';
import { SearchService } from './service.ts';

let server: NeraliServer;

beforeAll(async () => {
  server = await buildServer(testConfig(), { clock: fakeClock(NOON_UTC_MS), logger: false });
  loadWorld(server.engine);
  await server.app.ready();
});

afterAll(async () => {
  await server.app.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /api/v2/search/', () => {
  it('answers a Tamil query with the hit and its country in Tamil', async () => {
    const res = await get(`/api/v2/search/?q=${encodeURIComponent('சென்னை')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body).toMatchObject({ query: 'சென்னை', lang: 'ta' });
    expect(body.hits).toContainEqual({
      kind: 'participant',
      id: 'cfc',
      sportId: 1,
      name: 'Chennaiyin FC',
      countryId: 1,
      countryName: 'இந்தியா',
    });
  });

  it('answers a Latin query in English, with the limit and without the slash', async () => {
    const res = await get('/api/v2/search?q=indian%20super&lang=en&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().hits).toEqual([
      expect.objectContaining({
        kind: 'league',
        name: 'Indian Super League',
        countryName: 'India',
        // [S1 2.23] the pin beside a league in the results keeps its template.
        templateKey: expect.stringMatching(/^1_/),
      }),
    ]);
  });

  it.each([
    ['', 'NRL_ERR_SEARCH_EMPTY'],
    ['?q=', 'NRL_ERR_SEARCH_EMPTY'],
    ['?q=%20%20', 'NRL_ERR_SEARCH_EMPTY'],
    [`?q=${'a'.repeat(61)}`, 'NRL_ERR_SEARCH_TOO_LONG'],
    ['?q=a+b+c+d+e+f+g', 'NRL_ERR_SEARCH_TOO_LONG'],
    ['?q=a%00b', 'NRL_ERR_SEARCH_BAD_QUERY'],
    ['?q=a&lang=fr', 'NRL_ERR_SEARCH_BAD_PARAMETER'],
    ['?q=a&limit=0', 'NRL_ERR_SEARCH_BAD_PARAMETER'],
    ['?q=a&limit=51', 'NRL_ERR_SEARCH_BAD_PARAMETER'],
    ['?q=a&limit=ten', 'NRL_ERR_SEARCH_BAD_PARAMETER'],
    ['?q=a&q=b', 'NRL_ERR_SEARCH_BAD_PARAMETER'],
  ])('%s is a 400 %s', async (query, code) => {
    const res = await get(`/api/v2/search/${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code, message: expect.any(String) });
  });

  it('never answers 5xx, whatever the query string', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.option(fc.string({ maxLength: 4 })),
        async (q, limit) => {
          const params = new URLSearchParams({ q });
          if (limit !== null) params.set('limit', limit);
          const res = await get(`/api/v2/search/?${params.toString()}`);
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400) expect(res.json().code).toMatch(/^NRL_ERR_SEARCH_/);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx for raw, badly encoded query strings either', async () => {
    for (const raw of ['q=%', 'q=%E0%AE', 'q[]=a', 'q[a]=b', '%%%', 'q=%FF%FE', 'lang[]=ta&q=a']) {
      const res = await get(`/api/v2/search/?${raw}`);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
  });
});

describe('GET /api/v2/top-search/', () => {
  it('lists the top leagues, India’s first', async () => {
    const res = await get('/api/v2/top-search/?lang=en&limit=2');
    expect(res.statusCode).toBe(200);
    const { hits } = res.json();
    expect(hits).toHaveLength(2);
    expect(hits[0]).toMatchObject({ kind: 'league', countryName: 'India' });
  });

  it('refuses a bad limit with a coded 400', async () => {
    const res = await get('/api/v2/top-search/?limit=99');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NRL_ERR_SEARCH_BAD_PARAMETER');
  });
});

describe('OpenAPI', () => {
  it('documents both routes with their query and answers', async () => {
    // The docs plugin and these routes alone: what /docs shows of search, whatever else is registered.
    const app = Fastify({ logger: false });
    await registerIngestDocs(app);
    registerSearchRoutes(app, new SearchService(server.engine));
    await app.ready();
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    await app.close();
    const search = doc.paths['/api/v2/search/']?.get;
    expect(search.tags).toEqual(['search']);
    expect(search.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['lang', 'limit', 'q']);
    expect(Object.keys(search.responses).sort()).toEqual(['200', '400']);
    expect(doc.paths['/api/v2/top-search/']?.get).toBeDefined();
    expect(doc.paths['/api/v2/search']).toBeUndefined();
  });
});
