/**
 * The visitor's favourites in this browser: My games (games and whole tournaments), My teams,
 * followed players and My leagues, read from and written to browser storage, kept in step with the
 * other tabs of the browser and, for a signed-in visitor, with the account.
 *
 * Rules are the domain's (FAV1-FAV30, packages/domain/SPEC.md); this file owns time, storage and
 * the account calls. Spec 1 §4 "Favourite game lifecycle": anonymous favourites live in browser
 * storage and other tabs notice a change through a timestamp key they poll every 500 ms.
 */
import {
  accountLeaguesPath,
  accountWrite,
  ACCOUNT_MY_GAMES_KEY,
  addGames,
  addTournament,
  canToggleNow,
  EMPTY_FOLLOW_LIST,
  EMPTY_MY_GAMES,
  followedCount,
  followKey,
  followSummary,
  FAVOURITES_TTL_S,
  type FavouritesClock,
  type FollowedItem,
  type GameFacts,
  type LeagueLabel,
  mergeAccountMyGames,
  MY_PLAYERS_MAX,
  MY_TEAMS_MAX,
  type MyGames,
  type MyLeagues,
  parseAccountMyGames,
  parseFollowList,
  parseMyLeagues,
  parseStoredGames,
  parseStoredLabels,
  parseStoredTournaments,
  pendingKey,
  reconcileGame,
  reconcileTournament,
  removeTournament,
  rollDays,
  serialiseFollowList,
  serialiseGames,
  serialiseMyLeagues,
  serialiseTournaments,
  sportById,
  TAB_SYNC_POLL_MS,
  toggleFollow,
  toggleGame,
  toggleGameGroup,
  isGroupKey,
  DEFAULT_GROUP,
  togglePin,
} from '@nerali/domain';
import type { AccountFavourites, AccountSync, Credentials } from './account-sync.ts';
import { ClientStorage, type StorageLike } from './client-storage.ts';
import type { TrackEventName } from '../../kit/tracking.ts';
import { FAV_KEYS } from './keys.ts';
import { type PinLabel, parsePinLabels } from './pin-labels.ts';
import {
  type FavouritesAlert,
  type FavouritesSnapshot,
  type GroupSettings,
  SERVER_SNAPSHOT,
} from './snapshot.ts';

export interface FavouritesStoreOptions {
  storage: StorageLike | null;
  nowMs: () => number;
  tzMinutes: () => number;
  credentials: Credentials | null;
  /**
   * Reads the stored login again (the sign-in page or another tab may sign in or out); checked at
   * every poll. Leave out to keep `credentials` for the store's life.
   */
  readCredentials?: () => Credentials | null;
  /** Made only for a signed-in visitor. */
  account: ((credentials: Credentials) => AccountSync) | null;
  track: (event: TrackEventName, data: Record<string, unknown>) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  log?: Pick<Console, 'warn'>;
}

/** Groups a visitor may make. */
export const MAX_GROUPS = 10;

export function parseGroupSettings(text: string | null): GroupSettings {
  if (!text) return { on: false, names: [] };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return { on: false, names: [] };
    const v = value as { on?: unknown; names?: unknown };
    const names = Array.isArray(v.names)
      ? v.names.filter((n): n is string => typeof n === 'string' && isGroupKey(n) && n !== DEFAULT_GROUP)
      : [];
    return { on: v.on === true, names: [...new Set(names)].slice(0, MAX_GROUPS) };
  } catch {
    return { on: false, names: [] };
  }
}

export type GamesListener = (followed: ReadonlySet<string>) => void;

const noDuel = (sportId: number) => sportById(sportId)?.noDuel ?? false;

export class FavouritesStore {
  private snapshot: FavouritesSnapshot = { ...SERVER_SNAPSHOT, pendingPins: new Set() };
  private readonly listeners = new Set<() => void>();
  private readonly gamesListeners = new Set<GamesListener>();
  private readonly storage: ClientStorage;
  private account: AccountSync | null;
  private credentials: Credentials | null;
  private timer: unknown = null;
  private lastSync: string | null = null;
  private alertSeq = 0;
  private followedIds = '';

