/**
 * My favourites (the spec's my-favourites page kind): /ta/favourites/ (My games) and
 * /ta/favourites/{teams|leagues|players|feed}/.
 *
 * What a visitor follows lives in their browser (and their account), not on the server, so the first
 * HTML holds the page's frame, tabs and a loading line in the list's place; the browser fills the
 * list from storage and the feeds right after hydration (docs/decisions.md "Favourites").
 */
import { useTranslation } from '../i18n/react.tsx';
import { data, redirect } from 'react-router';
import { FavouritesTabs } from '../features/favourites-pages/FavouritesTabs.tsx';
import { MyFeedView } from '../features/favourites-pages/MyFeedView.tsx';
import { MyGamesBoard } from '../features/favourites-pages/MyGamesBoard.tsx';
import { MyLeaguesView } from '../features/favourites-pages/MyLeaguesView.tsx';
import { PeopleView } from '../features/favourites-pages/PeopleView.tsx';
import { tzFromRequest } from '../kit/cookies.ts';
import { NotFoundView } from '../shell/MessagePage.tsx';
import { FAVOURITE_TABS, type FavouriteTab, paths } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/favourites';

function parseTab(raw: string | undefined): FavouriteTab | null {
  if (raw === undefined) return 'games';
  return FAVOURITE_TABS.find((tab) => tab === raw) ?? null;
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : null;
  const tab = parseTab(params.tab);
  if (!lang || !tab) {
    return data({ kind: 'notFound' as const, lang: lang ?? ('ta' as const) }, { status: 404 });
  }
  const path = paths.favourites(lang, tab);
  // One URL per page: /ta/favourites -> /ta/favourites/, /ta/favourites/games/ -> /ta/favourites/.
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  return {
    kind: 'page' as const,
    lang,
    tab,
    path,
    origin: url.origin,
    nowS: context.nerali.nowS(),
    tzMinutes: tzFromRequest(request),
  };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

const TITLES = {
  games: 'favouritesMeta.gamesTitle',
  teams: 'favouritesMeta.teamsTitle',
  leagues: 'favouritesMeta.leaguesTitle',
  players: 'favouritesMeta.playersTitle',
  feed: 'favouritesMeta.feedTitle',
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    return [
      { title: getI18n(loaderData?.lang ?? 'ta').t('meta.notFoundTitle') },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { lang, tab, origin } = loaderData;
  const t = getI18n(lang).t;
  const ta = paths.favourites('ta', tab);
  const en = paths.favourites('en', tab);
  return [
    { title: t(TITLES[tab]) },
    { name: 'description', content: t('favouritesMeta.description') },
    // Each visitor's page is their own: nothing here for a search engine to index.
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: origin + loaderData.path },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ta', href: origin + ta },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + ta },
  ];
};

function FavouritesPage({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { kind: 'page' }>;
}) {
  const { t } = useTranslation();
  const { lang, tab, tzMinutes, nowS } = loaderData;
  useVisitorTz(tzMinutes);
  return (
    <>
      <div className="head">
        <h1>{t('favPage.heading')}</h1>
      </div>
      <FavouritesTabs lang={lang} tab={tab} />
      <div className="board fav-page" data-fav-tab={tab}>
        {tab === 'games' && <MyGamesBoard lang={lang} tzMinutes={tzMinutes} nowS={nowS} withGroups />}
        {(tab === 'teams' || tab === 'players') && (
          <PeopleView kind={tab} lang={lang} tzMinutes={tzMinutes} nowS={nowS} />
        )}
        {tab === 'leagues' && <MyLeaguesView lang={lang} />}
        {tab === 'feed' && <MyFeedView lang={lang} tzMinutes={tzMinutes} nowS={nowS} />}
      </div>
    </>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <FavouritesPage loaderData={loaderData} />;
}
