/**
 * Keeps an open match page current without a reload (docs/feeds.md "Push notice on g_").
 *
 * - Push: one socket subscribed to the game's subject `g_{sport}_{id}`. A scoreboard delta is applied
 *   at once (no request); a notice `DN` names the feeds to fetch again, and only those the page shows
 *   are fetched. The subject's sequence numbers are consecutive: a gap (a message lost while the
 *   socket was busy or reconnecting) re-fetches everything shown, as does the `welcome` (whatever
 *   changed between the server render and the subscription).
 * - Polling: while the socket is down (or never said `welcome` within PUSH_FALLBACK_MS), every shown
 *   feed is fetched every DEFAULT_UPDATE_INTERVAL_S; the socket is retried with backoff meanwhile.
 * - Requests revalidate the browser's copy by ETag (`cache: 'no-cache'`): an unchanged feed costs a
 *   304 with no body, and the body compare below drops it before React sees anything.
 * - Commentary is fetched whole once (`df_lc`); after that only what is new (`df_lcpo_{position}`).
 */
import { decodeDetailNotice, decodeFeedDocument, type EventPatch } from '@nerali/domain';
import {
  DEFAULT_UPDATE_INTERVAL_S,
  PUSH_BACKOFF_MAX_MS,
  PUSH_BACKOFF_MIN_MS,
  PUSH_FALLBACK_MS,
  PUSH_WS_PATH,
} from '../../live/constants.ts';
import { fetchFeed } from '../../live/http-feed.ts';
import { openPushSocket, type PushSocket } from '../../live/push-socket.ts';
import { feedPrefix } from './tabs.ts';
import { gameSubject } from './url.ts';

export type MatchConnection = 'push' | 'polling' | 'offline';

export interface MatchLiveOptions {
  eventId: string;
  /** Names of the feeds the page shows now (the header's `dc_` included). */
  feeds: () => readonly string[];
  /**
   * Feeds of tabs the page does not show yet (line-ups before they are announced): fetched when a
   * notice names them, never polled, so that a tab can appear without polling every empty feed.
   */
  watch?: () => readonly string[];
  /** The newest commentary seq the page holds, or null when it shows no commentary. */
  commentaryPosition: () => number | null;
  /** A feed's new body (for `df_lc`, the body of `df_lcpo_` with what is new). */
  onFeed: (name: string, body: string) => void;
  /** A scoreboard change of the event, and the server time it carried. */
  onDelta: (patch: EventPatch, serverS: number | null) => void;
  onConnection: (state: MatchConnection) => void;
  /** The bodies the page was rendered from: the first fetches compare against them. */
  initial?: Readonly<Record<string, string>>;
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket;
  origin?: string;
  log?: Pick<Console, 'warn' | 'error'>;
}

const POLL_MS = DEFAULT_UPDATE_INTERVAL_S * 1000;

export class MatchLive {
  private socket: PushSocket | null = null;
  private lastQ: number | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private backoffMs = PUSH_BACKOFF_MIN_MS;
  private mode: 'connecting' | 'push' | 'polling' = 'connecting';
  private stopped = true;
  private pushAllowed: boolean;
  private readonly bodies = new Map<string, string>();
  private readonly inFlight = new Set<string>();
  private readonly abort = new AbortController();
  private readonly subject: string | null;
  private readonly log: Pick<Console, 'warn' | 'error'>;

