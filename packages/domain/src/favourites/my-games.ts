/**
 * My games: the followed games and, in no-duel sports, whole tournaments (spec 1 §3 Favourites, §4
 * "Favourite game lifecycle", §5, §9). Pure: every function takes the state and the visitor's clock
 * (now and zone) and returns a new state; nothing here reads a clock or storage.
 *
 * Rules FAV1-FAV12 in packages/domain/SPEC.md; the stored and account forms are in stored.ts and
 * account.ts (the spec's short names m_day, AD ... live there only).
 */
import { StageType } from '../enums.ts';
import {
  DEFAULT_GROUP,
  MY_GAMES_MAX,
  MY_GAMES_PAST_DAYS,
  MY_GAMES_TOURNAMENT_EVENTS_MAX,
  UNKNOWN_MATCH_DAY,
} from './constants.ts';
import { canFollowOnDays, gameDays, matchDay, nextLocalMidnight } from './days.ts';
import {
  baseLeagueId,
  countForSports,
  EMPTY_MY_GAMES,
  isGameFollowed,
  isTournamentFollowed,
} from './lookups.ts';
import type { FavouriteGame, FavouriteTournament, MyGames } from './lists.ts';

// The lookups a page needs before the favourites store (lookups.ts), kept in this module's API.
export { baseLeagueId, countForSports, EMPTY_MY_GAMES, isGameFollowed, isTournamentFollowed };
export type { FavouriteGame, FavouriteTournament, MyGames } from './lists.ts';

/** The visitor's clock: now (unix seconds) and their UTC offset in minutes (India 330). */
export interface FavouritesClock {
  nowS: number;
  tzMinutes: number;
}

/** What a board row (or a match page) knows about a game: enough to follow it. */
export interface GameFacts {
  id: string;
  sportId: number;
  leagueId: string;
  startTime: number;
  /** End of a multi-day event, when known. */
  endTime?: number;
  stageType: number;
}

/** [FAV1] Event ids: g_{sportId}_{8-16 letters or digits}. */
const GAME_ID_RE = /^g_([1-9][0-9]?)_([A-Za-z0-9]{8,16})$/;

export function isGameId(id: string): boolean {
  return GAME_ID_RE.test(id);
}

/** [FAV1] The sport of an event id, or null when the id is not one. */
export function sportOfGameId(id: string): number | null {
  const m = GAME_ID_RE.exec(id);
  return m ? Number(m[1]) : null;
}

/** A group key: the default '0' or a short name the visitor chose (letters, digits, '-', '_'). */
export function isGroupKey(group: string): boolean {
  return /^[\p{L}\p{M}\p{N}_-]{1,24}$/u.test(group);
}

/** Entries that count toward the limit: each game and each whole tournament. */
export function followedCount(state: MyGames): number {
  return Object.keys(state.games).length + Object.keys(state.tournaments).length;
}

function newGame(facts: GameFacts, noDuel: boolean, clock: FavouritesClock, group: string): FavouriteGame {
  const game: FavouriteGame = {
    id: facts.id,
    sportId: facts.sportId,
    leagueId: facts.leagueId,
    matchDay: matchDay(clock.nowS, facts.startTime, clock.tzMinutes),
    // The row it comes from is a feed's current data: valid until its day or times change.
    ok: true,
    expireAt: nextLocalMidnight(clock.nowS, clock.tzMinutes),
    startTime: facts.startTime,
    stageType: facts.stageType,
    noDuel,
    groups: [group],
  };
  if (facts.endTime !== undefined) game.endTime = facts.endTime;
  return game;
}

export type AddOutcome = 'added' | 'present' | 'refused' | 'limit';

export interface AddResult {
  state: MyGames;
  outcomes: Readonly<Record<string, AddOutcome>>;
  /** [FAV5] The limit was reached during this add: show the alert once, whatever the number refused. */
  limitReached: boolean;
}

/**
 * [FAV4][FAV5] Adds games (one, or many at once): a game that may not be followed is refused, one
 * already present succeeds silently (it joins the group if it was in another), and once the count
 * reaches the maximum the rest are refused with one alert for the whole add.
 */
export function addGames(
  state: MyGames,
  items: readonly GameFacts[],
  clock: FavouritesClock,
  options: { noDuel: (sportId: number) => boolean; group?: string; max?: number },
): AddResult {
  const group = options.group ?? DEFAULT_GROUP;
  const max = options.max ?? MY_GAMES_MAX;
  const games: Record<string, FavouriteGame> = { ...state.games };
  const outcomes: Record<string, AddOutcome> = {};
  let count = followedCount(state);
  let limitReached = false;
  let changed = false;
  for (const facts of items) {
    const present = games[facts.id];
    if (present) {
      if (!present.groups.includes(group)) {
        games[facts.id] = { ...present, groups: [...present.groups, group] };
        changed = true;
      }
      outcomes[facts.id] = 'present';
      continue;
    }
    const days = gameDays(clock.nowS, facts.startTime, facts.endTime, clock.tzMinutes);
    if (sportOfGameId(facts.id) !== facts.sportId || !canFollowOnDays(days) || !isGroupKey(group)) {
      outcomes[facts.id] = 'refused';
      continue;
    }
    if (count >= max) {
      outcomes[facts.id] = 'limit';
      limitReached = true;
      continue;
    }
    games[facts.id] = newGame(facts, options.noDuel(facts.sportId), clock, group);
    changed = true;
    count++;
    outcomes[facts.id] = 'added';
  }
  // Nothing added or joined: the same state object, so callers see there is nothing to store.
  return { state: changed ? { games, tournaments: state.tournaments } : state, outcomes, limitReached };
}

