/**
 * Team sheets: who starts, who waits on the bench, who coaches, and for football the formation with
 * each starter's place on the pitch. A team's squad is drawn once per team under the simulator's seed
 * (the same players every match); the formation is the coach's habit, also per team.
 */
import type { LineupPlayer, Lineups, SportId, TeamLineup } from '@nerali/domain';
import { Rng } from '../prng.ts';
import { SimSport } from '../sports/index.ts';
import { drawNames } from './names.ts';

export interface SheetPlayer {
  name: string;
  number: number;
  position: string;
  x?: number;
  y?: number;
}

export interface TeamSheet {
  formation?: string;
  coach: string;
  starters: SheetPlayer[];
  substitutes: SheetPlayer[];
}

interface Template {
  starters: readonly string[];
  bench: number;
  /** Position of the bench players, in turn. */
  benchPositions: readonly string[];
}

const t = (starters: string, bench: number, benchPositions: string): Template => ({
  starters: starters.split(' '),
  bench,
  benchPositions: benchPositions.split(' '),
});

/** Starting positions of the team sports other than football, in the order the sport lists them. */
const TEMPLATES: ReadonlyMap<SportId, Template> = new Map([
  [SimSport.basketball, t('PG SG SF PF C', 7, 'PG SG SF PF C')],
  [SimSport.hockey, t('G D D LW C RW', 14, 'D D LW C RW F F D G')],
  [SimSport.americanFootball, t('QB RB WR WR TE OL OL OL OL OL K', 12, 'LB CB S DL DE LB CB S DT P')],
  [SimSport.handball, t('GK LW LB CB RB RW P', 9, 'GK LW LB CB RB RW P')],
  [SimSport.rugbyUnion, t('LP HK TP LK LK BF OF N8 SH FH LW IC OC RW FB', 8, 'HK LP TP LK BF SH FH C')],
  [SimSport.rugbyLeague, t('FB W C C W FE HB PR HK PR SR SR LK', 4, 'HK PR SR FE')],
  [SimSport.floorball, t('G D D C W W', 14, 'D D C W W F')],
  [SimSport.bandy, t('G D D D HB HB M M F F F', 5, 'G D M F F')],
  [SimSport.futsal, t('GK DF AL AR PV', 7, 'GK DF AL AR PV')],
  [
    SimSport.aussieRules,
    t('FB BP BP CHB HBF HBF C W W CHF HFF HFF FF FP FP RK RR RO', 5, 'MID MID FWD DEF RK'),
  ],
  [SimSport.waterPolo, t('GK D D W W DR CF', 6, 'GK D W DR CF U')],
  [SimSport.fieldHockey, t('GK DF DF DF DF MF MF MF FW FW FW', 5, 'GK DF MF FW FW')],
  [SimSport.beachSoccer, t('GK DF WG WG PV', 5, 'GK DF WG WG PV')],
  [SimSport.netball, t('GS GA WA C WD GD GK', 3, 'GA C GD')],
  [SimSport.volleyball, t('S OH OH MB MB OP', 7, 'L S OH MB OP OH MB')],
  [SimSport.baseball, t('P C 1B 2B 3B SS LF CF RF', 8, 'P P P P C IF OF DH')],
  [SimSport.pesapallo, t('P C 1B 2B 3B SS LF CF RF', 3, 'J J J')],
  [SimSport.cricket, t('BAT BAT BAT BAT WK AR AR BOWL BOWL BOWL BOWL', 4, 'BAT AR BOWL BOWL')],
  [SimSport.kabaddi, t('RAIDER RAIDER ALL LC RC LCV RCV', 5, 'RAIDER ALL DEF DEF RAIDER')],
]);

/** Football formations by how often coaches use them. */
const FORMATIONS = [
  { name: '4-3-3', w: 30 },
  { name: '4-2-3-1', w: 28 },
  { name: '4-4-2', w: 20 },
  { name: '3-5-2', w: 10 },
  { name: '3-4-3', w: 7 },
  { name: '5-3-2', w: 5 },
] as const;

/** Sports that have team sheets: football and the TEMPLATES. */
export const hasLineups = (sportId: SportId) => sportId === SimSport.soccer || TEMPLATES.has(sportId);

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

/** The squad of a team under the seed: names from its country, shirt numbers, positions. */
export function teamSheet(seed: number, sportId: SportId, teamId: string, country: string): TeamSheet {
  const rng = Rng.of(seed, 'sheet', sportId, teamId);
  let formation: string | undefined;
  let starters: { position: string; x?: number; y?: number }[];
  let bench: string[];
  if (sportId === SimSport.soccer) {
    formation = rng.weighted(FORMATIONS, (f) => f.w).name;
    starters = footballStarters(formation);
    bench = ['G', 'D', 'D', 'M', 'M', 'F', 'F', 'M', 'F'];
  } else {
    const template = TEMPLATES.get(sportId);
    if (!template) return { coach: '', starters: [], substitutes: [] };
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
