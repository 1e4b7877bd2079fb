/**
 * [FRM1-FRM2] Form results refined (spec 2 §4 "Form result and game-time indicator": "Participant form
 * result is D, W or L; refined to draw-then-win or draw-then-loss (decided after draw) and
 * draw-after-extra-time variants when the full-time winner differs or the match went beyond
 * regulation").
 *
 * Our reading (SPEC.md FRM): the letter stays W, D or L (what the match counts as: a table's, a record's),
 * and a refinement says how it was decided when regulation time did not decide it:
 * - `drawThenWin` / `drawThenLoss`: level after play, decided by a shoot-out (stage "after penalties").
 *   Also where the shoot-out only earns a bonus point and the match counts as drawn (field hockey):
 *   the letter is D, the refinement says who took the shoot-out.
 * - `winAfterExtraTime` / `lossAfterExtraTime`: level at full time, decided in extra time (stage "after
 *   extra time"; ice hockey's overtime too).
 */
import { EventStage, Winner } from '../enums.ts';

export type FormLetter = 'W' | 'D' | 'L';

export type FormRefinement = 'drawThenWin' | 'drawThenLoss' | 'winAfterExtraTime' | 'lossAfterExtraTime';

export const FORM_REFINEMENTS: readonly FormRefinement[] = [
  'drawThenWin',
  'drawThenLoss',
  'winAfterExtraTime',
  'lossAfterExtraTime',
];

/**
 * [FRM1] How a finished match with the letter `letter` (for side `side`) was decided beyond regulation;
 * null when regulation time decided it, or the stage or winner does not say.
 */
export function refineForm(
  letter: FormLetter,
  event: { stage?: number | undefined; winner?: number | undefined },
  side: 1 | 2,
): FormRefinement | null {
  if (event.stage === EventStage.afterPenalties) {
    // The shoot-out's winner: the winner cell (a drawn letter keeps it where the shoot-out is a bonus).
    const won =
      event.winner === Winner.home || event.winner === Winner.away
        ? event.winner === side
        : letter === 'W'
          ? true
          : letter === 'L'
            ? false
            : null;
    if (won === null) return null;
    return won ? 'drawThenWin' : 'drawThenLoss';
  }
  if (event.stage === EventStage.afterExtraTime) {
    if (letter === 'W') return 'winAfterExtraTime';
    if (letter === 'L') return 'lossAfterExtraTime';
  }
  return null;
}
