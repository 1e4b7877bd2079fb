/**
 * draw.allowed: a drawn result only where the sport and the competition allow one.
 *
 * - Never in sports whose laws play on to a winner: tennis (ITF Rules 6-7: a set and a match are won),
 *   volleyball (FIVB Rule 6.3), beach volleyball (FIVB Beach Rule 6.3), badminton (BWF Law 7), table
 *   tennis (ITTF 2.12), basketball (FIBA Art. 8.7: overtimes until the tie is broken), ice hockey
 *   (IIHF Official Rule Book: overtime, then game-winning shots; NHL Rule 84), beach soccer (Laws of the
 *   Game, Law 10: extra time then kicks from the penalty mark), darts (PDC: first to the legs or sets
 *   of the format), snooker (WPBSA: best of an odd number of frames), esports (best-of series),
 *   pesäpallo (super inning, then a home-run contest).
 * - Outside knock-out ties where the competition keeps a drawn result (competitions.ts): football
 *   (IFAB Law 10.1), handball (IHF Rule 2:2), rugby (World Rugby Law 5; NRL and Super League golden
 *   point still ends level), kabaddi league stage (PKL rules: a tie scores 3 points each) ...
 * - Never in a knock-out tie (an event of a draw, td_, or of a cup): extra time and a shoot-out
 *   decide it (IFAB Law 10.3, Futsal Law 10, IHF Rule 2:2, World Rugby competition rules, PKL
 *   play-off tie-breaker).
 * Baseball (innings limits) and cricket (timed matches only) are judged in their own rules.
 */
import { Winner } from '@nerali/domain';
import { competitionOf } from '../competitions.ts';
import type { Violation, World, WorldEvent } from '../model.ts';
import { isPlayedResult, scores, sportKey, violation } from './support.ts';

const OWN_RULES = new Set(['baseball', 'cricket']);

/** Events of knock-out ties: every event a draw (td_) names, and every event of a cup. */
export function knockoutEvents(world: World): Set<string> {
  const ids = new Set<string>();
  for (const rounds of world.draws.values()) {
    for (const round of rounds)
      for (const { match } of round.matches) if (match.eventId) ids.add(match.eventId);
  }
  for (const e of world.events.values())
    if (competitionOf(sportKey(e), e.league.name).allKnockout) ids.add(e.id);
  return ids;
}

export function isDrawnResult(e: WorldEvent): boolean {
  if (!isPlayedResult(e) || !e.awayId) return false;
  if (e.winner === Winner.draw) return true;
  if (e.winner === Winner.home || e.winner === Winner.away) return false;
  const s = scores(e);
  return s !== null && s[0] === s[1];
}

export function drawRule(world: World, knockout: ReadonlySet<string>): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    const key = sportKey(e);
    if (OWN_RULES.has(key) || !isDrawnResult(e)) continue;
    const competition = competitionOf(key, e.league.name);
    if (knockout.has(e.id)) out.push(violation(e, 'draw.allowed', 'a knock-out tie ended drawn'));
    else if (!competition.leagueDraws)
      out.push(violation(e, 'draw.allowed', `${key} plays on to a winner; this ended drawn`));
  }
  return out;
}
