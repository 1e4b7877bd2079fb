import { decodeFeedDocument, EventStage, StageType } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeClock, fakeClock } from '../testing/fixtures.ts';
import { IngestErrorCode } from './errors.ts';
import { eventIdOf } from './ids.ts';
import {
  createWorld,
  type IngestHarness,
  ingestHarness,
  isl,
  KICKOFF_S,
  match,
  NOON_UTC_MS,
  team,
} from './testing.ts';

describe('ingest API /api/ingest/v1', () => {
  let clock: FakeClock;
  let h: IngestHarness;

  beforeEach(async () => {
    clock = fakeClock(NOON_UTC_MS);
    h = await ingestHarness(clock);
  });
  afterEach(async () => {
    await h.server.app.close();
  });

  const feed = async (name: string, headers: Record<string, string> = {}) =>
    h.server.app.inject({ method: 'GET', url: `/x/feed/${name}`, headers });

  it('creates a country, a competition, two teams and a match that the full feed shows', async () => {
    const id = await createWorld(h);
    expect(id).toBe(eventIdOf(1, 'acme', 'm1'));
    expect(id).toMatch(/^g_1_[A-Za-z0-9]{8,16}$/);
    const doc = decodeFeedDocument((await feed('f_1_0_330_ta_1')).body);
    expect(doc.leagues.map((l) => [l.name, l.countryName])).toEqual([['இந்தியன் சூப்பர் லீக்', 'இந்தியா']]);
    const event = doc.events.find((e) => e.patch.id === id)?.patch;
    expect(event).toMatchObject({
      homeName: 'Chennaiyin FC',
      awayName: 'Kerala Blasters',
      stageType: StageType.live,
      stage: EventStage.firstHalf,
      homeScore: '0',
      awayScore: '0',
      // No stageStartTime was sent: a new live stage starts when we receive it.
      stageStartTime: NOON_UTC_MS / 1000,
    });
  });

  it('pushes a goal with PATCH: the full feed and the update feed show it, with the highlight time', async () => {
    const id = await createWorld(h);
    const sign = String(decodeFeedDocument((await feed('f_1_0_330_ta_1')).body).signature);
    clock.advance(60_000);
    const res = await h.send('PATCH', '/events/m1', { seq: 2, homeScore: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ applied: true, id, seq: 2 });

    const full = decodeFeedDocument((await feed('f_1_0_330_ta_1')).body);
    expect(full.events.find((e) => e.patch.id === id)?.patch).toMatchObject({
      homeScore: '1',
      awayScore: '0',
    });
    const update = decodeFeedDocument((await feed('u_1_1', { 'x-fsign': sign })).body);
    expect(update.events.map((e) => e.patch)).toEqual([
      { id, homeScore: '1', scoreChangedAt: NOON_UTC_MS / 1000 + 60 },
    ]);
  });

  it('changes nothing for the same seq twice or an older seq after a newer one', async () => {
    const id = await createWorld(h);
    expect((await h.send('PATCH', '/events/m1', { seq: 5, homeScore: '1' })).statusCode).toBe(200);
    const seqBefore = h.server.engine.log(1).seq;
    const eventBefore = h.server.engine.events.get(id);

    const again = await h.send('PATCH', '/events/m1', { seq: 5, homeScore: '1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ applied: false, reason: 'stale', id, seq: 5, lastSeq: 5 });
    const older = await h.send('PATCH', '/events/m1', { seq: 3, homeScore: '0', awayScore: '4' });
    expect(older.json()).toMatchObject({ applied: false, reason: 'stale', lastSeq: 5 });
    const olderPut = await h.send('PUT', '/events/m1', match(4, { status: 'finished', stage: 'finished' }));
    expect(olderPut.json()).toMatchObject({ applied: false, reason: 'stale' });
    const staleTeam = await h.send('PUT', '/participants/kerala', team('Renamed', 1));
    expect(staleTeam.json()).toMatchObject({ applied: false, reason: 'stale' });

    expect(h.server.engine.log(1).seq).toBe(seqBefore);
    expect(h.server.engine.events.get(id)).toEqual(eventBefore);
    expect(h.server.engine.participants.get(eventBefore?.awayId ?? '')?.name).toBe('Kerala Blasters');
    expect(
      await h.server.stores.providerMap.get({ provider: 'acme', kind: 'event', providerId: 'm1' }),
    ).toEqual({
      ourId: id,
      lastSeq: 5,
    });
  });

  it('replaces a whole event with PUT: fields left out are removed', async () => {
    const id = await createWorld(h);
    await h.send('PATCH', '/events/m1', { seq: 2, homeRedCards: 1, gameTime: '45+2' });
    expect(h.server.engine.events.get(id)).toMatchObject({ homeRedCards: 1, gameTime: '45+2' });
    const res = await h.send(
      'PUT',
      '/events/m1',
      match(3, { status: 'finished', stage: 'finished', winner: 'home' }),
    );
    expect(res.statusCode).toBe(200);
    const event = h.server.engine.events.get(id);
    expect(event).toMatchObject({ stageType: StageType.finished, stage: EventStage.finished, winner: 1 });
    expect(event?.homeRedCards).toBeUndefined();
    expect(event?.gameTime).toBeUndefined();
    expect(event?.stageStartTime).toBeUndefined();
  });

  it('PATCH null removes an optional field', async () => {
    const id = await createWorld(h);
    await h.send('PATCH', '/events/m1', { seq: 2, gameTime: '45+2' });
    await h.send('PATCH', '/events/m1', { seq: 3, gameTime: null });
    expect(h.server.engine.events.get(id)?.gameTime).toBeUndefined();
  });

  describe('auth', () => {
    it.each([
      ['no header', null],
      ['not one of our keys', 'abc'],
      ['a malformed nrl key', 'nrl_x'],
      ['a wrong secret', 'WRONG'],
    ])('answers 401 with a coded error for %s, and changes nothing', async (_name, presented) => {
      const key = presented === 'WRONG' ? `${h.key.slice(0, -4)}AAAA` : presented;
      const res = await h.send(
        'PUT',
        '/countries/in',
        { seq: 1, code: 'in', name: { ta: 'x', en: 'x' } },
        { key },
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(IngestErrorCode.unauthorized);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(h.server.engine.countries.size).toBe(0);
    });

    it('answers 401 to a revoked key', async () => {
      const id = h.key.slice(4, 16);
      expect(await h.server.stores.apiKeys.revoke(id, clock())).toBe(true);
      const res = await h.send('PUT', '/countries/in', { seq: 1, code: 'in', name: { ta: 'x', en: 'x' } });
      expect(res.statusCode).toBe(401);
    });

    it('checks the key before reading the body', async () => {
      const res = await h.send('PUT', '/countries/in', '{not json', {
        key: null,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(401);
    });

    it("keeps providers apart: another provider's ids are not ours", async () => {
      await createWorld(h);
      const { createApiKey } = await import('../storage/api-keys.ts');
      const other = await createApiKey(h.server.stores.apiKeys, {
        provider: 'other',
        label: 'x',
        nowMs: clock(),
      });
      const res = await h.send('PATCH', '/events/m1', { seq: 9, homeScore: '7' }, { key: other.key });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(IngestErrorCode.notFound);
    });
  });

  describe('errors', () => {
    it('answers 400 naming each field by JSON pointer, and changes nothing', async () => {
      const id = await createWorld(h);
      const before = h.server.engine.events.get(id);
      const res = await h.send('PUT', '/events/m1', {
        ...match(2),
        homeParts: [1, 'x'],
        stage: 'third half',
        colour: 'red',
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe(IngestErrorCode.validation);
      expect(body.errors).toEqual([
        { path: '/colour', message: 'is not a known field' },
        { path: '/stage', message: expect.stringMatching(/^must be one of "scheduled", "live"/) },
        { path: '/homeParts/1', message: expect.stringMatching(/integer/) },
      ]);
      expect(body.message).toMatch(/^invalid body: \/colour is not a known field \(and 2 more\)$/);
      expect(h.server.engine.events.get(id)).toEqual(before);
    });

    it('answers 400 to unreadable JSON, 415 to another content type, 413 over 1 MiB', async () => {
      const bad = await h.send('PUT', '/countries/in', '{"seq": 1,', {
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe(IngestErrorCode.badRequest);
      const xml = await h.send('PUT', '/countries/in', '<a/>', {
        headers: { 'content-type': 'application/xml' },
      });
      expect(xml.statusCode).toBe(415);
      const big = await h.send('PUT', '/countries/in', {
        seq: 1,
        code: 'in',
        name: { ta: 'x'.repeat(1_100_000), en: 'x' },
      });
      expect(big.statusCode).toBe(413);
      expect(h.server.engine.countries.size).toBe(0);
    });

    it('answers 422 naming the field for unknown sports, countries, competitions and participants', async () => {
      await createWorld(h);
      const cases: [string, unknown, string][] = [
        ['/competitions/c2', { ...isl(), sport: 20 }, '/sport'],
        ['/competitions/c2', { ...isl(), country: 'xx' }, '/country'],
        ['/participants/p9', { ...team('X'), country: 'xx' }, '/country'],
        ['/participants/p9', { ...team('X'), sport: 27 }, '/sport'],
        ['/events/m2', match(1, { competition: 'nope' }), '/competition'],
        ['/events/m2', match(1, { home: 'nobody' }), '/home'],
        ['/events/m2', match(1, { away: 'nobody' }), '/away'],
        ['/events/m2', match(1, { sport: 2 }), '/competition'],
        ['/events/m2', match(1, { sport: 31 }), '/sport'],
        ['/events/m2', match(1, { away: 'chennaiyin' }), '/away'],
        ['/events/m2', match(1, { homeParts: [1, 0], awayParts: [0] }), '/homeParts'],
        ['/events/m2', match(1, { service: 'home' }), '/service'],
        ['/events/m1', match(2, { sport: 3 }), '/sport'],
      ];
      const seqBefore = h.server.engine.log(1).seq;
      const sizes = () => [
        h.server.engine.leagues.size,
        h.server.engine.participants.size,
        h.server.engine.events.size,
      ];
      const before = sizes();
      for (const [path, body, field] of cases) {
        const res = await h.send('PUT', path, body);
        expect(res.statusCode, `${path} ${field}`).toBe(422);
        expect(res.json().errors[0].path, `${path} ${JSON.stringify(body)}`).toBe(field);
      }
      expect(sizes()).toEqual(before);
      expect(h.server.engine.log(1).seq).toBe(seqBefore);
    });

    it('answers 404 to a PATCH of an event never created, and to unknown ingest paths', async () => {
      const res = await h.send('PATCH', '/events/ghost', { seq: 1, homeScore: '1' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(IngestErrorCode.notFound);
      const nowhere = await h.send('PUT', '/stadiums/x', { seq: 1 });
      expect(nowhere.statusCode).toBe(404);
    });

    it('refuses a change of sport of an existing event', async () => {
      await createWorld(h);
      await h.send('PUT', '/countries/in', { seq: 2, code: 'in', name: { ta: 'இந்தியா', en: 'India' } });
      await h.send('PUT', '/competitions/isl-2026-bb', { ...isl(), sport: 3 });
      await h.send('PUT', '/participants/a', { ...team('A'), sport: 3 });
      await h.send('PUT', '/participants/b', { ...team('B'), sport: 3 });
      const res = await h.send(
        'PUT',
        '/events/m1',
        match(2, { sport: 3, competition: 'isl-2026-bb', home: 'a', away: 'b', homeParts: [1] }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { path: '/sport', message: 'this event was created with sport 1; it cannot move' },
      ]);
      expect(h.server.engine.events.size).toBe(1);
    });
  });

  describe('batch', () => {
    it('applies items in order, answers each, and refuses one item without stopping the others', async () => {
      const res = await h.send('POST', '/batch', {
        items: [
          { kind: 'country', id: 'in', data: { seq: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' } } },
          { kind: 'competition', id: 'isl-2026', data: isl() },
          { kind: 'participant', id: 'chennaiyin', data: team('Chennaiyin FC') },
          { kind: 'participant', id: 'kerala', data: team('Kerala Blasters') },
          { kind: 'event', id: 'm1', data: match() },
          { kind: 'event', id: 'm2', data: match(1, { home: 'nobody' }) },
          { kind: 'eventUpdate', id: 'm1', data: { seq: 2, homeScore: '1' } },
          { kind: 'eventUpdate', id: 'm1', data: { seq: 2, homeScore: '5' } },
        ],
      });
      expect(res.statusCode).toBe(200);
      const { results } = res.json() as { results: Record<string, unknown>[] };
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 422, 200, 200]);
      expect(results[5]).toMatchObject({
        code: IngestErrorCode.unknownReference,
        errors: [{ path: '/items/5/data/home', message: "no participant 'nobody'" }],
      });
      expect(results[7]).toMatchObject({ applied: false, reason: 'stale' });
      const id = eventIdOf(1, 'acme', 'm1');
      expect(h.server.engine.events.get(id)?.homeScore).toBe('1');
      expect(h.server.engine.events.size).toBe(1);
    });

    it('refuses a malformed batch whole, naming the item field', async () => {
      const res = await h.send('POST', '/batch', {
        items: [
          { kind: 'country', id: 'in', data: { seq: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' } } },
          { kind: 'event', id: 'm1', data: { ...match(), homeScore: 1 } },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: '/items/1/data/homeScore', message: 'Expected string' }]);
      expect(h.server.engine.countries.size).toBe(0);
    });

    it('takes 500 events in one request, well over the 64 KiB limit of the rest of the server', async () => {
      await createWorld(h);
      const items = Array.from({ length: 500 }, (_, i) => ({
        kind: 'event',
        id: `bulk-${i}`,
        data: match(1, { startTime: KICKOFF_S + i * 60, homeParts: [0], awayParts: [0] }),
      }));
      const payload = JSON.stringify({ items });
      expect(payload.length).toBeGreaterThan(64 * 1024);
      const res = await h.send('POST', '/batch', payload, {
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { results: { applied: boolean }[] }).results.every((r) => r.applied)).toBe(true);
      expect(h.server.engine.events.size).toBe(501);
    });

    it('takes at most 500 items', async () => {
      const item = { kind: 'country', id: 'in', data: { seq: 1, code: 'in', name: { ta: 'x', en: 'x' } } };
      const res = await h.send('POST', '/batch', { items: Array.from({ length: 501 }, () => item) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('/items');
    });
  });

  it('documents every ingest route in OpenAPI at /docs/json and serves the UI at /docs', async () => {
    const json = await h.server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(spec.openapi).toBe('3.1.0');
    // The same document lists the search and account APIs; the ingest ones are exactly these.
    const ingestPaths = Object.keys(spec.paths).filter((p) => p.startsWith('/api/ingest/'));
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/v2/search/', '/v3/login']));
    expect(ingestPaths.sort()).toEqual([
      '/api/ingest/v1/batch',
      '/api/ingest/v1/bookmakers/{id}',
      '/api/ingest/v1/competitions/{id}',
      '/api/ingest/v1/competitions/{id}/draw',
      '/api/ingest/v1/competitions/{id}/standings',
      '/api/ingest/v1/countries/{id}',
      '/api/ingest/v1/events/{id}',
      '/api/ingest/v1/events/{id}/balls',
      '/api/ingest/v1/events/{id}/incidents',
      '/api/ingest/v1/events/{id}/info',
      '/api/ingest/v1/events/{id}/lineups',
      '/api/ingest/v1/events/{id}/odds',
      '/api/ingest/v1/events/{id}/raids',
      '/api/ingest/v1/events/{id}/statistics',
      '/api/ingest/v1/news/{id}',
      '/api/ingest/v1/participants/{id}',
      '/api/ingest/v1/participants/{id}/injuries',
      '/api/ingest/v1/participants/{id}/squad',
      '/api/ingest/v1/participants/{id}/transfers',
      '/api/ingest/v1/players/{id}',
      '/api/ingest/v1/rankings/{id}',
      '/api/ingest/v1/seasons/{id}',
      '/api/ingest/v1/videos/{id}',
    ]);
    const patch = spec.paths['/api/ingest/v1/events/{id}']?.patch as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(patch.requestBody.content['application/json']?.schema.properties ?? {})).toContain(
      'homeScore',
    );
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '422']));
    const ui = await h.server.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
