/**
 * A table or draw that moves while its matches are played: the feed body the loader gave, fetched
 * again every minute while `live` (the page's tab visible), revalidated by ETag so an unchanged table
 * costs a 304. A passive table (spec 1 §2: a finished season) is never `live` and never refetched.
 *
 * Why not the push socket: tables change when a match ends, a few times an evening; the sport's update
 * stream carries every score of every league, which a standings page does not need.
 */
import { useEffect, useState } from 'react';
import { fetchFeed } from '../../live/http-feed.ts';
import { feedUrl } from './feed-names.ts';

export const TABLE_REFRESH_MS = 60_000;

export function useRefreshingFeed(name: string, initial: string, live: boolean): string {
  const [state, setState] = useState({ initial, body: initial });
  // New loader data (another page, a revalidation) replaces what was fetched before.
  const body = state.initial === initial ? state.body : initial;

  useEffect(() => {
    if (!live) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (document.visibilityState !== 'hidden') {
        try {
          const answer = await fetchFeed(fetch, {
            url: feedUrl(name),
            signal: abort.signal,
            cache: 'no-cache',
          });
          if (answer.kind === 'body') setState({ initial, body: answer.body });
        } catch {
          // Spec 1 §8: feed errors are not shown; the table stays as it was and the next tick tries again.
        }
      }
      if (!abort.signal.aborted) timer = setTimeout(tick, TABLE_REFRESH_MS);
    };
    timer = setTimeout(tick, TABLE_REFRESH_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [name, initial, live]);

  return body;
}
