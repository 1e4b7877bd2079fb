/**
 * The document. Language comes from the URL (/ta, /en), the theme from the `theme` cookie (read here
 * so the server renders the chosen theme: no flash of the wrong one).
 */
import { useContext, useEffect } from 'react';
import { I18nProvider } from './i18n/react.tsx';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import tamilFont400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import type { Route } from './+types/root';
import { APPLE_TOUCH_ICON, manifestHref } from './features/install/manifest.ts';
import { registerServiceWorker } from './features/install/register.ts';
import { type OddsRootData, oddsPrefsFromRequest } from './features/odds/prefs.ts';
import { settingsFromRequest } from './features/settings/settings.ts';
import type { SettingsRootData } from './features/settings/settings-store.ts';
import { type Theme, themeFromRequest } from './kit/cookies.ts';
import type { VisitorRootData } from './kit/visitor.ts';
import { ErrorView, NotFoundView } from './shell/MessagePage.tsx';
import { hydrateTheRest } from './kit/ui/hydrate-later.tsx';
import { getI18n, langOfPath } from './i18n/index.ts';
import { catalogueChunkHref, cataloguePartsOf } from './i18n/load.ts';
import styles from './styles/frame.css?url';

export function loader({ request, context }: Route.LoaderArgs) {
  // What reads these parts declares their shape (useVisitor, useOddsPrefs, useSettings) and checks it
  // here, so that no feature imports this module, which sits above them.
  return {
    theme: themeFromRequest(request),
    visitor: context.nerali.visitor,
    // The odds format and the legal-age answer (features/odds/prefs.ts): the first HTML obeys both.
    odds: oddsPrefsFromRequest(request),
    // Clock, spoiler delay, live-table settings (features/settings/settings.ts): cookies the first HTML obeys.
    settings: settingsFromRequest(request),
  } satisfies { theme: Theme | null } & VisitorRootData & OddsRootData & SettingsRootData;
}

// The theme changes in the page itself (ThemeToggle); only a reload needs to read the cookie again.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const data = useRouteLoaderData<typeof loader>('root');
  const theme = data?.theme ?? undefined;
  // The catalogue parts this page needs (i18n/load.ts): the deepest route decides.
  const matches = useMatches();
  const parts = cataloguePartsOf(matches[matches.length - 1]?.id);
  // A page whose content is a form starts its scripts at once (paint-first.ts; its route's handle).
  const scriptsAtOnce = matches.some(
    (m) => (m.handle as { scriptsAtOnce?: boolean } | undefined)?.scriptsAtOnce === true,
  );
  // The nonce React Router gives its own script links (the page's CSP admits no script without it).
  const nonce = useContext(FrameworkContext)?.nonce;
  // The offline page stands without the app (routes/offline.tsx): no module to hydrate or preload.
  const appScripts = !matches.some(
    (m) => (m.handle as { noAppScripts?: boolean } | undefined)?.noAppScripts === true,
  );
  // The service worker (public/sw.js), once the page has loaded: it never delays the first render.
  useEffect(registerServiceWorker, []);
  // The page's first commit is done: what it left for later is hydrated now (kit/ui/hydrate-later.tsx);
  // parts drawn from now on (client navigations) render at once.
  useEffect(hydrateTheRest, []);
  return (
    <html
      lang={lang}
      data-theme={theme}
      data-catalogue={parts.join(' ')}
      data-scripts={scriptsAtOnce ? 'at-once' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The header's colour, so a phone's browser bar and the header read as one. */}
        <meta name="theme-color" content={theme === 'dark' ? '#09131d' : '#0d2a3f'} />
        {/* Installable (features/install): each language's edition is an app of its own. */}
        <link rel="manifest" href={manifestHref(lang)} />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
        {/* Tamil glyphs are on every /ta page above the fold: fetch them with the CSS, not after it. */}
        {lang === 'ta' && (
          <link rel="preload" href={tamilFont400} as="font" type="font/woff2" crossOrigin="" />
        )}
        {/* The page's message catalogue, which entry.client.tsx imports before hydrating: fetched with
            the other modules instead of after them. */}
        {appScripts &&
          parts.map((part) => {
            const href = catalogueChunkHref(lang, part);
            return (
              href && (
                <link key={part} rel="modulepreload" href={href} nonce={nonce} suppressHydrationWarning />
              )
            );
          })}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={getI18n(lang)}>{children}</I18nProvider>
        {appScripts && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: anything no route boundary caught. Text from the catalogue only, never the error's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const t = getI18n(lang).t;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="content" className="solo">
      <title>{t(notFound ? 'meta.notFoundTitle' : 'meta.errorTitle')}</title>
      {notFound ? <NotFoundView lang={lang} /> : <ErrorView />}
    </main>
  );
}
