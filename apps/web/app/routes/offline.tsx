/**
 * /{lang}/offline/: what the service worker (public/sw.js) shows instead of a page when the network
 * fails, in the page's language. The worker keeps this HTML from its install and serves it at the URL
 * the fan asked for, so the page must stand without the app: it names no module to hydrate (root.tsx
 * reads `handle.noAppScripts`; hydrating it at another URL would run that URL's loaders, offline, and
 * end on the error page). One small inline script, with the render's nonce (the cached answer keeps its
 * policy header), reloads the page when the connection comes back and makes the retry button a reload;
 * without it the button still submits a form to the page's own address.
 * It stands outside the language's frame (routes.ts): offline, the header's search, the sports menu,
 * the age question and the banners would be links and buttons that cannot work. The brand in the
 * header says whose page it is; it links home, where the fan goes once the network is back.
 */
import { useContext } from 'react';
import { data, UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { getI18n, isLang } from '../i18n/index.ts';
import { NotFoundView } from '../shell/MessagePage.tsx';
import installCss from '../features/install/install.css?url';
import type { Route } from './+types/offline';

export const handle = { noAppScripts: true };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: installCss }];

export function loader({ params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) return data({ kind: 'notFound' as const, lang: 'ta' as const }, { status: 404 });
  return { kind: 'page' as const, lang: params.lang };
}

export function headers() {
  // The worker fetches it again (bypassing this) whenever a new build installs.
  return { 'Cache-Control': 'public, max-age=3600' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const lang = loaderData?.lang ?? 'ta';
  const t = getI18n(lang).t;
  return [
    { title: t(loaderData?.kind === 'page' ? 'install.offlineTitle' : 'meta.notFoundTitle') },
    { name: 'robots', content: 'noindex' },
  ];
};

const RETRY_FORM_ID = 'offline-retry';
/** Plain JS in a string: no build step touches it, and it needs no module of the app. */
const RETRY_SCRIPT = `(function () {
  function again() { location.reload(); }
  var form = document.getElementById('${RETRY_FORM_ID}');
  if (form) form.addEventListener('submit', function (event) { event.preventDefault(); again(); });
  addEventListener('online', again);
})();`.replace(/\s*\n\s*/g, ' ');

export default function OfflinePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nonce = useContext(FrameworkContext)?.nonce;
  if (loaderData.kind === 'notFound') {
    return (
      <main id="content" className="solo">
        <NotFoundView lang={loaderData.lang} />
      </main>
    );
  }
  return (
    <>
      <header className="top">
        <a href={`/${loaderData.lang}/`} className="logo" aria-label={t('site.home')}>
          <span className="logo-dot" aria-hidden="true" />
          {t('site.name')}
        </a>
      </header>
      <main id="content" className="solo">
        <div className="msg">
          <h1>{t('install.offlineHeading')}</h1>
          <p>{t('install.offlineText')}</p>
          <p>{t('install.offlineWhy')}</p>
          {/* No action: a form submits to the address it is shown at, the page the fan wanted. */}
          <form id={RETRY_FORM_ID} method="get">
            <p>
              <button type="submit" className="btn">
                {t('install.retry')}
              </button>
            </p>
          </form>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: RETRY_SCRIPT }} />
        </div>
      </main>
    </>
  );
}
