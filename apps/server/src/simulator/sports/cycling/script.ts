/**
 * Road cycling: one stage of a stage race, a mass start over `km`. A small breakaway gets clear early
 * and builds a lead of a few minutes; the bunch usually catches it near the end (less often on hilly
 * and mountain stages). The finale then splits the field by profile: on a flat stage nearly everyone
 * finishes in the bunch; on hills and mountains the strongest arrive in small groups, the rest minutes
 * down. Riders who finish together get the same time (the sport's rule), and their order within the
 * group is the sprint. Riders who abandon are out (did not finish, no rank).
 *
 * The timing reads every 5 km. A row shows the position on the road and the time behind the leader
 * there; at the finish the stage time (stats result `time`, "4:12:33") and the gap ("+0:12").
 */
import { EventStage, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { timeText, unitsText } from '../../no-duel/format.ts';
import { gauss, ramp } from '../../no-duel/random.ts';
import { massStandings, type Run, splitsOf } from '../../no-duel/timing.ts';
import type { EntryView, Race, RaceRules, RaceView } from '../../no-duel/types.ts';

const LINE_KM = 5;
/** Riders within this many seconds of each other at the line are one group: one time. */
const GROUP_S = 3;

const PROFILE = {
  flat: { kmPerH: 44, breakMaxS: 240, survive: 0.12, finaleKm: 3, spreadS: 60, bunch: 0.75 },
  hilly: { kmPerH: 40, breakMaxS: 360, survive: 0.3, finaleKm: 25, spreadS: 360, bunch: 0.3 },
  mountain: { kmPerH: 35, breakMaxS: 480, survive: 0.25, finaleKm: 50, spreadS: 1200, bunch: 0.08 },
} as const;

export interface CyclingScript {
  runs: Run[];
  end: number;
}

/** Final gaps clustered into groups: each group takes the time of its first rider. */
export function grouped(gaps: readonly number[]): number[] {
  const order = gaps.map((g, i) => ({ g, i })).sort((a, b) => a.g - b.g);
  const out = new Array<number>(gaps.length).fill(0);
  let groupTime = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const { g, i } of order) {
    if (g - previous > GROUP_S) groupTime = Math.round(g);
    out[i] = groupTime;
    previous = g;
  }
  return out;
}

export function cyclingScript(race: Race): CyclingScript {
  if (race.format.kind !== 'cycling') throw new RangeError('cycling: wrong format');
  const { km, profile, abandons } = race.format;
  const p = PROFILE[profile];
  const rng = Rng.of(race.seed, 'cycling');
  const n = race.entrants.length;
  // The day's wind and racing make the average speed vary by a few per cent.
  const paceS = 3600 / (p.kmPerH * (1 + 0.05 * gauss(rng)));
  const baseS = Math.round(km * paceS);
  // The breakaway: 3-6 riders, more often the weaker ones (the favourites wait).
  const candidates = race.entrants.map((e, i) => ({ i, w: 1.2 - e.rating }));
  const breakaway = new Set<number>();
  const size = rng.int(3, 6);
  while (breakaway.size < size && breakaway.size < n) breakaway.add(rng.weighted(candidates, (c) => c.w).i);
  const survives = rng.chance(p.survive);
  const breakMax = p.breakMaxS * (0.6 + 0.4 * rng.next());
  const catchKm = Math.max(km * 0.6, km - p.finaleKm - 5 - rng.next() * 10);
  const finaleStart = km - p.finaleKm;
  const kept = survives ? Math.round(20 + rng.next() * 100) : 0;
  // Final gaps: the finale splits the field by strength (the breakaway's survivors lead by `kept`).
  const raw = race.entrants.map((e, i) => {
    if (survives && breakaway.has(i)) return Math.abs(gauss(rng)) * 15 - kept;
    // `bunch`: how weak a rider may be and still finish with the front group.
    const weakness = Math.max(0, 1 - e.rating + 0.25 * gauss(rng) - p.bunch);
    const dropped = profile === 'flat' && rng.chance(0.06) ? 30 + rng.next() * 150 : 0;
    return weakness * p.spreadS + dropped;
  });
  const finalGaps = grouped(raw);
  // The sprint inside a group: a fraction of a second that orders it but never shows.
  const sprint = race.entrants.map((e) => 0.3 * (1 - e.rating) * rng.next());
  const runs = race.entrants.map((entrant, i): Run => {
    const inBreak = breakaway.has(i);
    const timeAt = (d: number) => {
      let offset = (finalGaps[i] as number) * ramp(d, finaleStart, km);
      if (inBreak) {
        const lead = breakMax * ramp(d, 8, km * 0.45);
        const fade = survives ? ramp(d, km * 0.45, km) * (breakMax + (finalGaps[i] as number)) : 0;
        offset = survives ? -lead + fade : -lead * (1 - ramp(d, km * 0.5, catchKm));
        if (!survives) offset += (finalGaps[i] as number) * ramp(d, finaleStart, km);
      }
      return (d * baseS) / km + offset + (d > 0 ? (sprint[i] as number) : (i - n) * 1e-6);
    };
    const splits = splitsOf(km, LINE_KM, timeAt);
    if (!abandons.includes(entrant.participantId)) return { splits };
    const line = rng.int(1, splits.length - 2);
    const outAt =
      (splits[line] as number) + rng.next() * ((splits[line + 1] as number) - (splits[line] as number));
    return { splits: splits.slice(0, line + 1), out: { t: outAt, status: ParticipantStatus.didNotFinish } };
  });
  const end = Math.max(...runs.map((r) => Math.max(r.splits.at(-1) as number, r.out?.t ?? 0)));
  return { runs, end };
}

/** A cycling gap, minutes always shown: "+0:12", "+4:05", "+1:02:10". */
export function cyclingGap(units: number): string {
  const text = unitsText(units, 0);
  return `+${units < 60 ? `0:${text.padStart(2, '0')}` : text}`;
}

function cyclingView(script: CyclingScript, t: number): RaceView {
  const standings = massStandings(script.runs, t, 0);
  const entries = standings.map((s, i): EntryView => {
    if (s.status !== undefined) return { participantStatus: s.status };
    if (s.rank === undefined) return {};
    const entry: EntryView = { rank: s.rank };
    if (s.rank !== 1 && s.gapUnits !== undefined) entry.gap = cyclingGap(s.gapUnits);
    if (s.finished) {
      entry.results = { [StatsResultType.time]: timeText(script.runs[i]?.splits.at(-1) as number, 0) };
    }
    return entry;
  });
  return { stage: t >= script.end ? EventStage.finished : EventStage.live, stageStart: 0, entries };
}

export const cycling: RaceRules<CyclingScript> = {
  script: cyclingScript,
  duration: (script) => script.end,
  view: cyclingView,
};
