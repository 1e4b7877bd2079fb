/**
 * Turns the engine's change batches into push messages: one update body per batch on `u_{sport}_{pt}`
 * (q = the batch's seq) and, for games someone follows, the game's own delta on `g_{sport}_{id}`.
 * When detail documents of a followed game change (incidents, line-ups, odds ...), the same game
 * subject gets a notice row `DN` naming the match feeds to fetch again (docs/feeds.md (match detail feeds)); it
 * shares the subject's numbering with the deltas, and `decodeFeedDocument` skips it.
 * The system subject gets the system feed every SYS_INTERVAL_MS.
 */
import {
  type Cell,
  type DocumentKind,
  encodeUpdateFeed,
  formatSignature,
  PROJECT_TYPE,
} from '@nerali/domain';
import type { DocumentChange, FeedEngine } from '../engine/engine.ts';
import { EVENT_KEYED_KINDS, encodeDetailNotice, feedsOfKinds } from '../feeds/catalogue/match/notice.ts';
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
    // The same signature as the update feed at this seq (feed-service.ts `signature`).
    const signature = formatSignature(engine.epoch, batch.seq, batch.atMs);
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
  const stopNotices = engine.onDocuments((changed) => {
    for (const [eventId, kinds] of changedEvents(engine, changed)) {
      if (!hub.hasSubscribers(eventId)) continue;
      const feedNames = feedsOfKinds(kinds);
      if (feedNames.length > 0) hub.publish(eventId, encodeDetailNotice(eventId, feedNames));
    }
  });
  const sysSubject = `sys_${PROJECT_TYPE}`;
  const timer = setInterval(() => hub.publish(sysSubject, feeds.system().text), SYS_INTERVAL_MS);
  timer.unref();
  return () => {
    unsubscribe();
    stopNotices();
    clearInterval(timer);
  };
}

/**
 * The events whose match feeds some document changes touch, with the kinds per event. News and
 * videos name their event in the body (a removed one no longer can: its page learns on its next
 * fetch); news of a team without an event id reaches the team's match pages on their next fetch.
 */
export function changedEvents(
  engine: FeedEngine,
  changed: readonly DocumentChange[],
): Map<string, Set<DocumentKind>> {
  const byEvent = new Map<string, Set<DocumentKind>>();
  const add = (eventId: string | undefined, kind: DocumentKind) => {
    if (!eventId) return;
    let kinds = byEvent.get(eventId);
    if (!kinds) {
      kinds = new Set();
      byEvent.set(eventId, kinds);
    }
    kinds.add(kind);
  };
  for (const change of changed) {
    if (EVENT_KEYED_KINDS.has(change.kind)) add(change.key, change.kind);
    else if (change.kind === 'news') add(engine.document('news', change.key)?.eventId, change.kind);
    else if (change.kind === 'video') add(engine.document('video', change.key)?.eventId, change.kind);
  }
  return byEvent;
}
