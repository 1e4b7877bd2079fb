/**
 * The league desk: the simulator's editor for everything beyond single matches. It watches the events
 * the simulator hands to the engine (the same `changed` and `removed` lists, so it holds exactly the
 * window the simulator holds) and turns them into documents:
 * - once: every team's squad and every player's profile;
 * - each new day: transfers and injuries (their dates are relative to the clock);
 * - when a match ends or leaves the window: its league's table, or its draw (draws also move when a
 *   match starts); a race's series table when a scoring race ends;
 * - rankings when results of their sport arrive, the live tennis ranking while tennis is played;
 * - news for the day's chosen matches and races, and highlights for top-competition matches.
 * Documents are handed on only when their content changed. All of it is a function of the seed, the
 * clock and the events, so two desks fed the same ticks publish the same documents.
 */
import {
  type DetailDocument,
  type Incident,
  type DocumentKind,
  type MatchEvent,
  type Participant,
  SPORT_CARDS,
  type SportId,
  StageType,
  type Standings,
  TournamentType,
} from '@nerali/domain';
import { fixturesForDay } from '../fixtures.ts';
import type { Race } from '../no-duel/types.ts';
import { hash32 } from '../prng.ts';
import { isDuelSport } from '../sports/index.ts';
import { countryByCode } from '../world/countries.ts';
import type { SimLeague, World } from '../world/world.ts';
import { computeDraw } from './draw.ts';
import { detailWorldOf } from '../detail/track.ts';
import { finalIncidents } from './news-facts.ts';
import { matchArticle, type NextMatch, raceArticle, videoOf } from './news.ts';
import { domesticLeagueCountries } from './fees.ts';
import { injuriesOf, playersOf, transfersOf } from './people.ts';
import { finalOrder, racesOfDay, scoringOf, seriesOf, seriesStandings } from './races.ts';
import { golfRanking, nationRankings, tennisRankings } from './rankings.ts';
import { isIndividual, squadOf } from './squads.ts';
import { computeStandings, formatOf, isFinal, seasonOf } from './standings.ts';

const DAY_S = 86_400;
const HORSE_RACING = SPORT_CARDS['horse-racing'].id;
const GOLF = SPORT_CARDS.golf.id;
const TENNIS = SPORT_CARDS.tennis.id;
/** Matches of each sport that make the news each day, and scoring races. */
export const STORIES_PER_DAY = 3;
export const RACE_STORIES_PER_DAY = 2;
/**
 * Match reports whose incidents (scorers, cards) are worked out in one tick: each costs a run of the
 * match's script and team sheets (~2-6 ms), and a start's fill ends with a week of stories at once.
 * The rest are put without them and rewritten, this many a tick, in the ticks after (a count, not a
 * time, so two desks fed the same ticks still publish the same documents).
 */
export const STORY_FACTS_PER_TICK = 12;

export interface LeagueDeskOptions {
  seed: number;
  world: World;
  /** Participants of the no-duel sports the simulator runs. */
  raceParticipants: readonly Participant[];
  raceSports: readonly SportId[];
}

export interface DeskStep {
  put: DetailDocument[];
  removed: { kind: DocumentKind; key: string }[];
}

export interface LeagueDesk {
  /** One simulator tick: the events it handed on and the ids it removed, at unix second nowS. */
  tick(nowS: number, changed: readonly MatchEvent[], removed: readonly string[]): DeskStep;
  /**
   * The once-only documents (squads, player profiles) of up to `teams` more participants, so that a
   * start can spread them (simulator.ts); empty once all are out. The first tick hands on the rest.
   */
  onceStep(teams: number): DetailDocument[];
}

const INDIA = countryByCode('in').id;
const TYPE_ORDER: Record<string, number> = { t: 0, p: 1, s: 2, c: 3 };

