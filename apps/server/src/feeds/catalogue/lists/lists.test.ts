/**
 * The list feeds from a small hand-made world: one snapshot per feed kind (the exact bytes a client
 * receives), what each kind selects and in which order, paging, versions that move exactly with the
 * body, and names that no parser accepts.
 */
import {
  decodeListFeed,
  encodeFeed,
  EventStage,
  formatSignature,
  LIST_PAGE_SIZE,
  Market,
  type MatchEvent,
  StageType,
} from '@nerali/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedEngine } from '../../../engine/engine.ts';
import { MemoryStorage } from '../../../engine/storage.ts';
import { type FakeClock, fakeClock } from '../../../testing/fixtures.ts';
import { FeedService } from '../../feed-service.ts';
import { createCatalogue } from '../index.ts';
import { LIST_FEEDS } from './index.ts';
import { DOCUMENTS, EVENTS, loadWorld, NOON_UTC_MS } from './testing.ts';

let clock: FakeClock;
let engine: FeedEngine;
let feeds: FeedService;

beforeEach(() => {
  clock = fakeClock(NOON_UTC_MS);
  engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: 1 });
  loadWorld(engine);
  feeds = new FeedService(engine, clock);
});

function body(name: string): string {
  const answer = feeds.catalogueFeed(name);
  if (!answer) throw new Error(`${name} is not a feed`);
  return answer.text;
}
const doc = (name: string) => decodeListFeed(body(name));
const event = (id: string) => EVENTS.find((e) => e.id === id) as MatchEvent;

/** One name per kind and variant; every one must answer with rows in the world above. */
const SNAPSHOT_NAMES = [
  'c_1_1_ta_1',
  't_1_isl2026_en_1',
  'ts_1_isl2026_ta_1',
  'td_2_chennai_en_1',
  's_1_isl2026_en_1',
  'tf_1_isl2026_1_en',
  'tr_1_isl2026_1_ta',
  'p_cfc_ta_1',
  'pf_cfc_1_en',
  'pr_cfc_1_en',
  'pf_nairmenon_1_en_d',
  'pr_nair_1_en_s',
  'pl_330_cfc_1_en',
  'pl_330_sharma_1',
  'pe_cfc_en',
  'pe_sharma_ta',
  'pel_cfc_1_en',
  'fm_1_0_330_en',
  'fm_0_0_330_ta',
  'fp_0_0_330_en_cfc-nairmenon',
  'fo_1_0_330_1',
  'mo_1_isl00003_1',
  'to_1_isl2026_1',
  'po_cfc_1',
  'ran_tennis-men_1',
  'ral_tennis-men-live_1',
  'tetr_cfc_1_1',
  'nl_1_1',
  'nl_0_1',
  'pnf_cfc_1',
  'mynf_cfc-nair_2',
];

describe('list feed snapshots', () => {
  it('covers every list feed kind', () => {
    const prefixes = new Set(
      [...SNAPSHOT_NAMES, 'uo_1_1.0_1'].map((n) => createCatalogue().resolve(n)?.feed.prefix),
    );
    expect([...prefixes].sort()).toEqual(LIST_FEEDS.map((f) => f.prefix).sort());
  });

  it('uo_ after a price move', () => {
    const signature = doc('fo_1_0_330_1').oddsSignature as string;
    const odds = DOCUMENTS.find((d) => d.key === 'g_1_isl00003');
    if (odds?.kind !== 'odds') throw new Error('world changed');
    const lines = odds.body.lines.map((line) =>
      line.bookmakerId === 16 && line.market === Market.oneXTwo
        ? { ...line, prices: line.prices.map((p) => ({ ...p, previous: p.value, value: p.value + 0.05 })) }
        : line,
    );
    engine.putDocuments([{ ...odds, body: { ...odds.body, lines } }]);
    expect(signature).toBe('1.7');
    expect(body(`uo_1_${signature}_1`)).toMatchSnapshot();
  });

  for (const name of SNAPSHOT_NAMES) {
    it(name, () => {
      const text = body(name);
      expect(text).not.toBe('0');
      expect(text).toMatchSnapshot();
    });
  }
});

