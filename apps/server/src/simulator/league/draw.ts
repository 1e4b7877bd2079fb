/**
 * Knock-out draws of cups and individual tournaments, built from the matches the simulator actually
 * plays. The fixture generator pairs a league's sides freely, so a bracket cannot be fixed in advance;
 * instead each edition (a week) starts with every side in the first round (the strongest get the byes
 * a field short of a power of two needs), and a started match enters the draw when both its sides are
 * still in and waiting in the same round. Its winner moves on, its loser is out, and matches between
 * sides that are out or rounds apart are friendlies the draw ignores. Every match of the draw is a real
 * event with its id, and every side of a later round got there by winning in the one before.
 *
 * Only started matches are placed: placing future fixtures would make the draw depend on results not
 * yet known and could later take a shown match out again.
 */
import type { Draw, DrawMatch, MatchEvent, Participant, Text } from '@nerali/domain';
import { sportById, StageType, Winner } from '@nerali/domain';
import { sportCalendar } from '../calendar/cadence.ts';
import { turnsOf } from '../calendar/turns.ts';
import { ratingOf } from '../ratings.ts';
import { isFinal } from './standings.ts';

export const EDITION_DAYS = 7;
const DAY_S = 86_400;

/** Days of a league's edition: a week, a fortnight where its rounds are two days apart (football cups). */
export function editionDaysOf(leagueId: string): number {
  const sport = sportById(Number(leagueId.split('_')[0]));
  if (!sport) throw new RangeError(`draw: league ${leagueId} of no known sport`);
  return EDITION_DAYS * sportCalendar(sport.key).bracketStepDays;
}

/**
 * The edition of a league that day `day` falls in, as [first day, last day + 1). Tournaments that
 * share players start their editions on the same weekday and take turns week by week; others start on
 * different weekdays, so finals are spread over the week (calendar/turns.ts).
 */
export function editionOf(leagueId: string, day: number): [number, number] {
  const days = editionDaysOf(leagueId);
  const { offset } = turnsOf(leagueId);
  const index = Math.floor((day - offset) / days);
  const start = index * days + offset;
  return [start, start + days];
}

const ROUND_NAMES: readonly Text[] = [
  { ta: 'இறுதிப் போட்டி', en: 'Final' },
  { ta: 'அரையிறுதி', en: 'Semi-finals' },
  { ta: 'காலிறுதி', en: 'Quarter-finals' },
  { ta: 'கடைசி 16 சுற்று', en: 'Round of 16' },
  { ta: 'கடைசி 32 சுற்று', en: 'Round of 32' },
  { ta: 'கடைசி 64 சுற்று', en: 'Round of 64' },
];

/** Name of round `r` (0 the first) of `rounds`. */
function roundName(r: number, rounds: number): Text {
  return ROUND_NAMES[rounds - 1 - r] ?? { ta: `${r + 1}-ஆவது சுற்று`, en: `Round ${r + 1}` };
}

interface Placed {
  match: DrawMatch;
  round: number;
  /** The side that went on, once known. */
  winnerId?: string;
}

export interface DrawResult {
  draw: Draw;
  /** The winner of the final, once played. */
  championId?: string;
  /** Event id of the final, once placed. */
  finalEventId?: string;
}

/**
 * The draw of a league's current edition at unix second `nowS`, from its matches (any order; matches
 * of other leagues, editions or not yet started are ignored).
 */
