import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventStage } from '../enums.ts';
import { type Incident, IncidentKind, type Lineups, type LineupPlayer } from '../detail/model.ts';
import { goalCareer, goalMatchLines, isGoalSport } from './career.ts';

const p = (name: string, position = 'M'): LineupPlayer => ({ name, position });
const lineups: Lineups = {
  eventId: 'g_1_a',
  confirmed: true,
  home: {
    starters: [p('Chhangte', 'F'), p('Thapa'), p('Bheke', 'D')],
    substitutes: [p('Sivasakthi', 'F'), p('Unused')],
  },
  away: { starters: [p('Luna'), p('Peprah', 'F')], substitutes: [p('Aimen')] },
};
let seq = 0;
const inc = (
  kind: Incident['kind'],
  side: 1 | 2,
  time: string,
  player: string,
  second?: string,
  stage: number = EventStage.firstHalf,
): Incident => ({
  seq: ++seq,
  kind,
  side,
  time,
  stage,
  player,
  ...(second ? { secondPlayer: second } : {}),
});

describe('goal sports', () => {
  it('are the sports whose score unit is the goal', () => {
    expect([1, 4, 7].every(isGoalSport)).toBe(true);
    // Basketball counts points, cricket runs, tennis sets, kabaddi points.
    expect([3, 13, 2, 42].some(isGoalSport)).toBe(false);
  });
});

describe('goalMatchLines (football)', () => {
  const incidents = [
    inc(IncidentKind.goal, 1, '12', 'Chhangte', 'Thapa'),
    inc(IncidentKind.yellowCard, 2, '30', 'Luna'),
    inc(IncidentKind.ownGoal, 1, '40', 'Peprah'),
    inc(IncidentKind.substitution, 1, '60', 'Sivasakthi', 'Chhangte'),
    inc(IncidentKind.penaltyGoal, 1, '70', 'Sivasakthi'),
    inc(IncidentKind.secondYellow, 2, '75', 'Luna'),
    inc(IncidentKind.goal, 2, '90+3', 'Peprah'),
    // A shoot-out kick is no goal of his.
    inc(IncidentKind.goal, 1, '120', 'Thapa', undefined, EventStage.penalties),
  ];
  const lines = new Map(goalMatchLines(1, incidents, lineups).map((l) => [`${l.side}:${l.name}`, l]));

  it('counts the goals, assists and cards the incidents name, on his side', () => {
    expect(lines.get('1:Chhangte')).toMatchObject({ started: true, goals: 1, assists: 0, minutes: 60 });
    expect(lines.get('1:Thapa')).toMatchObject({ goals: 0, assists: 1, minutes: 90 });
    expect(lines.get('1:Sivasakthi')).toMatchObject({ started: false, goals: 1, minutes: 30 });
    expect(lines.get('2:Luna')).toMatchObject({ yellowCards: 1, redCards: 1, minutes: 75 });
    // An own goal is not a goal of his (nor of the side it counted for).
    expect(lines.get('2:Peprah')).toMatchObject({ goals: 1 });
    expect(lines.has('1:Peprah')).toBe(false);
    // A substitute who never came on did not play.
    expect(lines.has('1:Unused')).toBe(false);
    expect(lines.has('2:Aimen')).toBe(false);
  });

  it('his goals over matches are the goal incidents naming him (property)', () => {
    const names = ['Chhangte', 'Thapa', 'Bheke'];
    const kinds = [
      IncidentKind.goal,
      IncidentKind.penaltyGoal,
      IncidentKind.ownGoal,
      IncidentKind.yellowCard,
    ];
    const arbIncident = fc.record({
      kind: fc.constantFrom(...kinds),
      side: fc.constantFrom(1 as const, 2 as const),
      minute: fc.integer({ min: 1, max: 90 }),
      player: fc.constantFrom(...names),
      second: fc.option(fc.constantFrom(...names), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(arbIncident, { maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        (matches) => {
          const docs = matches.map((m) =>
            m.map((x, i): Incident => ({
              seq: i + 1,
              kind: x.kind,
              side: x.side,
              time: String(x.minute),
              stage: EventStage.firstHalf,
              player: x.player,
              ...(x.second && x.second !== x.player ? { secondPlayer: x.second } : {}),
            })),
          );
          for (const name of names) {
            const mine = docs.flatMap((d) =>
              goalMatchLines(1, d, lineups).filter((l) => l.side === 1 && l.name === name),
            );
            const career = goalCareer(mine);
            const expected = docs
              .flat()
              .filter(
                (i) =>
                  i.side === 1 &&
                  i.player === name &&
                  (i.kind === IncidentKind.goal || i.kind === IncidentKind.penaltyGoal),
              ).length;
            expect(career.goals).toBe(expected);
            // A starter plays every match; his minutes are 90 each (nobody was sent off or replaced).
            expect(career.matches).toBe(docs.length);
            expect(career.minutes).toBe(90 * docs.length);
          }
        },
      ),
    );
  });

  it('without line-ups: a player counts where an incident names him; no minutes', () => {
    const hockey = goalMatchLines(4, [inc(IncidentKind.goal, 1, '07:12', 'Ovechkin', 'Backstrom')]);
    expect(hockey).toHaveLength(2);
    expect(hockey.find((l) => l.name === 'Ovechkin')).toMatchObject({ goals: 1, started: false });
    expect(hockey[0]?.minutes).toBeUndefined();
    expect(goalCareer(hockey.filter((l) => l.name === 'Backstrom'))).toEqual({
      matches: 1,
      starts: 0,
      goals: 0,
      assists: 1,
      yellowCards: 0,
      redCards: 0,
    });
  });
});
