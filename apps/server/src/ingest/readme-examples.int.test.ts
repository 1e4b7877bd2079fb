/**
 * The README's ingest examples, as a provider would run them: every `ingest METHOD /path <<JSON`
 * block of the "Feeding real data" section, in order, over HTTP to a listening server (the shell's
 * `$(date +%s)` becomes now). Each must be answered as the README's comment under it says, and the
 * race rows must then be in the feeds.
 */
import { readFileSync } from 'node:fs';
import {
  decodeFeedDocument,
  decodeKabaddiFeed,
  decodeScorecard,
  MatchFeed,
  matchFeedName,
  scoreHeader,
  StageType,
} from '@nerali/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { testConfig } from '../testing/fixtures.ts';
import { INGEST_PREFIX } from './routes.ts';

const README = new URL('../../../../README.md', import.meta.url);

interface Example {
  method: string;
  path: string;
  body: string;
  /** The README's `# {...}` answer under the block, if any. */
  answer: string | null;
}

/** The examples of the ingest section, in order. */
function readmeExamples(text: string): Example[] {
  const start = text.indexOf('## Feeding real data');
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end);
  const block = /^ingest (PUT|PATCH|POST) (\S+) <<'?JSON'?\n([\s\S]*?)\nJSON\n(?:# (\{.*?\}))?/gm;
  return [...section.matchAll(block)].map((m) => ({
    method: m[1] as string,
    path: m[2] as string,
    body: m[3] as string,
    answer: m[4] ?? null,
  }));
}

describe("the README's ingest examples against a listening server", () => {
  let server: NeraliServer;
  let origin: string;
  let key: string;
  beforeAll(async () => {
    server = await buildServer(testConfig(), { logger: false });
    ({ key } = await createApiKey(server.stores.apiKeys, {
      provider: 'acme',
      label: 'readme',
      nowMs: Date.now(),
    }));
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('answers every example as the README says, and the feeds show the race, the golf round, the scorecard and the raids', async () => {
    const examples = readmeExamples(readFileSync(README, 'utf8'));
    expect(examples.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /events/agp-2026-norris',
        'PATCH /events/agp-2026-norris',
        'PUT /events/io-2026-r2-shubhankar',
        'PUT /events/ipl-2027-m1/balls',
        'PUT /events/pkl-2027-m1/raids',
      ]),
    );
    const ids = new Map<string, string>();
    for (const example of examples) {
      const body = example.body.replaceAll('$(date +%s)', String(Math.floor(Date.now() / 1000)));
      const res = await fetch(`${origin}${INGEST_PREFIX}${example.path}`, {
        method: example.method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body,
      });
      const text = await res.text();
      expect(res.status, `${example.method} ${example.path}: ${text}`).toBe(200);
      const answer = JSON.parse(text) as { applied: boolean; id: string; seq: number };
      expect(answer.applied).toBe(true);
      if (example.answer !== null) {
        // The README writes our ids as g_{sport}_xxxxxxxxxxxx.
        const said = JSON.parse(example.answer) as { id: string };
        expect(answer).toEqual({ ...said, id: answer.id });
        expect(answer.id).toMatch(new RegExp(`^${said.id.replace(/x+$/, '')}[A-Za-z0-9]{8,16}$`));
      }
      ids.set(example.path, answer.id);
    }

    const feed = async (sport: number) =>
      decodeFeedDocument(await (await fetch(`${origin}/x/feed/f_${sport}_0_330_ta_1`)).text());
    const f1 = (await feed(32)).events.find((e) => e.patch.id === ids.get('/events/agp-2026-norris'))?.patch;
    expect(f1).toMatchObject({
      homeName: 'Lando Norris',
      stageType: StageType.live,
      laps: 44,
      grid: 3,
      pitstops: 1,
    });
    const golf = (await feed(23)).events.find(
      (e) => e.patch.id === ids.get('/events/io-2026-r2-shubhankar'),
    )?.patch;
    expect(golf).toMatchObject({
      homeName: 'Shubhankar Sharma',
      rank: 3,
      tiedRank: true,
      holesPlayed: 14,
      parToday: '-3',
    });
    const cricketId = ids.get('/events/ipl-2027-m1') ?? '';
    const name = matchFeedName(MatchFeed.scorecard, cricketId);
    const card = decodeScorecard(await (await fetch(`${origin}/x/feed/${name}`)).text());
    expect(scoreHeader(card?.innings ?? [])).toEqual({ 1: '6/1 (0.3)' });
    expect(card?.live?.thisOver).toEqual(['4', '1wd', '1', 'W']);
    const kabaddiId = ids.get('/events/pkl-2027-m1') ?? '';
    const raids = decodeKabaddiFeed(
      await (await fetch(`${origin}/x/feed/${matchFeedName(MatchFeed.kabaddiRaids, kabaddiId)}`)).text(),
    );
    expect(raids.figures.teams.map((team) => team.total)).toEqual([4, 1]);
    expect(raids.figures.onCourt).toEqual([7, 5]);
    expect(raids.log).toHaveLength(6);
  });
});