  constructor(private readonly options: FavouritesStoreOptions) {
    this.storage = new ClientStorage(options.storage, () => Math.floor(options.nowMs() / 1000));
    this.credentials = options.credentials;
    this.account = options.credentials && options.account ? options.account(options.credentials) : null;
  }

  getSnapshot = (): FavouritesSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** For sounds and notifications: called with the followed game ids whenever they change. */
  onFollowedGamesChanged(listener: GamesListener): () => void {
    this.gamesListeners.add(listener);
    return () => this.gamesListeners.delete(listener);
  }

  private clock(): FavouritesClock {
    return { nowS: Math.floor(this.options.nowMs() / 1000), tzMinutes: this.options.tzMinutes() };
  }

  private set(patch: Partial<FavouritesSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
    const ids = Object.keys(this.snapshot.myGames.games).sort().join(',');
    if (ids !== this.followedIds) {
      this.followedIds = ids;
      const set = new Set(Object.keys(this.snapshot.myGames.games));
      for (const listener of this.gamesListeners) listener(set);
    }
  }

  /** Reads storage, starts the tab sync poll and, when signed in, loads the account. Idempotent. */
  start(): void {
    if (this.timer !== null) return;
    this.load();
    const every = this.options.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
    this.timer = every(() => this.tick(), TAB_SYNC_POLL_MS);
    if (this.account) void this.loadAccount(this.account);
  }

  stop(): void {
    if (this.timer === null) return;
    (this.options.clearInterval ?? ((h: unknown) => clearInterval(h as ReturnType<typeof setInterval>)))(
      this.timer,
    );
    this.timer = null;
  }

  /** Everything from storage; a list whose text is unreadable stops loading and stays empty. */
  private load(): void {
    const s = this.storage;
    this.lastSync = s.get(FAV_KEYS.sync);
    const games = parseStoredGames(s.get(FAV_KEYS.games));
    const tournaments = parseStoredTournaments(s.get(FAV_KEYS.tournaments));
    const labels = parseStoredLabels(s.get(FAV_KEYS.labels));
    const teams = parseFollowList(s.get(FAV_KEYS.teams));
    const players = parseFollowList(s.get(FAV_KEYS.players));
    let leagues: MyLeagues = {};
    let leaguesOk = true;
    const leaguesText = s.get(FAV_KEYS.leagues);
    if (leaguesText) {
      try {
        leagues = parseMyLeagues(JSON.parse(leaguesText));
      } catch {
        leaguesOk = false;
      }
    }
    const unreadable = !games.ok || !tournaments.ok || !labels.ok || !teams.ok || !players.ok || !leaguesOk;
    if (unreadable) this.options.log?.warn('favourites: stored data unreadable, loading stopped');
    const myGames = rollDays(
      { games: games.ok ? games.value : {}, tournaments: tournaments.ok ? tournaments.value : {} },
      this.clock(),
    );
    this.set({
      ready: true,
      unreadable,
      signedIn: this.credentials !== null,
      myGames,
      labels: labels.ok ? labels.value : {},
      teams: teams.ok ? teams.value : EMPTY_FOLLOW_LIST,
      players: players.ok ? players.value : EMPTY_FOLLOW_LIST,
      leagues: this.credentials ? leagues : {},
      leagueLabels: parsePinLabels(s.get(FAV_KEYS.leagueLabels)),
      groups: parseGroupSettings(s.get(FAV_KEYS.groups)),
    });
  }

  /** Every 500 ms: another tab's change (the timestamp moved), and the visitor's midnight. */
  tick(): void {
    this.checkSignIn();
    const sync = this.storage.get(FAV_KEYS.sync);
    if (sync !== this.lastSync) {
      this.load();
      return;
    }
    const rolled = rollDays(this.snapshot.myGames, this.clock());
    if (rolled !== this.snapshot.myGames) this.commitGames(rolled, this.snapshot.labels, false);
  }

