/**
 * A match page: /ta/match/{eventId}/ (summary) and its tabs as path segments (kit/paths.ts
 * MATCH_TABS); `?popup=1` is the compact frame of the 688x900 popup window (no site header or sports
 * menu: `handle.popupFrame`, read by lang-layout.tsx).
 *
 * The loader (features/match/load.ts) reads the feeds from the server's memory; unknown or malformed
 * ids and tabs the sport lacks are a 404 in the page's language, a failed feed the error boundary.
 */
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse, redirect, useSearchParams } from 'react-router';
import { loadMatch } from '../features/match/load.ts';
import matchCss from '../features/match/match.css?url';
import { MatchPage } from '../features/match/MatchPage.tsx';
import { matchMeta } from '../features/match/seo.ts';
import { isPopup } from '../features/match/url.ts';
import { oddsFormatFromRequest } from '../features/odds/format-cookie.ts';
import { oddsPrefsFromRequest } from '../features/odds/prefs.ts';
import { oddsRulesOf } from '../features/odds/rules.ts';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/match';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: matchCss }];

/** lang-layout.tsx leaves out the site's header and menu for this route's `?popup=1`. */
export const handle = { popupFrame: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang) return data({ kind: 'notFound' as const, lang: 'ta' as const }, { status: 404 });
  const search = new URLSearchParams(url.searchParams);
  search.delete('_routes');
  const query = search.toString();
  const rules = oddsRulesOf(context.nerali.visitor, oddsPrefsFromRequest(request));
  const result = await loadMatch({
    lang,
    eventId: params.eventId,
    tab: params.tab,
    pathname: url.pathname,
    search: query ? `?${query}` : '',
    oddsFormat: oddsFormatFromRequest(request),
    // Region and legal-age answer: an odds tab the visitor may not see is not fetched at all.
    oddsAllowed: rules.showComparisonTab,
    // [S2 3.18] The summary's main odds only where the region names a main bookmaker and shows it.
    mainBookmakerId: rules.summaryBookmaker === null ? null : rules.mainBookmakerId,
    getFeed: context.nerali.getFeed,
  });
  switch (result.kind) {
    case 'notFound':
      return data({ kind: 'notFound' as const, lang }, { status: 404 });
    case 'redirect':
      throw redirect(result.to, 301);
    case 'failed':
      throw data(null, { status: 503 });
    case 'match':
      return {
        kind: 'match' as const,
        lang,
        origin: url.origin,
        tzMinutes: tzFromRequest(request),
        nowS: context.nerali.nowS(),
        match: result.data,
      };
  }
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  // Live data, and the tz and odds-format cookies shape the page: never kept by a shared cache.
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, tzMinutes, match } = loaderData;
  return matchMeta({ lang, origin, tzMinutes, eventId: match.eventId, tab: match.tab, header: match.header });
};

function Match({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { kind: 'match' }>;
}) {
  const [search] = useSearchParams();
  useVisitorTz(loaderData.tzMinutes);
  const { match } = loaderData;
  return (
    <MatchPage
      // A new event or tab is a new page: its live client starts from the loader's bodies (so is an
      // odds tab allowed since: the age question answered on this page). Not the zone: the match's
      // data does not depend on it, only its times' text does (a prop), so the page stays mounted.
      key={`${match.eventId}:${match.tab}:${match.oddsFormat}:${match.oddsAllowed}`}
      data={match}
      lang={loaderData.lang}
      tzMinutes={loaderData.tzMinutes}
      nowS={loaderData.nowS}
      origin={loaderData.origin}
      popup={isPopup(search)}
    />
  );
}

export default function MatchRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <Match loaderData={loaderData} />;
}

/** A failed feed (or a bug): the message in the page's language, the frame stays. */
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
