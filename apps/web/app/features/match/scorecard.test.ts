import { decodeLineups, decodeMatchHeader, decodeSummary } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { eventOfHeader } from './header.ts';
import { ballsOf, buildScorecard, runRate, sideScore } from './scorecard.ts';
import { CRICKET_ID, FEEDS } from './test-fixtures.ts';

const ev = CRICKET_ID.slice(2);

function card() {
  const header = decodeMatchHeader(FEEDS[`dc_1_${ev}`] ?? '');
  const event = header && eventOfHeader(header);
  if (!event?.cricket) throw new Error('fixture without cricket figures');
  const periods = decodeSummary(FEEDS[`d_su_${ev}_ta_1`] ?? '');
  const teams = decodeLineups(FEEDS[`df_li_1_${ev}`] ?? '')?.teams ?? [];
  return { event, cards: buildScorecard(event, periods, teams) };
}

describe('cricket scorecard', () => {
  it('has one innings per innings of the scoreboard row, with its figures', () => {
    const { event, cards } = card();
    const cricket = event.cricket;
    expect(cards).toHaveLength((cricket?.home.length ?? 0) + (cricket?.away.length ?? 0));
    for (const c of cards) {
      const figures = (c.side === 1 ? cricket?.home : cricket?.away)?.[c.sideInnings - 1];
      expect(c.figures).toEqual(figures);
    }
  });

  it('lists a fall of wicket and a bowler’s wicket for every wicket the innings lost', () => {
    const { cards } = card();
    for (const c of cards) {
      expect(c.fallOfWickets).toHaveLength(c.figures?.wickets ?? 0);
      expect(c.bowlers.reduce((n, b) => n + b.wickets, 0)).toBe(c.figures?.wickets ?? 0);
      expect(c.batters.filter((b) => b.out)).toHaveLength(c.figures?.wickets ?? 0);
      // Who batted: the openers and one more per wicket (fewer only when the side has no more).
      expect(c.batters.length).toBeGreaterThanOrEqual(Math.min(11, (c.figures?.wickets ?? 0) + 2));
    }
  });

  it('counts balls and run rates as cricket writes overs', () => {
    expect(ballsOf('18.3')).toBe(111);
    expect(ballsOf('20')).toBe(120);
    expect(runRate({ runs: 172, wickets: 5, overs: '20' })).toBe('8.60');
    expect(runRate({ runs: 0, wickets: 0, overs: '0' })).toBeNull();
    expect(sideScore('63/7-172/5', 1)).toBe('63/7');
    expect(sideScore('0-30/1', 2)).toBe('30/1');
  });
});
