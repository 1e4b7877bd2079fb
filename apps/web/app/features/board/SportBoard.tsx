/**
 * The day's matches of one sport, kept live. The page passes the raw feed text its loader returned;
 * the live board decodes it the same way on the server and at hydration, then keeps it current.
 */
import { type Lang, type MatchEvent, type SportInfo, stageTypeTab } from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveBoard } from '../../live/use-live-board.ts';
import type { BoardLeague } from '../../live/types.ts';
import { DayCalendar } from '../calendar/DayCalendar.tsx';
import { BoardTabs } from './BoardTabs.tsx';
import { ConnectionBadge } from './ConnectionBadge.tsx';
import { EmptyState } from './EmptyState.tsx';
import type { RowContext } from './EventRow.tsx';
import { LeagueSection } from './LeagueSection.tsx';
import { RaceSection } from './RaceSection.tsx';
import { raceRowLimit } from '../sports/sports.ts';
import { inTab, raceSearch, type Tab } from './tabs.ts';
import { useServerNow } from './use-server-now.ts';

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
}: SportBoardProps) {
  const snapshot = useLiveBoard({ initialFeed: feed, sportId: sport.id, day, tzMinutes, lang });
  const { t } = useTranslation();
  const ctx = useMemo<RowContext>(() => ({ t, lang, tzMinutes, sport }), [t, lang, tzMinutes, sport]);

  // Spec 1 §5: no-duel games count once per league (a race is one event however many run in it).
  let liveCount = 0;
  if (sport.noDuel) {
    const liveRaces = new Set<string>();
    for (const event of snapshot.events.values()) {
      if (stageTypeTab(event) === 'live') liveRaces.add(event.leagueId);
    }
    liveCount = liveRaces.size;
  } else {
    for (const event of snapshot.events.values()) if (stageTypeTab(event) === 'live') liveCount++;
  }
  // The freshest server time we know: the first snapshot's time is the feed's A2, which is when the server
  // last rebuilt the feed (minutes ago when nothing moved), while the loader's clock is the request's.
  // Both are loader data, so the server and the hydrating browser compute the same clocks.
  const nowS = useServerNow(Math.max(snapshot.serverNowS, loaderNowS), liveCount > 0);

  const sections: { league: BoardLeague; events: MatchEvent[] }[] = [];
  for (const league of snapshot.leagues) {
    const events: MatchEvent[] = [];
    for (const id of league.eventIds) {
      const event = snapshot.events.get(id);
      if (event && inTab(event, tab)) events.push(event);
    }
    if (events.length > 0) sections.push({ league, events });
  }

  return (
    <>
      <div className="bar">
        <DayCalendar day={day} tab={tab} nowS={loaderNowS} tzMinutes={tzMinutes} lang={lang} />
        <ConnectionBadge connection={snapshot.connection} />
      </div>
      <BoardTabs day={day} tab={tab} liveCount={liveCount} lang={lang} />
      {sections.length === 0 ? (
        <EmptyState tab={tab} />
      ) : (
        sections.map(({ league, events }) =>
          sport.noDuel ? (
            <RaceSection
              key={league.id}
              league={league}
              events={events}
              ctx={ctx}
              highlightedUntil={snapshot.highlightedUntil}
              limit={raceRowLimit(sport)}
              expanded={openRace === league.id}
              openSearch={raceSearch(day, tab, league.id)}
              closeSearch={raceSearch(day, tab, null)}
            />
          ) : (
            <LeagueSection
              key={league.id}
              league={league}
              events={events}
              ctx={ctx}
              highlightedUntil={snapshot.highlightedUntil}
              nowS={nowS}
            />
          ),
        )
      )}
    </>
  );
}
