/**
 * The theme switch without JavaScript: the toggle is a GET form (the server routes GET only) to
 * /theme/?set=dark&to=/ta/tennis/. With JavaScript the toggle never gets here: it writes the cookie
 * and flips the page at once (shell/ThemeToggle.tsx). A theme cookie is a harmless
 * preference, so a GET that sets it is no CSRF concern; crawlers do not submit forms.
 */
import { redirect } from 'react-router';
import { cookieLine, parseTheme, THEME_COOKIE } from '../kit/cookies.ts';
import type { Route } from './+types/theme';

/** Longer `to` values are no page of ours (and would make a Location header proxies refuse). */
export const RETURN_PATH_MAX = 2048;

/**
 * What a page of ours can be asked to come back to: `/` then no second `/` or `\`, and no control,
 * format, separator, surrogate or unassigned character nor whitespace anywhere. WARNING: browsers
 * drop tabs and newlines before they resolve a Location, so `/<tab>/evil.example/` is `//evil.example/`
 * to them (the open redirect of issue 12); a backslash is a slash to them. None of these is in a
 * path our pages write (ThemeToggle sends `location.pathname + location.search`, already encoded).
 */
const PLAIN_PATH_RE = /^\/(?![/\\])[^\s\\\p{C}]*$/u;

/** The home page of the language `to` names (`/en/...`), else of the Tamil edition. */
function homeOf(to: string): string {
  return /^\/en(?:[/?#]|$)/.test(to) ? '/en/' : '/ta/';
}

/**
 * `to` as a path of this site to redirect to, else the language's home page: never another origin,
 * never a value a Location header cannot hold. The value is resolved as a browser would (WHATWG URL
 * against our origin) and its serialized path, query and fragment are sent: percent-encoded ASCII,
 * so `Headers.set` cannot throw (before, `to=/%0a/x` and `/%E2%80%A8x` answered 500).
 */
export function safeReturnPath(to: string | null, origin: string): string {
  if (to === null) return '/ta/';
  const home = homeOf(to);
  if (to.length > RETURN_PATH_MAX || !PLAIN_PATH_RE.test(to)) return home;
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    return home;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can turn a plain path into `//host` (`/..//evil.example` is `//evil.example`).
  if (url.origin !== origin || !path.startsWith('/') || path.startsWith('//')) return home;
  return path.length > RETURN_PATH_MAX ? home : path;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const theme = parseTheme(url.searchParams.get('set'));
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (theme) headers.append('Set-Cookie', cookieLine(THEME_COOKIE, theme));
  return redirect(safeReturnPath(url.searchParams.get('to'), url.origin), { status: 303, headers });
}