  /**
   * Spec 1 §4 "My games tab": signing in loads My games from the account (authoritative) and redraws;
   * signing out clears this browser of the user's data (spec 2 §4 "Logout ... clear all local user
   * data"): My games, My leagues, My teams, followed players and the My games groups.
   */
  private checkSignIn(): void {
    if (!this.options.readCredentials) return;
    const now = this.options.readCredentials();
    const same =
      now === this.credentials ||
      (now !== null &&
        this.credentials !== null &&
        now.id === this.credentials.id &&
        now.hash === this.credentials.hash);
    if (same) return;
    this.credentials = now;
    if (now && this.options.account) {
      this.account = this.options.account(now);
      this.set({ signedIn: true });
      void this.loadAccount(this.account);
      return;
    }
    this.account = null;
    for (const key of [
      FAV_KEYS.games,
      FAV_KEYS.tournaments,
      FAV_KEYS.labels,
      FAV_KEYS.leagues,
      FAV_KEYS.teams,
      FAV_KEYS.players,
      FAV_KEYS.groups,
    ]) {
      this.storage.remove(key);
    }
    try {
      this.touchSync();
    } catch {
      // Storage refused: this tab is cleared anyway; others clear at their own sign-out check.
    }
    this.set({
      signedIn: false,
      myGames: { games: {}, tournaments: {} },
      labels: {},
      leagues: {},
      teams: EMPTY_FOLLOW_LIST,
      players: EMPTY_FOLLOW_LIST,
      groups: { on: false, names: [] },
      pendingPins: new Set(),
    });
  }

  private async loadAccount(account: AccountSync): Promise<void> {
    try {
      const data = await account.load();
      // Null: the account client reads the account and hands it over itself (applyAccount).
      if (!data) return;
      const accountGames = parseAccountMyGames(data.mygames);
      const local = this.snapshot.myGames;
      const accountEmpty =
        Object.keys(accountGames.data).length === 0 && Object.keys(accountGames.noduel).length === 0;
      if (accountEmpty && followedCount(local) > 0) {
        // Spec 2 §4: server data empty but local data exists: the local data goes to the server.
        const write = accountWrite(EMPTY_MY_GAMES, local);
        await account.store(ACCOUNT_MY_GAMES_KEY, write.merge, []);
      } else {
        this.commitGames(mergeAccountMyGames(local, accountGames, this.clock()), this.snapshot.labels, false);
      }
      this.applyAccountLists(data, true);
    } catch (error) {
      // The local copy stays; the next page load tries again.
      this.options.log?.warn('favourites: account load failed', error);
    }
  }

  /**
   * [FAV14] The account's copy, as the account client read it (at sign-in, or after another device's
   * change): My games, My leagues, My teams and players become exactly the account's; an area the
   * account lacks is empty. Nothing is written back to the account from here.
   */
  applyAccount(data: AccountFavourites): void {
    const accountGames = parseAccountMyGames(data.mygames);
    this.commitGames(
      mergeAccountMyGames(this.snapshot.myGames, accountGames, this.clock()),
      this.snapshot.labels,
      false,
    );
    this.applyAccountLists(data, false);
  }

  private applyAccountLists(data: AccountFavourites, keepMissing: boolean): void {
    const teams = parseFollowList(data.myTeams === undefined ? null : JSON.stringify(data.myTeams));
    const players = parseFollowList(data.myPlayers === undefined ? null : JSON.stringify(data.myPlayers));
    const keepTeams = keepMissing && data.myTeams === undefined;
    const keepPlayers = keepMissing && data.myPlayers === undefined;
    this.set({
      leagues: parseMyLeagues(data.myLeagues),
      teams: teams.ok && !keepTeams ? teams.value : this.snapshot.teams,
      players: players.ok && !keepPlayers ? players.value : this.snapshot.players,
    });
    this.saveLists();
  }

