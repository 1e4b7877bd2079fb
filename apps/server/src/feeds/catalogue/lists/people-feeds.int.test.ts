/**
 * People feeds over HTTP, as a browser gets them: 200 with an ETag, 304 while the body is unchanged,
 * 200 `0` for an object that does not exist, 404 for a bad name.
 */
import { decodePlayerProfileFeed, type DetailDocument } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../../../app.ts';
import { fakeClock, worldServer } from '../../../testing/fixtures.ts';
import { PEOPLE_DOCUMENTS } from './people-testing.ts';
import { loadWorld, NOON_UTC_MS } from './testing.ts';

const peopleDoc = <K extends DetailDocument['kind']>(kind: K, key: string) =>
  PEOPLE_DOCUMENTS.find((d) => d.kind === kind && d.key === key) as Extract<DetailDocument, { kind: K }>;

describe('people feeds over HTTP', () => {
  let server: NeraliServer;

  beforeEach(async () => {
    server = await worldServer(fakeClock(NOON_UTC_MS));
    loadWorld(server.engine);
    server.engine.putDocuments(PEOPLE_DOCUMENTS);
  });
  afterEach(async () => {
    await server.app.close();
  });

  const get = (name: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/x/feed/${name}`, headers });

  it('answers 304 while the profile is unchanged and 200 when it changes', async () => {
    const first = await get('pp_kbp1_en');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await get('pp_kbp1_en', { 'if-none-match': etag })).statusCode).toBe(304);
    const player = peopleDoc('player', 'kbp1');
    server.engine.putDocuments([{ ...player, body: { ...player.body, number: 8 } }]);
    const changed = await get('pp_kbp1_en', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(decodePlayerProfileFeed(changed.body).player?.number).toBe(8);
  });

  it('gives 0 for a missing object and 404 for a malformed name', async () => {
    for (const name of ['pp_nobody_en', 'psq_nobody_ta', 'pij_nobody_en', 'rnk_5']) {
      const res = await get(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.body, name).toBe('0');
    }
    for (const name of ['pp_kbp1_de', 'psq_kbfc', 'pij_kbfc_en_2', 'rnk_27']) {
      const res = await get(name);
      expect(res.statusCode, name).toBe(404);
      expect(JSON.parse(res.body).code).toBeTruthy();
    }
  });
});
