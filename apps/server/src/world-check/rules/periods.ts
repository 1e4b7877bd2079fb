/**
 * Sports scored over timed periods. The parts of the score are the regulation periods, then extra
 * time, then (some sports) a shoot-out; the score is what the periods add up to.
 *
 * Regulation periods: basketball 4 quarters (FIBA Official Basketball Rules, Art. 8 "Playing time,
 * tied score and overtime"), ice hockey 3 periods (IIHF Official Rule Book, "Game time"), American
 * football 4 quarters (NFL Rule 4, Game timing), handball 2 halves (IHF Rules of the Game, Rule 2:1),
 * rugby 2 halves (World Rugby Law 5 "Time"; International Rugby League Laws, "Duration of the match"),
 * floorball 3 periods (IFF Rules of the Game, "Playing time"), bandy 2 halves (FIB Bandy Playing
 * Rules, "Duration of match"), futsal 2 halves (Futsal Laws of the Game, Law 7), beach soccer 3 periods
 * (Beach Soccer Laws of the Game, Law 7), Australian football 4 quarters (Laws of Australian Football,
 * "Duration of play"), water polo 4 periods (World Aquatics WP 11 "Duration of the game"), field
 * hockey 4 quarters of 15 minutes (FIH Rules of Hockey, "Duration of match"), netball 4 quarters
 * (World Netball Rules of Netball, "Duration of the game"), kabaddi 2 halves of 20 minutes (Pro
 * Kabaddi League rules).
 *
 * - score.periods: the score is the sum of the regulation and extra-time periods (a shoot-out's goals
 *   are not goals of the match; ice hockey and floorball credit the shoot-out's winner with one goal:
 *   IIHF "Game-winning shots", NHL Rule 84 "Overtime" (shootout), IFF "Penalty shot competition").
 * - score.overtime: extra time is played only after a level regulation time (FIBA Art. 8.7, IIHF
 *   "Overtime", NFL Rule 16, IHF 2:2, Futsal and Beach Soccer Law 10), and a shoot-out only after level extra
 *   time; a shoot-out cannot end level (IFAB Law 10.3: kicks go on until one side leads).
 * - score.points: totals a sport's scoring values cannot make: rugby union (World Rugby Law 8: try 5,
 *   conversion 2, penalty and drop goal 3, penalty try 7) cannot total 1, 2 or 4; American football
 *   (NFL Rule 11: touchdown 6, field goal 3, safety 2, try 1 or 2 after a touchdown) cannot total 1.
 * - score.half-time (football, whose parts are the half-time score only): no side has more at half
 *   time than at full time (IFAB Law 7: goals are never taken away).
 */
import { EventStage, StageType } from '@nerali/domain';
import type { Violation, World, WorldEvent } from '../model.ts';
import { isPlayedResult, parts, scores, sportKey, sum, violation } from './support.ts';

interface PeriodFormat {
  regulation: number;
  /** Index of the shoot-out part, or null when the parts hold none. */
  shootout: number | null;
  /** The shoot-out's winner gets one goal in the score. */
  shootoutGoal: boolean;
  /** Totals no combination of the sport's scoring values makes. */
  impossibleTotals?: readonly number[];
}

const FORMATS: Record<string, PeriodFormat> = {
  basketball: { regulation: 4, shootout: null, shootoutGoal: false },
  hockey: { regulation: 3, shootout: 4, shootoutGoal: true },
  'american-football': { regulation: 4, shootout: null, shootoutGoal: false, impossibleTotals: [1] },
  handball: { regulation: 2, shootout: null, shootoutGoal: false },
  'rugby-union': { regulation: 2, shootout: null, shootoutGoal: false, impossibleTotals: [1, 2, 4] },
  'rugby-league': { regulation: 2, shootout: null, shootoutGoal: false },
  floorball: { regulation: 3, shootout: 4, shootoutGoal: true },
  bandy: { regulation: 2, shootout: null, shootoutGoal: false },
  futsal: { regulation: 2, shootout: 3, shootoutGoal: false },
  'beach-soccer': { regulation: 3, shootout: 4, shootoutGoal: false },
  'aussie-rules': { regulation: 4, shootout: null, shootoutGoal: false },
  'water-polo': { regulation: 4, shootout: 5, shootoutGoal: false },
  'field-hockey': { regulation: 4, shootout: null, shootoutGoal: false },
  netball: { regulation: 4, shootout: null, shootoutGoal: false },
  kabaddi: { regulation: 2, shootout: null, shootoutGoal: false },
};

