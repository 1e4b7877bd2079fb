/**
 * Match statistics as counts that only grow. Each line counts incidents of some kinds (goals feed
 * shots on target, breaks feed break points won), plus its own events drawn once per match over the
 * time the ball is in play, plus another line it contains (shots contain shots on target). A line's
 * value at match second t counts what happened up to t, so the document grows with the match and a
 * line per period sums to the match's line.
 */
import { EventStage, type MatchStatistics, type StatLine } from '@nerali/domain';
import { clamp, Rng } from '../prng.ts';
import type { Fixture, SimIncident } from '../types.ts';
import type { StatSpec } from './stat-spec.ts';

/** Stages in which play stops: breaks, intervals, the night between two days of a Test. */
const STOPPED: ReadonlySet<number> = new Set<number>([
  EventStage.halfTime,
  EventStage.breakTime,
  EventStage.lunch,
  EventStage.tea,
  EventStage.afterDay1,
  EventStage.afterDay2,
  EventStage.afterDay3,
  EventStage.afterDay4,
  EventStage.afterDay5,
  EventStage.pending,
  EventStage.penalties,
  EventStage.finished,
  EventStage.afterExtraTime,
  EventStage.afterPenalties,
  EventStage.retired,
]);

export interface PlaySpan {
  from: number;
  to: number;
  stage: number;
}

/** Spans of play, from a coarse walk of the views (at most ~300 per match, once per match). */
export function playSpans(view: (t: number) => { stage: number }, duration: number): PlaySpan[] {
  const step = clamp(Math.round(duration / 300), 10, 900);
  const spans: PlaySpan[] = [];
  for (let t = 0; t < duration; t += step) {
    const { stage } = view(t);
    if (STOPPED.has(stage)) continue;
    const last = spans[spans.length - 1];
    if (last && last.to === t && last.stage === stage) last.to = Math.min(duration, t + step);
    else spans.push({ from: t, to: Math.min(duration, t + step), stage });
  }
  return spans;
}

export interface StatEvent {
  t: number;
  side: 0 | 1;
  key: string;
  amount: number;
  stage: number;
}

/** Every counted event of the match, drawn once: the spec's own events and its incidents. */
export function statEvents(
  fx: Fixture,
  specs: readonly StatSpec[],
  incidents: readonly SimIncident[],
  spans: readonly PlaySpan[],
): StatEvent[] {
  const rng = Rng.of(fx.seed, 'statistics');
  const total = spans.reduce((sum, sp) => sum + (sp.to - sp.from), 0);
  const stageAt = (t: number) =>
    spans.find((sp) => t >= sp.from && t < sp.to)?.stage ?? spans.findLast((sp) => sp.from <= t)?.stage ?? 0;
  const out: StatEvent[] = [];
  const ratings = [fx.home.rating, fx.away.rating];
  for (const spec of specs) {
    for (const inc of incidents) {
      if (spec.kinds?.includes(inc.kind)) {
        out.push({
          t: inc.t,
          side: inc.side,
          key: spec.key,
          amount: spec.sumValue ? (inc.value ?? inc.points ?? 1) : 1,
          stage: stageAt(inc.t),
        });
      }
    }
    if (!spec.perMatch || total <= 0) continue;
    for (const side of [0, 1] as const) {
      const edge = (ratings[side] ?? 0.5) - (ratings[1 - side] ?? 0.5);
      for (let k = rng.poisson(spec.perMatch * clamp(1 + 0.5 * edge, 0.6, 1.4)); k > 0; k--) {
        let u = rng.int(0, total - 1);
        for (const sp of spans) {
          if (u < sp.to - sp.from) {
            out.push({ t: sp.from + u, side, key: spec.key, amount: 1, stage: sp.stage });
            break;
          }
          u -= sp.to - sp.from;
        }
      }
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

/** The statistics at match second t: period 0 for the match, then each period played so far. */
export function statisticsAt(
  eventId: string,
  specs: readonly StatSpec[],
  events: readonly StatEvent[],
  t: number,
  possession?: [number, number],
): MatchStatistics {
  const counts = new Map<number, Map<string, [number, number]>>();
  const bump = (period: number, key: string, side: 0 | 1, amount: number) => {
    let map = counts.get(period);
    if (!map) counts.set(period, (map = new Map()));
    const pair = map.get(key) ?? [0, 0];
    pair[side] += amount;
    map.set(key, pair);
  };
  counts.set(0, new Map());
  for (const e of events) {
    if (e.t > t) break;
    bump(0, e.key, e.side, e.amount);
    bump(e.stage, e.key, e.side, e.amount);
  }
  const linesOf = (map: Map<string, [number, number]>, withPossession: boolean): StatLine[] => {
    const value = (key: string): [number, number] => {
      const own = map.get(key) ?? [0, 0];
      const plus = specs.find((sp) => sp.key === key)?.plus;
      if (!plus) return own;
      const inner = value(plus);
      return [own[0] + inner[0], own[1] + inner[1]];
    };
    const lines: StatLine[] = [];
    if (withPossession && possession) {
      lines.push({
        key: 'possession',
        name: { ta: 'பந்து வைத்திருப்பு', en: 'Ball possession' },
        home: `${possession[0]}%`,
        away: `${possession[1]}%`,
      });
    }
    for (const spec of specs) {
      const [h, a] = value(spec.key);
      lines.push({ key: spec.key, name: { ta: spec.ta, en: spec.en }, home: String(h), away: String(a) });
    }
    return lines;
  };
  const periods = [...counts.keys()].sort((a, b) => a - b);
  return {
    eventId,
    periods: periods.map((period) => ({
      period,
      lines: linesOf(counts.get(period) ?? new Map(), period === 0),
    })),
  };
}
