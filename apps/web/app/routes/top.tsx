/**
 * The mixed page (spec 1 §2 page kind "mixed"; §7 `fm_`): /ta/top/, today's matches of the top
 * leagues of every sport on one page, sport by sport, league by league, as the boards draw them
 * (features/favourites-pages/EventDays.tsx). Served fresh on every request; each sport's own page is
 * the live board.
 */
import { isEmptyFeed } from '@nerali/domain';
import { useMemo } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { EventDays } from '../features/favourites-pages/EventDays.tsx';
import { pageMeta } from '../features/news/seo.ts';
import { mixedFeedName, readMixedFeed } from '../features/top/mixed-feed.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import { useTranslation } from '../i18n/react.tsx';
import { tzFromRequest } from '../kit/cookies.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import type { Route } from './+types/top';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang) return data({ kind: 'notFound' as const, lang: 'ta' as const }, { status: 404 });
  const url = new URL(request.url);
  const tzMinutes = tzFromRequest(request);
  const feed = await context.nerali.getFeed(mixedFeedName(0, tzMinutes, lang));
  if (feed.status !== 200 && feed.status !== 204) throw data(null, { status: 503 });
  return {
    kind: 'top' as const,
    lang,
    origin: url.origin,
    path: `/${lang}/top/`,
    feed: feed.status === 204 || isEmptyFeed(feed.body) ? '0' : feed.body,
    nowS: context.nerali.nowS(),
    tzMinutes,
  };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  // Times follow the tz cookie, and scores move: never shared, always revalidated.
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, path } = loaderData;
  const t = getI18n(lang).t;
  return pageMeta({ lang, origin, path, title: t('topPage.title'), description: t('topPage.description') });
};

export default function TopPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <Top data={loaderData} />;
}

function Top({ data: d }: { data: Extract<Route.ComponentProps['loaderData'], { kind: 'top' }> }) {
  const { t } = useTranslation();
  useVisitorTz(d.tzMinutes);
  const { events, leagues } = useMemo(() => readMixedFeed(d.feed), [d.feed]);
  return (
    <div className="top-matches">
      <div className="head">
        <h1>{t('topPage.heading')}</h1>
      </div>
      <p className="top-intro">{t('topPage.intro')}</p>
      {events.length === 0 ? (
        <div className="empty">
          <p className="empty-t">{t('topPage.empty')}</p>
          <p className="empty-h">
            <Link to={`/${d.lang}/`}>{t('topPage.emptyLink')}</Link>
          </p>
        </div>
      ) : (
        <EventDays events={events} leagues={leagues} lang={d.lang} tzMinutes={d.tzMinutes} nowS={d.nowS} />
      )}
    </div>
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