export function computeDraw(
  leagueId: string,
  teams: readonly Participant[],
  events: Iterable<MatchEvent>,
  seed: number,
  nowS: number,
): DrawResult {
  const [first, end] = editionOf(leagueId, Math.floor(nowS / DAY_S));
  const n = teams.length;
  const rounds = Math.max(1, Math.ceil(Math.log2(Math.max(2, n))));
  const size = 2 ** rounds;
  const byName = new Map(teams.map((t) => [t.id, t]));
  // The strongest sides under this seed get the byes straight into the second round.
  const bySeed = [...teams].sort(
    (a, b) => ratingOf(seed, b.id) - ratingOf(seed, a.id) || (a.id < b.id ? -1 : 1),
  );
  const byes = bySeed.slice(0, size - n);
  const waiting = new Map<string, number>(teams.map((t) => [t.id, 0]));
  const placed: Placed[] = byes.map((t) => ({
    match: { homeId: t.id, homeName: t.name, winner: 1 },
    round: 0,
    winnerId: t.id,
  }));
  for (const t of byes) waiting.set(t.id, rounds > 1 ? 1 : 0);
  const perRound = new Array<number>(rounds).fill(0);
  perRound[0] = byes.length;
  const busy = new Set<string>();

  const started = [...events]
    .filter(
      (e) =>
        e.leagueId === leagueId &&
        e.stageType !== StageType.scheduled &&
        e.startTime >= first * DAY_S &&
        e.startTime < end * DAY_S &&
        e.startTime <= nowS,
    )
    .sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : 1));
  for (const e of started) {
    const round = waiting.get(e.homeId);
    if (round === undefined || waiting.get(e.awayId) !== round) continue;
    if (busy.has(e.homeId) || busy.has(e.awayId)) continue;
    if ((perRound[round] ?? 0) >= size / 2 ** (round + 1)) continue;
    perRound[round] = (perRound[round] ?? 0) + 1;
    const match: DrawMatch = {
      eventId: e.id,
      homeId: e.homeId,
      awayId: e.awayId,
      homeName: e.homeName,
      awayName: e.awayName,
      ...(e.homeScore !== undefined && { homeScore: e.homeScore }),
      ...(e.awayScore !== undefined && { awayScore: e.awayScore }),
    };
    const p: Placed = { match, round };
    placed.push(p);
    // A knock-out match needs a winner; a drawn one (never expected) leaves both sides stuck.
    if (isFinal(e) && e.winner !== Winner.draw) {
      const winnerId = e.winner === Winner.home ? e.homeId : e.awayId;
      const loserId = winnerId === e.homeId ? e.awayId : e.homeId;
      match.winner = e.winner === Winner.home ? 1 : 2;
      p.winnerId = winnerId;
      waiting.delete(loserId);
      if (round + 1 < rounds) waiting.set(winnerId, round + 1);
      else waiting.delete(winnerId);
    } else {
      busy.add(e.homeId).add(e.awayId);
    }
  }
  const final = placed.find((p) => p.round === rounds - 1 && p.match.eventId !== undefined);
  return {
    draw: { leagueId, rounds: layout(placed, rounds, size, byName) },
    ...(final?.winnerId && { championId: final.winnerId }),
    ...(final?.match.eventId && { finalEventId: final.match.eventId }),
  };
}

/**
 * Orders each round so that the two matches feeding a later match sit side by side (slots 2i and 2i+1
 * under slot i), from the final backwards; slots nobody has reached yet stay empty.
 */
function layout(
  placed: readonly Placed[],
  rounds: number,
  size: number,
  teams: ReadonlyMap<string, Participant>,
): Draw['rounds'] {
  const byRound: Placed[][] = Array.from({ length: rounds }, () => []);
  for (const p of placed) byRound[p.round]?.push(p);
  const slots: (Placed | undefined)[][] = [];
  let next: (Placed | undefined)[] = [];
  for (let r = rounds - 1; r >= 0; r--) {
    const count = size / 2 ** (r + 1);
    const own = byRound[r] ?? [];
    const wonBy = new Map(own.filter((p) => p.winnerId).map((p) => [p.winnerId as string, p]));
    const row: (Placed | undefined)[] = new Array<Placed | undefined>(count).fill(undefined);
    const used = new Set<Placed>();
    if (r === rounds - 1) {
      own.forEach((p, i) => (row[i] = p));
      own.forEach((p) => used.add(p));
    } else {
      next.forEach((parent, i) => {
        if (!parent) return;
        const home = parent.match.homeId ? wonBy.get(parent.match.homeId) : undefined;
        const away = parent.match.awayId ? wonBy.get(parent.match.awayId) : undefined;
        if (home) {
          row[2 * i] = home;
          used.add(home);
        }
        if (away) {
          row[2 * i + 1] = away;
          used.add(away);
        }
      });
      const rest = own.filter((p) => !used.has(p));
      for (let i = 0; i < count && rest.length > 0; i++) {
        // Leave the slots under a placed parent alone: they belong to its two sides.
        if (row[i] === undefined && !next[Math.floor(i / 2)]) row[i] = rest.shift();
      }
    }
    slots.unshift(row);
    next = row;
  }
  return slots.map((row, r) => ({
    name: roundName(r, rounds),
    matches: row.map((p) => (p ? withNames(p.match, teams) : {})),
  }));
}

function withNames(match: DrawMatch, teams: ReadonlyMap<string, Participant>): DrawMatch {
  const home = match.homeId ? teams.get(match.homeId) : undefined;
  return { ...match, ...(home && !match.homeName && { homeName: home.name }) };
}
