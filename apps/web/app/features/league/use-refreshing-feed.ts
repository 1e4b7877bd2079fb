/**
 * A table or draw that moves while its matches are played: the feed body the loader gave, fetched
 * again while `live` (the page's tab visible), revalidated by ETag so an unchanged table costs a 304.
 * A passive table (spec 1 §2: a finished season) is never `live` and never refetched.
 *
 * How often (spec 1 §9 "Sync seconds: live_tables 10"): every 10 s while the league has live matches,
 * else every minute. Whether it has them is the tournament header's live count (`t_`): the loader's at
 * first, then read again once a minute, so a table speeds up when a match kicks off and slows down after
 * the last one ends.
 *
 * Why not the push socket: tables change when a match ends, a few times an evening; the sport's update
 * stream carries every score of every league, which a standings page does not need.
 */
import { decodeListFeed } from '@nerali/domain';
import { useEffect, useState } from 'react';
import { fetchFeed } from '../../live/http-feed.ts';
import { feedUrl } from './feed-names.ts';

export const TABLE_REFRESH_MS = 60_000;
/** Spec 1 §9 "Sync seconds: live_tables 10": while the league has live matches. */
export const LIVE_TABLE_REFRESH_MS = 10_000;
/** How often the tournament header is read again to learn whether the league has live matches. */
export const LIVE_CHECK_MS = 60_000;

/** The tournament header (`t_`) says the league has matches being played; false if it does not read. */
export function headerHasLive(body: string): boolean {
  try {
    return (decodeListFeed(body).leagues[0]?.extra?.liveCount ?? 0) > 0;
  } catch {
    return false;
  }
}

export interface TableRefreshOptions {
  /** The table's feed name (`ts_`, `td_`). */
  name: string;
  /** The tournament header's feed name (`t_`) and whether the loader's header had live matches. */
  liveMatches?: { header: string; initial: boolean };
  fetch: typeof fetch;
  hidden: () => boolean;
  now: () => number;
  onBody: (body: string) => void;
}

/** The refresh loop itself (no React): returns its stop. */
export function startTableRefresh(options: TableRefreshOptions): () => void {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hasLive = options.liveMatches?.initial ?? false;
  let checkedAt = options.now();
  const get = (name: string) =>
    fetchFeed(options.fetch, { url: feedUrl(name), signal: abort.signal, cache: 'no-cache' });
  const delay = () => (hasLive ? LIVE_TABLE_REFRESH_MS : TABLE_REFRESH_MS);

  const tick = async () => {
    if (!options.hidden()) {
      const header = options.liveMatches?.header;
      if (header && options.now() - checkedAt >= LIVE_CHECK_MS) {
        checkedAt = options.now();
        try {
          const answer = await get(header);
          if (answer.kind === 'body') hasLive = headerHasLive(answer.body);
        } catch {
          // Spec 1 §8: not shown; the pace stays as it was.
        }
      }
      try {
        const answer = await get(options.name);
        if (answer.kind === 'body' && !abort.signal.aborted) options.onBody(answer.body);
      } catch {
        // Spec 1 §8: feed errors are not shown; the table stays as it was and the next tick tries again.
      }
    }
    if (!abort.signal.aborted) timer = setTimeout(tick, delay());
  };
  timer = setTimeout(tick, delay());
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}

/**
 * `liveMatches`: the tournament header's feed and the loader's answer to "does the league have live
 * matches" (`league.liveCount > 0`); without it the table refreshes once a minute.
 */
export function useRefreshingFeed(
  name: string,
  initial: string,
  live: boolean,
  liveMatches?: { header: string; initial: boolean },
): string {
  const [state, setState] = useState({ initial, body: initial });
  // New loader data (another page, a revalidation) replaces what was fetched before.
  const body = state.initial === initial ? state.body : initial;
  const header = liveMatches?.header;
  const initialLive = liveMatches?.initial ?? false;

  useEffect(() => {
    if (!live) return;
    return startTableRefresh({
      name,
      ...(header ? { liveMatches: { header, initial: initialLive } } : {}),
      fetch: (input, init) => fetch(input, init),
      hidden: () => document.visibilityState === 'hidden',
      now: () => Date.now(),
      onBody: (next) => setState({ initial, body: next }),
    });
  }, [name, initial, live, header, initialLive]);

  return body;
}
