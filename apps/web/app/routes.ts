import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * URL scheme (trailing slash canonical):
 *   /                     -> redirect to /ta/
 *   /{lang}/              football (the default sport)
 *   /{lang}/{sport}/      any sport of the catalogue: its board, or for motorsport and winter sports a
 *                         category page linking their child sports; unknown -> 404
 *   /{lang}/anything/else -> 404 in the page's language; an unknown {lang} -> 404 in Tamil
 *   /theme/               sets the theme cookie without JavaScript, then goes back
 * Query: ?day=-7..7 (0 today), ?tab=live|finished|scheduled (absent: all), ?all={leagueId} (a no-duel
 * race shown in full instead of its first rows).
 */
export default [
  index('routes/home.ts'),
  route('theme', 'routes/theme.ts'),
  route(':lang', 'routes/lang-layout.tsx', [
    index('routes/sport.tsx', { id: 'routes/sport-default' }),
    route(':sport', 'routes/sport.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
