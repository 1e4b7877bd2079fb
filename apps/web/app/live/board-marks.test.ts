/**
 * The row marks of spec 1 §9 (correction 15 s, penalty 60 s, counter 60 s, scores-changed 60 s) and the
 * rules of §4 they follow (period update time, penalty updates), on the real store and the real codec.
 */
import {
  decodeFeedDocument,
  encodeFullFeed,
  encodeUpdateFeed,
  EventStage,
  eventDeltaCells,
  type MatchEvent,
  StageType,
} from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardStore } from './board-store.ts';
import {
  CORRECTION_HIGHLIGHT_MS,
  COUNTER_HIGHLIGHT_MS,
  GOAL_HIGHLIGHT_MS,
  PENALTY_HIGHLIGHT_MS,
  SCORES_CHANGED_HIGHLIGHT_MS,
} from './constants.ts';
import { INDIA, ISL, match, SPORT, TZ } from './testing/fake-feed-server.ts';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const T0_S = T0 / 1000;
const ID = 'g_1_ISL00001';

const live = (extra: Partial<MatchEvent> = {}): MatchEvent =>
  match(ID, ISL.id, T0_S - 3000, {
    stageType: StageType.live,
    stage: EventStage.secondHalf,
    homeScore: '1',
    awayScore: '0',
    homeParts: [1],
    awayParts: [0],
    ...extra,
  });

function storeWith(first: MatchEvent, day = 0): BoardStore {
  const body = encodeFullFeed({
    sportId: SPORT,
    lang: 'ta',
    day,
    tzMinutes: TZ,
    sections: [{ league: ISL, country: INDIA, events: [first] }],
    signature: 'a.1',
    serverTime: Math.floor(Date.now() / 1000),
  });
  const store = new BoardStore({
    sportId: SPORT,
    day,
    tzMinutes: TZ,
    doc: decodeFeedDocument(body),
    connection: 'polling',
    now: () => Date.now(),
    serverNowS: () => Math.floor(Date.now() / 1000),
    scheduleFlush: (flush) => flush(),
    onListenerError: (error) => {
      throw error;
    },
  });
  store.activate();
  return store;
}

