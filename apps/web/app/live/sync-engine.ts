/**
 * Keeps the board in step with the server's change log (spec §4 "Synchronisation"; STYLE habit 6).
 *
 * Every change batch of the sport has a sequence number: the `seq` of the feed signature `{epoch}.{seq}`,
 * equal to the `q` of the push message that carried the batch. The engine holds the signature of the state it
 * shows and
 * - applies a push message only if it is the next one (q = seq + 1), drops one it already has (q <= seq), and
 *   on a gap (q > seq + 1, or a body whose signature disagrees with q) fetches the repair feed;
 * - fetches the full feed instead when the last good sync is older than 80 % of the 300 s repair window
 *   (the repair feed could not cover the gap), when the repair marker says '2', or when a push message
 *   or repair feed comes with another epoch (another node's log, or a restarted one: sequence numbers no
 *   longer compare). An update feed of another epoch without the marker is that node's catch-up for our
 *   signature (docs/ARCHITECTURE.md "Many nodes"): applied like any update, its signature taken;
 * - with a three-part signature (one that names the time of its last change, so any node can answer it),
 *   asks for that catch-up instead of the full feed when push shows another node's log: a push message
 *   of another epoch, a repair feed of another epoch, or a `welcome` below the board's seq (the socket
 *   reconnected to another node). Only a catch-up that still leaves the board on another epoch than
 *   push's (the request reached a third node) falls back to the full feed;
 * - polls the update feed with `x-fsign` when the board's polling loop asks (the server answers the
 *   changes since that signature, or 304).
 *
 * One feed request at a time: a poll, a repair or a reload. Push messages that arrive meanwhile wait in a
 * buffer and are replayed in order afterwards, so a message and a repair can never interleave.
 */
import {
  decodeFeedDocument,
  type FeedDocument,
  formatSignature,
  parseSignature,
  RepairKind,
  type Signature,
} from '@nerali/domain';
import type { BoardStore } from './board-store.ts';
import type { ClockSkew } from './clock-skew.ts';
import { PARSE_RETRY_MAX_MS, PARSE_RETRY_MIN_MS, REPAIR_MAX_AGE_MS, STALE_SYNC_MS } from './constants.ts';
import type { FeedResult } from './http-feed.ts';

/** What the polling loop learns from one poll. */
export type PollOutcome = 'ok' | 'unreachable' | 'bad-body' | 'busy';

/** The next step after one feed operation. */
type Step = 'ok' | 'repair' | 'catchUp' | 'reload' | 'unreachable' | 'bad-body' | 'stopped';
/** What recovers the board, weakest first: the repair feed, another node's catch-up, the full feed. */
type Recovery = 'repair' | 'catchUp' | 'reload';
type OperationKind = 'poll' | Recovery;

interface Buffered {
  q: number;
  doc: FeedDocument;
  sign: Signature | null;
}

/** More buffered messages than this means the recovery is hopeless: drop them and reload. */
const MAX_BUFFERED = 500;

export interface SyncEngineDeps {
  /** Where changes go: the store itself, or the spoiler delay in front of it (board.ts). */
  store: Pick<BoardStore, 'applyRows' | 'replaceAll'>;
  now: () => number;
  random: () => number;
  skew: ClockSkew;
  /** GETs a feed by name; with `sign`, sends it as `x-fsign`. Rejects once retries are spent or on abort. */
  get: (name: string, options: { sign?: string; cache: RequestCache }) => Promise<FeedResult>;
  names: { update: string; repair: string; full: string };
  log: Pick<Console, 'warn' | 'error'>;
  /** After every feed request: did the server answer? (drives the 'offline' connection state) */
  onReachable: (reachable: boolean) => void;
}

export class SyncEngine {
  private sign: Signature | null;
  /** Local time of the last moment the board was known to be current. */
  private syncedAtMs: number;
  /** The same moment in server time when known (from A2, Date or the skew estimate). */
  private syncedAtServerS: number | null;
  private busy = false;
  private buffer: Buffered[] = [];
  /** The push server's seq at `welcome`: the board must reach it. */
  private mustReachSeq: number | null = null;
  /** A recovery requested while another request ran. */
  private queued: Recovery | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** What the staleness check (checkStale) already did since the last sync: each step once. */
  private staleStep: 'none' | 'repair' | 'reload' = 'none';
  /** Bumped by `stop()`: results of an operation started before are ignored. */
  private generation = 0;

  constructor(
    private readonly deps: SyncEngineDeps,
    initial: FeedDocument,
  ) {
    this.sign = parseSignature(initial.signature);
    this.syncedAtMs = deps.now();
    this.syncedAtServerS = initial.serverTime;
  }

