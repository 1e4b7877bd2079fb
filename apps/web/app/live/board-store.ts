/**
 * The board's state and its snapshots for React (`useSyncExternalStore`):
 * - `getSnapshot()` returns the same object until something changes, then a new one; a snapshot is never
 *   mutated afterwards (copy-on-write: the maps a snapshot holds are copied before the next write).
 * - Snapshots are built lazily, when asked for, so a burst of ten push messages costs one build.
 * - Listeners are called at most once per scheduled flush (one animation frame), however many changes.
 */
import {
  activePeriodUpdate,
  type FeedDocument,
  isPenaltyUpdateAccepted,
  liveFlagClearAt,
  type MatchEvent,
  stageTypeTab,
} from '@nerali/domain';
import {
  CORRECTION_HIGHLIGHT_MS,
  COUNTER_HIGHLIGHT_MS,
  GOAL_HIGHLIGHT_MS,
  PENALTY_HIGHLIGHT_MS,
  SCORES_CHANGED_HIGHLIGHT_MS,
} from './constants.ts';
import {
  type ApplyMode,
  type BoardData,
  changesFromDocument,
  dataFromFullFeed,
  isOrderChange,
  orderBoard,
  sameValue,
  scoreChangeKind,
} from './board-data.ts';
import type { BoardLeague, BoardSnapshot, ConnectionState, RowMarkKind, RowMarksUntil } from './types.ts';

export interface BoardStoreInit {
  sportId: number;
  day: number;
  tzMinutes: number;
  /** The decoded initial full feed. */
  doc: FeedDocument;
  connection: ConnectionState;
  now: () => number;
  /** Server time estimate, unix seconds (used for snapshots made after the initial one). */
  serverNowS: () => number;
  /** Runs a callback soon (next animation frame); the store calls it at most once per pending flush. */
  scheduleFlush: (flush: () => void) => void;
  onListenerError: (error: unknown) => void;
}

