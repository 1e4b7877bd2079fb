import type { MatchEvent } from '@nerali/domain';
import { stageTypeTab } from '@nerali/domain';
import { memo } from 'react';
import type { BoardLeague, RowMarksUntil } from '../../live/types.ts';
import { useLeagueFold } from '../favourites/league-fold.tsx';
import { FoldedNote, LeagueHeadControls } from '../favourites/LeagueHeadControls.tsx';
import { EventRow, partColumns, rowMarks, sameClock } from './EventRow.tsx';
import type { RowContext } from '../../kit/event/row-context.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { LeagueHeadLinks } from './LeagueHeadLinks.tsx';
import { HydrateLater } from '../../kit/ui/hydrate-later.tsx';

// The league's links depend on the league and the board's context only: not drawn again when one
// of its matches changes.
const HeadLinks = memo(LeagueHeadLinks);
import { liveClock } from '../../kit/event/status.ts';

export interface LeagueSectionProps {
  league: BoardLeague;
  events: readonly MatchEvent[];
  ctx: RowContext;
  highlightedUntil: ReadonlyMap<string, number>;
  /** Events that stopped being live less than 180 s ago and keep their live flag (none by default). */
  keptLiveUntil?: ReadonlyMap<string, number>;
  /** The rows' other marks (a corrected score, a penalty, a period update; none by default). */
  marksUntil?: ReadonlyMap<string, RowMarksUntil>;
  nowS: number;
  /** Makes the block's element ids unique where a league appears more than once (My games' days). */
  idPrefix?: string;
  /**
   * Below the first screen: while the page hydrates, the block keeps the server's HTML and is
   * hydrated after the first screen, a few blocks at a time (kit/ui/hydrate-later.tsx). Read when
   * the block is first drawn only (so `sameSection` does not compare it).
   */
  hydrateLater?: boolean;
}

/**
 * A league: its header (flag, country, name) and its matches.
 *
 * Memoised (`sameSection`): a live update of 10 matches on a board of 1,000 re-renders the leagues
 * of those 10 matches and no other. The board makes new section arrays on every update and every
 * clock tick, and a league header is not cheap (links, star, pin, fold button, their messages), so
 * re-rendering all of them made each update a long task on a phone (bench/board.ts).
 */
export const LeagueSection = memo(LeagueSectionView, sameSection);

/** Whether a section would draw the same: same league and events, highlights and clock texts. */
export function sameSection(prev: LeagueSectionProps, next: LeagueSectionProps): boolean {
  if (
    prev.league !== next.league ||
    prev.ctx !== next.ctx ||
    prev.idPrefix !== next.idPrefix ||
    prev.events.length !== next.events.length
  ) {
    return false;
  }
  const tick = prev.nowS !== next.nowS;
  for (let i = 0; i < next.events.length; i++) {
    const event = next.events[i] as MatchEvent;
    if (prev.events[i] !== event) return false;
    if (prev.highlightedUntil.has(event.id) !== next.highlightedUntil.has(event.id)) return false;
    if ((prev.keptLiveUntil?.has(event.id) ?? false) !== (next.keptLiveUntil?.has(event.id) ?? false)) {
      return false;
    }
    if (rowMarks(prev.marksUntil?.get(event.id)).join() !== rowMarks(next.marksUntil?.get(event.id)).join()) {
      return false;
    }
    if (
      tick &&
      stageTypeTab(event) === 'live' &&
      !sameClock(liveClock(event, prev.nowS), liveClock(event, next.nowS))
    ) {
      return false;
    }
  }
  return true;
}

function LeagueSectionView({
  league,
  events,
  ctx,
  highlightedUntil,
  keptLiveUntil,
  marksUntil,
  nowS,
  idPrefix = '',
  hydrateLater = false,
}: LeagueSectionProps) {
  const headingId = `lg-${idPrefix}${league.id}`;
  // Favourites: the league's star, pin and fold button; a folded block keeps only its header.
  const fold = useLeagueFold(league);
  const listId = `evs-${idPrefix}${league.id}`;
  let partCount = 0;
  for (const event of events) partCount = Math.max(partCount, partColumns(event, ctx.sport));
  // Baseball's ten innings and pesäpallo's eleven periods do not fit a phone beside the names: such
  // leagues hide their part columns below 640 px (the main score stays), as the big score sites do.
  return (
    <HydrateLater later={hydrateLater} weight={fold.open ? events.length + 1 : 1}>
      <section className={partCount > 5 ? 'lg lg-many' : 'lg'} aria-labelledby={headingId}>
        <div className="lg-h">
          <h2 className="lg-t" id={headingId}>
            <Flag code={league.countryCode} />
            <HeadLinks league={league} ctx={ctx} />
          </h2>
          <LeagueHeadControls
            league={league}
            events={events}
            ctx={ctx}
            fold={{ ...fold, controls: listId }}
          />
        </div>
        {!fold.open && <FoldedNote count={events.length} ctx={ctx} />}
        {fold.open && (
          <ul className="evs" id={listId}>
            {events.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                ctx={ctx}
                // The store drops an entry when its 60 s are over, so presence is the whole test (and the
                // server and the hydrating browser agree on it).
                highlighted={highlightedUntil.has(event.id)}
                keptLive={keptLiveUntil?.has(event.id) ?? false}
                clock={stageTypeTab(event) === 'live' ? liveClock(event, nowS) : null}
                partCount={partCount}
                marks={rowMarks(marksUntil?.get(event.id))}
              />
            ))}
          </ul>
        )}
      </section>
    </HydrateLater>
  );
}
