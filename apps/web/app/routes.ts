import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * URL scheme: see kit/paths.ts (every page's path builder) and docs/decisions.md.
 *   /                     -> redirect to /ta/
 *   /{lang}/              football (the default sport)
 *   /{lang}/{sport}/      any sport of the catalogue: its board, or for motorsport and winter sports a
 *                         category page linking their child sports; unknown -> 404
 *   /{lang}/{sport}/country|league|team|player|rankings/...   pages of a sport's objects
 *   /{lang}/match|news|video|search|favourites|mobile|account|terms|privacy/...  pages across sports
 *   /{lang}/anything/else -> 404 in the page's language; an unknown {lang} -> 404 in Tamil
 *   /theme/               sets the theme cookie without JavaScript, then goes back
 *   /{lang}/manifest.webmanifest  the edition's web app manifest; /{lang}/offline/ the page the
 *                         service worker shows when the network fails (features/install)
 * Static segments rank above `:sport`, so /ta/news/ is never taken for a sport named "news".
 */
export default [
  index('routes/home.ts'),
  route('theme', 'routes/theme.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route(':lang/manifest.webmanifest', 'routes/manifest.ts'),
  // Outside the language's frame: offline, its header, menus and gates would be links and buttons
  // that cannot work (routes/offline.tsx).
  route(':lang/offline', 'routes/offline.tsx'),
  route(':lang', 'routes/lang-layout.tsx', [
    index('routes/sport.tsx', { id: 'routes/sport-default' }),
    route('match/:eventId/:tab?', 'routes/match.tsx'),
    route('news', 'routes/news.tsx'),
    route('news/:articleId', 'routes/article.tsx'),
    route('video/:videoId', 'routes/video.tsx'),
    route('search', 'routes/search.tsx'),
    route('top', 'routes/top.tsx'),
    route('favourites/:tab?', 'routes/favourites.tsx'),
    route('mobile', 'routes/mobile.tsx'),
    route('account/:page?', 'routes/account.tsx'),
    route('terms', 'routes/legal.tsx', { id: 'routes/terms' }),
    route('privacy', 'routes/legal.tsx', { id: 'routes/privacy' }),
    route(':sport', 'routes/sport.tsx'),
    route(':sport/country/:countryId', 'routes/country.tsx'),
    route(':sport/league/:leagueId/:tab?', 'routes/league.tsx'),
    route(':sport/team/:participantId/:tab?', 'routes/team.tsx'),
    route(':sport/player/:playerId', 'routes/player.tsx'),
    route(':sport/rankings/:rankingId?', 'routes/rankings.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
