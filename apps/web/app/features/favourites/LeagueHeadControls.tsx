/**
 * The controls at the end of a board's league header: the star that follows the league's games (a
 * whole tournament in no-duel sports), the My leagues pin, and the fold button of the block.
 */
import type { MatchEvent } from '@nerali/domain';
import type { BoardLeague } from '../../live/types.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { BoardLeaguePin } from './LeaguePin.tsx';
import { LeagueGamesStar, RaceStar } from './RaceStar.tsx';

export function FoldButton({
  open,
  toggle,
  controls,
  name,
  leagueId,
  ctx,
}: {
  leagueId: string;
  open: boolean;
  toggle: () => void;
  /** The id of the list it shows and hides, when it has one. */
  controls?: string;
  name: string;
  ctx: RowContext;
}) {
  return (
    <button
      type="button"
      className={open ? 'fav-btn fav-fold' : 'fav-btn fav-fold fav-fold-shut'}
      aria-expanded={open}
      aria-controls={open && controls ? controls : undefined}
      aria-label={ctx.t('favCollapse.toggle', { league: name })}
      data-fav-fold={leagueId}
      onClick={toggle}
    >
      <svg
        className="fav-ico"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

export function LeagueHeadControls({
  league,
  events,
  ctx,
  fold,
}: {
  league: BoardLeague;
  events: readonly MatchEvent[];
  ctx: RowContext;
  fold?: { open: boolean; toggle: (() => void) | null; controls?: string };
}) {
  return (
    <span className="fav-head">
      {ctx.sport.noDuel ? (
        <RaceStar league={league} events={events} t={ctx.t} />
      ) : (
        <LeagueGamesStar league={league} events={events} t={ctx.t} />
      )}
      {league.templateKey && (
        <BoardLeaguePin
          sportId={league.sportId}
          leagueKey={league.templateKey}
          leagueId={league.id}
          name={league.name}
          countryName={league.countryName}
          t={ctx.t}
        />
      )}
      {fold?.toggle && (
        <FoldButton
          open={fold.open}
          toggle={fold.toggle}
          controls={fold.controls}
          name={league.name}
          leagueId={league.id}
          ctx={ctx}
        />
      )}
    </span>
  );
}

/** Under a folded league's header: how many matches it hides. */
export function FoldedNote({ count, ctx }: { count: number; ctx: RowContext }) {
  return <p className="fav-folded">{ctx.t('favCollapse.hidden', { count })}</p>;
}
