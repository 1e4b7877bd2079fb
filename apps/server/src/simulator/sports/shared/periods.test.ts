import { EventStage, sportById, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../prng.ts';
import { makeFixture } from '../../testing.ts';
import type { TeamVariant } from '../../types.ts';
import { americanFootballDef } from '../american-football/script.ts';
import { aussieRulesDef } from '../aussie-rules/script.ts';
import { bandyDef } from '../bandy/script.ts';
import { beachSoccerDef } from '../beach-soccer/script.ts';
import { fieldHockeyDef } from '../field-hockey/script.ts';
import { floorballDef } from '../floorball/script.ts';
import { futsalDef } from '../futsal/script.ts';
import { handballDef } from '../handball/script.ts';
import { hockeyDef } from '../hockey/script.ts';
import { RULES } from '../index.ts';
import { netballDef } from '../netball/script.ts';
import {
  HALVES,
  shootoutAt,
  shootoutKicks,
  type TeamFormat,
  type TimedDef,
  timedScript,
  timedStateAt,
  timedView,
} from './periods.ts';
import { rugbyLeagueDef } from '../rugby-league/script.ts';
import { rugbyUnionDef } from '../rugby-union/script.ts';
import { waterPoloDef } from '../water-polo/script.ts';

/** Every timed sport with its definition, the steps its score moves by, and its league variants. */
const FAMILY: {
  sportId: number;
  def: (f: TeamFormat) => TimedDef;
  steps: number[];
  variants?: TeamVariant[];
}[] = [
  { sportId: 4, def: hockeyDef, steps: [1] },
  { sportId: 5, def: americanFootballDef, steps: [2, 3, 6, 7] },
  { sportId: 7, def: handballDef, steps: [1] },
  { sportId: 8, def: rugbyUnionDef, steps: [2, 3, 5, 7], variants: ['sevens'] },
  { sportId: 9, def: floorballDef, steps: [1] },
  { sportId: 10, def: bandyDef, steps: [1] },
  { sportId: 11, def: futsalDef, steps: [1] },
  { sportId: 18, def: aussieRulesDef, steps: [1, 6] },
  { sportId: 19, def: rugbyLeagueDef, steps: [1, 2, 4] },
  { sportId: 22, def: waterPoloDef, steps: [1] },
  { sportId: 24, def: fieldHockeyDef, steps: [1] },
  { sportId: 26, def: beachSoccerDef, steps: [1] },
  { sportId: 29, def: netballDef, steps: [1, 2], variants: ['superShot'] },
];

const FINAL_STAGES: readonly EventStage[] = [
  EventStage.finished,
  EventStage.afterExtraTime,
  EventStage.afterPenalties,
];

describe('timed team sports (the family)', () => {
  it('[CAT9] end with parts that add up to the score, in the sport’s part count, and a matching winner', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FAMILY),
        fc.integer(),
        fc.boolean(),
        fc.boolean(),
        ({ sportId, def, steps, variants }, seed, knockout, withVariant) => {
          const variant = withVariant ? variants?.[0] : undefined;
          const format: TeamFormat = { sport: 'team', sportId, knockout, ...(variant && { variant }) };
          const rules = def(format);
          const script = timedScript(makeFixture(format, seed), rules);
          const view = timedView(script, script.end);
          const [home, away] = [Number(view.homeScore), Number(view.awayScore)];
          for (const play of script.plays) expect(steps).toContain(play.points);
          expect(FINAL_STAGES).toContain(view.stage);

          const partCount = sportById(sportId)?.scorePartCount ?? 0;
          expect(view.homeParts?.length).toBeLessThanOrEqual(partCount);
          const tallyPart = script.shootout?.counts === 'tally' ? script.shootout.part : undefined;
          const sum = (parts: (number | null)[] = []) =>
            parts.reduce<number>((a, b, i) => a + (i === tallyPart ? 0 : (b ?? 0)), 0);
          expect([sum(view.homeParts), sum(view.awayParts)]).toEqual([home, away]);

          if (home !== away) {
            expect(view.winner).toBe(home > away ? Winner.home : Winner.away);
          } else if (script.shootout) {
            const [h, a] = shootoutAt(script, script.end);
            expect(view.winner).toBe(h > a ? Winner.home : Winner.away);
            expect(view.stage).toBe(EventStage.afterPenalties);
          } else {
            expect(view.winner).toBe(Winner.draw);
            expect(rules.draws).toBe(true);
          }
          if (!rules.draws) expect(view.winner).not.toBe(Winner.draw);
        },
      ),
      { numRuns: 250 },
    );
  });

  it('play from kick-off through the stages in order, with a score that never goes down', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FAMILY),
        fc.integer(),
        fc.boolean(),
        ({ sportId, def }, seed, knockout) => {
          const format: TeamFormat = { sport: 'team', sportId, knockout };
          const script = timedScript(makeFixture(format, seed), def(format));
          expect(script.phases[0]).toMatchObject({ start: 0 });
          for (let i = 1; i < script.phases.length; i++) {
            expect(script.phases[i]?.start).toBeGreaterThanOrEqual(script.phases[i - 1]?.start ?? 0);
          }
          let total = 0;
          for (let t = 0; t <= script.end; t += 97) {
            const state = timedStateAt(script, t);
            const now = state.score[0] + state.score[1];
            expect(now).toBeGreaterThanOrEqual(total);
            total = now;
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('are the same for the same seed and differ for another seed', () => {
    for (const { sportId } of FAMILY) {
      const rules = RULES.get(sportId);
      if (!rules) throw new Error(`sport ${sportId} not registered`);
      const format: TeamFormat = { sport: 'team', sportId, knockout: false };
      expect(rules.script(makeFixture(format, 1))).toEqual(rules.script(makeFixture(format, 1)));
      expect(rules.script(makeFixture(format, 1))).not.toEqual(rules.script(makeFixture(format, 2)));
    }
  });
});

