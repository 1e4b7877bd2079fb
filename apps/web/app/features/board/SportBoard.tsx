/**
 * The day's matches of one sport, kept live. The page passes the raw feed text its loader returned;
 * the live board decodes it the same way on the server and at hydration, then keeps it current.
 */
import { type Lang, type SportInfo, stageTypeTab } from '@nerali/domain';
import { type ComponentType, lazy, memo, Suspense, useEffect, useMemo } from 'react';
import { hydrateTheRest } from '../../kit/ui/hydrate-later.tsx';
import { withPagesPart } from '../../i18n/load.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLiveBoard } from '../../live/use-live-board.ts';
import { DayCalendar } from '../../kit/board-nav/DayCalendar.tsx';
import { LeagueFoldProvider } from '../favourites/league-fold.tsx';
import { useRememberLeagues } from '../favourites/use-remember-leagues.ts';
import { BoardTabs } from '../../kit/board-nav/BoardTabs.tsx';
import { ConnectionBadge, ServiceNotice } from '../../kit/ui/ConnectionBadge.tsx';
import { EmptyState, StartingState } from './EmptyState.tsx';
import type { RowContext } from '../../kit/event/row-context.ts';
import { LeagueSection } from './LeagueSection.tsx';
import { raceRowLimit } from '../../kit/sports.ts';
import { inTab, raceSearch, type Tab } from '../../kit/board-nav/tabs.ts';
import { useServerNow } from '../../kit/time/use-server-now.ts';
import { useSettings } from '../settings/settings-store.ts';
import { sectionsByLeague, sectionsByTime } from './sort-by-time.ts';

// Props are a few numbers and strings: memoised, the calendar's and the tabs' links are not drawn
// again for every live update of the board (React Router's Link is not cheap; bench/board.ts).
const Calendar = memo(DayCalendar);
const Tabs = memo(BoardTabs);

/**
 * Rows of the first screen, hydrated with the page: a phone shows about 12, a desktop about 25. The
 * leagues that start below them are hydrated after it (kit/ui/hydrate-later.tsx; issue 18 point 5).
 */
export const FIRST_SCREEN_ROWS = 30;

// The races of the no-duel sports: a chunk of their own, which a duel sport's board never loads. The
// server renders them in full (React waits for the module there); a browser keeps that HTML until
// the chunk is in, with the catalogue's pages part that holds the tables' messages (i18n/load.ts),
// then hydrates it.
const RaceSection = lazy(() =>
  withPagesPart(() => import('./RaceSection.tsx')).then((m) => ({ default: m.RaceSection })),
);

export interface SportBoardProps {
  feed: string;
  sport: SportInfo;
  day: number;
  tzMinutes: number;
  lang: Lang;
  tab: Tab;
  /** The loader's clock (server time of the request): "today" of the calendar, and the live clocks' base. */
  nowS: number;
  /** No-duel boards: the race the visitor opened in full (`?all=`), if any. */
  openRace?: string | null;
  /** League ids of the collapsed-blocks cookie (features/favourites/league-fold.tsx). */
  collapsed?: readonly string[];
  /** The server is still taking in its first data: an empty board says so (EmptyState.tsx). */
  starting?: boolean;
  /** Whether the visitor may see the odds tab (the page asks features/odds/tab.ts). */
  oddsTab: boolean;
  /**
   * The My games tab's content, shown under the calendar and tabs when `tab` is `mygames`: the page
   * hands it over (features/favourites-pages, which shows its games with this folder's sections).
   */
  MyGames?: ComponentType<{ lang: Lang; tzMinutes: number; nowS: number; sport: SportInfo }>;
}