  /** The signature to send as `x-fsign`, or null before the board has one. */
  get signature(): string | null {
    const sign = this.sign;
    if (!sign) return null;
    return sign.changedAtMs === null
      ? formatSignature(sign.epoch, sign.seq)
      : formatSignature(sign.epoch, sign.seq, sign.changedAtMs);
  }

  /** Forgets in-flight work (the board aborts its requests); the state and signature stay for a restart. */
  stop(): void {
    this.generation++;
    this.busy = false;
    this.buffer = [];
    this.mustReachSeq = null;
    this.queued = null;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** A data message of the sport's update subject. */
  onPushUpdate(q: number, body: string): void {
    let doc: FeedDocument;
    try {
      doc = decodeFeedDocument(body);
    } catch (error) {
      // The batch is lost: the board must reach q another way (a repair, once nothing else runs).
      this.deps.log.error('Ajax response error', {
        action: 'push',
        subject: this.deps.names.update,
        body,
        error,
      });
      this.mustReachSeq = Math.max(q, this.mustReachSeq ?? q);
      if (!this.busy) this.drain(null);
      return;
    }
    if (doc.serverTime !== null) this.deps.skew.sample(doc.serverTime, this.deps.now());
    this.buffer.push({ q, doc, sign: parseSignature(doc.signature) });
    if (this.buffer.length > MAX_BUFFERED) {
      this.buffer = [];
      this.syncedAtMs = Number.NEGATIVE_INFINITY;
    }
    if (!this.busy) this.drain(null);
  }

  /** `welcome` said the subject's current seq: from here on push brings every later batch. */
  onPushWelcome(seq: number | undefined): void {
    if (seq === undefined || !this.sign) return;
    if (!this.busy && seq < this.sign.seq) {
      // The server has fewer batches than we applied: another node's log, or a restarted one (the next body
      // will show the epoch). A node that can answer our signature catches us up; else the full feed.
      if (this.canCatchUp) this.catchUp();
      else this.reload();
      return;
    }
    this.mustReachSeq = Math.max(seq, this.mustReachSeq ?? seq);
    if (!this.busy) this.drain(null);
  }

  /** The push connection proved alive (pong) with nothing pending: the board is current. */
  onPushAlive(): void {
    if (!this.busy && this.buffer.length === 0 && this.mustReachSeq === null) this.markSynced(null);
  }

  /**
   * Spec §4: "When the last sync is older than 80% of the cache time: if it is also within 80% of 300
   * seconds, a repair feed is fetched once; otherwise the initial feed is reloaded." Called on a timer
   * and when the page is shown again (board.ts). A sync of any kind (a poll, a push message, a pong)
   * makes the board current again; until then each step runs at most once, so a server that stays away
   * is not asked again and again (the polling loop and the push reconnects go on meanwhile).
   */
  checkStale(): void {
    if (this.busy || this.retryTimer !== undefined) return;
    const age = this.deps.now() - this.syncedAtMs;
    if (age <= STALE_SYNC_MS) return;
    if (age <= REPAIR_MAX_AGE_MS) {
      if (this.staleStep !== 'none') return;
      this.staleStep = 'repair';
      this.repair();
      return;
    }
    if (this.staleStep === 'reload') return;
    this.staleStep = 'reload';
    this.reload();
  }

  /** One poll of the update feed (polling fallback). Never rejects. */
  poll(): Promise<PollOutcome> {
    return this.exclusive('poll', (alive) => this.updatesSince(alive));
  }

  /** Our signature can be answered by any node: it names the time of the board's last change. */
  private get canCatchUp(): boolean {
    return this.sign !== null && this.sign.changedAtMs !== null;
  }

  /** The update feed for our signature: from another node, its catch-up (spec §4 gap rules otherwise). */
  private catchUp(): void {
    void this.exclusive('catchUp', (alive) => this.updatesSince(alive));
  }

  /** The update feed's changes since the board's signature: a poll, or another node's catch-up. */
  private async updatesSince(alive: () => boolean): Promise<Step> {
    const sign = this.signature;
    const res = await this.deps.get(
      this.deps.names.update,
      sign ? { sign, cache: 'no-store' } : { cache: 'no-store' },
    );
    if (!alive()) return 'stopped';
    this.sampleDate(res.serverS);
    if (res.kind === 'unchanged') {
      this.markSynced(res.serverS);
      return 'ok';
    }
    const doc = this.decode(res.body, this.deps.names.update);
    const next = parseSignature(doc.signature);
    if (doc.repair === RepairKind.reload) return 'reload';
    // Another node's epoch without a reload marker: it answered our signature with a catch-up (the
    // rows changed and the ids removed since our signature's time), so its numbering is ours from now.
    // A server too old to catch up (a two-part signature) still answers the reload marker.
    if (this.epochChanged(next) && (next?.changedAtMs ?? null) === null) return 'reload';
    if (this.sign && next && !this.epochChanged(next) && next.seq < this.sign.seq) {
      // Older than what we show: a cache that ignored x-fsign. Applying it would turn scores back.
      this.deps.log.warn('live: update feed older than the board, ignored', doc.signature);
      return 'ok';
    }
    // A catch-up's rows are whole rows (a cell left out is a value the event no longer has), as in the
    // repair feed; an update of our own log is deltas.
    this.deps.store.applyRows(doc, this.epochChanged(next) ? 'replace' : 'patch');
    if (next) this.sign = next;
    if (doc.repair === RepairKind.repair) return 'repair';
    this.markSynced(doc.serverTime ?? res.serverS);
    return 'ok';
  }

  /** A gap: the repair feed when the last sync is recent enough, else the full feed (spec §4). */
  private recover(): void {
    if (this.deps.now() - this.syncedAtMs > REPAIR_MAX_AGE_MS) this.reload();
    else this.repair();
  }

  private repair(): void {
    void this.exclusive('repair', async (alive) => {
      const res = await this.deps.get(this.deps.names.repair, { cache: 'no-cache' });
      if (!alive()) return 'stopped';
      this.sampleDate(res.serverS);
      // An empty repair feed cannot close a gap: only the full feed can.
      if (res.kind === 'unchanged') return 'reload';
      const doc = this.decode(res.body, this.deps.names.repair);
      const next = parseSignature(doc.signature);
      if (doc.repair === RepairKind.reload) return 'reload';
      // Another node's repair feed: its rows are not ours to apply on our numbering; its catch-up is.
      if (this.epochChanged(next)) return this.canCatchUp ? 'catchUp' : 'reload';
      // The repair covers 300 s of changes. If our last sync is older than 80 % of that in the server's own
      // clock (a page served from a cache, a laptop that slept), changes before the window are missing.
      if (
        doc.serverTime !== null &&
        this.syncedAtServerS !== null &&
        (doc.serverTime - this.syncedAtServerS) * 1000 > REPAIR_MAX_AGE_MS
      ) {
        return 'reload';
      }
      if (this.sign && next && next.seq < this.sign.seq) return 'reload';
      this.deps.store.applyRows(doc, 'replace');
      if (next) this.sign = next;
      this.markSynced(doc.serverTime ?? res.serverS);
      return 'ok';
    });
  }

  private reload(): void {
    void this.exclusive('reload', async (alive) => {
      const res = await this.deps.get(this.deps.names.full, { cache: 'no-cache' });
      if (!alive()) return 'stopped';
      this.sampleDate(res.serverS);
      // WARNING: an empty answer keeps the board as it is. Wiping today's board on one bad answer is worse
      // than showing it a little stale; the next gap or marker tries again.
      if (res.kind === 'unchanged') return 'ok';
      const doc = this.decode(res.body, this.deps.names.full);
      this.deps.store.replaceAll(doc);
      this.sign = parseSignature(doc.signature);
      this.markSynced(doc.serverTime ?? res.serverS);
      return 'ok';
    });
  }

  private async exclusive(
    kind: OperationKind,
    operation: (alive: () => boolean) => Promise<Step>,
  ): Promise<PollOutcome> {
    if (this.busy) {
      // A repair or reload asked for while another request runs is not lost: it runs right after.
      if (kind !== 'poll') this.queued = strongest(this.queued, kind);
      return 'busy';
    }
    this.busy = true;
    const generation = this.generation;
    const alive = () => generation === this.generation;
    let step: Step;
    try {
      step = await operation(alive);
    } catch (error) {
      if (!alive()) return 'busy';
      step = error instanceof Error && error.name === 'FeedCodecError' ? 'bad-body' : 'unreachable';
      if (step === 'unreachable') this.deps.log.warn(`live: ${kind} failed`, error);
    }
    if (!alive() || step === 'stopped') return 'busy';
    this.busy = false;
    this.deps.onReachable(step !== 'unreachable');
    const followUp = strongest(
      this.queued,
      step === 'repair' || step === 'catchUp' || step === 'reload' ? step : null,
    );
    this.queued = null;
    if (followUp === 'reload') this.reload();
    else if (followUp === 'catchUp') this.catchUp();
    else if (followUp === 'repair') this.repair();
    else if (step === 'ok') this.drain(kind === 'poll' ? null : kind);
    else if (kind !== 'poll') {
      // Spec §4/§8: a failed parse (and a feed server that stays away) is retried after a random 20-80 s.
      // The polling loop paces its own retries.
      this.retryLater(kind);
    }
    return step === 'bad-body' || step === 'unreachable' ? step : 'ok';
  }

  /**
   * Replays buffered push messages in order, then runs what they call for. `after` says what just ran, to
   * escalate instead of looping: a gap right after a repair means the repair could not close it -> reload;
   * a gap right after a reload (a feed served from a stale cache) -> take the message anyway, heal later;
   * a gap right after a catch-up (push ran ahead of it on the node we now follow) -> that node's repair;
   * another epoch right after a catch-up (it came from a third node) -> reload.
   */
  private drain(after: Recovery | null): void {
    const next = this.replay(after);
    if (next === 'recover') this.recover();
    else if (next === 'repair') this.repair();
    else if (next === 'catchUp') this.catchUp();
    else if (next === 'reload') this.reload();
  }

  private replay(after: Recovery | null): 'recover' | Recovery | null {
    const onGap = () => (after === null || after === 'catchUp' ? 'recover' : 'reload');
    this.buffer.sort((a, b) => a.q - b.q);
    while (this.buffer.length > 0) {
      const message = this.buffer[0] as Buffered;
      const sign = this.sign;
      if (sign && message.sign && message.sign.epoch !== sign.epoch) {
        if (after === null || after === 'repair') return this.canCatchUp ? 'catchUp' : 'reload';
        if (after === 'catchUp') return 'reload';
        // A late message from the log we just left.
        this.buffer.shift();
        continue;
      }
      if (sign && message.q <= sign.seq) {
        this.buffer.shift();
        continue;
      }
      const consistent = !message.sign || message.sign.seq === message.q;
      if (sign && (message.q !== sign.seq + 1 || !consistent)) {
        if (after !== 'reload') return onGap();
        this.deps.log.warn('live: gap persists after a full reload; applying message', message.q);
        this.retryLater('repair');
      }
      this.buffer.shift();
      this.deps.store.applyRows(message.doc, 'patch');
      this.sign = message.sign
        ? { epoch: message.sign.epoch, seq: message.q, changedAtMs: message.sign.changedAtMs }
        : { epoch: sign?.epoch ?? 0, seq: message.q, changedAtMs: sign?.changedAtMs ?? null };
      if (message.doc.repair === RepairKind.reload) return 'reload';
      if (message.doc.repair === RepairKind.repair) return 'repair';
      this.markSynced(message.doc.serverTime);
    }
    if (this.mustReachSeq !== null && this.sign && this.sign.seq < this.mustReachSeq) {
      if (after !== 'reload') return onGap();
      this.deps.log.warn('live: still behind the push server after a full reload');
    }
    if (this.mustReachSeq !== null) {
      this.mustReachSeq = null;
      this.markSynced(null);
    }
    return null;
  }

  private retryLater(kind: Recovery): void {
    if (this.retryTimer !== undefined) return;
    const delay = PARSE_RETRY_MIN_MS + this.deps.random() * (PARSE_RETRY_MAX_MS - PARSE_RETRY_MIN_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (kind === 'reload') this.reload();
      else if (kind === 'catchUp') this.catchUp();
      else this.recover();
    }, delay);
  }

