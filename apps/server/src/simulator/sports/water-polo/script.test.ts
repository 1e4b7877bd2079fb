import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import type { TeamFormat } from '../shared/periods.ts';
import { waterPolo } from './script.ts';

const league: TeamFormat = { sport: 'team', sportId: 22, knockout: false };
const cup: TeamFormat = { ...league, knockout: true };

describe('water polo', () => {
  it('plays four 8-minute quarters (12 real minutes) with 2, 3 and 2 minutes of breaks and no minute shown', () => {
    const script = waterPolo.script(makeFixture(league, 1));
    expect(script.phases.map((p) => p.start)).toEqual([0, 720, 840, 1560, 1740, 2460, 2580, 3300]);
    expect(script.phases[3]?.stage).toBe(EventStage.halfTime);
    expect(waterPolo.view(script, 900).minute).toBeUndefined();
  });

  it('goes straight to penalties in a level cup tie: the overtime part stays empty, the sixth holds the tally', () => {
    let seen = 0;
    for (let seed = 0; seed < 2000 && seen < 2; seed++) {
      const script = waterPolo.script(makeFixture(cup, seed));
      const end = waterPolo.view(script, script.end);
      expect(end.winner).not.toBe(Winner.draw);
      if (end.stage !== EventStage.afterPenalties) continue;
      seen++;
      expect(script.phases.some((p) => p.stage === EventStage.extraTime)).toBe(false);
      expect(end.homeParts).toHaveLength(6);
      expect(end.homeParts?.[4]).toBeNull();
      const [home, away] = [end.homeParts?.[5] ?? 0, end.awayParts?.[5] ?? 0];
      expect(end.winner).toBe(home > away ? Winner.home : Winner.away);
      expect(end.homeScore).toBe(end.awayScore);
      // Before the shoot-out starts there is no sixth part yet.
      const penalties = script.phases.find((p) => p.stage === EventStage.penalties)?.start ?? 0;
      expect(waterPolo.view(script, penalties - 1).homeParts).toHaveLength(4);
    }
    expect(seen).toBe(2);
  });
});
