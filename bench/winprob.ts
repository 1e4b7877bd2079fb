/**
 * Calibration of the live win probability (packages/domain/src/winprob/, docs/win-probability.md):
 * plays simulated matches with the simulator's own ball-by-ball and raid-by-raid play, asks the model
 * at every ball (cricket) and every raid or break (kabaddi), and prints for the model and for naive
 * baselines, in the same run, the Brier score and a reliability table (predicted chance of a home win
 * in deciles: mean predicted, observed home-win frequency, count). It also prints the delivery rates
 * and the kabaddi variance it measures, the figures the model's constants were fitted from.
 *
 *   node --import tsx bench/winprob.ts               # 2,000 T20s, 500 ODIs, 3,000 kabaddi matches
 *   node --import tsx bench/winprob.ts --matches 400 # fewer (or more) of each, ODIs a quarter of them
 *
 * Brier score: the mean over states of Σ (p - o)² over the three outcomes (home, draw, away), o = 1
 * for the outcome that happened: 0 is perfect, 0.5 is a coin toss between the sides, 2 certain and wrong.
 */
import {
  chaseChances,
  CRICKET_RATES,
  CricketGameType,
  ExtraKind,
  firstInningsChances,
  kabaddiChances,
  clockSeconds,
  KABADDI_VARIANCE_PER_S,
  type LimitedFormat,
  type WinProbability,
  Winner,
} from '@nerali/domain';
import { Rng } from '../apps/server/src/simulator/prng.ts';
import { cricketPlay } from '../apps/server/src/simulator/sports/cricket/play.ts';
import { cricketScript } from '../apps/server/src/simulator/sports/cricket/script.ts';
import { kabaddiClock, kabaddiScript } from '../apps/server/src/simulator/sports/kabaddi/script.ts';
import { makeFixture } from '../apps/server/src/simulator/testing.ts';
import type { MatchFormat } from '../apps/server/src/simulator/types.ts';

const flag = process.argv.indexOf('--matches');
const MATCHES = flag >= 0 ? Math.max(10, Number(process.argv[flag + 1]) || 0) : 2000;
const ODI_MATCHES = Math.max(10, Math.round(MATCHES / 4));
const KABADDI_MATCHES = Math.round(MATCHES * 1.5);

type Outcome = 'home' | 'draw' | 'away';

/** Brier and a reliability table of the home-win chance for one predictor. */
class Calibration {
  private sum = 0;
  private n = 0;
  private readonly bins = Array.from({ length: 10 }, () => ({ predicted: 0, observed: 0, count: 0 }));

  add(p: WinProbability, outcome: Outcome): void {
    const o = (k: Outcome) => (outcome === k ? 1 : 0);
    this.sum += (p.home - o('home')) ** 2 + (p.draw - o('draw')) ** 2 + (p.away - o('away')) ** 2;
    this.n += 1;
    const bin = this.bins[Math.min(9, Math.floor(p.home * 10))];
    if (bin) {
      bin.predicted += p.home;
      bin.observed += o('home');
      bin.count += 1;
    }
  }

  get brier(): number {
    return this.sum / Math.max(1, this.n);
  }

  table(): string[] {
    return this.bins.map((b, i) => {
      const range = `${String(i * 10).padStart(3)}-${String(i * 10 + 10).padStart(3)} %`;
      if (b.count === 0) return `    ${range}   ${'-'.padStart(9)} ${'-'.padStart(9)} ${'0'.padStart(8)}`;
      const predicted = ((b.predicted / b.count) * 100).toFixed(1).padStart(8);
      const observed = ((b.observed / b.count) * 100).toFixed(1).padStart(8);
      return `    ${range}   ${predicted}% ${observed}% ${String(b.count).padStart(8)}`;
    });
  }
}

function report(title: string, states: number, matches: number, rows: [string, Calibration][]): void {
  console.log(`\n${title}: ${matches} matches, ${states} states`);
  for (const [name, c] of rows) console.log(`  Brier ${c.brier.toFixed(4)}  ${name}`);
  for (const [name, c] of rows) {
    console.log(`  reliability, ${name}: P(home wins)  predicted  observed    count`);
    for (const line of c.table()) console.log(line);
  }
}

