/**
 * [S1 3.16] The starting pitchers of a baseball game, for its event row: the starters at position `P`
 * of the two team sheets, the same players the line-ups (and so df_pi) name as starting pitchers.
 */
import type { Fixture } from '../types.ts';
import type { DetailWorld } from './match.ts';
import { teamSheet } from './lineups.ts';

const BASEBALL = 6;
const PITCHER = 'P';

export function startingPitchers(world: DetailWorld, fx: Fixture): [string, string] | null {
  if (fx.sportId !== BASEBALL) return null;
  const pitcher = (id: string) =>
    teamSheet(
      world.seed,
      fx.sportId,
      id,
      world.countryOf(id),
      undefined,
      world.participant?.(id),
    ).starters.find((p) => p.position === PITCHER)?.name;
  const home = pitcher(fx.home.id);
  const away = pitcher(fx.away.id);
  return home && away ? [home, away] : null;
}
