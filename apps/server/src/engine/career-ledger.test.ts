/**
 * The career ledger through the engine: a match's lines come when it is finished and has its
 * document, whichever arrives first; they follow a correction, outlive the document's removal and
 * leave when the result is annulled; each change moves the version of both teams and no other.
 */
import {
  type BallByBall,
  CricketGameType,
  type EventIncidents,
  EventStage,
  type Incident,
  IncidentKind,
  type KabaddiRaids,
  type Lineups,
  type MatchEvent,
  StageType,
} from '@nerali/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedEngine } from './engine.ts';
import { MemoryStorage } from './storage.ts';

const event = (id: string, stageType: StageType, sportId = 13): MatchEvent => ({
  id,
  sportId,
  leagueId: `${sportId}_l`,
  startTime: 1_780_000_000,
  stageType,
  stage: stageType === StageType.finished ? EventStage.finished : EventStage.firstHalf,
  homeId: 'csk',
  awayId: 'mi',
  homeName: 'Chennai Super Kings',
  awayName: 'Mumbai Indians',
  ...(sportId === 13
    ? { cricket: { gameType: CricketGameType.t20, batting: 0 as const, home: [], away: [] } }
    : {}),
});

/** Gaikwad hits 4 then 1 off Bumrah; byes are not Bumrah's. */
const balls = (extraRuns = 0): BallByBall => ({
  eventId: 'g_13_a',
  innings: [{ innings: 1, side: 1, battingOrder: ['Gaikwad', 'Conway', 'Dube'], maxOvers: 20 }],
  balls: [
    {
      seq: 1,
      innings: 1,
      over: 0,
      ball: 1,
      bowler: 'Bumrah',
      batter: 'Gaikwad',
      nonStriker: 'Conway',
      runs: 4,
      boundary: 4,
    },
    {
      seq: 2,
      innings: 1,
      over: 0,
      ball: 2,
      bowler: 'Bumrah',
      batter: 'Gaikwad',
      nonStriker: 'Conway',
      runs: 1 + extraRuns,
    },
    {
      seq: 3,
      innings: 1,
      over: 0,
      ball: 3,
      bowler: 'Bumrah',
      batter: 'Conway',
      nonStriker: 'Gaikwad',
      runs: 0,
      extra: { kind: 'bye', runs: 2 },
    },
  ],
});

let engine: FeedEngine;
beforeEach(() => {
  engine = new FeedEngine({ clock: () => 0, storage: new MemoryStorage(), epoch: 1 });
});

const line = (id: string, key: string) => {
  const match = engine.careers.match(id);
  return match?.kind === 'cricket' ? match.lines.get(key) : undefined;
};

describe('career ledger', () => {
  it('a live match has no lines; finished, its card gives them, on each side', () => {
    engine.putEvents([event('g_13_a', StageType.live)]);
    engine.putDocuments([{ kind: 'balls', key: 'g_13_a', body: balls() }]);
    expect(engine.careers.match('g_13_a')).toBeUndefined();
    expect(engine.careers.versionOf('csk')).toBe(0);
    engine.putEvents([event('g_13_a', StageType.finished)]);
    expect(engine.careers.match('g_13_a')).toMatchObject({ kind: 'cricket', format: CricketGameType.t20 });
    expect(line('g_13_a', '1:Gaikwad')?.batting).toEqual([
      { runs: 5, balls: 2, fours: 1, sixes: 0, out: false },
    ]);
    expect(line('g_13_a', '1:Dube')).toEqual({ name: 'Dube', side: 1, batting: [], bowling: [] });
    expect(line('g_13_a', '2:Bumrah')?.bowling).toEqual([{ balls: 3, runs: 5, wickets: 0, maidens: 0 }]);
    expect(engine.careers.versionOf('csk')).toBeGreaterThan(0);
    expect(engine.careers.versionOf('mi')).toBe(engine.careers.versionOf('csk'));
    expect(engine.careers.versionOf('rcb')).toBe(0);
  });

  it('the document after the finish; a correction; removal keeps the lines; an annulled result drops them', () => {
    engine.putEvents([event('g_13_a', StageType.finished)]);
    expect(engine.careers.match('g_13_a')).toBeUndefined();
    engine.putDocuments([{ kind: 'balls', key: 'g_13_a', body: balls() }]);
    const v1 = engine.careers.versionOf('csk');
    expect(line('g_13_a', '1:Gaikwad')?.batting[0]?.runs).toBe(5);

    engine.putDocuments([{ kind: 'balls', key: 'g_13_a', body: balls(2) }]);
    expect(line('g_13_a', '1:Gaikwad')?.batting[0]?.runs).toBe(7);
    const v2 = engine.careers.versionOf('csk');
    expect(v2).toBeGreaterThan(v1);

    engine.removeDocuments([{ kind: 'balls', key: 'g_13_a' }]);
    engine.removeEvents(['g_13_a']);
    expect(line('g_13_a', '1:Gaikwad')?.batting[0]?.runs).toBe(7);
    expect(engine.careers.versionOf('csk')).toBe(v2);

    engine.putEvents([event('g_13_a', StageType.live)]);
    expect(engine.careers.match('g_13_a')).toBeUndefined();
    expect(engine.careers.versionOf('csk')).toBeGreaterThan(v2);
  });

  it('kabaddi from the raids document', () => {
    const raids: KabaddiRaids = {
      eventId: 'g_42_a',
      entries: [
        {
          kind: 'raid',
          seq: 1,
          half: 1,
          clock: '00:30',
          side: 2,
          raider: 'Pawan',
          onCourtBefore: [7, 7],
          result: 'successful',
          touched: ['Sagar'],
          bonus: true,
          points: [0, 2],
          score: [0, 2],
        },
      ],
    };
    engine.putDocuments([{ kind: 'raids', key: 'g_42_a', body: raids }]);
    engine.putEvents([event('g_42_a', StageType.finished, 42)]);
    const match = engine.careers.match('g_42_a');
    expect(match?.kind).toBe('kabaddi');
    expect(match?.kind === 'kabaddi' ? match.lines.get('2:Pawan')?.raidPoints : -1).toBe(2);
    expect(match?.kind === 'kabaddi' ? match.lines.has('1:Sagar') : false).toBe(true);
  });
});

