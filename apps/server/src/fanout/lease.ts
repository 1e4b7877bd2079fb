/**
 * A lease held by at most one node: acquire when free (asking every second at most), renew every
 * third of its time to live, and give it up (stop the work it guards) when a renewal fails or
 * cannot be confirmed in time. A node that stops releases it, so another takes over within a quarter
 * second; one that dies is replaced once its lease expires.
 *
 * WHY stop at 80 % of the time to live without a confirmed renewal: the bus lets the lease expire a
 * full time to live after the last renewal it saw, and only then can another node take it. Stopping
 * earlier leaves a short gap with nobody holding it rather than two nodes doing the work at once.
 * A node whose event loop was held up longer than that (a simulator's first tick puts the whole
 * world) asks the bus first: its lease is still its own unless it expired and another node took it.
 */
import type { StorageLogger } from '../storage/logger.ts';
import type { LeaseHandlers, Stopper } from './bus.ts';

/** What a bus provides for one lease name (redis-bus.ts, nats-bus.ts). */
export interface LeaseBackend {
  /** Takes the lease if nobody holds it; false when another node does. */
  acquire(): Promise<boolean>;
  /** Extends this node's lease; false when it is no longer this node's. */
  renew(): Promise<boolean>;
  /** Gives the lease up if it is still this node's. */
  release(): Promise<void>;
}

/** How often a node without the lease tries to take it: a lease given up or expired is taken this soon. */
export const LEASE_ACQUIRE_EVERY_MS = 250;

export function runLease(
  backend: LeaseBackend,
  ttlMs: number,
  handlers: LeaseHandlers & { lost(reason: string): void | Promise<void> },
  logger: StorageLogger,
): Stopper {
  const periodMs = Math.max(50, Math.floor(ttlMs / 3));
  let holding = false;
  let confirmedAt = 0;
  let stopped = false;
  let unreachable = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const lose = async (reason: string) => {
    holding = false;
    try {
      await handlers.lost(reason);
    } catch (error) {
      logger.error({ err: error }, 'fan-out: stopping the work of a lost lease failed');
    }
  };

  const tick = async () => {
    try {
      if (holding) {
        if (await within(backend.renew(), periodMs)) confirmedAt = Date.now();
        else await lose('another node holds the lease');
      } else if (await within(backend.acquire(), periodMs)) {
        holding = true;
        confirmedAt = Date.now();
        handlers.acquired();
      }
      unreachable = false;
    } catch (error) {
      if (!unreachable) logger.warn({ err: error }, 'fan-out: lease not reachable');
      unreachable = true;
      if (holding && Date.now() - confirmedAt > ttlMs * 0.8)
        await lose('the lease could not be renewed in time');
    }
  };

  const schedule = () => {
    if (stopped) return;
    // A node without the lease asks every LEASE_ACQUIRE_EVERY_MS: a lease given up or expired is taken
    // over at once (one SET NX or KV create a quarter second per node: nothing for the bus).
    timer = setTimeout(
      () => {
        running = tick().finally(schedule);
      },
      holding ? periodMs : Math.min(periodMs, LEASE_ACQUIRE_EVERY_MS),
    );
  };
  running = tick().finally(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (!holding) return;
      await lose('this node is stopping');
      await within(backend.release(), periodMs).catch(() => {});
    },
  };
}

/**
 * The promise, or a rejection after `ms` (a cut connection may never answer). The rejection waits for
 * the end of the loop turn in which the timer fired: after the event loop was held up, an answer that
 * arrived meanwhile is read in that turn and wins, instead of a timer that is only late.
 */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          settled = true;
          reject(new Error(`no answer within ${ms} ms`));
        }),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
