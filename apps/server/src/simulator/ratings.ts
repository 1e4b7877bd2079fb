/**
 * A participant's strength under a seed: what fixtures, races, draws, rankings and news agree on.
 * Apart from fixtures.ts, which looks up the sports' rooms, so that a room's world (a race calendar)
 * can read it without a circle through the rooms' registry.
 */
import { Rng } from './prng.ts';

/** Strength of a participant under this seed (a new seed, a new season). */
export const ratingOf = (seed: number, participantId: string) => Rng.of(seed, 'rating', participantId).next();
