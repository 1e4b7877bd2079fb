/**
 * A player's profile: /{lang}/{sport}/player/{playerId}/ (spec 1 §2 page kind "player"). The loader
 * reads the profile feed pp_ (docs/feeds.md "People"): the player, his team and its latest matches
 * with his part in each. No query; an unknown or malformed id is a 404 in the page's language.
 */
import { decodePlayerProfileFeed, type Lang, sportById, type SportInfo } from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { PlayerProfile } from '../features/player/PlayerProfile.tsx';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { paths } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { isCategorySport, sportFromSlug } from '../kit/sports.ts';
import { teamFeeds } from '../features/team/feed-names.ts';
import { bodyOf } from '../features/team/load.ts';
import { parseObjectId } from '../features/team/params.ts';
import { alternateLinks, notFoundMeta } from '../features/team/seo.ts';
import href from '../features/team/team.css?url';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/player';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href }];

const notFound = (lang: Lang) => data({ kind: 'notFound' as const, lang }, { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang) return notFound('ta');
  const sport = params.sport === undefined ? undefined : sportFromSlug(params.sport);
  const id = parseObjectId(params.playerId);
  if (!sport || isCategorySport(sport) || !id) return notFound(lang);
  const path = paths.player(lang, sport, id);
  if (url.pathname !== path) {
    if (`${url.pathname}/` !== path) return notFound(lang);
    throw redirect(path, 301);
  }
  const body = await bodyOf(context.nerali.getFeed, teamFeeds.player(id, lang));
  const player = body ? decodePlayerProfileFeed(body).player : null;
  if (!body || !player) return notFound(lang);
  if (player.sportId !== sport.id) {
    const own = sportById(player.sportId);
    if (!own) return notFound(lang);
    throw redirect(paths.player(lang, own, id), 301);
  }
  return {
    kind: 'player' as const,
    lang,
    slug: sport.slug,
    origin: url.origin,
    path,
    nowS: context.nerali.nowS(),
    tzMinutes: tzFromRequest(request),
    body,
  };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  // The age is counted on the visitor's day (tz cookie).
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') return notFoundMeta(loaderData?.lang ?? 'ta');
  const { lang, origin, path } = loaderData;
  const t = getI18n(lang).t;
  const sport = sportFromSlug(loaderData.slug) as SportInfo;
  const name = decodePlayerProfileFeed(loaderData.body).player?.name ?? '';
  return [
    { title: t('teamMeta.playerTitle', { name }) },
    { name: 'description', content: t('teamMeta.playerDescription', { name, sport: sport.name[lang] }) },
    ...alternateLinks(origin, path, lang),
  ];
};

function PlayerPage({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { kind: 'player' }>;
}) {
  const { t } = useTranslation();
  const { lang, tzMinutes, nowS, body } = loaderData;
  useVisitorTz(tzMinutes);
  const doc = useMemo(() => decodePlayerProfileFeed(body), [body]);
  const sport = sportFromSlug(loaderData.slug) as SportInfo;
  return <PlayerProfile doc={doc} sport={sport} lang={lang} nowS={nowS} tzMinutes={tzMinutes} t={t} />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <PlayerPage loaderData={loaderData} />;
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
