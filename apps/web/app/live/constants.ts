/**
 * Timings of the live client, with the spec rule each one comes from (spec 1 §4, §8, §9).
 * Units are in the names. Nothing here is imported from the server: the browser bundle stays small.
 */

/** Spec §9 "Sync seconds: update 5": polling interval when the system feed says nothing. */
export const DEFAULT_UPDATE_INTERVAL_S = 5;
/** Bounds for an interval computed from the system feed (`stu` × `mlp`): a bad value never stops or floods. */
export const MIN_UPDATE_INTERVAL_MS = 1_000;
export const MAX_UPDATE_INTERVAL_MS = 300_000;
/** Spec §4 Synchronisation: the system feed is polled every 60 s while the polling fallback is active. */
export const SYSTEM_POLL_INTERVAL_MS = 60_000;

/** The server keeps 300 s of changes for the repair feed (spec §4 Synchronisation). */
export const REPAIR_WINDOW_S = 300;
/**
 * Spec §4: a repair feed only if the last sync is within 80 % of 300 s; older than that, reload the full feed.
 * The margin covers clock drift and the time the repair request itself takes.
 */
export const REPAIR_MAX_AGE_MS = REPAIR_WINDOW_S * 0.8 * 1000;
/** Spec §9 "Sync seconds: ... cache 180": the cache time of the feeds. */
export const CACHE_TIME_S = 180;
/**
 * Spec §4 "When the last sync is older than 80% of the cache time": the board is stale (144 s) and
 * recovers by itself (SyncEngine.checkStale), checked every STALE_CHECK_MS while the page is shown.
 */
export const STALE_SYNC_MS = CACHE_TIME_S * 0.8 * 1000;
export const STALE_CHECK_MS = 10_000;

/** Spec §9 "Goal highlight 60". */
export const GOAL_HIGHLIGHT_MS = 60_000;
/**
 * Spec §9 "correction 15": a score corrected (a side's score went down: a goal taken back after a video
 * review, a run struck off) is marked this long, and gets no goal highlight.
 */
export const CORRECTION_HIGHLIGHT_MS = 15_000;
/** Spec §9 "penalty 60": a penalty awarded (an accepted penalty incident, spec §4) is marked this long. */
export const PENALTY_HIGHLIGHT_MS = 60_000;
/**
 * Spec §9 "counter 60": a period update (a new half, quarter or set) is marked this long; the period
 * update time is active for the same time (spec §4 "Game clock", `PERIOD_UPDATE_ACTIVE_S` of the domain).
 */
export const COUNTER_HIGHLIGHT_MS = 60_000;
/**
 * Spec §9 "scores-changed 60": a change of the other scores (period parts, a set's games, cricket's
 * runs, baseball's hits and errors) without a goal highlights the row this long.
 */
export const SCORES_CHANGED_HIGHLIGHT_MS = 60_000;

/** Spec §8 / §9 "Ajax retry: max 3 retries, 250 ms step". */
export const MAX_RETRIES = 3;
export const RETRY_STEP_MS = 250;
/** Spec §4 / §8: a failed parse (or a feed that keeps failing) is retried after a random 20-80 s. */
export const PARSE_RETRY_MIN_MS = 20_000;
export const PARSE_RETRY_MAX_MS = 80_000;

/** Fall back to polling when the socket has not said `welcome` within this time. */
export const PUSH_FALLBACK_MS = 3_000;
/**
 * A connecting socket that has not said `welcome` by now is abandoned and retried with backoff. Longer than
 * the fallback so a slow mobile handshake (TLS + upgrade on 3G) still gets a chance while we poll.
 */
export const PUSH_CONNECT_TIMEOUT_MS = 10_000;
/** Reconnect backoff: 1 s doubling to 30 s, jittered. */
export const PUSH_BACKOFF_MIN_MS = 1_000;
export const PUSH_BACKOFF_MAX_MS = 30_000;
/**
 * Heartbeat: after this long without any server message, send `ping`; no answer within PUSH_PONG_TIMEOUT_MS
 * means a dead connection (laptop lid, mobile network switch leave half-open TCP that never closes).
 */
export const PUSH_IDLE_PING_MS = 25_000;
export const PUSH_PONG_TIMEOUT_MS = 10_000;

/**
 * Mirrors of `PUSH_PROTOCOL_VERSION`, `PUSH_PATH`, `PushCloseCode.protocolVersion`,
 * `PushErrorCode.clientTooOld` and `PUSH_MAX_SUBJECTS` of `@nerali/domain`'s protocol.ts. WARNING: copied, not imported: protocol.ts
 * builds TypeBox schemas at module load, and importing any value from it would put TypeBox in the page's JS.
 * `constants.test.ts` fails if a copy drifts from the domain.
 */
export const PUSH_VERSION = 2;
export const PUSH_WS_PATH = '/x/push';
export const PUSH_CLOSE_PROTOCOL_VERSION = 4001;
export const PUSH_ERROR_CLIENT_TOO_OLD = 'CLIENT_TOO_OLD';
/** Mirror of `PUSH_MAX_SUBJECTS`: subjects one push connection may hold. */
export const PUSH_SUBJECTS_MAX = 64;