const outcomeOf = (winner: Winner): Outcome =>
  winner === Winner.home ? 'home' : winner === Winner.away ? 'away' : 'draw';
const COIN: WinProbability = { home: 0.5, draw: 0, away: 0.5 };
const sure = (o: Outcome): WinProbability => ({
  home: o === 'home' ? 1 : 0,
  draw: o === 'draw' ? 1 : 0,
  away: o === 'away' ? 1 : 0,
});

/** A fixture with the sides' strengths drawn as the simulator draws them (uniform in [0, 1]). */
function fixture(format: MatchFormat, i: number) {
  const rng = Rng.of('bench-winprob', format.sport, i);
  return makeFixture(format, i, [rng.next(), rng.next()]);
}

interface Rates {
  deliveries: number;
  wides: number;
  noBalls: number;
  legal: number;
  wickets: number;
  runs: number[];
}

function cricketBench(format: LimitedFormat, matches: number): void {
  const overs = format === 't20' ? 20 : 50;
  const gameType = format === 't20' ? CricketGameType.t20 : CricketGameType.odi;
  const spec: MatchFormat = { sport: 'cricket', gameType, oversPerInnings: overs, days: 0 };
  const model = new Calibration();
  const coin = new Calibration();
  const par = new Calibration();
  const rates: Rates = {
    deliveries: 0,
    wides: 0,
    noBalls: 0,
    legal: 0,
    wickets: 0,
    runs: [0, 0, 0, 0, 0, 0, 0],
  };
  // The par of a first innings: the mean total of the format's first innings, from the matches before.
  let firstTotals = 0;
  let firstCount = 0;
  let states = 0;
  const balls = overs * 6;
  for (let m = 0; m < matches; m++) {
    const script = cricketScript(fixture(spec, m));
    const outcome = outcomeOf(script.winner);
    for (const b of cricketPlay(script).balls) {
      rates.deliveries++;
      if (b.extra?.kind === ExtraKind.wide) rates.wides++;
      else if (b.extra?.kind === ExtraKind.noBall) rates.noBalls++;
      else {
        rates.legal++;
        if (b.wicket) rates.wickets++;
        else {
          const r = Math.min(6, b.runs + (b.extra?.runs ?? 0));
          rates.runs[r] = (rates.runs[r] ?? 0) + 1;
        }
      }
    }
    const sideOf = (innings: number) => (script.innings[innings]?.side === 0 ? 'home' : 'away');
    const tally = [
      { runs: 0, wickets: 0, legal: 0 },
      { runs: 0, wickets: 0, legal: 0 },
    ];
    const parTotal = firstCount > 0 ? firstTotals / firstCount : 160;
    const evaluate = (innings: number) => {
      const now = tally[innings] ?? { runs: 0, wickets: 0, legal: 0 };
      const batting = sideOf(innings);
      let win: number;
      let tie: number;
      let ahead: boolean;
      if (innings === 0) {
        [win, tie] = firstInningsChances(format, balls, balls, balls - now.legal, 10 - now.wickets, now.runs);
        const projected = now.legal > 0 ? (now.runs / now.legal) * balls : parTotal;
        ahead = projected >= parTotal;
      } else {
        const target = (tally[0]?.runs ?? 0) + 1;
        [win, tie] = chaseChances(format, balls - now.legal, 10 - now.wickets, target - now.runs);
        // Par for the chase: the runs a side scoring at the rate needed from the start would have.
        const parNow = now.legal > 0 ? (target * now.legal) / balls : 0;
        ahead = now.runs >= parNow;
      }
      const lose = Math.max(0, 1 - win - tie);
      const p: WinProbability =
        batting === 'home' ? { home: win, draw: tie, away: lose } : { home: lose, draw: tie, away: win };
      model.add(p, outcome);
      coin.add(COIN, outcome);
      const parWinner: Outcome = ahead ? batting : batting === 'home' ? 'away' : 'home';
      par.add(sure(parWinner), outcome);
      states++;
    };
    let last = -1;
    for (const ball of script.balls) {
      if (ball.innings !== last) {
        last = ball.innings;
        evaluate(last);
      }
      const now = tally[ball.innings];
      if (!now) continue;
      now.runs += ball.runs;
      if (ball.legal) now.legal++;
      if (ball.wicket) now.wickets++;
      evaluate(ball.innings);
    }
    firstTotals += tally[0]?.runs ?? 0;
    firstCount++;
  }
  const share = (n: number, of: number) => (n / Math.max(1, of)).toFixed(4);
  const fitted = CRICKET_RATES[format];
  console.log(`\n${format.toUpperCase()} delivery rates measured (model constant):`);
  console.log(`  wide ${share(rates.wides, rates.deliveries)} (${fitted.wide})`);
  console.log(`  no-ball ${share(rates.noBalls, rates.deliveries)} (${fitted.noBall})`);
  console.log(`  wicket a legal ball ${share(rates.wickets, rates.legal)} (${fitted.wicket})`);
  const noWicket = rates.legal - rates.wickets;
  console.log(
    `  runs 0-6 of a legal ball with no wicket ${rates.runs.map((r) => share(r, noWicket)).join(' ')} (${fitted.runs.join(' ')})`,
  );
  console.log(`  par first-innings total ${(firstTotals / Math.max(1, firstCount)).toFixed(1)}`);
  report(`${format.toUpperCase()}`, states, matches, [
    ['model (WASP-like)', model],
    ['baseline: 50 % each side', coin],
    ['baseline: the side ahead of par wins', par],
  ]);
}

