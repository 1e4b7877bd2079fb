/**
 * The list feeds' cells and their decoders: fixed cases, round trips through the feed text for any
 * value (fast-check), and keys that cannot be confused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFeed, encodeFeed, type Row } from '../codec/feed-codec.ts';
import { RowKey } from '../codec/fields.ts';
import {
  decodeCountryRow,
  decodeDrawMatchRow,
  decodeLeagueExtra,
  decodeListFeed,
  decodeNewsRow,
  decodeOddsRow,
  decodePageRow,
  decodeParticipantEventRow,
  decodeParticipantRow,
  decodeParticipantStatsRow,
  decodeRankingHeaderRow,
  decodeRankingRow,
  decodeStandingRow,
  decodeTransferRow,
} from './list-decode.ts';
import {
  CountryListKey,
  countryCells,
  DrawListKey,
  drawMatchCells,
  LeagueExtraKey,
  leagueExtraCells,
  ListPageKey,
  ListRowKey,
  NewsListKey,
  newsCells,
  OddsListKey,
  oddsCells,
  oddsRemovedCells,
  pageCells,
  ParticipantEventKey,
  participantCells,
  participantEventCells,
  ParticipantHeaderKey,
  ParticipantStatsKey,
  participantStatsCells,
  RankingListKey,
  rankingCells,
  rankingHeaderCells,
  StandingsListKey,
  standingCells,
  TransferListKey,
  transferCells,
} from './list-keys.ts';
import { Market } from './model.ts';

/** Through the wire: encode one row as a feed and decode it back. */
const wire = (row: Row): Row => decodeFeed(encodeFeed([row]))[0] as Row;

const id = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
const anyText = fc.string({ maxLength: 20 });
const int = fc.integer({ min: -1_000_000, max: 1_000_000 });
const nat = fc.nat({ max: 10_000_000 });
/** Optional fields as absent (not undefined), as the model's exactOptionalPropertyTypes wants. */
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const clean = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

describe('list keys', () => {
  const groups = {
    ListPageKey,
    LeagueExtraKey,
    CountryListKey,
    ParticipantHeaderKey,
    StandingsListKey,
    DrawListKey,
    OddsListKey,
    RankingListKey,
    TransferListKey,
    NewsListKey,
    ParticipantEventKey,
    ParticipantStatsKey,
  };

  it('are valid feed keys, distinct inside each row kind', () => {
    for (const [name, keys] of Object.entries(groups)) {
      const values = Object.values(keys);
      expect(new Set(values).size, name).toBe(values.length);
      for (const key of values) expect(key, name).toMatch(/^[A-Za-z0-9_]{1,8}$/);
    }
  });

  it('name row kinds apart from each other and from the scoreboard rows', () => {
    const firsts = [...Object.values(ListRowKey), ...Object.values(RowKey)];
    expect(new Set(firsts).size).toBe(firsts.length);
    // League extras ride on league rows: none of them may be a league row's own key or a first key.
    for (const key of Object.values(LeagueExtraKey)) expect(firsts).not.toContain(key);
  });
});