describe('what each kind lists', () => {
  it('c_ lists the country leagues of one sport in league order, with counts and table flags', () => {
    const d = doc('c_1_1_en_1');
    expect(d.country?.name).toBe('India');
    expect(d.leagues.map((l) => l.id)).toEqual(['1_isl2026', '1_isl2025', '1_ileague']);
    expect(d.leagues[0]?.extra).toMatchObject({
      eventCount: 4,
      liveCount: 1,
      hasStandings: true,
      hasDraw: false,
    });
    expect(body('c_1_99_en_1')).toBe('0');
    expect(body('c_3_1_en_1')).toBe('0');
  });

  it('t_ gives the season from the standings and s_ lists the seasons newest first', () => {
    expect(doc('t_1_isl2026_en_1').leagues[0]?.extra?.season).toBe('2026/27');
    expect(doc('s_1_isl2025_en_1').leagues.map((l) => l.id)).toEqual(['1_isl2026', '1_isl2025']);
    expect(body('t_1_nothere_en_1')).toBe('0');
  });

  it('ts_ orders rows by rank and td_ names rounds in the language asked', () => {
    expect(doc('ts_1_isl2026_en_1').standings[0]?.rows.map((r) => r.participantId)).toEqual(['cfc', 'kbfc']);
    expect(doc('td_2_chennai_ta_1').draw[0]?.name).toBe('இறுதிப் போட்டி');
    expect(body('ts_2_chennai_en_1')).toBe('0');
  });

  it('tf_ lists what is to come soonest first, tr_ results newest first', () => {
    expect(doc('tf_1_isl2026_1_en').events.map((e) => e.patch.id)).toEqual([
      'g_1_isl00002',
      'g_1_isl00004',
      'g_1_isl00003',
    ]);
    expect(doc('tr_1_isl2026_1_en').events.map((e) => e.patch.id)).toEqual(['g_1_isl00001']);
  });

  it('pf_ and pr_ keep singles or doubles with the suffix', () => {
    expect(doc('pr_nair_1_en').events.map((e) => e.patch.id)).toEqual(['g_2_ten00001']);
    expect(body('pr_nair_1_en_d')).toBe('0');
    expect(doc('pf_nairmenon_1_en_d').events.map((e) => e.patch.id)).toEqual(['g_2_ten00002']);
    expect(body('pf_nairmenon_1_en_s')).toBe('0');
  });

  it('pl_ puts live first, then upcoming, then results, each under its league row', () => {
    const d = doc('pl_330_cfc_1_en');
    expect(d.participant?.coach).toBe('Owen Coyle');
    expect(d.feedDay).toEqual({ day: 0, tzMinutes: 330 });
    expect(d.events.map((e) => [e.patch.id, e.leagueId])).toEqual([
      ['g_1_isl00002', '1_isl2026'],
      ['g_1_isl00004', '1_isl2026'],
      ['g_1_liga0001', '1_laliga'],
      ['g_1_isl00001', '1_isl2026'],
      ['g_1_isl25001', '1_isl2025'],
    ]);
    expect(doc('pl_330_cfc_1').leagues[0]?.name).toBe('இந்தியன் சூப்பர் லீக்');
  });

  it('pe_ counts the record of a team and the podiums of a golfer', () => {
    expect(doc('pe_cfc_en').participantStats).toMatchObject({
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      form: ['D', 'W'],
      liveEventId: 'g_1_isl00002',
      nextEventId: 'g_1_isl00004',
    });
    expect(doc('pe_sharma_en').participantStats).toMatchObject({
      played: 1,
      won: 0,
      podiums: 1,
      bestRank: 2,
    });
  });

  it('pel_ shows each event from the participant side', () => {
    const items = doc('pel_cfc_1_en').participantEvents;
    const away = items.find((i) => i.eventId === 'g_1_isl00002');
    expect(away).toMatchObject({
      home: false,
      opponentId: 'mbsg',
      scoreFor: '0',
      leagueName: 'Indian Super League',
    });
    expect(items.find((i) => i.eventId === 'g_1_isl00001')?.outcome).toBe('W');
  });

  it('fm_ keeps top leagues of the day; fp_ keeps the listed participants', () => {
    const top = doc('fm_1_0_330_en').events.map((e) => e.patch.id);
    expect(top).toContain('g_1_isl00004');
    expect(top).not.toContain('g_1_ilg00001');
    expect(doc('fp_1_0_330_en_kbfc').events.map((e) => e.patch.id)).toEqual(['g_1_ilg00001']);
    expect(body('fp_1_3_330_en_kbfc')).toBe('0');
  });

  it('odds rows give the main market of the lowest bookmaker id, active lines first', () => {
    const [item] = doc('mo_1_isl00003_1').odds;
    expect(item).toMatchObject({ bookmakerId: 16, bookmakerName: 'Kestrel', market: Market.oneXTwo });
    expect(item?.prices).toContainEqual({ selection: '1', value: 2.1, previous: 2.05 });
    expect(doc('mo_2_ten00002_1').odds[0]?.market).toBe(Market.homeAway);
    expect(doc('to_1_isl2026_1').odds.map((o) => o.eventId)).toEqual(['g_1_isl00002', 'g_1_isl00003']);
    expect(doc('po_nairmenon_1').odds.map((o) => o.eventId)).toEqual(['g_2_ten00002']);
  });

  it('uo_ lists changes and removals after the signature and asks an old signature to reload', () => {
    const signature = doc('fo_1_0_330_1').oddsSignature as string;
    expect(body(`uo_1_${signature}_1`)).toBe(encodeFeed([[['SA', '1']], [['OS', signature]]]));
    const odds = DOCUMENTS.find((d) => d.key === 'g_1_isl00003');
    if (odds?.kind !== 'odds') throw new Error('world changed');
    engine.putDocuments([{ ...odds, body: { ...odds.body, live: true } }]);
    engine.removeDocuments([{ kind: 'odds', key: 'g_1_isl00002' }]);
    const update = doc(`uo_1_${signature}_1`);
    expect(update.odds.map((o) => [o.eventId, o.live])).toEqual([['g_1_isl00003', true]]);
    expect(update.oddsRemoved).toEqual(['g_1_isl00002']);
    expect(update.oddsSignature).not.toBe(signature);
    expect(doc(`uo_1_${update.oddsSignature}_1`).odds).toEqual([]);
    expect(doc(`uo_1_${formatSignature(2, 1)}_1`).reload).toBe(true);
    expect(doc('uo_1_1.zzzz_1').reload).toBe(true);
  });

  it('ral_ serves live rankings only; ran_ any ranking, by rank', () => {
    expect(body('ral_tennis-men_1')).toBe('0');
    expect(doc('ran_tennis-men_1').rankingRows.map((r) => r.rank)).toEqual([1, 2]);
    expect(doc('ran_tennis-men-live_1').ranking?.live).toBe(true);
  });

  it('news lists are newest first; mynf_ stops at its count', () => {
    expect(doc('nl_0_1').news.map((n) => n.id)).toEqual(['n2', 'n1', 'n3']);
    expect(doc('nl_2_1').news.map((n) => n.id)).toEqual(['n3']);
    expect(doc('mynf_cfc-nair_1').news.map((n) => n.id)).toEqual(['n1']);
    expect(doc('tetr_cfc_1_1').transfers.map((t) => t.playerId)).toEqual(['pl2', 'pl1']);
  });
});

