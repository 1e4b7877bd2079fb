/**
 * A sport board's My games tab, as the board shows it (routes/sport.tsx hands it to SportBoard): not
 * the board's first screen, so its code, and the pages part of the catalogue that holds most of what
 * it says, load when the tab is shown.
 */
import { lazy } from 'react';
import { withPagesPart } from '../../i18n/load.ts';

export const MyGamesTab = lazy(() =>
  withPagesPart(() => import('./MyGamesBoard.tsx')).then((m) => ({ default: m.MyGamesBoard })),
);
