/**
 * The followed games' own push subjects (spec 1 §4 "Synchronisation": "per-game subjects when game
 * notifications are enabled"): one socket subscribed to `g_{sport}_{id}` of each followed game that
 * is live or about to start, the game's row from its game feed (`g_1_{sport}_{id}`) as the state to
 * compare with, then every delta on the subject applied to it and told as a change (before, after).
 *
 * Subject numbering: a gap (a lost message) fetches the row again instead of guessing; nothing is
 * told for what the gap held. The socket reconnects with backoff (1 s doubling to 30 s) and fetches
 * every row again at each welcome, which is also the subscription timestamp of spec 1 §5.
 */
import {
  applyEventPatch,
  decodeFeedDocument,
  FEED_PATH_PREFIX,
  type MatchEvent,
  PROJECT_TYPE,
  sportOfGameId,
} from '@nerali/domain';
// The push constants come from the live client's copies: protocol.ts would bring TypeBox to every page.
import {
  PUSH_BACKOFF_MAX_MS,
  PUSH_BACKOFF_MIN_MS,
  PUSH_SUBJECTS_MAX,
  PUSH_WS_PATH,
} from '../../live/constants.ts';
import { fetchFeed } from '../../live/http-feed.ts';
import { openPushSocket, type PushSocket } from '../../live/push-socket.ts';

/** Room for the other subjects a later version may add to the same socket (system, user). */
export const MAX_WATCHED_GAMES = PUSH_SUBJECTS_MAX - 4;

export interface GameChange {
  before: MatchEvent;
  after: MatchEvent;
  /** Server time of the message (A2), unix seconds; null when the body had none. */
  timestampS: number | null;
  /** When the row we compare with was read (server clock, ms): spec 1 §5's subscription timestamp. */
  subscribedAtMs: number;
}

export interface FollowedGamesOptions {
  onChange: (change: GameChange) => void;
  WebSocket?: typeof WebSocket;
  fetch?: typeof fetch;
  /** Feeds and push origin, '' for this site. */
  origin?: string;
  now?: () => number;
  random?: () => number;
  log?: Pick<Console, 'warn' | 'error'>;
}

interface Base {
  event: MatchEvent;
  subscribedAtMs: number;
}

function gameFeedName(gameId: string): string {
  return `g_${PROJECT_TYPE}_${gameId.slice(2)}`;
}

export class FollowedGames {
  private games: string[] = [];
  private readonly bases = new Map<string, Base>();
  private readonly seqs = new Map<string, number>();
  private socket: PushSocket | null = null;
  private started = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private abort = new AbortController();

  constructor(private readonly options: FollowedGamesOptions) {}

  /** The games to watch (already filtered to live and about to start); at most MAX_WATCHED_GAMES. */
  setGames(ids: Iterable<string>): void {
    const next = [...new Set(ids)].filter((id) => sportOfGameId(id) !== null).sort();
    next.length = Math.min(next.length, MAX_WATCHED_GAMES);
    if (next.join(',') === this.games.join(',')) return;
    this.games = next;
    for (const id of [...this.bases.keys()]) if (!next.includes(id)) this.bases.delete(id);
    if (this.started) this.reconnect();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.abort = new AbortController();
    this.connect();
  }

  stop(): void {
    this.started = false;
    this.abort.abort();
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.socket?.close();
    this.socket = null;
  }

  private reconnect(): void {
    this.socket?.close();
    this.socket = null;
    this.attempt = 0;
    this.connect();
  }

  private connect(): void {
    const WebSocketClass =
      this.options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
    const url = this.pushUrl();
    if (!this.started || this.socket || this.games.length === 0 || !WebSocketClass || !url) return;
    const log = this.options.log ?? console;
    const opened = openPushSocket({
      WebSocket: WebSocketClass,
      url,
      subjects: this.games,
      now: this.options.now ?? Date.now,
      log,
      handlers: {
        onWelcome: (seqs) => {
          this.attempt = 0;
          this.seqs.clear();
          for (const [subject, seq] of Object.entries(seqs)) this.seqs.set(subject, seq);
          for (const id of this.games) void this.fetchBase(id);
        },
        onData: (message) => this.onMessage(message.s, message.q, message.b),
        onAlive: () => {},
        onClosed: () => {
          if (this.socket !== opened) return;
          this.socket = null;
          this.scheduleReconnect();
        },
      },
    });
    this.socket = opened;
  }

  private scheduleReconnect(): void {
    if (!this.started || this.reconnectTimer !== undefined) return;
    const base = Math.min(PUSH_BACKOFF_MAX_MS, PUSH_BACKOFF_MIN_MS * 2 ** this.attempt);
    this.attempt++;
    const delay = base / 2 + ((this.options.random ?? Math.random)() * base) / 2;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, delay);
  }

  private pushUrl(): string | null {
    const origin = this.options.origin ?? '';
    if (origin) return origin.replace(/^http/, 'ws') + PUSH_WS_PATH;
    const location = (globalThis as { location?: Location }).location;
    if (!location) return null;
    return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${PUSH_WS_PATH}`;
  }

  /** The game's row now: what the next delta is compared with. */
  private async fetchBase(id: string): Promise<void> {
    const fetchFn = this.options.fetch ?? globalThis.fetch?.bind(globalThis);
    if (!fetchFn) return;
    const signal = this.abort.signal;
    try {
      const res = await fetchFeed(fetchFn, {
        url: `${this.options.origin ?? ''}${FEED_PATH_PREFIX}${gameFeedName(id)}`,
        signal,
        cache: 'no-cache',
      });
      if (signal.aborted || res.kind !== 'body' || !this.games.includes(id)) return;
      const doc = decodeFeedDocument(res.body);
      const row = doc.events.find((e) => e.patch.id === id);
      if (!row) return;
      const event = applyEventPatch(undefined, row.patch, { sportId: row.sportId, leagueId: '' });
      const serverS = doc.serverTime ?? res.serverS ?? Math.floor((this.options.now ?? Date.now)() / 1000);
      this.bases.set(id, { event, subscribedAtMs: serverS * 1000 });
    } catch (error) {
      if (!signal.aborted) (this.options.log ?? console).warn('alerts: game row not read', id, error);
    }
  }

  private onMessage(subject: string, q: number, body: string): void {
    if (!this.games.includes(subject)) return;
    const last = this.seqs.get(subject);
    this.seqs.set(subject, q);
    if (last !== undefined && q <= last) return;
    if (last !== undefined && q !== last + 1) {
      // Something was lost: read the row again; what the gap held is not told.
      this.bases.delete(subject);
      void this.fetchBase(subject);
      return;
    }
    const base = this.bases.get(subject);
    if (!base) return;
    let doc: ReturnType<typeof decodeFeedDocument>;
    try {
      doc = decodeFeedDocument(body);
    } catch {
      // Spec 1 §8: a notification that does not parse is dropped silently.
      return;
    }
    let event = base.event;
    for (const row of doc.events) {
      if (row.patch.id !== subject) continue;
      event = applyEventPatch(event, row.patch, { sportId: event.sportId, leagueId: event.leagueId });
    }
    if (event === base.event) return;
    this.bases.set(subject, { ...base, event });
    this.options.onChange({
      before: base.event,
      after: event,
      timestampS: doc.serverTime,
      subscribedAtMs: base.subscribedAtMs,
    });
  }
}
