/**
 * Cross-country skiing, a mass-start World Cup race over `km`. The field skis together at the pack's
 * pace and splits up in the second half, the strongest pulling away; a few abandon (did not finish).
 * The timing reads every half kilometre.
 *
 * A row shows the distance covered (stats result `currentDistance`, km as "7.5": spec 2 §9 shows it
 * for the live leader), the position and the time behind the leader at that point; at the finish the
 * race time (`time`, "35:12.4") and the gap ("+12.3").
 */
import { EventStage, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { fixed, gapText, timeText } from '../../no-duel/format.ts';
import { gauss, ramp } from '../../no-duel/random.ts';
import { massStandings, type Run, splitsOf } from '../../no-duel/timing.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../../no-duel/types.ts';

const DECIMALS = 1;
export const LINE_KM = 0.5;
const PACK_S_PER_KM = 150;

export interface CrossCountryScript {
  runs: Run[];
  km: number;
  end: number;
}

export function crossCountryScript(race: Race): CrossCountryScript {
  if (race.format.kind !== 'crossCountry') throw new RangeError('cross-country: wrong format');
  const { km } = race.format;
  const rng = Rng.of(race.seed, 'cross-country');
  const spreadS = 14 * km;
  const n = race.entrants.length;
  const runs = race.entrants.map((entrant, i): Run => {
    const gap = Math.max(0, (1 - entrant.rating + 0.2 * gauss(rng)) * spreadS);
    const kick = rng.next() * 3;
    const timeAt = (d: number) =>
      d * PACK_S_PER_KM +
      gap * ramp(d, km * 0.3, km) +
      kick * ramp(d, km - 1, km) +
      (d === 0 ? (i - n) * 1e-6 : 0);
    const splits = splitsOf(km, LINE_KM, timeAt);
    if (!rng.chance(0.03)) return { splits };
    const line = rng.int(2, splits.length - 2);
    return {
      splits: splits.slice(0, line + 1),
      out: { t: (splits[line] as number) + 30, status: ParticipantStatus.didNotFinish },
    };
  });
  const end = Math.max(...runs.map((r) => Math.max(r.splits.at(-1) as number, r.out?.t ?? 0)));
  return { runs, km, end };
}

function crossCountryView(script: CrossCountryScript, t: number): RaceView {
  const standings = massStandings(script.runs, t, DECIMALS);
  const entries = standings.map((s, i): EntryView => {
    if (s.status !== undefined) return { participantStatus: s.status };
    if (s.rank === undefined) return {};
    const run = script.runs[i] as Run;
    const results: Record<number, string> = {
      [StatsResultType.currentDistance]: fixed(Math.min(script.km, s.passed * LINE_KM), 1),
    };
    if (s.finished) results[StatsResultType.time] = timeText(run.splits.at(-1) as number, DECIMALS);
    const entry: EntryView = { rank: s.rank, results };
    if (s.rank !== 1 && s.gapUnits !== undefined) entry.gap = gapText(s.gapUnits, DECIMALS);
    return entry;
  });
  return { stage: t >= script.end ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const crossCountry: RaceRules<CrossCountryScript> = {
  script: crossCountryScript,
  duration: (script) => script.end,
  view: crossCountryView,
};
