/**
 * A country's (or, for the category sports, a category's) page of one sport: its competitions, then
 * three tabs (spec 1 §2 categories 0, 6, 7): the day's matches with the day calendar, kept live on
 * today; the latest results; the next matches. Every control is a link (`?day=`, `?tab=`).
 */
import type { Lang, SportInfo } from '@nerali/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { RowContext } from '../../kit/event/row-context.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { DayCalendar } from '../../kit/board-nav/DayCalendar.tsx';
import { paths } from '../../kit/paths.ts';
import { hasCategoryPages } from './category.ts';
import type { CountryLeague, CountryPageData, CountryTabData } from './country-data.ts';
import { CountryNav } from './CountryNav.tsx';
import { Crumbs } from './Crumbs.tsx';
import { formatDay, isoDay } from './dates.ts';
import { EventDays } from './EventDays.tsx';
import { LeagueList } from './LeagueList.tsx';
import { LiveLeagues } from './LiveLeagues.tsx';
import { COUNTRY_TABS, type CountryTab, countrySearch } from './route-params.ts';

export interface CountryPageProps {
  page: CountryPageData;
  sport: SportInfo;
  lang: Lang;
  tab: CountryTab;
  tzMinutes: number;
  nowS: number;
  /** No-duel day tab: the race opened in full (`?all=`). */
  openRace: string | null;
}

function CountryTabs({ tab, day }: { tab: CountryTab; day: number }) {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('countryPage.tabsLabel')}>
      <ul className="tabs-l">
        {COUNTRY_TABS.map((id) => (
          <li key={id}>
            <Link
              className="tab"
              // The default tab keeps the chosen day; the others span days.
              to={{ search: countrySearch(id, id === 'all' ? day : 0) }}
              aria-current={id === tab ? 'page' : undefined}
              preventScrollReset
            >
              {t(`countryPage.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Empty({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="empty">
      <p className="empty-t">{text}</p>
      {hint && <p className="empty-h">{hint}</p>}
    </div>
  );
}

function RaceLinks({
  races,
  sport,
  lang,
  tzMinutes,
  tab,
}: {
  races: readonly CountryLeague[];
  sport: SportInfo;
  lang: Lang;
  tzMinutes: number;
  tab: 'finished' | 'scheduled';
}) {
  return (
    <ul className="ar-l">
      {races.map((race) => {
        const at = tab === 'finished' ? race.lastStart : race.firstStart;
        return (
          <li key={race.id}>
            <Link className="ar-a" to={paths.league(lang, sport, race.id)}>
              <span className="ar-n">{race.name}</span>
              {at !== null && (
                <span className="ar-meta">
                  <time dateTime={isoDay(at, tzMinutes)}>{formatDay(at, tzMinutes, lang)}</time>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function TabBody(props: CountryPageProps & { data: CountryTabData }) {
  const { data, page, sport, lang, tzMinutes, nowS } = props;
  const { t } = useTranslation();
  const ctx = useMemo<RowContext>(() => ({ t, lang, tzMinutes, sport }), [t, lang, tzMinutes, sport]);
  const countryId = page.country.id;
  if (data.kind === 'day') {
    const { day } = data;
    return (
      <LiveLeagues
        // Not the zone: a new one keeps the rows, the live board takes the new feed (use-live-board.ts).
        key={`${countryId}:${day}:${lang}`}
        feed={data.feed}
        sport={sport}
        day={day}
        tzMinutes={tzMinutes}
        lang={lang}
        nowS={nowS}
        keep={(l) => l.countryId === countryId}
        layout="sections"
        bar={<DayCalendar day={day} tab="all" nowS={nowS} tzMinutes={tzMinutes} lang={lang} />}
        empty={<Empty text={t('countryPage.emptyDay')} hint={t('countryPage.emptyHint')} />}
        openRace={props.openRace}
        raceSearch={(leagueId) =>
          `${countrySearch('all', day)}${leagueId === null ? '' : `${day !== 0 ? '&' : '?'}all=${encodeURIComponent(leagueId)}`}`
        }
      />
    );
  }
  const emptyText = t(data.tab === 'finished' ? 'countryPage.emptyFinished' : 'countryPage.emptyScheduled');
  if (data.kind === 'races') {
    return data.races.length === 0 ? (
      <Empty text={emptyText} />
    ) : (
      <RaceLinks races={data.races} sport={sport} lang={lang} tzMinutes={tzMinutes} tab={data.tab} />
    );
  }
  if (data.groups.length === 0) return <Empty text={emptyText} />;
  return (
    <>
      {data.groups.map(({ league, events, total }) => {
        const more: ReactNode =
          total > events.length ? (
            <p className="lp-more">
              <Link
                to={paths.league(lang, sport, league.id, data.tab === 'finished' ? 'results' : 'fixtures')}
              >
                {t(data.tab === 'finished' ? 'leaguePage.allResults' : 'leaguePage.allFixtures')}
              </Link>
            </p>
          ) : null;
        return (
          <section key={league.id} className="lp-sec" aria-labelledby={`cl-${league.id}`}>
            <h2 id={`cl-${league.id}`} className="lg-h">
              <Flag code={page.country.code} />
              <Link className="lg-n" to={paths.league(lang, sport, league.id)}>
                {league.name}
              </Link>
            </h2>
            <EventDays events={events} ctx={ctx} nowS={nowS} />
            {more}
          </section>
        );
      })}
    </>
  );
}

export function CountryPage(props: CountryPageProps) {
  const { page, sport, lang, tab } = props;
  const { t } = useTranslation();
  const category = hasCategoryPages(sport);
  const day = page.data.kind === 'day' ? page.data.day : 0;
  return (
    <div className="lp">
      <div className="lp-head">
        <Crumbs items={[{ to: paths.sport(lang, sport), label: sport.name[lang] }]} />
        <div className="lp-title">
          <Flag code={page.country.code} />
          <h1>{page.country.name}</h1>
        </div>
        <p className="lp-sub">
          {t(category ? 'countryPage.categorySub' : 'countryPage.sub', { sport: sport.name[lang] })}
        </p>
      </div>
      <LeagueList leagues={page.leagues} sport={sport} lang={lang} countryName={page.country.name} />
      <CountryTabs tab={tab} day={day} />
      <div className="lp-body">
        <TabBody {...props} data={page.data} />
      </div>
      <CountryNav
        countries={page.countries}
        currentId={page.country.id}
        sport={sport}
        lang={lang}
        category={category}
      />
    </div>
  );
}
