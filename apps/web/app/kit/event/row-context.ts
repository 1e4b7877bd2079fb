import type { Lang, SportInfo } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';

/**
 * What every row of a board shares; one object per board render (stable while lang and tz stay).
 * Here, not beside the board's rows, because the favourites' controls in a league's head read it too
 * and the board's rows show those controls.
 */
export interface RowContext {
  t: T;
  lang: Lang;
  tzMinutes: number;
  sport: SportInfo;
}