  private decode(body: string, feed: string): FeedDocument {
    try {
      const doc = decodeFeedDocument(body);
      if (doc.serverTime !== null) this.deps.skew.sample(doc.serverTime, this.deps.now());
      return doc;
    } catch (error) {
      this.deps.log.error('Ajax response error', { action: 'feed', feed, body, error });
      throw error;
    }
  }

  private epochChanged(next: Signature | null): boolean {
    return this.sign !== null && next !== null && next.epoch !== this.sign.epoch;
  }

  private sampleDate(serverS: number | null): void {
    if (serverS !== null) this.deps.skew.sample(serverS, this.deps.now());
  }

  private markSynced(serverS: number | null): void {
    this.syncedAtMs = this.deps.now();
    this.staleStep = 'none';
    const skew = this.deps.skew;
    this.syncedAtServerS = serverS ?? (skew.known ? Math.floor(skew.serverNowMs() / 1000) : null);
  }
}

const RECOVERY_ORDER: readonly Recovery[] = ['repair', 'catchUp', 'reload'];

function strongest(a: Recovery | null, b: Recovery | null): Recovery | null {
  if (a === null || b === null) return a ?? b;
  return RECOVERY_ORDER.indexOf(a) >= RECOVERY_ORDER.indexOf(b) ? a : b;
}
