/**
 * The sport page's odds tab (`?tab=odds`): the day's matches of the sport with the main market of
 * their odds, league by league, with the calendar of days (spec 1 §2 "a sub-category of 2 or 3
 * triggers the odds calendar"). The matches come from the live board (names, kick-off, status and
 * score stay live); the prices from the day's odds feed, kept current on their own 60 s timer
 * (odds-sync.ts), written in the visitor's format.
 *
 * The page renders this only when `oddsTabShown` allows it; the component asks again, so that no
 * price shows even if a caller forgets.
 */
import { type Lang, type SportInfo, stageTypeTab } from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { BoardLeague } from '../../live/types.ts';
import { useLiveBoard } from '../../live/use-live-board.ts';
import { BoardTabs } from '../../kit/board-nav/BoardTabs.tsx';
import { ConnectionBadge } from '../../kit/ui/ConnectionBadge.tsx';
import { DayCalendar } from '../../kit/board-nav/DayCalendar.tsx';
import { OddsFormatPicker } from './OddsFormatPicker.tsx';
import { OddsTable, type OddsTableRow } from './OddsTable.tsx';
import { useOddsRules } from './rules.ts';
import { oddsTabShown } from './tab.ts';
import { useDayOdds } from './use-day-odds.ts';

export interface OddsBoardProps {
  /** The day's full feed (the loader's): the matches. */
  feed: string;
  /** The day's odds feed as the loader read it, or null when the tab was opened in the page. */
  odds: string | null;
  sport: SportInfo;
  day: number;
  tzMinutes: number;
  lang: Lang;
  /** The loader's server time: the calendar's today, and how old `odds` is. */
  nowS: number;
}

export function OddsBoard({ feed, odds, sport, day, tzMinutes, lang, nowS }: OddsBoardProps) {
  const { t } = useTranslation();
  const rules = useOddsRules();
  const board = useLiveBoard({ initialFeed: feed, sportId: sport.id, day, tzMinutes, lang });
  const prices = useDayOdds({
    initialBody: odds,
    loadedAtMs: nowS * 1000,
    sportId: sport.id,
    day,
    tzMinutes,
  });

  let liveCount = 0;
  for (const event of board.events.values()) if (stageTypeTab(event) === 'live') liveCount++;

  const { leagues, events } = board;
  const sections = useMemo(() => {
    const list: { league: BoardLeague; rows: OddsTableRow[] }[] = [];
    for (const league of leagues) {
      const rows: OddsTableRow[] = [];
      for (const id of league.eventIds) {
        const event = events.get(id);
        const eventOdds = prices.odds.events.get(id);
        if (event && eventOdds) rows.push({ event, odds: eventOdds });
      }
      if (rows.length > 0) list.push({ league, rows });
    }
    return list;
  }, [leagues, events, prices.odds]);

  const shown = oddsTabShown(rules, sport);
  return (
    <>
      <div className="bar">
        <DayCalendar day={day} tab="odds" nowS={nowS} tzMinutes={tzMinutes} lang={lang} />
        <ConnectionBadge connection={board.connection} />
      </div>
      <BoardTabs day={day} tab="odds" liveCount={liveCount} lang={lang} oddsTab={shown} />
      {shown && (
        <div className="od-tools">
          <p className="od-info">{t('oddsBoard.info')}</p>
          <OddsFormatPicker />
        </div>
      )}
      {!shown || (prices.state === 'ready' && sections.length === 0) ? (
        <div className="empty">
          <p className="empty-t">{t('oddsBoard.empty')}</p>
          <p className="empty-h">{t('empty.hint')}</p>
        </div>
      ) : prices.state === 'loading' ? (
        <p className="od-state" role="status">
          {t('oddsBoard.loading')}
        </p>
      ) : (
        <>
          {prices.state === 'error' && (
            <p className="od-state" role="alert">
              {t('oddsBoard.error')}
            </p>
          )}
          {sections.map(({ league, rows }) => (
            <OddsTable
              key={league.id}
              league={league}
              rows={rows}
              sport={sport}
              rules={rules}
              lang={lang}
              tzMinutes={tzMinutes}
              t={t}
            />
          ))}
        </>
      )}
    </>
  );
}
