/**
 * A tournament page: where it sits (sport, country), its name, season and live count, the sub-pages
 * that have data, and the chosen one. Everything comes from the loader, so the first HTML is complete.
 */
import type { Lang, SportInfo } from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { RowContext } from '../../kit/event/row-context.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { LeaguePin } from '../favourites/LeaguePin.tsx';
import { paths } from '../../kit/paths.ts';
import { ArchiveList } from './ArchiveList.tsx';
import { type Crumb, Crumbs } from './Crumbs.tsx';
import { DrawBracket } from './DrawBracket.tsx';
import { EventDays } from './EventDays.tsx';
import { leagueFeeds } from './feed-names.ts';
import type { LeaguePageData } from './league-data.ts';
import { LeagueSummary } from './LeagueSummary.tsx';
import { LeagueTabs } from './LeagueTabs.tsx';
import { Pager } from './Pager.tsx';
import { StandingsTable } from './StandingsTable.tsx';
import { useRefreshingFeed } from './use-refreshing-feed.ts';

export interface LeaguePageProps {
  page: LeaguePageData;
  sport: SportInfo;
  lang: Lang;
  tzMinutes: number;
  nowS: number;
}

function TableNote({ passive }: { passive: boolean }) {
  const { t } = useTranslation();
  return passive ? (
    <p className="lp-note">
      <strong className="lp-final">{t('leagueTable.final')}</strong> {t('leagueTable.finalNote')}
    </p>
  ) : (
    <p className="lp-note">{t('leagueTable.liveNote')}</p>
  );
}

function Standings({
  body,
  page,
  sport,
  lang,
}: { body: string } & Omit<LeaguePageProps, 'tzMinutes' | 'nowS'>) {
  const { t } = useTranslation();
  // Spec 1 §9 live_tables: every 10 s while the league has live matches.
  const live = useRefreshingFeed(leagueFeeds.standings(page.league.id, lang), body, !page.passive, {
    header: leagueFeeds.header(page.league.id, lang),
    initial: page.league.liveCount > 0,
  });
  return (
    <section className="lp-sec" aria-labelledby="lp-standings">
      <h2 id="lp-standings" className="lp-sec-h">
        {page.passive ? t('leagueTable.final') : t('leagueTable.heading')}
      </h2>
      <TableNote passive={page.passive} />
      <StandingsTable body={live} sport={sport} lang={lang} />
    </section>
  );
}

function Draw({ body, page, lang }: { body: string } & Pick<LeaguePageProps, 'page' | 'lang'>) {
  const { t } = useTranslation();
  const live = useRefreshingFeed(leagueFeeds.draw(page.league.id, lang), body, !page.passive);
  return (
    <section className="lp-sec" aria-labelledby="lp-draw">
      <h2 id="lp-draw" className="lp-sec-h">
        {t('leagueDraw.heading')}
      </h2>
      <DrawBracket body={live} lang={lang} />
    </section>
  );
}

export function LeaguePage({ page, sport, lang, tzMinutes, nowS }: LeaguePageProps) {
  const { t } = useTranslation();
  const { league, data } = page;
  const ctx = useMemo<RowContext>(() => ({ t, lang, tzMinutes, sport }), [t, lang, tzMinutes, sport]);
  const crumbs: Crumb[] = [{ to: paths.sport(lang, sport), label: sport.name[lang] }];
  if (league.countryId > 0) {
    crumbs.push({ to: paths.country(lang, sport, league.countryId), label: league.countryName });
  }

  let body;
  switch (data.tab) {
    case 'summary':
      body = (
        <LeagueSummary
          data={data}
          league={league}
          tabs={page.tabs}
          passive={page.passive}
          sport={sport}
          lang={lang}
          tzMinutes={tzMinutes}
          nowS={nowS}
        />
      );
      break;
    case 'results':
    case 'fixtures':
      body = (
        <section className="lp-sec" aria-labelledby="lp-list">
          <h2 id="lp-list" className="lp-sec-h">
            {t(data.tab === 'results' ? 'leaguePage.resultsHeading' : 'leaguePage.fixturesHeading')}
          </h2>
          <EventDays events={data.events} ctx={ctx} nowS={nowS} />
          <Pager page={data.page} pageCount={data.pageCount} lang={lang} />
        </section>
      );
      break;
    case 'standings':
      body = <Standings body={data.standings} page={page} sport={sport} lang={lang} />;
      break;
    case 'draw':
      body = <Draw body={data.draw} page={page} lang={lang} />;
      break;
    case 'archive':
      body = (
        <ArchiveList
          items={data.items}
          currentId={league.id}
          sport={sport}
          lang={lang}
          tzMinutes={tzMinutes}
        />
      );
      break;
  }

  return (
    <div className="lp">
      <div className="lp-head">
        <Crumbs items={crumbs} />
        <div className="lp-title">
          <Flag code={league.countryCode} />
          <h1>{league.name}</h1>
          {/* Spec 1 §2: the heading's star, active when the league is pinned (features/favourites). */}
          <div className="lp-actions">
            <LeaguePin
              sportId={sport.id}
              leagueKey={league.templateKey}
              leagueId={league.id}
              name={league.name}
              countryName={league.countryName}
            />
          </div>
        </div>
        <p className="lp-sub">
          {league.season && <span>{t('leaguePage.season', { season: league.season })}</span>}
          {league.liveCount > 0 && (
            <span className="lp-live">{t('leaguePage.liveNow', { count: league.liveCount })}</span>
          )}
        </p>
      </div>
      <LeagueTabs lang={lang} sport={sport} leagueId={league.id} tab={data.tab} tabs={page.tabs} />
      <div className="lp-body">{body}</div>
    </div>
  );
}
