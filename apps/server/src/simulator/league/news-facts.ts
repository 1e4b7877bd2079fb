/**
 * The facts a match report needs beyond the scoreboard row, worked out for the few matches that make
 * the news: the match's incidents as its page shows them (the same MatchDetail, run to the final
 * whistle from the fixture's seeded script), so a scorer named in an article is the scorer on the
 * match page.
 */
import type { Incident, MatchEvent } from '@nerali/domain';
import { type DetailWorld, MatchDetail } from '../detail/match.ts';
import { dayOf, fixturesForDay } from '../fixtures.ts';
import { duelRoomById, isDuelSport } from '../sports/index.ts';
import type { World } from '../world/world.ts';

/** The final incidents of a simulated duel, or undefined when it is no fixture of the seed's calendar. */
export function finalIncidents(
  world: World,
  detailWorld: DetailWorld,
  event: MatchEvent,
): Incident[] | undefined {
  if (!isDuelSport(event.sportId)) return undefined;
  const fx = fixturesForDay(world, detailWorld.seed, event.sportId, dayOf(event.startTime)).find(
    (f) => f.id === event.id,
  );
  if (!fx) return undefined;
  const { rules } = duelRoomById(event.sportId);
  if (!rules.incidents) return undefined;
  const detail = new MatchDetail(fx, rules, detailWorld);
  const script = rules.script(fx);
  return detail.incidentsAt(script, rules.duration(script)).incidents;
}
