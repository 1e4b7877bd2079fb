/**
 * Where the favourites speak up, one host per page in the language layout: a live region, and on the
 * first alert (the My games limit, a rolled-back change, the sign-in prompt for a visitor's pin)
 * FavouritesAlertView.tsx with the catalogue's pages part that holds its messages.
 */
import type { Lang } from '@nerali/domain';
import { lazy, Suspense } from 'react';
import { withPagesPart } from '../../i18n/load.ts';
import { useFavourites } from './use-favourites.ts';

const FavouritesAlertView = lazy(() => withPagesPart(() => import('./FavouritesAlertView.tsx')));

const region = <div className="fav-alerts" role="status" aria-live="polite" />;

export function FavouritesAlerts({ lang }: { lang: Lang }) {
  const { alert } = useFavourites();
  if (!alert) return region;
  return (
    <Suspense fallback={region}>
      <FavouritesAlertView lang={lang} alert={alert} />
    </Suspense>
  );
}
