/**
 * What happened in a followed game between two states of its row: the events that make a sound
 * (spec 1 §4 "Sound events by sport: finished, correction, score-incremented, tennis-game") and a
 * floating notification (spec 1 §3 "Notification"). Pure.
 *
 * A score is news only where one score is one moment of the game: a goal, a run, a set, a frame.
 * In basketball, handball, rugby, kabaddi or cricket the main score moves every minute or every ball,
 * so a followed game there alerts when it starts and ends (and in cricket at each wicket), never at
 * each point (docs/decisions.md "Settings, sounds, notifications, spoiler delay").
 */
import { type MatchEvent, sportById, StageType } from '@nerali/domain';
import { type AlertUnit, type DuelFacts, sportFacts } from '../sport-facts.ts';

/** What one point of the main score is in a sport, when it is worth an alert. */
export type ScoreUnit = AlertUnit;

/**
 * A sport's alert facts (kit/sport-facts.ts), by the event's sport id; null for an id outside the
 * catalogue and for the race sports, whose rows make no alert of a score.
 */
export function alertFacts(sportId: number): DuelFacts['alerts'] | null {
  const sport = sportById(sportId);
  if (!sport) return null;
  const facts = sportFacts(sport);
  return facts.kind === 'duel' ? facts.alerts : null;
}

export function scoreUnit(sportId: number): ScoreUnit | null {
  return alertFacts(sportId)?.unit ?? null;
}

export type Side = 'home' | 'away';

export type GameEvent =
  | { kind: 'started' }
  | { kind: 'score'; side: Side; unit: ScoreUnit }
  | { kind: 'correction' }
  | { kind: 'redCard'; side: Side }
  | { kind: 'wicket'; side: Side }
  | { kind: 'tennisGame' }
  | { kind: 'finished' };

function num(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** +1 up, -1 down, 0 the same or not comparable. A first '0' (kick-off) is no change (spec 1 §4). */
function direction(before: string | undefined, after: string | undefined): number {
  const a = num(after);
  if (a === null) return 0;
  const b = num(before) ?? 0;
  return Math.sign(a - b);
}

function gamesWon(parts: readonly (number | null)[] | undefined): number {
  return (parts ?? []).reduce<number>((sum, games) => sum + (games ?? 0), 0);
}

function wickets(event: MatchEvent, side: Side): number {
  return (event.cricket?.[side] ?? []).reduce((sum, innings) => sum + innings.wickets, 0);
}

/** The events between two states of one game, most important last (finished after a last goal). */
export function gameEvents(before: MatchEvent, after: MatchEvent): GameEvent[] {
  const events: GameEvent[] = [];
  if (before.stageType === StageType.scheduled && after.stageType === StageType.live) {
    events.push({ kind: 'started' });
  }
  const home = direction(before.homeScore, after.homeScore);
  const away = direction(before.awayScore, after.awayScore);
  const alerts = alertFacts(after.sportId);
  const unit = alerts?.unit ?? null;
  if (home < 0 || away < 0) events.push({ kind: 'correction' });
  else if (unit) {
    if (home > 0) events.push({ kind: 'score', side: 'home', unit });
    if (away > 0) events.push({ kind: 'score', side: 'away', unit });
  }
  if (
    alerts?.sounds === 'tennis' &&
    home === 0 &&
    away === 0 &&
    gamesWon(after.homeParts) + gamesWon(after.awayParts) >
      gamesWon(before.homeParts) + gamesWon(before.awayParts)
  ) {
    events.push({ kind: 'tennisGame' });
  }
  for (const side of ['home', 'away'] as const) {
    const key = side === 'home' ? 'homeRedCards' : 'awayRedCards';
    if ((after[key] ?? 0) > (before[key] ?? 0)) events.push({ kind: 'redCard', side });
    if (alerts?.wickets === true && wickets(after, side) > wickets(before, side)) {
      events.push({ kind: 'wicket', side });
    }
  }
  if (before.stageType !== StageType.finished && after.stageType === StageType.finished) {
    events.push({ kind: 'finished' });
  }
  return events;
}
