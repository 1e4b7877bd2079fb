/**
 * Turns the engine's change batches into push messages: one update body per batch on `u_{sport}_{pt}`
 * (q = the batch's seq) and, for games someone follows, the game's own delta on `g_{sport}_{id}`.
 * The system subject gets the system feed every SYS_INTERVAL_MS.
 */
import { type Cell, encodeUpdateFeed, formatSignature, PROJECT_TYPE } from '@nerali/domain';
import type { FeedEngine } from '../engine/engine.ts';
import type { Clock } from '../engine/port.ts';
import type { FeedService } from '../feeds/feed-service.ts';
import type { PushHub } from './hub.ts';

export const SYS_INTERVAL_MS = 30_000;
const UPDATE_SUBJECT_RE = /^u_([0-9]{1,2})_([0-9]{1,3})$/;

/** Seq source for the hub: `u_` subjects follow the sport's change log. */
export function updateSubjectSeq(engine: FeedEngine): (subject: string) => number | undefined {
  return (subject) => {
    const m = UPDATE_SUBJECT_RE.exec(subject);
    if (!m || Number(m[2]) !== PROJECT_TYPE) return undefined;
    return engine.log(Number(m[1])).seq;
  };
}

export function startPublisher(options: {
  engine: FeedEngine;
  feeds: FeedService;
  hub: PushHub;
  clock: Clock;
}): () => void {
  const { engine, feeds, hub, clock } = options;
  const unsubscribe = engine.onBatch((batch) => {
    const serverTime = Math.floor(clock() / 1000);
    const signature = formatSignature(engine.epoch, batch.seq);
    const subject = `u_${batch.sportId}_${PROJECT_TYPE}`;
    // Encode only when someone listens; the seq still advances in the log either way.
    if (hub.hasSubscribers(subject)) {
      hub.publish(
        subject,
        encodeUpdateFeed({ sportId: batch.sportId, deltas: batch.deltas, signature, serverTime }),
        batch.seq,
      );
    }
    for (const delta of batch.deltas) {
      const gameSubject = (delta[0] as Cell)[1];
      if (!hub.hasSubscribers(gameSubject)) continue;
      hub.publish(
        gameSubject,
        encodeUpdateFeed({ sportId: batch.sportId, deltas: [delta], signature, serverTime }),
      );
    }
  });
  const sysSubject = `sys_${PROJECT_TYPE}`;
  const timer = setInterval(() => hub.publish(sysSubject, feeds.system().text), SYS_INTERVAL_MS);
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
