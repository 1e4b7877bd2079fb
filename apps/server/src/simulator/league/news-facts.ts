/**
 * The facts a match report needs beyond the scoreboard row, worked out for the few matches that make
 * the news: the match's incidents as its page shows them (the same MatchDetail, run to the final
 * whistle from the fixture's seeded script), so a scorer named in an article is the scorer on the
 * match page.
 */
import { type Incident, isGoalSport, type MatchEvent, SPORT_CARDS } from '@nerali/domain';
import { type DetailWorld, MatchDetail } from '../detail/match.ts';
import { dayOf, fixturesForDay } from '../fixtures.ts';
import { duelRoomById, isDuelSport } from '../sports/index.ts';
import type { World } from '../world/world.ts';

const CRICKET = SPORT_CARDS.cricket.id;

/**
 * The final incidents of a simulated duel, or undefined when it is no fixture of the seed's calendar
 * or a report tells nothing of them: only the goal sports' scorers and cards and cricket's fifties
 * and hundreds are told (news.ts), so other sports' scripts are not run for nothing.
 */
export function finalIncidents(
  world: World,
  detailWorld: DetailWorld,
  event: MatchEvent,
): Incident[] | undefined {
  if (!isDuelSport(event.sportId)) return undefined;
  if (!isGoalSport(event.sportId) && event.sportId !== CRICKET) return undefined;
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
