/**
 * The star of a game: follows it in My games or stops following (spec 1 §4 "Favourite game
 * lifecycle"). A toggle button: its name says which game, `aria-pressed` says whether it is followed,
 * the tooltip says what a press does.
 *
 * Placed on every board row (`RowStar`, which takes the board's `t` so the memoised row needs no
 * context) and, exported as `GameStar`, on match pages.
 */
import { type GameFacts, isGameFollowed } from '@nerali/domain';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { T } from '../../i18n/index.ts';
import { StarIcon } from './icons.tsx';
import { useFavourites, withFavouritesStore } from './use-favourites.ts';

export interface GameStarProps {
  /** The game: id `g_{sport}_{id}`, sport, league, start (and end) time, stage type; a `MatchEvent` fits. */
  game: GameFacts;
  /** Names of the sides, for the button's name ("A v B"); a race gives the participant's name. */
  homeName: string;
  awayName?: string;
  className?: string;
}

/**
 * The My games group the stars below act on (groups in My games, FAV7): null on boards, where a star
 * follows or unfollows the game; a group key inside a group's list, where it adds the followed game to
 * that group or takes it out.
 */
export const StarGroup = createContext<string | null>(null);

export function RowStar({ game, homeName, awayName, className, t }: GameStarProps & { t: T }) {
  const { myGames } = useFavourites();
  const group = useContext(StarGroup);
  const on = isGameFollowed(myGames, game.id, group ?? undefined);
  const name = awayName ? t('favStar.vs', { home: homeName, away: awayName }) : homeName;
  const facts: GameFacts = {
    id: game.id,
    sportId: game.sportId,
    leagueId: game.leagueId,
    startTime: game.startTime,
    stageType: game.stageType,
    ...(game.endTime !== undefined ? { endTime: game.endTime } : {}),
  };
  return (
    <button
      type="button"
      className={className ? `fav-btn fav-star ${className}` : 'fav-btn fav-star'}
      aria-pressed={on}
      title={t(on ? 'favStar.remove' : 'favStar.add')}
      data-fav-game={game.id}
      onClick={() =>
        withFavouritesStore((store) => {
          if (group === null || on) store.toggleGame(facts, group ?? undefined);
          else store.toggleGameGroup(game.id, group);
        })
      }
    >
      <StarIcon on={on} />
      {/* The name as text, not aria-label: the team names in it are proper names a reader sees anyway. */}
      <span className="sr">
        {group === null ? t('favStar.game', { game: name }) : t('favStar.inGroup', { game: name, group })}
      </span>
    </button>
  );
}

/** The star for match pages and anywhere outside a board. */
export function GameStar(props: GameStarProps) {
  const { t } = useTranslation();
  return <RowStar {...props} t={t} />;
}
