/**
 * Rankings (ran_): lists that are ordered by their points, moves that describe a real previous list,
 * and live lists that move only with matches played.
 *
 * - ranking.order: places 1..n by points, more points never below fewer, equal points sharing a place
 *   only where the ranking allows ties (ATP Rulebook, "Ranking": by total points, ties broken by the
 *   most points from fewest tournaments; WTA Rules likewise; OWGR by average points; FIFA/Coca-Cola
 *   World Ranking and ICC team rankings by points or rating).
 * - ranking.moves: the places moved give each player his previous place (place + move): those places
 *   are distinct and at least 1, as they were one list.
 * - ranking.live: a live ranking is the official list plus the points of matches played since it
 *   (ATP "Live Rankings": points earned at tournaments in progress): a player who has not played in
 *   the last week (a tournament's span) has not gained live points, and his place in the official list
 *   is his live place plus his live move.
 *
 * What the feeds cannot show: last week's points. So the size of a weekly move (a No. 1 who rose 13
 * places) cannot be checked against the week's results: players also lose the points of the same
 * week a year before (ATP Rulebook: 52-week rolling ranking), which no feed carries.
 */
import { StageType } from '@nerali/domain';
import type { RankingView, Violation, World } from '../model.ts';

export function rankingsRule(world: World): Violation[] {
  const out: Violation[] = [];
  const official = new Map(world.rankings.filter((r) => !r.header.live).map((r) => [r.header.id, r]));
  for (const list of world.rankings) {
    const add = (check: string, detail: string) =>
      out.push({
        sportId: list.header.sportId,
        check,
        subject: list.header.id,
        detail: `${list.header.name.en}: ${detail}`,
      });
    orderCheck(list, add);
    movesCheck(list, add);
    const twin = list.header.live ? official.get(list.header.id.replace(/-live$/, '')) : undefined;
    if (twin) liveCheck(world, list, twin, add);
  }
  return out;
}

type Add = (check: string, detail: string) => void;

function orderCheck(list: RankingView, add: Add) {
  list.rows.forEach((r, i) => {
    const prev = list.rows[i - 1];
    if (!prev) {
      if (r.rank !== 1) add('ranking.order', `the list starts at place ${r.rank}`);
      return;
    }
    if (r.points > prev.points)
      add(
        'ranking.order',
        `${r.name} (${r.points}) at ${r.rank} below ${prev.name} (${prev.points}) at ${prev.rank}`,
      );
    if (r.rank === prev.rank && r.points !== prev.points)
      add('ranking.order', `${r.name} shares place ${r.rank} with different points`);
    if (r.rank !== prev.rank && r.rank !== i + 1)
      add('ranking.order', `${r.name} at place ${r.rank}, the ${i + 1}th row`);
  });
}

function movesCheck(list: RankingView, add: Add) {
  const before = new Map<number, string>();
  for (const r of list.rows) {
    if (r.move === undefined) continue;
    const previous = r.rank + r.move;
    if (previous < 1)
      add('ranking.moves', `${r.name} at ${r.rank} moved up ${r.move}: from place ${previous}`);
    const other = before.get(previous);
    if (other) add('ranking.moves', `${r.name} and ${other} were both at place ${previous}`);
    before.set(previous, r.name);
  }
}

/** A live ranking counts the tournaments in play: the last week's matches (a tournament's week). */
const LIVE_WEEK_S = 7 * 86400;

function liveCheck(world: World, live: RankingView, official: RankingView, add: Add) {
  const since = Math.min(official.header.updatedAt, world.nowS) - LIVE_WEEK_S;
  const played = new Set<string>();
  for (const e of world.events.values()) {
    if (e.sportId !== live.header.sportId || e.stageType === StageType.scheduled || e.startTime < since)
      continue;
    played.add(e.homeId);
    if (e.awayId) played.add(e.awayId);
  }
  const officialRow = new Map(official.rows.map((r) => [r.participantId, r]));
  for (const r of live.rows) {
    const o = officialRow.get(r.participantId);
    if (!o) continue;
    if (r.points > o.points && !played.has(r.participantId)) {
      add(
        'ranking.live',
        `${r.name} has ${r.points} live points, ${o.points} official, without a match since ${new Date(since * 1000).toISOString().slice(0, 16)}`,
      );
    }
    if (r.move !== undefined && r.rank + r.move !== o.rank) {
      add('ranking.live', `${r.name} is ${r.rank} live, moved ${r.move}, but ${o.rank} in the official list`);
    }
  }
}
