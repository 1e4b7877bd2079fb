/**
 * The shape of a kabaddi match as script.ts plays it: its own file so that incidents.ts, which
 * script.ts calls, can name it without a circle of imports.
 */
import type { KabaddiCard, RaidResult } from '@nerali/domain';
import type { Pair, Phase, Side } from '../../types.ts';

export interface KabaddiPhase extends Phase {
  /** Running periods: part index and the minute the period starts at (0, 20, 40). */
  part?: number;
  baseMin?: number;
}

interface EntryBase {
  /** Match second it ended (a raid) or happened. */
  t: number;
  /** 0 and 1 the halves, 2 extra time. */
  part: number;
  /** The raiding side; for a break, the side that called it or broke the rule. */
  side: Side;
  /** Points each side got from it. */
  points: Pair;
}

export interface SimRaid extends EntryBase {
  kind: 'raid';
  /** Sheet places (0-11) of the raiding side / of the defending side below. */
  raider: number;
  onCourtBefore: Pair;
  result: RaidResult;
  touched: number[];
  bonus: boolean;
  tackler?: number;
  assist?: number;
  superTackle?: boolean;
  doOrDie?: boolean;
  golden?: boolean;
  allOut?: Side;
}

export type SimBreak = EntryBase &
  (
    | { kind: 'timeOut' }
    | { kind: 'substitution'; on: number; off: number }
    | { kind: 'card'; card: KabaddiCard; player: number; technical: number }
    | { kind: 'technicalPoint'; technical: number }
  );

export type SimEntry = SimRaid | SimBreak;

export interface KabaddiScript {
  phases: KabaddiPhase[];
  /** Every raid and break, in time order. */
  entries: SimEntry[];
  /** The entries that scored, for the scoreboard: the sum of their points is the score. */
  points: { t: number; side: Side; points: number; part: number }[];
  end: number;
}
