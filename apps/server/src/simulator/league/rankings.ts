/**
 * World rankings of the simulated world, named in our own words: men's and women's singles tennis,
 * national football teams, cricket teams by format (Test, one-day, T20 international) and golfers.
 *
 * A ranking starts from a base under the seed (the seasons before the simulated window; a new seed, a
 * new history) and adds what the held results earn: tennis and golf points by round won or place, and
 * for national teams an Elo-style exchange of rating points after every match between two of them.
 * `move` compares with the base-only list: places gained or lost over the recent results. The live
 * tennis ranking adds, on top of the official one, the points a player would earn if the match in play
 * ended now (whoever leads in sets), so it moves while matches are played.
 */
import {
  type MatchEvent,
  type Participant,
  type Ranking,
  type RankingRow,
  SPORT_CARDS,
  type SportId,
  StageType,
  type Text,
  Winner,
} from '@nerali/domain';
import { ratingOf } from '../ratings.ts';
import type { Race } from '../no-duel/types.ts';
import { countryOfNation } from '../world/countries.ts';
import type { World } from '../world/world.ts';
import { isFinal } from './standings.ts';

/** The sports with rankings of their own: tennis's tours, football's and cricket's nations, golf. */
const TENNIS = SPORT_CARDS.tennis.id;
const FOOTBALL = SPORT_CARDS.soccer.id;
const CRICKET = SPORT_CARDS.cricket.id;
const GOLF = SPORT_CARDS.golf.id;

interface Member {
  participant: Participant;
  points: number;
  base: number;
}

function rowsOf(members: readonly Member[], decimals: number): RankingRow[] {
  const round = (x: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;
  const order = (key: (m: Member) => number) =>
    [...members].sort(
      (a, b) => key(b) - key(a) || a.participant.name.localeCompare(b.participant.name, 'en'),
    );
  const before = new Map(order((m) => m.base).map((m, i) => [m.participant.id, i + 1]));
  return order((m) => m.points).map((m, i) => ({
    rank: i + 1,
    participantId: m.participant.id,
    name: m.participant.name,
    countryId: m.participant.countryId,
    points: round(m.points),
    move: (before.get(m.participant.id) ?? i + 1) - (i + 1),
  }));
}

function ranking(
  id: string,
  sportId: SportId,
  name: Text,
  nowS: number,
  live: boolean,
  rows: RankingRow[],
): Ranking {
  return { id, sportId, name, updatedAt: Math.floor(nowS), live, rows };
}

/** Tennis points a win is worth, by the tournament's weight. */
function tennisWinPoints(key: string, type: string): number {
  if (key.includes('australian-open')) return 250;
  if (key.includes('challenger')) return 10;
  return type === 't' ? 100 : type === 'p' ? 50 : 25;
}

/** Ranking ids, as the `ran_` and `ral_` feeds name them. */
export const RANKING_IDS = {
  tennisMen: 'tennis-men',
  tennisWomen: 'tennis-women',
  tennisMenLive: 'tennis-men-live',
  tennisWomenLive: 'tennis-women-live',
  footballNations: 'football-nations',
  cricketTest: 'cricket-test',
  cricketOdi: 'cricket-odi',
  cricketT20i: 'cricket-t20i',
  golfWorld: 'golf-world',
} as const;

const WEEK_S = 7 * 86_400;

/** When a finished match's result was known: the start of its final stage (its end). */
const finishedAt = (e: MatchEvent) => e.stageStartTime ?? e.startTime;

/**
 * The official and live singles rankings of men (ATP-like tours) and women (WTA-like tours).
 *
 * The official list counts every result held; `move` is the place against the list of a week ago
 * (the results known then), so a list moves by one week's results, as the tours' weekly lists do
 * (ATP Rulebook, "Rankings"). The live list adds the matches in play (whoever leads in sets), and its
 * `move` is against the official list.
 */
export function tennisRankings(
  world: World,
  events: Iterable<MatchEvent>,
  seed: number,
  nowS: number,
): Ranking[] {
  const leagues = world.bySport.get(TENNIS) ?? [];
  const out: Ranking[] = [];
  const all = [...events].filter((e) => e.sportId === TENNIS);
  for (const women of [false, true]) {
    const tours = leagues.filter((l) => l.def.key.startsWith(women ? 'wta' : 'atp'));
    const worth = new Map(tours.map((l) => [l.league.id, tennisWinPoints(l.def.key, l.def.type)]));
    const members = new Map<string, Member>();
    for (const l of tours) {
      for (const p of l.teams) {
        const base = Math.round(200 + ratingOf(seed, p.id) ** 2 * 6000);
        members.set(p.id, { participant: p, points: base, base });
      }
    }
    const weekAgo = nowS - WEEK_S;
    const live = new Map<string, number>();
    for (const e of all) {
      const points = worth.get(e.leagueId);
      if (points === undefined) continue;
      if (isFinal(e) && e.winner !== Winner.draw) {
        const m = members.get(e.winner === Winner.home ? e.homeId : e.awayId);
        if (m) m.points += points;
        // The list of a week ago (the `move` reference) had only what was known then.
        if (m && finishedAt(e) < weekAgo) m.base += points;
      } else if (e.stageType === StageType.live) {
        const home = Number(e.homeScore ?? 0);
        const away = Number(e.awayScore ?? 0);
        if (home !== away) {
          const leader = home > away ? e.homeId : e.awayId;
          live.set(leader, (live.get(leader) ?? 0) + points);
        }
      }
    }
    const official = [...members.values()];
    const [officialId, liveId] = women
      ? ([RANKING_IDS.tennisWomen, RANKING_IDS.tennisWomenLive] as const)
      : ([RANKING_IDS.tennisMen, RANKING_IDS.tennisMenLive] as const);
    const who = women ? { ta: 'பெண்கள்', en: "Women's" } : { ta: 'ஆண்கள்', en: "Men's" };
    out.push(
      ranking(
        officialId,
        2,
        { ta: `${who.ta} ஒற்றையர் டென்னிஸ் தரவரிசை`, en: `${who.en} Singles Tennis Ranking` },
        nowS,
        false,
        rowsOf(official, 0),
      ),
    );
    const withLive = official.map((m) => ({
      participant: m.participant,
      base: m.points,
      points: m.points + (live.get(m.participant.id) ?? 0),
    }));
    out.push(
      ranking(
        liveId,
        2,
        { ta: `${who.ta} ஒற்றையர் டென்னிஸ் நேரலைத் தரவரிசை`, en: `Live ${who.en} Singles Tennis Ranking` },
        nowS,
        true,
        rowsOf(withLive, 0),
      ),
    );
  }
  return out;
}

/**
 * An Elo-style ranking of national teams from their matches against each other, in time order:
 * `scale` sets how far apart two teams' points are for a 10-to-1 favourite, `k` how much a result moves.
 */
function eloRanking(
  members: readonly Participant[],
  events: readonly MatchEvent[],
  seed: number,
  base: (rating: number) => number,
  scale: number,
  k: number,
): Member[] {
  const table = new Map(
    members.map((p) => {
      const b = base(ratingOf(seed, p.id));
      return [p.id, { participant: p, points: b, base: b }];
    }),
  );
  const played = events
    .filter((e) => isFinal(e))
    .sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : 1));
  for (const e of played) {
    const home = table.get(e.homeId);
    const away = table.get(e.awayId);
    if (!home || !away) continue;
    const expected = 1 / (1 + 10 ** ((away.points - home.points) / scale));
    const score = e.winner === Winner.home ? 1 : e.winner === Winner.away ? 0 : 0.5;
    const delta = k * (score - expected);
    home.points += delta;
    away.points -= delta;
  }
  return [...table.values()];
}

