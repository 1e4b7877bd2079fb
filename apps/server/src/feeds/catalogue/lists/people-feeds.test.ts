/**
 * The people feeds (pp_, psq_, pij_, rnk_) from the list feeds' world plus its people
 * (people-testing.ts): the exact bodies, what each selects, versions that move exactly with the body,
 * and names that no parser accepts (HTTP: people-feeds.int.test.ts).
 */
import {
  decodeInjuriesFeed,
  decodePlayerProfileFeed,
  decodeRankingIndexFeed,
  decodeSquadFeed,
  encodeFeed,
  IncidentKind,
  type MatchEvent,
  PLAYER_RECENT_MATCHES,
  StageType,
} from '@nerali/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedEngine } from '../../../engine/engine.ts';
import { MemoryStorage } from '../../../engine/storage.ts';
import { type FakeClock, fakeClock } from '../../../testing/fixtures.ts';
import { FeedService } from '../../feed-service.ts';
import { createCatalogue } from '../index.ts';
import { PEOPLE_FEEDS } from './people-feeds.ts';
import { PEOPLE_DOCUMENTS } from './people-testing.ts';
import { DOCUMENTS, EVENTS, loadWorld, NOON_UTC_MS } from './testing.ts';

let clock: FakeClock;
let engine: FeedEngine;
let feeds: FeedService;

function load(e: FeedEngine): void {
  loadWorld(e);
  e.putDocuments(PEOPLE_DOCUMENTS);
}

beforeEach(() => {
  clock = fakeClock(NOON_UTC_MS);
  engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: 1 });
  load(engine);
  feeds = new FeedService(engine, clock);
});

function body(name: string): string {
  const answer = feeds.catalogueFeed(name);
  if (!answer) throw new Error(`${name} is not a feed`);
  return answer.text;
}
const event = (id: string) => EVENTS.find((e) => e.id === id) as MatchEvent;

const SNAPSHOT_NAMES = ['pp_kbp1_en', 'pp_nair_ta', 'psq_kbfc_ta', 'pij_kbfc_en', 'rnk_2'];

describe('people feed snapshots', () => {
  it('cover every people feed kind', () => {
    const prefixes = new Set(SNAPSHOT_NAMES.map((n) => createCatalogue().resolve(n)?.feed.prefix));
    expect([...prefixes].sort()).toEqual(PEOPLE_FEEDS.map((f) => f.prefix).sort());
  });

  for (const name of SNAPSHOT_NAMES) {
    it(name, () => {
      const text = body(name);
      expect(text).not.toBe('0');
      expect(text).toMatchSnapshot();
    });
  }
});

