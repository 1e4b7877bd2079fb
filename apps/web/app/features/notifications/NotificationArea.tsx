/**
 * Where the floating notifications of followed games appear (spec 1 §4): a live region at the bottom
 * of every page, empty until the visitor follows a game. Then the boxes and the alerts that fill them
 * load (NotificationList.tsx, with the catalogue's pages part that holds their messages): a page
 * without followed games never loads their code.
 */
import type { Lang } from '@nerali/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withPagesPart } from '../../i18n/load.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { onFavouritesStore } from '../favourites/use-favourites.ts';

const NotificationList = lazy(() => withPagesPart(() => import('./NotificationList.tsx')));

export function NotificationArea({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const [following, setFollowing] = useState(false);
  useEffect(() => {
    let stopWaiting = () => {};
    // The favourites store itself loads only where there are favourites (use-favourites.ts).
    const stopStore = onFavouritesStore((store) => {
      if (Object.keys(store.getSnapshot().myGames.games).length > 0) setFollowing(true);
      else stopWaiting = store.onFollowedGamesChanged(() => setFollowing(true));
    });
    return () => {
      stopStore();
      stopWaiting();
    };
  }, []);
  return (
    <div className="ntf-area" role="region" aria-label={t('notify.region')} aria-live="polite">
      {following && (
        <Suspense fallback={null}>
          <NotificationList lang={lang} />
        </Suspense>
      )}
    </div>
  );
}
