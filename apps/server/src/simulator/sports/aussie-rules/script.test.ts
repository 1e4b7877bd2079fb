import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { aussieRules } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const season: TeamFormat = { sport: 'team', sportId: 18, knockout: false };
const finals: TeamFormat = { ...season, knockout: true };

describe('aussie rules', () => {
  it('[CLK5] counts each quarter from 0 into time on ("20+n"), with 6, 20 and 6 minutes of breaks', () => {
    const script = aussieRules.script(makeFixture(season, 1));
    const quarters = script.phases.filter((p) => p.part !== undefined);
    const breaks = script.phases.filter((p) => p.part === undefined).slice(0, 3);
    expect(quarters.map((p) => p.stage)).toEqual([
      EventStage.firstQuarter,
      EventStage.secondQuarter,
      EventStage.thirdQuarter,
      EventStage.fourthQuarter,
    ]);
    expect(breaks.map((b) => b.stage)).toEqual([
      EventStage.breakTime,
      EventStage.halfTime,
      EventStage.breakTime,
    ]);
    quarters.slice(1).forEach((q, i) => {
      const pause = q.start - (breaks[i]?.start ?? 0);
      expect(pause).toBe([360, 1200, 360][i]);
      expect(aussieRules.view(script, q.start).minute).toBe('1');
      const length = (breaks[i]?.start ?? 0) - (quarters[i]?.start ?? 0);
      expect(length).toBeGreaterThanOrEqual(25 * 60);
      expect(length).toBeLessThanOrEqual(32 * 60);
    });
    expect(aussieRules.view(script, 20 * 60 + 61).minute).toBe('20+2');
  });

  it('shows the total in points (goals 6, behinds 1) with each quarter’s points as parts', () => {
    const script = aussieRules.script(makeFixture(season, 5));
    const view = aussieRules.view(script, script.end);
    const home = script.plays.filter((p) => p.side === 0);
    const goals = home.filter((p) => p.points === 6).length;
    const behinds = home.filter((p) => p.points === 1).length;
    expect(goals + behinds).toBe(home.length);
    expect(view.homeScore).toBe(String(6 * goals + behinds));
    expect(view.homeParts).toHaveLength(4);
    expect(Number(view.homeScore)).toBeGreaterThan(30);
  });

  it('can draw in the season; finals play extra time into the last quarter’s part, then golden score', () => {
    let draws = 0;
    for (let seed = 0; seed < 1500 && draws < 1; seed++) {
      const script = aussieRules.script(makeFixture(season, seed));
      if (aussieRules.view(script, script.end).winner === Winner.draw) draws++;
    }
    expect(draws).toBe(1);
    let extra = 0;
    for (let seed = 0; seed < 3000 && extra < 1; seed++) {
      const script = aussieRules.script(makeFixture(finals, seed));
      if (!script.phases.some((p) => p.stage === EventStage.extraTime)) continue;
      extra++;
      const end = aussieRules.view(script, script.end);
      expect(end.stage).toBe(EventStage.afterExtraTime);
      expect(end.winner).not.toBe(Winner.draw);
      expect(end.homeParts).toHaveLength(4);
    }
    expect(extra).toBe(1);
  });
});
