import type { MatchEvent } from '@nerali/domain';
import { stageTypeTab } from '@nerali/domain';
import type { BoardLeague } from '../../live/types.ts';
import { EventRow, partColumns, type RowContext } from './EventRow.tsx';
import { Flag } from './Flag.tsx';
import { liveClock } from './status.ts';

export interface LeagueSectionProps {
  league: BoardLeague;
  events: readonly MatchEvent[];
  ctx: RowContext;
  highlightedUntil: ReadonlyMap<string, number>;
  nowS: number;
}

/** A league: its header (flag, country, name) and its matches. */
export function LeagueSection({ league, events, ctx, highlightedUntil, nowS }: LeagueSectionProps) {
  const headingId = `lg-${league.id}`;
  let partCount = 0;
  for (const event of events) partCount = Math.max(partCount, partColumns(event, ctx.sport));
  // Baseball's ten innings and pesäpallo's eleven periods do not fit a phone beside the names: such
  // leagues hide their part columns below 640 px (the main score stays), as the big score sites do.
  return (
    <section className={partCount > 5 ? 'lg lg-many' : 'lg'} aria-labelledby={headingId}>
      <h2 className="lg-h" id={headingId}>
        <Flag code={league.countryCode} />
        <span className="lg-c">{league.countryName}</span>
        <span className="lg-n">{league.name}</span>
      </h2>
      <ul className="evs">
        {events.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            ctx={ctx}
            // The store drops an entry when its 60 s are over, so presence is the whole test (and the
            // server and the hydrating browser agree on it).
            highlighted={highlightedUntil.has(event.id)}
            clock={stageTypeTab(event) === 'live' ? liveClock(event, nowS) : null}
            partCount={partCount}
          />
        ))}
      </ul>
    </section>
  );
}
