/**
 * Matches across days (a tournament's results or fixtures, a country's latest results): a heading per
 * local day, then the board's own rows. Lists are not live (the live board is on the summary and the
 * country's day tab), so a live match shows its stage, not a running clock.
 */
import type { MatchEvent } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { EventRow, partColumns } from '../board/EventRow.tsx';
import type { RowContext } from '../../kit/event/row-context.ts';
import { formatDay, formatWeekday, groupByDay, isoDay } from './dates.ts';

export function EventDays({
  events,
  ctx,
  nowS,
  headingLevel = 3,
}: {
  events: readonly MatchEvent[];
  ctx: RowContext;
  nowS: number;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const groups = groupByDay(events, (e) => e.startTime, nowS, ctx.tzMinutes);
  let partCount = 0;
  for (const event of events) partCount = Math.max(partCount, partColumns(event, ctx.sport));
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {groups.map((group) => {
        const relative =
          group.day === 0
            ? t('calendar.today')
            : group.day === -1
              ? t('calendar.yesterday')
              : group.day === 1
                ? t('calendar.tomorrow')
                : formatWeekday(group.at, ctx.tzMinutes, ctx.lang);
        return (
          <section key={`${group.day}:${group.at}`} className="lp-day">
            <Heading className="lp-day-h">
              <span>{relative}</span>{' '}
              <time dateTime={isoDay(group.at, ctx.tzMinutes)}>
                {formatDay(group.at, ctx.tzMinutes, ctx.lang)}
              </time>
            </Heading>
            <ul className="evs">
              {group.items.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  ctx={ctx}
                  highlighted={false}
                  clock={null}
                  partCount={partCount}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