export function periodFormat(sport: string): PeriodFormat | undefined {
  return FORMATS[sport];
}

const played = (list: readonly (number | null)[]) => list.some((v) => v !== null);

export function periodsRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const e of world.events.values()) {
    if (e.stageType === StageType.scheduled) continue;
    if (sportKey(e) === 'soccer') out.push(...halfTime(e));
    const format = FORMATS[sportKey(e)];
    const s = scores(e);
    if (!format || !s) continue;
    out.push(...pointsCheck(e, format, s));
    const [home, away] = parts(e);
    if (home.length === 0 && away.length === 0) continue;
    out.push(...sumCheck(e, format, s, home, away));
    if (isPlayedResult(e)) out.push(...overtimeCheck(e, format, home, away));
  }
  return out;
}

function halfTime(e: WorldEvent): Violation[] {
  const s = scores(e);
  const [home, away] = parts(e);
  const h = home[0] ?? null;
  const a = away[0] ?? null;
  if (!s || h === null || a === null) return [];
  return h > s[0] || a > s[1]
    ? [violation(e, 'score.half-time', `half-time ${h}-${a} is more than the score`)]
    : [];
}

function pointsCheck(e: WorldEvent, format: PeriodFormat, s: [number, number]): Violation[] {
  const bad = s.filter((v) => format.impossibleTotals?.includes(v));
  return bad.length > 0 && isPlayedResult(e)
    ? [violation(e, 'score.points', `${sportKey(e)} cannot total ${bad.join(' or ')} points`)]
    : [];
}

function sumCheck(
  e: WorldEvent,
  format: PeriodFormat,
  s: [number, number],
  home: (number | null)[],
  away: (number | null)[],
): Violation[] {
  const upTo = format.shootout ?? Math.max(home.length, away.length);
  const h = sum(home.slice(0, upTo));
  const a = sum(away.slice(0, upTo));
  const so = format.shootout;
  const soH = so === null ? null : (home[so] ?? null);
  const soA = so === null ? null : (away[so] ?? null);
  const bonus: [number, number] =
    format.shootoutGoal && soH !== null && soA !== null && soH !== soA
      ? soH > soA
        ? [1, 0]
        : [0, 1]
      : [0, 0];
  const plain = s[0] === h && s[1] === a;
  const credited = s[0] === h + bonus[0] && s[1] === a + bonus[1];
  return plain || credited
    ? []
    : [
        violation(
          e,
          'score.periods',
          `the periods add up to ${h}-${a}${bonus[0] + bonus[1] ? ` (+1 shoot-out goal)` : ''}, the score is ${s[0]}-${s[1]}`,
        ),
      ];
}

function overtimeCheck(
  e: WorldEvent,
  format: PeriodFormat,
  home: (number | null)[],
  away: (number | null)[],
): Violation[] {
  const out: Violation[] = [];
  const r = format.regulation;
  const so = format.shootout;
  const extraEnd = so ?? Math.max(home.length, away.length);
  const regLevel = sum(home.slice(0, r)) === sum(away.slice(0, r));
  const extraPlayed = played(home.slice(r, extraEnd)) || played(away.slice(r, extraEnd));
  if (Math.max(home.length, away.length) < r || home.slice(0, r).some((v) => v === null)) {
    out.push(
      violation(
        e,
        'score.periods',
        `finished with ${home.filter((v) => v !== null).length} of ${r} regulation periods`,
      ),
    );
  }
  if (extraPlayed && !regLevel)
    out.push(violation(e, 'score.overtime', 'extra time after a regulation time that was not level'));
  if (so !== null) {
    const soH = home[so] ?? null;
    const soA = away[so] ?? null;
    if (soH !== null && soA !== null) {
      const levelBefore = sum(home.slice(0, so)) === sum(away.slice(0, so));
      if (!levelBefore)
        out.push(violation(e, 'score.overtime', 'a shoot-out after a match that was not level'));
      if (soH === soA) out.push(violation(e, 'score.overtime', `a shoot-out ended level ${soH}-${soA}`));
    }
  }
  if (e.stage === EventStage.afterExtraTime && !extraPlayed && !regLevel) {
    out.push(violation(e, 'score.overtime', 'after extra time, but regulation time was not level'));
  }
  return out;
}
