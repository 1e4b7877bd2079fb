/**
 * One entry of a race table (no-duel sports): position, participant (with team and status under the
 * name), then the family's figure columns. Memoised on the event object like `EventRow`: a live update
 * re-renders only the entries that changed.
 */
import { type MatchEvent, stageTypeTab } from '@nerali/domain';
import { memo } from 'react';
import { MatchLink } from '../match/MatchLink.tsx';
import { paths } from '../../kit/paths.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { raceFacts } from '../../kit/sport-facts.ts';
import {
  cellClass,
  columnValue,
  leaderDistanceKm,
  type RaceColumn,
  rankOf,
  rankText,
  statusText,
} from '../../kit/event/race.ts';

export interface RaceRowProps {
  event: MatchEvent;
  ctx: RowContext;
  /** The race's columns (`raceColumns`), the same for every entry so the table lines up. */
  columns: readonly RaceColumn[];
  /** A figure changed in the last 60 s. */
  highlighted: boolean;
}

function RaceRowView({ event, ctx, columns, highlighted }: RaceRowProps) {
  const { t, sport } = ctx;
  const status = statusText(event, sport, t);
  const rank = status === null ? rankText(event, sport, t) : null;
  const tied = raceFacts(sport).tiedRanks && event.tiedRank && rank !== null;
  const km = leaderDistanceKm(event, sport);
  const live = stageTypeTab(event) === 'live';
  let cls = 'ra-r';
  if (status !== null) cls += ' ra-out';
  if (rankOf(event) === 1 && status === null) cls += ' ra-lead';
  if (highlighted) cls += ' ra-hl';
  return (
    // data-event-id / data-live: hooks for tests and tools, as on duel rows.
    <tr className={cls} data-event-id={event.id} data-live={live ? 'true' : undefined}>
      <td className="ra-pos">
        {tied ? (
          <>
            <span aria-hidden="true">{rank}</span>
            <span className="sr">{t('race.rankTiedLong', { n: rankOf(event) })}</span>
          </>
        ) : (
          rank
        )}
      </td>
      <td className="ra-name">
        <span className="ra-n">
          <MatchLink href={paths.match(ctx.lang, event.id)}>{event.homeName}</MatchLink>
        </span>
        {(event.team || status) && (
          <span className="ra-sub">
            {event.team && (
              <span className="ra-team">
                <span className="sr">{`${t('race.team')}: `}</span>
                {event.team}
              </span>
            )}
            {status && <span className="ra-st">{status}</span>}
          </span>
        )}
      </td>
      {columns.map((column) => {
        const value = columnValue(event, column, t);
        return (
          <td key={column} className={cellClass(column, columns)}>
            {value}
            {column === 'time' && km !== null && (
              <span className="ra-km" title={t('race.kmLong', { n: km })}>
                {t('race.km', { n: km })}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

export const RaceRow = memo(
  RaceRowView,
  (prev, next) =>
    prev.event === next.event &&
    prev.ctx === next.ctx &&
    prev.highlighted === next.highlighted &&
    prev.columns.join() === next.columns.join(),
);
