/**
 * Horse racing: one race of a meeting, flat or over jumps. Declared non-runners (decided with the
 * field, shown before the off) never start. The rest leave the stalls together; each horse runs its
 * own race shape (a front-runner goes early, a closer finishes fast) at a speed set by its ability and
 * the day's form, and the timing reads every furlong pole (200 m here). Over jumps some fall, unseat
 * their rider or are pulled up (status, no rank); on the flat a few are pulled up.
 *
 * A row shows the running position live, then the finishing position, the time (stats result `time`)
 * and the gap to the winner in seconds; the starting price is fixed at the off, from the field's
 * abilities with the bookmakers' margin, in the fractional odds racecourses print ("5/2", "evs").
 */
import { EventStage, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { gapText, timeText } from '../../no-duel/format.ts';
import { gauss } from '../../no-duel/random.ts';
import { massStandings, type Run, splitsOf } from '../../no-duel/timing.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../../no-duel/types.ts';

const DECIMALS = 2;
const POLE_M = 200;
const OVERROUND = 1.18;

/** Starting prices as racecourses print them, with their decimal value (stake returned included). */
const PRICES = `1/5 2/7 1/3 2/5 1/2 4/7 8/13 4/6 8/11 4/5 10/11 evs 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8
  2/1 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1
  20/1 25/1 33/1 40/1 50/1 66/1 100/1`
  .split(/\s+/)
  .map((text) => {
    const [a, b] = text === 'evs' ? [1, 1] : text.split('/').map(Number);
    return { text, decimal: 1 + (a as number) / (b as number) };
  });

/** The printed price nearest (in log terms) to a decimal price. */
export function fractionalPrice(decimal: number): string {
  let best = PRICES[0] as (typeof PRICES)[number];
  for (const price of PRICES) {
    if (Math.abs(Math.log(price.decimal / decimal)) < Math.abs(Math.log(best.decimal / decimal)))
      best = price;
  }
  return best.text;
}

export interface HorseScript {
  runs: Run[];
  startingPrices: (string | undefined)[];
  end: number;
}

export function horseScript(race: Race): HorseScript {
  if (race.format.kind !== 'horse') throw new RangeError('horse: wrong format');
  const { metres, jumps } = race.format;
  const rng = Rng.of(race.seed, 'horse');
  const n = race.entrants.length;
  const running = race.entrants.map((e) => e.fixed.participantStatus !== ParticipantStatus.nonRunner);
  // The market: a share of the win for each runner, from its ability, plus the margin.
  const weights = race.entrants.map((e, i) => (running[i] ? Math.exp(4 * e.rating) : 0));
  const total = weights.reduce((a, b) => a + b, 0);
  const startingPrices = weights.map((w) => (w > 0 ? fractionalPrice(total / (w * OVERROUND)) : undefined));
  const baseSpeed = jumps ? 14.8 : 16.6;
  const runs = race.entrants.map((entrant, i): Run => {
    if (!running[i]) return { splits: [], out: { t: 0, status: ParticipantStatus.nonRunner } };
    const ability = entrant.rating + 0.22 * gauss(rng);
    const finish = metres / (baseSpeed * (1 + 0.035 * (ability - 0.5)));
    const shape = 0.08 * (rng.next() * 2 - 1);
    const timeAt = (d: number) => {
      const x = d / metres;
      return finish * (x + shape * x * (1 - x));
    };
    // The stalls open together at 0; a millionth of a second per stall orders line 0 by the draw.
    const splits = splitsOf(metres, POLE_M, timeAt).map((t, k) => (k === 0 ? (i - n) * 1e-6 : t));
    const r = rng.next();
    const risks: [number, ParticipantStatus][] = jumps
      ? [
          [0.04, ParticipantStatus.fall],
          [0.03, ParticipantStatus.unseatedRider],
          [0.05, ParticipantStatus.pulledUp],
          [0.005, ParticipantStatus.broughtDown],
        ]
      : [[0.01, ParticipantStatus.pulledUp]];
    let acc = 0;
    for (const [p, status] of risks) {
      acc += p;
      if (r >= acc) continue;
      const pole = rng.int(1, splits.length - 2);
      const outAt =
        (splits[pole] as number) + rng.next() * ((splits[pole + 1] as number) - (splits[pole] as number));
      return { splits: splits.slice(0, pole + 1), out: { t: outAt, status } };
    }
    return { splits };
  });
  const end = Math.max(...runs.map((r) => Math.max(r.splits.at(-1) ?? 0, r.out?.t ?? 0)));
  return { runs, startingPrices, end };
}

function horseView(script: HorseScript, t: number): RaceView {
  const standings = massStandings(script.runs, t, DECIMALS);
  const entries = standings.map((s, i): EntryView => {
    const entry: EntryView = {};
    const price = script.startingPrices[i];
    if (price !== undefined) entry.startingPrice = price;
    if (s.status !== undefined) {
      entry.participantStatus = s.status;
      return entry;
    }
    entry.rank = s.rank;
    if (s.rank !== 1 && s.gapUnits !== undefined) entry.gap = gapText(s.gapUnits, DECIMALS);
    if (s.finished) {
      entry.results = { [StatsResultType.time]: timeText(script.runs[i]?.splits.at(-1) as number, DECIMALS) };
    }
    return entry;
  });
  return { stage: t >= script.end ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const horse: RaceRules<HorseScript> = {
  script: horseScript,
  duration: (script) => script.end,
  view: horseView,
};
