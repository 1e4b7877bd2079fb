/**
 * The news list: /ta/news/ (all sports, feed nl_0_{page}) and /ta/news/?sport={slug} (nl_{sport}_{page}),
 * ?page= for older news. 15 articles a page from the last 14 days (features/news/news-list.ts). An
 * unknown sport or a malformed page is a 404 in the page's language; a page past the last one too.
 */
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { FeedFailed, loadNewsPage } from '../features/news/load.ts';
import newsCss from '../features/news/news.css?url';
import { newsListPath, readNewsQuery } from '../features/news/news-list.ts';
import { NewsList } from '../features/news/NewsList.tsx';
import { pageMeta } from '../features/news/seo.ts';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { paths } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { sportBySlug } from '@nerali/domain';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/news';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang) return data({ kind: 'notFound' as const, lang: 'ta' as const }, { status: 404 });
  const url = new URL(request.url);
  const search = new URLSearchParams(url.searchParams);
  search.delete('_routes');
  const read = readNewsQuery(search);
  if (!read) return data({ kind: 'notFound' as const, lang }, { status: 404 });
  const { sport, page, count } = read.query;
  const path = newsListPath(paths.news(lang), sport, page, count);
  if (!read.canonical) throw redirect(path, 301);
  const nowS = context.nerali.nowS();
  try {
    const { items, hasNext } = await loadNewsPage(context.nerali.getFeed, read.query, nowS, count);
    // Page 1 may be empty (no news yet); a later page without news does not exist.
    if (items.length === 0 && page > 1) return data({ kind: 'notFound' as const, lang }, { status: 404 });
    return {
      kind: 'list' as const,
      lang,
      origin: url.origin,
      path,
      sportSlug: sport?.slug ?? null,
      page,
      count,
      items,
      hasNext,
      nowS,
      tzMinutes: tzFromRequest(request),
    };
  } catch (error) {
    if (error instanceof FeedFailed) throw data(null, { status: 503 });
    throw error;
  }
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  // Dates follow the tz cookie: shared caches must not hand one visitor's zone to the next.
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, path, page } = loaderData;
  const t = getI18n(lang).t;
  const sport = loaderData.sportSlug === null ? undefined : sportBySlug(loaderData.sportSlug);
  const heading = sport ? t('news.sportHeading', { sport: sport.name[lang] }) : t('news.heading');
  return pageMeta({
    lang,
    origin,
    path,
    title:
      page > 1
        ? t('newsMeta.pagedTitle', { heading, page })
        : sport
          ? t('newsMeta.sportTitle', { sport: sport.name[lang] })
          : t('newsMeta.title'),
    description: sport
      ? t('newsMeta.sportDescription', { sport: sport.name[lang] })
      : t('newsMeta.description'),
  });
};

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <List data={loaderData} />;
}

function List({ data: d }: { data: Extract<Route.ComponentProps['loaderData'], { kind: 'list' }> }) {
  useVisitorTz(d.tzMinutes);
  return (
    <NewsList
      lang={d.lang}
      sportSlug={d.sportSlug}
      items={d.items}
      page={d.page}
      count={d.count}
      hasNext={d.hasNext}
      nowS={d.nowS}
      tzMinutes={d.tzMinutes}
    />
  );
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
