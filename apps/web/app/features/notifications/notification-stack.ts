/**
 * The floating notifications at the bottom of the page (spec 1 §4 "Notifications", §9): 262 px wide,
 * 8 px apart, as many side by side as the window's width holds (the rest wait, hidden, until there is
 * room), each gone 180 s after it arrived (checked every 1 s), none in the responsive layout (below
 * 800 px). The state and its clock; the drawing is NotificationArea.tsx.
 */
import { type DelayTimers, SYSTEM_TIMERS } from '../../live/delay-queue.ts';
import type { GameNotification } from './notification-model.ts';

export const NOTIFICATION_WIDTH_PX = 262;
export const NOTIFICATION_GAP_PX = 8;
export const NOTIFICATION_EXPIRY_MS = 180_000;
export const NOTIFICATION_CHECK_MS = 1000;
/** Spec 1 §2 responsive breakpoint: narrower windows get no floating notifications (§5). */
export const RESPONSIVE_MAX_PX = 800;
/** Spec 1 §9 "redraw delay 100 ms": a resizing window redraws the boxes once it has settled. */
export const NOTIFICATION_REDRAW_DELAY_MS = 100;
/** More than this many waiting is a backlog nobody reads: the oldest go first. */
export const MAX_WAITING = 20;

/** How many boxes fit side by side in a window this wide (a gap at each edge too); 0 below 800 px. */
export function notificationCapacity(widthPx: number): number {
  if (!(widthPx >= RESPONSIVE_MAX_PX)) return 0;
  return Math.floor((widthPx - NOTIFICATION_GAP_PX) / (NOTIFICATION_WIDTH_PX + NOTIFICATION_GAP_PX));
}

export interface StackView {
  visible: readonly GameNotification[];
  /** Waiting for room (spec: the hidden flag). */
  hidden: number;
  /** In their last second: they fade out before the check that removes them. */
  fading: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

export class NotificationStack {
  private items: GameNotification[] = [];
  private view: StackView = { visible: [], hidden: 0, fading: NONE };
  private fading: ReadonlySet<string> = NONE;
  private capacity: number;
  private timer: unknown = undefined;
  private redrawTimer: unknown = undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    widthPx: number,
    private readonly timers: DelayTimers = SYSTEM_TIMERS,
  ) {
    this.capacity = notificationCapacity(widthPx);
  }

  getView = (): StackView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * The window's width changed: more or fewer boxes fit. A drag fires dozens of these; the boxes are
   * redrawn once, 100 ms after the last (spec 1 §9 redraw delay).
   */
  setWidth(widthPx: number): void {
    const capacity = notificationCapacity(widthPx);
    this.timers.clearTimeout(this.redrawTimer);
    this.redrawTimer = undefined;
    if (capacity === this.capacity) return;
    this.redrawTimer = this.timers.setTimeout(() => {
      this.redrawTimer = undefined;
      this.capacity = capacity;
      this.changed();
    }, NOTIFICATION_REDRAW_DELAY_MS);
  }

  add(notification: GameNotification): void {
    if (this.items.some((n) => n.id === notification.id)) return;
    this.items.push(notification);
    if (this.items.length > MAX_WAITING) this.items.splice(0, this.items.length - MAX_WAITING);
    this.changed();
    this.schedule();
  }

  /** Closed by the visitor (or opened: the click takes them to the match). */
  remove(id: string): void {
    const before = this.items.length;
    this.items = this.items.filter((n) => n.id !== id);
    if (this.items.length !== before) this.changed();
  }

  /** Drops what is 180 s old; the timer calls it every second while anything is left. */
  expire(nowMs = this.timers.now()): void {
    const before = this.items.length;
    this.items = this.items.filter((n) => n.arrivedMs + NOTIFICATION_EXPIRY_MS > nowMs);
    const fading = new Set(
      this.items
        .filter((n) => n.arrivedMs + NOTIFICATION_EXPIRY_MS - NOTIFICATION_CHECK_MS <= nowMs)
        .map((n) => n.id),
    );
    const fadingChanged = fading.size !== this.fading.size || [...fading].some((id) => !this.fading.has(id));
    if (fadingChanged) this.fading = fading.size === 0 ? NONE : fading;
    if (this.items.length !== before || fadingChanged) this.changed();
  }

  dispose(): void {
    this.timers.clearTimeout(this.timer);
    this.timers.clearTimeout(this.redrawTimer);
    this.timer = undefined;
    this.redrawTimer = undefined;
    this.items = [];
    this.listeners.clear();
  }

  private schedule(): void {
    if (this.timer !== undefined || this.items.length === 0) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      this.expire();
      this.schedule();
    }, NOTIFICATION_CHECK_MS);
  }

  private changed(): void {
    // Oldest first: a box keeps its place until it goes, the newest wait for room at the end.
    this.view = {
      visible: this.items.slice(0, this.capacity),
      hidden: Math.max(0, this.items.length - this.capacity),
      fading: this.fading,
    };
    for (const listener of [...this.listeners]) listener();
  }
}

let pageStack: NotificationStack | null = null;

/** The page's stack (browser only; null on the server): the alerts fill it, NotificationArea draws it. */
export function notificationStack(): NotificationStack | null {
  if (typeof window === 'undefined') return null;
  pageStack ??= new NotificationStack(window.innerWidth);
  return pageStack;
}
