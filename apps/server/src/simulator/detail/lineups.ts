/**
 * Team sheets: who starts, who waits on the bench, who coaches, and for football the formation with
 * each starter's place on the pitch. A team's squad is drawn once per team under the simulator's seed
 * (the same players every match); the formation is the coach's habit, also per team.
 */
import type { LineupPlayer, Lineups, Participant, SportId, TeamLineup } from '@nerali/domain';
import { coachOf, isIndividual, type SquadPlayer, squadPlayers } from '../league/squads.ts';
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
  participant?: Participant,
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
  const fromSquad =
    participant && !isIndividual(participant) ? squadSheet(participant, seed, starters, bench) : null;
  if (fromSquad) {
    if (formation) fromSquad.formation = formation;
    return fromSquad;
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

/**
 * Squad positions a line-up slot takes its player from, where the two vocabularies differ (the squad
 * lists a player's trade, the sheet his place in the day's shape): a football sheet's 'M' is a squad
 * 'M', a kabaddi corner ('LC') a squad defender.
 */
const SLOT_TO_SQUAD: Record<string, readonly string[]> = {
  GK: ['G', 'GK'],
  G: ['G', 'GK'],
  DF: ['D'],
  MF: ['M'],
  FW: ['F'],
  AL: ['M'],
  AR: ['AR', 'M'],
  PV: ['F'],
  WG: ['M', 'F'],
  HB: ['D', 'M'],
  LW: ['F', 'LW'],
  RW: ['F', 'RW'],
  C: ['C', 'F'],
  W: ['W', 'F'],
  BOWL: ['BWL'],
  RAIDER: ['RAID'],
  ALL: ['AR'],
  LC: ['DEF'],
  RC: ['DEF'],
  LCV: ['DEF'],
  RCV: ['DEF'],
};

/**
 * A team's sheet from its squad (league/squads.ts), so the line-ups, the ball-by-ball and raid-by-raid
 * documents, the squad page and every player's profile name the same men: each starting slot takes
 * the first free regular starter of a matching position, else the first free starter, else anyone
 * free; the bench the next free players in squad order. Numbers are the squad's; a player without one
 * (a sport without shirt numbers in its squad) gets the next free number from 2.
 */
function squadSheet(
  participant: Participant,
  seed: number,
  starters: readonly { position: string; x?: number; y?: number }[],
  bench: readonly string[],
): TeamSheet | null {
  const squad = squadPlayers(participant, seed);
  if (squad.length < starters.length + bench.length) return null;
  const free = new Set(squad.map((_, i) => i));
  const take = (position: string, regular: boolean): SquadPlayer | undefined => {
    const wanted = [position, ...(SLOT_TO_SQUAD[position] ?? [])];
    const fits = (i: number, strict: boolean) => {
      const pl = squad[i] as SquadPlayer;
      return (!regular || pl.starter) && (!strict || wanted.includes(pl.position ?? ''));
    };
    const order = [...free];
    const index =
      order.find((i) => fits(i, true)) ??
      order.find((i) => fits(i, false)) ??
      order.find((i) => wanted.includes(squad[i]?.position ?? '')) ??
      order[0];
    if (index === undefined) return undefined;
    free.delete(index);
    return squad[index];
  };
  const used = new Set(squad.flatMap((pl) => (pl.number !== undefined ? [pl.number] : [])));
  let nextNumber = 2;
  const numberOf = (pl: SquadPlayer): number => {
    if (pl.number !== undefined) return pl.number;
    while (used.has(nextNumber)) nextNumber++;
    used.add(nextNumber);
    return nextNumber;
  };
  const sheetPlayer = (slot: { position: string; x?: number; y?: number }, pl: SquadPlayer): SheetPlayer => ({
    ...slot,
    name: pl.name,
    number: numberOf(pl),
  });
  const startersOut: SheetPlayer[] = [];
  for (const slot of starters) {
    const pl = take(slot.position, true);
    if (!pl) return null;
    startersOut.push(sheetPlayer(slot, pl));
  }
  const substitutes: SheetPlayer[] = [];
  for (const position of bench) {
    const pl = take(position, false);
    if (!pl) return null;
    substitutes.push(sheetPlayer({ position }, pl));
  }
  return { coach: coachOf(participant, seed) ?? '', starters: startersOut, substitutes };
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
