import type { TournamentType } from '@nerali/domain';
import type { MatchFormat } from '../types.ts';

/**
 * A competition of the simulated world. League names: the Tamil form is the one Tamil sports pages
 * print, in Tamil script ('பிரீமியர் லீக்', 'ரஞ்சி கோப்பை'); team and player names stay as written in
 * their home language ('Chennaiyin FC', 'Real Madrid'), as the model says for proper names.
 */
export interface LeagueDef {
  /** Stable slug; the league id, template key and the participants' ids derive from it and names. */
  key: string;
  en: string;
  ta: string;
  /** Country code (world/countries.ts). */
  country: string;
  type: TournamentType;
  /**
   * UTC hours [from, to) when its matches usually start; from > to wraps past midnight. A day's
   * kick-offs keep to the middle of it as narrow as the sport's rest needs (calendar/cadence.ts).
   */
  hours: readonly [number, number][];
  /** A football club competition played midweek beside the domestic leagues (calendar/cadence.ts). */
  midweek?: 'tue-wed' | 'thu';
  /** Team names; 'Name|cc' gives a team's country when it differs from the league's. */
  teams: readonly string[];
  format: MatchFormat;
  /** Share of its matches that are knock-out ties (soccer, kabaddi): they need a winner. */
  knockout?: number;
}

/** True when UTC hour h falls in one of the ranges. */
export function inHours(hours: LeagueDef['hours'], h: number): boolean {
  return hours.some(([from, to]) => (from <= to ? h >= from && h < to : h >= from || h < to));
}

/** Team names from a comma-separated list (keeps the data tables short). */
export function names(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
