/**
 * Keeps a page's own list of events live (a team's matches, a player's): not a day's board, so the
 * live board (live/board.ts), which reloads a day's full feed, is not the tool. The events stay the
 * page's; only their cells change:
 *
 * - at start, one repair feed `r_{sport}_1` (spec 1 §4 "Page start-up": the repair feed first; spec 2
 *   §7 "Participant page without duels": participant feed, event data and repair feed), so changes
 *   made between the server render and hydration are not missed;
 * - then push on the sport's update subject `u_{sport}_1`: each message patches the events the page
 *   shows and ignores the rest; a gap in the sequence numbers fetches the repair feed again;
 * - while push is down (no welcome within PUSH_FALLBACK_MS, or closed), the repair feed every
 *   POLL_INTERVAL_MS (spec 1 §9 sync default 10 s; it holds every event changed in the last 300 s, so
 *   nothing is missed between two polls), paused while the tab is hidden; push is tried again after
 *   RECONNECT_MS.
 *
 * Events the page does not show are never added: a new match of the team appears on the next load.
 */
import { decodeFeedDocument, type FeedDocument, FEED_PATH_PREFIX } from '@nerali/domain';
import { PUSH_FALLBACK_MS, PUSH_WS_PATH } from '../../live/constants.ts';
import { fetchFeed } from '../../live/http-feed.ts';
import { openPushSocket, type PushSocket } from '../../live/push-socket.ts';
import { teamFeeds } from './feed-names.ts';

export const POLL_INTERVAL_MS = 10_000;
export const RECONNECT_MS = 30_000;

export interface WatchOptions {
  sportId: number;
  /** Origin of the feeds ('' for this site). */
  origin?: string;
  /** Rows of an update ('patch') or repair ('replace') feed for the page to apply to its events. */
  onRows(doc: FeedDocument, mode: 'patch' | 'replace'): void;
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket | null;
  /** ws:// URL of the push service; defaults to this page's host. */
  pushUrl?: string | null;
  now?: () => number;
  document?: { visibilityState: string } | null;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface Watch {
  stop(): void;
}

function defaultPushUrl(): string | null {
  const location = (globalThis as { location?: Location }).location;
  if (!location) return null;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${PUSH_WS_PATH}`;
}

export function startWatch(options: WatchOptions): Watch {
  const log = options.log ?? console;
  const now = options.now ?? (() => Date.now());
  const fetchFn = options.fetch ?? globalThis.fetch?.bind(globalThis);
  const WebSocketClass =
    options.WebSocket === undefined
      ? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket
      : options.WebSocket;
  const url = options.pushUrl === undefined ? defaultPushUrl() : options.pushUrl;
  const doc =
    options.document === undefined
      ? ((globalThis as { document?: { visibilityState: string } }).document ?? null)
      : options.document;
  const subject = teamFeeds.update(options.sportId);
  const abort = new AbortController();
  let stopped = false;
  let socket: PushSocket | null = null;
  let welcomed = false;
  let lastSeq: number | null = null;
  let connections = 0;
  let repairing = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  function decode(body: string, action: string): FeedDocument | null {
    try {
      return decodeFeedDocument(body);
    } catch (error) {
      log.error('Ajax response error', { action, body: body.slice(0, 200), error });
      return null;
    }
  }

  async function repair(): Promise<void> {
    if (!fetchFn || repairing || stopped) return;
    repairing = true;
    try {
      const res = await fetchFeed(fetchFn, {
        url: (options.origin ?? '') + FEED_PATH_PREFIX + teamFeeds.repair(options.sportId),
        signal: abort.signal,
        cache: 'no-cache',
      });
      if (stopped || res.kind !== 'body') return;
      const feed = decode(res.body, 'repair');
      if (feed) options.onRows(feed, 'replace');
    } catch (error) {
      if (!stopped) log.warn('live: repair feed failed', error);
    } finally {
      repairing = false;
    }
  }

  /** The next poll, unless one is already due (push failing and its fallback timer both ask). */
  function schedulePoll(): void {
    if (stopped || welcomed || pollTimer !== undefined) return;
    pollTimer = setTimeout(async () => {
      pollTimer = undefined;
      // A hidden tab does not poll; it catches up at the first tick after it is shown again.
      if (doc?.visibilityState !== 'hidden') await repair();
      schedulePoll();
    }, POLL_INTERVAL_MS);
  }

  function connect(): void {
    if (stopped || !WebSocketClass || !url) return schedulePoll();
    welcomed = false;
    lastSeq = null;
    connections++;
    socket = openPushSocket({
      WebSocket: WebSocketClass,
      url,
      subjects: [subject],
      now,
      log,
      handlers: {
        onWelcome(seqs) {
          welcomed = true;
          clearTimeout(fallbackTimer);
          clearTimeout(pollTimer);
          pollTimer = undefined;
          lastSeq = seqs[subject] ?? null;
          // Back after a break: what changed since the last poll is in the repair feed.
          if (connections > 1) void repair();
        },
        onData(message) {
          if (message.s !== subject) return;
          if (lastSeq !== null && message.q <= lastSeq) return;
          const gap = lastSeq !== null && message.q !== lastSeq + 1;
          lastSeq = message.q;
          const feed = decode(message.b, 'push');
          if (feed) options.onRows(feed, 'patch');
          // The missed batch's cells are in the repair feed; patching first keeps the newest cells.
          if (gap || !feed) void repair();
        },
        onAlive() {},
        onClosed(tooOld) {
          socket = null;
          welcomed = false;
          schedulePoll();
          if (!tooOld) reconnectTimer = setTimeout(connect, RECONNECT_MS);
        },
      },
    });
    fallbackTimer = setTimeout(() => {
      if (!welcomed) schedulePoll();
    }, PUSH_FALLBACK_MS);
  }

  void repair();
  connect();

  return {
    stop() {
      stopped = true;
      abort.abort();
      clearTimeout(pollTimer);
      clearTimeout(fallbackTimer);
      clearTimeout(reconnectTimer);
      socket?.close();
      socket = null;
    },
  };
}
