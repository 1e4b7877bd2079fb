import { type MatchEvent, type MyGames, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import type { SpoilerDelaySource } from '../../live/delay-queue.ts';
import { FakeTimers } from '../../live/testing/fake-timers.ts';
import type { GameNotifications } from '../settings/settings.ts';
import type { SoundId } from '../sound/sound-rules.ts';
import { GameAlerts, watchedGames } from './game-alerts.ts';
import { gameEvents } from '../../kit/event/game-events.ts';
import { isStale, notificationOf } from './notification-model.ts';
import { NotificationStack } from './notification-stack.ts';

const ID = 'g_1_ISL00001';

function match(extra: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id: ID,
    sportId: 1,
    leagueId: 'isl',
    startTime: 1_000,
    stageType: StageType.live,
    stage: 12,
    homeId: 'CHN01',
    awayId: 'KER02',
    homeName: 'Chennaiyin FC',
    awayName: 'Kerala Blasters',
    homeScore: '0',
    awayScore: '0',
    ...extra,
  } as MatchEvent;
}

function setup(mode: GameNotifications, opts: { sound?: boolean; wide?: boolean; delayS?: number } = {}) {
  const timers = new FakeTimers();
  const stack = new NotificationStack(1280, timers);
  const played: SoundId[] = [];
  const delay: SpoilerDelaySource = { get: () => opts.delayS ?? 0, subscribe: () => () => {} };
  const alerts = new GameAlerts({
    stack,
    play: (sound) => played.push(sound),
    notifications: () => mode,
    soundOn: () => opts.sound ?? true,
    wide: () => opts.wide ?? true,
    delay,
    timers,
  });
  const goal = (before: MatchEvent, after: MatchEvent, timestampS = timers.now() / 1000) =>
    alerts.onChange({ before, after, timestampS, subscribedAtMs: timers.now() - 5_000 });
  return { timers, stack, played, alerts, goal };
}

describe('game alerts: notification and sound of a followed game', () => {
  it('a goal: "கோல்!" with the teams and the score; the cheer only with sound on and "yessound"', () => {
    const { stack, played, goal } = setup('yessound');
    goal(match(), match({ homeScore: '1' }));
    expect(stack.getView().visible).toMatchObject([
      { gameId: ID, kind: 'goal', homeName: 'Chennaiyin FC', awayName: 'Kerala Blasters', score: '1-0' },
    ]);
    expect(played).toEqual(['cheers']);
  });

  it('"yessilent" (the default) shows the box without a sound', () => {
    const { stack, played, goal } = setup('yessilent');
    goal(match(), match({ awayRedCards: 1 }));
    expect(stack.getView().visible[0]?.kind).toBe('redCard');
    expect(played).toEqual([]);
  });

  it('"no": neither box nor sound', () => {
    const { stack, played, goal } = setup('no');
    goal(match(), match({ homeScore: '1' }));
    expect(stack.getView().visible).toEqual([]);
    expect(played).toEqual([]);
  });

  it('the sound switch off silences "yessound"', () => {
    const { played, goal } = setup('yessound', { sound: false });
    goal(match(), match({ homeScore: '1' }));
    expect(played).toEqual([]);
  });

  it('no box in the responsive layout, the sound still plays', () => {
    const { stack, played, goal } = setup('yessound', { wide: false });
    goal(match(), match({ homeScore: '1' }));
    expect(stack.getView().visible).toEqual([]);
    expect(played).toEqual(['cheers']);
  });

  it('[S1 3.34] the box carries both crests as its logos; none for a sport without crests (tennis)', () => {
    const n = notificationOf(
      match({ homeScore: '1' }),
      gameEvents(match(), match({ homeScore: '1' })),
      10,
      0,
    );
    expect(n?.logos).toEqual({ home: '/img/crest/CHN01.svg', away: '/img/crest/KER02.svg' });
    const tennis = match({ sportId: 2, homeScore: '1', stage: 17 });
    const set = notificationOf(tennis, gameEvents(match({ sportId: 2, stage: 17 }), tennis), 10, 0);
    expect(set?.logos ?? null).toBeNull();
  });

  it('dropped when the subscription is later than the notification (spec 1 §5)', () => {
    const { stack, alerts, timers } = setup('yessound');
    alerts.onChange({
      before: match(),
      after: match({ homeScore: '1' }),
      timestampS: timers.now() / 1000 - 10,
      subscribedAtMs: timers.now(),
    });
    expect(stack.getView().visible).toEqual([]);
    expect(isStale(2_000_001, 2_000)).toBe(true);
    expect(isStale(2_000_000, 2_000)).toBe(false);
  });

  it('with a spoiler delay the box and the sound come N seconds later', () => {
    const { stack, played, goal, timers } = setup('yessound', { delayS: 20 });
    goal(match(), match({ homeScore: '1' }));
    timers.advance(19_999);
    expect(stack.getView().visible).toEqual([]);
    expect(played).toEqual([]);
    timers.advance(1);
    expect(stack.getView().visible).toHaveLength(1);
    expect(played).toEqual(['cheers']);
  });

  it('the final whistle, then a goal awarded late, then a correction', () => {
    const { stack, played, goal, timers } = setup('yessound');
    const one = match({ homeScore: '1' });
    const over = { ...one, stageType: StageType.finished };
    goal(one, over);
    timers.advance(1_000);
    goal(over, { ...over, homeScore: '2' });
    expect(stack.getView().visible.map((n) => n.kind)).toEqual(['finished', 'goal']);
    // No score sound after finished (spec 1 §4).
    expect(played).toEqual(['end-of-game']);
  });
});

