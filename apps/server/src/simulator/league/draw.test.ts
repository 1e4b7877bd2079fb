import { type Draw, EventStage, type MatchEvent, type Participant, StageType, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { computeDraw, editionOf } from './draw.ts';
import { bodiesOf, DAY_MS, deskRun } from './testing.ts';

const DAY_S = 86_400;
const LEAGUE = '2_testdraw';
const teams: Participant[] = Array.from({ length: 8 }, (_, i) => ({
  id: `p${i}`,
  sportId: 2,
  name: `${'ABCDEFGH'[i]}. Player`,
  shortName: 'Player',
  countryId: 1,
}));
const [first] = editionOf(LEAGUE, 20_522);
const t0 = first * DAY_S + 3600;

function match(
  i: number,
  home: number,
  away: number,
  state: 'scheduled' | 'live' | 'won' | 'lost',
): MatchEvent {
  const h = teams[home];
  const a = teams[away];
  if (!h || !a) throw new Error('team');
  const finished = state === 'won' || state === 'lost';
  return {
    id: `g_2_m${i}`,
    sportId: 2,
    leagueId: LEAGUE,
    startTime: t0 + i * 3600,
    stageType: state === 'scheduled' ? StageType.scheduled : finished ? StageType.finished : StageType.live,
    stage:
      state === 'scheduled' ? EventStage.scheduled : finished ? EventStage.finished : EventStage.secondSet,
    homeId: h.id,
    awayId: a.id,
    homeName: h.name,
    awayName: a.name,
    ...(state !== 'scheduled' && {
      homeScore: state === 'lost' ? '0' : '2',
      awayScore: state === 'lost' ? '2' : '0',
    }),
    ...(finished && { winner: state === 'won' ? Winner.home : Winner.away }),
  };
}

/** Every side of a later round won a match of the round before, in the slots right under it. */
function expectTree(draw: Draw) {
  for (let r = 1; r < draw.rounds.length; r++) {
    const below = draw.rounds[r - 1]?.matches ?? [];
    (draw.rounds[r]?.matches ?? []).forEach((m, i) => {
      if (!m.eventId) return;
      const winners = [below[2 * i], below[2 * i + 1]].map((c) =>
        c?.winner === 1 ? c.homeId : c?.winner === 2 ? c.awayId : undefined,
      );
      expect(winners).toContain(m.homeId);
      expect(winners).toContain(m.awayId);
    });
  }
}

describe('draw', () => {
  const nowS = t0 + 20 * 3600;

  it('places started matches, moves winners on and fills the final', () => {
    const events = [
      match(0, 0, 1, 'won'),
      match(1, 2, 3, 'lost'),
      match(2, 4, 5, 'won'),
      match(3, 6, 7, 'won'),
      match(4, 1, 2, 'won'), // p1 lost already: a friendly the draw ignores
      match(5, 0, 3, 'won'),
      match(6, 4, 6, 'lost'),
      match(7, 0, 6, 'live'),
    ];
    const { draw, championId } = computeDraw(LEAGUE, teams, events, 1, nowS);
    expect(draw.rounds.map((r) => r.name.en)).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    expect(draw.rounds.map((r) => r.matches.filter((m) => m.eventId).length)).toEqual([4, 2, 1]);
    expect(draw.rounds[2]?.matches[0]).toMatchObject({ eventId: 'g_2_m7', homeId: 'p0', awayId: 'p6' });
    expect(draw.rounds[2]?.matches[0]?.winner).toBeUndefined();
    expect(championId).toBeUndefined();
    expect(draw.rounds.flatMap((r) => r.matches).some((m) => m.eventId === 'g_2_m4')).toBe(false);
    expectTree(draw);

    const done = computeDraw(LEAGUE, teams, [...events.slice(0, 7), match(7, 0, 6, 'lost')], 1, nowS);
    expect(done.draw.rounds[2]?.matches[0]?.winner).toBe(2);
    expect(done.championId).toBe('p6');
    expect(done.finalEventId).toBe('g_2_m7');
  });

  it('never places a match before it starts, nor one of another edition', () => {
    const events = [match(0, 0, 1, 'scheduled'), { ...match(1, 2, 3, 'won'), startTime: t0 - 8 * DAY_S }];
    const { draw } = computeDraw(LEAGUE, teams, events, 1, nowS);
    expect(draw.rounds.flatMap((r) => r.matches).filter((m) => m.eventId)).toHaveLength(0);
  });

  it('gives the byes of a short field to the strongest, straight into round two', () => {
    const { draw } = computeDraw(LEAGUE, teams.slice(0, 6), [], 3, nowS);
    const byes = draw.rounds[0]?.matches.filter((m) => m.homeId && !m.awayId) ?? [];
    expect(byes).toHaveLength(2);
    for (const b of byes) expect(b.winner).toBe(1);
  });

  it.each([1, 2])(
    'in the simulated world form a tree of real events, and move on as matches end (seed %i)',
    (seed) => {
      const start = Date.UTC(2026, 2, 12, 6);
      const run = deskRun(seed, [2, 15], start);
      const placed = (draws: Draw[]) =>
        draws.reduce(
          (n, d) => n + d.rounds.flatMap((r) => r.matches).filter((m) => m.winner && m.eventId).length,
          0,
        );
      const before = placed(bodiesOf(run, 'draw'));
      for (let h = 1; h <= 12; h++) run.at(start + h * 3_600_000);
      const draws = bodiesOf(run, 'draw');
      expect(draws.length).toBeGreaterThan(10);
      for (const draw of draws) {
        expectTree(draw);
        for (const m of draw.rounds.flatMap((r) => r.matches)) {
          if (!m.eventId) continue;
          const event = run.events.get(m.eventId);
          expect(event?.leagueId).toBe(draw.leagueId);
          if (m.winner) expect(event?.winner).toBe(m.winner === 1 ? Winner.home : Winner.away);
        }
      }
      expect(placed(draws)).toBeGreaterThan(before);
    },
  );

  it('starts a new edition each week', () => {
    const [a, b] = editionOf(LEAGUE, 20_522);
    expect(b - a).toBe(7);
    expect(editionOf(LEAGUE, b)).toEqual([b, b + 7]);
    expect(editionOf(LEAGUE, b - 1)).toEqual([a, b]);
    expect(DAY_MS).toBe(DAY_S * 1000);
  });
});
