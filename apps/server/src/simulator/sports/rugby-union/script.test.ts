import { EventStage, SPORT_CARDS, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import type { TeamFormat } from '../shared/periods.ts';
import { rugbyUnion } from './script.ts';

const union: TeamFormat = { sport: 'team', sportId: SPORT_CARDS['rugby-union'].id, knockout: false };
const unionCup: TeamFormat = { ...union, knockout: true };
const sevens: TeamFormat = { ...union, variant: 'sevens' };

describe('rugby union', () => {
  it('[CLK3] plays 40-minute halves into added time ("40+n"), 15 minutes at half-time, the second half from 41', () => {
    for (let seed = 0; seed < 20; seed++) {
      const script = rugbyUnion.script(makeFixture(union, seed));
      const [h1, ht, h2] = script.phases;
      const htStart = ht?.start ?? 0;
      expect(htStart).toBeGreaterThanOrEqual(2400 + 20);
      expect(htStart).toBeLessThanOrEqual(2400 + 300);
      expect((h2?.start ?? 0) - htStart).toBe(900);
      expect(h1?.stage).toBe(EventStage.firstHalf);
      expect(rugbyUnion.view(script, 2400).minute).toBe('40+1');
      expect(rugbyUnion.view(script, h2?.start ?? 0).minute).toBe('41');
    }
  });

  it('converts tries for 2 a little later, kicks penalties for 3', () => {
    let conversions = 0;
    for (let seed = 0; seed < 30; seed++) {
      const { plays } = rugbyUnion.script(makeFixture(union, seed));
      for (const play of plays.filter((p) => p.points === 2)) {
        conversions++;
        expect(plays.some((p) => p.points === 5 && p.side === play.side && play.t - p.t === 75)).toBe(true);
      }
    }
    expect(conversions).toBeGreaterThan(20);
  });

  it('settles a level knock-out tie by extra time, sudden death and then a kicking competition', () => {
    const seen = new Set<EventStage>();
    for (let seed = 0; seed < 5000 && seen.size < 2; seed++) {
      const script = rugbyUnion.script(makeFixture(unionCup, seed));
      const overtimes = script.phases.filter((p) => p.stage === EventStage.extraTime);
      if (overtimes.length === 0) continue;
      const end = rugbyUnion.view(script, script.end);
      seen.add(end.stage);
      expect(rugbyUnion.view(script, overtimes[0]?.start ?? 0).minute).toBe('81');
      if (overtimes.length === 2) {
        expect(rugbyUnion.view(script, overtimes[1]?.start ?? 0).minute).toBe('101');
        const suddenDeath = script.plays.filter((p) => p.part === 3);
        expect(suddenDeath.length).toBeLessThanOrEqual(1); // the first score wins
      }
      if (end.stage === EventStage.afterPenalties) expect(end.homeScore).toBe(end.awayScore);
      expect(end.winner).not.toBe(Winner.draw);
    }
    expect(seen).toEqual(new Set([EventStage.afterExtraTime, EventStage.afterPenalties]));
  });

  it('plays sevens in 7-minute halves with 2 minutes at half-time', () => {
    const script = rugbyUnion.script(makeFixture(sevens, 4));
    const [h1, ht, h2, last] = script.phases;
    expect(h1?.stage).toBe(EventStage.firstHalf);
    expect(ht?.start).toBeGreaterThanOrEqual(420);
    expect(ht?.start).toBeLessThanOrEqual(480);
    expect((h2?.start ?? 0) - (ht?.start ?? 0)).toBe(120);
    expect(script.end).toBeLessThan(20 * 60);
    expect(last?.stage).toBe(EventStage.finished);
  });
});
