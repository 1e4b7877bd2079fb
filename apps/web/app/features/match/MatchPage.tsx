/**
 * A match page: the header, the tab bar, the open tab, kept live (use-match-live.ts). Rendered from
 * the loader's data on the server and hydrated from the same data.
 */
import {
  decodeMatchHeader,
  type Lang,
  type Scorecard as CricketScorecard,
  type WinChances,
  type SportInfo,
  sportById,
  stageTypeTab,
  withNationNames,
} from '@nerali/domain';
import { useContext, useEffect, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import type { T } from '../../i18n/index.ts';
import { SpoilerDelayContext } from '../../live/spoiler-context.ts';
import { ConnectionBadge } from '../../kit/ui/ConnectionBadge.tsx';
import { useOddsRules } from '../odds/rules.ts';
import { liveClock } from '../../kit/event/status.ts';
import { useServerNow } from '../../kit/time/use-server-now.ts';
import { paths } from '../../kit/paths.ts';
import { Commentary } from './Commentary.tsx';
import { eventOfHeader } from './header.ts';
import { HeadToHead } from './HeadToHead.tsx';
import { Highlights } from './Highlights.tsx';
import { History } from './History.tsx';
import { Lineups } from './Lineups.tsx';
import type { MatchData } from './load.ts';
import { MatchHeader } from './MatchHeader.tsx';
import { MatchNews } from './MatchNews.tsx';
import { MatchTabs } from './MatchTabs.tsx';
import { MainOdds } from './MainOdds.tsx';
import { OddsTab } from './OddsTab.tsx';
import { RaceEntry } from './RaceEntry.tsx';
import { Raids } from './Raids.tsx';
import { Scorecard } from './Scorecard.tsx';
import { readScorecard, scorecardFeedName } from './scorecard-feed.ts';
import { readWinChances } from './win-chances.ts';
import { sportsEventJsonLd } from './seo.ts';
import { Standings } from './Standings.tsx';
import { Statistics } from './Statistics.tsx';
import { Summary } from './Summary.tsx';
import { tabFeeds } from './tabs.ts';
import { type LiveContext, type MatchView, useMatchLive } from './use-match-live.ts';
import { tabsOfSport } from './tabs.ts';

export interface MatchPageProps {
  data: MatchData;
  lang: Lang;
  tzMinutes: number;
  nowS: number;
  origin: string;
  popup: boolean;
}

function TabBody({
  view,
  ctx,
  data,
  t,
  lang,
  tzMinutes,
  card,
  chances,
}: {
  view: MatchView;
  ctx: LiveContext;
  data: MatchData;
  card: CricketScorecard | null;
  chances: WinChances | null;
  t: T;
  lang: Lang;
  tzMinutes: number;
}) {
  const { event, header, feeds } = view;
  const sport = ctx.sport;
  const names = tabFeeds(data.tab, ctx);
  if (names.some((name) => view.held.has(name))) {
    return <HeldTab t={t} />;
  }
  const [first, second, third] = names.map((name) => feeds[name]);
  switch (data.tab) {
    case 'summary':
      return (
        <>
          <MainOdds body={data.mainOdds} t={t} />
          <Summary
            event={event}
            sport={sport}
            incidents={first}
            preview={second}
            report={third}
            t={t}
            lang={lang}
          />
        </>
      );
    case 'scorecard':
      return (
        <Scorecard
          event={event}
          card={card}
          cardFailed={first === ''}
          incidents={second}
          lineups={third}
          chances={chances}
          t={t}
          lang={lang}
        />
      );
    case 'odds':
      return (
        <OddsTab body={first} format={data.oddsFormat} home={event.homeName} away={event.awayName} t={t} />
      );
    case 'h2h':
      return (
        <HeadToHead
          body={first}
          homeName={event.homeName}
          awayName={event.awayName}
          t={t}
          lang={lang}
          tzMinutes={tzMinutes}
        />
      );
    case 'lineups':
      return (
        <Lineups
          body={first}
          pitchers={second}
          sport={sport}
          homeName={event.homeName}
          awayName={event.awayName}
          t={t}
          lang={lang}
          homeId={event.homeId}
          awayId={event.awayId}
          participants={header.participants}
        />
      );
    case 'stats':
      return <Statistics bodies={[first, second]} event={event} sport={sport} t={t} lang={lang} />;
    case 'standings':
      return (
        <Standings
          body={first}
          sport={sport}
          leagueName={header.leagueName[lang]}
          teamIds={[event.homeId, event.awayId].filter(Boolean)}
          t={t}
          lang={lang}
        />
      );
    case 'commentary':
      return <Commentary body={first} newer={view.newComments} sport={sport} t={t} lang={lang} />;
    case 'highlights':
      return <Highlights body={first} t={t} lang={lang} tzMinutes={tzMinutes} />;
    case 'history':
      return <History bodies={[first, second]} event={event} sport={sport} t={t} />;
    case 'news':
      return <MatchNews body={first} t={t} lang={lang} tzMinutes={tzMinutes} />;
    case 'raids':
      return <Raids body={first} event={event} t={t} lang={lang} />;
  }
}

/** A tab held back by the spoiler delay on a fresh load (spoiler.ts): said, not shown empty. */
function HeldTab({ t }: { t: T }) {
  const { seconds } = useContext(SpoilerDelayContext);
  return (
    <p className="card empty-tab" role="status">
      {t('matchHead.held', { n: seconds })}
    </p>
  );
}

export function MatchPage({ data, lang, tzMinutes, nowS, origin, popup }: MatchPageProps) {
  const { t } = useTranslation();
  const sport = sportById(data.sportId) as SportInfo;
  const initial = useMemo(() => {
    const header = decodeMatchHeader(data.header);
    const event = header ? eventOfHeader(header) : null;
    return header && event ? { header, event } : null;
  }, [data.header]);
  if (!initial) throw new Error('match page without a header');
  const ctx = useMemo<LiveContext>(
    () => ({
      eventId: data.eventId,
      sport,
      leagueId: data.leagueId,
      lang,
      oddsFormat: data.oddsFormat,
      oddsAllowed: data.oddsAllowed,
      order: tabsOfSport(sport),
    }),
    [data, sport, lang],
  );
  const liveView = useMatchLive({ data, header: initial.header, event: initial.event, nowS, ctx });
  // National teams by their Tamil names on the Tamil edition ("Spain" is ஸ்பெயின்), everywhere on the page.
  const view = useMemo(() => {
    const event = withNationNames(liveView.event, lang);
    return event === liveView.event ? liveView : { ...liveView, event };
  }, [liveView, lang]);
  // Which tabs exist was read with the age answer the server saw: a "yes" on this page asks again, and
  // the odds tab comes without a reload (the route's key starts a new page with it).
  const { showComparisonTab } = useOddsRules();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (showComparisonTab && !data.oddsAllowed) void revalidate();
  }, [showComparisonTab, data.oddsAllowed, revalidate]);
  const live = stageTypeTab(view.event) === 'live';
  const clockNowS = useServerNow(Math.max(view.serverNowS, nowS), live);
  // With a spoiler delay the live clock runs as far behind as the score, as on the boards.
  const { seconds: delayS } = useContext(SpoilerDelayContext);
  const clock = live ? liveClock(view.event, clockNowS - delayS) : null;
  // Cricket's ball-by-ball scorecard, decoded once for the header (declarations, a chase) and the tab.
  const scorecardBody = view.feeds[scorecardFeedName(data.eventId)];
  const card = useMemo(() => readScorecard(scorecardBody), [scorecardBody]);
  const chances = useMemo(() => readWinChances(scorecardBody), [scorecardBody]);
  const jsonLd = useMemo(
    () => sportsEventJsonLd(view.header, view.event, lang, origin),
    [view.header, view.event, lang, origin],
  );
  return (
    <article className={popup ? 'match match-pop' : 'match'} data-event-id={data.eventId}>
      {popup && (
        <p className="pop-bar">
          <span className="pop-name">{t('site.name')}</span>
          <a href={paths.match(lang, data.eventId, data.tab)} target="_blank" rel="noopener">
            {t('matchHead.openFull')}
          </a>
        </p>
      )}
      {sport.noDuel ? (
        <RaceEntry
          header={view.header}
          event={view.event}
          sport={sport}
          t={t}
          lang={lang}
          tzMinutes={tzMinutes}
        />
      ) : (
        <MatchHeader
          header={view.header}
          event={view.event}
          sport={sport}
          clock={clock}
          card={card}
          t={t}
          lang={lang}
          tzMinutes={tzMinutes}
          nowS={clockNowS - delayS}
        />
      )}
      <div className="match-bar">
        <MatchTabs
          lang={lang}
          eventId={data.eventId}
          tabs={view.tabs}
          current={data.tab}
          popup={popup}
          t={t}
        />
        {view.connection && live && <ConnectionBadge connection={view.connection} />}
      </div>
      <div className="match-body">
        <TabBody
          view={view}
          ctx={ctx}
          data={data}
          card={card}
          chances={chances}
          t={t}
          lang={lang}
          tzMinutes={tzMinutes}
        />
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </article>
  );
}
