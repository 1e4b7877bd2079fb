/**
 * [SWP1] Swapped participants (spec 1 §3 "swapped-participants flag", §4 "Event parsing": "When
 * participants are swapped, keys and values are swapped"). A source may name the sides the other way
 * round from the fixture (a neutral venue listed by the away side, a provider's own order); it then sets
 * the flag, and every home field holds the away side's value. `sidesAsShown` turns such an event back:
 * - keys: each home field and its away twin trade values (ids, names, scores, parts, tie-breaks, game
 *   points, red cards, full-time scores, hits, errors, pitchers; cricket's innings);
 * - values: fields whose value names a side say the other one (service, winner, the goal under review,
 *   cricket's batting side). A draw (0) and an unknown winner (-1) stay.
 * The result has no flag, so applying it twice changes nothing more.
 */
import { Winner } from '../enums.ts';
import type { MatchEvent } from '../model.ts';

/** Home fields and their away twins. */
export const SIDE_FIELD_PAIRS = [
  ['homeId', 'awayId'],
  ['homeName', 'awayName'],
  ['homeShortName', 'awayShortName'],
  ['homeScore', 'awayScore'],
  ['homeParts', 'awayParts'],
  ['homeTiebreaks', 'awayTiebreaks'],
  ['homeGameScore', 'awayGameScore'],
  ['homeRedCards', 'awayRedCards'],
  ['homeFullTimeScore', 'awayFullTimeScore'],
  ['homeHits', 'awayHits'],
  ['homeErrors', 'awayErrors'],
  ['homePitcher', 'awayPitcher'],
] as const satisfies readonly (readonly [keyof MatchEvent, keyof MatchEvent])[];

const otherSide = <T extends number>(side: T): T => (side === 1 ? 2 : side === 2 ? 1 : side) as T;

/** The event with its sides the right way round (unchanged, same object, when not swapped). */
export function sidesAsShown(event: MatchEvent): MatchEvent {
  if (!event.swapped) return event;
  const out: Record<string, unknown> = { ...event };
  delete out.swapped;
  for (const [home, away] of SIDE_FIELD_PAIRS) {
    const h = event[home];
    const a = event[away];
    if (a === undefined) delete out[home];
    else out[home] = a;
    if (h === undefined) delete out[away];
    else out[away] = h;
  }
  if (event.service !== undefined) out.service = otherSide(event.service);
  if (event.winner !== undefined) {
    out.winner =
      event.winner === Winner.home ? Winner.away : event.winner === Winner.away ? Winner.home : event.winner;
  }
  if (event.goalUnderReview !== undefined) out.goalUnderReview = otherSide(event.goalUnderReview);
  if (event.cricket) {
    out.cricket = {
      ...event.cricket,
      batting: otherSide(event.cricket.batting),
      home: event.cricket.away,
      away: event.cricket.home,
    };
  }
  return out as unknown as MatchEvent;
}
