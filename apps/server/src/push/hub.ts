/**
 * Push fan-out: subjects, their sequence numbers and the sockets that hold them.
 *
 * Each message is serialised once and the same bytes are written to every subscriber. `u_` subjects
 * take their sequence number from the sport's change log, so `q` equals the seq in the signature of
 * the body; other subjects count their own messages. A subscriber whose socket is backed up beyond
 * MAX_BUFFERED_BYTES is dropped: it reconnects and repairs, and nobody else waits for it.
 */
import type { DataMessage } from '@nerali/domain';
import { textFrame } from './frame.ts';

/** A slow consumer past this many queued bytes is disconnected (1013 "try again later"). */
export const MAX_BUFFERED_BYTES = 1 << 20;

export interface PushSocket {
  readonly bufferedAmount: number;
  /**
   * Sends one message: `payload` is its JSON text, `frame` (when given) the whole WebSocket text frame
   * of that payload, built once for every subscriber; a socket that can write raw bytes writes
   * `frame` as is (frame.ts `WsPushSocket`), others send `payload`.
   */
  send(payload: Buffer | string, frame?: Buffer): void;
  close(code?: number, reason?: string): void;
}

export class PushHub {
  private readonly subscribers = new Map<string, Set<PushSocket>>();
  private readonly seqs = new Map<string, number>();
  /** Messages sent and connections dropped for being slow, for /metrics-style logging and benches. */
  readonly stats = { messages: 0, deliveries: 0, slowDropped: 0 };

  /** Told when a subject gets its first subscriber on this node and when it loses its last one. */
  private readonly watchers: ((subject: string, active: boolean) => void)[] = [];

  constructor(private readonly externalSeq: (subject: string) => number | undefined = () => undefined) {}

  /** Per-profile subjects (accounts/push.ts) listen on the cluster only while someone here holds them. */
  watchSubjects(listener: (subject: string, active: boolean) => void): void {
    this.watchers.push(listener);
  }

  /** Unsubscribes every socket from a subject (a deleted account, a password reset); they stay connected. */
  dropSubject(subject: string): void {
    if (!this.subscribers.delete(subject)) return;
    for (const watch of this.watchers) watch(subject, false);
  }

  seq(subject: string): number {
    return this.externalSeq(subject) ?? this.seqs.get(subject) ?? 0;
  }

  subscribe(socket: PushSocket, subject: string): void {
    let set = this.subscribers.get(subject);
    if (!set) {
      set = new Set();
      this.subscribers.set(subject, set);
      for (const watch of this.watchers) watch(subject, true);
    }
    set.add(socket);
  }

  unsubscribe(socket: PushSocket, subject: string): void {
    const set = this.subscribers.get(subject);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) {
      this.subscribers.delete(subject);
      for (const watch of this.watchers) watch(subject, false);
    }
  }

  hasSubscribers(subject: string): boolean {
    return (this.subscribers.get(subject)?.size ?? 0) > 0;
  }

  subscriberCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  /**
   * Publishes a body on a subject. `seq` is given for subjects numbered elsewhere (u_: the change log);
   * otherwise the subject's own counter advances.
   */
  publish(subject: string, body: string, seq?: number): void {
    const q = seq ?? (this.seqs.get(subject) ?? 0) + 1;
    if (seq === undefined) this.seqs.set(subject, q);
    const set = this.subscribers.get(subject);
    if (!set || set.size === 0) return;
    const message: DataMessage = { t: 'm', s: subject, q, b: body };
    // Serialised and framed once; every subscriber gets the same Buffer (no copy, no closure each).
    const payload = Buffer.from(JSON.stringify(message), 'utf8');
    const frame = textFrame(payload);
    this.stats.messages += 1;
    let delivered = 0;
    for (const socket of set) {
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.stats.slowDropped += 1;
        socket.close(1013, 'slow consumer');
        continue;
      }
      socket.send(payload, frame);
      delivered += 1;
    }
    this.stats.deliveries += delivered;
  }

  /** Forgets a closed socket everywhere. */
  drop(socket: PushSocket, subjects: Iterable<string>): void {
    for (const subject of subjects) this.unsubscribe(socket, subject);
  }

  closeAll(code: number, reason: string): void {
    const all = new Set<PushSocket>();
    for (const set of this.subscribers.values()) for (const socket of set) all.add(socket);
    for (const socket of all) socket.close(code, reason);
  }
}
