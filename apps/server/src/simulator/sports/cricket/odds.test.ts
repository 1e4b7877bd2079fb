/**
 * Cricket's odds and the match odds preview (mop_): a limited-overs match is won or lost (a tie aside),
 * so two ways; a match of days (a Test) can be drawn when time runs out, so three ways, the draw priced.
 */
import { CricketGameType, Market, type MatchEvent, type OddsLine } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { mainLine } from '../../../feeds/catalogue/match/odds.ts';
import { MatchDetail } from '../../detail/match.ts';
import { makeFixture } from '../../testing.ts';
import { cricket } from './script.ts';

const world = { seed: 1, speed: 1, countryOf: () => 'in' };
const T20 = { sport: 'cricket', gameType: CricketGameType.t20, oversPerInnings: 20, days: 0 } as const;
const TEST = { sport: 'cricket', gameType: CricketGameType.test, oversPerInnings: 0, days: 5 } as const;
const event = { sportId: 13 } as MatchEvent;

function oddsAt(format: typeof T20 | typeof TEST, seed: number, share: number | 'prematch'): OddsLine[] {
  const fx = makeFixture(format, seed);
  const detail = new MatchDetail(fx, cricket, world);
  if (share === 'prematch') {
    const doc = detail.prematch(-3600).find((d) => d.kind === 'odds');
    return doc?.kind === 'odds' ? doc.body.lines : [];
  }
  const script = cricket.script(fx);
  const doc = detail
    .live(script, Math.floor(cricket.duration(script) * share))
    .find((d) => d.kind === 'odds');
  return doc?.kind === 'odds' ? doc.body.lines : [];
}

const chances = (line: OddsLine | undefined) => {
  const implied = (line?.prices ?? []).map((p) => 1 / p.value);
  const sum = implied.reduce((a, b) => a + b, 0);
  return implied.map((x) => x / sum);
};

describe('[S2 mop_] cricket in the match odds preview', () => {
  it('a limited-overs match shows its two-way line, before and during play', () => {
    for (const share of ['prematch', 0.3, 0.8] as const) {
      const lines = oddsAt(T20, 3, share);
      expect(lines.some((l) => l.market === Market.oneXTwo)).toBe(false);
      const main = mainLine(event, { eventId: 'e', live: share !== 'prematch', lines });
      expect(main?.market).toBe(Market.moneyline);
      expect(main?.prices.map((p) => p.selection)).toEqual(['1', '2']);
    }
  });

  it('a Test shows three ways, the draw among them, before and during play', () => {
    for (const seed of [1, 2, 3]) {
      for (const share of ['prematch', 0.2, 0.6] as const) {
        const lines = oddsAt(TEST, seed, share);
        const main = mainLine(event, { eventId: 'e', live: share !== 'prematch', lines });
        expect(main?.market).toBe(Market.oneXTwo);
        expect(main?.prices.map((p) => p.selection)).toEqual(['1', 'X', '2']);
        const draw = chances(main)[1] ?? 0;
        expect(draw).toBeGreaterThan(0.02);
        expect(draw).toBeLessThan(0.95);
      }
    }
  });

  it('a five-day Test before the start is drawn about one time in five, not one in three', () => {
    const main = mainLine(event, { eventId: 'e', live: false, lines: oddsAt(TEST, 4, 'prematch') });
    const draw = chances(main)[1] ?? 0;
    expect(draw).toBeGreaterThan(0.12);
    expect(draw).toBeLessThan(0.3);
  });
});
