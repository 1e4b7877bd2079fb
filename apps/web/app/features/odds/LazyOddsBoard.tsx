/**
 * The odds tab, loaded only when it is shown: its code (the odds feeds' reader, the 60 s sync, the
 * tables) is not needed by the visitors who never open it, and most never do (in India it does not
 * exist). The server renders it in place; in the browser, hydration waits for its module without
 * replacing the server's HTML, and a tab opened in the page shows the loading line meanwhile.
 */
import { lazy, Suspense } from 'react';
import { withPagesPart } from '../../i18n/load.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { OddsBoardProps } from './OddsBoard.tsx';

// The tables' messages are in the catalogue's pages part (i18n/load.ts): loaded with the module.
const OddsBoard = lazy(() =>
  withPagesPart(() => import('./OddsBoard.tsx')).then((module) => ({ default: module.OddsBoard })),
);

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="od-state" role="status">
      {t('oddsBoard.loading')}
    </p>
  );
}

export function LazyOddsBoard(props: OddsBoardProps) {
  return (
    <Suspense fallback={<Loading />}>
      <OddsBoard {...props} />
    </Suspense>
  );
}
