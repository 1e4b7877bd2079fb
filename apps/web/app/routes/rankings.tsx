/**
 * A sport's rankings: /{lang}/{sport}/rankings/ lists them (feed rnk_), /{lang}/{sport}/rankings/{id}/
 * shows one, 100 places a page (?page=), kept current when it is a live ranking (ral_). A sport
 * without rankings, an unknown or malformed id, a page past the end: a 404 in the page's language.
 */
import { decodeListFeed, decodeRankingIndexFeed, type Lang, sportById, type SportInfo } from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { RankingIndex, updatedText } from '../features/rankings/RankingIndex.tsx';
import { RankingTable } from '../features/rankings/RankingTable.tsx';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { paths } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { isCategorySport, sportFromSlug } from '../kit/sports.ts';
import { teamFeeds } from '../features/team/feed-names.ts';
import { bodyOf } from '../features/team/load.ts';
import { Pager } from '../features/team/Pager.tsx';
import { parsePage, parseRankingId } from '../features/team/params.ts';
import { alternateLinks, notFoundMeta } from '../features/team/seo.ts';
import href from '../features/team/team.css?url';
import { useHourClock } from '../kit/time/hour-clock.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/rankings';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href }];

const notFound = (lang: Lang) => data({ kind: 'notFound' as const, lang }, { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang) return notFound('ta');
  const sport = params.sport === undefined ? undefined : sportFromSlug(params.sport);
  if (!sport || isCategorySport(sport)) return notFound(lang);
  const rankingId = params.rankingId === undefined ? null : parseRankingId(params.rankingId);
  if (params.rankingId !== undefined && rankingId === null) return notFound(lang);
  const page = rankingId ? parsePage(url.searchParams.get('page')) : 1;
  if (page === null) return notFound(lang);
  const path = paths.rankings(lang, sport, rankingId ?? undefined);
  // One URL per page: no trailing slash and `?page=1` redirect; other parameters are dropped there.
  if (url.pathname !== path || url.searchParams.get('page') === '1') {
    if (url.pathname !== path && `${url.pathname}/` !== path) return notFound(lang);
    throw redirect(`${path}${page > 1 ? `?page=${page}` : ''}`, 301);
  }
  const getFeed = context.nerali.getFeed;
  const base = {
    lang,
    slug: sport.slug,
    origin: url.origin,
    path,
    nowS: context.nerali.nowS(),
    tzMinutes: tzFromRequest(request),
  };
  const [index, body] = await Promise.all([
    bodyOf(getFeed, teamFeeds.sportRankings(sport.id)),
    rankingId ? bodyOf(getFeed, teamFeeds.ranking(rankingId, page)) : Promise.resolve(null),
  ]);
  if (!rankingId) {
    if (!index) return notFound(lang);
    return { ...base, kind: 'index' as const, canonical: path, index };
  }
  const header = body ? decodeListFeed(body).ranking : null;
  if (!body || !header) return notFound(lang);
  if (header.sportId !== sport.id) {
    const own = sportById(header.sportId);
    if (!own) return notFound(lang);
    throw redirect(paths.rankings(lang, own, rankingId) + url.search, 301);
  }
  const canonical = page > 1 ? `${path}?page=${page}` : path;
  return { ...base, kind: 'ranking' as const, canonical, index, body, id: rankingId, page };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') return notFoundMeta(loaderData?.lang ?? 'ta');
  const { lang, origin, canonical } = loaderData;
  const t = getI18n(lang).t;
  const sportName = (sportFromSlug(loaderData.slug) as SportInfo).name[lang];
  if (loaderData.kind === 'index') {
    return [
      { title: t('teamMeta.rankingsTitle', { sport: sportName }) },
      { name: 'description', content: t('teamMeta.rankingsDescription', { sport: sportName }) },
      ...alternateLinks(origin, canonical, lang),
    ];
  }
  const name = decodeListFeed(loaderData.body).ranking?.name[lang] ?? '';
  let title = t('teamMeta.rankingTitle', { name, sport: sportName });
  if (loaderData.page > 1) title = t('teamMeta.pageSuffix', { title, page: loaderData.page });
  return [
    { title },
    { name: 'description', content: t('teamMeta.rankingDescription', { name }) },
    ...alternateLinks(origin, canonical, lang),
  ];
};

type Data = Exclude<Route.ComponentProps['loaderData'], { kind: 'notFound' }>;

function RankingsPage({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const hourClock = useHourClock();
  const { lang, tzMinutes, nowS } = loaderData;
  useVisitorTz(tzMinutes);
  const sport = sportFromSlug(loaderData.slug) as SportInfo;
  const items = useMemo(
    () => (loaderData.index ? decodeRankingIndexFeed(loaderData.index) : []),
    [loaderData.index],
  );
  const ranking = useMemo(
    () => (loaderData.kind === 'ranking' ? decodeListFeed(loaderData.body) : null),
    [loaderData],
  );
  if (loaderData.kind === 'index' || !ranking?.ranking) {
    return (
      <div className="tm">
        <header className="tm-head">
          <h1>{t('teamRankings.heading', { sport: sport.name[lang] })}</h1>
        </header>
        <RankingIndex items={items} sport={sport} lang={lang} nowS={nowS} tzMinutes={tzMinutes} t={t} />
      </div>
    );
  }
  const header = ranking.ranking;
  const others = items.filter((i) => i.id !== header.id);
  return (
    <div className="tm">
      <header className="tm-head">
        <div className="tm-title">
          <h1>{header.name[lang]}</h1>
          {header.live && <span className="rk-live">{t('teamRankings.live')}</span>}
        </div>
        <p className="tm-meta">
          <time dateTime={new Date(header.updatedAt * 1000).toISOString()}>
            {updatedText(header.updatedAt, nowS, tzMinutes, lang, t, hourClock)}
          </time>
        </p>
        {header.live && <p className="rk-note">{t('teamRankings.liveNote')}</p>}
      </header>
      <RankingTable
        key={`${loaderData.id}:${loaderData.page}`}
        body={loaderData.body}
        id={loaderData.id}
        page={loaderData.page}
        live={header.live}
        sport={sport}
        lang={lang}
        t={t}
      />
      <Pager
        path={loaderData.path}
        page={loaderData.page}
        pageCount={ranking.page?.pageCount ?? 1}
        lang={lang}
        t={t}
      />
      {others.length > 0 && (
        <section className="tm-block" aria-labelledby="rk-others-h">
          <h2 id="rk-others-h">{t('teamRankings.other')}</h2>
          <RankingIndex items={others} sport={sport} lang={lang} nowS={nowS} tzMinutes={tzMinutes} t={t} />
        </section>
      )}
    </div>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <RankingsPage loaderData={loaderData} />;
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
