/**
 * Match feeds over HTTP through buildServer: 200/304/ETag, versions that move exactly with the data a
 * body reads, the empty feed for a missing event, and names that are 404 but never 500.
 */
import {
  decodeHeadToHead,
  decodeMatchHeader,
  decodeComments,
  decodeSummary,
  EventStage,
  IncidentKind,
  MatchFeed,
  matchFeedName,
  StageType,
} from '@nerali/domain';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../../../app.ts';
import { fakeClock, soccerEvent, worldServer } from '../../../testing/fixtures.ts';
import { MATCH_FEEDS } from './index.ts';
import {
  KICKOFF_S,
  loadMatchWorld,
  MATCH_ID,
  matchDocuments,
  matchEvents,
  must,
  NOON_UTC_MS,
} from './testing.ts';

/** One valid name per feed kind for the fixture's football match. */
const NAMES = Object.values(MatchFeed).map((feed) =>
  matchFeedName(feed, MATCH_ID, { lang: 'en', format: 'uk', bookmakerId: 1, position: 1 }),
);

describe('match feeds over HTTP', () => {
  let server: NeraliServer;

  beforeEach(async () => {
    server = await worldServer(fakeClock(NOON_UTC_MS));
    loadMatchWorld(server.engine);
  });
  afterEach(async () => {
    await server.app.close();
  });

  const get = (name: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/x/feed/${name}`, headers });
  const etag = async (name: string) => String((await get(name)).headers.etag);

  it('every name the domain builds resolves to its own feed kind', () => {
    expect(NAMES).toHaveLength(MATCH_FEEDS.length);
    for (const name of NAMES) {
      const feed = MATCH_FEEDS.find(
        (f) => name.startsWith(`${f.prefix}_`) && f.parse(name.slice(f.prefix.length + 1)),
      );
      expect(feed, name).toBeDefined();
    }
  });

  it('answers 200 with an ETag, then 304 to a matching If-None-Match, for every kind', async () => {
    for (const name of NAMES) {
      const first = await get(name);
      expect(first.statusCode, name).toBe(200);
      expect(first.headers.etag, name).toMatch(/^".+"$/);
      const again = await get(name, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, name).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('gives the empty feed 0 for an event the engine does not hold, for every kind', async () => {
    for (const name of Object.values(MatchFeed).map((f) => matchFeedName(f, 'g_1_nosuch01'))) {
      const res = await get(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.body, name).toBe('0');
    }
  });

  it('moves a version exactly when the data its body reads changes', async () => {
    const names = [
      'd_su_1_mtch0001_ta_1',
      'df_li_1_1_mtch0001',
      'dc_1_1_mtch0001',
      'df_od_1_1_mtch0001',
      'df_hh_1_1_mtch0001',
    ];
    const before = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await etag(n)])));
    const cached = server.feeds.catalogueFeed('d_su_1_mtch0001_ta_1');
    expect(server.feeds.catalogueFeed('d_su_1_mtch0001_ta_1')).toBe(cached); // one body per version

    // The same documents again change nothing.
    server.engine.putDocuments(matchDocuments());
    for (const n of names) expect(await etag(n), n).toBe(before[n]);

    // A new incident: the summary only.
    const incidents = matchDocuments().find((d) => d.kind === 'incidents');
    if (incidents?.kind !== 'incidents') throw new Error('fixture');
    incidents.body.incidents.push({
      seq: 6,
      kind: IncidentKind.redCard,
      side: 2,
      time: '80',
      stage: 13,
      player: 'Adrian Luna',
    });
    server.engine.putDocuments([incidents]);
    expect(await etag('d_su_1_mtch0001_ta_1')).not.toBe(before['d_su_1_mtch0001_ta_1']);
    const summary = decodeSummary((await get('d_su_1_mtch0001_ta_1')).body);
    expect(summary.at(-1)?.incidents.at(-1)?.kind).toBe(IncidentKind.redCard);
    for (const n of names.slice(1)) expect(await etag(n), n).toBe(before[n]);

    // An event change: the header and head-to-head, not the documents' feeds.
    const match = must(matchEvents()[0]);
    server.engine.putEvents([{ ...match, homeScore: '3' }]);
    expect(await etag('dc_1_1_mtch0001')).not.toBe(before['dc_1_1_mtch0001']);
    expect(await etag('df_hh_1_1_mtch0001')).not.toBe(before['df_hh_1_1_mtch0001']);
    expect(await etag('df_li_1_1_mtch0001')).toBe(before['df_li_1_1_mtch0001']);
    expect(decodeMatchHeader((await get('dc_1_1_mtch0001')).body)?.event?.homeScore).toBe('3');

    // A renamed bookmaker and a renamed team: the feeds that print those names.
    const odds = await etag('df_od_1_1_mtch0001');
    server.engine.putDocuments([{ kind: 'bookmaker', key: '1', body: { id: 1, name: 'Kestrel India' } }]);
    expect(await etag('df_od_1_1_mtch0001')).not.toBe(odds);
    const header = await etag('dc_1_1_mtch0001');
    server.engine.putParticipants([
      { id: 'p1', sportId: 1, name: 'Chennaiyin', shortName: 'CFC', countryId: 1 },
    ]);
    expect(await etag('dc_1_1_mtch0001')).not.toBe(header);
  });

  it("takes head-to-head and form from the results archive, beyond the engine's window", async () => {
    const meetingsOf = async () =>
      decodeHeadToHead((await get('df_hh_1_1_mtch0001')).body)
        .find((b) => b.section === 0) // the meetings
        ?.events.map((e) => e.id) ?? [];
    const before = await meetingsOf();
    // A meeting of two years ago, read back from storage at start; the engine never held it.
    const old = soccerEvent('old00001', KICKOFF_S - 700 * 86_400, {
      stageType: StageType.finished,
      stage: EventStage.finished,
      homeId: 'p2',
      awayId: 'p1',
      homeName: 'Kerala Blasters',
      awayName: 'Chennaiyin FC',
      homeScore: '0',
      awayScore: '2',
    });
    server.engine.loadResults([old]);
    // And a meeting the engine held, then removed from its window.
    const held = must(matchEvents().find((e) => e.id !== MATCH_ID && e.homeId === 'p1' && e.awayId === 'p2'));
    server.engine.removeEvents([held.id]);
    server.engine.putEvents([{ ...must(matchEvents()[0]), homeScore: '4' }]); // a new version of the feed
    const after = await meetingsOf();
    expect(before).toContain(held.id);
    expect(after).toContain(held.id);
    expect(after).toContain('g_1_old00001');
    expect(after.at(-1)).toBe('g_1_old00001'); // newest first
    expect(before).not.toContain('g_1_old00001');
  });

  it('moves the news feed for an article about the teams, not for one about others', async () => {
    const name = 'df_nf_1_1_mtch0001';
    const before = await etag(name);
    const article = (id: string, participantIds: string[]) => ({
      kind: 'news' as const,
      key: id,
      body: {
        id,
        sportId: 1,
        publishedAt: KICKOFF_S,
        headline: { ta: 'செய்தி', en: 'News' },
        lead: { ta: '.', en: '.' },
        body: { ta: '.', en: '.' },
        participantIds,
        leagueIds: [],
      },
    });
    server.engine.putDocuments([article('n9', ['p7'])]);
    expect(await etag(name)).toBe(before);
    server.engine.putDocuments([article('n10', ['p2'])]);
    expect(await etag(name)).not.toBe(before);
  });

  it('df_lcpo gives only entries after the position and the newest position to poll from', async () => {
    expect(decodeComments((await get('df_lcpo_1_1_mtch0001_2')).body)).toMatchObject({
      position: 3,
      entries: [{ seq: 3 }],
    });
    expect(decodeComments((await get('df_lcpo_1_1_mtch0001_3')).body)).toEqual({ position: 3, entries: [] });
  });

  it('answers malformed match feed names with 404 and any suffix with 200 or 404, never 500', async () => {
    server.engine.putEvents([soccerEvent('snap0001', KICKOFF_S)]);
    for (const name of [
      'df_hh_2_1_mtch0001', // project type 2
      'df_hh_1_1_mtch0001_x', // a part too many
      'df_hh_mtch0001', // no type
      'df_hh_1_1', // a sport without an id (and too short for a bare original id)
      'd_su_1_mtch0001_de_1',
      'd_su_1_mtch0001_ta_1_eu',
      'd_od_1_mtch0001_ta_1_xx',
      'd_od_1_mtch0001_ta_1',
      'df_lod2_1_1_mtch0001',
      'df_lod2_1_1_mtch0001_-1',
      'df_lcpo_1_1_mtch0001_1234567',
      'dc_1_0_mtch0001',
      'mop_1_1_mtch_0001',
    ]) {
      expect((await get(encodeURIComponent(name))).statusCode, name).toBe(404);
    }
    const prefixes = MATCH_FEEDS.map((f) => f.prefix);
    const part = fc.oneof(
      fc.constantFrom('1', '2', '0', 'ta', 'en', 'eu', 'uk', 'in', 'mtch0001', 'snap0001', '14', 'dart0001'),
      fc.nat(999_999).map(String),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.array(part, { maxLength: 6 }).map((p) => p.join('_')),
        ),
        async (prefix, rest) => {
          const res = await get(encodeURIComponent(`${prefix}_${rest}`));
          expect([200, 404]).toContain(res.statusCode);
        },
      ),
      { numRuns: 400 },
    );
  });
});
