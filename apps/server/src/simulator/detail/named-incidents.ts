/**
 * The players of a team sport's incidents: scorers picked by position from the team sheets, the kicker
 * for the kicks (football names its own through a pitch: sports/soccer/detail.ts).
 */
import { IncidentKind, SPORT_CARDS } from '@nerali/domain';
import { Rng } from '../prng.ts';
import type { Fixture, Side, SimIncident } from '../types.ts';
import type { TeamSheet } from './team-sheet.ts';

/** A SimIncident with its players named. */
export interface NamedIncident extends SimIncident {
  name?: string;
  second?: string;
}

/** Names the players of any other team sport: scorers by position, the kicker for the kicks. */
export function teamIncidents(
  fx: Fixture,
  base: readonly SimIncident[],
  sheets: readonly [TeamSheet, TeamSheet],
): NamedIncident[] {
  const rng = Rng.of(fx.seed, 'team-detail');
  return base.map((inc) => {
    const sheet = sheets[inc.side];
    const named: NamedIncident = { ...inc };
    const starters = sheet?.starters ?? [];
    if (inc.player !== undefined) {
      const p = starters[inc.player] ?? sheet?.substitutes[inc.player - starters.length];
      if (p) named.name = p.name;
    } else if (starters.length > 0) {
      const p = rng.weighted(starters, (s) => scorerWeight(fx.sportId, inc.kind, s.position));
      named.name = p.name;
    }
    if (inc.by !== undefined) {
      const rival = sheets[(1 - inc.side) as Side];
      const p = rival?.starters[inc.by];
      if (p) named.second = p.name;
    }
    return named;
  });
}

const KICKS: ReadonlySet<number> = new Set([
  IncidentKind.conversion,
  IncidentKind.penaltyKick,
  IncidentKind.dropGoal,
  IncidentKind.fieldGoal,
]);
const KICKERS = new Set(['FH', 'K', 'HB', 'FE']);
const KEEPERS = new Set(['G', 'GK']);
/** Positions that score most: forwards, wings, pivots, shooters, raiders, hitters. */
const SCORERS = new Set([
  'F',
  'LW',
  'RW',
  'C',
  'FW',
  'CF',
  'PV',
  'GS',
  'GA',
  'W',
  'FF',
  'FP',
  'CHF',
  'HFF',
  'RAIDER',
  'OH',
  'OP',
  'WR',
  'RB',
  'TE',
  'P',
  'AL',
  'AR',
  'WG',
]);
const DEFENDERS = new Set(['LC', 'RC', 'LCV', 'RCV']);

function scorerWeight(sportId: number, kind: number, position: string): number {
  if (KICKS.has(kind)) return KICKERS.has(position) ? 50 : 0.2;
  if (KEEPERS.has(position)) return 0.01;
  if (kind === IncidentKind.tacklePoint) return DEFENDERS.has(position) ? 5 : 1;
  if (
    kind === IncidentKind.penaltyMinutes ||
    kind === IncidentKind.suspension ||
    kind === IncidentKind.yellowCard
  ) {
    return 1;
  }
  if (sportId === SPORT_CARDS['american-football'].id && position === 'QB') return 0.5;
  return SCORERS.has(position) ? 4 : 1;
}