/**
 * [FAV7] Removes a game. With a group, only that group key goes, unless it is the game's last;
 * without one, the game goes whole.
 */
export function removeGame(state: MyGames, id: string, group?: string): MyGames {
  const game = state.games[id];
  if (!game) return state;
  if (group !== undefined) {
    if (!game.groups.includes(group)) return state;
    if (game.groups.length > 1) {
      return {
        games: { ...state.games, [id]: { ...game, groups: game.groups.filter((g) => g !== group) } },
        tournaments: state.tournaments,
      };
    }
  }
  const games = { ...state.games };
  delete games[id];
  return { games, tournaments: state.tournaments };
}

/** [FAV6] Toggle: if present (in the group, when one is given) remove, else add. */
export function toggleGame(
  state: MyGames,
  facts: GameFacts,
  clock: FavouritesClock,
  options: { noDuel: (sportId: number) => boolean; group?: string; max?: number },
): AddResult & { removed: boolean } {
  if (isGameFollowed(state, facts.id, options.group)) {
    return {
      state: removeGame(state, facts.id, options.group),
      outcomes: {},
      limitReached: false,
      removed: true,
    };
  }
  return { ...addGames(state, [facts], clock, options), removed: false };
}

/**
 * [FAV8] Puts a game in a group or takes it out (the "groups in My games" setting). Games of a league
 * followed as a whole tournament are ignored: the tournament carries their groups.
 */
export function toggleGameGroup(state: MyGames, id: string, group: string): MyGames {
  const game = state.games[id];
  if (!game || state.tournaments[game.leagueId] || !isGroupKey(group)) return state;
  if (game.groups.includes(group)) return removeGame(state, id, group);
  return {
    games: { ...state.games, [id]: { ...game, groups: [...game.groups, group] } },
    tournaments: state.tournaments,
  };
}

/** [FAV9] Expired data: now has reached the next local midnight of the entry. */
export function isExpired(entry: { expireAt: number }, nowS: number): boolean {
  return nowS >= entry.expireAt;
}

function rollEntry<E extends FavouriteGame | FavouriteTournament>(
  entry: E,
  clock: FavouritesClock,
): E | null {
  if (!isExpired(entry, clock.nowS)) return entry;
  const days = gameDays(clock.nowS, entry.startTime, entry.endTime, clock.tzMinutes);
  // Decision: a game whose last day is before past_days can no longer be shown (no feed reaches it).
  if (days !== null && days.last < -MY_GAMES_PAST_DAYS) return null;
  const day = days === null ? UNKNOWN_MATCH_DAY : days.first;
  // A future game that became today, and a game now past, must be checked again: m_ok 0.
  return { ...entry, matchDay: day, ok: false, expireAt: nextLocalMidnight(clock.nowS, clock.tzMinutes) };
}

/**
 * [FAV9] After the visitor's midnight: each expired entry gets its day again (a future game that
 * became today gets m_day 0 and m_ok 0, a past one a negative m_day and m_ok 0) and a new expiry;
 * entries past the range are dropped. The same state object comes back when nothing expired.
 */
export function rollDays(state: MyGames, clock: FavouritesClock): MyGames {
  let changed = false;
  const games: Record<string, FavouriteGame> = {};
  for (const [id, game] of Object.entries(state.games)) {
    const next = rollEntry(game, clock);
    if (next !== game) changed = true;
    if (next) games[id] = next;
  }
  const tournaments: Record<string, FavouriteTournament> = {};
  for (const [id, t] of Object.entries(state.tournaments)) {
    const next = rollEntry(t, clock);
    if (next !== t) changed = true;
    if (next) tournaments[id] = next;
  }
  return changed ? { games, tournaments } : state;
}

/**
 * [FAV10] A followed game seen in a feed: if its start or end time changed it is rebuilt with the new
 * times and m_ok 0 (it moved: the next pass looks for it on its new day); otherwise it is valid.
 */
export function reconcileGame(
  state: MyGames,
  facts: GameFacts,
  clock: FavouritesClock,
): { state: MyGames; moved: boolean } {
  const game = state.games[facts.id];
  if (!game) return { state, moved: false };
  const moved =
    game.startTime !== facts.startTime || (facts.endTime !== undefined && game.endTime !== facts.endTime);
  let next: FavouriteGame;
  if (moved) {
    next = {
      ...game,
      leagueId: facts.leagueId || game.leagueId,
      startTime: facts.startTime,
      stageType: facts.stageType,
      matchDay: matchDay(clock.nowS, facts.startTime, clock.tzMinutes),
      expireAt: nextLocalMidnight(clock.nowS, clock.tzMinutes),
      ok: false,
    };
    if (facts.endTime !== undefined) next.endTime = facts.endTime;
  } else {
    if (game.ok && game.stageType === facts.stageType && game.leagueId === facts.leagueId) {
      return { state, moved };
    }
    next = { ...game, ok: true, stageType: facts.stageType, leagueId: facts.leagueId || game.leagueId };
  }
  return { state: { games: { ...state.games, [facts.id]: next }, tournaments: state.tournaments }, moved };
}

