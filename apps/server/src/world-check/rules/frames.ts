/**
 * score.frames: darts and snooker matches are races to a number of legs, sets or frames fixed by the
 * event's format, so a finished match's winner has exactly that number and the loser fewer. Formats,
 * from the events' published rules (every round's target; the feeds do not say the round):
 * - PDC World Darts Championship: sets, first to 3 (rounds 1-2), 4, 5, 6, 7 (final);
 * - World Matchplay (PDC): legs, first to 10, 11, 13, 17, 18 (final);
 * - Players Championship (PDC): legs, first to 6, the final first to 8;
 * - Premier League Darts (PDC, since 2022): nightly matches first to 6; play-offs first to 10 and 11;
 * - World Snooker Championship (WPBSA): frames, first to 10, 13, 13, 17, 18 (final);
 * - The Masters and the UK Championship (WPBSA): first to 6, the final first to 10.
 * Other events' formats are not known here: only a winner with more than the loser is asked.
 */
import type { Violation, World } from '../model.ts';
import { isPlayedResult, scores, sportKey, violation } from './support.ts';

const TARGETS: readonly { sport: string; name: RegExp; targets: readonly number[] }[] = [
  { sport: 'darts', name: /^PDC World Darts Championship$/, targets: [3, 4, 5, 6, 7] },
  { sport: 'darts', name: /^World Matchplay$/, targets: [10, 11, 13, 17, 18] },
  { sport: 'darts', name: /^Players Championship$/, targets: [6, 8] },
  { sport: 'darts', name: /^Premier League Darts$/, targets: [6, 10, 11] },
  { sport: 'snooker', name: /^World Snooker Championship$/, targets: [10, 13, 17, 18] },
  { sport: 'snooker', name: /^(The Masters|UK Championship)$/, targets: [6, 10] },
];

export function targetsOf(sport: string, leagueName: string): readonly number[] | null {
  return TARGETS.find((t) => t.sport === sport && t.name.test(leagueName))?.targets ?? null;
}

export function framesRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    const key = sportKey(e);
    const s = scores(e);
    if ((key !== 'darts' && key !== 'snooker') || !isPlayedResult(e) || !s) continue;
    const [w, l] = [Math.max(...s), Math.min(...s)];
    const targets = targetsOf(key, e.league.name);
    if (w === l) out.push(violation(e, 'score.frames', `level ${w}-${l}: a race to a number has a winner`));
    else if (targets && !targets.includes(w)) {
      out.push(
        violation(
          e,
          'score.frames',
          `won with ${w}; this event's matches are first to ${targets.join(', ')}`,
        ),
      );
    }
  }
  return out;
}
