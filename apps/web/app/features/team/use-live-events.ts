/**
 * A page's own events, kept live after hydration (live-watch.ts). The first render returns the events
 * of the loader's feed exactly, so the server's HTML and the hydrating browser agree; effects never
 * run on the server.
 */
import { applyEventPatch, type ListEvent, type MatchEvent, StageType } from '@nerali/domain';
import { useEffect, useState } from 'react';
import { changesFromDocument } from '../../live/board-data.ts';
import { startWatch } from './live-watch.ts';

/** A scheduled match this close to its start may go live while the page is open. */
export const WATCH_AHEAD_S = 3 * 3600;

/** Events of a list feed, in feed order; rows before any league row are dropped (as the board does). */
export function eventsOf(list: readonly ListEvent[]): MatchEvent[] {
  const out: MatchEvent[] = [];
  for (const { sportId, leagueId, patch } of list) {
    if (leagueId === null) continue;
    out.push(applyEventPatch(undefined, patch, { sportId, leagueId }));
  }
  return out;
}

/** Whether any of the events is live or may start soon (else the page has nothing to keep live). */
export function needsWatch(events: Iterable<MatchEvent>, nowS: number): boolean {
  for (const e of events) {
    if (e.stageType === StageType.live) return true;
    if (e.stageType === StageType.scheduled && e.startTime <= nowS + WATCH_AHEAD_S) return true;
  }
  return false;
}

/**
 * The events by id, updated live while `watch` is true. The component that calls it is keyed by the
 * loader's feed, so another page of results starts from its own events.
 */
export function useLiveEvents(
  initial: readonly MatchEvent[],
  sportId: number,
  watch: boolean,
): ReadonlyMap<string, MatchEvent> {
  const [events, setEvents] = useState<ReadonlyMap<string, MatchEvent>>(
    () => new Map(initial.map((e) => [e.id, e])),
  );
  useEffect(() => {
    if (!watch) return;
    const handle = startWatch({
      sportId,
      onRows(doc, mode) {
        setEvents((prev) => {
          const changes = changesFromDocument(prev, doc.events, mode);
          if (changes.length === 0) return prev;
          const next = new Map(prev);
          for (const { after } of changes) next.set(after.id, after);
          return next;
        });
      },
    });
    return () => handle.stop();
  }, [sportId, watch]);
  return events;
}
