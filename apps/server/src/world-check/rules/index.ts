/**
 * Every rule of the world check, in report order. A rule reads the world and returns what breaks it;
 * its checks' ids and rule-book sources are in each file's header and in docs/world-check.md.
 */
import type { Violation, World } from '../model.ts';
import { inningsRule, liveInningsRule } from './baseball.ts';
import { bracketRule } from './bracket.ts';
import { nationClubRule, overlapRule, repeatFixtureRule, restRule } from './calendar.ts';
import { combatRule } from './combat.ts';
import { cricketRule } from './cricket.ts';
import { cricketBallsRule } from './cricket-balls.ts';
import { drawRule, knockoutEvents } from './draws.ts';
import { framesRule } from './frames.ts';
import { golfRule } from './golf.ts';
import { lineupRule } from './lineups.ts';
import { moneyRule } from './money.ts';
import { periodsRule } from './periods.ts';
import { racesRule } from './races.ts';
import { rankingsRule } from './rankings.ts';
import { setsRule } from './sets.ts';
import { standingsRule } from './standings.ts';
import { clockRule, stageRule, winnerRule } from './status.ts';
import { tamilRule } from './tamil.ts';

export interface RuleContext {
  /** Events of knock-out ties (rules/draws.ts). */
  knockout: ReadonlySet<string>;
}

export const RULES: readonly { name: string; run: (world: World, ctx: RuleContext) => Violation[] }[] = [
  { name: 'calendar overlap', run: (w) => overlapRule(w) },
  { name: 'calendar rest', run: (w) => restRule(w) },
  { name: 'calendar repeat fixture', run: (w, c) => repeatFixtureRule(w, c.knockout) },
  { name: 'national teams and clubs', run: (w) => nationClubRule(w) },
  { name: 'status stage', run: (w) => stageRule(w) },
  { name: 'status clock', run: (w) => clockRule(w) },
  { name: 'status winner', run: (w) => winnerRule(w) },
  { name: 'draws', run: (w, c) => drawRule(w, c.knockout) },
  { name: 'sets', run: (w) => setsRule(w) },
  { name: 'periods', run: (w) => periodsRule(w) },
  { name: 'frames and legs', run: (w) => framesRule(w) },
  { name: 'innings', run: (w) => [...inningsRule(w), ...liveInningsRule(w)] },
  { name: 'cricket', run: (w) => cricketRule(w) },
  { name: 'cricket ball by ball', run: (w) => cricketBallsRule(w) },
  { name: 'combat', run: (w) => combatRule(w) },
  { name: 'races', run: (w) => racesRule(w) },
  { name: 'golf', run: (w) => golfRule(w) },
  { name: 'line-ups', run: (w) => lineupRule(w) },
  { name: 'standings', run: (w, c) => standingsRule(w, c.knockout) },
  { name: 'brackets', run: (w) => bracketRule(w) },
  { name: 'rankings', run: (w) => rankingsRule(w) },
  { name: 'money', run: (w) => moneyRule(w) },
  { name: 'Tamil names', run: (w) => tamilRule(w) },
];

export function checkWorld(world: World): Violation[] {
  const ctx: RuleContext = { knockout: knockoutEvents(world) };
  return RULES.flatMap((rule) => rule.run(world, ctx));
}