describe('shoot-outs', () => {
  it('stop as soon as a side cannot be caught, or after a pair in sudden death, with a winner', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(3, 5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, rounds, chance) => {
          const kicks = shootoutKicks(new Rng(seed), 0, rounds, chance, 40);
          const score: [number, number] = [0, 0];
          const taken: [number, number] = [0, 0];
          kicks.forEach((kick, i) => {
            expect(kick.t).toBe((i + 1) * 40);
            expect(kick.side).not.toBe(kicks[i - 1]?.side);
            taken[kick.side]++;
            if (kick.scored) score[kick.side]++;
          });
          expect(score[0]).not.toBe(score[1]);
          const [h = 0, a = 0] = taken;
          if (h > rounds || a > rounds) expect(h).toBe(a); // sudden death ends after a pair
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the timed engine', () => {
  const def: TimedDef = {
    name: 'test',
    stages: HALVES,
    periodMin: 20,
    stretch: 1.5,
    breaksS: [600],
    minute: 'match',
    scoring: { perMin: 0.2, kinds: [{ points: 1, weight: 1 }] },
    settle: [
      { kind: 'overtime', breakS: 300, min: 2, part: 2, suddenDeath: 1 },
      { kind: 'shootout', breakS: 60, rounds: 5, chance: 0.7, kickS: 40, counts: 'tally', part: 4 },
    ],
    draws: false,
  };
  const format: TeamFormat = { sport: 'team', sportId: 11, knockout: true };

  it('stretches stopped-clock periods and scales the counted minute back to the rules’ clock', () => {
    const script = timedScript(makeFixture(format, 3), def);
    expect(script.phases.slice(0, 3)).toEqual([
      {
        start: 0,
        stage: EventStage.firstHalf,
        part: 0,
        clock: { baseMin: 0, regularMin: 20, stretch: 1.5, capped: true },
      },
      { start: 1800, stage: EventStage.halfTime },
      {
        start: 2400,
        stage: EventStage.secondHalf,
        part: 1,
        clock: { baseMin: 20, regularMin: 20, stretch: 1.5, capped: true },
      },
    ]);
    expect(timedView(script, 0).minute).toBe('1');
    expect(timedView(script, 899).minute).toBe('10'); // 599 s of the rules' clock
    expect(timedView(script, 1799).minute).toBe('20'); // never "20+1": the clock stops at 20:00
    expect(timedView(script, 1800).minute).toBeUndefined();
    expect(timedView(script, 2400).minute).toBe('21');
  });

  it('ends a sudden-death overtime on the deciding goal, and shows an unplayed part as empty', () => {
    let overtime = 0;
    let shootout = 0;
    for (let seed = 0; seed < 400 && (overtime < 3 || shootout < 3); seed++) {
      const script = timedScript(makeFixture(format, seed), def);
      const et = script.phases.find((p) => p.stage === EventStage.extraTime);
      if (!et) continue;
      const etGoals = script.plays.filter((p) => p.part === 2);
      if (etGoals.length > 0) {
        overtime++;
        expect(etGoals).toHaveLength(1);
        expect(script.end).toBe(etGoals[0]?.t);
        expect(timedView(script, script.end).stage).toBe(EventStage.afterExtraTime);
      } else {
        shootout++;
        const end = timedView(script, script.end);
        expect(end.stage).toBe(EventStage.afterPenalties);
        const tally = shootoutAt(script, script.end);
        expect(end.homeParts?.slice(2)).toEqual([0, null, tally[0]]);
        expect(end.awayParts?.slice(2)).toEqual([0, null, tally[1]]);
        expect(end.homeScore).toBe(end.awayScore);
      }
    }
    expect(overtime).toBeGreaterThanOrEqual(3);
    expect(shootout).toBeGreaterThanOrEqual(3);
  });
});
