/**
 * The My games list (spec 1 §4 "My games tab (category 5)"): the followed games and tournaments,
 * by day, then sport, then league, drawn with the board's own league and race blocks, kept current
 * from the repair feed every 10 s (spec §9 "Sync seconds: default 10").
 *
 * Favourites live in the browser, so the first HTML cannot hold them: the server renders the
 * loading line in the list's place, and the browser fills it once storage and feeds are read.
 */
import {
  formatFeedName,
  FEED_PATH_PREFIX,
  type Lang,
  PROJECT_TYPE,
  type SportInfo,
  stageTypeTab,
} from '@nerali/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { fetchFeed } from '../../live/http-feed.ts';
import { useServerNow } from '../../kit/time/use-server-now.ts';
import { EventDays } from './EventDays.tsx';
import { GroupedGames, GroupsToggle } from './MyGamesGroups.tsx';
import { applyRepair, loadMyGames, type MyGamesData } from './my-games-loader.ts';
import { favouritesStore, useFavouritesLoaded } from '../favourites/use-favourites.ts';

/** Spec 1 §9 "Sync seconds: default 10": how often the followed games are brought up to date. */
export const MY_GAMES_REFRESH_MS = 10_000;

export interface MyGamesBoardProps {
  lang: Lang;
  tzMinutes: number;
  /** The loader's clock (unix seconds). */
  nowS: number;
  /** A sport page's tab shows that sport's games only; the favourites page shows all. */
  sport?: SportInfo;
  /** The favourites page offers groups (spec 1 §3 mgGroup); a sport's tab lists plainly. */
  withGroups?: boolean;
}

function useMyGamesData(lang: Lang, tzMinutes: number, sportId: number | undefined) {
  const snapshot = useFavouritesLoaded();
  const [data, setData] = useState<MyGamesData | null>(null);
  // Reload when the followed set changes (a star here, in another tab, or from the account).
  const followedKey = useMemo(() => {
    const games = Object.values(snapshot.myGames.games).filter(
      (g) => sportId === undefined || g.sportId === sportId,
    );
    const tours = Object.values(snapshot.myGames.tournaments).filter(
      (t) => sportId === undefined || t.sportId === sportId,
    );
    return [...games.map((g) => g.id), ...tours.map((t) => t.leagueId)].sort().join(',');
  }, [snapshot.myGames, sportId]);

  useEffect(() => {
    const store = favouritesStore();
    if (!snapshot.ready || !store || followedKey === '') return;
    const controller = new AbortController();
    loadMyGames({
      fetch: globalThis.fetch.bind(globalThis),
      signal: controller.signal,
      nowS: () => Math.floor(Date.now() / 1000),
      tzMinutes,
      lang,
      reconcile: (found, leagues) => store.reconcile(found, leagues),
      current: () => store.getSnapshot().myGames,
    }).then(
      (loaded) => setData(loaded),
      () => {
        // Aborted: a newer load runs.
      },
    );
    return () => controller.abort();
  }, [snapshot.ready, followedKey, lang, tzMinutes]);

  useEffect(() => {
    if (followedKey === '') return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      const name = formatFeedName({ kind: 'repair', sportId: sportId ?? 0, projectType: PROJECT_TYPE });
      fetchFeed(globalThis.fetch.bind(globalThis), {
        url: `${FEED_PATH_PREFIX}${name}`,
        signal: controller.signal,
        cache: 'no-cache',
      }).then(
        (result) => {
          if (result.kind !== 'body') return;
          setData((current) => {
            if (!current) return current;
            const events = new Map(current.events);
            return applyRepair(result.body, events) ? { ...current, events } : current;
          });
        },
        () => {
          // A failed refresh waits for the next tick.
        },
      );
    }, MY_GAMES_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [followedKey, sportId]);

  return { snapshot, data, empty: followedKey === '' };
}

export function MyGamesBoard({
  lang,
  tzMinutes,
  nowS: loaderNowS,
  sport,
  withGroups = false,
}: MyGamesBoardProps) {
  const { t } = useTranslation();
  const { snapshot, data, empty } = useMyGamesData(lang, tzMinutes, sport?.id);
  const live = data ? [...data.events.values()].some((e) => stageTypeTab(e) === 'live') : false;
  const nowS = useServerNow(loaderNowS, live);

  if (!snapshot.ready || (!empty && data === null)) {
    return (
      <p className="fav-loading" role="status">
        {t('favPage.loading')}
      </p>
    );
  }
  if (empty || !data) {
    return (
      <div className="empty">
        {snapshot.unreadable && <p className="fav-note">{t('favPage.unreadable')}</p>}
        <p className="empty-t">{t(sport ? 'favEmpty.sportGames' : 'favEmpty.games')}</p>
        <p className="empty-h">{t('favEmpty.gamesHint')}</p>
      </div>
    );
  }

  // Only what is followed now (a star pressed here takes its game away at once).
  const { myGames } = snapshot;
  const events = [...data.events.values()].filter(
    (e) => myGames.games[e.id] !== undefined || myGames.tournaments[e.leagueId] !== undefined,
  );
  const grouped = withGroups && snapshot.groups.on;
  return (
    <div className="fav-games">
      {withGroups && <GroupsToggle groups={snapshot.groups} />}
      {data.failed && <p className="fav-note">{t('favPage.loadFailed')}</p>}
      {grouped ? (
        <GroupedGames
          myGames={myGames}
          groups={snapshot.groups}
          events={events}
          leagues={data.leagues}
          lang={lang}
          tzMinutes={tzMinutes}
          nowS={nowS}
        />
      ) : (
        <EventDays events={events} leagues={data.leagues} lang={lang} tzMinutes={tzMinutes} nowS={nowS} />
      )}
    </div>
  );
}
