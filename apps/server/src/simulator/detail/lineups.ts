/**
 * Team sheets: who starts, who waits on the bench, who coaches, and for football the formation with
 * each starter's place on the pitch. A team's squad is drawn once per team under the simulator's seed
 * (the same players every match); the formation is the coach's habit, also per team.
 */
import type { LineupPlayer, Lineups, SportId, TeamLineup } from '@nerali/domain';
import { Rng } from '../prng.ts';
import type { TeamVariant } from '../types.ts';
import { duelRoomById } from '../sports/index.ts';
import { drawNames } from './names.ts';
import type { SheetPlayer, TeamSheet } from './team-sheet.ts';

export type { SheetPlayer, TeamSheet };

/** Sports that have team sheets: their room names a template (sports/<key>/room.ts). */
export const hasLineups = (sportId: SportId) => duelRoomById(sportId).lineup !== null;

/** Football starters of a formation, goalkeeper first, each line from the right touchline to the left. */
function footballStarters(formation: string): { position: string; x: number; y: number }[] {
  const lines = formation.split('-').map(Number);
  const out = [{ position: 'G', x: 50, y: 5 }];
  lines.forEach((count, i) => {
    const position = i === 0 ? 'D' : i === lines.length - 1 ? 'F' : 'M';
    const y = Math.round(22 + (58 * i) / Math.max(1, lines.length - 1));
    for (let k = 0; k < count; k++) out.push({ position, x: Math.round((100 * (k + 1)) / (count + 1)), y });
  });
  return out;
}

/**
 * The squad of a team under the seed: names from its country, shirt numbers, positions; a league of
 * its own format (`variant`: rugby sevens) fields that format's sheet.
 */
export function teamSheet(
  seed: number,
  sportId: SportId,
  teamId: string,
  country: string,
  variant?: TeamVariant,
): TeamSheet {
  const rng = Rng.of(seed, 'sheet', sportId, teamId);
  let formation: string | undefined;
  let starters: { position: string; x?: number; y?: number }[];
  let bench: string[];
  const room = duelRoomById(sportId);
  const template = (variant !== undefined ? room.variantLineups?.[variant] : undefined) ?? room.lineup;
  if (!template) return { coach: '', starters: [], substitutes: [] };
  if (template.kind === 'formation') {
    formation = rng.weighted(template.formations, (f) => f.w).name;
    starters = footballStarters(formation);
    bench = [...template.bench];
  } else {
    starters = template.starters.map((position) => ({ position }));
    bench = Array.from(
      { length: template.bench },
      (_, i) => template.benchPositions[i % template.benchPositions.length] ?? 'S',
    );
  }
  const names = drawNames([seed, sportId, teamId], country, starters.length + bench.length + 1);
  const numbers = new Set<number>();
  const shirt = (position: string) => {
    if ((position === 'G' || position === 'GK') && !numbers.has(1)) {
      numbers.add(1);
      return 1;
    }
    for (;;) {
      const n = rng.int(2, 99);
      if (!numbers.has(n)) {
        numbers.add(n);
        return n;
      }
    }
  };
  const player = (p: { position: string; x?: number; y?: number }, i: number): SheetPlayer => ({
    name: names[i] ?? `Player ${i + 1}`,
    number: shirt(p.position),
    ...p,
  });
  const sheet: TeamSheet = {
    coach: names[names.length - 1] ?? '',
    starters: starters.map(player),
    substitutes: bench.map((position, i) => player({ position }, starters.length + i)),
  };
  if (formation) sheet.formation = formation;
  return sheet;
}

function toLineup(sheet: TeamSheet, mirror: boolean): TeamLineup {
  const player = (p: SheetPlayer, captain: boolean): LineupPlayer => {
    const out: LineupPlayer = { name: p.name, number: p.number, position: p.position };
    if (captain) out.captain = true;
    // The away side's drawing runs from its own goal line too; the web mirrors it, we only keep x
    // readable from the side's own right.
    if (p.x !== undefined && p.y !== undefined) {
      out.x = mirror ? 100 - p.x : p.x;
      out.y = p.y;
    }
    return out;
  };
  const lineup: TeamLineup = {
    coach: sheet.coach,
    starters: sheet.starters.map((p, i) => player(p, i === Math.min(5, sheet.starters.length - 1))),
    substitutes: sheet.substitutes.map((p) => player(p, false)),
  };
  if (sheet.formation) lineup.formation = sheet.formation;
  return lineup;
}

/** The line-ups document: predicted until an hour before kick-off, confirmed from then on. */
export function lineupsDocument(
  eventId: string,
  home: TeamSheet,
  away: TeamSheet,
  confirmed: boolean,
): Lineups {
  return { eventId, confirmed, home: toLineup(home, false), away: toLineup(away, true) };
}
