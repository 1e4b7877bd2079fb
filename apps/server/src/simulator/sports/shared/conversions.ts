/** Rugby's kicks after a try: union and league both convert a try with a kick worth 2. */
import type { ScoringPlay } from './tally.ts';

/** A 2 within the conversion's time after the side's try is its conversion. */
export const converts = (play: ScoringPlay, before: ScoringPlay | undefined, tryPoints: number) =>
  before?.points === tryPoints && play.t - before.t <= 80;
