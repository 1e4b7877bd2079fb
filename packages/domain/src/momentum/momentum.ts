/**
 * Football momentum: which side pressed, minute by minute, from what the match's documents hold
 * (docs/decisions.md "Momentum and match information").
 *
 * Definition. Each event is worth its weight to the side it favours: a goal 4 (on top of the shot on
 * target it was), a shot on target 3, a shot off target or a missed penalty 2, a corner 1.5, a
 * dangerous attack 1, a card 1 *to the other side* (a card is most often a foul on a side pushing
 * forward). A minute's raw pressure is home's weights minus away's. Pressure carries over: at minute
 * m it is raw(m) + DECAY x pressure(m - 1), so a spell of attacks builds up and fades. The value
 * drawn is 100 x tanh(pressure / SCALE), rounded: positive for home, negative for away, within
 * -100..100. The curve is an odd function of the events: swapping the sides negates it exactly.
 *
 * Minutes: stoppage time counts at the last minute of its half ("45+2" is 45, "90+4" is 90), as a
 * timeline draws it; minute 0 and below are read as 1.
 */
import { IncidentKind, type SideNo } from '../detail/model.ts';

export type PressureKind = 'goal' | 'shotOnTarget' | 'shot' | 'corner' | 'dangerousAttack' | 'card';

export const PRESSURE_WEIGHT: Readonly<Record<PressureKind, number>> = {
  goal: 4,
  shotOnTarget: 3,
  shot: 2,
  corner: 1.5,
  dangerousAttack: 1,
  card: 1,
};

/** How much of a minute's pressure is left the next minute. */
export const MOMENTUM_DECAY = 0.6;
/** Pressure at which the bar reaches 76 of 100 (tanh 1). */
export const MOMENTUM_SCALE = 6;

export interface PressureEvent {
  /** Whole match minute, from 1 (stoppage time at its half's last minute). */
  minute: number;
  /** The side the event belongs to (for a card: the side shown it). */
  side: SideNo;
  kind: PressureKind;
}

export interface MomentumPoint {
  minute: number;
  /** -100..100: positive home pressure, negative away. */
  value: number;
}

function favoured(e: PressureEvent): SideNo {
  if (e.kind !== 'card') return e.side;
  return e.side === 1 ? 2 : 1;
}

/**
 * The momentum curve from minute 1 to `upTo` (default: the last event's minute), one point a minute;
 * null when there is no event at all (no data, no graph).
 */
export function momentumCurve(
  events: readonly PressureEvent[],
  options: { upTo?: number } = {},
): MomentumPoint[] | null {
  if (events.length === 0) return null;
  const raw = new Map<number, number>();
  let last = 1;
  for (const e of events) {
    const minute = Math.max(1, Math.floor(e.minute));
    if (!Number.isFinite(minute)) continue;
    last = Math.max(last, minute);
    const sign = favoured(e) === 1 ? 1 : -1;
    raw.set(minute, (raw.get(minute) ?? 0) + sign * PRESSURE_WEIGHT[e.kind]);
  }
  const upTo = Math.max(1, Math.floor(options.upTo ?? last));
  const points: MomentumPoint[] = [];
  let pressure = 0;
  for (let minute = 1; minute <= upTo; minute++) {
    pressure = (raw.get(minute) ?? 0) + MOMENTUM_DECAY * pressure;
    // Rounded away from zero on both sides (Math.round is not odd: -2.5 gives -2), and never -0.
    const x = 100 * Math.tanh(pressure / MOMENTUM_SCALE);
    const value = (x < 0 ? -Math.round(-x) : Math.round(x)) || 0;
    points.push({ minute, value });
  }
  return points;
}

/** The leading whole number of a match time ("45+2" is 45, "12" is 12); null when none. */
export function matchMinute(time: string): number | null {
  const m = /^\s*([0-9]{1,3})/.exec(time);
  return m ? Number(m[1]) : null;
}

/** Statistics keys the simulator and providers use, as pressure kinds. */
const STAT_KINDS: Readonly<Record<string, PressureKind>> = {
  shotsOnTarget: 'shotOnTarget',
  shotsOffTarget: 'shot',
  shots: 'shot',
  corners: 'corner',
  dangerousAttacks: 'dangerousAttack',
};

/**
 * Pressure events from the incidents (goals, missed penalties, cards) and the statistics' timeline
 * (shots, corners, dangerous attacks: `MatchStatistics.timeline`). Other kinds are not pressure.
 */
export function pressureEvents(
  incidents: readonly { kind: number; side: SideNo; time: string }[],
  timeline: readonly { minute: number; side: SideNo; key: string }[] = [],
): PressureEvent[] {
  const out: PressureEvent[] = [];
  for (const i of incidents) {
    const minute = matchMinute(i.time);
    if (minute === null) continue;
    let kind: PressureKind | null = null;
    switch (i.kind) {
      case IncidentKind.goal:
      case IncidentKind.penaltyGoal:
      case IncidentKind.ownGoal:
        kind = 'goal';
        break;
      case IncidentKind.penaltyMissed:
        kind = 'shot';
        break;
      case IncidentKind.yellowCard:
      case IncidentKind.secondYellow:
      case IncidentKind.redCard:
        kind = 'card';
        break;
    }
    if (kind) out.push({ minute, side: i.side, kind });
  }
  for (const s of timeline) {
    const kind = STAT_KINDS[s.key];
    if (kind) out.push({ minute: s.minute, side: s.side, kind });
  }
  return out;
}

/** Which side pressed more over minutes from..to (the sum of the curve): 1 home, 2 away, 0 even. */
export function pressedMore(points: readonly MomentumPoint[], from: number, to: number): 0 | SideNo {
  let sum = 0;
  for (const p of points) if (p.minute >= from && p.minute <= to) sum += p.value;
  return sum > 0 ? 1 : sum < 0 ? 2 : 0;
}
