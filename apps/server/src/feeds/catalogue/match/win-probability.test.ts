/**
 * The win probability row `WP` of df_sc and df_kb: none before the start, the model's chances while
 * live, certainty for the result once finished.
 */
import { decodeWinChances, EventStage, type MatchEvent, StageType, Winner } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../../../app.ts';
import { fakeClock, worldServer } from '../../../testing/fixtures.ts';
import { CRICKET_ID, KABADDI_ID, loadMatchWorld, matchEvents, must, NOON_UTC_MS } from './testing.ts';

describe('df_sc and df_kb: the win probability row', () => {
  let server: NeraliServer;

  beforeEach(async () => {
    server = await worldServer(fakeClock(NOON_UTC_MS));
    loadMatchWorld(server.engine);
  });
  afterEach(async () => {
    await server.app.close();
  });

  const chances = async (name: string) =>
    decodeWinChances((await server.app.inject({ method: 'GET', url: `/x/feed/${name}` })).body);
  const restage = (id: string, change: Partial<MatchEvent>) => {
    const event = must(
      matchEvents().find((e) => e.id === id),
      id,
    );
    server.engine.putEvents([{ ...event, ...change }]);
  };
  const feeds: [string, string][] = [
    [CRICKET_ID, 'df_sc_1_13_crik0001'],
    [KABADDI_ID, 'df_kb_1_42_kbdi0001'],
  ];

  it('live: the model’s chances, per mille summing to 1000', async () => {
    for (const [, name] of feeds) {
      const live = must(await chances(name), name);
      expect(live.home + live.draw + live.away).toBe(1000);
      expect(live.home).toBeGreaterThan(0);
      expect(live.away).toBeGreaterThan(0);
    }
    // Kabaddi 5-3 early in the first half: the home side a little ahead, far from sure.
    const kabaddi = must(await chances('df_kb_1_42_kbdi0001'));
    expect(kabaddi.home).toBeGreaterThan(kabaddi.away);
    expect(kabaddi.home).toBeLessThan(700);
  });

  it('before the start: no row', async () => {
    for (const [id, name] of feeds) {
      restage(id, { stageType: StageType.scheduled, stage: EventStage.scheduled });
      expect(await chances(name), name).toBeNull();
    }
  });

  it('finished: certainty for the result', async () => {
    for (const [id, name] of feeds) {
      restage(id, { stageType: StageType.finished, stage: EventStage.finished, winner: Winner.away });
      expect(await chances(name), name).toEqual({ home: 0, draw: 0, away: 1000 });
    }
  });
});
