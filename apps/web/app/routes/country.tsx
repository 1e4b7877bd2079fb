/**
 * A country's page of one sport, and for the category sports the category's page (features/league/
 * category.ts): /ta/{sport}/country/{countryId}/[?day=-7..7 | ?tab=finished|scheduled].
 *
 * The loader reads `c_` (the country's leagues) and the chosen tab's data (country-data.ts). In the
 * browser, each tab's loader data is kept (`clientLoader`, tab-cache.ts, spec 1 §4 "A country's full
 * feed is cached per tab"): switching back to a tab already seen makes no request.
 */
import { type SportInfo, sportBySlug } from '@nerali/domain';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse, redirect, useLocation, useSearchParams } from 'react-router';
import { loadCountry } from '../features/league/country-data.ts';
import { CountryPage } from '../features/league/CountryPage.tsx';
import { FeedUnavailableError } from '../features/league/feed-read.ts';
import leagueCss from '../features/league/league.css?url';
import { countryMeta } from '../features/league/meta.ts';
import { countrySearch, parseCountryId, readCountryQuery } from '../features/league/route-params.ts';
import { countryStateKey, TabCache } from '../features/league/tab-cache.ts';
import { readCookie, TZ_COOKIE, tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { paths } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/country';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leagueCss }];

/** The query parameter that opens one race of a no-duel day in full (as on the sport board). */
const OPEN_RACE_PARAM = 'all';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : null;
  const sport = sportBySlug(params.sport);
  const countryId = parseCountryId(params.countryId);
  const query = readCountryQuery(url.searchParams);
  if (!lang || !sport || countryId === null || !query.ok) {
    return data({ kind: 'notFound' as const, lang: lang ?? ('ta' as const) }, { status: 404 });
  }
  const path = paths.country(lang, sport, countryId);
  if (url.pathname !== path || !query.canonical) {
    const rest = new URLSearchParams(url.searchParams);
    for (const key of ['day', 'tab', '_routes']) rest.delete(key);
    const search = countrySearch(query.tab, query.day);
    const extra = rest.toString();
    throw redirect(`${path}${search}${extra ? `${search ? '&' : '?'}${extra}` : ''}`, 301);
  }
  const tzMinutes = tzFromRequest(request);
  const nowS = context.nerali.nowS();
  try {
    const page = await loadCountry({
      getFeed: context.nerali.getFeed,
      sport,
      countryId,
      tab: query.tab,
      day: query.day,
      lang,
      tzMinutes,
      nowS,
    });
    if (!page) return data({ kind: 'notFound' as const, lang }, { status: 404 });
    return {
      kind: 'country' as const,
      lang,
      slug: sport.slug,
      origin: url.origin,
      path,
      tab: query.tab,
      tzMinutes,
      nowS,
      page,
    };
  } catch (error) {
    if (error instanceof FeedUnavailableError) throw data(null, { status: 503 });
    throw error;
  }
}

/** What the server loader gives the page (unwrapped from `data()`). */
type ServerData = Awaited<ReturnType<Route.ClientLoaderArgs['serverLoader']>>;

const cache = new TabCache<ServerData>();

function browserTz(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, TZ_COOKIE);
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<ServerData> {
  const url = new URL(request.url);
  const key = countryStateKey(url.pathname, url.search, browserTz());
  const hit = cache.get(key);
  if (hit) return hit;
  const fresh = await withPagesCatalogue(request, serverLoader);
  // A 404 or a redirect is not a state worth keeping.
  if (fresh.kind === 'country') cache.set(key, fresh);
  return fresh;
}

export function headers() {
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => countryMeta(loaderData);

export default function CountryRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <Page data={loaderData} />;
}

function Page({ data: loaderData }: { data: Extract<ServerData, { kind: 'country' }> }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  useVisitorTz(loaderData.tzMinutes);
  // The state the server rendered (first load) is cached too, so leaving its tab and coming back is free.
  useEffect(() => {
    cache.seed(countryStateKey(location.pathname, location.search, browserTz()), loaderData);
  }, [location.pathname, location.search, loaderData]);
  return (
    <CountryPage
      page={loaderData.page}
      sport={sportBySlug(loaderData.slug) as SportInfo}
      lang={loaderData.lang}
      tab={loaderData.tab}
      tzMinutes={loaderData.tzMinutes}
      nowS={loaderData.nowS}
      openRace={searchParams.get(OPEN_RACE_PARAM)}
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