  private touchSync(): void {
    const stamp = String(this.options.nowMs());
    this.storage.set(FAV_KEYS.sync, stamp);
    this.lastSync = stamp;
  }

  /** Writes My games; on a refused write the change is rolled back and the error alert shown. */
  private commitGames(
    next: MyGames,
    labels: Readonly<Record<string, LeagueLabel>>,
    toAccount = true,
  ): boolean {
    const before = this.snapshot.myGames;
    try {
      this.storage.set(FAV_KEYS.games, serialiseGames(next.games), FAVOURITES_TTL_S);
      this.storage.set(FAV_KEYS.tournaments, serialiseTournaments(next.tournaments), FAVOURITES_TTL_S);
      this.storage.set(FAV_KEYS.labels, JSON.stringify(labels), FAVOURITES_TTL_S);
      this.touchSync();
    } catch (error) {
      this.options.log?.warn('favourites: storage write failed', error);
      this.alert('error');
      return false;
    }
    this.set({ myGames: next, labels, unreadable: false });
    if (toAccount && this.account) {
      const write = accountWrite(before, next);
      if (write.kind !== 'none') {
        // [FAV15] Full dotted paths inside the `mygames` key: one item, or a merged bulk write.
        void this.account
          .store(ACCOUNT_MY_GAMES_KEY, write.merge, write.unmerge)
          .catch((error: unknown) => this.options.log?.warn('favourites: account write failed', error));
      }
    }
    return true;
  }

  private saveLists(): boolean {
    try {
      this.storage.set(FAV_KEYS.teams, serialiseFollowList(this.snapshot.teams));
      this.storage.set(FAV_KEYS.players, serialiseFollowList(this.snapshot.players));
      this.storage.set(FAV_KEYS.leagues, serialiseMyLeagues(this.snapshot.leagues));
      this.storage.set(FAV_KEYS.leagueLabels, JSON.stringify(this.snapshot.leagueLabels));
      this.touchSync();
      return true;
    } catch (error) {
      this.options.log?.warn('favourites: storage write failed', error);
      return false;
    }
  }

  private alert(kind: FavouritesAlert): void {
    this.alertSeq += 1;
    this.set({ alert: { kind, seq: this.alertSeq } });
  }

  /** The "groups in My games" setting, for the settings page and the My games page. */
  setGroupsEnabled(on: boolean): void {
    this.saveGroups({ ...this.snapshot.groups, on });
  }

  /** A new group name (letters, digits, '-' or '_', at most 24); false when refused. */
  addGroup(name: string): boolean {
    const trimmed = name.trim();
    const { names } = this.snapshot.groups;
    if (!isGroupKey(trimmed) || trimmed === DEFAULT_GROUP || names.length >= MAX_GROUPS) return false;
    if (!names.includes(trimmed)) this.saveGroups({ ...this.snapshot.groups, names: [...names, trimmed] });
    return true;
  }

  private saveGroups(groups: GroupSettings): void {
    try {
      this.storage.set(FAV_KEYS.groups, JSON.stringify(groups));
      this.touchSync();
    } catch {
      return this.alert('error');
    }
    this.set({ groups });
  }

  /** [FAV7][FAV8] Puts a followed game in a group or takes it out of it. */
  toggleGameGroup(id: string, group: string): void {
    const next = toggleGameGroup(this.snapshot.myGames, id, group);
    if (next !== this.snapshot.myGames) this.commitGames(next, this.snapshot.labels);
  }

  dismissAlert(): void {
    if (this.snapshot.alert) this.set({ alert: null });
  }

