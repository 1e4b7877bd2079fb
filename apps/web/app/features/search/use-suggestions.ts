/**
 * Suggestions while the fan types in the header box: asked 150 ms after the last key, the previous
 * request aborted. The fetching and the options are in suggest-engine.ts, loaded on the box's first
 * use (focus or a key) with the catalogue's pages part: a page where nobody searches never loads it.
 */
import { type Lang, normaliseQuery, type SearchHit } from '@nerali/domain';
import { useEffect, useMemo, useState } from 'react';
import { useFavourites } from '../favourites/use-favourites.ts';
import { withPagesPart } from '../../i18n/load.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type * as SuggestEngine from './suggest-engine.ts';
import type { SuggestOption } from './suggest-engine.ts';

export const SUGGEST_DELAY_MS = 150;

export type { SuggestOption };
export type SuggestState = 'idle' | 'loading' | 'done' | 'failed';

export interface Suggestions {
  /** The query the options answer ('' for the popular leagues). */
  query: string;
  options: SuggestOption[];
  state: SuggestState;
  /** What the status line says of the list, once done or failed. */
  status: string;
}

type Engine = typeof SuggestEngine;
let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;

function loadEngine(): Promise<Engine> {
  loading ??= withPagesPart(() => import('./suggest-engine.ts')).then((module) => (engine = module));
  // A failed load (offline) is tried again on the next use.
  loading.catch(() => (loading = null));
  return loading;
}

const NONE: SuggestOption[] = [];

export function useSuggestions(raw: string, lang: Lang, enabled: boolean): Suggestions {
  const { t } = useTranslation();
  const favourites = useFavourites();
  // The sides and players this browser follows (suggest-engine.ts `followedFirst`).
  const followed = useMemo(
    () =>
      new Set([
        ...Object.values(favourites.teams.items).map((i) => `participant:${i.id}`),
        ...Object.values(favourites.players.items).map((i) => `player:${i.id}`),
      ]),
    [favourites.teams, favourites.players],
  );
  const query = normaliseQuery(raw);
  const key = `${lang}:${query}`;
  const [loaded, setLoaded] = useState<Engine | null>(engine);
  const [fetched, setFetched] = useState<{ key: string; hits: SearchHit[]; failed: boolean }>({
    key: '',
    hits: [],
    failed: false,
  });
  useEffect(() => {
    if (enabled && !loaded) void loadEngine().then(setLoaded, () => {});
  }, [enabled, loaded]);
  const known = loaded?.remembered(key);
  const refused = loaded?.refused(query) ?? false;
  const ask = enabled && loaded !== null && known === undefined && !refused;
  useEffect(() => {
    if (!ask || !loaded) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loaded
        .fetchHits(query, lang, key, controller.signal)
        .then((hits) => setFetched({ key, hits, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setFetched({ key, hits: [], failed: true });
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ask, loaded, key, query, lang]);
  if (!loaded) return { query, options: NONE, state: enabled ? 'loading' : 'idle', status: '' };
  const done = (options: SuggestOption[], failed = false): Suggestions => ({
    query,
    options,
    state: failed ? 'failed' : 'done',
    status: loaded.statusOf(failed ? 'failed' : 'done', query, options.length, t),
  });
  if (known) return done(loaded.optionsOf(lang, query, known, t, followed));
  if (refused) return done(NONE);
  if (fetched.key === key)
    return done(loaded.optionsOf(lang, query, fetched.hits, t, followed), fetched.failed);
  return { query, options: NONE, state: enabled ? 'loading' : 'idle', status: '' };
}