function update(store: BoardStore, before: MatchEvent, after: MatchEvent): void {
  const delta = eventDeltaCells(before, after);
  const body = encodeUpdateFeed({
    sportId: SPORT,
    deltas: delta ? [delta] : [],
    signature: 'a.2',
    serverTime: Math.floor(Date.now() / 1000),
  });
  store.applyRows(decodeFeedDocument(body), 'patch');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('[S1 9.11] correction highlight', () => {
  it('[S1 9.11] a score that goes down (a goal taken back) is marked 15 s, with no goal highlight', () => {
    const scored = live({ homeScore: '2', homeParts: [1], scoreChangedAt: T0_S });
    const store = storeWith(live());
    update(store, live(), scored);
    expect(store.getSnapshot().highlightedUntil.get(ID)).toBe(T0 + GOAL_HIGHLIGHT_MS);
    vi.advanceTimersByTime(5_000);
    const taken = live({ homeScore: '1', scoreChangedAt: T0_S + 5 });
    update(store, scored, taken);
    const snap = store.getSnapshot();
    expect(CORRECTION_HIGHLIGHT_MS).toBe(15_000);
    expect(snap.marksUntil.get(ID)?.correction).toBe(T0 + 5_000 + 15_000);
    expect(snap.highlightedUntil.has(ID)).toBe(false);
    vi.advanceTimersByTime(15_000);
    expect(store.getSnapshot().marksUntil.has(ID)).toBe(false);
  });

  it('[S1 9.11] a goal moved to the other side is a correction too; a goal is not', () => {
    const store = storeWith(live());
    update(store, live(), live({ homeScore: '0', awayScore: '1' }));
    expect(store.getSnapshot().marksUntil.get(ID)?.correction).toBeDefined();
    const other = storeWith(live());
    update(other, live(), live({ homeScore: '2' }));
    expect(other.getSnapshot().marksUntil.has(ID)).toBe(false);
  });
});

describe('[S1 9.14] scores-changed highlight', () => {
  it('[S1 9.14] a change of the other scores alone (hits) highlights the row for 60 s', () => {
    const base = live({ sportId: 6, homeHits: 4, awayHits: 2 });
    const store = storeWith(base);
    update(store, base, { ...base, homeHits: 5 });
    expect(SCORES_CHANGED_HIGHLIGHT_MS).toBe(60_000);
    expect(store.getSnapshot().highlightedUntil.get(ID)).toBe(T0 + SCORES_CHANGED_HIGHLIGHT_MS);
  });

  it('[S1 9.14] a hit long after the last run still highlights: the time of the last run is not its age', () => {
    const base = live({ sportId: 6, homeHits: 4, awayHits: 2, scoreChangedAt: T0_S - 1200 });
    const store = storeWith(base);
    update(store, base, { ...base, awayHits: 3 });
    expect(store.getSnapshot().highlightedUntil.get(ID)).toBe(T0 + SCORES_CHANGED_HIGHLIGHT_MS);
  });
});

describe('[S1 4.38] [S1 9.12] penalty', () => {
  const penalty = (updatedAt: number, stage: EventStage = EventStage.secondHalf) => ({
    updatedAt,
    incidentId: 'p1',
    stage,
  });

  it('[S1 9.12] an accepted penalty incident marks the row for 60 s from the incident', () => {
    const store = storeWith(live());
    update(store, live(), live({ penalty: penalty(T0_S - 10) }));
    const snap = store.getSnapshot();
    expect(PENALTY_HIGHLIGHT_MS).toBe(60_000);
    expect(snap.events.get(ID)?.penalty?.incidentId).toBe('p1');
    expect(snap.marksUntil.get(ID)?.penalty).toBe(T0 + 50_000);
  });

  it('[S1 4.38] an incident more than 5 minutes from the counter time is refused: the old one stays', () => {
    const old = live({ penalty: { updatedAt: T0_S - 2000, incidentId: 'p0', stage: EventStage.firstHalf } });
    const store = storeWith(old);
    update(store, old, live({ penalty: penalty(T0_S - 301) }));
    const snap = store.getSnapshot();
    expect(snap.events.get(ID)?.penalty?.incidentId).toBe('p0');
    expect(snap.marksUntil.has(ID)).toBe(false);
  });

  it('[S1 4.38] an incident of another stage is refused', () => {
    const store = storeWith(live());
    update(store, live(), live({ penalty: penalty(T0_S - 5, EventStage.firstHalf) }));
    expect(store.getSnapshot().events.get(ID)?.penalty).toBeUndefined();
  });
});

describe('[S1 4.11] [S1 9.13] period update (the counter)', () => {
  it('[S1 9.13] a new period update time marks the row for the rest of its 60 s', () => {
    const store = storeWith(live({ stage: EventStage.halfTime }));
    update(store, live({ stage: EventStage.halfTime }), live({ periodUpdatedAt: T0_S - 20 }));
    expect(COUNTER_HIGHLIGHT_MS).toBe(60_000);
    expect(store.getSnapshot().marksUntil.get(ID)?.counter).toBe(T0 + 40_000);
    vi.advanceTimersByTime(40_000);
    expect(store.getSnapshot().marksUntil.has(ID)).toBe(false);
  });

  it('[S1 4.11] a period update time older than 60 s marks nothing: it reads as 0', () => {
    const store = storeWith(live());
    update(store, live(), live({ periodUpdatedAt: T0_S - 61 }));
    expect(store.getSnapshot().marksUntil.has(ID)).toBe(false);
  });

  it('[S1 4.11] a full feed made just after a period update marks it; another day never', () => {
    expect(
      storeWith(live({ periodUpdatedAt: T0_S - 30 }))
        .getSnapshot()
        .marksUntil.get(ID)?.counter,
    ).toBe(T0 + 30_000);
    expect(storeWith(live({ periodUpdatedAt: T0_S - 30 }), -1).getSnapshot().marksUntil.size).toBe(0);
  });
});
