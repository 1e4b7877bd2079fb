import { describe, expect, it } from 'vitest';
import { clampDelayS, DelayQueue, followDelay, type SpoilerDelaySource } from './delay-queue.ts';
import { FakeTimers } from './testing/fake-timers.ts';

function setup(delayS: number) {
  const timers = new FakeTimers();
  const seen: string[] = [];
  const queue = new DelayQueue(delayS, timers);
  const push = (label: string) => queue.push(() => seen.push(label));
  return { timers, seen, queue, push };
}

describe('spoiler delay queue', () => {
  it('N = 0 runs every item at once, synchronously, with no timer (today’s behaviour)', () => {
    const { timers, seen, push, queue } = setup(0);
    push('goal');
    expect(seen).toEqual(['goal']);
    push('red card');
    expect(seen).toEqual(['goal', 'red card']);
    expect(queue.size).toBe(0);
    expect(timers.timerCount).toBe(0);
  });

  it('holds each item exactly N seconds after its arrival', () => {
    const { timers, seen, push } = setup(30);
    push('goal');
    timers.advance(10_000);
    push('second goal');
    timers.advance(19_999);
    expect(seen).toEqual([]);
    timers.advance(1);
    expect(seen).toEqual(['goal']);
    timers.advance(9_999);
    expect(seen).toEqual(['goal']);
    timers.advance(1);
    expect(seen).toEqual(['goal', 'second goal']);
    expect(timers.timerCount).toBe(0);
  });

  it('keeps arrival order, also for items that arrive in the same millisecond', () => {
    const { timers, seen, push } = setup(5);
    for (const label of ['a', 'b', 'c', 'd']) push(label);
    timers.advance(2_000);
    push('e');
    timers.advance(10_000);
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lowering N releases what is due at once, in order, and the rest at its new time', () => {
    const { timers, seen, push, queue } = setup(60);
    push('a');
    timers.advance(20_000);
    push('b');
    timers.advance(20_000); // a waited 40 s, b 20 s
    queue.setDelay(30);
    expect(seen).toEqual(['a']);
    timers.advance(9_999);
    expect(seen).toEqual(['a']);
    timers.advance(1);
    expect(seen).toEqual(['a', 'b']);
  });

  it('raising N holds waiting items longer: the screen pauses, never goes back', () => {
    const { timers, seen, push, queue } = setup(10);
    push('a');
    timers.advance(5_000);
    queue.setDelay(30);
    timers.advance(20_000);
    expect(seen).toEqual([]);
    timers.advance(5_000);
    expect(seen).toEqual(['a']);
  });

  it('N set to 0 while items wait flushes them in order; later items pass straight through', () => {
    const { seen, push, queue, timers } = setup(45);
    push('a');
    push('b');
    queue.setDelay(0);
    expect(seen).toEqual(['a', 'b']);
    push('c');
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(timers.timerCount).toBe(0);
  });

  it('an item pushed while older ones are being released waits behind them (never out of order)', () => {
    const { seen, push, queue, timers } = setup(10);
    queue.push(() => {
      seen.push('a');
      push('c');
    });
    push('b');
    queue.setDelay(0);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(timers.timerCount).toBe(0);
  });

  it('an item that throws does not hold back the ones behind it', () => {
    const timers = new FakeTimers();
    const errors: unknown[] = [];
    const queue = new DelayQueue(1, timers, (error) => errors.push(error));
    const seen: string[] = [];
    queue.push(() => {
      throw new Error('render bug');
    });
    queue.push(() => seen.push('next'));
    timers.advance(1_000);
    expect(seen).toEqual(['next']);
    expect(errors).toHaveLength(1);
  });

  it('stop() pauses without losing anything; start() runs what fell due, in order', () => {
    const { timers, seen, push, queue } = setup(5);
    push('a');
    queue.stop();
    push('b');
    timers.advance(10_000);
    expect(seen).toEqual([]);
    expect(timers.timerCount).toBe(0);
    queue.start();
    expect(seen).toEqual(['a', 'b']);
    push('c');
    timers.advance(5_000);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('clear() forgets what waits', () => {
    const { timers, seen, push, queue } = setup(5);
    push('a');
    queue.clear();
    timers.advance(10_000);
    expect(seen).toEqual([]);
    expect(timers.timerCount).toBe(0);
  });

  it('follows a delay source', () => {
    let seconds = 20;
    const listeners = new Set<() => void>();
    const source: SpoilerDelaySource = {
      get: () => seconds,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const { seen, push, queue } = setup(0);
    const detach = followDelay(queue, source);
    push('a');
    expect(seen).toEqual([]);
    seconds = 0;
    for (const listener of listeners) listener();
    expect(seen).toEqual(['a']);
    detach();
    expect(listeners.size).toBe(0);
  });

  it('delays are whole seconds from 0 to 120', () => {
    expect(clampDelayS(-5)).toBe(0);
    expect(clampDelayS(Number.NaN)).toBe(0);
    expect(clampDelayS(12.7)).toBe(12);
    expect(clampDelayS(500)).toBe(120);
  });
});