export class BoardStore {
  private data: BoardData;
  private highlights: Map<string, number>;
  private keptLive = new Map<string, number>();
  private marks: Map<string, RowMarksUntil>;
  private marksShared = true;
  private connection: ConnectionState;
  private serviceDown = false;
  private leagues: readonly BoardLeague[] = [];
  private snapshot: BoardSnapshot;
  /** The snapshot holds `data.events` / `highlights` as they are: copy before writing. */
  private eventsShared = true;
  private highlightsShared = true;
  private keptLiveShared = true;
  private orderDirty = false;
  private dirty = false;
  private flushPending = false;
  private active = false;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly init: BoardStoreInit) {
    this.data = dataFromFullFeed(init.doc);
    this.connection = init.connection;
    this.highlights = initialHighlights(this.data.events, init.doc.serverTime, init.day);
    this.marks = initialMarks(this.data.events, init.doc.serverTime, init.day);
    this.leagues = orderBoard(this.data, []);
    // WARNING: the first snapshot must be a pure function of the feed: the server renders it (SSR) and the
    // browser rebuilds it for hydration. So its time is the feed's A2, not anybody's clock.
    this.snapshot = {
      sportId: init.sportId,
      day: init.day,
      tzMinutes: init.tzMinutes,
      leagues: this.leagues,
      events: this.data.events,
      highlightedUntil: this.highlights,
      keptLiveUntil: this.keptLive,
      marksUntil: this.marks,
      serverNowS: init.doc.serverTime ?? 0,
      connection: this.connection,
      serviceDown: false,
    };
  }

  getSnapshot = (): BoardSnapshot => {
    if (!this.dirty) return this.snapshot;
    if (this.orderDirty) {
      this.leagues = orderBoard(this.data, this.leagues);
      this.orderDirty = false;
    }
    this.snapshot = {
      ...this.snapshot,
      leagues: this.leagues,
      events: this.data.events,
      highlightedUntil: this.highlights,
      keptLiveUntil: this.keptLive,
      marksUntil: this.marks,
      serverNowS: this.init.serverNowS(),
      connection: this.connection,
      serviceDown: this.serviceDown,
    };
    this.eventsShared = true;
    this.highlightsShared = true;
    this.keptLiveShared = true;
    this.marksShared = true;
    this.dirty = false;
    return this.snapshot;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get events(): ReadonlyMap<string, MatchEvent> {
    return this.data.events;
  }

  /** Starts the highlight-expiry timer; nothing in the store runs a timer before this (SSR, other days). */
  activate(): void {
    this.active = true;
    this.scheduleExpiry();
  }

  deactivate(): void {
    this.active = false;
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
  }

  setConnection(connection: ConnectionState): void {
    if (connection === this.connection) return;
    this.connection = connection;
    this.changed();
  }

  /** Spec 1 §4 service status (`sst`): see BoardSnapshot.serviceDown. */
  setServiceDown(down: boolean): void {
    if (down === this.serviceDown) return;
    this.serviceDown = down;
    this.changed();
  }

  /** Applies the event rows of an update feed or push message ('patch') or of a repair feed ('replace'). */
  applyRows(doc: FeedDocument, mode: ApplyMode): void {
    const changes = changesFromDocument(this.data.events, doc.events, mode);
    // Events that left (only a catch-up from another node names them: RowKey.removed).
    const removed = doc.removed.filter((id) => this.data.events.has(id));
    if (changes.length === 0 && removed.length === 0) return;
    const events = this.writableEvents();
    for (const { before, after: sent } of changes) {
      const after = this.notePenalty(before, sent);
      events.set(after.id, after);
      this.keepLive(before, after);
      this.noteScores(before, after, doc.serverTime, true, true);
      this.noteCounter(before, after);
      if (isOrderChange(before, after)) this.orderDirty = true;
    }
    for (const id of removed) events.delete(id);
    if (removed.length > 0) this.orderDirty = true;
    this.changed();
  }

  /**
   * Replaces everything with a reloaded full feed; scores that moved meanwhile are highlighted, unless
   * `highlight` is false (the spoiler delay revealing scores it held back: those are not news).
   */
  replaceAll(doc: FeedDocument, { highlight = true }: { highlight?: boolean } = {}): void {
    const next = dataFromFullFeed(doc);
    for (const [id, sent] of next.events) {
      const before = this.data.events.get(id);
      if (!before) continue;
      const after = this.notePenalty(before, sent);
      if (after !== sent) next.events.set(id, after);
      this.keepLive(before, after);
      if (scoreChangeKind(before, after) !== null) {
        this.noteScores(before, after, doc.serverTime, highlight, false);
      }
      // Keep the old object where nothing changed, so memoised rows do not re-render.
      else if (sameValue(before, after)) next.events.set(id, before);
      this.noteCounter(before, after);
    }
    this.data = next;
    this.eventsShared = false;
    this.orderDirty = true;
    this.changed();
  }

  private writableEvents(): Map<string, MatchEvent> {
    if (this.eventsShared) {
      this.data = { ...this.data, events: new Map(this.data.events) };
      this.eventsShared = false;
    }
    return this.data.events;
  }

  private writableHighlights(): Map<string, number> {
    if (this.highlightsShared) {
      this.highlights = new Map(this.highlights);
      this.highlightsShared = false;
    }
    return this.highlights;
  }

  /**
   * [S1 9.11] [S1 9.14] A score change: a corrected score is marked for 15 s (and loses a goal highlight it
   * had: the goal it showed is gone); a goal is highlighted for 60 s, another score change for 60 s.
   */
  private noteScores(
    before: MatchEvent,
    after: MatchEvent,
    feedTimeS: number | null,
    highlight: boolean,
    live: boolean,
  ): void {
    const kind = scoreChangeKind(before, after);
    if (kind === null || !highlight) return;
    if (kind === 'correction') {
      if (this.highlights.has(after.id)) this.writableHighlights().delete(after.id);
      this.mark(after.id, 'correction', this.init.now() + CORRECTION_HIGHLIGHT_MS);
      return;
    }
    if (kind === 'goal') {
      this.highlight(after, feedTimeS, GOAL_HIGHLIGHT_MS);
      return;
    }
    // Hits, a set's games, runs: the time of the last main-score change says nothing of their age. An
    // update brings them as they happen; a reload (`live` false) goes by that time, as before.
    const fresh = live && after.scoreChangedAt === before.scoreChangedAt;
    this.highlight(after, fresh ? null : feedTimeS, SCORES_CHANGED_HIGHLIGHT_MS);
  }

  /**
   * [S1 4.38] [S1 9.12] A changed penalty incident is taken only within 5 minutes of the counter time and
   * in the event's stage; then the row is marked for 60 s from the incident. A refused one leaves the
   * penalty the board had (the returned event keeps it).
   */
  private notePenalty(before: MatchEvent, after: MatchEvent): MatchEvent {
    const incident = after.penalty;
    if (!incident || sameValue(before.penalty, incident)) return after;
    const nowS = this.init.serverNowS();
    if (!isPenaltyUpdateAccepted(incident, { nowS, stage: after.stage })) {
      const kept: MatchEvent = { ...after };
      if (before.penalty) kept.penalty = before.penalty;
      else delete kept.penalty;
      return kept;
    }
    const ageMs = Math.max(0, (nowS - incident.updatedAt) * 1000);
    if (ageMs < PENALTY_HIGHLIGHT_MS)
      this.mark(after.id, 'penalty', this.init.now() + PENALTY_HIGHLIGHT_MS - ageMs);
    return after;
  }

  /** [S1 4.11] [S1 9.13] A new period update time marks the row while it is active (the counter, 60 s). */
  private noteCounter(before: MatchEvent, after: MatchEvent): void {
    if (after.periodUpdatedAt === undefined || after.periodUpdatedAt === before.periodUpdatedAt) return;
    const nowS = this.init.serverNowS();
    const at = activePeriodUpdate(after, nowS);
    if (at === 0) return;
    this.mark(after.id, 'counter', this.init.now() + COUNTER_HIGHLIGHT_MS - (nowS - at) * 1000);
  }

  private mark(id: string, kind: RowMarkKind, untilMs: number): void {
    const marks = this.writableMarks();
    marks.set(id, { ...marks.get(id), [kind]: untilMs });
    this.scheduleExpiry();
  }

  private writableMarks(): Map<string, RowMarksUntil> {
    if (this.marksShared) {
      this.marks = new Map(this.marks);
      this.marksShared = false;
    }
    return this.marks;
  }

  /**
   * Highlights an event's score for 60 s from the change. When the event says when its score changed
   * (`scoreChangedAt`, server clock) and the feed says when it was made (A2, same clock), the time already
   * gone is taken off: a board reloaded after the laptop slept 10 minutes does not light up old goals.
   */
  private highlight(event: MatchEvent, feedTimeS: number | null, durationMs = GOAL_HIGHLIGHT_MS): void {
    const ageMs =
      event.scoreChangedAt !== undefined && feedTimeS !== null
        ? Math.max(0, (feedTimeS - event.scoreChangedAt) * 1000)
        : 0;
    if (ageMs >= durationMs) return;
    this.writableHighlights().set(event.id, this.init.now() + durationMs - ageMs);
    this.scheduleExpiry();
  }

  /**
   * [4.5] An event seen to stop being live keeps its live flag for TIME_KEEP_MATCH_LIVE_S (180 s) from now; one
   * that comes back to live (a correction, a resumed match) drops the kept flag, its own is enough.
   */
  private keepLive(before: MatchEvent | undefined, after: MatchEvent): void {
    if (!before) return;
    const wasLive = stageTypeTab(before) === 'live' || this.keptLive.has(before.id);
    if (stageTypeTab(after) === 'live') {
      if (this.keptLive.has(after.id)) this.writableKeptLive().delete(after.id);
      return;
    }
    if (!wasLive || this.keptLive.has(after.id)) return;
    this.writableKeptLive().set(after.id, liveFlagClearAt(this.init.now() / 1000) * 1000);
    this.scheduleExpiry();
  }

  private writableKeptLive(): Map<string, number> {
    if (this.keptLiveShared) {
      this.keptLive = new Map(this.keptLive);
      this.keptLiveShared = false;
    }
    return this.keptLive;
  }

  /** One timer for the earliest of the highlights' and the kept live flags' ends. */
  private scheduleExpiry(): void {
    if (!this.active) return;
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    if (this.highlights.size === 0 && this.keptLive.size === 0 && this.marks.size === 0) return;
    const markEnds = [...this.marks.values()].flatMap((m) => Object.values(m) as number[]);
    const earliest = Math.min(...this.highlights.values(), ...this.keptLive.values(), ...markEnds);
    this.expiryTimer = setTimeout(
      () => {
        this.expiryTimer = undefined;
        this.pruneExpired();
      },
      Math.max(0, earliest - this.init.now()),
    );
  }

  private pruneExpired(): void {
    const nowMs = this.init.now();
    const expired = [...this.highlights].filter(([, until]) => until <= nowMs);
    if (expired.length > 0) {
      const highlights = this.writableHighlights();
      for (const [id] of expired) highlights.delete(id);
      this.changed();
    }
    const ended = [...this.marks].filter(([, m]) => Object.values(m).some((until) => until <= nowMs));
    if (ended.length > 0) {
      const marks = this.writableMarks();
      for (const [id, m] of ended) {
        const left = Object.fromEntries(Object.entries(m).filter(([, until]) => until > nowMs));
        if (Object.keys(left).length > 0) marks.set(id, left);
        else marks.delete(id);
      }
      this.changed();
    }
    const cleared = [...this.keptLive].filter(([, until]) => until <= nowMs);
    if (cleared.length > 0) {
      const kept = this.writableKeptLive();
      for (const [id] of cleared) kept.delete(id);
      // The live tab loses the match now: the board re-orders and redraws (spec: "reloads the live tab").
      this.orderDirty = true;
      this.changed();
    }
    this.scheduleExpiry();
  }

  private changed(): void {
    this.dirty = true;
    if (this.flushPending) return;
    this.flushPending = true;
    this.init.scheduleFlush(() => {
      this.flushPending = false;
      for (const listener of [...this.listeners]) {
        // A listener's error (a render bug) must not stop the others or the live loop.
        try {
          listener();
        } catch (error) {
          this.init.onListenerError(error);
        }
      }
    });
  }
}

