/** English messages of the pages beyond the boards (ta-pages.ts says what is in it). */
import type { PagesMessages } from './ta-pages.ts';
import { accountPagesEn } from '../features/account/page-messages.ts';
import { leagueEn } from '../features/league/messages.ts';
import { matchEn } from '../features/match/messages.ts';
import { newsPagesEn } from '../features/news/page-messages.ts';
import { teamEn } from '../features/team/messages.ts';
import { playerFiguresEn } from '../features/player/messages.ts';
import { boardPagesEn } from '../features/board/page-messages.ts';
import { favouritesPagesEn } from '../features/favourites/page-messages.ts';
import { legalPagesEn } from '../features/legal/page-messages.ts';
import { oddsPagesEn } from '../features/odds/page-messages.ts';
import { settingsPagesEn } from '../features/settings/page-messages.ts';
import { installPagesEn } from '../features/install/messages.ts';

export const enPages: PagesMessages = {
  ...matchEn,
  ...leagueEn,
  ...teamEn,
  ...playerFiguresEn,
  ...newsPagesEn,
  ...accountPagesEn,
  ...favouritesPagesEn,
  ...settingsPagesEn,
  ...oddsPagesEn,
  ...legalPagesEn,
  ...boardPagesEn,
  ...installPagesEn,
};
