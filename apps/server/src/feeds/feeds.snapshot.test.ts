/**
 * One snapshot per feed kind: the exact bytes a client receives for a small fixed world. A change to
 * the wire format shows up here as a diff to review (and a protocol version to bump if it breaks).
 */
import { EventStage, StageType } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../app.ts';
import { type FakeClock, fakeClock, soccerEvent, worldServer } from '../testing/fixtures.ts';

const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const KICKOFF_S = Math.floor(Date.UTC(2026, 10, 22, 11, 0, 0) / 1000);
const LATER_S = Math.floor(Date.UTC(2026, 10, 22, 15, 0, 0) / 1000);

describe('feed snapshots', () => {
  let clock: FakeClock;
  let server: NeraliServer;

  beforeEach(async () => {
    clock = fakeClock(NOON_UTC_MS);
    server = await worldServer(clock);
    server.engine.putEvents([
      soccerEvent('snap0001', KICKOFF_S, {
        stageType: StageType.live,
        stage: EventStage.secondHalf,
        stageStartTime: KICKOFF_S + 60 * 60,
        homeScore: '1',
        awayScore: '0',
        homeParts: [1],
        awayParts: [0],
        homeRedCards: 1,
      }),
      soccerEvent('snap0002', LATER_S, { homeName: 'A~B¬C÷D\\E', awayName: 'சென்னை' }),
    ]);
  });
  afterEach(async () => {
    await server.app.close();
  });

  const body = async (name: string, headers: Record<string, string> = {}) =>
    (await server.app.inject({ method: 'GET', url: `/x/feed/${name}`, headers })).body;

  it('full feed f_', async () => {
    expect(await body('f_1_0_330_ta_1')).toMatchSnapshot();
    expect(await body('f_1_0_330_en_1')).toMatchSnapshot();
  });

  it('update feed u_ (a goal since the client signature) and its reload marker', async () => {
    const sign = server.feeds.signature(1);
    clock.advance(5000);
    server.engine.putEvents([
      soccerEvent('snap0001', KICKOFF_S, {
        stageType: StageType.live,
        stage: EventStage.secondHalf,
        stageStartTime: KICKOFF_S + 60 * 60,
        homeScore: '1',
        awayScore: '1',
        homeParts: [1],
        awayParts: [0],
        homeRedCards: 1,
        scoreChangedAt: Math.floor(clock() / 1000),
      }),
    ]);
    expect(await body('u_1_1', { 'x-fsign': sign })).toMatchSnapshot();
    expect(await body('u_1_1', { 'x-fsign': 'stale' })).toMatchSnapshot();
  });

  it('repair feed r_', async () => {
    expect(await body('r_1_1')).toMatchSnapshot();
  });

  it('game feed g_ (one event; an unknown event is the empty feed)', async () => {
    expect(await body('g_1_1_snap0001')).toMatchSnapshot();
    expect(await body('g_1_1_nosuch01')).toBe('0');
  });

  it('system feed sys_', async () => {
    expect(await body('sys_1')).toMatchSnapshot();
  });
});