  constructor(private readonly options: MatchLiveOptions) {
    this.subject = gameSubject(options.eventId);
    this.pushAllowed = this.subject !== null && (options.WebSocket ?? globalThis.WebSocket) !== undefined;
    this.log = options.log ?? console;
    for (const [name, body] of Object.entries(options.initial ?? {})) this.bodies.set(name, body);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.pushAllowed) this.connect();
    else this.startPolling();
  }

  stop(): void {
    this.stopped = true;
    this.abort.abort();
    this.socket?.close();
    this.socket = null;
    clearTimeout(this.pollTimer);
    clearTimeout(this.fallbackTimer);
    clearTimeout(this.reconnectTimer);
  }

  /** Fetches the given feeds now (a tab that appeared, a notice, a gap). */
  refresh(names: readonly string[]): void {
    for (const name of names) void this.fetchOne(name);
  }

  private connect(): void {
    const subject = this.subject;
    if (this.stopped || !subject) return;
    const WS = this.options.WebSocket ?? globalThis.WebSocket;
    const origin = this.options.origin ?? '';
    const base = origin || `${location.protocol}//${location.host}`;
    const url = `${base.replace(/^http/, 'ws')}${PUSH_WS_PATH}`;
    clearTimeout(this.fallbackTimer);
    this.fallbackTimer = setTimeout(() => {
      if (this.mode !== 'push') this.startPolling();
    }, PUSH_FALLBACK_MS);
    this.socket = openPushSocket({
      WebSocket: WS,
      url,
      subjects: [subject],
      now: () => Date.now(),
      log: this.log,
      handlers: {
        onWelcome: (seqs) => {
          this.mode = 'push';
          this.backoffMs = PUSH_BACKOFF_MIN_MS;
          this.lastQ = seqs[subject] ?? 0;
          clearTimeout(this.fallbackTimer);
          clearTimeout(this.pollTimer);
          this.options.onConnection('push');
          this.refresh(this.options.feeds());
        },
        onData: (message) => {
          if (message.s !== subject) return;
          const last = this.lastQ ?? message.q - 1;
          if (message.q <= last) return;
          this.lastQ = message.q;
          if (message.q > last + 1) {
            this.refresh(this.options.feeds());
            return;
          }
          this.onMessage(message.b);
        },
        onAlive: () => {},
        onClosed: (tooOld) => {
          this.socket = null;
          if (tooOld) this.pushAllowed = false;
          this.startPolling();
          if (this.pushAllowed) this.scheduleReconnect();
        },
      },
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    const delay = this.backoffMs * (0.75 + Math.random() * 0.5);
    this.backoffMs = Math.min(this.backoffMs * 2, PUSH_BACKOFF_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      if (!this.socket) this.connect();
    }, delay);
  }

  private onMessage(body: string): void {
    const notice = decodeDetailNotice(body);
    if (notice) {
      const wanted = new Set(notice.feeds);
      const shown = this.options.feeds();
      const watched = this.options.watch?.() ?? [];
      this.refresh([...shown, ...watched].filter((name) => wanted.has(feedPrefix(name))));
      return;
    }
    let doc;
    try {
      doc = decodeFeedDocument(body);
    } catch (error) {
      this.log.error('Ajax response error', { action: 'push', subject: this.subject, body, error });
      this.refresh(this.options.feeds());
      return;
    }
    for (const { patch } of doc.events) {
      if (patch.id === this.options.eventId) this.options.onDelta(patch, doc.serverTime);
    }
    // The league table is not named by notices (it is the league's feed): a finished match moves it.
    const standings = this.options.feeds().filter((name) => name.startsWith('ts_'));
    if (standings.length > 0 && doc.events.some(({ patch }) => patch.stageType != null)) {
      this.refresh(standings);
    }
  }

  private startPolling(): void {
    if (this.stopped || this.mode === 'polling') return;
    this.mode = 'polling';
    this.options.onConnection('polling');
    const tick = () => {
      if (this.stopped || this.mode !== 'polling') return;
      this.refresh(this.options.feeds());
      this.pollTimer = setTimeout(tick, POLL_MS);
    };
    tick();
    if (this.pushAllowed && !this.socket) this.scheduleReconnect();
  }

  /** What to ask the server for a shown feed: commentary after the first fetch asks only for news. */
  private requestName(name: string): string {
    if (feedPrefix(name) !== 'df_lc') return name;
    const position = this.options.commentaryPosition();
    return position === null ? name : `df_lcpo_${name.slice('df_lc_'.length)}_${position}`;
  }

  private async fetchOne(name: string): Promise<void> {
    if (this.stopped) return;
    const request = this.requestName(name);
    if (this.inFlight.has(request)) return;
    this.inFlight.add(request);
    try {
      const fetchFn = this.options.fetch ?? globalThis.fetch.bind(globalThis);
      const result = await fetchFeed(fetchFn, {
        url: `${this.options.origin ?? ''}/x/feed/${request}`,
        signal: this.abort.signal,
        cache: 'no-cache',
      });
      if (this.stopped) return;
      this.options.onConnection(this.mode === 'push' ? 'push' : 'polling');
      if (result.kind !== 'body' || this.bodies.get(request) === result.body) return;
      // df_lcpo names move with the position: remembering their bodies would only grow the map.
      if (request === name) this.bodies.set(name, result.body);
      this.options.onFeed(name, result.body);
    } catch (error) {
      if (this.stopped) return;
      this.log.warn('match: feed failed', request, error);
      this.options.onConnection('offline');
    } finally {
      this.inFlight.delete(request);
    }
  }
}
