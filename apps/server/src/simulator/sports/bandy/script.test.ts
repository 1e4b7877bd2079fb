import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { bandy } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const league: TeamFormat = { sport: 'team', sportId: 10, knockout: false };
const cup: TeamFormat = { ...league, knockout: true };

describe('bandy', () => {
  it('[CLK2] counts like soccer: 45 minutes and added time, 15 at half-time, the second half from 46', () => {
    for (let seed = 0; seed < 20; seed++) {
      const script = bandy.script(makeFixture(league, seed));
      const [, ht, h2] = script.phases;
      const htStart = ht?.start ?? 0;
      expect(htStart).toBeGreaterThanOrEqual(2700);
      expect(htStart).toBeLessThanOrEqual(2700 + 180);
      expect((h2?.start ?? 0) - htStart).toBe(900);
      expect(bandy.view(script, 2699).minute).toBe('45');
      if (htStart > 2700) expect(bandy.view(script, 2700).minute).toBe('45+1');
      expect(bandy.view(script, h2?.start ?? 0).minute).toBe('46');
    }
  });

  it('can draw in the league; a cup tie plays golden-goal extra time and then penalties shown as the fourth part', () => {
    let draws = 0;
    for (let seed = 0; seed < 200; seed++) {
      const script = bandy.script(makeFixture(league, seed));
      if (bandy.view(script, script.end).winner === Winner.draw) draws++;
    }
    expect(draws).toBeGreaterThan(0);
    let shootouts = 0;
    for (let seed = 0; seed < 2000 && shootouts < 2; seed++) {
      const script = bandy.script(makeFixture(cup, seed));
      const et = script.phases.find((p) => p.stage === EventStage.extraTime);
      if (!et) continue;
      expect(bandy.view(script, et.start).minute).toBe('91');
      expect(script.plays.filter((p) => p.part === 2).length).toBeLessThanOrEqual(1);
      const end = bandy.view(script, script.end);
      if (end.stage !== EventStage.afterPenalties) continue;
      shootouts++;
      expect(end.homeScore).toBe(end.awayScore);
      const [home = 0, away = 0] = [end.homeParts?.[3] ?? 0, end.awayParts?.[3] ?? 0];
      expect(end.winner).toBe(home > away ? Winner.home : Winner.away);
    }
    expect(shootouts).toBe(2);
  });
});
