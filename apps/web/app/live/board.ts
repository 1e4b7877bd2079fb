/**
 * The live board: today's scores kept current from the push socket, with the update feed polled as the
 * fallback (spec §4 "Page start-up", "Synchronisation"). Pages read it through `useLiveBoard`.
 *
 *   board-store.ts   state and immutable snapshots, highlights, render coalescing
 *   sync-engine.ts   signatures, gaps, repair and reload, one feed request at a time
 *   push-socket.ts   the `/x/push` connection and its heartbeat
 *   http-feed.ts     a feed GET with the spec's retries
 *   this file        which of push and polling runs, and the timers around them
 *
 * Connection modes of today's board:
 * - push: socket open and welcomed. No polling.
 * - polling: the socket did not say welcome within 3 s, or closed. The update feed is polled every
 *   `stu` × `mlp` seconds (default 5 s) and the system feed every 60 s; the socket is retried with backoff
 *   (1 s doubling to 30 s, jittered) and takes over as soon as it is welcomed.
 * - offline: the last request failed after its retries, or the browser says offline.
 * The visitor may switch push off (spec §4 "Push may be toggled manually": settings, push-switch.ts): the
 * socket is closed and the board polls as in the fallback, until the switch is on again.
 * Another day's board is 'static': no socket, no timers, no requests (spec §4: updates are for today).
 *
 * Decision, hidden tab (`document.visibilityState === 'hidden'`): the socket stays open (it costs nothing
 * while quiet, and the board is current the moment the tab is shown) but polling pauses (a hidden tab
 * polling every 5 s costs the visitor's battery and our servers for a page nobody looks at; browsers
 * throttle it to once a minute anyway). When the tab is shown again it polls at once with its signature,
 * and the server's answer (changes, a repair marker, or reload) brings it up to date.
 */
import {
  decodeFeedDocument,
  type FeedDocument,
  FEED_PATH_PREFIX,
  formatFeedName,
  PROJECT_TYPE,
} from '@nerali/domain';
import { BoardStore } from './board-store.ts';
import { createClockSkew } from './clock-skew.ts';
import {
  PARSE_RETRY_MAX_MS,
  PARSE_RETRY_MIN_MS,
  PUSH_BACKOFF_MAX_MS,
  PUSH_BACKOFF_MIN_MS,
  PUSH_CONNECT_TIMEOUT_MS,
  PUSH_FALLBACK_MS,
  PUSH_WS_PATH,
  STALE_CHECK_MS,
  SYSTEM_POLL_INTERVAL_MS,
} from './constants.ts';
import { fetchFeed } from './http-feed.ts';
import { openPushSocket, type PushSocket } from './push-socket.ts';
import { SpoilerGate } from './spoiler-gate.ts';
import { SYSTEM_TIMERS } from './delay-queue.ts';
import { SyncEngine } from './sync-engine.ts';
import { decodeSystemFeed, serviceDown, updateIntervalMs } from './system-feed.ts';
import type { ConnectionState, LiveBoard, LiveBoardOptions } from './types.ts';

export { tzOffsetMinutes } from './tz.ts';

/** What a browser gives and tests fake: visibility, and online/offline events. */
export interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}
export interface NetworkEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** Injection points beyond the contract's options (tests; the contract may absorb `random` later). */
export interface LiveBoardHooks {
  /** Jitter and the 20-80 s retry delay; defaults to Math.random. */
  random?: () => number;
  /** Defaults to globalThis.document; null: always visible. */
  document?: VisibilitySource | null;
  /** Defaults to globalThis.window; null: no online/offline events. */
  window?: NetworkEvents | null;
  log?: Pick<Console, 'warn' | 'error'>;
}

