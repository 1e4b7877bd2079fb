/**
 * Tamil messages of the pages beyond the boards: match detail, leagues and countries, teams and
 * players, news, articles and videos, the account pages, and the dialogs and tabs a board opens later
 * (sign-in, settings, odds, My games). The browser loads this part only where it is needed (i18n/load.ts).
 */
import type { CatalogueShape } from './shape.ts';
import { accountPagesTa } from '../features/account/page-messages.ts';
import { leagueTa } from '../features/league/messages.ts';
import { matchTa } from '../features/match/messages.ts';
import { newsPagesTa } from '../features/news/page-messages.ts';
import { teamTa } from '../features/team/messages.ts';
import { playerFiguresTa } from '../features/player/messages.ts';
import { boardPagesTa } from '../features/board/page-messages.ts';
import { favouritesPagesTa } from '../features/favourites/page-messages.ts';
import { legalPagesTa } from '../features/legal/page-messages.ts';
import { oddsPagesTa } from '../features/odds/page-messages.ts';
import { settingsPagesTa } from '../features/settings/page-messages.ts';
import { installPagesTa } from '../features/install/messages.ts';

export const taPages = {
  ...matchTa,
  ...leagueTa,
  ...teamTa,
  ...playerFiguresTa,
  ...newsPagesTa,
  ...accountPagesTa,
  ...favouritesPagesTa,
  ...settingsPagesTa,
  ...oddsPagesTa,
  ...legalPagesTa,
  ...boardPagesTa,
  ...installPagesTa,
};

export type PagesMessages = CatalogueShape<typeof taPages>;