describe('paging', () => {
  function addFixtures(count: number): void {
    const base = event('g_1_isl00003');
    engine.putEvents(
      Array.from({ length: count }, (_, i) => ({
        ...base,
        id: `g_1_more${String(i).padStart(4, '0')}`,
        startTime: base.startTime + (i + 1) * 3600,
      })),
    );
  }

  it('splits a list into pages of the documented size; a page past the end is 0', () => {
    addFixtures(LIST_PAGE_SIZE.events + 10);
    const first = doc('tf_1_isl2026_1_en');
    const second = doc('tf_1_isl2026_2_en');
    const total = LIST_PAGE_SIZE.events + 13;
    expect(first.page).toEqual({ page: 1, pageCount: 2, total, pageSize: LIST_PAGE_SIZE.events });
    expect(first.events).toHaveLength(LIST_PAGE_SIZE.events);
    expect(second.events).toHaveLength(13);
    expect(new Set([...first.events, ...second.events].map((e) => e.patch.id)).size).toBe(total);
    expect(body('tf_1_isl2026_3_en')).toBe('0');
    expect(body('nl_1_2')).toBe('0');
    expect(body('ran_tennis-men_2')).toBe('0');
  });
});

describe('versions', () => {
  it('keep the ETag when another league changes and move it when this one does', () => {
    const before = feeds.catalogueFeed('tf_1_isl2026_1_en');
    engine.putEvents([
      { ...event('g_1_liga0001'), homeScore: '1', awayScore: '0', stageType: StageType.live },
    ]);
    expect(feeds.catalogueFeed('tf_1_isl2026_1_en')?.etag).toBe(before?.etag);
    engine.putEvents([{ ...event('g_1_isl00004'), stage: EventStage.firstHalf, stageType: StageType.live }]);
    expect(feeds.catalogueFeed('tf_1_isl2026_1_en')?.etag).not.toBe(before?.etag);
  });

  const NAMES = [
    ...SNAPSHOT_NAMES.filter((n) => !n.startsWith('uo_')),
    'tf_1_isl2026_2_en',
    'ral_tennis-men_1',
  ];
  type Change = (e: FeedEngine, c: FakeClock) => void;
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
  const changes: fc.Arbitrary<Change>[] = [
    fc.nat().map((i) => (e: FeedEngine) => {
      const ev = pick(EVENTS, i);
      e.putEvents([{ ...(e.events.get(ev.id) ?? ev), homeScore: String(i % 5) }]);
    }),
    fc.nat().map((i) => (e: FeedEngine) => e.removeEvents([pick(EVENTS, i).id])),
    fc.nat().map((i) => (e: FeedEngine) => e.putEvents([pick(EVENTS, i)])),
    fc.nat().map((i) => (e: FeedEngine) => {
      const d = pick(DOCUMENTS, i);
      e.removeDocuments([{ kind: d.kind, key: d.key }]);
    }),
    fc.nat().map((i) => (e: FeedEngine) => e.putDocuments([pick(DOCUMENTS, i)])),
    fc.nat().map((i) => (e: FeedEngine) => {
      const league = pick([...e.leagues.values()], i);
      e.putLeagues([{ ...league, name: { ...league.name, en: `${league.name.en}!` } }]);
    }),
    fc.nat().map((i) => (e: FeedEngine) => {
      const p = pick([...e.participants.values()], i);
      e.putParticipants([{ ...p, name: `${p.name}*` }]);
    }),
    fc.nat().map((i) => (e: FeedEngine) => {
      const country = pick([...e.countries.values()], i);
      e.putCountries([{ ...country, name: { ...country.name, ta: `${country.name.ta}.` } }]);
    }),
    fc.integer({ min: 1, max: 30 }).map((h) => (_e: FeedEngine, c: FakeClock) => c.advance(h * 3600 * 1000)),
  ];

  it('change exactly when the body changes, and never serve a stale body', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(...changes), { minLength: 1, maxLength: 12 }), (steps) => {
        clock = fakeClock(NOON_UTC_MS);
        engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: 1 });
        loadWorld(engine);
        feeds = new FeedService(engine, clock);
        const catalogue = createCatalogue();
        const seen = new Map(NAMES.map((n) => [n, feeds.catalogueFeed(n)]));
        for (const step of steps) {
          step(engine, clock);
          for (const name of NAMES) {
            const now = feeds.catalogueFeed(name);
            const was = seen.get(name);
            expect(now?.etag === was?.etag, name).toBe(now?.text === was?.text);
            const resolved = catalogue.resolve(name);
            const ctx = { engine, nowS: Math.floor(clock() / 1000) };
            expect(now?.text, name).toBe(encodeFeed(resolved?.feed.build(ctx, resolved.params) ?? []));
            seen.set(name, now);
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('bad names', () => {
  const prefixes = LIST_FEEDS.map((f) => f.prefix);
  const part = fc.oneof(
    fc.constantFrom(
      '1',
      '0',
      '-1',
      '01',
      '330',
      'ta',
      'en',
      'xx',
      's',
      'd',
      'cfc',
      'isl2026',
      '1.0',
      '99999999999',
    ),
    fc.string({ maxLength: 6 }),
    fc.stringMatching(/^[A-Za-z0-9_.-]{0,12}$/),
  );

  it('resolve to a body or to no feed, never to an exception', () => {
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.array(part, { maxLength: 7 }), (prefix, rest) => {
        const name = `${prefix}_${rest.join('_')}`;
        const answer = feeds.catalogueFeed(name);
        if (answer) expect(() => decodeListFeed(answer.text)).not.toThrow();
      }),
      { numRuns: 3000 },
    );
  });

  it('reject what the documented forms do not allow', () => {
    for (const name of [
      'tf_1_isl2026_0_en',
      'tf_1_isl2026_01_en',
      'c_1_1_ta_2',
      'pf_cfc_1_en_x',
      'pl_331_cfc_1',
      'fm_1_8_330_en',
      'mynf_cfc_51',
      'uo_1_nosign_1',
      'p_c-fc_ta_1',
    ]) {
      expect(feeds.catalogueFeed(name), name).toBeNull();
    }
  });
});