export function createLiveBoard(options: LiveBoardOptions & LiveBoardHooks): LiveBoard {
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? console;
  const doc: VisibilitySource | null =
    options.document !== undefined
      ? options.document
      : ((globalThis as { document?: VisibilitySource }).document ?? null);
  const visible = () => doc === null || doc.visibilityState !== 'hidden';
  const skew = createClockSkew(now);
  const live = options.day === 0;
  const initialDoc = decodeInitialFeed(options.initialFeed, log);
  // The page's own feed is the first sample of the server's clock (its A2, maybe minutes old: the
  // median of the next samples soon outweighs it). Without it a snapshot made before the first
  // response (the push socket's welcome) took the device's clock, and a phone set days off showed a
  // match at 45+9539'.
  if (initialDoc.serverTime !== null) skew.sample(initialDoc.serverTime, now());
  // Spoiler delay: every write of the sync engine goes through the gate (spoiler-gate.ts).
  const gate = new SpoilerGate({
    initial: initialDoc,
    delayS: options.spoilerDelayS ?? 0,
    ...(options.spoilerDelay ? { source: options.spoilerDelay } : {}),
    live,
    timers: { ...SYSTEM_TIMERS, now },
    log,
  });

  const store = new BoardStore({
    sportId: options.sportId,
    day: options.day,
    tzMinutes: options.tzMinutes,
    doc: gate.shown,
    // Before start() today's board says 'polling' (the quiet state: no banner flashes during hydration).
    connection: live ? 'polling' : 'static',
    now,
    serverNowS: () => Math.floor(skew.serverNowMs() / 1000),
    scheduleFlush: (flush) => {
      // One render per frame however many messages arrive. A hidden tab has no frames: a timer then.
      const raf = (globalThis as { requestAnimationFrame?: (cb: () => void) => number })
        .requestAnimationFrame;
      if (typeof raf === 'function' && visible()) raf(flush);
      else setTimeout(flush, 0);
    },
    onListenerError: (error) => log.error('live: board listener failed', error),
  });

  if (!live) {
    return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, start() {}, stop() {} };
  }
  gate.attach(store);
  return createLiveController(options, { now, log, doc, visible, skew, store, gate, initialDoc });
}

function decodeInitialFeed(body: string, log: Pick<Console, 'error'>): FeedDocument {
  try {
    return decodeFeedDocument(body);
  } catch (error) {
    // The page still renders (empty); the first sync brings the data.
    log.error('Ajax response error', { action: 'initial feed', body: body.slice(0, 200), error });
    return decodeFeedDocument('0');
  }
}