function kabaddiBench(matches: number): void {
  const spec: MatchFormat = { sport: 'kabaddi', knockout: false };
  const model = new Calibration();
  const coin = new Calibration();
  const ahead = new Calibration();
  // The sweep the model's variance was chosen from: Brier at each.
  const SWEEP = [0.03, 0.04, 0.05, 0.06, 0.07, 0.09, 0.11];
  const sweep = SWEEP.map(() => new Calibration());
  let squares = 0;
  let seconds = 0;
  let drift = 0;
  let states = 0;
  let draws = 0;
  for (let m = 0; m < matches; m++) {
    const script = kabaddiScript(fixture(spec, m));
    const final = script.entries.reduce((d, e) => d + e.points[0] - e.points[1], 0);
    const outcome: Outcome = final > 0 ? 'home' : final < 0 ? 'away' : 'draw';
    if (outcome === 'draw') draws++;
    let difference = 0;
    const evaluate = (played: number) => {
      const left = 2400 - played;
      model.add(kabaddiChances(difference, left), outcome);
      SWEEP.forEach((v, i) => sweep[i]?.add(kabaddiChances(difference, left, false, v), outcome));
      coin.add(COIN, outcome);
      ahead.add(difference === 0 ? COIN : sure(difference > 0 ? 'home' : 'away'), outcome);
      squares += (final - difference) ** 2;
      drift += final - difference;
      seconds += left;
      states++;
    };
    evaluate(0);
    for (const e of script.entries) {
      difference += e.points[0] - e.points[1];
      evaluate(Math.min(2400, clockSeconds(kabaddiClock(script, e.t))));
    }
  }
  console.log(
    `\nKabaddi: variance of the difference still to come ${(squares / seconds).toFixed(4)} points² a second left;`,
  );
  console.log(`  mean drift toward home ${(drift / states).toFixed(2)} points; draws ${draws} of ${matches}`);
  console.log(
    `  Brier by variance (model constant ${KABADDI_VARIANCE_PER_S}): ${SWEEP.map((v, i) => `${v} ${sweep[i]?.brier.toFixed(4)}`).join(', ')}`,
  );
  report('Kabaddi (league: a level score is a draw)', states, matches, [
    ['model (normal, variance ∝ time left)', model],
    ['baseline: 50 % each side', coin],
    ['baseline: the side ahead on the scoreboard wins', ahead],
  ]);
}

const started = performance.now();
cricketBench('t20', MATCHES);
cricketBench('odi', ODI_MATCHES);
kabaddiBench(KABADDI_MATCHES);
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
