import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { americanFootball } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const season: TeamFormat = { sport: 'team', sportId: 5, knockout: false };
const playoffs: TeamFormat = { ...season, knockout: true };

describe('american football', () => {
  it('[CLK6] plays four 15-minute quarters, 2-minute breaks and a 13-minute half-time', () => {
    const script = americanFootball.script(makeFixture(season, 2));
    expect(script.phases.slice(0, 7).map((p) => [p.start, p.stage])).toEqual([
      [0, EventStage.firstQuarter],
      [900, EventStage.breakTime],
      [1020, EventStage.secondQuarter],
      [1920, EventStage.halfTime],
      [2700, EventStage.thirdQuarter],
      [3600, EventStage.breakTime],
      [3720, EventStage.fourthQuarter],
    ]);
    // Regular-season overtime lasts 10 minutes: the override tells the client while the game runs.
    expect(americanFootball.view(script, 100).gameTime).toBe('15:10');
    expect(americanFootball.view(script, script.end).gameTime).toBeUndefined();
  });

  it('[CAT6] shows the side with the ball as the service while a quarter runs, and none in a break', () => {
    const script = americanFootball.script(makeFixture(season, 3));
    expect(script.possession.length).toBeGreaterThan(12);
    for (const { t, side } of script.possession.slice(0, 12)) {
      const view = americanFootball.view(script, t);
      if (view.stage === EventStage.firstQuarter || view.stage === EventStage.secondQuarter) {
        expect(view.service).toBe(side === 0 ? 1 : 2);
      }
    }
    expect(americanFootball.view(script, 1920 + 60).service).toBeUndefined();
    // The side that received the opening kick-off kicks off the second half.
    const opening = script.possession[0]?.side;
    expect(script.possession.find((p) => p.t === 2700)?.side).toBe(opening === 0 ? 1 : 0);
  });

  it('scores touchdowns as 7 (or 6, and 2 more for a two-point conversion), field goals 3, safeties 2', () => {
    let twoPoint = 0;
    for (let seed = 0; seed < 40; seed++) {
      const { plays } = americanFootball.script(makeFixture(season, seed));
      plays.forEach((play, i) => {
        if (play.points !== 2) return;
        const before = plays[i - 1];
        if (before?.points === 6 && before.side === play.side && play.t - before.t === 20) twoPoint++;
      });
    }
    expect(twoPoint).toBeGreaterThan(0);
  });

  it('gives both sides the ball in overtime before the next score wins; a season game can end tied', () => {
    let decided = 0;
    let tied = 0;
    for (let seed = 0; seed < 1500 && (decided < 3 || tied < 1); seed++) {
      const script = americanFootball.script(makeFixture(season, seed));
      const ot = script.phases.find((p) => p.stage === EventStage.extraTime);
      if (!ot) continue;
      const end = americanFootball.view(script, script.end);
      expect(end.stage).toBe(EventStage.afterExtraTime);
      if (end.winner === Winner.draw) {
        tied++;
        expect(script.end).toBe(ot.start + 600);
        continue;
      }
      decided++;
      const sides = new Set(
        script.possession.filter((p) => p.t >= ot.start && p.t < script.end).map((p) => p.side),
      );
      const otPlays = script.plays.filter((p) => p.t >= ot.start);
      const safety = otPlays.length === 1 && otPlays[0]?.points === 2;
      if (!safety) expect(sides.size).toBe(2);
    }
    expect(decided).toBeGreaterThanOrEqual(3);
    expect(tied).toBeGreaterThanOrEqual(1);
  });

  it('never ends a play-off game tied', () => {
    for (let seed = 0; seed < 200; seed++) {
      const script = americanFootball.script(makeFixture(playoffs, seed));
      const end = americanFootball.view(script, script.end);
      expect(end.winner).not.toBe(Winner.draw);
      expect(end.gameTime).toBeUndefined();
    }
  });
});
