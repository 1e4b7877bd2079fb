/**
 * The feeds that carry odds prices or bookmakers' names: the match's odds feeds (d_od, df_od, df_dos,
 * df_lod2, mop) and the odds lists (fo, mo, uo, to, po: docs/feeds.md). A visitor whose region shows
 * no bookmaker feature at all (India: the Promotion and Regulation of Online Gaming Act, 2025; Tamil
 * Nadu's 2022 law; geo-groups.json) gets none of them: 451 with NRL_ERR_UNAVAILABLE_IN_REGION, as the
 * pages show no odds element there (issue 16 point 2). The answer differs by visitor, so no shared
 * cache may keep it: every answer of these feeds is `private, no-cache`.
 */
import { MatchFeed } from '@nerali/domain';

const PREFIXES: readonly string[] = [
  MatchFeed.oddsTab,
  MatchFeed.odds,
  MatchFeed.prematchOdds,
  MatchFeed.liveOdds,
  MatchFeed.oddsPreview,
  'fo',
  'mo',
  'uo',
  'to',
  'po',
].map((prefix) => `${prefix}_`);

export function isBookmakerFeed(name: string): boolean {
  return PREFIXES.some((prefix) => name.startsWith(prefix));
}

export const BOOKMAKER_FEED_CACHE = 'private, no-cache';

/**
 * [S2 3.18] The feed a visitor gets for `name`: `mop_{type}_{event}` of a visitor whose region names a
 * main bookmaker is that bookmaker's main line, `mop_{type}_{event}_{bookmaker}`; any other name, or
 * no main bookmaker (every shipped group), is served as asked.
 */
export function regionalFeedName(name: string, mainBookmakerId: number | null): string {
  if (mainBookmakerId === null || !name.startsWith(`${MatchFeed.oddsPreview}_`)) return name;
  return name.split('_').length === 4 ? `${name}_${mainBookmakerId}` : name;
}
