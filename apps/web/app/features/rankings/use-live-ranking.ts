/**
 * A live ranking (ral_: one that moves with the matches being played) kept current: its page is
 * fetched again every LIVE_RANKING_POLL_MS (spec 1 §9 "live_tables 10" seconds), revalidated by ETag
 * so an unchanged ranking costs a 304. Paused while the tab is hidden. The first render is the
 * loader's body, so the server's HTML and the hydrating browser agree.
 */
import { FEED_PATH_PREFIX } from '@nerali/domain';
import { useEffect, useState } from 'react';
import { fetchFeed } from '../../live/http-feed.ts';
import { teamFeeds } from '../team/feed-names.ts';

export const LIVE_RANKING_POLL_MS = 10_000;

export function useLiveRanking(initial: string, id: string, page: number, live: boolean): string {
  const [body, setBody] = useState(initial);
  useEffect(() => {
    if (!live) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (document.visibilityState !== 'hidden') {
        try {
          const res = await fetchFeed(globalThis.fetch.bind(globalThis), {
            url: FEED_PATH_PREFIX + teamFeeds.liveRanking(id, page),
            signal: abort.signal,
            cache: 'no-cache',
          });
          if (res.kind === 'body') setBody(res.body);
        } catch (error) {
          if (abort.signal.aborted) return;
          console.warn('live: ranking feed failed', error);
        }
      }
      timer = setTimeout(tick, LIVE_RANKING_POLL_MS);
    };
    timer = setTimeout(tick, LIVE_RANKING_POLL_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [id, page, live]);
  return body;
}
