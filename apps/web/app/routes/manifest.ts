/**
 * /{lang}/manifest.webmanifest: the web app manifest of a language's edition (features/install/manifest.ts),
 * linked from every page's head (root.tsx). Cached a day: browsers read it again on their own schedule.
 */
import { webManifest } from '../features/install/manifest.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import type { Route } from './+types/manifest';

export function loader({ params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) {
    return new Response('not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(JSON.stringify(webManifest(params.lang, getI18n(params.lang).t)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
