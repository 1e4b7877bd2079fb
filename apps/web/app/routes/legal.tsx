/**
 * The terms of use (/{lang}/terms/) and the privacy policy (/{lang}/privacy/): the documents in force
 * as the accounts server keeps them, read in process from the load context (`context.nerali.terms`,
 * no HTTP hop), in the page's language. One module for both routes (routes.ts gives each an id); the
 * path says which document.
 */
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import legalCss from '../features/legal/legal.css?url';
import { LegalPage } from '../features/legal/LegalPage.tsx';
import { pageMeta, shortDescription } from '../features/news/seo.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { paths } from '../kit/paths.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { LegalDocumentType } from '../load-context.ts';
import type { Route } from './+types/legal';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: legalCss }];

/** `terms` or `privacy`, the segment after the language. */
function typeOfPath(pathname: string): LegalDocumentType | null {
  const segment = pathname.split('/')[2];
  return segment === 'terms' ? 'tou' : segment === 'privacy' ? 'pp' : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLang(params.lang)) return data({ kind: 'notFound' as const, lang: 'ta' as const }, { status: 404 });
  const lang = params.lang;
  const url = new URL(request.url);
  const type = typeOfPath(url.pathname);
  if (!type) return data({ kind: 'notFound' as const, lang }, { status: 404 });
  const path = type === 'tou' ? paths.terms(lang) : paths.privacy(lang);
  // One URL per page: the slash form (a query such as a share's `utm_*` is ignored, and left out of
  // the canonical link, as on every page).
  if (url.pathname !== path) throw redirect(path + url.search, 301);
  const doc = await context.nerali.terms(type, lang);
  // No published document: the server's fault, said as the site's Tamil error (never a 500 page).
  if (!doc) throw data(null, { status: 503 });
  return { kind: 'page' as const, lang, type, doc, origin: url.origin, path };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  // A document changes only with a new release of the server.
  return { 'Cache-Control': 'public, max-age=3600' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, path, doc, type } = loaderData;
  const t = getI18n(lang).t;
  return pageMeta({
    lang,
    origin,
    path,
    title: t('legalPages.titleSuffix', { title: doc.title }),
    description: shortDescription(
      t(type === 'tou' ? 'legalPages.termsDescription' : 'legalPages.privacyDescription'),
    ),
  });
};

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <LegalPage type={loaderData.type} doc={loaderData.doc} lang={loaderData.lang} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (!(isRouteErrorResponse(error) && error.status === 503)) console.error(error);
  return (
    <>
      <title>{t('meta.errorTitle')}</title>
      <ErrorView />
    </>
  );
}