export function SportBoard({
  feed,
  sport,
  day,
  tzMinutes,
  lang,
  tab,
  nowS: loaderNowS,
  openRace = null,
  collapsed = [],
  starting = false,
  oddsTab,
  MyGames,
}: SportBoardProps) {
  const snapshot = useLiveBoard({ initialFeed: feed, sportId: sport.id, day, tzMinutes, lang });
  const { t } = useTranslation();
  const ctx = useMemo<RowContext>(() => ({ t, lang, tzMinutes, sport }), [t, lang, tzMinutes, sport]);
  useRememberLeagues(snapshot.leagues);
  // The first screen has committed: the leagues below it are hydrated now, a few at a time.
  useEffect(hydrateTheRest, []);

  // Spec 1 §5: no-duel games count once per league (a race is one event however many run in it).
  let liveCount = 0;
  if (sport.noDuel) {
    const liveRaces = new Set<string>();
    for (const event of snapshot.events.values()) {
      if (stageTypeTab(event) === 'live') liveRaces.add(event.leagueId);
    }
    liveCount = liveRaces.size;
  } else {
    for (const event of snapshot.events.values()) {
      if (stageTypeTab(event) === 'live' || snapshot.keptLiveUntil.has(event.id)) liveCount++;
    }
  }
  // The freshest server time we know: the first snapshot's time is the feed's A2, which is when the server
  // last rebuilt the feed (minutes ago when nothing moved), while the loader's clock is the request's.
  // Both are loader data, so the server and the hydrating browser compute the same clocks.
  const serverNowS = useServerNow(Math.max(snapshot.serverNowS, loaderNowS), liveCount > 0);
  // With a spoiler delay the live clocks run as far behind as the scores (the fan's stream's minute).
  const { liveTable, spoilerDelayS } = useSettings();
  const nowS = day === 0 ? serverNowS - spoilerDelayS : serverNowS;

  // Sort by time (a live-table setting) orders the matches of duel sports by kick-off; races keep theirs.
  const sectionsOf = liveTable.sortByTime && !sport.noDuel ? sectionsByTime : sectionsByLeague;
  const sections = sectionsOf(snapshot.leagues, snapshot.events, (event) =>
    inTab(event, tab, snapshot.keptLiveUntil.has(event.id)),
  );

  let rowsBefore = 0;
  return (
    <LeagueFoldProvider initial={collapsed}>
      <div className="bar">
        <Calendar day={day} tab={tab} nowS={loaderNowS} tzMinutes={tzMinutes} lang={lang} />
        <ConnectionBadge connection={snapshot.connection} />
      </div>
      <Tabs day={day} tab={tab} liveCount={liveCount} lang={lang} oddsTab={oddsTab} />
      {tab === 'mygames' ? (
        MyGames && (
          <Suspense
            fallback={
              // What MyGamesBoard itself shows while storage and feeds are read.
              <p className="fav-loading" role="status">
                {t('favPage.loading')}
              </p>
            }
          >
            <MyGames lang={lang} tzMinutes={tzMinutes} nowS={loaderNowS} sport={sport} />
          </Suspense>
        )
      ) : sections.length === 0 ? (
        starting ? (
          <StartingState />
        ) : (
          <EmptyState tab={tab} />
        )
      ) : sport.noDuel ? (
        <Suspense fallback={null}>
          {sections.map(({ key, league, events }) => (
            <RaceSection
              key={key}
              league={league}
              events={events}
              ctx={ctx}
              highlightedUntil={snapshot.highlightedUntil}
              limit={raceRowLimit(sport)}
              expanded={openRace === league.id}
              openSearch={raceSearch(day, tab, league.id)}
              closeSearch={raceSearch(day, tab, null)}
            />
          ))}
        </Suspense>
      ) : (
        sections.map(({ key, league, events }, index) => {
          const rowsAbove = rowsBefore;
          rowsBefore += events.length + 1;
          return (
            <LeagueSection
              key={key}
              hydrateLater={index > 0 && rowsAbove >= FIRST_SCREEN_ROWS}
              league={league}
              events={events}
              ctx={ctx}
              highlightedUntil={snapshot.highlightedUntil}
              keptLiveUntil={snapshot.keptLiveUntil}
              marksUntil={snapshot.marksUntil}
              nowS={nowS}
            />
          );
        })
      )}
      <ServiceNotice down={snapshot.serviceDown} />
    </LeagueFoldProvider>
  );
}
