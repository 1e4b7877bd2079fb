/**
 * PUT /events/{id}/info: venue, referee, attendance and the channels in India, idempotent by seq like
 * every document; bad input is a 400 at its pointer and leaves the stored object as it was; the summary
 * feed (d_su) carries it, and a statistics timeline draws the momentum graph there.
 */
import { ChannelType, decodeMatchInfo, decodeMomentum, MatchFeed, matchFeedName } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/fixtures.ts';
import { eventIdOf } from './ids.ts';
import { createWorld, type IngestHarness, ingestHarness, match, NOON_UTC_MS } from './testing.ts';

const INFO = {
  seq: 3,
  venue: 'Jawaharlal Nehru Stadium',
  city: 'Chennai',
  referee: 'Crystal John',
  attendance: 18500,
  broadcasts: [
    { type: 'tv', name: 'Star Sports 3' },
    { type: 'web', name: 'JioHotstar' },
  ],
};

describe('ingest API: match information', () => {
  let h: IngestHarness;
  let eventId: string;
  beforeEach(async () => {
    h = await ingestHarness(fakeClock(NOON_UTC_MS));
    await createWorld(h);
    expect((await h.send('PUT', '/events/isl-2026-m1', match())).statusCode).toBe(200);
    eventId = eventIdOf(1, 'acme', 'isl-2026-m1');
  });
  afterEach(async () => {
    await h.server.app.close();
  });

  const summary = async () => {
    const name = matchFeedName(MatchFeed.summary, eventId, { lang: 'ta' });
    const res = await h.server.app.inject({ method: 'GET', url: `/x/feed/${name}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('stores what is sent and the summary feed carries it', async () => {
    const res = await h.send('PUT', '/events/isl-2026-m1/info', INFO);
    expect([res.statusCode, res.json()]).toMatchObject([200, { applied: true }]);
    expect(h.server.engine.document('matchInfo', eventId)).toEqual({
      eventId,
      venue: 'Jawaharlal Nehru Stadium',
      city: 'Chennai',
      referee: 'Crystal John',
      attendance: 18500,
      broadcasts: [
        { type: ChannelType.tv, name: 'Star Sports 3' },
        { type: ChannelType.web, name: 'JioHotstar' },
      ],
    });
    expect(decodeMatchInfo(await summary())).toEqual({
      venue: 'Jawaharlal Nehru Stadium',
      city: 'Chennai',
      referee: 'Crystal John',
      attendance: 18500,
      broadcasts: [
        { type: 1, name: 'Star Sports 3' },
        { type: 3, name: 'JioHotstar' },
      ],
    });
  });

  it('changes nothing for a replayed or older seq', async () => {
    await h.send('PUT', '/events/isl-2026-m1/info', INFO);
    const older = await h.send('PUT', '/events/isl-2026-m1/info', { ...INFO, seq: 2, venue: 'Elsewhere' });
    expect([older.statusCode, older.json()]).toMatchObject([200, { applied: false }]);
    const same = await h.send('PUT', '/events/isl-2026-m1/info', { ...INFO, venue: 'Elsewhere' });
    expect(same.json()).toMatchObject({ applied: false });
    expect(h.server.engine.document('matchInfo', eventId)?.venue).toBe('Jawaharlal Nehru Stadium');
    const newer = await h.send('PUT', '/events/isl-2026-m1/info', { seq: 4, venue: 'Fatorda' });
    expect(newer.json()).toMatchObject({ applied: true });
    // A whole object: what the newer one leaves out is unknown now.
    expect(h.server.engine.document('matchInfo', eventId)).toEqual({ eventId, venue: 'Fatorda' });
  });

  it.each([
    [
      'a bookmaker as a channel type',
      { seq: 9, broadcasts: [{ type: 'bookmaker', name: 'Acme Bet' }] },
      400,
      '/broadcasts/0/type',
    ],
    ['a negative attendance', { seq: 9, attendance: -1 }, 400, '/attendance'],
    ['an unknown field', { seq: 9, weather: 'rain' }, 400, ''],
    ['an empty venue', { seq: 9, venue: '' }, 400, '/venue'],
    // Well formed but not sense: 422, as a statistics period sent twice is.
    [
      'a channel listed twice',
      {
        seq: 9,
        broadcasts: [
          { type: 'tv', name: 'Sony Ten 1' },
          { type: 'tv', name: 'Sony Ten 1' },
        ],
      },
      422,
      '/broadcasts/1',
    ],
  ])('refuses %s (%i) at its pointer and keeps what was stored', async (_, body, status, pointer) => {
    await h.send('PUT', '/events/isl-2026-m1/info', INFO);
    const res = await h.send('PUT', '/events/isl-2026-m1/info', body);
    expect(res.statusCode).toBe(status);
    expect(JSON.stringify(res.json())).toContain(`"${pointer}`);
    expect(h.server.engine.document('matchInfo', eventId)?.venue).toBe('Jawaharlal Nehru Stadium');
  });

  it('answers 404 for an event it does not know', async () => {
    const res = await h.send('PUT', '/events/nope/info', INFO);
    expect(res.statusCode).toBe(404);
  });

  it('draws the momentum graph on the summary from a statistics timeline', async () => {
    expect(decodeMomentum(await summary())).toEqual([]);
    const stats = {
      seq: 1,
      periods: [],
      timeline: [
        { minute: 3, side: 'home', key: 'shotsOnTarget' },
        { minute: 5, side: 'away', key: 'corners' },
      ],
    };
    const res = await h.send('PUT', '/events/isl-2026-m1/statistics', stats);
    expect(res.statusCode).toBe(200);
    const points = decodeMomentum(await summary());
    expect(points.map((p) => p.minute)).toEqual([1, 2, 3, 4, 5]);
    expect(points[2]?.value).toBeGreaterThan(0);
    expect(points[4]?.value).toBeLessThan(points[3]?.value ?? 0);
  });
});
