import { type IncidentKind, type Market, SPORT_CARD_LIST, SPORT_CARDS, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { MatchDetail } from '../detail/match.ts';
import { fixturesForDay } from '../fixtures.ts';
import { buildWorld } from '../world/world.ts';
import {
  DUEL_ROOMS,
  duelRoomById,
  RACE_ROOMS,
  RACE_SPORTS,
  raceRoomById,
  SIMULATED_SPORTS,
} from './index.ts';

const DAY = 20_522;
const duelCards = SPORT_CARD_LIST.filter((c) => c.kind === 'duel');
const raceCards = SPORT_CARD_LIST.filter((c) => c.kind === 'race');

describe('simulator rooms: one per sport card', () => {
  it('gives every duel card a duel room and every race card a race room, and umbrellas none', () => {
    expect(Object.keys(DUEL_ROOMS).sort()).toEqual(duelCards.map((c) => c.key).sort());
    expect(Object.keys(RACE_ROOMS).sort()).toEqual(raceCards.map((c) => c.key).sort());
    for (const [key, room] of [...Object.entries(DUEL_ROOMS), ...Object.entries(RACE_ROOMS)]) {
      expect(room.card).toBe(SPORT_CARDS[key as keyof typeof SPORT_CARDS]);
    }
    expect(() => duelRoomById(SPORT_CARDS.motorsport.id)).toThrow(RangeError);
    expect(() => raceRoomById(SPORT_CARDS.soccer.id)).toThrow(RangeError);
  });

  it('keeps the world build order: a sport added later goes at the end', () => {
    // Participants, league order and every id follow this order (see the WARNING in index.ts).
    expect(SIMULATED_SPORTS).toEqual([
      1, 2, 3, 13, 42, 4, 5, 7, 8, 9, 10, 11, 18, 19, 22, 24, 26, 29, 12, 17, 21, 25, 6, 30, 14, 15, 16, 28,
      36,
    ]);
    expect(RACE_SPORTS).toEqual([23, 32, 33, 34, 35, 38, 39, 40, 41]);
  });

  it('[CAT14] draws team sheets of the card line-up size, in the card positions', () => {
    for (const room of Object.values(DUEL_ROOMS)) {
      const template = room.lineup;
      if (template === null) continue;
      const facts = room.card.lineup;
      expect(facts, room.card.key).not.toBeNull();
      const codes = Object.keys(facts?.positions ?? {});
      if (template.kind === 'positions') {
        expect(template.starters.length, room.card.key).toBe(facts?.starters.usual);
        for (const code of [...template.starters, ...template.benchPositions]) {
          expect(codes, `${room.card.key} ${code}`).toContain(code);
        }
      } else {
        for (const f of template.formations) {
          const outfield = f.name.split('-').reduce((sum, n) => sum + Number(n), 0);
          expect(outfield + 1, f.name).toBe(facts?.starters.usual);
        }
        for (const code of template.bench) expect(codes).toContain(code);
      }
    }
  });

  it("[CAT14] draws a format's own team sheets (rugby sevens: 7 starters, 5 replacements)", () => {
    const sevens = DUEL_ROOMS['rugby-union'].variantLineups?.sevens;
    expect(sevens?.kind).toBe('positions');
    if (sevens?.kind !== 'positions') return;
    expect(sevens.starters).toHaveLength(SPORT_CARDS['rugby-union'].lineup.starters.sevens ?? 0);
    expect(sevens.starters).toHaveLength(7);
    expect(sevens.bench).toBe(5);
    const codes = Object.keys(SPORT_CARDS['rugby-union'].lineup.positions);
    for (const code of [...sevens.starters, ...sevens.benchPositions]) expect(codes).toContain(code);
  });

  it('[CAT15] finds a points rule for every league that keeps a table', () => {
    for (const room of Object.values(DUEL_ROOMS)) {
      const { usual, points } = room.card.standings;
      if (usual === 'table' || room.tableLeagues.length > 0) expect(points, room.card.key).not.toBeNull();
      for (const key of room.tableLeagues) expect(room.leagues.map((l) => l.key)).toContain(key);
    }
  });

  it('[CAT13] [CAT16] [CAT17] plays matches within the card: its markets, its incident kinds, its draws', () => {
    const world = buildWorld(SIMULATED_SPORTS);
    const detailWorld = { seed: 5, speed: 1, countryOf: () => 'in' };
    for (const sportId of SIMULATED_SPORTS) {
      const room = duelRoomById(sportId);
      const { card, rules } = room;
      const markets = new Set<Market>();
      const kinds = new Set<IncidentKind>();
      let draws = 0;
      const fixtures = [DAY, DAY + 1].flatMap((day) => fixturesForDay(world, 5, sportId, day));
      for (const fx of fixtures.slice(0, 24)) {
        const script = rules.script(fx);
        const end = rules.duration(script);
        if (rules.view(script, end).winner === Winner.draw) draws++;
        const detail = new MatchDetail(fx, rules, detailWorld);
        for (const doc of [...detail.prematch(-600), ...detail.live(script, end)]) {
          if (doc.kind === 'odds') for (const line of doc.body.lines) markets.add(line.market);
          if (doc.kind === 'incidents') for (const inc of doc.body.incidents) kinds.add(inc.kind);
        }
      }
      for (const m of markets) expect(card.markets, `${card.key} market ${m}`).toContain(m);
      for (const k of kinds) expect(card.incidents, `${card.key} incident ${k}`).toContain(k);
      if (card.draws === 'never') expect(draws, `${card.key} draws`).toBe(0);
    }
  });
});