describe('pp_: a player profile', () => {
  it('gives the profile with team, country in the language asked, position, number, birth date, height', () => {
    const { player } = decodePlayerProfileFeed(body('pp_kbp1_ta'));
    expect(player).toEqual({
      id: 'kbp1',
      name: 'Adrian Luna',
      sportId: 1,
      teamId: 'kbfc',
      teamName: 'Kerala Blasters',
      countryId: 2,
      countryName: 'ஸ்பெயின்',
      countryCode: 'es',
      position: 'M',
      number: 10,
      birthDate: '1992-04-12',
      heightCm: 173,
    });
  });

  it("lists the team's finished matches with his part and his own incidents only", () => {
    const doc = decodePlayerProfileFeed(body('pp_kbp1_en'));
    expect(doc.matches.map((m) => m.event.patch.id)).toEqual(['g_1_isl00001']);
    const [match] = doc.matches;
    expect(match?.role).toBe('s');
    expect(match?.event.leagueId).toBe('1_isl2026');
    // The goal (his), the substitution (he went off); Chennaiyin's namesake's card is not his.
    expect(match?.incidents).toEqual([
      { eventId: 'g_1_isl00001', kind: IncidentKind.goal, time: '38', second: false, score: '0-1' },
      { eventId: 'g_1_isl00001', kind: IncidentKind.substitution, time: '75', second: true },
    ]);
    expect(decodePlayerProfileFeed(body('pp_kbp3_en')).matches[0]?.role).toBe('b');
  });

  it('says nothing of his part when the line-ups name nobody of the squad', () => {
    const lineups = engine.document('lineups', 'g_1_isl00001');
    if (!lineups) throw new Error('world changed');
    const strangers = {
      starters: [{ name: 'Somebody Else', position: 'G' }],
      substitutes: [{ name: 'Another One', position: 'F' }],
    };
    engine.putDocuments([
      { kind: 'lineups', key: 'g_1_isl00001', body: { ...lineups, away: { ...lineups.away, ...strangers } } },
    ]);
    expect(decodePlayerProfileFeed(body('pp_kbp1_en')).matches[0]?.role).toBeUndefined();
  });

  it('leaves an unknown country out and says 0 for an unknown player', () => {
    const { player } = decodePlayerProfileFeed(body('pp_kbp3_en'));
    expect(player?.countryName).toBe('');
    expect(player?.countryCode).toBe('');
    expect(player?.birthDate).toBeUndefined();
    expect(body('pp_nobody_en')).toBe('0');
  });

  it('lists at most the latest PLAYER_RECENT_MATCHES, newest first; unfinished ones are not results', () => {
    const base = event('g_1_isl00001');
    const more = Array.from({ length: PLAYER_RECENT_MATCHES + 3 }, (_, i) => ({
      ...base,
      id: `g_1_old${String(i).padStart(5, '0')}`,
      startTime: base.startTime - (i + 1) * 86_400,
    }));
    engine.putEvents(more);
    const ids = decodePlayerProfileFeed(body('pp_kbp1_en')).matches.map((m) => m.event.patch.id);
    expect(ids).toHaveLength(PLAYER_RECENT_MATCHES);
    expect(ids[0]).toBe('g_1_isl00001');
    expect(ids[1]).toBe('g_1_old00000');
    expect(ids).not.toContain('g_1_isl00003');
  });

  it('a person is his own participant: a tennis player lists his own matches, without line-ups', () => {
    const doc = decodePlayerProfileFeed(body('pp_nair_en'));
    expect(doc.player?.teamId).toBe('nair');
    expect(doc.matches.map((m) => [m.event.patch.id, m.role])).toEqual([['g_2_ten00001', undefined]]);
  });
});

describe('psq_: a squad', () => {
  it("keeps the squad's order and adds what the profiles say", () => {
    const { team, players } = decodeSquadFeed(body('psq_kbfc_en'));
    expect(team?.coach).toBe('David Català');
    expect(players.map((p) => [p.id, p.position, p.number, p.countryName])).toEqual([
      ['kbp2', 'G', 1, 'India'],
      ['kbp1', 'M', 10, 'Spain'],
      ['kbp3', 'F', 9, undefined],
    ]);
    expect(players[1]?.birthDate).toBe('1992-04-12');
  });

  it('is the header alone for a squad without players, 0 without a squad', () => {
    const cfc = decodeSquadFeed(body('psq_cfc_ta'));
    expect(cfc.team?.name).toBe('Chennaiyin FC');
    expect(cfc.players).toEqual([]);
    expect(body('psq_mbsg_ta')).toBe('0');
    expect(body('psq_nobody_ta')).toBe('0');
  });
});

describe('pij_: injuries', () => {
  it('lists the newest first, the reason in the language asked', () => {
    expect(decodeInjuriesFeed(body('pij_kbfc_ta'))).toEqual([
      {
        playerId: 'kbp3',
        playerName: 'Noah Sadaoui',
        reason: 'முழங்கால் காயம்',
        from: '2026-11-20',
        until: '2026-12-15',
      },
      {
        playerId: 'kbp2',
        playerName: 'Sachin Suresh',
        reason: 'தோள்பட்டை காயம்',
        from: '2026-10-02',
        until: '2026-11-10',
      },
    ]);
    expect(body('pij_cfc_ta')).toBe('0');
  });
});

