/**
 * The bus between the nodes of one site: what the fan-out needs from Redis or NATS, and nothing more.
 *
 * Three things travel on it:
 *  - the change stream: one ordered, retained stream of change messages per site. Every message gets
 *    a contiguous number (`seq`, 1, 2, 3 ...) from the bus itself, so a reader that sees a number
 *    jump knows it missed messages (trimmed away while it was gone) and one that sees it go back
 *    knows the stream was reset (the bus restarted without its data);
 *  - named subjects: fire-and-forget messages to every node (per-profile push of accounts);
 *  - leases: "exactly one node does this" (the simulator), with a time to live.
 *
 * Implementations: redis-bus.ts (Redis Streams, PUBLISH/SUBSCRIBE, SET NX PX) and nats-bus.ts
 * (JetStream, core subjects, KV). One node alone needs no bus: memory-bus.ts serves the subjects.
 */
import type { StorageLogger } from '../storage/logger.ts';

export type BusKind = 'redis' | 'nats';

/** Where to start reading the change stream: after message `seq` (0: from the start). */
export interface StreamPosition {
  seq: number;
}

export interface StreamSink {
  /** One message, in stream order. The bus never calls this concurrently. */
  message(seq: number, payload: string): void;
  /** The connection to the stream came up (first time or after an outage); reading resumes after `position`. */
  connected(position: StreamPosition): void;
  /** The connection was lost; the bus keeps trying and resumes after the last seq it delivered. */
  disconnected(reason: string): void;
  /**
   * The stream was made anew (the bus lost its data): what was not read yet is gone. Reading goes on
   * after `position` of the new stream.
   */
  restarted(position: StreamPosition, reason: string): void;
}

export interface Stopper {
  stop(): Promise<void>;
}

/** A reader of the change stream. */
export interface Follower extends Stopper {
  /**
   * Drops the current read and reads again after the last seq delivered, with a new consumer or
   * connection: for a reader that stalled (it is behind and reads nothing; see lag.ts).
   */
  restart(reason: string): void;
}

export interface LeaseHandlers {
  /** This node holds the lease now. */
  acquired(): void;
  /** This node no longer holds it (another took it, or it could not renew in time). */
  lost(reason: string): void;
}

/** Named subjects: a message reaches every node's subscribers of the subject, the sender's included. */
export interface Subjects {
  publish(subject: string, payload: string): void;
  /** Returns the unsubscribe. */
  subscribe(subject: string, handler: (payload: string) => void): () => void;
}

export interface ChangeBus extends Subjects {
  readonly kind: BusKind;
  /** Connects (retrying until `timeoutMs`); false when the bus could not be reached in that time. */
  connect(timeoutMs: number): Promise<boolean>;
  /**
   * The position of the last message in the stream now (its seq; 0 for an empty stream). The fan-out
   * asks about once a second to know how far behind this node is (lag.ts): keep it one small request.
   */
  head(): Promise<StreamPosition>;
  /** Appends one message; resolves with its seq once the bus has it. Rejects when unreachable. */
  append(payload: string): Promise<number>;
  /**
   * Delivers every message after `from`, then each new one, until stopped; reconnects by itself and
   * resumes after the last delivered seq. Gaps are the caller's to notice (see the header). `null`:
   * from wherever the stream ends when the connection first comes up. Reading resumes within a few
   * seconds of the bus's return (after a restart of the bus too).
   */
  follow(from: StreamPosition | null, sink: StreamSink): Follower;
  /** Tries to hold the lease `name` for `ttlMs`, renewing it; calls back on each change of holder. */
  lease(name: string, ttlMs: number, handlers: LeaseHandlers): Stopper;
  close(): Promise<void>;
}

export interface BusOptions {
  url: string;
  /** Separates sites that share one Redis or NATS (keys, streams and subjects are named by it). */
  namespace: string;
  /** Messages the change stream keeps (older ones are trimmed away). */
  maxMessages: number;
  /** Names this node in leases and logs. */
  nodeId: string;
  logger: StorageLogger;
}

/** Subject names: dot-separated tokens of letters, digits, `_` and `-` (valid in Redis and NATS). */
export const SUBJECT_RE = /^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,7}$/;
export const NAMESPACE_RE = /^[A-Za-z0-9_-]{1,48}$/;

export function checkSubject(subject: string): void {
  if (!SUBJECT_RE.test(subject)) throw new RangeError(`bad fan-out subject ${JSON.stringify(subject)}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
