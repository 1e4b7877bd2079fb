/**
 * The two preference cookies the pages read: `tz` (visitor's UTC offset, minutes) and `theme`.
 * Read by loaders from the request, written by the browser (document.cookie) or the /theme route.
 */
import { isValidTzMinutes } from '@nerali/domain';

/** India (UTC+5:30): the edition's home time zone, used until the browser tells us the visitor's. */
export const DEFAULT_TZ_MINUTES = 330;
export const TZ_COOKIE = 'tz';
export const THEME_COOKIE = 'theme';
/** Spec §9 "cookie default lifetime 31536000 s". */
export const COOKIE_MAX_AGE_S = 31_536_000;

export type Theme = 'light' | 'dark';

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function parseTz(value: string | null): number {
  if (value === null || !/^-?\d{1,3}$/.test(value)) return DEFAULT_TZ_MINUTES;
  const tz = Number(value);
  return isValidTzMinutes(tz) ? tz : DEFAULT_TZ_MINUTES;
}

export function parseTheme(value: string | null): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function tzFromRequest(request: Request): number {
  return parseTz(readCookie(request.headers.get('cookie'), TZ_COOKIE));
}

export function themeFromRequest(request: Request): Theme | null {
  return parseTheme(readCookie(request.headers.get('cookie'), THEME_COOKIE));
}

/**
 * Stores a preference cookie from the browser. document.cookie, not the Cookie Store API: that one is
 * missing from the Safari and Firefox versions many phones still run.
 */
export function writeCookie(name: string, value: string): void {
  // see above; one whole-cookie write, no parsing.
  document.cookie = cookieLine(name, value);
}

/**
 * A cookie line for document.cookie or Set-Cookie: whole site, one year, not sent cross-site. An empty
 * value deletes the cookie (spec 1 §9 "an empty cookie value deletes it"): Max-Age=0, so a reader finds
 * no cookie rather than an empty one, and nothing empty is sent with every request for a year.
 */
export function cookieLine(name: string, value: string): string {
  if (value === '') return `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