/** National teams of some leagues: sides named after a country. */
function nationsOf(world: World, sportId: SportId, keys: readonly string[]): Participant[] {
  const seen = new Map<string, Participant>();
  for (const l of world.bySport.get(sportId) ?? []) {
    if (keys.length > 0 && !keys.includes(l.def.key)) continue;
    for (const p of l.teams) if (countryOfNation(p.name)) seen.set(p.id, p);
  }
  return [...seen.values()];
}

export function nationRankings(
  world: World,
  events: Iterable<MatchEvent>,
  seed: number,
  nowS: number,
): Ranking[] {
  const all = [...events];
  const out: Ranking[] = [];
  const football = nationsOf(world, FOOTBALL, []);
  if (football.length > 0) {
    const members = eloRanking(
      football,
      all.filter((e) => e.sportId === FOOTBALL),
      seed,
      (r) => 1200 + r * 600,
      600,
      40,
    );
    out.push(
      ranking(
        RANKING_IDS.footballNations,
        FOOTBALL,
        { ta: 'உலக கால்பந்து தேசிய அணிகள் தரவரிசை', en: 'World Football National Team Ranking' },
        nowS,
        false,
        rowsOf(members, 2),
      ),
    );
  }
  const formats = [
    [
      RANKING_IDS.cricketTest,
      'test-series',
      { ta: 'டெஸ்ட் கிரிக்கெட் அணிகள் தரவரிசை', en: 'Test Cricket Team Ranking' },
    ],
    [
      RANKING_IDS.cricketOdi,
      'odi-series',
      { ta: 'ஒருநாள் கிரிக்கெட் அணிகள் தரவரிசை', en: 'One-Day Cricket Team Ranking' },
    ],
    [
      RANKING_IDS.cricketT20i,
      't20i-series',
      { ta: 'டி20 சர்வதேச கிரிக்கெட் அணிகள் தரவரிசை', en: 'T20 International Cricket Team Ranking' },
    ],
  ] as const;
  for (const [id, key, name] of formats) {
    const teams = nationsOf(world, CRICKET, [key]);
    if (teams.length === 0) continue;
    const leagueId = (world.bySport.get(CRICKET) ?? []).find((l) => l.def.key === key)?.league.id;
    const members = eloRanking(
      teams,
      all.filter((e) => e.leagueId === leagueId),
      seed,
      (r) => 60 + r * 70,
      40,
      4,
    );
    out.push(ranking(id, CRICKET, name, nowS, false, rowsOf(members, 0)));
  }
  return out;
}

const GOLF_POINTS = [100, 60, 40, 30, 24, 20, 18, 16, 14, 12];

/**
 * The world golf ranking: a base from the seed plus points for the places of the final rounds held
 * (`finals`: each tournament's final order of participant ids).
 */
export function golfRanking(
  golfers: readonly Participant[],
  finals: readonly { race: Race; order: readonly string[] }[],
  seed: number,
  nowS: number,
): Ranking {
  const members = new Map(
    golfers.map((p) => {
      const base = 0.5 + ratingOf(seed, p.id) ** 2 * 9;
      return [p.id, { participant: p, points: base, base }];
    }),
  );
  for (const { order } of finals) {
    order.forEach((id, i) => {
      const m = members.get(id);
      if (m) m.points += (GOLF_POINTS[i] ?? 4) / 50;
    });
  }
  return ranking(
    RANKING_IDS.golfWorld,
    GOLF,
    { ta: 'உலக கோல்ஃப் தரவரிசை', en: 'World Golf Ranking' },
    nowS,
    false,
    rowsOf([...members.values()], 2),
  );
}
