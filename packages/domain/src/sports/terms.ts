/**
 * Words a sport's card names by key (CAT18): the noun of its score parts and of its "set" stages.
 * The names are the ones the web's catalogue says today (`part.*` in apps/web/app/i18n/*-core.ts).
 */
import type { Text } from '../detail/model.ts';

export type PartNoun =
  | 'half'
  | 'period'
  | 'quarter'
  | 'set'
  | 'game'
  | 'inning'
  | 'frame'
  | 'leg'
  | 'round'
  | 'map'
  | 'jump'
  | 'run';

/** "3-வது செட்" / "Set 3": each noun in both editions. */
export const PART_NOUN_NAMES: Readonly<Record<PartNoun, Text>> = {
  half: { ta: 'பாதி', en: 'Half' },
  period: { ta: 'பகுதி', en: 'Period' },
  quarter: { ta: 'கால்பகுதி', en: 'Quarter' },
  set: { ta: 'செட்', en: 'Set' },
  game: { ta: 'கேம்', en: 'Game' },
  inning: { ta: 'இன்னிங்ஸ்', en: 'Innings' },
  frame: { ta: 'ஃப்ரேம்', en: 'Frame' },
  leg: { ta: 'லெக்', en: 'Leg' },
  round: { ta: 'சுற்று', en: 'Round' },
  map: { ta: 'மேப்', en: 'Map' },
  jump: { ta: 'தாவல்', en: 'Jump' },
  run: { ta: 'சுற்று', en: 'Run' },
};
