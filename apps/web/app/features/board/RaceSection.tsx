/**
 * A race of a no-duel sport (a golf round, a grand prix, a cycling stage, a horse race, a ski race): its
 * header with the race's state, and a table of entries. A table, not a list: the figures are columns
 * that a reader compares down the field, and the column headers name them for screen readers too.
 *
 * Long fields are cut at the sport's limit (`raceRowLimit`) with a "full list" link: a plain link with
 * the race in the query (`?all={leagueId}`), so it works before hydration and without JavaScript.
 */
import { type MatchEvent, stageTypeTab } from '@nerali/domain';
import { Link } from 'react-router';
import { useVisitor } from '../../kit/visitor.ts';
import type { BoardLeague } from '../../live/types.ts';
import { useLeagueFold } from '../favourites/league-fold.tsx';
import { FoldedNote, LeagueHeadControls } from '../favourites/LeagueHeadControls.tsx';
import { formatKickoff, formatNumber, isoAtOffset } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { LeagueHeadLinks } from './LeagueHeadLinks.tsx';
import {
  cellClass,
  compareRaceRows,
  type RaceColumn,
  raceColumns,
  raceFamily,
} from '../../kit/event/race.ts';
import { RaceRow } from './RaceRow.tsx';
import { raceFacts } from '../../kit/sport-facts.ts';
import { nthPart, stageText } from '../../kit/event/status.ts';

export interface RaceSectionProps {
  league: BoardLeague;
  events: readonly MatchEvent[];
  ctx: RowContext;
  highlightedUntil: ReadonlyMap<string, number>;
  /** Rows shown before "full list" (the sport's limit). */
  limit: number;
  /** The visitor opened this race in full. */
  expanded: boolean;
  /** The query that opens this race in full, and the one that closes it again. */
  openSearch: string;
  closeSearch: string;
  /** Makes the block's element ids unique where a race appears more than once (My games' days). */
  idPrefix?: string;
}

function ColumnHead({
  column,
  columns,
  ctx,
}: {
  column: RaceColumn;
  columns: readonly RaceColumn[];
  ctx: RowContext;
}) {
  const { t } = ctx;
  let text: string;
  let long: string | undefined;
  switch (column) {
    case 'toPar':
    case 'today':
    case 'thru':
    case 'time':
      text = t(`race.${column}`);
      long = t(`race.${column}Long`);
      break;
    case 'round1':
    case 'round2':
    case 'round3':
    case 'round4': {
      const n = Number(column.slice(5));
      text = String(n);
      long = nthPart(n, 'round', t);
      break;
    }
    case 'jump1':
    case 'jump2':
      text = nthPart(Number(column.slice(4)), 'jump', t);
      break;
    case 'run1':
    case 'run2':
      text = nthPart(Number(column.slice(3)), 'run', t);
      break;
    default:
      text = t(`race.${column}`);
  }
  return (
    <th scope="col" className={cellClass(column, columns)}>
      {long ? <abbr title={long}>{text}</abbr> : text}
    </th>
  );
}

/** The name column's heading: who an entry is in this sport (kit/sport-facts.ts `entrant`). */
function nameHeading(ctx: RowContext): string {
  return ctx.t(`race.${raceFacts(ctx.sport).entrant}`);
}

/** The race's state for its header: the stage of a live entry, else of the first; or its start time. */
function RaceState({ events, ctx }: { events: readonly MatchEvent[]; ctx: RowContext }) {
  const hourClock = useHourClock();
  const live = events.find((e) => stageTypeTab(e) === 'live');
  const first = live ?? events[0];
  if (!first) return null;
  const text = stageText(first, ctx.t);
  if (text === null) {
    const start = Math.min(...events.map((e) => e.startTime));
    return (
      <time className="ra-state" dateTime={isoAtOffset(start, ctx.tzMinutes)}>
        {formatKickoff(start, ctx.tzMinutes, ctx.lang, hourClock)}
      </time>
    );
  }
  return (
    <span className={live ? 'ra-state ra-state-live' : 'ra-state'}>
      {live && <span className="ra-dot" aria-hidden="true" />}
      {text}
    </span>
  );
}

export function RaceSection({
  league,
  events,
  ctx,
  highlightedUntil,
  limit,
  expanded,
  openSearch,
  closeSearch,
  idPrefix = '',
}: RaceSectionProps) {
  const headingId = `lg-${idPrefix}${league.id}`;
  // Favourites: the whole-tournament star, the pin and the fold button.
  const fold = useLeagueFold(league);
  const sorted = [...events].sort(compareRaceRows);
  const long = sorted.length > limit;
  const shown = long && !expanded ? sorted.slice(0, limit) : sorted;
  const columns = raceColumns(shown, ctx.sport, ctx.t, useVisitor().settings.show_odds_comparison_tab);
  const family = raceFamily(ctx.sport);
  return (
    <section className={`lg race race-${family}`} aria-labelledby={headingId}>
      <div className="lg-h">
        <Flag code={league.countryCode} />
        <h2 className="lg-t" id={headingId}>
          <LeagueHeadLinks league={league} ctx={ctx} />
        </h2>
        <RaceState events={sorted} ctx={ctx} />
        <LeagueHeadControls league={league} events={sorted} ctx={ctx} fold={fold} />
      </div>
      {!fold.open && <FoldedNote count={sorted.length} ctx={ctx} />}
      {fold.open && (
        <table className="ra-t">
          <thead>
            <tr>
              <th scope="col" className="ra-pos">
                {ctx.t('race.position')}
              </th>
              <th scope="col" className="ra-name">
                {nameHeading(ctx)}
              </th>
              {columns.map((column) => (
                <ColumnHead key={column} column={column} columns={columns} ctx={ctx} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((event) => (
              <RaceRow
                key={event.id}
                event={event}
                ctx={ctx}
                columns={columns}
                highlighted={highlightedUntil.has(event.id)}
              />
            ))}
          </tbody>
        </table>
      )}
      {fold.open && long && (
        <p className="ra-more">
          {expanded ? (
            <Link to={{ search: closeSearch, hash: headingId }}>{ctx.t('race.showFewer')}</Link>
          ) : (
            <Link to={{ search: openSearch }} preventScrollReset>
              {ctx.t('race.showAll', { n: formatNumber(sorted.length, ctx.lang) })}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
