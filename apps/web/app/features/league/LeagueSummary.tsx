/**
 * A tournament's summary: today's matches kept live (a race of a no-duel sport: the race itself, live
 * when run today), the top of the table, the next matches and the latest results (spec 1 §9: summary
 * blocks of 10), each with a link to its full sub-page.
 */
import { type Lang, type MatchEvent, type SportInfo } from '@nerali/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { BoardLeague } from '../../live/types.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { RaceSection } from '../board/RaceSection.tsx';
import { paths } from '../../kit/paths.ts';
import { EventDays } from './EventDays.tsx';
import type { LeagueHeader, LeagueTabData, LeagueTabsAvailable } from './league-data.ts';
import { leagueFeeds } from './feed-names.ts';
import { LiveLeagues } from './LiveLeagues.tsx';
import { SUMMARY_TABLE_ROWS } from './league-data.ts';
import { StandingsTable } from './StandingsTable.tsx';
import { useRefreshingFeed } from './use-refreshing-feed.ts';

type Summary = Extract<LeagueTabData, { tab: 'summary' }>;

export interface LeagueSummaryProps {
  data: Summary;
  league: LeagueHeader;
  tabs: LeagueTabsAvailable;
  passive: boolean;
  sport: SportInfo;
  lang: Lang;
  tzMinutes: number;
  nowS: number;
}

function Block({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="lp-sec" aria-labelledby={id}>
      <h2 id={id} className="lp-sec-h">
        {title}
      </h2>
      {children}
      {more && <p className="lp-more">{more}</p>}
    </section>
  );
}

/** The league as the board's blocks want it (a race's table header). */
function boardLeague(league: LeagueHeader, events: readonly MatchEvent[]): BoardLeague {
  return {
    id: league.id,
    sportId: league.sportId,
    name: league.name,
    templateKey: league.templateKey,
    tournamentType: league.tournamentType,
    order: 0,
    countryId: league.countryId,
    countryName: league.countryName,
    countryCode: league.countryCode,
    countryOrder: 0,
    eventIds: events.map((e) => e.id),
  };
}

function TableTop({
  body,
  league,
  passive,
  sport,
  lang,
}: { body: string } & Pick<LeagueSummaryProps, 'league' | 'passive' | 'sport' | 'lang'>) {
  // Spec 1 §9 live_tables: every 10 s while the league has live matches.
  const live = useRefreshingFeed(leagueFeeds.standings(league.id, lang), body, !passive, {
    header: leagueFeeds.header(league.id, lang),
    initial: league.liveCount > 0,
  });
  return <StandingsTable body={live} sport={sport} lang={lang} limit={SUMMARY_TABLE_ROWS} />;
}

export function LeagueSummary({
  data,
  league,
  tabs,
  passive,
  sport,
  lang,
  tzMinutes,
  nowS,
}: LeagueSummaryProps) {
  const { t } = useTranslation();
  const ctx = useMemo<RowContext>(() => ({ t, lang, tzMinutes, sport }), [t, lang, tzMinutes, sport]);
  const link = (tab: 'results' | 'fixtures' | 'standings', text: string) => (
    <Link to={paths.league(lang, sport, league.id, tab)}>{text}</Link>
  );
  const none = (text: string) => <p className="lp-none">{text}</p>;

  let today: ReactNode;
  if (data.today !== '0') {
    today = (
      <LiveLeagues
        // Not the zone: a new one keeps the rows, the live board takes the new feed (use-live-board.ts).
        key={`${league.id}:${lang}`}
        feed={data.today}
        sport={sport}
        day={0}
        tzMinutes={tzMinutes}
        lang={lang}
        nowS={nowS}
        keep={(l) => l.id === league.id}
        layout="rows"
        empty={none(t(sport.noDuel ? 'leaguePage.raceNone' : 'leaguePage.todayNone'))}
      />
    );
  } else if (data.race && data.race.length > 0) {
    today = (
      <RaceSection
        league={boardLeague(league, data.race)}
        events={data.race}
        ctx={ctx}
        highlightedUntil={new Map()}
        limit={data.race.length}
        expanded
        openSearch=""
        closeSearch=""
      />
    );
  } else {
    today = none(t(sport.noDuel ? 'leaguePage.raceNone' : 'leaguePage.todayNone'));
  }

  return (
    <>
      <Block id="lp-today" title={t(sport.noDuel ? 'leaguePage.race' : 'leaguePage.today')}>
        {today}
      </Block>
      {data.standings !== null && (
        <Block
          id="lp-table"
          title={t('leaguePage.tableTop')}
          more={tabs.standings && link('standings', t('leaguePage.fullTable'))}
        >
          <TableTop body={data.standings} league={league} passive={passive} sport={sport} lang={lang} />
        </Block>
      )}
      {!sport.noDuel && (
        <Block
          id="lp-next"
          title={t('leaguePage.next')}
          more={tabs.fixtures && data.next.length > 0 && link('fixtures', t('leaguePage.allFixtures'))}
        >
          {data.next.length > 0 ? (
            <EventDays events={data.next} ctx={ctx} nowS={nowS} />
          ) : (
            none(t('leaguePage.nextNone'))
          )}
        </Block>
      )}
      {!sport.noDuel && (
        <Block
          id="lp-latest"
          title={t('leaguePage.latest')}
          more={tabs.results && data.latest.length > 0 && link('results', t('leaguePage.allResults'))}
        >
          {data.latest.length > 0 ? (
            <EventDays events={data.latest} ctx={ctx} nowS={nowS} />
          ) : (
            none(t('leaguePage.latestNone'))
          )}
        </Block>
      )}
    </>
  );
}
