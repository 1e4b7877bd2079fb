/**
 * A player's figures in the sports that count goals (football, ice hockey, handball, futsal, field
 * hockey, water polo, bandy, floorball, beach soccer: their card's score unit is the goal), folded
 * from each finished match's incidents and line-ups: pure, so a total on a player page is the count of
 * the incidents it came from (the goals of a season are the goal incidents naming him on his side).
 *
 * Who played: the starters of the line-ups, and a substitute who came on (a substitution incident
 * names him first); a sport with no line-ups (or a match without them) counts a player the incidents
 * name. Goals: goal and penalty-goal incidents naming him as scorer, on his side; not own goals
 * (they count for the other side, and no page credits them to the player as goals) and not a
 * shoot-out's kicks (incidents of the penalties stage). Assists: the second player of a goal.
 * Cards: a yellow card incident is a yellow; a red card or a second yellow is a red (the first
 * yellow of that player is its own incident). Minutes, in football only (a 90-minute clock that
 * counts up): a starter from 0, a substitute from his minute, to the end of the match (the last
 * minute of the incidents if later than 90), his substitution off or his sending off.
 */
import type { SideNo } from '../detail/basics.ts';
import { EventStage } from '../enums.ts';
import { type Incident, IncidentKind, type Lineups } from '../detail/model.ts';
import { cardById } from '../sports/registry.ts';

/** What the figures add up from one match. */
export interface GoalMatchLine {
  name: string;
  side: SideNo;
  /** In the starting line-up. */
  started: boolean;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Minutes on the pitch; undefined when the sport's clock does not allow it or there were no line-ups. */
  minutes?: number;
}

/** Whether a sport's figures are goals: its card's score unit is the goal. */
export function isGoalSport(sportId: number): boolean {
  const card = cardById(sportId);
  return card?.kind === 'duel' && card.terms.scoreUnit?.en === 'goal';
}

const FOOTBALL = 1;
const SCORED: ReadonlySet<number> = new Set([IncidentKind.goal, IncidentKind.penaltyGoal]);
const SENT_OFF: ReadonlySet<number> = new Set([IncidentKind.redCard, IncidentKind.secondYellow]);
const SHOOTOUT: ReadonlySet<number> = new Set([EventStage.penalties, EventStage.afterPenalties]);

/** A football minute "45+2" as 45, "67" as 67; NaN for any other shape. */
function minuteOf(time: string): number {
  const m = /^(\d+)(?:\+\d+)?$/.exec(time);
  return m ? Number(m[1]) : Number.NaN;
}

/** Every player's line of one match. */
export function goalMatchLines(
  sportId: number,
  incidents: readonly Incident[],
  lineups?: Lineups,
): GoalMatchLine[] {
  const lines = new Map<string, GoalMatchLine & { on?: number; off?: number }>();
  const line = (name: string, side: SideNo) => {
    const key = `${side}:${name}`;
    let l = lines.get(key);
    if (!l) {
      l = { name, side, started: false, goals: 0, assists: 0, yellowCards: 0, redCards: 0 };
      lines.set(key, l);
    }
    return l;
  };
  const sorted = [...incidents].sort((a, b) => a.seq - b.seq);
  const clock = sportId === FOOTBALL && lineups !== undefined;
  let end = 90;
  if (clock)
    for (const i of sorted) if (minuteOf(i.time) > end && !SHOOTOUT.has(i.stage)) end = minuteOf(i.time);
  if (lineups) {
    for (const [side, team] of [
      [1, lineups.home],
      [2, lineups.away],
    ] as const) {
      for (const p of team.starters) {
        const l = line(p.name, side);
        l.started = true;
        l.on = 0;
      }
    }
  }
  for (const i of sorted) {
    if (i.player === undefined || i.player === '') continue;
    if (SHOOTOUT.has(i.stage)) continue;
    const t = minuteOf(i.time);
    if (i.kind === IncidentKind.ownGoal) continue;
    if (i.kind === IncidentKind.substitution) {
      const on = line(i.player, i.side);
      on.on = Number.isNaN(t) ? 0 : t;
      if (i.secondPlayer) {
        const off = line(i.secondPlayer, i.side);
        off.off = Number.isNaN(t) ? end : t;
      }
      continue;
    }
    const l = line(i.player, i.side);
    if (SCORED.has(i.kind)) {
      l.goals++;
      if (i.secondPlayer) line(i.secondPlayer, i.side).assists++;
    } else if (i.kind === IncidentKind.yellowCard) {
      l.yellowCards++;
    } else if (SENT_OFF.has(i.kind)) {
      l.redCards++;
      l.off = Number.isNaN(t) ? end : t;
    }
  }
  const out: GoalMatchLine[] = [];
  for (const { on, off, ...l } of lines.values()) {
    // With line-ups, a substitute who never came on did not play (a card on the bench is no match
    // played); a goal or an assist by one the line-ups miss still counts (the incidents are the record).
    if (lineups && on === undefined && l.goals === 0 && l.assists === 0) continue;
    if (clock && on !== undefined) out.push({ ...l, minutes: Math.max(0, Math.min(off ?? end, end) - on) });
    else out.push(l);
  }
  return out;
}

export interface GoalCareer {
  matches: number;
  starts: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Undefined when a match counted had no minutes. */
  minutes?: number;
}

/** Folds a player's lines, one per match, into his figures. */
export function goalCareer(matches: readonly Omit<GoalMatchLine, 'name' | 'side'>[]): GoalCareer {
  const c: GoalCareer = {
    matches: matches.length,
    starts: 0,
    goals: 0,
    assists: 0,
    yellowCards: 0,
    redCards: 0,
  };
  let minutes: number | undefined = 0;
  for (const m of matches) {
    if (m.started) c.starts++;
    c.goals += m.goals;
    c.assists += m.assists;
    c.yellowCards += m.yellowCards;
    c.redCards += m.redCards;
    minutes = minutes === undefined || m.minutes === undefined ? undefined : minutes + m.minutes;
  }
  if (minutes !== undefined && matches.length > 0) c.minutes = minutes;
  return c;
}
