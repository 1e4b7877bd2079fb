import { EventStage, type MatchEvent, StageType, Winner } from '@nerali/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_S, dayOf, fixturesForDay } from './fixtures.ts';
import { AHEAD_S, createSimulator, KEEP_PAST_S } from './simulator.ts';
import { createRecordingPort } from './testing.ts';

const T0 = Date.UTC(2026, 2, 10, 9, 30); // 15:00 in India

function run(seed: number, startMs: number, options: { speed?: number; sports?: number[] } = {}) {
  let now = startMs;
  const port = createRecordingPort();
  const sim = createSimulator({ seed, clock: () => now, port, ...options });
  return {
    sim,
    port,
    at(ms: number) {
      now = ms;
      sim.tick();
    },
    get now() {
      return now;
    },
  };
}

const live = (events: Iterable<MatchEvent>, sportId: number) =>
  [...events].filter((e) => e.sportId === sportId && e.stageType === StageType.live);

describe('simulator', () => {
  afterEach(() => vi.useRealTimers());

  it('emits the same world and the same sequence for the same seed, another for another seed', () => {
    const sequence = (seed: number) => {
      const r = run(seed, T0, { sports: [2, 42] });
      for (let s = 0; s <= 600; s += 20) r.at(T0 + s * 1000);
      return r.port;
    };
    const a = sequence(7);
    const b = sequence(7);
    const c = sequence(8);
    expect(a.countries).toEqual(b.countries);
    expect(a.leagues).toEqual(b.leagues);
    expect(a.participants).toEqual(b.participants);
    expect(a.calls).toEqual(b.calls);
    expect(a.calls.length).toBeGreaterThan(10);
    expect(a.calls).not.toEqual(c.calls);
  });

  it('has matches live at any time of day, the big sports at most hours, from their leagues over the time zones', () => {
    // No grid: what is live is what the season calendars hold (fixtures.ts). Football, tennis,
    // cricket, basketball, ice hockey and baseball leagues span the time zones.
    const BIG = [1, 2, 13, 3, 4, 6];
    const instants = [
      [0, 0],
      [3, 30],
      [7, 45],
      [12, 0],
      [16, 20],
      [20, 10],
      [23, 50],
    ] as const;
    for (const seed of [1, 2026]) {
      const r = run(seed, T0);
      const liveAt = new Map<number, number>();
      for (const [h, m] of instants) {
        r.at(Date.UTC(2026, 2, 11, h, m));
        const all = [...r.port.events.values()].filter((e) => e.stageType === StageType.live);
        // The quietest hour is the turn of the UTC day (Europe done, the Americas' evening starting).
        expect(all.length, `live at ${h}:${m}`).toBeGreaterThanOrEqual(5);
        for (const sport of BIG)
          if (live(all, sport).length > 0) liveAt.set(sport, (liveAt.get(sport) ?? 0) + 1);
      }
      for (const sport of BIG) expect(liveAt.get(sport) ?? 0, `sport ${sport}`).toBeGreaterThanOrEqual(4);
    }
  }, 60_000); // 38 sports over a day of ticks: 10 s alone, twice that beside other suites

  it('holds 7 days of results and 7 days of fixtures, finished ones with a winner', () => {
    const r = run(5, T0, { sports: [1] });
    r.at(T0);
    const events = [...r.port.events.values()];
    const nowS = T0 / 1000;
    expect(Math.min(...events.map((e) => e.startTime))).toBeLessThan(nowS - 7 * DAY_S + 3600);
    // Football's calendar has days without a match: the last kick-off held is on the window's last day.
    expect(Math.max(...events.map((e) => e.startTime))).toBeGreaterThan(nowS + 6 * DAY_S);
    expect(Math.max(...events.map((e) => e.startTime))).toBeLessThanOrEqual(nowS + 7 * DAY_S);
    for (const e of events) {
      if (e.startTime > nowS) expect(e.stageType).toBe(StageType.scheduled);
      if (e.stageType === StageType.finished) {
        expect(e.winner).toBeDefined();
        const [h, a] = [Number(e.homeScore), Number(e.awayScore)];
        if (h !== a) expect(e.winner).toBe(h > a ? Winner.home : Winner.away);
      }
      if (e.stageType !== StageType.scheduled) {
        expect(e.stageStartTime ?? 0).toBeLessThanOrEqual(nowS);
        expect(e.scoreChangedAt ?? 0).toBeLessThanOrEqual(nowS);
      }
    }
  });

  it('puts only events that changed', () => {
    // Tennis: in play at 09:30 UTC (Chennai's afternoon), its points change every minute.
    const r = run(3, T0, { sports: [2] });
    r.at(T0);
    const calls = r.port.calls.length;
    r.at(T0); // same instant: nothing changed
    expect(r.port.calls.length).toBe(calls);
    r.at(T0 + 60_000);
    const last = r.port.calls[r.port.calls.length - 1];
    expect(last && 'put' in last ? last.put.length : 0).toBeGreaterThan(0);
    expect(last && 'put' in last ? last.put.length : 99).toBeLessThan(
      live(r.port.events.values(), 2).length + 5,
    );
  });

  it('slides the window: a day later, old events are removed and a new day of fixtures arrives', () => {
    const r = run(4, T0, { sports: [42] });
    r.at(T0);
    const before = new Set(r.port.events.keys());
    r.at(T0 + DAY_S * 1000);
    const removed = r.port.calls.flatMap((c) => ('removed' in c ? c.removed : []));
    // Exactly the kabaddi fixtures that kicked off in the day that left the window [from, to), and
    // those of the day that entered it (from, to].
    const kickoffs = (fromS: number, toS: number, entering: boolean) =>
      [dayOf(fromS), dayOf(toS)]
        .flatMap((d) => fixturesForDay(r.sim.world, 4, 42, d))
        .filter((fx) =>
          entering
            ? fx.startTime > fromS && fx.startTime <= toS
            : fx.startTime >= fromS && fx.startTime < toS,
        ).length;
    const t0 = T0 / 1000;
    expect(removed.length).toBe(kickoffs(t0 - KEEP_PAST_S, t0 + DAY_S - KEEP_PAST_S, false));
    expect(removed.length).toBeGreaterThan(10);
    for (const id of removed) expect(before.has(id)).toBe(true);
    const nowS = r.now / 1000;
    for (const e of r.port.events.values()) expect(e.startTime).toBeGreaterThanOrEqual(nowS - KEEP_PAST_S);
    const added = [...r.port.events.keys()].filter((id) => !before.has(id));
    expect(added.length).toBe(kickoffs(t0 + AHEAD_S, t0 + DAY_S + AHEAD_S, true));
    expect(added.length).toBeGreaterThan(10);
  });

  it('plays a match to the end and finishes it sooner at a higher speed', () => {
    const finishedAfter = (speed: number) => {
      const r = run(11, T0, { speed, sports: [1] });
      r.at(T0);
      const next = [...r.port.events.values()]
        .filter((e) => e.stageType === StageType.scheduled)
        .sort((a, b) => a.startTime - b.startTime)[0];
      if (!next) throw new Error('no scheduled match');
      const minutes: string[] = [];
      for (let s = next.startTime; s < next.startTime + 4 * 3600; s += 30 / speed) {
        r.at(s * 1000);
        const e = r.port.events.get(next.id);
        if (e?.gameTime) minutes.push(e.gameTime);
        if (e?.stageType === StageType.finished) {
          expect(e.winner).toBeDefined();
          return { minutes: (s - next.startTime) / 60, gameTimes: minutes };
        }
      }
      throw new Error('match did not finish');
    };
    const normal = finishedAfter(1);
    const fast = finishedAfter(10);
    expect(normal.minutes).toBeGreaterThan(100);
    expect(fast.minutes).toBeLessThan(normal.minutes / 5);
    // At speed 1 the client counts the minute; faster, the simulator says it.
    expect(normal.gameTimes).toEqual([]);
    expect(fast.gameTimes).toContain('46');
  });

  it('keeps kickoffs at clock times whatever the speed', () => {
    const a = run(6, T0, { sports: [13] });
    const b = run(6, T0, { sports: [13], speed: 30 });
    a.at(T0);
    b.at(T0);
    const starts = (r: typeof a) => [...r.port.events.values()].map((e) => [e.id, e.startTime]).sort();
    expect(starts(b)).toEqual(starts(a));
  });

  it('ticks every second on a real timer after start() and stops on stop()', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    const port = createRecordingPort();
    const sim = createSimulator({ seed: 2, clock: () => Date.now(), port, sports: [42] });
    const started = sim.start();
    expect(port.countries[0]?.code).toBe('in');
    let filled = false;
    void started.then(() => (filled = true));
    // The fill's steps, with setImmediate between them, until the window is in.
    for (let i = 0; i < 10_000 && !filled; i++) await vi.advanceTimersToNextTimerAsync();
    expect(filled).toBe(true);
    const first = port.calls.length;
    vi.advanceTimersByTime(120_000);
    const running = port.calls.length;
    expect(running).toBeGreaterThan(first + 2);
    sim.stop();
    vi.advanceTimersByTime(120_000);
    expect(port.calls.length).toBe(running);
  });

  it('refuses an unknown sport and a bad speed', () => {
    const port = createRecordingPort();
    expect(() => createSimulator({ seed: 1, clock: () => T0, port, sports: [20] })).toThrow(RangeError); // no sport has id 20
    expect(() => createSimulator({ seed: 1, clock: () => T0, port, speed: 0 })).toThrow(RangeError);
  });

  it('shows Test matches overnight as after-day, not live', () => {
    const r = run(8, T0, { sports: [13] });
    let seen = 0;
    for (let h = 0; h < 48 && seen === 0; h += 1) {
      r.at(T0 + h * 3600_000);
      seen = [...r.port.events.values()].filter(
        (e) => e.stage >= EventStage.afterDay1 && e.stage <= EventStage.afterDay5,
      ).length;
    }
    expect(seen).toBeGreaterThan(0);
    for (const e of r.port.events.values()) {
      if (e.stage >= EventStage.afterDay1 && e.stage <= EventStage.afterDay5) {
        expect(e.stageType).toBe(StageType.finished);
        expect(e.winner).toBeUndefined();
      }
    }
  });
});
