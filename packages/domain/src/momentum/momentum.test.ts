import { describe, expect, it } from 'vitest';
import { IncidentKind } from '../detail/model.ts';
import { matchMinute, momentumCurve, pressedMore, type PressureEvent, pressureEvents } from './momentum.ts';

const swap = (events: readonly PressureEvent[]): PressureEvent[] =>
  events.map((e) => ({ ...e, side: e.side === 1 ? 2 : 1 }));

const match: PressureEvent[] = [
  { minute: 3, side: 1, kind: 'shot' },
  { minute: 7, side: 1, kind: 'corner' },
  { minute: 7, side: 1, kind: 'shotOnTarget' },
  { minute: 12, side: 2, kind: 'dangerousAttack' },
  { minute: 20, side: 2, kind: 'shotOnTarget' },
  { minute: 20, side: 2, kind: 'goal' },
  { minute: 33, side: 1, kind: 'card' },
  { minute: 45, side: 1, kind: 'shot' },
  { minute: 61, side: 2, kind: 'corner' },
  { minute: 88, side: 1, kind: 'shotOnTarget' },
];

describe('momentumCurve', () => {
  it('has no graph without data', () => {
    expect(momentumCurve([])).toBeNull();
  });

  it('gives a minute with a home shot positive pressure, an away shot negative', () => {
    const home = momentumCurve([{ minute: 5, side: 1, kind: 'shot' }]);
    const away = momentumCurve([{ minute: 5, side: 2, kind: 'shot' }]);
    expect(home?.find((p) => p.minute === 5)?.value).toBeGreaterThan(0);
    expect(away?.find((p) => p.minute === 5)?.value).toBeLessThan(0);
  });

  it('is quiet before anything happens and has one point a minute up to the last event', () => {
    const curve = momentumCurve([{ minute: 5, side: 1, kind: 'corner' }]) ?? [];
    expect(curve.map((p) => p.minute)).toEqual([1, 2, 3, 4, 5]);
    expect(curve.slice(0, 4).every((p) => p.value === 0)).toBe(true);
  });

  it('negates exactly when the teams are swapped', () => {
    const a = momentumCurve(match, { upTo: 90 }) ?? [];
    const b = momentumCurve(swap(match), { upTo: 90 }) ?? [];
    expect(a).toHaveLength(90);
    expect(b.map((p) => p.value)).toEqual(a.map((p) => 0 - p.value || 0));
    expect(a.some((p) => p.value !== 0)).toBe(true);
  });

  it('weighs a shot on target above a shot above a corner above a dangerous attack', () => {
    const at = (kind: PressureEvent['kind']) =>
      momentumCurve([{ minute: 1, side: 1, kind }])?.[0]?.value ?? 0;
    expect(at('shotOnTarget')).toBeGreaterThan(at('shot'));
    expect(at('shot')).toBeGreaterThan(at('corner'));
    expect(at('corner')).toBeGreaterThan(at('dangerousAttack'));
    expect(at('goal')).toBeGreaterThan(at('dangerousAttack'));
  });

  it('counts a card for the other side', () => {
    const curve = momentumCurve([{ minute: 2, side: 2, kind: 'card' }]) ?? [];
    expect(curve[1]?.value).toBeGreaterThan(0);
  });

  it('builds up over a spell of attacks and fades after it', () => {
    const spell: PressureEvent[] = [10, 11, 12].map((minute) => ({ minute, side: 1, kind: 'shot' }));
    const curve = momentumCurve(spell, { upTo: 20 }) ?? [];
    const v = (m: number) => curve[m - 1]?.value ?? 0;
    expect(v(11)).toBeGreaterThan(v(10));
    expect(v(12)).toBeGreaterThan(v(11));
    expect(v(14)).toBeLessThan(v(12));
    expect(v(20)).toBeLessThan(v(14));
    expect(v(20)).toBeGreaterThanOrEqual(0);
  });

  it('stays within -100..100 however much happens', () => {
    const flood: PressureEvent[] = Array.from({ length: 50 }, () => ({ minute: 30, side: 2, kind: 'goal' }));
    const curve = momentumCurve(flood) ?? [];
    expect(curve.at(-1)?.value).toBe(-100);
    expect(curve.every((p) => p.value >= -100 && p.value <= 100)).toBe(true);
  });

  it('extends to upTo with the pressure fading', () => {
    const curve = momentumCurve([{ minute: 1, side: 1, kind: 'goal' }], { upTo: 45 }) ?? [];
    expect(curve).toHaveLength(45);
    expect(curve[44]?.value).toBe(0);
  });
});

describe('pressureEvents', () => {
  it('reads goals, missed penalties and cards from the incidents, stoppage time at its half', () => {
    const events = pressureEvents([
      { kind: IncidentKind.goal, side: 1, time: '45+2' },
      { kind: IncidentKind.yellowCard, side: 2, time: '30' },
      { kind: IncidentKind.substitution, side: 1, time: '60' },
      { kind: IncidentKind.penaltyMissed, side: 2, time: '70' },
    ]);
    expect(events).toEqual([
      { minute: 45, side: 1, kind: 'goal' },
      { minute: 30, side: 2, kind: 'card' },
      { minute: 70, side: 2, kind: 'shot' },
    ]);
  });

  it('reads shots, corners and dangerous attacks from the timeline and leaves fouls out', () => {
    const events = pressureEvents(
      [],
      [
        { minute: 4, side: 1, key: 'shotsOnTarget' },
        { minute: 5, side: 2, key: 'corners' },
        { minute: 6, side: 2, key: 'fouls' },
        { minute: 7, side: 1, key: 'dangerousAttacks' },
        { minute: 8, side: 1, key: 'shots' },
      ],
    );
    expect(events.map((e) => e.kind)).toEqual(['shotOnTarget', 'corner', 'dangerousAttack', 'shot']);
  });

  it('reads no minute from a time without one', () => {
    expect(matchMinute('90+4')).toBe(90);
    expect(matchMinute('')).toBeNull();
  });
});

describe('pressedMore', () => {
  it('names the side whose pressure summed higher in a range, 0 when even', () => {
    const curve = momentumCurve(match, { upTo: 90 }) ?? [];
    const first = pressedMore(curve, 1, 45);
    const swapped = momentumCurve(swap(match), { upTo: 90 }) ?? [];
    expect(first).not.toBe(0);
    expect(pressedMore(swapped, 1, 45)).toBe(first === 1 ? 2 : 1);
    expect(pressedMore([], 1, 45)).toBe(0);
  });
});