/**
 * Highlights for goals scored just before the feed was made (its A2 time). Only today's board has them.
 * They are in the server's clock, as the first snapshot must not depend on the local one (see above);
 * the error is the clock skew, normally under a second.
 */
function initialHighlights(
  events: ReadonlyMap<string, MatchEvent>,
  feedTimeS: number | null,
  day: number,
): Map<string, number> {
  const highlights = new Map<string, number>();
  if (day !== 0 || feedTimeS === null) return highlights;
  for (const event of events.values()) {
    const at = event.scoreChangedAt;
    if (at !== undefined && at * 1000 + GOAL_HIGHLIGHT_MS > feedTimeS * 1000) {
      highlights.set(event.id, at * 1000 + GOAL_HIGHLIGHT_MS);
    }
  }
  return highlights;
}

/**
 * [S1 4.11] [S1 9.12] [S1 9.13] Marks for what happened just before the feed was made (its A2): a period
 * update still active, a penalty of the current stage less than 60 s old. Today's board only; server
 * clock, as the highlights above.
 */
function initialMarks(
  events: ReadonlyMap<string, MatchEvent>,
  feedTimeS: number | null,
  day: number,
): Map<string, RowMarksUntil> {
  const marks = new Map<string, RowMarksUntil>();
  if (day !== 0 || feedTimeS === null) return marks;
  for (const event of events.values()) {
    const m: RowMarksUntil = {};
    const at = activePeriodUpdate(event, feedTimeS);
    if (at > 0) m.counter = at * 1000 + COUNTER_HIGHLIGHT_MS;
    const penalty = event.penalty;
    if (
      penalty &&
      feedTimeS - penalty.updatedAt < PENALTY_HIGHLIGHT_MS / 1000 &&
      isPenaltyUpdateAccepted(penalty, { nowS: feedTimeS, stage: event.stage })
    ) {
      m.penalty = penalty.updatedAt * 1000 + PENALTY_HIGHLIGHT_MS;
    }
    if (m.counter !== undefined || m.penalty !== undefined) marks.set(event.id, m);
  }
  return marks;
}
