/**
 * A kabaddi player's career and season figures, folded from his per-match figures (figures.ts) of
 * finished matches: pure, so a total on a player page is the sum of the raids it came from.
 *
 * A match counts for a player when its raids log names him on his side: as raider, tackler or assist,
 * as a defender touched, carded or coming on. The log has no line-up, so a player who never raided,
 * tackled, was touched or came on is not seen in that match (the PKL's own "matches played" counts
 * the line-up; we count what the log shows).
 */
import type { SideNo } from '../detail/basics.ts';
import { kabaddiFigures } from './figures.ts';
import type { KabaddiPlayerFigures, KabaddiRaids } from './model.ts';

/** What the career adds up from one match. */
export type KabaddiMatchLine = Pick<
  KabaddiPlayerFigures,
  | 'name'
  | 'side'
  | 'raids'
  | 'raidPoints'
  | 'successfulRaids'
  | 'unsuccessfulRaids'
  | 'emptyRaids'
  | 'superRaids'
  | 'tacklePoints'
  | 'tackles'
  | 'superTackles'
  | 'super10'
  | 'high5'
>;

const otherSide = (side: SideNo): SideNo => (side === 1 ? 2 : 1);

function empty(name: string, side: SideNo): KabaddiMatchLine {
  return {
    name,
    side,
    raids: 0,
    raidPoints: 0,
    successfulRaids: 0,
    unsuccessfulRaids: 0,
    emptyRaids: 0,
    superRaids: 0,
    tacklePoints: 0,
    tackles: 0,
    superTackles: 0,
    super10: false,
    high5: false,
  };
}

/** Every player's line of a match: his figures, and a line of zeros for one the log only names. */
export function kabaddiMatchLines(doc: KabaddiRaids): KabaddiMatchLine[] {
  const lines = new Map<string, KabaddiMatchLine>();
  const seen = (name: string | undefined, side: SideNo) => {
    if (name === undefined || name === '') return;
    const key = `${side}:${name}`;
    if (!lines.has(key)) lines.set(key, empty(name, side));
  };
  for (const p of kabaddiFigures(doc).players) {
    const { name, side, raids, raidPoints, successfulRaids, unsuccessfulRaids, emptyRaids, superRaids } = p;
    const { tacklePoints, tackles, superTackles, super10, high5 } = p;
    lines.set(`${side}:${name}`, {
      name,
      side,
      raids,
      raidPoints,
      successfulRaids,
      unsuccessfulRaids,
      emptyRaids,
      superRaids,
      tacklePoints,
      tackles,
      superTackles,
      super10,
      high5,
    });
  }
  for (const entry of doc.entries) {
    if (entry.kind === 'raid') {
      const defence = otherSide(entry.side);
      for (const name of entry.touched) seen(name, defence);
      seen(entry.assist, defence);
    } else if (entry.kind === 'substitution') {
      seen(entry.playerOn, entry.side);
      seen(entry.playerOff, entry.side);
    }
  }
  return [...lines.values()];
}

export interface KabaddiCareer {
  matches: number;
  raids: number;
  raidPoints: number;
  successfulRaids: number;
  unsuccessfulRaids: number;
  emptyRaids: number;
  superRaids: number;
  tacklePoints: number;
  tackles: number;
  superTackles: number;
  /** Raid and tackle points. */
  total: number;
  /** Matches of ten raid points or more [KB9]. */
  super10s: number;
  /** Matches of five tackle points or more [KB9]. */
  high5s: number;
}

/** Folds a player's lines, one per match, into his figures. */
export function kabaddiCareer(matches: readonly Omit<KabaddiMatchLine, 'name' | 'side'>[]): KabaddiCareer {
  const c: KabaddiCareer = {
    matches: matches.length,
    raids: 0,
    raidPoints: 0,
    successfulRaids: 0,
    unsuccessfulRaids: 0,
    emptyRaids: 0,
    superRaids: 0,
    tacklePoints: 0,
    tackles: 0,
    superTackles: 0,
    total: 0,
    super10s: 0,
    high5s: 0,
  };
  for (const m of matches) {
    c.raids += m.raids;
    c.raidPoints += m.raidPoints;
    c.successfulRaids += m.successfulRaids;
    c.unsuccessfulRaids += m.unsuccessfulRaids;
    c.emptyRaids += m.emptyRaids;
    c.superRaids += m.superRaids;
    c.tacklePoints += m.tacklePoints;
    c.tackles += m.tackles;
    c.superTackles += m.superTackles;
    if (m.super10) c.super10s++;
    if (m.high5) c.high5s++;
  }
  c.total = c.raidPoints + c.tacklePoints;
  return c;
}