  /** [FAV6] The star of a row: follow or unfollow one game. */
  toggleGame(facts: GameFacts, group?: string): void {
    const result = toggleGame(this.snapshot.myGames, facts, this.clock(), {
      noDuel,
      ...(group ? { group } : {}),
    });
    if (result.state === this.snapshot.myGames) {
      if (result.limitReached) this.alert('limit');
      else if (result.outcomes[facts.id] === 'refused') this.alert('outOfRange');
      return;
    }
    if (!this.commitGames(result.state, this.snapshot.labels)) return;
    this.options.track(result.removed ? 'REMOVE_MY_GAMES' : 'ADD_MY_GAMES', { eventId: facts.id });
    if (result.limitReached) this.alert('limit');
  }

  /** [FAV5] Several games at once (a league's star): one alert however many were refused. */
  addGames(list: readonly GameFacts[]): void {
    const result = addGames(this.snapshot.myGames, list, this.clock(), { noDuel });
    if (result.state !== this.snapshot.myGames && this.commitGames(result.state, this.snapshot.labels)) {
      const added = Object.entries(result.outcomes).filter(([, o]) => o === 'added');
      if (added.length > 0) this.options.track('ADD_MY_GAMES', { eventIds: added.map(([id]) => id) });
    }
    if (result.limitReached) this.alert('limit');
  }

  removeGames(ids: readonly string[]): void {
    const games = { ...this.snapshot.myGames.games };
    for (const id of ids) delete games[id];
    if (this.commitGames({ games, tournaments: this.snapshot.myGames.tournaments }, this.snapshot.labels)) {
      this.options.track('REMOVE_MY_GAMES', { eventIds: ids });
    }
  }

  /** [FAV11] The star of a no-duel race: the whole tournament. */
  toggleTournament(label: LeagueLabel & { leagueId: string }, events: readonly GameFacts[]): void {
    const state = this.snapshot.myGames;
    if (state.tournaments[label.leagueId]) {
      const labels = { ...this.snapshot.labels };
      delete labels[label.leagueId];
      if (this.commitGames(removeTournament(state, label.leagueId), labels)) {
        this.options.track('REMOVE_MY_GAMES', { leagueId: label.leagueId });
      }
      return;
    }
    const r = addTournament(
      state,
      { leagueId: label.leagueId, sportId: label.sportId },
      events,
      this.clock(),
      {
        noDuel,
      },
    );
    if (r.outcome === 'limit') return this.alert('limit');
    if (r.outcome !== 'added') return;
    const { leagueId, ...rest } = label;
    if (this.commitGames(r.state, { ...this.snapshot.labels, [leagueId]: rest })) {
      this.options.track('ADD_MY_GAMES', { leagueId });
    }
  }

  /** [FAV10][FAV11] What the My games tab found in the feeds it loaded; returns the games that moved. */
  reconcile(found: readonly GameFacts[], loadedLeagues: ReadonlySet<string>): string[] {
    const clock = this.clock();
    let state = this.snapshot.myGames;
    const moved: string[] = [];
    for (const facts of found) {
      const r = reconcileGame(state, facts, clock);
      if (r.moved) moved.push(facts.id);
      state = r.state;
    }
    for (const leagueId of Object.keys(state.tournaments)) {
      if (loadedLeagues.has(leagueId)) state = reconcileTournament(state, leagueId, found, clock);
    }
    if (state !== this.snapshot.myGames) this.commitGames(state, this.snapshot.labels, moved.length > 0);
    return moved;
  }

  toggleTeam(item: FollowedItem): void {
    this.toggleList('teams', item, MY_TEAMS_MAX, ['ADD_MY_TEAM', 'REMOVE_MY_TEAM']);
  }

  togglePlayer(item: FollowedItem): void {
    this.toggleList('players', item, MY_PLAYERS_MAX, ['ADD_MY_PLAYER', 'REMOVE_MY_PLAYER']);
  }

