/**
 * An article: /ta/news/{articleId}/ from the feed na_{articleId}, with three more news of its sport
 * (nl_{sport}_1). An id that is no id, or no article, is a 404 in the page's language. The head carries
 * NewsArticle JSON-LD for search engines.
 */
import { sportById } from '@nerali/domain';
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse } from 'react-router';
import { ArticleView } from '../features/news/ArticleView.tsx';
import { isoUtc } from '../features/news/format.ts';
import { FeedFailed, loadArticle, loadNewsPage } from '../features/news/load.ts';
import newsCss from '../features/news/news.css?url';
import { NEWS_BOX_SIZE } from '../features/news/news-list.ts';
import { pageMeta, shortDescription } from '../features/news/seo.ts';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { isPathId, paths } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/article';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang || !isPathId(params.articleId)) {
    return data({ kind: 'notFound' as const, lang: lang ?? ('ta' as const) }, { status: 404 });
  }
  const url = new URL(request.url);
  const nowS = context.nerali.nowS();
  try {
    const feed = await loadArticle(context.nerali.getFeed, params.articleId);
    if (!feed) return data({ kind: 'notFound' as const, lang }, { status: 404 });
    const sport = sportById(feed.article.sportId) ?? null;
    // One more than the box shows: this article may be among the newest.
    const latest = await loadNewsPage(context.nerali.getFeed, { sport, page: 1 }, nowS, NEWS_BOX_SIZE + 1);
    return {
      kind: 'article' as const,
      lang,
      origin: url.origin,
      path: paths.article(lang, params.articleId),
      feed,
      more: latest.items.filter((n) => n.id !== feed.article.id).slice(0, NEWS_BOX_SIZE),
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
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, path, feed } = loaderData;
  const t = getI18n(lang).t;
  const { article } = feed;
  const headline = article.headline[lang];
  const description = shortDescription(article.lead[lang] || article.body[lang]);
  return [
    ...pageMeta({
      lang,
      origin,
      path,
      title: t('newsMeta.articleTitle', { headline }),
      description,
      type: 'article',
    }),
    { property: 'article:published_time', content: isoUtc(article.publishedAt) },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: headline.slice(0, 110),
        description,
        inLanguage: lang,
        datePublished: isoUtc(article.publishedAt),
        dateModified: isoUtc(article.publishedAt),
        mainEntityOfPage: { '@type': 'WebPage', '@id': origin + path },
        url: origin + path,
        articleSection: sportById(article.sportId)?.name[lang],
        author: { '@type': 'Organization', name: t('site.name'), url: `${origin}/${lang}/` },
        publisher: { '@type': 'Organization', name: t('site.name'), url: `${origin}/${lang}/` },
      },
    },
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <Article data={loaderData} />;
}

function Article({ data: d }: { data: Extract<Route.ComponentProps['loaderData'], { kind: 'article' }> }) {
  useVisitorTz(d.tzMinutes);
  return <ArticleView lang={d.lang} feed={d.feed} more={d.more} nowS={d.nowS} tzMinutes={d.tzMinutes} />;
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