export function createLeagueDesk(options: LeagueDeskOptions): LeagueDesk {
  const { seed, world } = options;
  const leagues = new Map<string, SimLeague>();
  for (const list of world.bySport.values()) for (const l of list) leagues.set(l.league.id, l);
  const leagueCountries = domesticLeagueCountries([...world.bySport.values()].flat());
  const participants = new Map<string, Participant>();
  for (const p of [...world.participants, ...options.raceParticipants]) participants.set(p.id, p);
  const raceSports = new Set(options.raceSports);

  /** Events held, by league. */
  const byLeague = new Map<string, Map<string, MatchEvent>>();
  const leagueOfEvent = new Map<string, string>();
  const finalSeen = new Set<string>();
  /** Races by league id and by row id, from the calendars of the days seen. */
  const races = new Map<string, Race>();
  const raceDays = new Set<string>();
  const racesDone = new Set<string>();
  const picks = new Map<string, Set<string>>();
  /** Fingerprint of the last document put per kind:key, to hand on changes only. */
  const last = new Map<string, string>();
  /** Documents that belong to an event or a race league, removed when it leaves the window. */
  const owned = new Map<string, { kind: DocumentKind; key: string }[]>();
  let day = Number.NaN;
  let nationsDone = false;
  /** Participants with squads and profiles, and how many of them have been handed on. */
  const people = [...participants.values()].filter((p) => p.sportId !== HORSE_RACING);
  let peopleDone = 0;

  const put = (out: DetailDocument[], doc: DetailDocument, compare?: unknown) => {
    const id = `${doc.kind}:${doc.key}`;
    // A fingerprint, not the JSON itself: tens of thousands of profiles would be held twice otherwise.
    const json = JSON.stringify(compare ?? doc.body);
    const print = `${json.length}:${hash32(json)}:${hash32('again', json)}`;
    if (last.get(id) === print) return;
    last.set(id, print);
    out.push(doc);
  };
  const own = (owner: string, kind: DocumentKind, key: string) => {
    const list = owned.get(owner) ?? [];
    if (!list.some((d) => d.kind === kind && d.key === key)) owned.set(owner, [...list, { kind, key }]);
  };

  const eventsOf = (leagueId: string) => byLeague.get(leagueId)?.values() ?? [].values();

  const standingsOf = (l: SimLeague, nowS: number): Standings => {
    const country = world.countries.find((c) => c.id === l.league.countryId)?.code ?? 'world';
    return computeStandings(l.league, l.def, l.teams, eventsOf(l.league.id), seasonOf(country, nowS));
  };

  /** The fixtures of a sport's day that make the news, chosen before they are played. */
  const picksOf = (sportId: SportId, d: number): Set<string> => {
    const key = `${sportId}:${d}`;
    let set = picks.get(key);
    if (!set) {
      if (raceSports.has(sportId)) {
        const scoring = racesOfDay(seed, sportId, d).filter((r) => scoringOf(r) && sportId !== HORSE_RACING);
        set = new Set(
          scoring
            .sort((a, b) => a.startTime - b.startTime || (a.key < b.key ? -1 : 1))
            .slice(0, RACE_STORIES_PER_DAY)
            .map((r) => r.league.id),
        );
      } else if (isDuelSport(sportId) && world.bySport.has(sportId)) {
        const rank = (leagueId: string) => {
          const l = leagues.get(leagueId)?.league;
          if (!l) return 9;
          return (l.countryId === INDIA ? 0 : 4) + (TYPE_ORDER[l.tournamentType] ?? 3);
        };
        const fixtures = fixturesForDay(world, seed, sportId, d)
          .filter((f) => rank(f.leagueId) < 6)
          .sort(
            (a, b) =>
              rank(a.leagueId) - rank(b.leagueId) || hash32(seed, 'news', a.id) - hash32(seed, 'news', b.id),
          );
        set = new Set(fixtures.slice(0, STORIES_PER_DAY).map((f) => f.id));
      } else {
        set = new Set();
      }
      picks.set(key, set);
    }
    return set;
  };

  const raceOf = (row: MatchEvent): Race | undefined => {
    let race = races.get(row.leagueId);
    if (race) return race;
    const d = Math.floor(row.startTime / DAY_S);
    const key = `${row.sportId}:${d}`;
    if (!raceDays.has(key)) {
      raceDays.add(key);
      for (const r of racesOfDay(seed, row.sportId, d)) races.set(r.league.id, r);
    }
    race = races.get(row.leagueId);
    return race;
  };

  const rowsOf = (leagueId: string) => byLeague.get(leagueId) ?? new Map<string, MatchEvent>();

  function onceDocs(out: DetailDocument[], teams = people.length) {
    const next = people.slice(peopleDone, peopleDone + teams);
    peopleDone += next.length;
    for (const p of next) put(out, { kind: 'squad', key: p.id, body: squadOf(p, seed) });
    for (const player of playersOf(next, seed)) put(out, { kind: 'player', key: player.id, body: player });
  }

  function dailyDocs(out: DetailDocument[], today: number) {
    const teams = world.participants.filter((p) => !isIndividual(p));
    for (const t of transfersOf(teams, seed, today, leagueCountries))
      put(out, { kind: 'transfers', key: t.participantId, body: t });
    for (const t of teams) put(out, { kind: 'injuries', key: t.id, body: injuriesOf(t, seed, today) });
  }

  function tick(nowS: number, changed: readonly MatchEvent[], removed: readonly string[]): DeskStep {
    factsLeft = STORY_FACTS_PER_TICK;
    const out: DetailDocument[] = [];
    const gone: { kind: DocumentKind; key: string }[] = [];
    if (peopleDone < people.length) onceDocs(out);
    const today = Math.floor(nowS / DAY_S);
    const newDay = today !== day;
    if (newDay) {
      day = today;
      dailyDocs(out, today);
    }

    const dirtyTables = new Set<string>();
    const dirtyDraws = new Set<string>();
    const finished: MatchEvent[] = [];
    const raceRows = new Set<string>();
    let tennisMoved = false;
    const resultSports = new Set<SportId>();

    for (const id of removed) {
      const leagueId = leagueOfEvent.get(id);
      if (leagueId === undefined) continue;
      leagueOfEvent.delete(id);
      finalSeen.delete(id);
      const rows = byLeague.get(leagueId);
      rows?.delete(id);
      if (rows?.size === 0) {
        byLeague.delete(leagueId);
        gone.push(...(owned.get(leagueId) ?? []));
        owned.delete(leagueId);
        racesDone.delete(leagueId);
      }
      gone.push(...(owned.get(id) ?? []));
      owned.delete(id);
      dirtyTables.add(leagueId);
      dirtyDraws.add(leagueId);
    }
    for (const e of changed) {
      const rows = byLeague.get(e.leagueId) ?? new Map<string, MatchEvent>();
      byLeague.set(e.leagueId, rows);
      const before = rows.get(e.id);
      rows.set(e.id, e);
      leagueOfEvent.set(e.id, e.leagueId);
      if (e.awayId === '') {
        raceRows.add(e.leagueId);
        continue;
      }
      if (before?.stageType !== e.stageType) dirtyDraws.add(e.leagueId);
      if (e.sportId === TENNIS && e.stageType === StageType.live) tennisMoved = true;
      if (isFinal(e) && !finalSeen.has(e.id)) {
        finalSeen.add(e.id);
        finished.push(e);
        dirtyTables.add(e.leagueId);
        resultSports.add(e.sportId);
      }
    }

    for (const d of gone) last.delete(`${d.kind}:${d.key}`);

    // Tables and draws.
    const tables = new Map<string, Standings>();
    for (const l of leagues.values()) {
      const format = formatOf(l.league.sportId, l.def);
      const first = !last.has(`${format === 'draw' ? 'draw' : 'standings'}:${l.league.id}`);
      if (format === 'table' && (dirtyTables.has(l.league.id) || first)) {
        const body = standingsOf(l, nowS);
        tables.set(l.league.id, body);
        put(out, { kind: 'standings', key: l.league.id, body });
      } else if (format === 'draw' && (dirtyDraws.has(l.league.id) || newDay || first)) {
        const result = computeDraw(l.league.id, l.teams, eventsOf(l.league.id), seed, nowS);
        put(out, { kind: 'draw', key: l.league.id, body: result.draw });
        const final = result.finalEventId ? rowsOf(l.league.id).get(result.finalEventId) : undefined;
        if (final && result.championId && isFinal(final)) {
          const article = story(final, l, true, undefined, undefined, undefined, facts());
          if (article) {
            put(out, { kind: 'news', key: article.id, body: article });
            own(final.id, 'news', article.id);
          }
        }
      }
    }

    // News and highlights of the matches that just ended.
    for (const e of finished) {
      const l = leagues.get(e.leagueId);
      if (!l) continue;
      if (picksOf(e.sportId, Math.floor(e.startTime / DAY_S)).has(e.id)) {
        const table = tables.get(e.leagueId);
        const rank = (id: string) => table?.groups[0]?.rows.find((r) => r.participantId === id)?.rank;
        const article = story(e, l, false, rank(e.homeId), rank(e.awayId), nowS, facts());
        if (article) {
          put(out, { kind: 'news', key: article.id, body: article });
          own(e.id, 'news', article.id);
        }
      }
      if (l.league.tournamentType === TournamentType.top) {
        const video = videoOf(e, l.league, finishOf(e));
        put(out, { kind: 'video', key: video.id, body: video });
        own(e.id, 'video', video.id);
      }
    }

    // Races: series tables, golf's world ranking and the day's race news.
    const seriesDirty = new Set<string>();
    let golfDone = false;
    for (const leagueId of raceRows) {
      if (racesDone.has(leagueId)) continue;
      const first = rowsOf(leagueId).values().next().value;
      const race = first ? raceOf(first) : undefined;
      if (!race) continue;
      const order = finalOrder(race, rowsOf(leagueId));
      if (!order) continue;
      racesDone.add(leagueId);
      if (!scoringOf(race)) continue;
      seriesDirty.add(seriesOf(race));
      if (race.sportId === GOLF) golfDone = true;
      if (picksOf(race.sportId, Math.floor(race.startTime / DAY_S)).has(leagueId)) {
        const article = raceArticle(race, order, participants, raceFinishOf(rowsOf(leagueId)));
        put(out, { kind: 'news', key: article.id, body: article });
        own(leagueId, 'news', article.id);
      }
    }
    if (seriesDirty.size > 0 || golfDone || !last.has('ranking:golf-world')) {
      const counted = [...races.values()]
        .filter((r) => racesDone.has(r.league.id) && scoringOf(r))
        .map((r) => ({ race: r, order: finalOrder(r, rowsOf(r.league.id)) ?? [] }));
      for (const series of seriesDirty) {
        const inSeries = counted.filter((c) => seriesOf(c.race) === series);
        const scoring = inSeries[0] ? scoringOf(inSeries[0].race) : undefined;
        if (!scoring) continue;
        // Every race of the series in the window shows the series table on its page.
        for (const race of races.values()) {
          if (seriesOf(race) !== series || !byLeague.has(race.league.id)) continue;
          const body = seriesStandings(
            race.league.id,
            seasonOf('world', nowS),
            scoring,
            inSeries,
            participants,
          );
          put(out, { kind: 'standings', key: race.league.id, body });
          own(race.league.id, 'standings', race.league.id);
        }
      }
      if (raceSports.has(GOLF)) {
        const golfers = options.raceParticipants.filter((p) => p.sportId === GOLF);
        const finals = counted.filter((c) => c.race.sportId === GOLF);
        const ranking = golfRanking(golfers, finals, seed, nowS);
        put(out, { kind: 'ranking', key: ranking.id, body: ranking }, ranking.rows);
      }
    }

    // Rankings: official lists when results arrive, the live tennis list while tennis is played.
    const allEvents = () => [...byLeague.values()].flatMap((m) => [...m.values()]);
    if (world.bySport.has(2) && (resultSports.has(2) || tennisMoved || !last.has('ranking:tennis-men'))) {
      const tennis = [...(world.bySport.get(2) ?? [])].flatMap((l) => [...eventsOf(l.league.id)]);
      for (const r of tennisRankings(world, tennis, seed, nowS))
        put(out, { kind: 'ranking', key: r.id, body: r }, r.rows);
    }
    if (resultSports.has(1) || resultSports.has(13) || !nationsDone) {
      nationsDone = true;
      for (const r of nationRankings(world, allEvents(), seed, nowS))
        put(out, { kind: 'ranking', key: r.id, body: r }, r.rows);
    }
    // Stories put without their incidents in a busy tick: rewritten with them, a few a tick.
    while (pending.length > 0 && factsLeft > 0) {
      const p = pending.shift();
      if (!p || !leagueOfEvent.has(p.event.id)) continue;
      factsLeft--;
      const article = story(p.event, p.league, p.final, p.rankHome, p.rankAway, p.nowS, true);
      if (article) put(out, { kind: 'news', key: article.id, body: article });
    }
    return { put: out, removed: gone };
  }

  /** The detail layer's world (names of the players in incidents), made for the first story. */
  let detailWorld: ReturnType<typeof detailWorldOf> | undefined;
  /** Stories still to be rewritten with their incidents (STORY_FACTS_PER_TICK), oldest first. */
  const pending: {
    event: MatchEvent;
    league: SimLeague;
    final: boolean;
    rankHome?: number;
    rankAway?: number;
    nowS?: number;
  }[] = [];
  let factsLeft = STORY_FACTS_PER_TICK;
  /** Whether this tick may still work out a story's incidents (uses one of its turns). */
  const facts = () => factsLeft-- > 0;

  function story(
    e: MatchEvent,
    l: SimLeague,
    final: boolean,
    rankHome?: number,
    rankAway?: number,
    nowS?: number,
    withIncidents = true,
  ) {
    const home = participants.get(e.homeId);
    const away = participants.get(e.awayId);
    if (!home || !away) return undefined;
    detailWorld ??= detailWorldOf(seed, 1, world);
    let incidents: Incident[] | undefined;
    if (withIncidents) incidents = finalIncidents(world, detailWorld, e);
    else
      pending.push({
        event: e,
        league: l,
        final,
        ...(rankHome !== undefined ? { rankHome } : {}),
        ...(rankAway !== undefined ? { rankAway } : {}),
        ...(nowS !== undefined ? { nowS } : {}),
      });
    // Table places around this match: its league's results that kicked off before it, then with it.
    let before: Standings | undefined;
    let after: Standings | undefined;
    if (nowS !== undefined && rankHome !== undefined && formatOf(l.league.sportId, l.def) === 'table') {
      const country = world.countries.find((c) => c.id === l.league.countryId)?.code ?? 'world';
      const earlier = [...eventsOf(l.league.id)].filter((x) => x.id !== e.id && x.startTime < e.startTime);
      const season = seasonOf(country, nowS);
      before = computeStandings(l.league, l.def, l.teams, earlier, season);
      after = computeStandings(l.league, l.def, l.teams, [...earlier, e], season);
    }
    const rankIn = (t: Standings | undefined, id: string) =>
      t?.groups[0]?.rows.find((r) => r.participantId === id)?.rank;
    // A side that had not played yet had no place to move from (its rank was only the order of names).
    const rankBefore = (id: string) => {
      const row = before?.groups[0]?.rows.find((r) => r.participantId === id);
      return row && row.played > 0 ? row.rank : undefined;
    };
    // Each side's next match in the league that the window holds.
    const nextOf = (id: string): NextMatch | undefined => {
      let best: MatchEvent | undefined;
      for (const x of eventsOf(l.league.id)) {
        if (x.startTime <= e.startTime || (x.homeId !== id && x.awayId !== id)) continue;
        if (!best || x.startTime < best.startTime) best = x;
      }
      const opponent = best ? participants.get(best.homeId === id ? best.awayId : best.homeId) : undefined;
      return best && opponent ? { opponent, startTime: best.startTime } : undefined;
    };
    // Only a table's calendar is fixed ahead: a knock-out's next round waits for its results.
    const fixed = !final && formatOf(l.league.sportId, l.def) === 'table';
    const nextHome = fixed ? nextOf(e.homeId) : undefined;
    const nextAway = fixed ? nextOf(e.awayId) : undefined;
    return matchArticle(
      {
        event: e,
        league: l.league,
        home,
        away,
        seed,
        rankHome: after ? rankIn(after, e.homeId) : rankHome,
        rankAway: after ? rankIn(after, e.awayId) : rankAway,
        final,
        rankHomeBefore: rankBefore(e.homeId),
        rankAwayBefore: rankBefore(e.awayId),
        ...(incidents ? { incidents } : {}),
        ...(nextHome ? { nextHome } : {}),
        ...(nextAway ? { nextAway } : {}),
      },
      finishOf(e),
    );
  }

  function onceStep(teams: number): DetailDocument[] {
    const out: DetailDocument[] = [];
    onceDocs(out, teams);
    return out;
  }

  return { tick, onceStep };
}

/** When a finished match ended: the start of its final stage. */
function finishOf(e: MatchEvent): number {
  return e.stageStartTime ?? e.startTime;
}

function raceFinishOf(rows: ReadonlyMap<string, MatchEvent>): number {
  let t = 0;
  for (const r of rows.values()) t = Math.max(t, r.stageStartTime ?? r.startTime);
  return t;
}
