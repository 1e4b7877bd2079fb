/**
 * Golf stroke play (one row per player per round; the round as the league).
 *
 * - race.golf:
 *   - a player's total to par is his strokes less the course's par for the rounds played, and one
 *     course has one par for every player (Rules of Golf, Rule 3.3 "Stroke play": the score is the
 *     strokes taken; par is the course's): the par each row implies must be the same;
 *   - today's score to par is the last complete round's strokes less that par;
 *   - ranks follow the totals, equal totals share a rank (tied) and better totals rank higher
 *     (tournament regulations of the DP World Tour and PGA Tour: "T3");
 *   - a player cut after 36 holes (DP World Tour / PGA Tour regulations, "The cut") has two rounds.
 */
import { ParticipantStatus, StatsResultType } from '@nerali/domain';
import type { Violation, World, WorldEvent } from '../model.ts';
import { groupBy, sportKey } from './support.ts';

export function toPar(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (text === 'E') return 0;
  return /^[+-]\d+$/.test(text) ? Number(text) : null;
}

function rounds(e: WorldEvent): number[] {
  const out: number[] = [];
  for (let r = StatsResultType.round1; r <= StatsResultType.round20; r++) {
    const v = e.results?.[r];
    if (v === undefined) break;
    out.push(Number(v));
  }
  return out;
}

export function golfRule(world: World): Violation[] {
  const out: Violation[] = [];
  const byRound = groupBy(
    [...world.events.values()].filter((e) => sportKey(e) === 'golf'),
    (e) => [e.league.id],
  );
  for (const entries of byRound.values()) {
    const add = (e: WorldEvent, detail: string) =>
      out.push({
        sportId: e.sportId,
        check: 'race.golf',
        subject: e.id,
        detail: `${e.league.name}: ${e.homeName}: ${detail}`,
      });
    const pars = new Map<number, WorldEvent>();
    for (const e of entries) {
      const total = toPar(e.results?.[StatsResultType.points]);
      const played = rounds(e);
      // Only rounds complete (18 holes) tell the par; the round in play counts once it is.
      const complete = e.holesPlayed !== undefined && e.holesPlayed < 18 ? played.slice(0, -1) : played;
      if (total === null || complete.length === 0 || complete.length !== played.length) continue;
      const strokes = complete.reduce((a, b) => a + b, 0);
      const par = (strokes - total) / complete.length;
      if (!pars.has(par)) pars.set(par, e);
      const today = toPar(e.parToday);
      const last = complete.at(-1);
      if (today !== null && last !== undefined && Number.isInteger(par) && last - par !== today) {
        add(e, `today ${e.parToday} but the round was ${last} on a par ${par}`);
      }
      if (e.participantStatus === ParticipantStatus.cutOff && played.length !== 2)
        add(e, `cut with ${played.length} rounds`);
    }
    if (pars.size > 1) {
      const [first, ...others] = [...pars.entries()];
      for (const [par, e] of others)
        add(e, `the scores imply a par of ${par}, another player's ${first?.[0]}`);
    }
    const ranked = entries.filter((e) => e.rank !== undefined).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    ranked.forEach((e, i) => {
      const prev = ranked[i - 1];
      const t = toPar(e.results?.[StatsResultType.points]);
      const p = prev ? toPar(prev.results?.[StatsResultType.points]) : null;
      if (!prev || t === null || p === null) return;
      if (t < p) add(e, `ranked ${e.rank} at ${t} behind ${prev.homeName} at ${p}`);
      if (t === p && prev.rank !== e.rank)
        add(e, `level with ${prev.homeName} at ${t} but ranked ${e.rank}, not ${prev.rank}`);
      if (t !== p && prev.rank === e.rank)
        add(e, `shares rank ${e.rank} with ${prev.homeName} at a different total`);
    });
  }
  return out;
}
