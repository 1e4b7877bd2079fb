/**
 * The search index over the simulated world as the server holds it (every side, league and squad
 * player of the world, seed 2026 as in config.ts), for the Tamil query table (tamil-queries.test.ts)
 * and the latency bench (bench/search.ts). Who plays in which league is read from the world's
 * leagues, as the server reads it from the matches of its window (service.ts).
 */
import type { Country, League, Participant } from '@nerali/domain';
import { StageType } from '@nerali/domain';
import { playersOf } from '../simulator/league/people.ts';
import { createRaceTrack } from '../simulator/no-duel/track.ts';
import { RACE_SPORTS, SIMULATED_SPORTS } from '../simulator/sports/index.ts';
import { buildWorld } from '../simulator/world/world.ts';
import { type ContextMatch, SearchIndex, searchContextOf } from './search-index.ts';

export const WORLD_SEED = 2026;

export interface SoundWorld {
  index: SearchIndex;
  countries: ReadonlyMap<number, Country>;
  participants: ReadonlyMap<string, Participant>;
  leagues: readonly League[];
  /** Each league's sides, one pseudo-match a side: what `searchContextOf` reads. */
  matches: ContextMatch[];
}

export function buildSoundWorld(seed = WORLD_SEED): SoundWorld {
  const world = buildWorld(SIMULATED_SPORTS);
  const track = createRaceTrack({ seed, speed: 1, sports: RACE_SPORTS, keepPastS: 0, aheadS: 0 });
  const all = [...world.participants, ...track.participants];
  const countries = new Map(world.countries.map((c) => [c.id, c]));
  const participants = new Map(all.map((p) => [p.id, p]));
  const index = new SearchIndex({ countries, participants });
  index.putLeagues(world.leagues);
  index.putParticipants(all);
  index.putPlayers(playersOf(all, seed));
  const matches = [...world.bySport.values()].flatMap((leagues) =>
    leagues.flatMap(({ league, teams }) =>
      teams.map((t) => ({ leagueId: league.id, homeId: t.id, awayId: t.id, stageType: StageType.scheduled })),
    ),
  );
  index.setContext(searchContextOf(matches, new Map(world.leagues.map((l) => [l.id, l]))));
  return { index, countries, participants, leagues: world.leagues, matches };
}
