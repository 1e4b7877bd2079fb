/**
 * Search results: /ta/search/?q= over teams, players and competitions of every sport, in Tamil or
 * Latin letters (the server's index, asked through the load context: no HTTP hop). Without q, the
 * page is the search form. A query the API would refuse (too long, control characters) is said in
 * the page's language. Result pages are followed by search engines but not indexed.
 */
import {
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX_CHARS,
  SEARCH_QUERY_MAX_WORDS,
  normaliseQuery,
  type SearchErrorCode,
} from '@nerali/domain';
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse } from 'react-router';
import { pageMeta } from '../features/news/seo.ts';
import { SearchForm } from '../features/search/SearchForm.tsx';
import { SearchResults } from '../features/search/SearchResults.tsx';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { paths } from '../kit/paths.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/search';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang) return data({ kind: 'notFound' as const, lang: 'ta' as const }, { status: 404 });
  const url = new URL(request.url);
  const query = normaliseQuery(url.searchParams.get('q') ?? '');
  const base = { lang, origin: url.origin, query, path: paths.search(lang, query) };
  if (query === '') return { ...base, kind: 'prompt' as const };
  const answer = await context.nerali.search(query, lang, SEARCH_LIMIT_MAX);
  if (!answer.ok) return { ...base, kind: 'refused' as const, code: answer.code };
  return { ...base, kind: 'results' as const, hits: answer.reply.hits, total: answer.reply.total };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=60' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, path, query } = loaderData;
  const t = getI18n(lang).t;
  return pageMeta({
    lang,
    origin,
    path,
    title: query === '' ? t('newsMeta.searchEmptyTitle') : t('newsMeta.searchTitle', { query }),
    description: t('newsMeta.searchDescription'),
    // The bare search page may be indexed; result pages are endless variations of it.
    noindex: query !== '',
  });
};

function refusal(code: SearchErrorCode): 'search.tooLong' | 'search.bad' {
  return code === 'NRL_ERR_SEARCH_TOO_LONG' ? 'search.tooLong' : 'search.bad';
}

export default function SearchPage({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (d.kind === 'notFound') return <NotFoundView lang={d.lang} />;
  return (
    <div className="sx">
      <div className="head">
        <h1 id="sx-h">
          {d.query === '' ? t('search.heading') : t('search.resultsHeading', { query: d.query })}
        </h1>
      </div>
      {/* Rendered again for each query: the box shows the query searched, also after a client navigation. */}
      <SearchForm key={d.query} lang={d.lang} query={d.query} id="sx-q" labelledBy="sx-h" />
      <p className="sx-hint">{d.kind === 'prompt' ? t('search.prompt') : t('search.hint')}</p>
      {d.kind === 'refused' && (
        <p className="empty" role="alert">
          {t(refusal(d.code), { max: SEARCH_QUERY_MAX_CHARS, words: SEARCH_QUERY_MAX_WORDS })}
        </p>
      )}
      {d.kind === 'results' && <SearchResults lang={d.lang} query={d.query} hits={d.hits} total={d.total} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <title>{t('meta.errorTitle')}</title>
      <ErrorView />
    </>
  );
}
