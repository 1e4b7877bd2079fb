import { describe, expect, it } from 'vitest';
import { LagTracker, STALL_MS } from './lag.ts';

const MAX_LAG_MS = 5000;

function tracked(from: number | null = 10) {
  let now = 1000;
  const lag = new LagTracker({ now: () => now, maxLagMs: MAX_LAG_MS });
  if (from !== null) lag.positioned(from);
  return {
    lag,
    advance: (ms: number) => {
      now += ms;
    },
    /** One look at the stream's end, answered at once. */
    look: (head: number) => lag.answered(lag.ask(), head),
  };
}

describe('the lag of a node behind the change stream', () => {
  it('is nothing while the node reads up to every end it sees', () => {
    const { lag, advance, look } = tracked();
    look(10);
    advance(60_000);
    look(10);
    expect(lag.status()).toEqual({ bus: 'up', lagMessages: 0, lagMs: 0, reloading: false, behind: false });
  });

  it('counts from the first look that saw a message not read, and ends when the node reads it', () => {
    const { lag, advance, look } = tracked();
    look(12);
    advance(1000);
    look(13);
    advance(1000);
    expect(lag.status()).toMatchObject({ lagMessages: 3, lagMs: 2000, behind: false });
    lag.read(11);
    lag.read(12);
    // The first look is reached; the second (a second later) is not.
    expect(lag.status()).toMatchObject({ lagMessages: 1, lagMs: 1000 });
    advance(MAX_LAG_MS);
    expect(lag.status()).toMatchObject({ lagMs: MAX_LAG_MS + 1000, behind: true });
    lag.read(13);
    expect(lag.status()).toMatchObject({ lagMessages: 0, lagMs: 0, behind: false });
  });

  it('measures an answer from when the question was asked, not when it came', () => {
    const { lag, advance } = tracked();
    const question = lag.ask();
    advance(2500);
    lag.answered(question, 11);
    expect(lag.status().lagMs).toBe(2500);
  });

  it('holds a node that reloads behind until the reload is done', () => {
    const { lag, advance, look } = tracked();
    lag.reloading(true);
    lag.read(11);
    look(11);
    advance(MAX_LAG_MS + 1);
    expect(lag.status(1)).toMatchObject({ lagMessages: 1, reloading: true, behind: true });
    lag.reloading(false);
    expect(lag.status()).toMatchObject({ lagMessages: 0, lagMs: 0, reloading: false, behind: false });
  });

  it('forgets what it saw of a stream made anew, and ignores a look at a stream that went back', () => {
    const { lag, advance, look } = tracked(500);
    look(510);
    const asked = lag.ask();
    advance(1000);
    // The bus lost its data: reading starts again at 0 (the replicator reloads).
    lag.restarted(0);
    lag.answered(asked, 520); // asked of the old stream
    expect(lag.status()).toMatchObject({ lagMessages: 0, lagMs: 0 });
    lag.read(1);
    look(1);
    expect(lag.status()).toMatchObject({ lagMessages: 0, lagMs: 0 });

    // A new stream seen before the reader noticed: its end is below what was read.
    const other = tracked(500);
    other.look(3);
    other.advance(MAX_LAG_MS * 2);
    expect(other.lag.status()).toMatchObject({ lagMessages: 0, lagMs: 0, behind: false });
  });

  it('says the bus is down when it does not answer, and is not "behind" then', () => {
    const { lag, advance, look } = tracked();
    look(20);
    lag.unanswered();
    advance(MAX_LAG_MS * 3);
    // What it knew it lacked keeps its age, but a node cut off the bus stays ready.
    expect(lag.status()).toMatchObject({
      bus: 'down',
      lagMessages: 10,
      lagMs: MAX_LAG_MS * 3,
      behind: false,
    });
    look(20);
    expect(lag.status()).toMatchObject({ bus: 'up', behind: true });
  });

  it('finds a reader that stalled: behind, and nothing read for STALL_MS; then waits as long again', () => {
    const { lag, advance, look } = tracked();
    look(15);
    advance(STALL_MS - 1);
    expect(lag.stalled()).toBe(false);
    advance(1);
    expect(lag.stalled()).toBe(true);
    lag.nudged();
    expect(lag.stalled()).toBe(false);
    advance(STALL_MS);
    expect(lag.stalled()).toBe(true);
    // Reading again: not stalled while messages come, however far behind.
    lag.read(11);
    advance(STALL_MS - 1);
    expect(lag.stalled()).toBe(false);
    lag.read(15);
    advance(STALL_MS * 10);
    expect(lag.stalled()).toBe(false);
  });

  it('does not call a reload a stall: what is read waits, but nothing is left to read', () => {
    const { lag, advance, look } = tracked();
    lag.reloading(true);
    lag.read(12);
    look(12);
    advance(STALL_MS * 5);
    expect(lag.stalled()).toBe(false);
    expect(lag.status().behind).toBe(true);
  });

  it('knows nothing read before its first connection: any end it sees is lacked', () => {
    const { lag, advance, look } = tracked(null);
    look(7);
    advance(1000);
    expect(lag.status()).toMatchObject({ lagMessages: 0, lagMs: 1000 });
    lag.positioned(7);
    expect(lag.status()).toMatchObject({ lagMs: 0 });
  });
});
