/**
 * League tables (ts_) that add up, and agree with the results the feeds show.
 *
 * - standings.sum: played = won + drawn + lost; ranks 1..n; no draws in a table of a sport that has
 *   none (rules/draws.ts); in a complete table every goal scored was conceded by someone and every
 *   win was someone's loss (sum of for = sum of against, wins = losses, draws even); the form holds one
 *   letter per match, up to five.
 * - standings.points: the points are the competition's points for the results: football 3/1/0 (the
 *   leagues' regulations since 1995; IFAB leaves it to them), futsal 3/1/0, handball 2/1/0 (IHF and
 *   EHF competition regulations), Australian football 4/2/0 (AFL Rules), kabaddi 5 a win, 3 a tie and
 *   1 for a loss by seven points or fewer (PKL rules), volleyball 3 for a win, 2 for a 3-2 win and 1 for
 *   a 2-3 loss (FIVB; SuperLega, PlusLiga), rugby union 4 a win and 2 a draw with up to one try bonus
 *   and one losing bonus (World Rugby's bonus-point system, Premiership, Top 14, Super Rugby), field
 *   hockey 3 a win and 1 a draw with 1 more for the shoot-out (FIH Pro League, HIL: the match stays
 *   drawn in the table, so its form letter is D), T20 cricket 2 a
 *   win and 1 a tie or no result (IPL and the T20 leagues' playing conditions); and a table is ordered
 *   by points (every competition's first criterion).
 * - standings.results: the table agrees with the league's results in the window: a team has played
 *   at least the matches the feeds show it finish (and won, drawn, lost at least those), and its form
 *   ends with those results, newest last.
 */
import { CricketGameType, EventStage, sportById } from '@nerali/domain';
import type { StandingRow } from '@nerali/domain';
import { competitionOf } from '../competitions.ts';
import type { Violation, World, WorldEvent } from '../model.ts';
import { isDrawnResult } from './draws.ts';
import { isPlayedResult, scores, sportKey } from './support.ts';

type Bounds = (r: StandingRow) => [number, number];

const POINTS: Record<string, Bounds> = {
  soccer: (r) => [3 * r.won + r.drawn, 3 * r.won + r.drawn],
  futsal: (r) => [3 * r.won + r.drawn, 3 * r.won + r.drawn],
  handball: (r) => [2 * r.won + r.drawn, 2 * r.won + r.drawn],
  'aussie-rules': (r) => [4 * r.won + 2 * r.drawn, 4 * r.won + 2 * r.drawn],
  kabaddi: (r) => [5 * r.won + 3 * r.drawn, 5 * r.won + 3 * r.drawn + r.lost],
  volleyball: (r) => [2 * r.won, 3 * r.won + r.lost],
  'rugby-union': (r) => [4 * r.won + 2 * r.drawn, 5 * r.won + 3 * r.drawn + 2 * r.lost],
  'field-hockey': (r) => [3 * r.won + r.drawn, 3 * r.won + 2 * r.drawn],
};
const T20_POINTS: Bounds = (r) => [2 * r.won + r.drawn, 2 * r.won + r.drawn];

/**
 * Sports whose shoot-out after a level match earns a bonus point and leaves the match drawn in the
 * table (FIH Pro League Regulations, "Points": a draw is 1 point each, the shoot-out's winner 1 more;
 * the Hockey India League plays the same): its form letter is D whoever won the shoot-out.
 */
const SHOOTOUT_BONUS = new Set(['field-hockey']);

/** The outcome letter of a finished result for one side, or null when the feeds cannot tell it. */
function outcome(e: WorldEvent, side: 1 | 2): 'W' | 'D' | 'L' | null {
  if (isDrawnResult(e)) return 'D';
  if (SHOOTOUT_BONUS.has(sportKey(e)) && e.stage === EventStage.afterPenalties) return 'D';
  const w = e.winner ?? null;
  if (w === 1 || w === 2) return w === side ? 'W' : 'L';
  const s = scores(e);
  if (!s || s[0] === s[1]) return null;
  return s[0] > s[1] === (side === 1) ? 'W' : 'L';
}

