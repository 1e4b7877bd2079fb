/**
 * A team sheet as the detail engine draws it (lineups.ts) and the sports' rooms read it (a room's
 * incidents name its players): types only, so that a room need not import the engine that looks rooms
 * up (sports/index.ts), which would tie the two in a circle.
 */

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