describe('career ledger: the sports that count goals', () => {
  const lineups = (): Lineups => ({
    eventId: 'g_1_a',
    confirmed: true,
    home: {
      starters: [
        { name: 'Chhangte', position: 'F' },
        { name: 'Thapa', position: 'M' },
      ],
      substitutes: [{ name: 'Sivasakthi', position: 'F' }],
    },
    away: { starters: [{ name: 'Luna', position: 'M' }], substitutes: [] },
  });
  const incidents = (extra: Incident[] = []): EventIncidents => ({
    eventId: 'g_1_a',
    incidents: [
      {
        seq: 1,
        kind: IncidentKind.goal,
        side: 1,
        time: '12',
        stage: 1,
        player: 'Chhangte',
        secondPlayer: 'Thapa',
      },
      { seq: 2, kind: IncidentKind.yellowCard, side: 2, time: '30', stage: 1, player: 'Luna' },
      ...extra,
    ],
  });
  const goals = (key: string) => {
    const match = engine.careers.match('g_1_a');
    return match?.kind === 'goals' ? match.lines.get(key) : undefined;
  };

  it('football from the incidents and line-ups, once finished; a later goal is counted', () => {
    engine.putEvents([event('g_1_a', StageType.live, 1)]);
    engine.putDocuments([
      { kind: 'lineups', key: 'g_1_a', body: lineups() },
      { kind: 'incidents', key: 'g_1_a', body: incidents() },
    ]);
    expect(engine.careers.match('g_1_a')).toBeUndefined();
    engine.putEvents([event('g_1_a', StageType.finished, 1)]);
    expect(engine.careers.match('g_1_a')?.kind).toBe('goals');
    expect(goals('1:Chhangte')).toMatchObject({ started: true, goals: 1, minutes: 90 });
    expect(goals('1:Thapa')).toMatchObject({ assists: 1 });
    expect(goals('2:Luna')).toMatchObject({ yellowCards: 1, goals: 0 });
    expect(goals('1:Sivasakthi')).toBeUndefined();
    const v = engine.careers.versionOf('csk');
    // A correction: a goal added after the whistle.
    engine.putDocuments([
      {
        kind: 'incidents',
        key: 'g_1_a',
        body: incidents([
          {
            seq: 3,
            kind: IncidentKind.substitution,
            side: 1,
            time: '70',
            stage: 2,
            player: 'Sivasakthi',
            secondPlayer: 'Chhangte',
          },
          { seq: 4, kind: IncidentKind.goal, side: 1, time: '88', stage: 2, player: 'Sivasakthi' },
        ]),
      },
    ]);
    expect(engine.careers.versionOf('csk')).toBeGreaterThan(v);
    expect(goals('1:Sivasakthi')).toMatchObject({ goals: 1, minutes: 20, started: false });
    expect(goals('1:Chhangte')).toMatchObject({ minutes: 70 });
  });

  it('basketball keeps no lines (its score unit is the point)', () => {
    engine.putEvents([event('g_3_a', StageType.finished, 3)]);
    engine.putDocuments([{ kind: 'incidents', key: 'g_3_a', body: { eventId: 'g_3_a', incidents: [] } }]);
    expect(engine.careers.match('g_3_a')).toBeUndefined();
  });
});