function pushUrl(origin: string): string | null {
  if (origin) return origin.replace(/^http/, 'ws') + PUSH_WS_PATH;
  const location = (globalThis as { location?: Location }).location;
  if (!location) return null;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${PUSH_WS_PATH}`;
}

interface ControllerContext {
  now: () => number;
  log: Pick<Console, 'warn' | 'error'>;
  doc: VisibilitySource | null;
  visible: () => boolean;
  skew: ReturnType<typeof createClockSkew>;
  store: BoardStore;
  gate: SpoilerGate;
  initialDoc: FeedDocument;
}

function createLiveController(options: LiveBoardOptions & LiveBoardHooks, ctx: ControllerContext): LiveBoard {
  const { now, log, store, skew, visible } = ctx;
  const random = options.random ?? Math.random;
  const origin = options.origin ?? '';
  const fetchFn: typeof fetch | undefined = options.fetch ?? globalThis.fetch?.bind(globalThis);
  const WebSocketClass = options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
  const network =
    options.window !== undefined
      ? options.window
      : ((globalThis as { window?: NetworkEvents }).window ?? null);
  const wsUrl = pushUrl(origin);

  const sport = { sportId: options.sportId, projectType: PROJECT_TYPE };
  const names = {
    full: formatFeedName({
      kind: 'full',
      sportId: options.sportId,
      day: options.day,
      tzMinutes: options.tzMinutes,
      lang: options.lang,
      projectType: PROJECT_TYPE,
    }),
    update: formatFeedName({ kind: 'update', ...sport }),
    repair: formatFeedName({ kind: 'repair', ...sport }),
    system: formatFeedName({ kind: 'system', projectType: PROJECT_TYPE }),
  };
  // Push subjects are named like the feeds they replace.
  const subjects = [names.system, 'service', names.update];

  let started = false;
  let abort = new AbortController();

  // Connection bookkeeping.
  let socket: PushSocket | null = null;
  let welcomed = false;
  let pushDisabled = !WebSocketClass || !wsUrl;
  const pushSwitch = options.pushSwitch ?? null;
  /** The visitor switched push off (spec §4): polling only, until switched on. */
  let pushOff = pushSwitch ? !pushSwitch.get() : false;
  let stopWatchingSwitch = () => {};
  let reconnectAttempt = 0;
  let reachable = true;
  let browserOffline = false;
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  // Polling bookkeeping. `pollLoop` is bumped when polling stops: a poll in flight then ends its loop.
  let polling = false;
  let pollLoop = 0;
  let pollInFlight = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let systemTimer: ReturnType<typeof setTimeout> | undefined;
  let intervalMs = updateIntervalMs({});
  let serviceIsDown = false;
  let staleTimer: ReturnType<typeof setInterval> | undefined;

  const get = async (name: string, opts: { sign?: string; cache: RequestCache }) => {
    if (!fetchFn) throw new Error('live: no fetch in this environment');
    const request = { url: `${origin}${FEED_PATH_PREFIX}${name}`, signal: abort.signal, cache: opts.cache };
    return fetchFeed(fetchFn, opts.sign ? { ...request, headers: { 'x-fsign': opts.sign } } : request);
  };

  const engine = new SyncEngine(
    {
      store: ctx.gate,
      now,
      random,
      skew,
      get,
      names,
      log,
      onReachable: (ok) => {
        reachable = ok;
        if (ok) browserOffline = false;
        updateConnection();
      },
    },
    ctx.initialDoc,
  );

  function updateConnection(): void {
    const state: ConnectionState =
      browserOffline || (!welcomed && !reachable) ? 'offline' : welcomed ? 'push' : 'polling';
    store.setConnection(state);
  }

  const retryDelay = () => PARSE_RETRY_MIN_MS + random() * (PARSE_RETRY_MAX_MS - PARSE_RETRY_MIN_MS);

  // ---- polling ----

  function startPolling(): void {
    if (!started || polling) return;
    polling = true;
    updateConnection();
    void pollTick();
    systemTimer = setTimeout(systemTick, SYSTEM_POLL_INTERVAL_MS);
  }

  function stopPolling(): void {
    polling = false;
    pollLoop++;
    pollInFlight = false;
    clearTimeout(pollTimer);
    clearTimeout(systemTimer);
    pollTimer = systemTimer = undefined;
  }

  /** Polls now unless a poll is already on its way (tab shown again, network back). */
  function pollSoon(): void {
    if (!polling || pollInFlight) return;
    clearTimeout(pollTimer);
    void pollTick();
  }

  async function pollTick(): Promise<void> {
    pollTimer = undefined;
    if (!polling || pollInFlight) return;
    // Paused while hidden; the visibilitychange listener resumes it.
    if (!visible()) return;
    pollInFlight = true;
    const loop = pollLoop;
    const outcome = await engine.poll();
    if (loop !== pollLoop) return;
    pollInFlight = false;
    const delay = outcome === 'ok' || outcome === 'busy' ? intervalMs : retryDelay();
    pollTimer = setTimeout(pollTick, delay);
  }

  async function systemTick(): Promise<void> {
    systemTimer = undefined;
    await fetchSystem();
    if (polling && started) systemTimer = setTimeout(systemTick, SYSTEM_POLL_INTERVAL_MS);
  }

  async function fetchSystem(): Promise<void> {
    const signal = abort.signal;
    try {
      const res = await get(names.system, { cache: 'no-store' });
      if (signal.aborted) return;
      if (res.serverS !== null) skew.sample(res.serverS, now());
      if (res.kind === 'body') applySystem(res.body);
    } catch (error) {
      if (!signal.aborted) log.warn('live: system feed failed', error);
    }
  }

  function readSystem(body: string, action: string): ReturnType<typeof decodeSystemFeed> | null {
    try {
      return decodeSystemFeed(body);
    } catch (error) {
      log.error('Ajax response error', { action, body, error });
      return null;
    }
  }

  /** Spec 1 §4: the service status (`sst`) is shown; the page says so under the board while it is down. */
  function applyServiceStatus(info: ReturnType<typeof decodeSystemFeed>): void {
    const down = serviceDown(info);
    if (down === undefined) return;
    serviceIsDown = down;
    store.setServiceDown(down);
  }

  function applySystem(body: string): void {
    const info = readSystem(body, 'system');
    if (!info) return;
    applyServiceStatus(info);
    if (info.serverTimeS !== undefined) skew.sample(info.serverTimeS, now());
    const next = updateIntervalMs(info);
    if (next !== intervalMs) {
      intervalMs = next;
      // Spec §4: changing the multiplier restarts the timer.
      if (polling && !pollInFlight && pollTimer !== undefined) {
        clearTimeout(pollTimer);
        pollTimer = setTimeout(pollTick, intervalMs);
      }
    }
  }

  // ---- push ----

  function connectPush(): void {
    if (!started || pushDisabled || pushOff || socket || !WebSocketClass || !wsUrl) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    const opened = openPushSocket({
      WebSocket: WebSocketClass,
      url: wsUrl,
      subjects,
      now,
      log,
      handlers: {
        onWelcome(seqs) {
          welcomed = true;
          clearConnectTimers();
          reconnectAttempt = 0;
          browserOffline = false;
          stopPolling();
          updateConnection();
          engine.onPushWelcome(seqs[names.update]);
          // A node said the service stopped; this welcome is from one that runs: read its status.
          if (serviceIsDown) void fetchSystem();
        },
        onData(message) {
          if (message.s === names.update) engine.onPushUpdate(message.q, message.b);
          else if (message.s === names.system) applySystem(message.b);
          else if (message.s === 'service') {
            // Only the status: a `service` message carries no interval, which must not reset ours.
            const info = readSystem(message.b, 'service');
            if (info) applyServiceStatus(info);
          }
        },
        onAlive() {
          engine.onPushAlive();
        },
        onClosed(tooOld) {
          socket = null;
          welcomed = false;
          clearConnectTimers();
          if (tooOld) {
            pushDisabled = true;
            log.warn('live: push server says this client is too old (CLIENT_TOO_OLD); polling from now on');
          }
          startPolling();
          scheduleReconnect();
          updateConnection();
        },
      },
    });
    socket = opened;
    fallbackTimer = setTimeout(() => {
      if (!welcomed) startPolling();
    }, PUSH_FALLBACK_MS);
    connectTimer = setTimeout(() => {
      if (welcomed || socket !== opened) return;
      opened.close();
      socket = null;
      startPolling();
      scheduleReconnect();
    }, PUSH_CONNECT_TIMEOUT_MS);
  }

  function clearConnectTimers(): void {
    clearTimeout(fallbackTimer);
    clearTimeout(connectTimer);
    fallbackTimer = connectTimer = undefined;
  }

  function scheduleReconnect(): void {
    if (!started || pushDisabled || pushOff || reconnectTimer !== undefined) return;
    const base = Math.min(PUSH_BACKOFF_MAX_MS, PUSH_BACKOFF_MIN_MS * 2 ** reconnectAttempt);
    reconnectAttempt++;
    // Equal jitter: half fixed, half random, so a server restart is not met by every client at once.
    const delay = base / 2 + (random() * base) / 2;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connectPush();
    }, delay);
  }

  /** Tab shown again or network back: catch up now instead of waiting for the next timer. */
  function reconnectNow(): void {
    if (socket || pushDisabled) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    connectPush();
  }

  /** Spec §4: the visitor's switch. Off: disconnect, then the fallback (polling); on: push again. */
  function onPushSwitch(): void {
    const off = pushSwitch ? !pushSwitch.get() : false;
    if (off === pushOff) return;
    pushOff = off;
    if (!started) return;
    if (off) {
      clearConnectTimers();
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const open = socket;
      socket = null;
      welcomed = false;
      open?.close();
      startPolling();
      updateConnection();
    } else {
      reconnectAttempt = 0;
      connectPush();
    }
  }

  // ---- environment ----

  /** Spec §4: a board not synced for 80 % of the cache time recovers (SyncEngine.checkStale). */
  const checkStale = () => {
    if (visible()) engine.checkStale();
  };

  const onVisibility = () => {
    if (!visible()) return;
    checkStale();
    pollSoon();
    reconnectNow();
  };
  const onOnline = () => {
    browserOffline = false;
    updateConnection();
    pollSoon();
    reconnectNow();
  };
  const onOffline = () => {
    browserOffline = true;
    updateConnection();
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start() {
      if (started) return;
      started = true;
      abort = new AbortController();
      store.activate();
      ctx.gate.start();
      ctx.doc?.addEventListener('visibilitychange', onVisibility);
      network?.addEventListener('online', onOnline);
      network?.addEventListener('offline', onOffline);
      // Once at start, whatever the mode: the interval settings and a clock-skew sample (push alone may stay
      // silent for minutes on a quiet day).
      void fetchSystem();
      if (pushSwitch) {
        pushOff = !pushSwitch.get();
        stopWatchingSwitch = pushSwitch.subscribe(onPushSwitch);
      }
      staleTimer = setInterval(checkStale, STALE_CHECK_MS);
      if (pushDisabled || pushOff) startPolling();
      else connectPush();
    },
    stop() {
      if (!started) return;
      started = false;
      abort.abort();
      engine.stop();
      ctx.gate.stop();
      store.deactivate();
      stopPolling();
      clearConnectTimers();
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      socket?.close();
      socket = null;
      welcomed = false;
      stopWatchingSwitch();
      stopWatchingSwitch = () => {};
      clearInterval(staleTimer);
      staleTimer = undefined;
      ctx.doc?.removeEventListener('visibilitychange', onVisibility);
      network?.removeEventListener('online', onOnline);
      network?.removeEventListener('offline', onOffline);
    },
  };
}
