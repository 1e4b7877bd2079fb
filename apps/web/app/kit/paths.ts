/**
 * Every page's URL, in one place (docs/decisions.md "URL scheme"). Pages link to each other only
 * through these functions, so a path shape changes here and nowhere else.
 *
 * Shapes (trailing slash canonical; ids are ours and URL-safe, [A-Za-z0-9_]):
 *   /{lang}/                                   football (the default sport)
 *   /{lang}/{sport}/                           a sport's board; ?day=-7..7, ?tab=live|finished|scheduled|odds|mygames
 *   /{lang}/{sport}/country/{countryId}/       a country's leagues of a sport; ?tab=finished|scheduled
 *   /{lang}/{sport}/league/{leagueId}/[{tab}/] a tournament (summary | results | fixtures | standings | draw | archive)
 *   /{lang}/{sport}/team/{participantId}/[{tab}/]  a participant: team, player of a one-against-one
 *                                              sport, driver, rider, horse (summary | results | fixtures |
 *                                              squad | transfers | injuries | news | standings)
 *   /{lang}/{sport}/player/{playerId}/         a player's profile
 *   /{lang}/{sport}/rankings/[{rankingId}/]    the sport's rankings, one ranking
 *   /{lang}/match/{eventId}/[{tab}/]           a match (summary | odds | h2h | lineups | stats | standings |
 *                                              commentary | highlights | history | scorecard | news |
 *                                              raids);
 *                                              ?popup=1 is the 688x900 popup window's compact frame
 *   /{lang}/news/[?sport=]                     news list; /{lang}/news/{articleId}/ an article
 *   /{lang}/video/{videoId}/                   a video
 *   /{lang}/search/?q=                         search over teams, players and leagues
 *   /{lang}/favourites/[{tab}/]                My games, My teams, My leagues, My players, My feed
 *   /{lang}/mobile/#android                    the mobile app page (spec 1 §1)
 *   /{lang}/account/[{login|register|verify|password}/]  the account; sign-in, registration, the
 *                                              mails' confirmation and new-password pages (issue 5)
 *   /{lang}/terms/, /{lang}/privacy/           the terms of use and the privacy policy in force
 *   /sitemap.xml
 */
import type { Lang, SportInfo } from '@nerali/domain';
import { sportPath } from './sports.ts';

export const MATCH_TABS = [
  'summary',
  'odds',
  'h2h',
  'lineups',
  'stats',
  'standings',
  'commentary',
  'highlights',
  'history',
  'scorecard',
  'news',
  // Kabaddi raid by raid.
  'raids',
] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

export const LEAGUE_TABS = ['summary', 'results', 'fixtures', 'standings', 'draw', 'archive'] as const;
export type LeagueTab = (typeof LEAGUE_TABS)[number];

export const TEAM_TABS = [
  'summary',
  'results',
  'fixtures',
  'squad',
  'transfers',
  'injuries',
  'news',
  'standings',
] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export const FAVOURITE_TABS = ['games', 'teams', 'leagues', 'players', 'feed'] as const;
export type FavouriteTab = (typeof FAVOURITE_TABS)[number];

/** /{lang}/account/ is the account itself; the mails link to verify/ and password/ (issue 5). */
export const ACCOUNT_PAGES = ['login', 'register', 'verify', 'password'] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/** `summary` is the page itself; any other tab is one more path segment. */
function withTab(base: string, tab: string | undefined): string {
  return tab === undefined || tab === 'summary' ? base : `${base}${tab}/`;
}

/** The sport's own section, always with its slug (football too: /ta/football/league/...). */
function sportSection(lang: Lang, sport: SportInfo): string {
  return `/${lang}/${sport.slug}/`;
}

export const paths = {
  sport: (lang: Lang, sport: SportInfo) => sportPath(lang, sport),
  country: (lang: Lang, sport: SportInfo, countryId: number) =>
    `${sportSection(lang, sport)}country/${countryId}/`,
  league: (lang: Lang, sport: SportInfo, leagueId: string, tab?: LeagueTab) =>
    withTab(`${sportSection(lang, sport)}league/${leagueId}/`, tab),
  team: (lang: Lang, sport: SportInfo, participantId: string, tab?: TeamTab) =>
    withTab(`${sportSection(lang, sport)}team/${participantId}/`, tab),
  player: (lang: Lang, sport: SportInfo, playerId: string) =>
    `${sportSection(lang, sport)}player/${playerId}/`,
  rankings: (lang: Lang, sport: SportInfo, rankingId?: string) =>
    `${sportSection(lang, sport)}rankings/${rankingId === undefined ? '' : `${rankingId}/`}`,
  match: (lang: Lang, eventId: string, tab?: MatchTab) => withTab(`/${lang}/match/${eventId}/`, tab),
  news: (lang: Lang, sport?: SportInfo) => `/${lang}/news/${sport ? `?sport=${sport.slug}` : ''}`,
  article: (lang: Lang, articleId: string) => `/${lang}/news/${articleId}/`,
  video: (lang: Lang, videoId: string) => `/${lang}/video/${videoId}/`,
  search: (lang: Lang, query?: string) => `/${lang}/search/${query ? `?q=${encodeURIComponent(query)}` : ''}`,
  favourites: (lang: Lang, tab?: FavouriteTab) =>
    `/${lang}/favourites/${tab === undefined || tab === 'games' ? '' : `${tab}/`}`,
  mobile: (lang: Lang) => `/${lang}/mobile/#android`,
  account: (lang: Lang, page?: AccountPage) => `/${lang}/account/${page === undefined ? '' : `${page}/`}`,
  terms: (lang: Lang) => `/${lang}/terms/`,
  privacy: (lang: Lang) => `/${lang}/privacy/`,
} as const;

/** The same page in the other language: /ta/... <-> /en/... (query and fragment kept). */
export function otherLangPath(path: string, to: Lang): string {
  return path.replace(/^\/(ta|en)(?=\/|$)/, `/${to}`);
}

/**
 * The same page in the other language: /ta/tennis/?day=1 <-> /en/tennis/?day=1 (the header's
 * language link, and the settings window's, where the narrowest phones find it).
 */
export function otherLanguageHref(pathname: string, search: string, lang: Lang): string {
  const other: Lang = lang === 'ta' ? 'en' : 'ta';
  const m = /^\/(ta|en)(\/.*)?$/.exec(pathname);
  return m ? `/${other}${m[2] ?? '/'}${search}` : `/${other}/`;
}

/** Ids in paths: what our ids look like (ingest/ids.ts, the simulator's); anything else is a 404. */
export const ID_RE = /^[A-Za-z0-9_]{1,40}$/;
export const isPathId = (value: string | undefined): value is string =>
  value !== undefined && ID_RE.test(value);
