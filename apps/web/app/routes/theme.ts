/**
 * The theme switch without JavaScript: the toggle is a GET form (the server routes GET only) to
 * /theme/?set=dark&to=/ta/tennis/. With JavaScript the toggle never gets here: it writes the cookie
 * and flips the page at once (features/site/ThemeToggle.tsx). A theme cookie is a harmless
 * preference, so a GET that sets it is no CSRF concern; crawlers do not submit forms.
 */
import { redirect } from 'react-router';
import { cookieLine, parseTheme, THEME_COOKIE } from '../features/site/cookies.ts';
import type { Route } from './+types/theme';

/** Only a same-site path: never an open redirect to `//evil.example`. */
function safeReturnPath(to: string | null): string {
  return to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/ta/';
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const theme = parseTheme(url.searchParams.get('set'));
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (theme) headers.append('Set-Cookie', cookieLine(THEME_COOKIE, theme));
  return redirect(safeReturnPath(url.searchParams.get('to')), { status: 303, headers });
}