  private toggleList(
    which: 'teams' | 'players',
    item: FollowedItem,
    max: number,
    events: [TrackEventName, TrackEventName],
  ): void {
    const before = this.snapshot[which];
    const r = toggleFollow(before, item, max);
    if (r.outcome === 'limit') return this.alert('teamsLimit');
    if (r.list === before) return;
    this.set({ [which]: r.list });
    if (!this.saveLists()) {
      this.set({ [which]: before });
      return this.alert('error');
    }
    this.options.track(r.outcome === 'removed' ? events[1] : events[0], {
      sportId: item.sportId,
      id: item.id,
    });
    if (this.account) {
      const key = which === 'teams' ? 'myTeams' : 'myPlayers';
      const itemKey = followKey(item.sportId, item.id);
      const summary = followSummary(r.list);
      const merge: Record<string, unknown> = {
        [`${key}.count`]: summary.count,
        [`${key}.sportIds`]: summary.sportIds,
      };
      if (r.outcome !== 'removed') merge[`${key}.items.${itemKey}`] = item;
      void this.account
        .store(key, merge, r.outcome === 'removed' ? [`${key}.items.${itemKey}`] : [])
        .catch((error: unknown) => this.options.log?.warn('favourites: account write failed', error));
    }
  }

  /** Names of leagues seen on boards, so the menu can list a pin made on another page or device. */
  rememberLeagueLabels(labels: Readonly<Record<string, PinLabel>>): void {
    const known = this.snapshot.leagueLabels;
    const fresh = Object.entries(labels).filter(
      ([k, v]) => known[k]?.leagueId !== v.leagueId || known[k]?.name !== v.name,
    );
    if (fresh.length === 0) return;
    this.set({ leagueLabels: { ...known, ...Object.fromEntries(fresh) } });
    if (this.snapshot.ready) this.saveLists();
  }

  /**
   * [FAV20]-[FAV22] A league pin: visitors get the sign-in prompt; a signed-in toggle shows at once,
   * is ignored while the previous one of that league is unconfirmed, and rolls back when the account
   * refuses it (with the technical error).
   */
  async togglePin(
    sportId: number,
    key: string,
    defaults: readonly string[],
    label?: PinLabel,
  ): Promise<void> {
    if (!this.snapshot.signedIn || !this.account) return this.alert('signIn');
    if (!canToggleNow(this.snapshot.pendingPins, sportId, key)) return;
    const before = this.snapshot.leagues;
    const { state, action } = togglePin(before, sportId, key, defaults);
    const pending = new Set(this.snapshot.pendingPins).add(pendingKey(sportId, key));
    this.set({
      leagues: state,
      pendingPins: pending,
      ...(label ? { leagueLabels: { ...this.snapshot.leagueLabels, [key]: label } } : {}),
    });
    this.saveLists();
    const firstChange = before[sportId] === undefined;
    const path = accountLeaguesPath(sportId);
    const merge: Record<string, unknown> = { [`${path}.used`]: true };
    // [FAV21] The first change for a sport stores the default top leagues with it.
    const added = firstChange ? (state[sportId] ?? []) : action === 'add' ? [key] : [];
    for (const k of added) merge[`${path}.${k}`] = true;
    let ok = true;
    try {
      await this.account.store(path, merge, action === 'remove' ? [`${path}.${key}`] : []);
    } catch (error) {
      ok = false;
      this.options.log?.warn('favourites: pin not stored', error);
    }
    const done = new Set(this.snapshot.pendingPins);
    done.delete(pendingKey(sportId, key));
    if (ok) {
      this.set({ pendingPins: done });
      this.options.track(action === 'add' ? 'ADD_MY_LEAGUE' : 'REMOVE_MY_LEAGUE', { sportId, key });
      return;
    }
    // Roll back: the opposite action, icons reload, and the technical error for the signed-in visitor.
    const current = this.snapshot.leagues[sportId] ?? [];
    const restored = action === 'add' ? current.filter((k) => k !== key) : [...current, key];
    const leagues: Record<number, readonly string[]> = { ...this.snapshot.leagues, [sportId]: restored };
    if (firstChange) delete leagues[sportId];
    this.set({ leagues, pendingPins: done });
    this.saveLists();
    this.alert('error');
  }
}
