import { describe, expect, it } from 'vitest';
import { IncidentKind, Market } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import type { DuelCard, SportCard } from './card.ts';
import { SPORTS } from './catalogue.ts';
import { ClockFamily } from './clock-family.ts';
import { cardById, cardByKey, duelCardById, SPORT_CARD_LIST, SPORT_CARDS } from './registry.ts';
import type { SideResult } from './standings-rules.ts';
import { PART_NOUN_NAMES } from './terms.ts';

const cards: readonly SportCard[] = SPORT_CARD_LIST;
const duels = cards.filter((c): c is DuelCard => c.kind === 'duel');
const TAMIL = /[\u0B80-\u0BFF]/;
const result = (outcome: SideResult['outcome'], scoreFor = 0, scoreAgainst = 0, overtime = false) => ({
  outcome,
  scoreFor,
  scoreAgainst,
  overtime,
});

describe('sport cards: the registry', () => {
  it('[CAT1] lists the cards in catalogue id order, one per catalogue row', () => {
    const ids = Object.values(SPORT_CARDS).map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(cards.map((c) => c.id)).toEqual(SPORTS.map((s) => s.id));
    for (const card of cards) {
      expect(cardById(card.id)).toBe(card);
      expect(cardByKey(card.key)).toBe(card);
    }
    expect(cardById(0)).toBeUndefined();
    expect(cardById(20)).toBeUndefined();
    expect(cardByKey('football')).toBeUndefined();
  });

  it('[CAT2] keeps each card under its own key, and keys and slugs unique', () => {
    for (const [key, card] of Object.entries(SPORT_CARDS)) expect(card.key).toBe(key);
    expect(new Set(cards.map((c) => c.slug)).size).toBe(cards.length);
  });

  it('[CAT3] gives a parent only to the children of the two umbrellas', () => {
    const umbrellas = cards.filter((c) => c.kind === 'umbrella').map((c) => c.key);
    expect(umbrellas).toEqual(['motorsport', 'winter-sports']);
    for (const card of cards) {
      if (card.parent !== null) expect(umbrellas).toContain(card.parent);
      if (card.kind === 'umbrella') expect(card.parent).toBeNull();
    }
  });

  it('[CAT4] makes the duel cards the sports with two sides, and only them', () => {
    for (const card of cards) expect(SPORTS.find((s) => s.id === card.id)?.noDuel).toBe(card.kind !== 'duel');
    expect(duelCardById(SPORT_CARDS.golf.id)).toBeUndefined();
    expect(duelCardById(SPORT_CARDS.cricket.id)).toBe(SPORT_CARDS.cricket);
  });
});

