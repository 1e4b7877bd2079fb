/**
 * A driver's, rider's, golfer's, skier's or horse's races (spec 1 §2 "participant pages without
 * duels"): one row per race, with the day, the race (its tournament page), the place, the sport's
 * main figure (time or gap, score to par, points ...) and a status when unranked. Live rows update
 * in place like the board's.
 */
import { type MatchEvent, StageType, stageTypeTab } from '@nerali/domain';
import { memo } from 'react';
import { Link } from 'react-router';
import {
  FAMILY_COLUMNS,
  type RaceColumn,
  columnValue,
  raceFamily,
  rankText,
  statusText,
} from '../../kit/event/race.ts';
import { nthPart, stageText } from '../../kit/event/status.ts';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { formatKickoff, isoAtOffset } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatMatchDay } from '../../kit/time/dates.ts';
import type { ListContext, Section } from './MatchList.tsx';

/** A figure column's heading, in the board's words (jump and run columns are numbered parts). */
function columnLabel(column: RaceColumn, t: T): string {
  if (column === 'jump1' || column === 'jump2') return nthPart(Number(column.slice(4)), 'jump', t);
  if (column === 'run1' || column === 'run2') return nthPart(Number(column.slice(3)), 'run', t);
  if (column.startsWith('round')) return nthPart(Number(column.slice(5)), 'round', t);
  return t(`race.${column as 'time'}`);
}

/** The figures a participant's race row shows: the family's first two narrow columns. */
function figureColumns(ctx: ListContext): RaceColumn[] {
  const columns = FAMILY_COLUMNS[raceFamily(ctx.sport)];
  return columns
    .filter((c) => !c.startsWith('round') && c !== 'grid' && c !== 'lapTime' && c !== 'pits')
    .slice(0, 2);
}

function RaceRowView({
  event,
  league,
  ctx,
  columns,
}: {
  event: MatchEvent;
  league: string;
  ctx: ListContext;
  columns: RaceColumn[];
}) {
  const { t } = ctx;
  const hourClock = useHourClock();
  const live = stageTypeTab(event) === 'live';
  const rank = rankText(event, ctx.sport, t);
  const status = statusText(event, ctx.sport, t);
  const when =
    event.stageType === StageType.scheduled
      ? formatKickoff(event.startTime, ctx.tzMinutes, ctx.lang, hourClock)
      : stageText(event, t);
  return (
    <tr
      className={live ? 'tm-r tm-live' : 'tm-r'}
      data-event-id={event.id}
      data-live={live ? 'true' : undefined}
    >
      <td className="tm-r-when">
        <time dateTime={isoAtOffset(event.startTime, ctx.tzMinutes)}>
          {formatMatchDay(event.startTime, ctx.pageNowS, ctx.tzMinutes, ctx.lang)}
        </time>
        {when && <span className={live ? 'tm-clock' : 'tm-stage'}>{when}</span>}
      </td>
      <th scope="row" className="tm-r-race">
        <Link to={paths.league(ctx.lang, ctx.sport, event.leagueId)}>{league}</Link>
      </th>
      <td className="tm-r-rank">{rank ?? status ?? ''}</td>
      {columns.map((column) => (
        <td key={column} className="tm-r-fig">
          {columnValue(event, column, t) ?? ''}
        </td>
      ))}
    </tr>
  );
}

const RaceRow = memo(RaceRowView);

export function RaceList({
  sections,
  ctx,
  caption,
}: {
  sections: readonly Section[];
  ctx: ListContext;
  caption: string;
}) {
  const { t } = ctx;
  const columns = figureColumns(ctx);
  return (
    <div className="tm-scroll">
      <table className="tm-races">
        <caption className="sr">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.date')}</th>
            <th scope="col">{t('team.race')}</th>
            <th scope="col">{t('race.position')}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {columnLabel(column, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sections.flatMap(({ league, events }) =>
            events.map((event) => (
              <RaceRow key={event.id} event={event} league={league.name} ctx={ctx} columns={columns} />
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
