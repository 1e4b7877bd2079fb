/**
 * The star of a no-duel race (golf round, grand prix, ski race): follows the whole tournament in My
 * games with at most 10 of its entries (spec 1 §4, §5), rather than one participant's row.
 */
import { type GameFacts, isTournamentFollowed, type MatchEvent } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import type { BoardLeague } from '../../live/types.ts';
import { StarIcon } from './icons.tsx';
import { useFavourites, withFavouritesStore } from './use-favourites.ts';

export function RaceStar({
  league,
  events,
  t,
}: {
  league: BoardLeague;
  events: readonly MatchEvent[];
  t: T;
}) {
  const { myGames } = useFavourites();
  const on = isTournamentFollowed(myGames, league.id);
  const onClick = () => {
    const facts: GameFacts[] = events.map((e) => ({
      id: e.id,
      sportId: e.sportId,
      leagueId: e.leagueId,
      startTime: e.startTime,
      stageType: e.stageType,
    }));
    withFavouritesStore((store) =>
      store.toggleTournament(
        {
          leagueId: league.id,
          sportId: league.sportId,
          name: league.name,
          countryName: league.countryName,
          countryCode: league.countryCode,
        },
        facts,
      ),
    );
  };
  return (
    <button
      type="button"
      className="fav-btn fav-star"
      aria-label={t('favStar.race', { league: league.name })}
      aria-pressed={on}
      title={t(on ? 'favStar.raceRemove' : 'favStar.raceAdd')}
      data-fav-league={league.id}
      onClick={onClick}
    >
      <StarIcon on={on} />
    </button>
  );
}

/**
 * A duel league's star: adds all of the league's listed games at once (one limit alert for the whole
 * add, spec §5), or removes them when all are already followed.
 */
export function LeagueGamesStar({
  league,
  events,
  t,
}: {
  league: BoardLeague;
  events: readonly MatchEvent[];
  t: T;
}) {
  const { myGames } = useFavourites();
  const on = events.length > 0 && events.every((e) => myGames.games[e.id] !== undefined);
  const onClick = () => {
    withFavouritesStore((store) => {
      if (on) store.removeGames(events.map((e) => e.id));
      else
        store.addGames(
          events.map((e) => ({
            id: e.id,
            sportId: e.sportId,
            leagueId: e.leagueId,
            startTime: e.startTime,
            stageType: e.stageType,
          })),
        );
    });
  };
  return (
    <button
      type="button"
      className="fav-btn fav-star fav-all"
      aria-label={t('favStar.leagueGames', { league: league.name })}
      aria-pressed={on}
      title={t('favStar.leagueGamesShort')}
      data-fav-all={league.id}
      onClick={onClick}
    >
      <StarIcon on={on} />
    </button>
  );
}
