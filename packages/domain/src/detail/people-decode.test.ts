/**
 * The people feeds' cells (pp_, psq_, pij_, rnk_) and their decoders: keys that cannot be confused,
 * round trips through the feed text for any value (fast-check), and a whole profile body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFeed, encodeFeed, type Row } from '../codec/feed-codec.ts';
import { RowKey } from '../codec/fields.ts';
import {
  decodeInjuriesFeed,
  decodeInjuryRow,
  decodePlayerIncidentRow,
  decodePlayerProfileFeed,
  decodePlayerProfileRow,
  decodeRankingIndexFeed,
  decodeSquadFeed,
  decodeSquadPlayerRow,
  decodeTransferRow,
} from './list-decode.ts';
import {
  AppearanceKey,
  appearanceCells,
  cricketFiguresCells,
  type CricketFiguresItem,
  kabaddiFiguresCells,
  type KabaddiFiguresItem,
  InjuryListKey,
  injuryCells,
  ListRowKey,
  PeopleRowKey,
  PlayerIncidentKey,
  PlayerProfileKey,
  participantCells,
  playerIncidentCells,
  playerProfileCells,
  RankingIndexKey,
  RankingListKey,
  rankingIndexCells,
  SquadPlayerKey,
  squadPlayerCells,
  transferCells,
} from './list-keys.ts';

const wire = (row: Row): Row => decodeFeed(encodeFeed([row]))[0] as Row;
const id = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
const anyText = fc.string({ maxLength: 20 });
const nat = fc.nat({ max: 10_000_000 });
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const clean = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

describe('people keys', () => {
  const groups = {
    PlayerProfileKey,
    AppearanceKey,
    PlayerIncidentKey,
    SquadPlayerKey,
    InjuryListKey,
    RankingIndexKey,
  };

  it('are valid feed keys, distinct inside each row kind', () => {
    for (const [name, keys] of Object.entries(groups)) {
      const values = Object.values(keys);
      expect(new Set(values).size, name).toBe(values.length);
      for (const key of values) expect(key, name).toMatch(/^[A-Za-z0-9_]{1,8}$/);
    }
    // The index cells ride on ranking header rows.
    for (const key of Object.values(RankingIndexKey))
      expect(Object.values(RankingListKey)).not.toContain(key);
  });

  it('name row kinds apart from the list rows and the scoreboard rows', () => {
    const firsts = [...Object.values(PeopleRowKey), ...Object.values(ListRowKey), ...Object.values(RowKey)];
    expect(new Set(firsts).size).toBe(firsts.length);
  });
});

describe('round trips', () => {
  it('player profile rows', () => {
    const profile = fc.record({
      id,
      name: anyText,
      sportId: fc.integer({ min: 1, max: 42 }),
      teamId: opt(id),
      teamName: opt(anyText),
      countryId: nat,
      countryName: anyText,
      countryCode: anyText,
      position: opt(anyText),
      number: opt(fc.integer({ min: 0, max: 99 })),
      birthDate: opt(fc.constantFrom('1992-04-12', '2001-01-18')),
      heightCm: opt(fc.integer({ min: 120, max: 230 })),
    });
    fc.assert(
      fc.property(profile, (p) => {
        const value = clean(p);
        expect(decodePlayerProfileRow(wire(playerProfileCells(value)))).toEqual(value);
      }),
    );
  });

  it('incident, squad and injury rows', () => {
    fc.assert(
      fc.property(
        fc.record({
          eventId: id,
          kind: fc.integer({ min: 1, max: 99 }),
          time: anyText,
          second: fc.boolean(),
          score: opt(anyText),
        }),
        (i) => {
          expect(decodePlayerIncidentRow(wire(playerIncidentCells(clean(i))))).toEqual(clean(i));
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.record({
          id,
          name: anyText,
          position: anyText,
          number: opt(fc.integer({ min: 0, max: 99 })),
          countryId: opt(nat),
          countryName: opt(anyText),
          countryCode: opt(anyText),
          birthDate: opt(anyText),
          heightCm: opt(nat),
        }),
        (p) => {
          expect(decodeSquadPlayerRow(wire(squadPlayerCells(clean(p))))).toEqual(clean(p));
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.record({ playerId: id, playerName: anyText, reason: anyText, from: anyText, until: opt(anyText) }),
        (i) => {
          expect(decodeInjuryRow(wire(injuryCells(clean(i))))).toEqual(clean(i));
        },
      ),
    );
  });

  it('transfer rows carry the fee as a sum and its currency', () => {
    const transfer = {
      playerId: 'p1',
      playerName: 'A. B',
      fromName: 'X',
      toName: 'Y',
      date: '2026-07-01',
      type: 'transfer',
      feeAmount: 125_000_000,
      feeCurrency: 'INR',
    };
    expect(decodeTransferRow(wire(transferCells(transfer)))).toEqual(transfer);
  });
});

describe('whole bodies', () => {
  it('a profile: the player, then each match with his part and incidents', () => {
    const body = encodeFeed([
      playerProfileCells({
        id: 'p1',
        name: 'A. B',
        sportId: 1,
        countryId: 1,
        countryName: 'இந்தியா',
        countryCode: 'in',
      }),
      [[RowKey.sport, '1']],
      [
        [RowKey.league, 'ISL'],
        ['ZEE', '1_isl'],
        ['ZC', '1_isl'],
        ['ZT', 't'],
        ['ZO', '1'],
        ['ZB', '1'],
        ['ZY', 'India'],
        ['ZX', 'in'],
        ['ZQ', '1'],
      ],
      [
        [RowKey.event, 'g_1_a'],
        ['AD', '100'],
        ['AB', '3'],
        ['AC', '3'],
        ['JA', 'x'],
        ['JB', 'y'],
        ['AE', 'X'],
        ['AF', 'Y'],
      ],
      appearanceCells('g_1_a', 'b'),
      playerIncidentCells({ eventId: 'g_1_a', kind: 1, time: '88', second: false }),
      playerIncidentCells({ eventId: 'g_1_nothere', kind: 1, time: '1', second: false }),
    ]);
    const doc = decodePlayerProfileFeed(body);
    expect(doc.player?.name).toBe('A. B');
    expect(doc.leagues.map((l) => l.id)).toEqual(['1_isl']);
    expect(doc.matches).toHaveLength(1);
    expect(doc.matches[0]).toMatchObject({ role: 'b', event: { sportId: 1, leagueId: '1_isl' } });
    expect(doc.matches[0]?.incidents.map((i) => i.time)).toEqual(['88']);
  });

  it('the empty feed decodes to nothing in every people decoder', () => {
    expect(decodePlayerProfileFeed('0')).toEqual({
      player: null,
      leagues: [],
      matches: [],
      cricketFigures: [],
      kabaddiFigures: [],
      goalFigures: [],
    });
    expect(decodeSquadFeed('0')).toEqual({ team: null, players: [] });
    expect(decodeInjuriesFeed('0')).toEqual([]);
    expect(decodeRankingIndexFeed('0')).toEqual([]);
  });

  it('a squad body: the team header and its players', () => {
    const body = encodeFeed([
      participantCells({
        id: 't',
        name: 'T',
        shortName: 'T',
        sportId: 1,
        countryId: 1,
        countryName: '',
        countryCode: '',
        coach: 'C',
      }),
      squadPlayerCells({ id: 'p1', name: 'A', position: 'G', number: 1 }),
    ]);
    const squad = decodeSquadFeed(body);
    expect(squad.team?.coach).toBe('C');
    expect(squad.players).toEqual([{ id: 'p1', name: 'A', position: 'G', number: 1 }]);
  });

  it('a rankings index: headers with size and leader', () => {
    const body = encodeFeed([
      rankingIndexCells({
        id: 'tennis-men',
        sportId: 2,
        name: { ta: 'த', en: 'T' },
        updatedAt: 5,
        live: true,
        rowCount: 100,
        leaderId: 'n',
        leaderName: 'N',
      }),
    ]);
    expect(decodeRankingIndexFeed(body)).toEqual([
      {
        id: 'tennis-men',
        sportId: 2,
        name: { ta: 'த', en: 'T' },
        updatedAt: 5,
        live: true,
        rowCount: 100,
        leaderId: 'n',
        leaderName: 'N',
      },
    ]);
  });
});

describe('figures rows (YF cricket, YG kabaddi)', () => {
  const scope = fc.constantFrom('c' as const, 's' as const);
  const cricket: fc.Arbitrary<CricketFiguresItem> = fc
    .record({
      scope,
      season: opt(fc.stringMatching(/^[0-9]{4}$/)),
      format: fc.constantFrom(5149866, 5149867, 5149868),
      through: nat,
      matches: nat,
      innings: nat,
      notOuts: nat,
      runs: nat,
      balls: nat,
      highest: opt(nat),
      highestNotOut: fc.boolean(),
      fours: nat,
      sixes: nat,
      hundreds: nat,
      fifties: nat,
      bowlingInnings: nat,
      bowlingBalls: nat,
      bowlingRuns: nat,
      wickets: nat,
      maidens: nat,
      bestWickets: opt(nat),
      bestRuns: opt(nat),
      fiveWickets: nat,
    })
    .map(clean);
  const kabaddi: fc.Arbitrary<KabaddiFiguresItem> = fc
    .record({
      scope,
      season: opt(fc.stringMatching(/^[0-9]{4}$/)),
      through: nat,
      matches: nat,
      raids: nat,
      raidPoints: nat,
      successfulRaids: nat,
      unsuccessfulRaids: nat,
      emptyRaids: nat,
      superRaids: nat,
      tacklePoints: nat,
      tackles: nat,
      superTackles: nat,
      super10s: nat,
      high5s: nat,
    })
    .map(clean);

  it('round trip through a pp_ body, in order, beside the profile row', () => {
    fc.assert(
      fc.property(fc.array(cricket, { maxLength: 4 }), fc.array(kabaddi, { maxLength: 3 }), (c, k) => {
        const body = encodeFeed([
          playerProfileCells({
            id: 'p1',
            name: 'A',
            sportId: 13,
            countryId: 0,
            countryName: '',
            countryCode: '',
          }),
          ...c.map(cricketFiguresCells),
          ...k.map(kabaddiFiguresCells),
        ]);
        const doc = decodePlayerProfileFeed(body);
        expect(doc.cricketFigures).toEqual(c);
        expect(doc.kabaddiFigures).toEqual(k);
        expect(doc.player?.id).toBe('p1');
      }),
      { numRuns: 200 },
    );
  });

  it('first keys are their own among the people and list rows', () => {
    const firsts = [PeopleRowKey.cricketFigures, PeopleRowKey.kabaddiFigures];
    expect(firsts).toEqual(['YF', 'YG']);
    for (const key of firsts) {
      expect(Object.values(ListRowKey)).not.toContain(key);
      expect(Object.values(RowKey)).not.toContain(key);
    }
  });
});
