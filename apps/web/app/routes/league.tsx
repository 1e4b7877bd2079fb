/**
 * A tournament page: /ta/{sport}/league/{leagueId}/[results|fixtures|standings|draw|archive/][?page=N].
 *
 * The loader reads the league's list feeds from the server's memory (features/league/league-data.ts)
 * and returns what the chosen sub-page shows, so the first HTML is complete; the summary's matches of
 * today hydrate into the live board. Unknown or malformed ids, unknown tabs, tabs the league has no
 * data for and pages past the last are a 404 in the page's language; one URL per page (redirects).
 */
import { type SportInfo, sportById, sportBySlug } from '@nerali/domain';
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { FeedUnavailableError } from '../features/league/feed-read.ts';
import leagueCss from '../features/league/league.css?url';
import { loadLeague } from '../features/league/league-data.ts';
import { LeaguePage } from '../features/league/LeaguePage.tsx';
import { leagueMeta } from '../features/league/meta.ts';
import {
  isPagedTab,
  pageSearch,
  parseLeagueId,
  parseLeagueTab,
  parsePageQuery,
} from '../features/league/route-params.ts';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { paths } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/league';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leagueCss }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : null;
  const urlSport = sportBySlug(params.sport);
  const ref = parseLeagueId(params.leagueId);
  const tab = params.tab === 'summary' ? 'summary' : parseLeagueTab(params.tab);
  const pageQuery = parsePageQuery(url.searchParams.get('page'));
  const notFound = () => data({ kind: 'notFound' as const, lang: lang ?? ('ta' as const) }, { status: 404 });
  if (!lang || !urlSport || !ref || tab === null) return notFound();
  const paged = isPagedTab(tab);
  if (paged && !pageQuery.ok) return notFound();
  const page = paged && pageQuery.ok ? pageQuery.page : 1;

  // The league id names its sport: a league opened under another sport's path moves to its own.
  const sport = sportById(ref.sportId) as SportInfo;
  const path = paths.league(lang, sport, ref.id, tab);
  const search = paged ? pageSearch(page) : '';
  const extraPage = url.searchParams.has('page') && (!paged || !pageQuery.ok || !pageQuery.canonical);
  if (url.pathname !== path || extraPage) {
    const rest = new URLSearchParams(url.searchParams);
    for (const key of ['page', '_routes']) rest.delete(key);
    const extra = rest.toString();
    throw redirect(`${path}${search}${extra ? `${search ? '&' : '?'}${extra}` : ''}`, 301);
  }

  const tzMinutes = tzFromRequest(request);
  const nowS = context.nerali.nowS();
  try {
    const result = await loadLeague({
      getFeed: context.nerali.getFeed,
      sport,
      leagueId: ref.id,
      tab,
      page,
      lang,
      tzMinutes,
      nowS,
    });
    if (result.kind === 'notFound') return notFound();
    return {
      kind: 'league' as const,
      lang,
      slug: sport.slug,
      origin: url.origin,
      path,
      search,
      tzMinutes,
      nowS,
      page: result.page,
    };
  } catch (error) {
    if (error instanceof FeedUnavailableError) throw data(null, { status: 503 });
    throw error;
  }
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  // Live data and the tz cookie: never kept by a shared cache.
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => leagueMeta(loaderData);

export default function LeagueRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <Page data={loaderData} />;
}

function Page({
  data: loaderData,
}: {
  data: Extract<Route.ComponentProps['loaderData'], { kind: 'league' }>;
}) {
  useVisitorTz(loaderData.tzMinutes);
  return (
    <LeaguePage
      page={loaderData.page}
      sport={sportBySlug(loaderData.slug) as SportInfo}
      lang={loaderData.lang}
      tzMinutes={loaderData.tzMinutes}
      nowS={loaderData.nowS}
    />
  );
}

/** A failed feed (or a bug): the header and menu stay, the message is in the page's language. */
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