export function standingsRule(world: World, knockout: ReadonlySet<string>): Violation[] {
  const out: Violation[] = [];
  const results = resultsByLeagueTeam(world, knockout);
  for (const [leagueId, groups] of world.standings) {
    const league = world.leagues.get(leagueId);
    const sample = [...world.events.values()].find((e) => e.league.id === leagueId);
    // No-duel sports' tables (a championship's points after each race) have no won/drawn/lost or form.
    if (!league || !sample || sportById(sample.sportId)?.noDuel) continue;
    const key = sportKey(sample);
    const add = (check: string, detail: string) =>
      out.push({ sportId: sample.sportId, check, subject: leagueId, detail: `${league.name}: ${detail}` });
    const t20 = sample.cricket?.gameType === CricketGameType.t20;
    const points = key === 'cricket' ? (t20 ? T20_POINTS : undefined) : POINTS[key];
    const facts = competitionOf(key, league.name);
    const drawless = !facts.leagueDraws && facts.tieAfterInnings === null && key !== 'cricket';
    for (const group of groups) {
      const label = group.name ? `${group.name}: ` : '';
      const total = { f: 0, a: 0, w: 0, l: 0, d: 0 };
      group.rows.forEach((r, i) => {
        total.f += r.scoreFor;
        total.a += r.scoreAgainst;
        total.w += r.won;
        total.l += r.lost;
        total.d += r.drawn;
        if (r.played !== r.won + r.drawn + r.lost)
          add('standings.sum', `${label}${r.name} played ${r.played} but ${r.won}+${r.drawn}+${r.lost}`);
        if (r.rank !== i + 1 && r.rank !== group.rows[i - 1]?.rank)
          add('standings.sum', `${label}${r.name} is ranked ${r.rank} in place ${i + 1}`);
        if (drawless && r.drawn > 0)
          add('standings.sum', `${label}${r.name} has ${r.drawn} draws; ${key} has none`);
        if (r.form.length !== Math.min(5, r.played))
          add('standings.sum', `${label}${r.name}: form ${r.form.join('')} for ${r.played} played`);
        if (points) {
          const [lo, hi] = points(r);
          if (r.points < lo || r.points > hi)
            add(
              'standings.points',
              `${label}${r.name} has ${r.points} points for ${r.won}-${r.drawn}-${r.lost} (${lo === hi ? lo : `${lo}-${hi}`})`,
            );
          const prev = group.rows[i - 1];
          if (prev && r.points > prev.points)
            add(
              'standings.points',
              `${label}${r.name} (${r.points}) ranked below ${prev.name} (${prev.points})`,
            );
        }
        const mine = results.get(`${leagueId}|${r.participantId}`) ?? [];
        resultsCheck(r, mine, (d) => add('standings.results', `${label}${d}`));
      });
      const complete = group.rows.length >= 2;
      if (complete && (total.f !== total.a || total.w !== total.l || total.d % 2 !== 0)) {
        add(
          'standings.sum',
          `${label}the table does not balance: for ${total.f} against ${total.a}, won ${total.w} lost ${total.l}, drawn ${total.d}`,
        );
      }
    }
  }
  return out;
}

function resultsByLeagueTeam(world: World, knockout: ReadonlySet<string>): Map<string, ('W' | 'D' | 'L')[]> {
  const out = new Map<string, ('W' | 'D' | 'L')[]>();
  const finished = [...world.events.values()]
    .filter((e) => e.awayId && isPlayedResult(e) && !knockout.has(e.id))
    .sort((a, b) => a.startTime - b.startTime);
  for (const e of finished) {
    for (const [side, id] of [
      [1, e.homeId],
      [2, e.awayId],
    ] as const) {
      const o = outcome(e, side);
      if (!o) continue;
      const k = `${e.league.id}|${id}`;
      out.set(k, [...(out.get(k) ?? []), o]);
    }
  }
  return out;
}

function resultsCheck(r: StandingRow, mine: ('W' | 'D' | 'L')[], add: (detail: string) => void) {
  const count = (o: string) => mine.filter((x) => x === o).length;
  if (r.played < mine.length) add(`${r.name} played ${r.played}, the feeds show ${mine.length} results`);
  else if (r.won < count('W') || r.drawn < count('D') || r.lost < count('L')) {
    add(
      `${r.name} is ${r.won}-${r.drawn}-${r.lost}; the feeds show ${count('W')}-${count('D')}-${count('L')} in the window`,
    );
  }
  const k = Math.min(5, mine.length, r.form.length);
  const form = r.form.slice(-k).join('');
  const seen = mine.slice(-k).join('');
  if (k > 0 && form !== seen) add(`${r.name}'s form ends ${form}, the last results are ${seen}`);
}
