import { IncidentKind, Market } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/fixtures.ts';
import { DETAIL_ROUTES } from './document-routes.ts';
import { IngestErrorCode } from './errors.ts';
import {
  bookmakerIdOf,
  documentIdOf,
  eventIdOf,
  leagueIdOf,
  participantIdOf,
  playerIdOf,
  seasonIdOf,
} from './ids.ts';
import { DETAIL_OWNER } from '../testing/probes.ts';
import { createWorld, type IngestHarness, ingestHarness, match, NOON_UTC_MS } from './testing.ts';

const pathOf = (url: string, id: string) => url.replace(':id', id);
/** The id each example is written for (document-routes.ts): its own, or its owner's. */
const EXAMPLE_ID = DETAIL_OWNER;

/** Creates the walk-through's world, then every example in the table's order (players before line-ups). */
async function createAll(h: IngestHarness): Promise<void> {
  await createWorld(h);
  const res = await h.send('PUT', '/events/isl-2026-m1', match());
  expect(res.statusCode).toBe(200);
  for (const route of DETAIL_ROUTES) {
    const answer = await h.send('PUT', pathOf(route.url, EXAMPLE_ID[route.kind] ?? ''), route.example);
    expect([route.kind, answer.statusCode, answer.json()]).toMatchObject([
      route.kind,
      200,
      { applied: true },
    ]);
  }
}

