import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { netball } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const league: TeamFormat = { sport: 'team', sportId: 29, knockout: false };
const superNetball: TeamFormat = { ...league, variant: 'superShot' };
const finals: TeamFormat = { ...league, knockout: true };

describe('netball', () => {
  it('plays four 15-minute quarters with 3, 5 and 3 minutes of breaks, a goal every half minute or so', () => {
    const script = netball.script(makeFixture(league, 1));
    expect(script.phases.map((p) => p.stage)).toEqual([
      EventStage.firstQuarter,
      EventStage.breakTime,
      EventStage.secondQuarter,
      EventStage.halfTime,
      EventStage.thirdQuarter,
      EventStage.breakTime,
      EventStage.fourthQuarter,
      EventStage.finished,
    ]);
    expect(script.plays.length).toBeGreaterThan(80);
    expect(script.plays.every((p) => p.points === 1)).toBe(true);
  });

  it('scores super shots of 2 only in the last 5 minutes of a quarter in Super Netball', () => {
    let superShots = 0;
    for (let seed = 0; seed < 10; seed++) {
      const script = netball.script(makeFixture(superNetball, seed));
      const quarterEnds = script.phases.filter((p) => p.part === undefined).map((p) => p.start);
      for (const play of script.plays.filter((p) => p.points === 2)) {
        superShots++;
        const end = quarterEnds.find((e) => e > play.t) ?? 0;
        expect(end - play.t).toBeLessThanOrEqual(5 * 60 * 1.1);
      }
    }
    expect(superShots).toBeGreaterThan(10);
  });

  it('plays extra time in a level final, then on until a side is two goals clear', () => {
    let seen = 0;
    for (let seed = 0; seed < 3000 && seen < 1; seed++) {
      const script = netball.script(makeFixture(finals, seed));
      const overtimes = script.phases.filter((p) => p.stage === EventStage.extraTime);
      if (overtimes.length < 2) continue;
      seen++;
      const end = netball.view(script, script.end);
      expect(end.winner).not.toBe(Winner.draw);
      expect(Math.abs(Number(end.homeScore) - Number(end.awayScore))).toBe(2);
      expect(end.homeParts).toHaveLength(5);
    }
    expect(seen).toBe(1);
  });
});
