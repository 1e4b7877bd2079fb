import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { fieldHockey } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const group: TeamFormat = { sport: 'team', sportId: 24, knockout: false };
const league: TeamFormat = { ...group, knockout: true };

describe('field hockey', () => {
  it('plays four 15-minute quarters with 2-minute breaks and 10 at half-time, the minute from 16, 31, 46', () => {
    const script = fieldHockey.script(makeFixture(group, 1));
    const quarters = script.phases.filter((p) => p.part !== undefined);
    expect(quarters.map((q) => fieldHockey.view(script, q.start).minute)).toEqual(['1', '16', '31', '46']);
    expect(script.phases.map((p) => p.stage).slice(1, 6)).toEqual([
      EventStage.breakTime,
      EventStage.secondQuarter,
      EventStage.halfTime,
      EventStage.thirdQuarter,
      EventStage.breakTime,
    ]);
    expect((script.phases[4]?.start ?? 0) - (script.phases[3]?.start ?? 0)).toBe(600);
  });

  it('gives every Hockey India League match a winner by shoot-out, the score staying level; group matches can draw', () => {
    let shootouts = 0;
    for (let seed = 0; seed < 300; seed++) {
      const script = fieldHockey.script(makeFixture(league, seed));
      const end = fieldHockey.view(script, script.end);
      expect(end.winner).not.toBe(Winner.draw);
      expect(end.homeParts).toHaveLength(4);
      if (end.stage === EventStage.afterPenalties) {
        shootouts++;
        expect(end.homeScore).toBe(end.awayScore);
      }
    }
    expect(shootouts).toBeGreaterThan(10);
    let draws = 0;
    for (let seed = 0; seed < 300; seed++) {
      const script = fieldHockey.script(makeFixture(group, seed));
      if (fieldHockey.view(script, script.end).winner === Winner.draw) draws++;
    }
    expect(draws).toBeGreaterThan(10);
  });
});
