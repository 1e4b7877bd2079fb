/**
 * A participant's page: /{lang}/{sport}/team/{participantId}/[{tab}/] for a team, a player of a
 * one-against-one sport, a driver, a rider or a horse (spec 1 §2 page kinds "team"; spec 2 §2 block
 * types). Tabs: summary (the page itself), results, fixtures, squad, transfers, injuries, news,
 * standings; only those with data are links, any other is a 404. Lists take ?page=, the pair sports'
 * results and fixtures ?kind=s|d.
 *
 * Data flow as on the sport page: the loader reads the feeds from the server's memory and returns
 * their raw text; the page decodes it on both sides and keeps the matches live after hydration.
 */
import {
  decodeFeed,
  decodeListFeed,
  decodeParticipantStatsRow,
  type Lang,
  sportById,
  type SportInfo,
} from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { paths, type TeamTab } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { isCategorySport, sportFromSlug } from '../kit/sports.ts';
import { InjuriesView } from '../features/team/InjuriesView.tsx';
import { hasBothKinds, loadTeam, PAGED_TABS, tabBody } from '../features/team/load.ts';
import { playsDoubles } from '../kit/sport-facts.ts';
import type { ListContext } from '../features/team/MatchList.tsx';
import { NewsView } from '../features/team/NewsView.tsx';
import { Pager } from '../features/team/Pager.tsx';
import { parseObjectId, parsePage, parsePairKind, parseTeamTab } from '../features/team/params.ts';
import { alternateLinks, notFoundMeta } from '../features/team/seo.ts';
import { SquadView } from '../features/team/SquadView.tsx';
import { TableView } from '../features/team/TableView.tsx';
import { KindFilter } from '../features/team/KindFilter.tsx';
import { MatchesTab, SummaryTab } from '../features/team/TeamMatches.tsx';
import { TeamHeader } from '../features/team/TeamHeader.tsx';
import { TeamTabs } from '../features/team/TeamTabs.tsx';
import { TransfersView } from '../features/team/TransfersView.tsx';
import href from '../features/team/team.css?url';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/team';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href }];