describe('fixed cases', () => {
  it('reads a page row', () => {
    const row = pageCells({ page: 2, pageCount: 3, total: 120, pageSize: 50 });
    expect(encodeFeed([row])).toBe('PG÷2¬PGC÷3¬PGT÷120¬PGS÷50¬~');
    expect(decodePageRow(wire(row))).toEqual({ page: 2, pageCount: 3, total: 120, pageSize: 50 });
  });

  it('writes prices with at most three decimals and skips selections that cannot be keys', () => {
    const row = oddsCells({
      eventId: 'g_1_a',
      bookmakerId: 16,
      bookmakerName: 'Kestrel',
      market: Market.oneXTwo,
      live: false,
      active: true,
      prices: [
        { selection: '1', value: 2.1 + 0.05, previous: 2.1 },
        { selection: 'bad sel', value: 9 },
      ],
    });
    expect(encodeFeed([row])).toBe('OA÷g_1_a¬OB÷16¬OBN÷Kestrel¬OM÷1¬OI÷0¬OX÷1¬O_1÷2.15¬Q_1÷2.1¬~');
  });

  it('reads a removed odds row only as a removal', () => {
    const doc = decodeListFeed(encodeFeed([oddsRemovedCells('g_1_a')]));
    expect(doc.odds).toEqual([]);
    expect(doc.oddsRemoved).toEqual(['g_1_a']);
  });

  it('reads a row of another kind as null, and missing numbers as 0', () => {
    expect(decodeNewsRow([['PG', '1']])).toBeNull();
    expect(decodeRankingRow([[RankingListKey.rank, 'x']])).toMatchObject({ rank: 0, points: 0, name: '' });
  });

  it('decodes a whole body into its parts, events under their league', () => {
    const body =
      'PG÷1¬PGC÷1¬PGT÷1¬PGS÷50¬~SA÷1¬~ZA÷ISL¬ZEE÷1_isl¬ZC÷1_isl¬ZT÷t¬ZO÷1¬ZB÷1¬ZY÷India¬ZX÷in¬ZQ÷1¬ZN÷4¬ZV÷1¬ZHS÷1¬ZHD÷0¬~' +
      'AA÷g_1_a¬AD÷100¬AB÷1¬AC÷1¬JA÷x¬JB÷y¬AE÷X¬AF÷Y¬~GN÷¬~GR÷1¬GP÷x¬GT÷X¬GO÷WDL¬~';
    const doc = decodeListFeed(body);
    expect(doc.page?.total).toBe(1);
    expect(doc.leagues[0]?.extra).toEqual({
      eventCount: 4,
      liveCount: 1,
      hasStandings: true,
      hasDraw: false,
    });
    expect(doc.events[0]).toMatchObject({ sportId: 1, leagueId: '1_isl', patch: { id: 'g_1_a' } });
    expect(doc.standings[0]?.rows[0]?.form).toEqual(['W', 'D', 'L']);
    expect(decodeListFeed('0').events).toEqual([]);
  });
});

