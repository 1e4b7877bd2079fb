/**
 * A sport's page: /ta/ (football) and /ta/{sport}/, ?day and ?tab in the query.
 *
 * Data flow: the loader asks the server's feed store (context.nerali.getFeed) for the day's full feed,
 * cut for the visitor's time zone (`tz` cookie) and language, and returns its RAW text: compact, and
 * decoded the same way on both sides by the live board, which the server renders to HTML and the
 * browser hydrates from the same text, then keeps live.
 */
import {
  childSports,
  decodeFeedDocument,
  formatFeedName,
  isEmptyFeed,
  type Lang,
  PROJECT_TYPE,
  type SportInfo,
  stageTypeTab,
} from '@nerali/domain';
import { useTranslation } from '../i18n/react.tsx';
import {
  data,
  isRouteErrorResponse,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { SportBoard } from '../features/board/SportBoard.tsx';
import { MyGamesTab } from '../features/favourites-pages/my-games-tab.ts';
import { boardSearch, OPEN_RACE_PARAM, readBoardQuery } from '../kit/board-nav/tabs.ts';
import { collapsedFromRequest } from '../features/favourites/league-fold.tsx';
import { loadDayOdds } from '../features/odds/load.ts';
import { LazyOddsBoard } from '../features/odds/LazyOddsBoard.tsx';
import { useOddsTabShown } from '../features/odds/tab.ts';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { type CategoryChild, CategoryPage } from '../features/sports/CategoryPage.tsx';
import { isCategorySport, sportFromSlug, sportPath } from '../kit/sports.ts';
import { formatLongDay } from '../kit/time/format.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import type { Route } from './+types/sport';

/**
 * Today's events of a child sport for its parent's category page: races (a no-duel race counts once,
 * spec 1 §5) and live ones. A feed that fails or does not parse leaves the count out, not the page.
 */
async function childCount(
  getFeed: Route.LoaderArgs['context']['nerali']['getFeed'],
  child: SportInfo,
  tzMinutes: number,
  lang: Lang,
): Promise<CategoryChild> {
  const name = formatFeedName({
    kind: 'full',
    sportId: child.id,
    day: 0,
    tzMinutes,
    lang,
    projectType: PROJECT_TYPE,
  });
  try {
    const feed = await getFeed(name);
    if (feed.status === 204 || (feed.status === 200 && isEmptyFeed(feed.body))) {
      return { slug: child.slug, events: 0, live: 0 };
    }
    if (feed.status !== 200) return { slug: child.slug, events: null, live: 0 };
    const doc = decodeFeedDocument(feed.body);
    const all = new Set<string>();
    const live = new Set<string>();
    for (const { leagueId, patch } of doc.events) {
      const key = child.noDuel ? (leagueId ?? patch.id) : patch.id;
      all.add(key);
      if (patch.stageType != null && patch.stage != null) {
        if (stageTypeTab({ stageType: patch.stageType, stage: patch.stage }) === 'live') live.add(key);
      }
    }
    return { slug: child.slug, events: all.size, live: live.size };
  } catch {
    return { slug: child.slug, events: null, live: 0 };
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : null;
  const sport = sportFromSlug(params.sport);
  if (!lang || !sport) {
    return data({ kind: 'notFound' as const, lang: lang ?? ('ta' as const) }, { status: 404 });
  }
  const { day, tab, canonical } = readBoardQuery(url.searchParams);
  const path = sportPath(lang, sport);
  if (url.pathname !== path || !canonical) {
    // One URL per page: /ta/tennis -> /ta/tennis/, /ta/football/ -> /ta/, ?day=0 -> (nothing).
    const rest = new URLSearchParams(url.searchParams);
    for (const key of ['day', 'tab', '_routes']) rest.delete(key);
    const search = boardSearch(day, tab);
    const extra = rest.toString();
    throw redirect(`${path}${search}${extra ? `${search ? '&' : '?'}${extra}` : ''}`, 301);
  }
  const base = { lang, slug: sport.slug, origin: url.origin, path, nowS: context.nerali.nowS() };
  const tzMinutes = tzFromRequest(request);
  if (isCategorySport(sport)) {
    const children = await Promise.all(
      childSports(sport.id).map((child) => childCount(context.nerali.getFeed, child, tzMinutes, lang)),
    );
    return { ...base, kind: 'category' as const, children };
  }
  // The odds tab: its prices in the first HTML; a visitor who may not see odds gets the plain board.
  const odds = tab === 'odds' ? await loadDayOdds(context.nerali, request, sport, day, tzMinutes) : null;
  if (odds?.kind === 'hidden') throw redirect(`${path}${boardSearch(day, 'all')}`, 302);

  const name = formatFeedName({
    kind: 'full',
    sportId: sport.id,
    day,
    tzMinutes,
    lang,
    projectType: PROJECT_TYPE,
  });
  const feed = await context.nerali.getFeed(name);
  if (feed.status !== 200 && feed.status !== 204) {
    // The feed store failed: the page's error boundary says so in the page's language.
    throw data(null, { status: 503 });
  }
  // 204 or the empty body `0`: a day without matches, a normal page with an empty state.
  return {
    ...base,
    kind: 'board' as const,
    feed: isEmptyFeed(feed.body) ? '0' : feed.body,
    day,
    tzMinutes,
    // Spec 1 §4 "Collapsed league blocks": folded in the first HTML, so nothing jumps after hydration.
    collapsed: collapsedFromRequest(request),
    odds: odds?.body ?? null,
    starting: context.nerali.starting?.() ?? false,
  };
}

export function headers() {
  // The page depends on the tz cookie; its data is live: never cached by a shared cache.
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

/**
 * A tab change (or opening a race in full) filters the same feed in the browser: no new request. A day change (or a time zone
 * change via revalidate) loads the day's feed.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get('day') === nextUrl.searchParams.get('day')
  ) {
    const onlyTab = [...nextUrl.searchParams.keys()].every(
      (k) => k === 'day' || k === 'tab' || k === OPEN_RACE_PARAM,
    );
    if (onlyTab && currentUrl.search !== nextUrl.search) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, path } = loaderData;
  const sport = sportFromSlug(loaderData.slug) as SportInfo;
  const t = getI18n(lang).t;
  const name = sport.name[lang];
  const otherPath = path.replace(/^\/(ta|en)\//, lang === 'ta' ? '/en/' : '/ta/');
  const taPath = lang === 'ta' ? path : otherPath;
  const enPath = lang === 'en' ? path : otherPath;
  return [
    { title: t('meta.sportTitle', { sport: name }) },
    {
      name: 'description',
      content: t(loaderData.kind === 'category' ? 'meta.categoryDescription' : 'meta.sportDescription', {
        sport: name,
      }),
    },
    { tagName: 'link', rel: 'canonical', href: origin + path },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ta', href: origin + taPath },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + enPath },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + taPath },
  ];
};

function Board({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { kind: 'board' }>;
}) {
  const { t } = useTranslation();
  const { lang, day, tzMinutes, nowS, feed } = loaderData;
  const sport = sportFromSlug(loaderData.slug) as SportInfo;
  const [searchParams] = useSearchParams();
  // The tab (and the race opened in full) come from the URL, not the loader: switching them does not
  // run the loader again.
  const { tab } = readBoardQuery(searchParams);
  const openRace = searchParams.get(OPEN_RACE_PARAM);
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  useVisitorTz(tzMinutes);
  const oddsTab = useOddsTabShown(sport);
  return (
    <>
      <div className="head">
        <h1>{t('board.heading', { sport: sport.name[lang] })}</h1>
        <p className="head-day" suppressHydrationWarning>
          {formatLongDay(nowS, day, tzMinutes, lang)}
        </p>
      </div>
      <div className={busy ? 'board busy' : 'board'} aria-busy={busy}>
        {/* Another sport, day or language is a new board. Not another zone: the visitor's own one, noticed
            after hydration (useVisitorTz), is the same board with the new feed (use-live-board.ts,
            use-day-odds.ts), its rows kept in the DOM rather than built again (issue 18 point 5). */}
        {tab === 'odds' && oddsTab ? (
          <LazyOddsBoard
            key={`odds:${sport.id}:${day}:${lang}`}
            feed={feed}
            odds={loaderData.odds}
            sport={sport}
            day={day}
            tzMinutes={tzMinutes}
            lang={lang}
            nowS={nowS}
          />
        ) : (
          <SportBoard
            // A board starts from its first feed: the server's first data once in (`starting`) is a new
            // board too.
            key={`${sport.id}:${day}:${lang}:${loaderData.starting ? 'starting' : 'ready'}`}
            feed={feed}
            sport={sport}
            day={day}
            tzMinutes={tzMinutes}
            lang={lang}
            tab={tab === 'odds' ? 'all' : tab}
            nowS={nowS}
            openRace={openRace}
            collapsed={loaderData.collapsed}
            starting={loaderData.starting}
            oddsTab={oddsTab}
            MyGames={MyGamesTab}
          />
        )}
      </div>
    </>
  );
}

export default function SportPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  if (loaderData.kind === 'category') {
    return (
      <CategoryPage
        sport={sportFromSlug(loaderData.slug) as SportInfo}
        lang={loaderData.lang}
        items={loaderData.children}
      />
    );
  }
  return <Board loaderData={loaderData} />;
}

/** A failed feed (or a bug) on a sport page: the header and menu stay, the message is in the page's language. */
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
