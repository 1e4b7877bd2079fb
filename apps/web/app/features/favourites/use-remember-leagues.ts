import { useEffect } from 'react';
import type { BoardLeague } from '../../live/types.ts';
import type { PinLabel } from './pin-labels.ts';
import { favouritesStore } from './use-favourites.ts';

/**
 * A board tells the favourites which leagues it shows: their names and current league ids for the
 * pinned-leagues menu, and which are the sport's top leagues (its default pins, FAV21).
 */
export function useRememberLeagues(leagues: readonly BoardLeague[]): void {
  useEffect(() => {
    const labels: Record<string, PinLabel> = {};
    for (const league of leagues) {
      if (!league.templateKey) continue;
      labels[league.templateKey] = {
        sportId: league.sportId,
        leagueId: league.id,
        name: league.name,
        countryName: league.countryName,
        ...(league.tournamentType === 't' ? { top: true } : {}),
      };
    }
    favouritesStore()?.rememberLeagueLabels(labels);
  }, [leagues]);
}