const notFound = (lang: Lang) => data({ kind: 'notFound' as const, lang }, { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : null;
  const sport = params.sport === undefined ? undefined : sportFromSlug(params.sport);
  const id = parseObjectId(params.participantId);
  const tab = parseTeamTab(params.tab);
  if (!lang) return notFound('ta');
  if (!sport || isCategorySport(sport) || !id || !tab) return notFound(lang);
  const search = url.searchParams;
  const pairTab = (tab === 'results' || tab === 'fixtures') && playsDoubles(sport);
  const page = PAGED_TABS.has(tab) ? parsePage(search.get('page')) : 1;
  const kind = pairTab ? parsePairKind(search.get('kind')) : 'all';
  // Other query parameters (a share's utm_*, fbclid) are left alone: the canonical link drops them.
  if (page === null || kind === null) return notFound(lang);
  const path = paths.team(lang, sport, id, tab);
  // One URL per page: the path without its trailing slash, and `?page=1`, redirect (the rest is kept).
  const pageOne = PAGED_TABS.has(tab) && search.get('page') === '1';
  if (url.pathname !== path || pageOne) {
    if (url.pathname !== path && `${url.pathname}/` !== path) return notFound(lang);
    const query = new URLSearchParams(search);
    query.delete('_routes');
    if (pageOne) query.delete('page');
    const rest = query.toString();
    throw redirect(`${path}${rest ? `?${rest}` : ''}`, 301);
  }

  const getFeed = context.nerali.getFeed;
  const tzMinutes = tzFromRequest(request);
  const team = await loadTeam(getFeed, id, sport, lang, tzMinutes);
  if (!team) return notFound(lang);
  if (team.participant.sportId !== sport.id) {
    // The right participant under another sport's slug: send the visitor to its own sport.
    const own = sportById(team.participant.sportId);
    if (!own) return notFound(lang);
    throw redirect(paths.team(lang, own, id, tab) + url.search, 301);
  }
  if (!team.tabs.includes(tab)) return notFound(lang);
  const main =
    tab === 'summary'
      ? team.summary
      : tab === 'standings'
        ? team.table
        : await tabBody(getFeed, tab, id, page, lang, kind);
  // A page past the end, or a kind the participant never played: nothing to show is no page.
  if (tab !== 'summary' && main === null) return notFound(lang);
  const pairs =
    pairTab && (tab === 'results' || tab === 'fixtures')
      ? await hasBothKinds(getFeed, tab, id, sport, lang)
      : false;
  const query = new URLSearchParams();
  if (kind !== 'all') query.set('kind', kind);
  if (page > 1) query.set('page', String(page));
  const canonical = `${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
  return {
    kind: 'team' as const,
    lang,
    slug: sport.slug,
    origin: url.origin,
    path,
    canonical,
    nowS: context.nerali.nowS(),
    tzMinutes,
    id,
    tab,
    page,
    pairKind: kind,
    pairs,
    tabs: team.tabs,
    header: team.header,
    record: team.record,
    table: team.table,
    main,
    hasProfile: team.hasProfile,
  };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  // Dates and live clocks depend on the tz cookie; the matches are live: never a shared cache.
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') return notFoundMeta(loaderData?.lang ?? 'ta');
  const { lang, origin, canonical, tab, page } = loaderData;
  const t = getI18n(lang).t;
  const sport = sportFromSlug(loaderData.slug) as SportInfo;
  const name = decodeListFeed(loaderData.header).participant?.name ?? '';
  let title =
    tab === 'summary'
      ? t('teamMeta.title', { name })
      : t('teamMeta.tabTitle', { name, tab: t(`teamTabs.${tab}`) });
  if (page > 1) title = t('teamMeta.pageSuffix', { title, page });
  return [
    { title },
    { name: 'description', content: t('teamMeta.description', { name, sport: sport.name[lang] }) },
    ...alternateLinks(origin, canonical, lang),
  ];
};

type TeamData = Extract<Route.ComponentProps['loaderData'], { kind: 'team' }>;

function TeamPage({ loaderData }: { loaderData: TeamData }) {
  const { t } = useTranslation();
  const { lang, tzMinutes, nowS, id, tab, header, record, main } = loaderData;
  const sport = sportFromSlug(loaderData.slug) as SportInfo;
  useVisitorTz(tzMinutes);
  const participant = useMemo(() => decodeListFeed(header).participant, [header]);
  const stats = useMemo(() => {
    if (!record) return null;
    for (const row of decodeFeed(record)) {
      const s = decodeParticipantStatsRow(row);
      if (s) return s;
    }
    return null;
  }, [record]);
  const ctx = useMemo<ListContext>(
    () => ({ t, lang, tzMinutes, sport, participantId: id, pageNowS: nowS }),
    [t, lang, tzMinutes, sport, id, nowS],
  );
  if (!participant) return <NotFoundView lang={lang} />;
  const pageCount = main && PAGED_TABS.has(tab) ? (decodeListFeed(main).page?.pageCount ?? 1) : 1;
  const extra: Record<string, string> = loaderData.pairKind === 'all' ? {} : { kind: loaderData.pairKind };
  return (
    <div className="tm">
      <TeamHeader
        participant={participant}
        stats={stats}
        sport={sport}
        lang={lang}
        hasProfile={loaderData.hasProfile}
        t={t}
      />
      <TeamTabs tabs={loaderData.tabs} current={tab} id={id} sport={sport} lang={lang} t={t} />
      <div className="tm-body">
        {loaderData.pairs && <KindFilter path={loaderData.path} current={loaderData.pairKind} t={t} />}
        <TabContent data={loaderData} ctx={ctx} />
        {PAGED_TABS.has(tab) && (
          <Pager
            path={loaderData.path}
            page={loaderData.page}
            pageCount={pageCount}
            extra={extra}
            lang={lang}
            t={t}
          />
        )}
      </div>
    </div>
  );
}

function TabContent({ data: d, ctx }: { data: TeamData; ctx: ListContext }) {
  const { t, lang, sport } = ctx;
  const tab: TeamTab = d.tab;
  switch (tab) {
    case 'summary':
      // Keyed by the feed: a new load starts from its own events, not the previous page's live state.
      return <SummaryTab key={d.main ?? ''} body={d.main} table={d.table} ctx={ctx} tabs={d.tabs} />;
    case 'results':
    case 'fixtures':
      return <MatchesTab key={d.main ?? ''} body={d.main} ctx={ctx} caption={t(`teamTabs.${tab}`)} />;
    case 'squad':
      return (
        <SquadView body={d.main} sport={sport} lang={lang} nowS={d.nowS} tzMinutes={d.tzMinutes} t={t} />
      );
    case 'transfers':
      return <TransfersView body={d.main} teamId={d.id} sport={sport} lang={lang} t={t} />;
    case 'injuries':
      return (
        <InjuriesView body={d.main} sport={sport} lang={lang} nowS={d.nowS} tzMinutes={d.tzMinutes} t={t} />
      );
    case 'news':
      return <NewsView body={d.main} lang={lang} nowS={d.nowS} tzMinutes={d.tzMinutes} t={t} />;
    case 'standings':
      return <TableView body={d.main} participantId={d.id} sport={sport} lang={lang} t={t} />;
    default:
      return null;
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <TeamPage loaderData={loaderData} />;
}

/** A failed feed store (503) or a bug: the header and menu stay, the message is in the page's language. */
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
