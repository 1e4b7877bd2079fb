/**
 * The visitor's odds format (spec 1 §4 "The odds format preference is stored for 365 days"; §5 "used
 * only if in the known list (eu, uk, us, hk, ma, in), else the default eu"). A cookie, not local
 * storage, so the server renders odds in the chosen format from the first byte.
 */
import { DEFAULT_ODDS_FORMAT, ODDS_FORMATS, type OddsFormatCode, parseOddsFormat } from '@nerali/domain';
import { readCookie } from '../../kit/cookies.ts';

export const ODDS_FORMAT_COOKIE = 'odds_format';
/** 365 days (spec 1 §4). */
export const ODDS_FORMAT_MAX_AGE_S = 365 * 86_400;
export const ODDS_FORMAT_CODES: readonly OddsFormatCode[] = ODDS_FORMATS;

export function parseOddsFormatCookie(value: string | null): OddsFormatCode {
  return parseOddsFormat(value) ?? DEFAULT_ODDS_FORMAT;
}

export function oddsFormatFromRequest(request: Request): OddsFormatCode {
  return parseOddsFormatCookie(readCookie(request.headers.get('cookie'), ODDS_FORMAT_COOKIE));
}

/** The cookie line that stores a format for 365 days, whole site, first-party only. */
export function oddsFormatCookieLine(format: OddsFormatCode): string {
  return `${ODDS_FORMAT_COOKIE}=${format}; Path=/; Max-Age=${ODDS_FORMAT_MAX_AGE_S}; SameSite=Lax`;
}
