/**
 * The document. Language comes from the URL (/ta, /en), the theme from the `theme` cookie (read here
 * so the server renders the chosen theme: no flash of the wrong one).
 */
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import tamilFont400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import type { Route } from './+types/root';
import { themeFromRequest } from './features/site/cookies.ts';
import { ErrorView, NotFoundView } from './features/site/MessagePage.tsx';
import { getI18n, langOfPath } from './i18n/index.ts';
import styles from './styles/app.css?url';

export function loader({ request }: Route.LoaderArgs) {
  return { theme: themeFromRequest(request) };
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
  return (
    <html lang={lang} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The header's colour, so a phone's browser bar and the header read as one. */}
        <meta name="theme-color" content={theme === 'dark' ? '#09131d' : '#0d2a3f'} />
        {/* Tamil glyphs are on every /ta page above the fold: fetch them with the CSS, not after it. */}
        {lang === 'ta' && (
          <link rel="preload" href={tamilFont400} as="font" type="font/woff2" crossOrigin="" />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={getI18n(lang)}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
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