describe('notification facts', () => {
  it('cricket: a wicket with the batting side’s runs and wickets', () => {
    const before = match({
      id: 'g_13_IPL00001',
      sportId: 13,
      cricket: { gameType: 5149868, batting: 1, home: [{ runs: 120, wickets: 3, overs: '14.2' }], away: [] },
    } as Partial<MatchEvent>);
    const after = {
      ...before,
      cricket: { gameType: 5149868, batting: 1, home: [{ runs: 121, wickets: 4, overs: '14.3' }], away: [] },
    } as MatchEvent;
    const n = notificationOf(after, gameEvents(before, after), 10, 0);
    expect(n).toMatchObject({ kind: 'wicket', score: '121/4-0' });
  });

  it('a kick-off has no score; a tennis game alone has no box', () => {
    const scheduled = match({ stageType: StageType.scheduled, homeScore: undefined, awayScore: undefined });
    expect(notificationOf(match(), gameEvents(scheduled, match()), 10, 0)).toMatchObject({
      kind: 'started',
      score: '',
    });
    const tennis = match({
      id: 'g_2_ATP00001',
      sportId: 2,
      homeParts: [1],
      awayParts: [0],
    } as Partial<MatchEvent>);
    const game = { ...tennis, homeParts: [2] };
    expect(notificationOf(game, gameEvents(tennis, game), 10, 0)).toBeNull();
  });
});

describe('which followed games get a push subject', () => {
  const NOW = 1_000_000;
  const game = (id: string, startTime: number, stageType: number, noDuel = false) => ({
    id,
    sportId: 1,
    leagueId: 'l',
    matchDay: 0,
    ok: true,
    expireAt: NOW + 86_400,
    startTime,
    stageType,
    noDuel,
    groups: ['0'],
  });
  it('live and about to start, not finished, not races, not tomorrow', () => {
    const myGames: MyGames = {
      games: {
        live: game('live', NOW - 3000, StageType.live),
        soon: game('soon', NOW + 1800, StageType.scheduled),
        later: game('later', NOW + 7200, StageType.scheduled),
        over: game('over', NOW - 9000, StageType.finished),
        race: game('race', NOW - 60, StageType.live, true),
        stale: game('stale', NOW - 200_000, StageType.live),
      },
      tournaments: {},
    };
    expect(watchedGames(myGames, NOW).sort()).toEqual(['live', 'soon']);
  });
});