describe("rnk_: a sport's rankings", () => {
  it('lists each ranking of the sport by id, with its size and leader', () => {
    expect(
      decodeRankingIndexFeed(body('rnk_2')).map((r) => [r.id, r.live, r.rowCount, r.leaderName]),
    ).toEqual([
      ['tennis-men', false, 2, 'R. Nair'],
      ['tennis-men-live', true, 1, 'R. Nair'],
    ]);
    expect(body('rnk_1')).toBe('0');
  });
});

describe('versions', () => {
  const NAMES = [...SNAPSHOT_NAMES, 'pp_kbp3_ta', 'pp_nair_en', 'psq_cfc_en', 'pij_kbfc_ta', 'rnk_23'];
  type Change = (e: FeedEngine, c: FakeClock) => void;
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
  const ALL_DOCUMENTS = [...DOCUMENTS, ...PEOPLE_DOCUMENTS];
  const changes: fc.Arbitrary<Change>[] = [
    fc.nat().map((i) => (e: FeedEngine) => {
      const ev = pick(EVENTS, i);
      e.putEvents([
        { ...(e.events.get(ev.id) ?? ev), homeScore: String(i % 5), stageType: StageType.finished },
      ]);
    }),
    fc.nat().map((i) => (e: FeedEngine) => e.removeEvents([pick(EVENTS, i).id])),
    fc.nat().map((i) => (e: FeedEngine) => e.putEvents([pick(EVENTS, i)])),
    fc.nat().map((i) => (e: FeedEngine) => {
      const d = pick(ALL_DOCUMENTS, i);
      e.removeDocuments([{ kind: d.kind, key: d.key }]);
    }),
    fc.nat().map((i) => (e: FeedEngine) => e.putDocuments([pick(ALL_DOCUMENTS, i)])),
    fc.nat().map((i) => (e: FeedEngine) => {
      const player = pick(['kbp1', 'kbp2', 'nair'], i);
      const doc = e.document('player', player);
      if (doc) e.putDocuments([{ kind: 'player', key: player, body: { ...doc, number: (i % 30) + 1 } }]);
    }),
    fc.nat().map((i) => (e: FeedEngine) => {
      const ranking = e.document('ranking', 'tennis-men');
      if (ranking)
        e.putDocuments([
          { kind: 'ranking', key: ranking.id, body: { ...ranking, updatedAt: ranking.updatedAt + i } },
        ]);
    }),
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
  ];

  it('change exactly when the body changes, and never serve a stale body', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(...changes), { minLength: 1, maxLength: 12 }), (steps) => {
        clock = fakeClock(NOON_UTC_MS);
        engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: 1 });
        load(engine);
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
  const prefixes = PEOPLE_FEEDS.map((f) => f.prefix);
  const part = fc.oneof(
    fc.constantFrom('1', '0', '2', '-1', '01', '99', 'ta', 'en', 'xx', 'kbfc', 'kbp1', '1.0'),
    fc.string({ maxLength: 6 }),
    fc.stringMatching(/^[A-Za-z0-9_.-]{0,12}$/),
  );

  it('resolve to a body or to no feed, never to an exception', () => {
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.array(part, { maxLength: 5 }), (prefix, rest) => {
        const answer = feeds.catalogueFeed(`${prefix}_${rest.join('_')}`);
        if (answer) {
          expect(() => decodePlayerProfileFeed(answer.text)).not.toThrow();
          expect(() => decodeSquadFeed(answer.text)).not.toThrow();
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reject what the documented forms do not allow', () => {
    for (const name of [
      'pp_kbp1',
      'pp_kbp1_xx',
      'pp_kb-p1_en',
      'pp_kbp1_en_1',
      'psq_kbfc_en_1',
      'psq__en',
      'pij_kbfc',
      'rnk_0',
      'rnk_20',
      'rnk_2_1',
      'rnk_02',
    ]) {
      expect(feeds.catalogueFeed(name), name).toBeNull();
    }
  });
});