/**
 * [FAV11] Follows a whole tournament of a no-duel sport with at most 10 of its events (the soonest).
 * It stays m_ok 0 until its matches are loaded.
 */
export function addTournament(
  state: MyGames,
  league: { leagueId: string; sportId: number },
  events: readonly GameFacts[],
  clock: FavouritesClock,
  options: { noDuel: (sportId: number) => boolean; group?: string; max?: number },
): { state: MyGames; outcome: AddOutcome; events: readonly GameFacts[] } {
  const group = options.group ?? DEFAULT_GROUP;
  if (state.tournaments[league.leagueId]) return { state, outcome: 'present', events: [] };
  const taken = [...events]
    .filter((e) => e.leagueId === league.leagueId)
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, MY_GAMES_TOURNAMENT_EVENTS_MAX);
  const first = taken[0];
  if (!options.noDuel(league.sportId) || !first || !isGroupKey(group)) {
    return { state, outcome: 'refused', events: [] };
  }
  const lastStart = Math.max(...taken.map((e) => e.endTime ?? e.startTime));
  const days = gameDays(clock.nowS, first.startTime, lastStart, clock.tzMinutes);
  if (!canFollowOnDays(days)) return { state, outcome: 'refused', events: [] };
  if (followedCount(state) >= (options.max ?? MY_GAMES_MAX)) return { state, outcome: 'limit', events: [] };
  const tournament: FavouriteTournament = {
    leagueId: league.leagueId,
    sportId: league.sportId,
    matchDay: days?.first ?? UNKNOWN_MATCH_DAY,
    ok: false,
    expireAt: nextLocalMidnight(clock.nowS, clock.tzMinutes),
    startTime: first.startTime,
    stageType: first.stageType,
    groups: [group],
  };
  if (lastStart > first.startTime) tournament.endTime = lastStart;
  return {
    state: { games: state.games, tournaments: { ...state.tournaments, [league.leagueId]: tournament } },
    outcome: 'added',
    events: taken,
  };
}

export function removeTournament(state: MyGames, leagueId: string): MyGames {
  if (!state.tournaments[leagueId]) return state;
  const tournaments = { ...state.tournaments };
  delete tournaments[leagueId];
  return { games: state.games, tournaments };
}

/**
 * [FAV11] A followed tournament after its feeds were loaded: m_ok 1 with the events found (their
 * times), back to 0 when none of its matches remain.
 */
export function reconcileTournament(
  state: MyGames,
  leagueId: string,
  found: readonly GameFacts[],
  clock: FavouritesClock,
): MyGames {
  const t = state.tournaments[leagueId];
  if (!t) return state;
  const events = found.filter((e) => e.leagueId === leagueId);
  let next: FavouriteTournament;
  if (events.length === 0) {
    if (!t.ok) return state;
    next = { ...t, ok: false };
  } else {
    const starts = events.map((e) => e.startTime);
    const first = Math.min(...starts);
    const last = Math.max(...events.map((e) => e.endTime ?? e.startTime));
    const live = events.find((e) => e.stageType === StageType.live) ?? events[0];
    next = {
      ...t,
      ok: true,
      startTime: first,
      matchDay: matchDay(clock.nowS, first, clock.tzMinutes),
      stageType: live?.stageType ?? t.stageType,
    };
    if (last > first) next.endTime = last;
    else delete next.endTime;
  }
  return { games: state.games, tournaments: { ...state.tournaments, [leagueId]: next } };
}

/** The (sport, day) full feeds the My games tab needs: each entry's days, within -past..future. */
export function neededFeeds(
  state: MyGames,
  clock: FavouritesClock,
  onlyNotOk = false,
): { sportId: number; day: number }[] {
  const keys = new Set<string>();
  const add = (entry: FavouriteGame | FavouriteTournament) => {
    if (onlyNotOk && entry.ok) return;
    const days = gameDays(clock.nowS, entry.startTime, entry.endTime, clock.tzMinutes);
    if (!days) return;
    for (let d = Math.max(days.first, -MY_GAMES_PAST_DAYS); d <= Math.min(days.last, 7); d++) {
      keys.add(`${entry.sportId}:${d}`);
    }
  };
  for (const game of Object.values(state.games)) add(game);
  for (const t of Object.values(state.tournaments)) add(t);
  return [...keys]
    .map((key) => {
      const [sportId, day] = key.split(':').map(Number);
      return { sportId: sportId ?? 0, day: day ?? 0 };
    })
    .sort((a, b) => a.day - b.day || a.sportId - b.sportId);
}
