/**
 * The clock tables under the names they had before the sport cards held them. Derived from the cards;
 * kept so that code importing them keeps compiling. New code reads the card:
 * `SPORT_ROWS.soccer.clock`.
 *
 * @deprecated read the sport's card (`SPORT_ROWS[key].clock`, `.periods`).
 */
import type { CountedPeriod } from '../rules/counted-time.ts';
import type { ReversedTimeConfig } from '../rules/reversed-time.ts';
import type { ClockSpec, DuelCard } from './card.ts';
import { SPORT_CARDS } from './registry.ts';
import { SPORT_ROWS } from './rows.ts';

function counted(spec: ClockSpec, variant?: string): readonly CountedPeriod[] {
  if (!('periods' in spec)) throw new RangeError(`clock-tables: ${spec.family} is not a counted clock`);
  const table = variant === undefined ? spec.periods : spec.variants[variant];
  if (!table) throw new RangeError(`clock-tables: no ${variant} table`);
  return table;
}

function reversed(spec: ClockSpec): ReversedTimeConfig {
  if (!('reversed' in spec)) throw new RangeError(`clock-tables: ${spec.family} is not a reversed clock`);
  return spec.reversed;
}

function minutesOf(card: DuelCard): number {
  if (card.periods === null) throw new RangeError(`clock-tables: ${card.key} has no periods`);
  return card.periods.minutes;
}

export const SOCCER_PERIODS = counted(SPORT_ROWS.soccer.clock);
export const RUGBY_PERIODS = counted(SPORT_ROWS['rugby-union'].clock);
export const RUGBY_SEVENS_PERIODS = counted(SPORT_ROWS['rugby-union'].clock, 'sevens');
export const KABADDI_PERIODS = counted(SPORT_ROWS.kabaddi.clock);
export const AUSSIE_PERIODS = counted(SPORT_ROWS['aussie-rules'].clock);
/** Aussie rules quarters are 20 minutes each on our clock. */
export const AUSSIE_QUARTER_MIN = minutesOf(SPORT_CARDS['aussie-rules']);

/** Reversed-time configs by sport id (basketball 3, ice hockey 4, american football 5). */
export const REVERSED_TIME: Readonly<Record<number, ReversedTimeConfig>> = {
  [SPORT_ROWS.basketball.id]: reversed(SPORT_ROWS.basketball.clock),
  [SPORT_ROWS.hockey.id]: reversed(SPORT_ROWS.hockey.clock),
  [SPORT_ROWS['american-football'].id]: reversed(SPORT_ROWS['american-football'].clock),
};
