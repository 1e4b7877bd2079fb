/**
 * Head-to-head and form, computed from finished events: the last meetings of the two sides and the
 * last results of each. A pure function over any iterable of events, so the source can be the
 * engine's window today and an archive of older results later (storage keeps every result).
 */
import { EventStage, type MatchEvent, StageType, Winner } from '@nerali/domain';

export type FormResult = 'W' | 'D' | 'L';

export interface FormEntry {
  event: MatchEvent;
  /** For the team the list is about; null when the event has no readable result. */
  result: FormResult | null;
}

export interface FormList {
  participantId: string;
  entries: FormEntry[];
  won: number;
  drawn: number;
  lost: number;
}

export interface HeadToHead {
  /** Meetings of the two sides, newest first, results for the event's home side. */
  meetings: FormList;
  homeForm: FormList;
  awayForm: FormList;
}

export const H2H_MEETINGS_LIMIT = 10;
export const H2H_FORM_LIMIT = 10;

/** Finished without being played: no result to count. */
const NOT_PLAYED: ReadonlySet<number> = new Set([
  EventStage.postponed,
  EventStage.canceled,
  EventStage.abandoned,
]);

/** Who won a finished event: its winner cell, else the main scores when both are numbers. */
export function winnerOf(event: MatchEvent): Winner | null {
  if (event.winner !== undefined && event.winner !== Winner.unknown) return event.winner;
  const home = Number(event.homeScore);
  const away = Number(event.awayScore);
  if (event.homeScore === undefined || event.awayScore === undefined) return null;
  if (event.homeScore.trim() === '' || event.awayScore.trim() === '') return null;
  if (!Number.isFinite(home) || !Number.isFinite(away)) return null;
  return home > away ? Winner.home : home < away ? Winner.away : Winner.draw;
}

export function resultFor(event: MatchEvent, participantId: string): FormResult | null {
  const winner = winnerOf(event);
  if (winner === null) return null;
  if (winner === Winner.draw) return 'D';
  const side =
    event.homeId === participantId ? Winner.home : event.awayId === participantId ? Winner.away : null;
  if (side === null) return null;
  return winner === side ? 'W' : 'L';
}

function newestFirst(a: MatchEvent, b: MatchEvent): number {
  return b.startTime - a.startTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function formList(participantId: string, events: MatchEvent[], limit: number): FormList {
  const list: FormList = { participantId, entries: [], won: 0, drawn: 0, lost: 0 };
  for (const event of events.sort(newestFirst).slice(0, limit)) {
    const result = resultFor(event, participantId);
    list.entries.push({ event, result });
    if (result === 'W') list.won += 1;
    else if (result === 'D') list.drawn += 1;
    else if (result === 'L') list.lost += 1;
  }
  return list;
}

/**
 * Head-to-head of `event` from `finished`: only finished, played events of the same sport that began
 * before it (so a finished match shows what was known when it was played) count; the event itself
 * never does. Sides are participant ids, so a team's home and away games both count.
 */
export function headToHead(
  finished: Iterable<MatchEvent>,
  event: Pick<MatchEvent, 'id' | 'sportId' | 'homeId' | 'awayId' | 'startTime'>,
  limits: { meetings: number; form: number } = { meetings: H2H_MEETINGS_LIMIT, form: H2H_FORM_LIMIT },
): HeadToHead {
  const meetings: MatchEvent[] = [];
  const home: MatchEvent[] = [];
  const away: MatchEvent[] = [];
  for (const other of finished) {
    if (other.id === event.id || other.sportId !== event.sportId) continue;
    if (other.stageType !== StageType.finished || NOT_PLAYED.has(other.stage)) continue;
    if (other.startTime >= event.startTime) continue;
    // An empty id (the away side of a no-duel row) is nobody: it must not match every such row.
    const hasHome = event.homeId !== '' && (other.homeId === event.homeId || other.awayId === event.homeId);
    const hasAway = event.awayId !== '' && (other.homeId === event.awayId || other.awayId === event.awayId);
    if (hasHome) home.push(other);
    if (hasAway) away.push(other);
    if (hasHome && hasAway) meetings.push(other);
  }
  return {
    meetings: formList(event.homeId, meetings, limits.meetings),
    homeForm: formList(event.homeId, home, limits.form),
    awayForm: formList(event.awayId, away, limits.form),
  };
}
