/**
 * How far behind the change stream this node is, from what it can see. About once a second
 * (HEAD_CHECK_MS) the fan-out asks the bus where the stream ends; an end this node has not applied
 * up to yet is a message it knows it lacks. Its lag is the age of the oldest such answer: roughly
 * the age of the oldest message it has not applied, seen at most a check late. 0 when it holds
 * everything it has seen on the stream.
 *
 * While the bus does not answer, nothing new is learnt: the node says the bus is down, and the lag
 * of what it already knew it lacked keeps growing. The load balancer's side of this (whether such a
 * node is ready) is docs/ARCHITECTURE.md, "Scaling out": a node whose bus answers and which is more
 * than FANOUT_MAX_LAG_MS behind is not ready; one whose bus does not answer stays ready.
 *
 * The same view tells a reader that stalled: it knows it is behind and has read nothing for STALL_MS
 * (a JetStream pull lost in a server restart, a half-open connection). The fan-out then makes the bus
 * read again (Follower.restart), whatever the client library thinks.
 */

/** How often the fan-out asks the bus where the stream ends (one small request per node). */
export const HEAD_CHECK_MS = 1000;
/** An answer later than this counts as none (the bus is down for this node). */
export const HEAD_TIMEOUT_MS = 3000;
/** Known behind and nothing read for this long: the reader has stalled. */
export const STALL_MS = 2000;
/** Answers kept that the node has not reached yet; more means it is far behind anyway. */
const MAX_PENDING = 64;

export interface ReplicationStatus {
  /** 'none': one node, no bus; 'up': the bus answers this node; 'down': it does not. */
  bus: 'none' | 'up' | 'down';
  /** Messages on the stream this node has not applied, as of its last look at the stream's end. */
  lagMessages: number;
  /** How long it has known it lacks the oldest of them (0: it holds all it has seen). */
  lagMs: number;
  /** Reloading from the database (what it reads from the stream meanwhile waits). */
  reloading: boolean;
  /** More than the allowed lag behind while the bus answers: /readyz answers 503. */
  behind: boolean;
}

export const ALONE: ReplicationStatus = {
  bus: 'none',
  lagMessages: 0,
  lagMs: 0,
  reloading: false,
  behind: false,
};

/** A question to the bus: when it was asked, and of which stream (a stream made anew is another). */
export interface Question {
  atMs: number;
  generation: number;
}

export interface LagOptions {
  /** A monotonic clock in ms (performance.now in production). */
  now: () => number;
  /** FANOUT_MAX_LAG_MS. */
  maxLagMs: number;
  stallMs?: number;
}

export class LagTracker {
  /** The last stream seq read (a message, or where reading starts); null before the first connection. */
  private seq: number | null = null;
  private readAtMs: number;
  private nudgedAtMs = -Infinity;
  private isReloading = false;
  private generation = 0;
  private head = 0;
  private answering: boolean | null = null;
  /** Ends of the stream seen and not applied up to yet, oldest first (seqs rising). */
  private pending: { seq: number; atMs: number }[] = [];

  constructor(private readonly options: LagOptions) {
    this.readAtMs = options.now();
  }

  /** Reading starts (or starts again) after `seq`, no message read. */
  positioned(seq: number): void {
    this.seq = seq;
    this.settle();
  }

  /** A message was read (applied at once, or kept while reloading). */
  read(seq: number): void {
    this.seq = seq;
    this.readAtMs = this.options.now();
    this.settle();
  }

  /** While on, nothing read counts as applied; off: everything read so far is. */
  reloading(on: boolean): void {
    this.isReloading = on;
    this.settle();
  }

  /** The stream was made anew: what was seen of the old one is no measure. Reading starts after `seq`. */
  restarted(seq: number): void {
    this.generation += 1;
    this.pending = [];
    this.head = seq;
    this.seq = seq;
  }

  ask(): Question {
    return { atMs: this.options.now(), generation: this.generation };
  }

  /** The bus said the stream ended at `head` when asked `question`. */
  answered(question: Question, head: number): void {
    this.answering = true;
    // Asked of a stream since made anew, or the stream went back and the reader has not noticed yet
    // (it will, and reload): either way this answer measures nothing.
    if (question.generation !== this.generation || (this.seq !== null && head < this.seq)) return;
    this.head = Math.max(this.head, head);
    if (this.applied() >= head) return;
    const last = this.pending.at(-1);
    if (last && last.seq >= head) return;
    if (this.pending.length < MAX_PENDING) this.pending.push({ seq: head, atMs: question.atMs });
  }

  /** The bus gave no answer in time. */
  unanswered(): void {
    this.answering = false;
  }

  /** Known behind and nothing read for STALL_MS (nor since the last nudge): the reader is stuck. */
  stalled(): boolean {
    const unread = this.pending.find((p) => this.seq === null || p.seq > this.seq);
    if (!unread) return false;
    const quietSince = Math.max(unread.atMs, this.readAtMs, this.nudgedAtMs);
    return this.options.now() - quietSince >= (this.options.stallMs ?? STALL_MS);
  }

  /** The reader was told to read again: give it STALL_MS before the next nudge. */
  nudged(): void {
    this.nudgedAtMs = this.options.now();
  }

  /** `buffered`: messages read during a reload, not applied yet. */
  status(buffered = 0): ReplicationStatus {
    const oldest = this.pending[0];
    const lagMs = oldest ? Math.max(0, Math.round(this.options.now() - oldest.atMs)) : 0;
    const unread = Math.max(0, this.head - (this.seq ?? this.head));
    const bus = this.answering === false ? 'down' : 'up';
    return {
      bus,
      lagMessages: unread + (this.isReloading ? buffered : 0),
      lagMs,
      reloading: this.isReloading,
      behind: bus === 'up' && lagMs > this.options.maxLagMs,
    };
  }

  /** The seq this node holds everything up to (-1: nothing known: before connecting, or reloading). */
  private applied(): number {
    return this.isReloading || this.seq === null ? -1 : this.seq;
  }

  private settle(): void {
    const applied = this.applied();
    while (this.pending.length > 0 && (this.pending[0]?.seq ?? Infinity) <= applied) this.pending.shift();
  }
}
