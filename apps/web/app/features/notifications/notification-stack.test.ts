import { describe, expect, it } from 'vitest';
import { FakeTimers } from '../../live/testing/fake-timers.ts';
import type { GameNotification } from './notification-model.ts';
import {
  NOTIFICATION_CHECK_MS,
  NOTIFICATION_EXPIRY_MS,
  notificationCapacity,
  NotificationStack,
} from './notification-stack.ts';

function box(id: string, arrivedMs: number): GameNotification {
  return {
    id,
    gameId: `g_1_${id.padEnd(8, '0')}`,
    sportId: 1,
    kind: 'goal',
    homeName: 'Chennaiyin FC',
    awayName: 'Kerala Blasters',
    score: '1-0',
    logos: null,
    timestampS: Math.floor(arrivedMs / 1000),
    arrivedMs,
  };
}

describe('notification layout (spec 1 §9: 262 px wide, 8 px apart)', () => {
  it('as many as the width holds, none in the responsive layout below 800 px', () => {
    expect(notificationCapacity(640)).toBe(0);
    expect(notificationCapacity(799)).toBe(0);
    // 8 + 262 + 8 + 262 + 8 = 548 ... at 800 px two fit, the third would need 818.
    expect(notificationCapacity(800)).toBe(2);
    expect(notificationCapacity(818)).toBe(3);
    expect(notificationCapacity(1280)).toBe(4);
    expect(notificationCapacity(1920)).toBe(7);
    expect(notificationCapacity(Number.NaN)).toBe(0);
  });

  it('the rest wait hidden, oldest shown first, and come in when there is room', () => {
    const timers = new FakeTimers();
    const stack = new NotificationStack(800, timers);
    for (const id of ['a', 'b', 'c']) stack.add(box(id, timers.now()));
    expect(stack.getView().visible.map((n) => n.id)).toEqual(['a', 'b']);
    expect(stack.getView().hidden).toBe(1);
    stack.remove('a');
    expect(stack.getView().visible.map((n) => n.id)).toEqual(['b', 'c']);
    expect(stack.getView().hidden).toBe(0);
  });

  it('a wider window shows more at once; a phone-sized one none', () => {
    const timers = new FakeTimers();
    const stack = new NotificationStack(800, timers);
    for (const id of ['a', 'b', 'c']) stack.add(box(id, 0));
    stack.setWidth(1280);
    timers.advance(100);
    expect(stack.getView().visible).toHaveLength(3);
    stack.setWidth(640);
    timers.advance(100);
    expect(stack.getView().visible).toHaveLength(0);
    expect(stack.getView().hidden).toBe(3);
  });

  it('[S1 9.41] a resize redraws the boxes once, 100 ms after the last width (redraw delay)', () => {
    const timers = new FakeTimers();
    const stack = new NotificationStack(800, timers);
    for (const id of ['a', 'b', 'c']) stack.add(box(id, 0));
    let draws = 0;
    stack.subscribe(() => draws++);
    for (const w of [900, 1000, 1100, 1280]) {
      stack.setWidth(w);
      timers.advance(50);
    }
    expect(draws).toBe(0);
    expect(stack.getView().visible).toHaveLength(2);
    timers.advance(50);
    expect(draws).toBe(1);
    expect(stack.getView().visible).toHaveLength(3);
  });

  it('the same notification delivered twice is one box', () => {
    const stack = new NotificationStack(1280, new FakeTimers());
    stack.add(box('a', 0));
    stack.add(box('a', 0));
    expect(stack.getView().visible).toHaveLength(1);
  });
});

describe('notification expiry (180 s after arrival, checked every 1 s)', () => {
  it('goes within a second of its 180 s, and the timer stops when none is left', () => {
    const timers = new FakeTimers();
    const stack = new NotificationStack(1280, timers);
    stack.add(box('a', timers.now()));
    timers.advance(60_000);
    stack.add(box('b', timers.now()));
    timers.advance(NOTIFICATION_EXPIRY_MS - 60_000 - 1);
    expect(stack.getView().visible.map((n) => n.id)).toEqual(['a', 'b']);
    // Its last second: it fades out before the check that removes it.
    expect([...stack.getView().fading]).toEqual(['a']);
    timers.advance(NOTIFICATION_CHECK_MS);
    expect(stack.getView().visible.map((n) => n.id)).toEqual(['b']);
    timers.advance(60_000);
    expect(stack.getView().visible).toEqual([]);
    expect(timers.timerCount).toBe(0);
  });

  it('a hidden one expires too (its 180 s count from arrival, not from being shown)', () => {
    const timers = new FakeTimers();
    const stack = new NotificationStack(800, timers);
    for (const id of ['a', 'b', 'c']) stack.add(box(id, timers.now()));
    timers.advance(NOTIFICATION_EXPIRY_MS + NOTIFICATION_CHECK_MS);
    expect(stack.getView()).toMatchObject({ visible: [], hidden: 0 });
  });

  it('tells its listeners of every change', () => {
    const stack = new NotificationStack(1280, new FakeTimers());
    let calls = 0;
    const stop = stack.subscribe(() => calls++);
    stack.add(box('a', 0));
    stack.remove('a');
    stop();
    stack.add(box('b', 0));
    expect(calls).toBe(2);
  });
});
