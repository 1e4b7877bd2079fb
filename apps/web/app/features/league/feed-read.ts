/**
 * Reading feeds in a loader (`context.nerali.getFeed`, the server's own memory): an answer with data,
 * "no data" (the empty feed `0`, 204, or a name no feed kind knows), or a coded error the page's
 * error boundary turns into its Tamil error message.
 */
import {
  applyEventPatch,
  decodeListFeed,
  isEmptyFeed,
  type ListEvent,
  type MatchEvent,
} from '@nerali/domain';

export type GetFeed = (name: string) => Promise<{ status: number; body: string }>;

export const FEED_UNAVAILABLE = 'NRL_WEB_FEED_UNAVAILABLE';

export class FeedUnavailableError extends Error {
  override readonly name = 'FeedUnavailableError';
  readonly code = FEED_UNAVAILABLE;
  constructor(
    readonly feed: string,
    readonly status: number,
  ) {
    super(`${FEED_UNAVAILABLE}: feed ${feed} answered ${status}`);
  }
}

/** The body of a feed with data, or null when it has none. Throws FeedUnavailableError otherwise. */
export async function readFeed(getFeed: GetFeed, name: string): Promise<string | null> {
  const answer = await getFeed(name);
  if (answer.status === 200) return isEmptyFeed(answer.body) ? null : answer.body;
  // 404: our own names always parse, so the store does not know the object (a well-formed unknown id).
  if (answer.status === 204 || answer.status === 404) return null;
  throw new FeedUnavailableError(name, answer.status);
}

/** Events of list-feed rows as the board holds them (an event row needs the league row before it). */
export function listEvents(rows: readonly ListEvent[]): MatchEvent[] {
  const out: MatchEvent[] = [];
  for (const { sportId, leagueId, patch } of rows) {
    if (leagueId === null) continue;
    out.push(applyEventPatch(undefined, patch, { sportId, leagueId }));
  }
  return out;
}

/** Events and page row of a paged list feed (tf_, tr_); an empty feed is an empty first page. */
export function readEventPage(body: string | null): {
  events: MatchEvent[];
  page: number;
  pageCount: number;
  total: number;
} {
  if (body === null) return { events: [], page: 1, pageCount: 0, total: 0 };
  const doc = decodeListFeed(body);
  return {
    events: listEvents(doc.events),
    page: doc.page?.page ?? 1,
    pageCount: doc.page?.pageCount ?? 1,
    total: doc.page?.total ?? doc.events.length,
  };
}
