import { crestSvg, derivedTeamColours } from '@nerali/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { india, ingestHarness, type IngestHarness, NOON_UTC_MS, team } from '../ingest/testing.ts';
import { fakeClock } from '../testing/fixtures.ts';

describe('crests and avatars (/img/crest/, /img/avatar/) and the ingest fields behind them', () => {
  let h: IngestHarness;
  const ids = new Map<string, string>();
  const put = async (path: string, body: unknown) => {
    const res = await h.send('PUT', path, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ id: string; applied: boolean }>();
    ids.set(path, answer.id);
    return answer;
  };
  const get = (url: string, headers: Record<string, string> = {}) => h.server.app.inject({ url, headers });

  beforeAll(async () => {
    h = await ingestHarness(fakeClock(NOON_UTC_MS));
    await put('/countries/in', india());
    await put('/participants/chennaiyin', { ...team('Chennaiyin FC'), shortName: 'CFC' });
    await put('/participants/kerala', {
      ...team('Kerala Blasters'),
      colours: { primary: '#FFCC00', secondary: '#002B5C' },
    });
    await put('/participants/goa', { ...team('FC Goa'), image: 'https://img.example.com/goa.png' });
    await put('/players/chhetri', { seq: 1, sport: 1, name: 'Sunil Chhetri', country: 'in' });
    await put('/players/gurpreet', {
      seq: 1,
      sport: 1,
      name: 'Gurpreet Singh',
      country: 'in',
      photo: 'https://img.example.com/gurpreet.jpg',
    });
  });
  afterAll(async () => {
    await h.server.app.close();
  });

  it('draws a crest from derived colours, cached a day with an ETag, and answers 304 to it', async () => {
    const id = ids.get('/participants/chennaiyin') ?? '';
    const res = await get(`/img/crest/${id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toBe(
      crestSvg({ id, name: 'Chennaiyin FC', shortName: 'CFC', colours: derivedTeamColours(id) }),
    );
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/img/crest/${id}.svg`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("uses a provider's colours, stored in lower case, and keeps them on a repeated write", async () => {
    const id = ids.get('/participants/kerala') ?? '';
    expect(h.server.engine.participants.get(id)?.colours).toEqual({
      primary: '#ffcc00',
      secondary: '#002b5c',
    });
    const res = await get(`/img/crest/${id}.svg`);
    expect(res.body).toContain('fill="#ffcc00"');
    expect(res.body).toContain('stroke="#002b5c"');
    const before = res.headers.etag;
    // The same write again changes nothing (idempotent); the crest stays the same.
    const repeat = await h.send('PUT', '/participants/kerala', {
      ...team('Kerala Blasters', 2),
      colours: { primary: '#FFCC00', secondary: '#002B5C' },
    });
    expect(repeat.json<{ applied: boolean }>().applied).toBe(true);
    expect((await get(`/img/crest/${id}.svg`)).headers.etag).toBe(before);
  });

  it("redirects to a provider's https crest or photo", async () => {
    const goa = await get(`/img/crest/${ids.get('/participants/goa')}.svg`);
    expect(goa.statusCode).toBe(302);
    expect(goa.headers.location).toBe('https://img.example.com/goa.png');
    expect(goa.headers['cache-control']).toContain('max-age=3600');
    const photo = await get(`/img/avatar/${ids.get('/players/gurpreet')}.svg`);
    expect(photo.statusCode).toBe(302);
    expect(photo.headers.location).toBe('https://img.example.com/gurpreet.jpg');
  });

  it('draws an avatar from initials', async () => {
    const res = await get(`/img/avatar/${ids.get('/players/chhetri')}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>SC</text>');
    expect(res.body).toContain('<title>Sunil Chhetri</title>');
  });

  it('refuses an image that is not https, and colours that are not #rrggbb', async () => {
    for (const image of ['http://img.example.com/a.png', 'javascript:alert(1)', 'https://a b']) {
      const res = await h.send('PUT', '/participants/x1', { ...team('X'), image });
      expect(res.statusCode, image).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, image).toBeLessThan(500);
    }
    const bad = await h.send('PUT', '/participants/x2', { ...team('X'), colours: { primary: 'red' } });
    expect(bad.statusCode).toBe(400);
    const photo = await h.send('PUT', '/players/p1', {
      seq: 1,
      sport: 1,
      name: 'P',
      country: 'in',
      photo: 'https://user:pw@example.com/a.png',
    });
    expect(photo.statusCode).toBe(422);
  });

  it('answers 404 for an unknown id and 400 for an id that cannot be one, never 500', async () => {
    const unknown = await get('/img/crest/nosuchteam.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NRL_ERR_NOT_FOUND', message: 'no participant with this id' });
    expect((await get('/img/avatar/nosuchplayer.svg')).statusCode).toBe(404);
    for (const bad of ['a.png', '..%2Fetc.svg', '%00.svg', `${'a'.repeat(49)}.svg`, '.svg', 'a%20b.svg']) {
      const res = await get(`/img/crest/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('NRL_ERR_BAD_REQUEST');
    }
  });
});
