/**
 * What a team's squad is drawn from, per sport (each sport's room names its own; the drawing is in
 * squads.ts): its positions with how many of each a squad carries, shirt numbers, heights, and where
 * a club's foreign players come from.
 */

/** A position of a sport and how many of it a squad carries; the first `starters` of them start. */
export interface PositionSpec {
  code: string;
  count: number;
  starters: number;
}

export interface SquadSpec {
  positions: readonly PositionSpec[];
  /** Shirt numbers are drawn from 1..maxNumber (0 for sports without numbers). */
  maxNumber: number;
  /** Heights in cm, [mean, spread]. */
  height: readonly [number, number];
  /** Foreign players come from these countries (club sides). */
  foreign: readonly string[];
  /** How players are named: as people ('Arjun Nair'), or by their gaming handles ('Zorvex'). */
  playerNames: 'people' | 'handles';
}

export const p = (code: string, count: number, starters: number): PositionSpec => ({ code, count, starters });

export const EUROPE_CLUBS = [
  'gb-eng',
  'es',
  'fr',
  'br',
  'ar',
  'pt',
  'de',
  'nl',
  'it',
  'hr',
  'rs',
  'sn',
  'jp',
  'us',
];
export const ICE = ['ca', 'us', 'se', 'fi', 'cz', 'sk', 'ru', 'lv', 'de', 'ch'];
export const CRICKET_NATIONS = ['au', 'gb-eng', 'za', 'nz', 'lk', 'af', 'jm', 'bd', 'pk'];
export const RUGBY_NATIONS = ['nz', 'za', 'au', 'fj', 'gb-eng', 'ie', 'fr', 'ar', 'gb-wls', 'gb-sct'];

/** A squad of people; a club's foreigners from Europe's and the Americas' football nations unless told. */
export const TEAM = (
  positions: readonly PositionSpec[],
  maxNumber: number,
  height: readonly [number, number],
  foreign: readonly string[] = EUROPE_CLUBS,
): SquadSpec => ({ positions, maxNumber, height, foreign, playerNames: 'people' });
