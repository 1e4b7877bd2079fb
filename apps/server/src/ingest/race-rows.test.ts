/**
 * Issue 17 point 3: the simulator's races go through the providers' door. Every row the simulator
 * writes for each race sport, at every stage of a week of races, is a body the HTTP API takes (its
 * schema and its sport's shape), and the API's mapping of that body gives back the row.
 */
import { EventStage, type MatchEvent, sportById, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { durationOf, racesOf, rowsAt } from '../simulator/no-duel/testing.ts';
import { RACE_SPORTS } from '../simulator/sports/index.ts';
import { checkEntry, sportShapeErrors } from './entry-checks.ts';
import { applyState, modelStateOf } from './event-mapping.ts';
import { EventBody } from './event-schemas.ts';
import { eventBodyOf } from './own-checks.ts';
import { checkerOf } from './validation.ts';

const SEEDS = [7];
/** A week of races, the first 40 of each sport (horse racing alone runs ~300 a week). */
const RACES = 40;

/** The rows of each race before the start, at a few instants while it runs, and at the end. */
function windowRows(sportId: number, seed: number): MatchEvent[] {
  const rows: MatchEvent[] = [];
  for (const race of racesOf(sportId, seed).slice(0, RACES)) {
    const duration = durationOf(race);
    for (const t of [-600, 1, duration * 0.25, duration * 0.5, duration * 0.9, duration + 60]) {
      rows.push(...rowsAt(race, Math.floor(t)));
    }
  }
  return rows;
}

describe('the simulator rows through the API schema', () => {
  it('covers every race sport of the catalogue that holds events', () => {
    expect(RACE_SPORTS.toSorted((a, b) => a - b)).toEqual([23, 32, 33, 34, 35, 38, 39, 40, 41]);
  });

  for (const sportId of RACE_SPORTS) {
    const sport = sportById(sportId);
    if (!sport) throw new Error(`no sport ${sportId}`);
    it(`${sport.name.en} (${sportId}): every row is a valid body, and maps back to itself`, () => {
      const checker = checkerOf(EventBody);
      let rows = 0;
      const fieldsSeen = new Set<string>();
      for (const seed of SEEDS) {
        for (const row of windowRows(sportId, seed)) {
          rows += 1;
          const body = eventBodyOf(row, 1);
          expect(checker.errors(body), JSON.stringify(body)).toEqual([]);
          expect(sportShapeErrors(body as EventBody, sport), JSON.stringify(body)).toEqual([]);
          expect(() => checkEntry(row)).not.toThrow();
          for (const key of Object.keys(body)) fieldsSeen.add(key);
          // The provider's mapping of the same body: ids are the simulator's own (provider id = our id).
          const base: MatchEvent = {
            id: row.id,
            sportId: row.sportId,
            leagueId: row.leagueId,
            homeId: row.homeId,
            awayId: row.awayId,
            homeName: row.homeName,
            awayName: row.awayName,
            // Placeholders: the body's startTime, status and stage (all required) replace them.
            startTime: 0,
            stageType: StageType.scheduled,
            stage: EventStage.scheduled,
          };
          const mapped = applyState(base, modelStateOf(body as EventBody));
          expect(mapped).toEqual(row);
        }
      }
      expect(rows).toBeGreaterThan(100);
      expect(fieldsSeen.has('participant')).toBe(true);
      expect(fieldsSeen.has('rank')).toBe(true);
    });
  }
});

describe('matches carry one result: how they ended', () => {
  const base = {
    seq: 1,
    competition: 'c1',
    startTime: 1_800_000_000,
    status: 'finished',
    home: 'a',
    away: 'b',
  };
  it("takes a bout's stoppage and refuses a race's results on a match", () => {
    const boxing = sportById(16);
    const soccer = sportById(1);
    if (!boxing || !soccer) throw new Error('catalogue');
    const bout = { ...base, sport: 16, results: { stopReason: 'KO 3 (2:41)' } } as unknown as EventBody;
    expect(sportShapeErrors(bout, boxing)).toEqual([]);
    const match = { ...base, sport: 1, results: { missedShots: '2' } } as unknown as EventBody;
    expect(sportShapeErrors(match, soccer).map((e) => e.path)).toEqual(['/results/missedShots']);
  });
});