describe('round trips', () => {
  const form = fc.array(fc.constantFrom('W' as const, 'D' as const, 'L' as const), { maxLength: 5 });

  it('page, country, participant, league extra', () => {
    fc.assert(
      fc.property(
        fc.record({ page: nat, pageCount: nat, total: nat, pageSize: nat }),
        fc.record({ id: nat, name: anyText, code: anyText, order: int }),
        fc.record({
          id,
          name: anyText,
          shortName: anyText,
          sportId: nat,
          countryId: nat,
          countryName: anyText,
          countryCode: anyText,
          coach: opt(anyText),
        }),
        fc.record({
          eventCount: nat,
          liveCount: nat,
          season: opt(anyText),
          firstStart: opt(nat),
          lastStart: opt(nat),
          hasStandings: fc.boolean(),
          hasDraw: fc.boolean(),
        }),
        (page, country, participant, extra) => {
          expect(decodePageRow(wire(pageCells(page)))).toEqual(page);
          expect(decodeCountryRow(wire(countryCells(country)))).toEqual(country);
          const p = clean(participant);
          expect(decodeParticipantRow(wire(participantCells(p)))).toEqual(p);
          const e = clean(extra);
          expect(decodeLeagueExtra(wire(leagueExtraCells(e)))).toEqual(e);
        },
      ),
    );
  });

  it('standings and draw rows', () => {
    fc.assert(
      fc.property(
        fc.record({
          participantId: id,
          name: anyText,
          rank: nat,
          played: nat,
          won: nat,
          drawn: nat,
          lost: nat,
          scoreFor: nat,
          scoreAgainst: nat,
          points: int,
          form,
          zone: opt(anyText),
        }),
        nat,
        fc.record({
          eventId: opt(id),
          homeId: opt(id),
          awayId: opt(id),
          homeName: opt(anyText),
          awayName: opt(anyText),
          homeScore: opt(anyText),
          awayScore: opt(anyText),
          winner: opt(fc.constantFrom(1 as const, 2 as const)),
        }),
        (standing, index, match) => {
          const s = clean(standing);
          expect(decodeStandingRow(wire(standingCells(s)))).toEqual(s);
          const m = clean(match);
          expect(decodeDrawMatchRow(wire(drawMatchCells(index, m)))).toEqual({ index, match: m });
        },
      ),
    );
  });

  it('odds rows (prices at three decimals)', () => {
    const price = fc.integer({ min: 1001, max: 1_000_000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(
        fc.record({
          eventId: id,
          bookmakerId: nat,
          bookmakerName: anyText,
          market: fc.constantFrom(...Object.values(Market)),
          line: opt(anyText),
          live: fc.boolean(),
          active: fc.boolean(),
          prices: fc.uniqueArray(
            fc.record({
              selection: fc.stringMatching(/^[A-Za-z0-9]{1,6}$/),
              value: price,
              previous: opt(price),
            }),
            { selector: (p) => p.selection, maxLength: 4 },
          ),
        }),
        (odds) => {
          const o = clean({ ...odds, prices: odds.prices.map(clean) });
          expect(decodeOddsRow(wire(oddsCells(o)))).toEqual(o);
        },
      ),
    );
  });

  it('ranking, transfer and news rows', () => {
    fc.assert(
      fc.property(
        fc.record({
          id,
          sportId: nat,
          name: fc.record({ ta: anyText, en: anyText }),
          updatedAt: nat,
          live: fc.boolean(),
        }),
        fc.record({
          rank: nat,
          participantId: id,
          name: anyText,
          countryId: nat,
          points: int,
          move: opt(int),
        }),
        fc.record({
          playerId: id,
          playerName: anyText,
          fromId: opt(id),
          fromName: anyText,
          toId: opt(id),
          toName: anyText,
          date: anyText,
          type: anyText,
          fee: opt(anyText),
          feeAmount: opt(nat),
          feeCurrency: opt(fc.stringMatching(/^[A-Z]{3}$/)),
        }),
        fc.record({
          id,
          sportId: nat,
          publishedAt: nat,
          headline: fc.record({ ta: anyText, en: anyText }),
          lead: fc.record({ ta: anyText, en: anyText }),
          participantIds: fc.array(id, { maxLength: 4 }),
          leagueIds: fc.array(fc.stringMatching(/^[1-9]_[a-z0-9]{1,8}$/), { maxLength: 3 }),
          eventId: opt(id),
        }),
        (header, ranking, transfer, news) => {
          expect(decodeRankingHeaderRow(wire(rankingHeaderCells(header)))).toEqual(header);
          const r = clean(ranking);
          expect(decodeRankingRow(wire(rankingCells(r)))).toEqual(r);
          const t = clean(transfer);
          expect(decodeTransferRow(wire(transferCells(t)))).toEqual(t);
          const n = clean(news);
          expect(decodeNewsRow(wire(newsCells(n)))).toEqual(n);
        },
      ),
    );
  });

  it('participant event and record rows', () => {
    fc.assert(
      fc.property(
        fc.record({
          eventId: id,
          sportId: nat,
          leagueId: id,
          leagueName: anyText,
          startTime: nat,
          stageType: nat,
          stage: nat,
          home: fc.boolean(),
          opponentId: opt(id),
          opponentName: opt(anyText),
          scoreFor: opt(anyText),
          scoreAgainst: opt(anyText),
          outcome: opt(fc.constantFrom('W' as const, 'D' as const, 'L' as const)),
          rank: opt(nat),
          participantStatus: opt(nat),
        }),
        fc.record({
          played: nat,
          won: nat,
          drawn: nat,
          lost: nat,
          form,
          podiums: nat,
          bestRank: opt(nat),
          liveEventId: opt(id),
          nextEventId: opt(id),
          nextStart: opt(nat),
          lastEventId: opt(id),
        }),
        (item, stats) => {
          const i = clean(item);
          expect(decodeParticipantEventRow(wire(participantEventCells(i)))).toEqual(i);
          const s = clean(stats);
          expect(decodeParticipantStatsRow(wire(participantStatsCells(s)))).toEqual(s);
        },
      ),
    );
  });

  it('whole bodies decode without throwing whatever the rows hold', () => {
    const cell = fc.tuple(fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 }), (rows) => {
        expect(() => decodeListFeed(encodeFeed(rows))).not.toThrow();
      }),
    );
  });
});