describe('ingest API: details (seasons, players, documents)', () => {
  let h: IngestHarness;
  beforeEach(async () => {
    h = await ingestHarness(fakeClock(NOON_UTC_MS));
  });
  afterEach(async () => {
    await h.server.app.close();
  });

  it('accepts every documented example and maps provider ids to ours', async () => {
    await createAll(h);
    const engine = h.server.engine;
    const eventId = eventIdOf(1, 'acme', 'isl-2026-m1');
    const leagueId = leagueIdOf(1, 'acme', 'isl-2026');
    const chennaiyin = participantIdOf('acme', 'chennaiyin');
    const chhangte = playerIdOf('acme', 'chhangte');

    expect(engine.leagues.get(seasonIdOf(1, 'acme', 'isl-2027'))).toMatchObject({
      sportId: 1,
      templateKey: engine.leagues.get(leagueId)?.templateKey,
      name: { en: 'Indian Super League 2027-28' },
    });
    expect(engine.document('player', chhangte)).toMatchObject({ participantId: chennaiyin, number: 7 });
    const incidents = engine.document('incidents', eventId)?.incidents;
    expect(incidents?.map((i) => [i.seq, i.kind, i.side])).toEqual([
      [1, IncidentKind.yellowCard, 2],
      [2, IncidentKind.goal, 1],
    ]);
    expect(incidents?.[1]?.note).toEqual({ ta: 'தலையால் அடித்த கோல்', en: 'Header' });
    expect(engine.document('lineups', eventId)?.home.starters[0]?.playerId).toBe(chhangte);
    expect(engine.document('statistics', eventId)?.periods[0]?.period).toBe(0);
    const bookmakerId = bookmakerIdOf('acme', 'acmebet');
    expect(engine.document('bookmaker', String(bookmakerId))).toEqual({ id: bookmakerId, name: 'Acme Bet' });
    expect(engine.document('odds', eventId)?.lines.map((l) => [l.market, l.bookmakerId])).toEqual([
      [Market.oneXTwo, bookmakerId],
      [Market.overUnder, bookmakerId],
    ]);
    expect(
      engine.document('standings', leagueId)?.groups[0]?.rows.map((r) => [r.participantId, r.name]),
    ).toEqual([
      [chennaiyin, 'Chennaiyin FC'],
      [participantIdOf('acme', 'kerala'), 'Kerala Blasters'],
    ]);
    const final = engine.document('draw', leagueId)?.rounds[0]?.matches[0];
    expect(final).toMatchObject({ eventId, homeId: chennaiyin, homeName: 'Chennaiyin FC', homeScore: '1' });
    expect(final && 'winner' in final).toBe(false);
    expect(engine.document('squad', chennaiyin)?.players).toEqual([
      { playerId: chhangte, name: 'Lallianzuala Chhangte', number: 7, position: 'F' },
    ]);
    expect(engine.document('transfers', chennaiyin)?.transfers[0]).toMatchObject({
      toId: chennaiyin,
      toName: 'Chennaiyin FC',
      fromName: 'Mumbai City FC',
      feeAmount: 42_500_000,
      feeCurrency: 'INR',
    });
    expect(engine.document('injuries', chennaiyin)?.injuries[0]?.playerName).toBe('Lallianzuala Chhangte');
    expect(engine.document('ranking', documentIdOf('acme', 'ranking', 'isl-power'))?.rows[0]).toMatchObject({
      participantId: chennaiyin,
      countryId: engine.participants.get(chennaiyin)?.countryId,
    });
    expect(engine.document('news', documentIdOf('acme', 'news', 'chennaiyin-top'))).toMatchObject({
      eventId,
      leagueIds: [leagueId],
    });
    expect(engine.document('video', documentIdOf('acme', 'video', 'm1-highlights'))?.eventId).toBe(eventId);
  });

  it('lists events under a season named as their competition', async () => {
    await createAll(h);
    const res = await h.send('PUT', '/events/s2', match(1, { competition: 'isl-2027' }));
    expect(res.statusCode).toBe(200);
    expect(h.server.engine.events.get(eventIdOf(1, 'acme', 's2'))?.leagueId).toBe(
      seasonIdOf(1, 'acme', 'isl-2027'),
    );
  });

  it('changes nothing for a replayed or older seq, and publishes each change once', async () => {
    await createAll(h);
    const eventId = eventIdOf(1, 'acme', 'isl-2026-m1');
    const changes: string[] = [];
    h.server.engine.onDocuments((changed) => changes.push(...changed.map((c) => `${c.kind}:${c.key}`)));
    const incidents = (score: string) => ({
      seq: 5,
      incidents: [{ kind: 'goal', side: 'home', time: '27', stage: 'firstHalf', score }],
    });
    expect((await h.send('PUT', '/events/isl-2026-m1/incidents', incidents('1-0'))).json()).toEqual({
      applied: true,
      id: eventId,
      seq: 5,
    });
    const again = await h.send('PUT', '/events/isl-2026-m1/incidents', incidents('1-0'));
    expect(again.json()).toEqual({ applied: false, reason: 'stale', id: eventId, seq: 5, lastSeq: 5 });
    const older = await h.send('PUT', '/events/isl-2026-m1/incidents', { ...incidents('9-9'), seq: 4 });
    expect(older.json()).toMatchObject({ applied: false, lastSeq: 5 });
    expect(changes).toEqual([`incidents:${eventId}`]);
    expect(h.server.engine.document('incidents', eventId)?.incidents[0]?.score).toBe('1-0');
  });

  it('answers 404 for a document of an object the provider never created', async () => {
    await createWorld(h);
    for (const url of ['/events/nope/odds', '/competitions/nope/standings', '/participants/nope/squad']) {
      const route = DETAIL_ROUTES.find((r) => pathOf(r.url, 'nope') === url);
      const res = await h.send('PUT', url, route?.example);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, IngestErrorCode.notFound]);
    }
  });

  it('names the field of an unknown reference (422) and stores nothing', async () => {
    await createWorld(h);
    await h.send('PUT', '/events/isl-2026-m1', match());
    const lineups = DETAIL_ROUTES.find((r) => r.kind === 'lineups')?.example;
    const res = await h.send('PUT', '/events/isl-2026-m1/lineups', lineups);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: IngestErrorCode.unknownReference,
      errors: [{ path: '/home/starters/0/player', message: "no player 'chhangte'" }],
    });
    expect(h.server.engine.document('lineups', eventIdOf(1, 'acme', 'isl-2026-m1'))).toBeUndefined();
    // The refused seq is not taken: the same body works once the player exists.
    const player = DETAIL_ROUTES.find((r) => r.kind === 'player')?.example;
    expect((await h.send('PUT', '/players/chhangte', player)).statusCode).toBe(200);
    expect((await h.send('PUT', '/events/isl-2026-m1/lineups', lineups)).json()).toMatchObject({
      applied: true,
    });
  });

  it('names the field and the reason of a schema error (400)', async () => {
    await createAll(h);
    const odds = structuredClone(DETAIL_ROUTES.find((r) => r.kind === 'odds')?.example) as {
      seq: number;
      lines: { prices: { value: number }[] }[];
    };
    odds.seq = 9;
    const firstPrice = odds.lines[0]?.prices[0];
    if (firstPrice) firstPrice.value = 0.5;
    const res = await h.send('PUT', '/events/isl-2026-m1/odds', odds);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: '/lines/0/prices/0/value' });
    expect(res.json().errors[0].message).toMatch(/greater or equal to 1/);
    const tooMany = await h.send('PUT', '/events/isl-2026-m1/incidents', {
      seq: 9,
      incidents: Array.from({ length: 501 }, () => ({
        kind: 'goal',
        side: 'home',
        time: '1',
        stage: 'firstHalf',
      })),
    });
    expect(tooMany.json().errors[0]).toMatchObject({ path: '/incidents' });
  });

  it('refuses an odds line or a selection sent twice (422) and keeps the stored odds', async () => {
    await createAll(h);
    const eventId = eventIdOf(1, 'acme', 'isl-2026-m1');
    const before = h.server.engine.document('odds', eventId);
    expect(before).toBeDefined();
    type Odds = { lines: { prices: { selection: string }[] }[] };
    const example = DETAIL_ROUTES.find((r) => r.kind === 'odds')?.example as Odds;
    const twice = structuredClone(example);
    twice.lines.push(structuredClone(twice.lines[0] as Odds['lines'][number]));
    const res = await h.send('PUT', '/events/isl-2026-m1/odds', { ...twice, seq: 50 });
    expect([res.statusCode, res.json().code]).toEqual([422, IngestErrorCode.invalid]);
    expect(res.json().errors[0].path).toBe(`/lines/${example.lines.length}`);
    const sameSelection = structuredClone(example);
    const prices = sameSelection.lines[1]?.prices ?? []; // over/under: two prices, room for a third
    prices.push({ ...(prices[0] as Odds['lines'][number]['prices'][number]) });
    const res2 = await h.send('PUT', '/events/isl-2026-m1/odds', { ...sameSelection, seq: 51 });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().errors[0].path).toBe(`/lines/1/prices/${prices.length - 1}/selection`);
    expect(h.server.engine.document('odds', eventId)).toEqual(before);
  });

  it('takes details in a batch, each answered on its own', async () => {
    await createWorld(h);
    const res = await h.send('POST', '/batch', {
      items: [
        { kind: 'bookmaker', id: 'acmebet', data: { seq: 1, name: 'Acme Bet' } },
        { kind: 'odds', id: 'm1', data: DETAIL_ROUTES.find((r) => r.kind === 'odds')?.example },
        { kind: 'squad', id: 'chennaiyin', data: { seq: 1, players: [{ player: 'ghost', position: 'G' }] } },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([200, 200, 422]);
    expect(res.json().results[2].errors).toEqual([
      { path: '/items/2/data/players/0/player', message: "no player 'ghost'" },
    ]);
  });

  it('documents every detail endpoint with its example at /docs/json', async () => {
    const res = await h.server.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = res.json().paths as Record<string, { put?: { requestBody?: { content: unknown } } }>;
    for (const route of DETAIL_ROUTES) {
      const path = `/api/ingest/v1${route.url.replace(':id', '{id}')}`;
      expect(JSON.stringify(paths[path]?.put?.requestBody?.content)).toContain(
        JSON.stringify(route.example.seq),
      );
      expect(paths[path]?.put).toBeDefined();
    }
  });
});
