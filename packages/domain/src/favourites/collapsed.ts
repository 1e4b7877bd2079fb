/**
 * Collapsed league blocks (spec 1 §4): a cookie lists league ids. For each listed league that exists,
 * its display flag becomes true if its tournament type is 'c' (closed), otherwise false. Read as: a
 * closed league is shown folded unless listed, any other league is shown open unless listed, so the
 * cookie holds exactly the leagues the visitor turned from their default.
 */
import type { TournamentType } from '../enums.ts';

const LEAGUE_ID_RE = /^[0-9]{1,2}_[A-Za-z0-9-]{1,64}$/;
/** A cookie stays well under 4 KB: the most recent this many toggles are kept. */
export const COLLAPSED_MAX = 100;

/** [FAV30] The listed league ids of the cookie value ('.'-separated); anything else is skipped. */
export function parseCollapsedList(value: string | null | undefined): string[] {
  if (!value) return [];
  const ids = value.split('.').filter((id) => LEAGUE_ID_RE.test(id));
  return [...new Set(ids)].slice(-COLLAPSED_MAX);
}

export function formatCollapsedList(ids: readonly string[]): string {
  return ids.slice(-COLLAPSED_MAX).join('.');
}

/** [FAV30] Whether a league's block shows its matches. */
export function isLeagueOpen(tournamentType: TournamentType | string, listed: boolean): boolean {
  return listed ? tournamentType === 'c' : tournamentType !== 'c';
}

/** [FAV30] The visitor folds or opens a block: its id joins or leaves the list. */
export function toggleCollapsed(ids: readonly string[], leagueId: string): string[] {
  if (!LEAGUE_ID_RE.test(leagueId)) return [...ids];
  return ids.includes(leagueId)
    ? ids.filter((id) => id !== leagueId)
    : [...ids, leagueId].slice(-COLLAPSED_MAX);
}