describe('sport cards: match facts', () => {
  it('[CAT13] lists the odds markets of every duel sport once; races and umbrellas have none', () => {
    for (const card of cards) {
      const { markets } = card;
      expect(new Set(markets).size).toBe(markets.length);
      for (const m of markets) expect(Object.values(Market)).toContain(m);
      if (card.kind === 'duel') expect(markets.length).toBeGreaterThan(0);
      else expect(markets).toEqual([]);
    }
    expect(SPORT_CARDS.soccer.markets).toContain(Market.oneXTwo);
    expect(SPORT_CARDS.tennis.markets).toContain(Market.homeAway);
  });

  it('[CAT14] gives team sports their starters by format and names positions in Tamil where it can', () => {
    expect(SPORT_CARDS['rugby-union'].lineup?.starters).toEqual({ usual: 15, sevens: 7 });
    expect(SPORT_CARDS.soccer.lineup?.starters.usual).toBe(11);
    expect(SPORT_CARDS.kabaddi.lineup?.starters.usual).toBe(7);
    for (const key of ['tennis', 'boxing', 'mma', 'darts', 'snooker', 'badminton'] as const) {
      expect(SPORT_CARDS[key].lineup).toBeNull();
    }
    for (const card of duels) {
      if (!card.lineup) continue;
      for (const n of Object.values(card.lineup.starters)) expect(n).toBeGreaterThan(0);
      for (const name of Object.values(card.lineup.positions)) if (name) expect(name.ta).toMatch(TAMIL);
    }
  });

  it('[CAT15] keeps a points rule wherever a table is usual, and counts results by the sport', () => {
    for (const card of duels) {
      if (card.standings.usual === 'table') expect(card.standings.points).not.toBeNull();
    }
    const points = (card: DuelCard, r: SideResult) => card.standings.points?.(r);
    expect(points(SPORT_CARDS.soccer, result('W'))).toBe(3);
    expect(points(SPORT_CARDS.soccer, result('D'))).toBe(1);
    expect(points(SPORT_CARDS.hockey, result('L', 2, 3, true))).toBe(1);
    expect(points(SPORT_CARDS.volleyball, result('W', 3, 2))).toBe(2);
    expect(points(SPORT_CARDS.kabaddi, result('L', 30, 36))).toBe(1);
    expect(points(SPORT_CARDS.kabaddi, result('L', 20, 36))).toBe(0);
    expect(SPORT_CARDS.cricket.standings.variants.firstClass?.(result('W'))).toBe(6);
    expect(SPORT_CARDS.cricket.standings.variants.testChampionship?.(result('D'))).toBe(4);
    expect(SPORT_CARDS.boxing.standings).toEqual({
      usual: 'none',
      points: null,
      variants: {},
      shootout: 'result',
    });
    // FIH: a shoot-out after a level match is a bonus point; the match stays drawn in the table.
    expect(SPORT_CARDS['field-hockey'].standings.shootout).toBe('bonus');
    expect(points(SPORT_CARDS['field-hockey'], result('W', 2, 2, true))).toBe(2);
    expect(points(SPORT_CARDS['field-hockey'], result('L', 2, 2, true))).toBe(1);
    expect(SPORT_CARDS.soccer.standings.shootout).toBe('result');
    expect(SPORT_CARDS['auto-racing'].championship?.points.slice(0, 3)).toEqual([25, 18, 15]);
    expect(SPORT_CARDS['horse-racing'].championship).toBeNull();
    expect(SPORT_CARDS['moto-racing'].championshipVariants.speedway?.points[0]).toBe(20);
  });

  it('[CAT16] says which sports may end level, and when', () => {
    const by = (draws: DuelCard['draws']) => duels.filter((c) => c.draws === draws).map((c) => c.key);
    expect(by('any')).toEqual(['cricket', 'boxing', 'mma']);
    expect(by('never')).toEqual([
      'tennis',
      'basketball',
      'hockey',
      'floorball',
      'volleyball',
      'darts',
      'snooker',
      'beach-volleyball',
      'badminton',
      'table-tennis',
      'beach-soccer',
      'pesapallo',
      'esports',
    ]);
  });

  it('[CAT17] lists the incident kinds of each duel sport once', () => {
    const kinds: readonly number[] = Object.values(IncidentKind);
    for (const card of duels) {
      expect(new Set(card.incidents).size).toBe(card.incidents.length);
      for (const k of card.incidents) expect(kinds).toContain(k);
    }
    expect(SPORT_CARDS.cricket.incidents).toContain(IncidentKind.wicket);
    expect(SPORT_CARDS.basketball.incidents).toEqual([]);
  });

  it('[CAT18] names every part noun and score unit in both editions, and says times by the clock', () => {
    for (const card of duels) {
      expect(PART_NOUN_NAMES[card.parts.noun].ta).toMatch(TAMIL);
      if (card.terms.scoreUnit) expect(card.terms.scoreUnit.ta).toMatch(TAMIL);
      const counted = 'periods' in card.clock;
      const expected = counted ? 'minute' : card.key === 'cricket' ? 'over' : 'at';
      expect(card.terms.incidentTime, card.key).toBe(expected);
    }
    expect(SPORT_CARDS.boxing.parts).toEqual({ count: 0, noun: 'round' });
    expect(SPORT_CARDS.badminton.parts.noun).toBe('game');
  });

  it('[CAT19] makes every counted and reversed clock from the sport periods, written once', () => {
    for (const card of duels) {
      const { clock, periods } = card;
      if (clock.family === ClockFamily.reversed) {
        expect(periods, card.key).not.toBeNull();
        expect(clock.reversed.stageTime).toBe(periods?.minutes);
        expect(clock.reversed.extraTime).toBe(periods?.overtimeMinutes);
        expect(clock.reversed.stages).toEqual(periods?.stages);
      }
      if ('periods' in clock) {
        expect(periods, card.key).not.toBeNull();
        const first = clock.periods[0];
        expect(first && first.until - first.from).toBe(periods?.minutes);
        expect(clock.periods.map((p) => p.stage).slice(0, periods?.stages.length)).toEqual(periods?.stages);
        for (const [name, table] of Object.entries(clock.variants)) {
          const variant = periods?.variants[name];
          expect(variant, `${card.key} ${name}`).toBeDefined();
          expect(table[0] && table[0].until - table[0].from).toBe(variant?.minutes);
        }
      }
    }
    expect(SPORT_CARDS.soccer.periods.stages).toEqual([EventStage.firstHalf, EventStage.secondHalf]);
    expect(SPORT_CARDS.basketball.periods.variants.nba).toEqual({ minutes: 12, overtimeMinutes: 5 });
  });
});
