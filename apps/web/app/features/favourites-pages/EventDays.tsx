/**
 * Events of several sports and days, drawn as the boards draw them: a heading per day (the
 * visitor's day), then per sport and league the board's own league block (or race table). Used by
 * My games and by the matches of followed teams and players.
 */
import {
  type FeedLeague,
  type Lang,
  type MatchEvent,
  relativeDay,
  sportById,
  type SportInfo,
} from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { BoardLeague } from '../../live/types.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { LeagueSection } from '../board/LeagueSection.tsx';
import { compareRaceRows } from '../../kit/event/race.ts';
import { RaceSection } from '../board/RaceSection.tsx';
import { formatLongDay } from '../../kit/time/format.ts';

/** A followed tournament shows this many entries (spec §9 "events per page without duels: my games 10"). */
const RACE_ROWS = 10;
const NO_HIGHLIGHTS: ReadonlyMap<string, number> = new Map();

interface Block {
  key: string;
  day: number;
  sport: SportInfo;
  league: BoardLeague;
  events: MatchEvent[];
}

function compareLeagues(a: FeedLeague, b: FeedLeague): number {
  return a.countryOrder - b.countryOrder || a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function EventDays({
  events,
  leagues,
  lang,
  tzMinutes,
  nowS,
  idPrefix = '',
}: {
  events: readonly MatchEvent[];
  leagues: ReadonlyMap<string, FeedLeague>;
  lang: Lang;
  tzMinutes: number;
  nowS: number;
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const byDay = new Map<number, Map<string, Block>>();
  for (const event of events) {
    const sport = sportById(event.sportId);
    const league = leagues.get(event.leagueId);
    if (!sport || !league) continue;
    const day = relativeDay(nowS, event.startTime, tzMinutes);
    let blocks = byDay.get(day);
    if (!blocks) byDay.set(day, (blocks = new Map()));
    let block = blocks.get(league.id);
    if (!block) {
      block = { key: `${day}:${league.id}`, day, sport, league: { ...league, eventIds: [] }, events: [] };
      blocks.set(league.id, block);
    }
    block.events.push(event);
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  if (days.length === 0) return <p className="empty-t fav-none">{t('favEmpty.noMatches')}</p>;
  return (
    <>
      {days.map((day) => {
        const blocks = [...(byDay.get(day)?.values() ?? [])].sort(
          (a, b) => a.sport.id - b.sport.id || compareLeagues(a.league, b.league),
        );
        const dayId = `${idPrefix}d${day + 10}`;
        return (
          <section key={day} className="fav-day" aria-labelledby={`fav-${dayId}`}>
            <h2 className="fav-day-h" id={`fav-${dayId}`} suppressHydrationWarning>
              {formatLongDay(nowS, day, tzMinutes, lang)}
            </h2>
            {blocks.map((block) => (
              <DayBlock
                key={block.key}
                block={block}
                lang={lang}
                tzMinutes={tzMinutes}
                nowS={nowS}
                idPrefix={`${dayId}-`}
              />
            ))}
          </section>
        );
      })}
    </>
  );
}

function DayBlock({
  block,
  lang,
  tzMinutes,
  nowS,
  idPrefix,
}: {
  block: Block;
  lang: Lang;
  tzMinutes: number;
  nowS: number;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const ctx = useMemo<RowContext>(
    () => ({ t, lang, tzMinutes, sport: block.sport }),
    [t, lang, tzMinutes, block.sport],
  );
  if (block.sport.noDuel) {
    const rows = [...block.events].sort(compareRaceRows).slice(0, RACE_ROWS);
    return (
      <RaceSection
        league={block.league}
        events={rows}
        ctx={ctx}
        highlightedUntil={NO_HIGHLIGHTS}
        limit={RACE_ROWS}
        expanded
        openSearch=""
        closeSearch=""
        idPrefix={idPrefix}
      />
    );
  }
  const events = [...block.events].sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : 1));
  return (
    <LeagueSection
      league={block.league}
      events={events}
      ctx={ctx}
      highlightedUntil={NO_HIGHLIGHTS}
      nowS={nowS}
      idPrefix={idPrefix}
    />
  );
}
