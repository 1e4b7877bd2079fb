/**
 * What a match URL says: `/{lang}/match/{eventId}/[{tab}/]`, `?popup=1` (docs/decisions.md "URL
 * scheme"). Anything that does not parse is a 404 in the page's language, never a 500: the loader asks
 * these functions before it asks the feed store anything.
 */
import { SPORT_ROWS, sportById, type SportInfo } from '@nerali/domain';
import { MATCH_TABS, type MatchTab } from '../../kit/paths.ts';

/** `g_{sport}_{original}`: the event ids of the feeds (ingest/ids.ts makes 12 base-36 characters). */
const EVENT_ID_RE = /^g_([1-9][0-9]?)_([A-Za-z0-9]{1,40})$/;

/**
 * The push service's game subjects accept original ids of 8 to 16 characters (protocol.ts SUBJECT_RE).
 * WARNING: copied, not imported: importing a value of protocol.ts would put TypeBox in the page's JS.
 */
const GAME_SUBJECT_RE = /^g_[0-9]{1,2}_[A-Za-z0-9]{8,16}$/;

export const POPUP_PARAM = 'popup';

export interface MatchAddress {
  eventId: string;
  sport: SportInfo;
}

/** The event id of a URL and its sport; null for anything that is not one (then: 404). */
export function parseEventId(value: string | undefined): MatchAddress | null {
  if (value === undefined) return null;
  const m = EVENT_ID_RE.exec(value);
  if (!m) return null;
  const sport = sportById(Number(m[1]));
  // Umbrella sports (motorsport, winter sports) hold no events of their own.
  if (!sport || SPORT_ROWS[sport.key].kind === 'umbrella') return null;
  return { eventId: value, sport };
}

/** The tab segment: absent is the summary; `summary` itself is not a URL (one URL per page). */
export function parseTab(value: string | undefined): MatchTab | null {
  if (value === undefined) return 'summary';
  if (value === 'summary') return null;
  return (MATCH_TABS as readonly string[]).includes(value) ? (value as MatchTab) : null;
}

/** The push subject of the game, or null when the push service would refuse it (then: polling). */
export function gameSubject(eventId: string): string | null {
  return GAME_SUBJECT_RE.test(eventId) ? eventId : null;
}

export function isPopup(search: URLSearchParams): boolean {
  return search.get(POPUP_PARAM) === '1';
}

/** The popup frame's URL of a match page: the same page, `?popup=1`. */
export function popupUrl(path: string): string {
  return `${path}?${POPUP_PARAM}=1`;
}
