/**
 * A line of a sport's match statistics (each sport's room lists its own; the counting is in
 * statistics.ts): what it counts, and its name in both editions.
 */
import { IncidentKind } from '@nerali/domain';

export interface StatSpec {
  key: string;
  ta: string;
  en: string;
  /** Incidents of these kinds, by the side they belong to. */
  kinds?: readonly IncidentKind[];
  /** Sum the incidents' `value` instead of counting them (penalty minutes). */
  sumValue?: boolean;
  /** Own events per side per match between equal sides. */
  perMatch?: number;
  /** A line this one contains. */
  plus?: string;
}

export const s = (
  key: string,
  en: string,
  ta: string,
  rest: Omit<StatSpec, 'key' | 'ta' | 'en'> = {},
): StatSpec => ({
  key,
  en,
  ta,
  ...rest,
});

export const K = IncidentKind;
export const GOALS = [K.goal, K.penaltyGoal];

/** Shots on target (the goals among them) and shots, for the timed goal sports. */
export const TIMED_SHOTS = (perMatch: number) => [
  s('shotsOnTarget', 'Shots on target', 'இலக்கை நோக்கிய ஷாட்கள்', { kinds: [K.goal], perMatch }),
  s('shots', 'Shots', 'ஷாட்கள்', { perMatch: perMatch * 0.8, plus: 'shotsOnTarget' }),
];
