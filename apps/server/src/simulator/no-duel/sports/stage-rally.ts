/**
 * A rally special stage (and a rally-raid stage, Dakar): crews start one by one, `intervalS` apart,
 * the championship's best first, and race the clock over `km`. The stage's result is the net time of
 * each crew (stats result `time`) and its gap to the fastest; a crew still on the stage has no rank yet.
 * Some crews lose time (a puncture, a spin, navigation), a few retire (did not finish).
 */
import { EventStage, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { gapText, timeText } from '../format.ts';
import { gauss } from '../random.ts';
import { netTime, type Run, splitsOf, trialStandings } from '../timing.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../types.ts';

const DECIMALS = 1;
const INTERMEDIATES = 10;

export interface StageRallyScript {
  runs: Run[];
  end: number;
}

export function stageRallyScript(race: Race): StageRallyScript {
  if (race.format.kind !== 'stageRally') throw new RangeError('stage rally: wrong format');
  const { km, kmPerH, intervalS } = race.format;
  const rng = Rng.of(race.seed, 'stage-rally');
  const startOrder = race.entrants
    .map((e, i) => ({ i, r: e.rating }))
    .sort((a, b) => b.r - a.r)
    .map(({ i }) => i);
  const runs = new Array<Run>(race.entrants.length);
  startOrder.forEach((i, k) => {
    const rating = race.entrants[i]?.rating ?? 0.5;
    const start = k * intervalS;
    const speed = (kmPerH / 3600) * (1 + 0.06 * (rating - 0.5)) * (1 + 0.012 * gauss(rng));
    const lossAt = rng.next() * km;
    const loss = rng.chance(0.1) ? rng.int(15, 120) : 0;
    const timeAt = (d: number) => start + d / speed + (d >= lossAt ? loss : 0);
    const splits = splitsOf(km, km / INTERMEDIATES, timeAt);
    if (!rng.chance(0.04)) {
      runs[i] = { splits };
      return;
    }
    const line = rng.int(1, INTERMEDIATES - 1);
    const outAt =
      (splits[line] as number) + rng.next() * ((splits[line + 1] as number) - (splits[line] as number));
    runs[i] = {
      splits: splits.slice(0, line + 1),
      out: { t: outAt, status: ParticipantStatus.didNotFinish },
    };
  });
  const end = Math.max(...runs.map((r) => Math.max(r.splits.at(-1) as number, r.out?.t ?? 0)));
  return { runs, end };
}

function stageRallyView(script: StageRallyScript, t: number): RaceView {
  const standings = trialStandings(script.runs, t, DECIMALS);
  const entries = standings.map((s, i): EntryView => {
    if (s.status !== undefined) return { participantStatus: s.status };
    if (!s.finished) return {};
    const entry: EntryView = {
      rank: s.rank,
      results: { [StatsResultType.time]: timeText(netTime(script.runs[i] as Run), DECIMALS) },
    };
    if (s.rank !== 1 && s.gapUnits !== undefined) entry.gap = gapText(s.gapUnits, DECIMALS);
    return entry;
  });
  return { stage: t >= script.end ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const stageRally: RaceRules<StageRallyScript> = {
  script: stageRallyScript,
  duration: (script) => script.end,
  view: stageRallyView,
};
