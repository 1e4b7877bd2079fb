/**
 * The simulated world produces the event fields of spec 1 §3.12-3.17: video reviews that stand or are
 * overturned (a corrected score), penalties, full-time scores of cup ties, rain in cricket, baseball's
 * hits, errors and pitchers, end times, period update times.
 */
import { CricketGameType, EventStage, IncidentKind, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { MatchDetail } from './detail/match.ts';
import { startingPitchers } from './detail/pitchers.ts';
import { detailWorldOf } from './detail/track.ts';
import { toMatchEvent } from './event.ts';
import { fixturesForDay } from './fixtures.ts';
import { createSimulator } from './simulator.ts';
import { baseball, type BaseballScript, baseballView } from './sports/baseball/script.ts';
import { cricket } from './sports/cricket/script.ts';
import type { CricketScript } from './sports/cricket/script-model.ts';
import { RULES, SIMULATED_SPORTS } from './sports/index.ts';
import { duel } from './sports/shared/duel-format.ts';
import { soccer, soccerScript, soccerView } from './sports/soccer/script.ts';
import { createRecordingPort, makeFixture } from './testing.ts';
import { buildWorld } from './world/world.ts';

const league = { sport: 'soccer', knockout: false } as const;
const cup = { sport: 'soccer', knockout: true } as const;
const MLB = duel(6, { kind: 'baseball', maxInnings: null, ghostRunner: true });

describe('[S1 3.15] football: video reviews', () => {
  const scripts = Array.from({ length: 400 }, (_, seed) => ({ fx: makeFixture(league, seed), seed })).map(
    ({ fx }) => ({ fx, script: soccerScript(fx) }),
  );

  it('[S1 3.15] some goals are reviewed and stand, some are disallowed; a review ends inside its period', () => {
    const all = scripts.flatMap(({ script }) => script.reviews);
    expect(all.filter((r) => r.stands).length).toBeGreaterThan(10);
    expect(all.filter((r) => !r.stands).length).toBeGreaterThan(10);
    for (const { script } of scripts) {
      for (const r of script.reviews) {
        expect(r.end).toBeGreaterThan(r.t);
        // The same stage (a half) from the goal to the decision.
        expect(soccerView(script, r.end - 1).stage).toBe(soccerView(script, r.t).stage);
      }
    }
  });

  it('[S1 3.15] under review the row says so; a disallowed goal counts until the decision, then is taken back', () => {
    const { script } = scripts.find(({ script }) => script.reviews.some((r) => !r.stands)) ?? {};
    if (!script) throw new Error('no disallowed goal');
    const review = script.reviews.find((r) => !r.stands);
    if (!review) throw new Error('no review');
    const before = soccerView(script, review.t - 1);
    const during = soccerView(script, review.t + 1);
    const after = soccerView(script, review.end);
    const total = (v: typeof before) => Number(v.homeScore) + Number(v.awayScore);
    expect(during.goalUnderReview).toBe(review.side === 0 ? 1 : 2);
    expect(total(during)).toBe(total(before) + 1);
    expect(after.goalUnderReview).toBeUndefined();
    expect(total(after)).toBe(total(before));
    // The disallowed goal was the last change while under review; taken back, it never counted.
    expect(during.scoreChanged).toBe(review.t);
    expect(after.scoreChanged).toBe(before.scoreChanged);
  });

  it('[S1 3.15] the incidents still sum to the score at every moment of a review', () => {
    for (const { fx, script } of scripts.filter(({ script }) => script.reviews.length > 0).slice(0, 40)) {
      const incidents = soccer.incidents?.(script, fx) ?? [];
      for (const r of script.reviews) {
        for (const t of [r.t, r.t + 1, r.end - 1, r.end, r.end + 1]) {
          const view = soccerView(script, t);
          const sum = [0, 1].map((side) =>
            incidents.filter((i) => i.side === side && i.t <= t).reduce((a, i) => a + (i.points ?? 0), 0),
          );
          expect(sum.map(String)).toEqual([view.homeScore, view.awayScore]);
        }
        expect(incidents.some((i) => i.kind === IncidentKind.videoReview && i.t === r.end)).toBe(true);
      }
    }
  });
});

describe('[S1 3.15] [S1 4.38] football: penalties', () => {
  it('[S1 3.15] the penalty incident on the row is a penalty goal’s award, in the same stage, before it', () => {
    let seen = 0;
    for (let seed = 0; seed < 300; seed++) {
      const fx = makeFixture(league, seed);
      const script = soccerScript(fx);
      const penaltyGoals = (soccer.incidents?.(script, fx) ?? []).filter(
        (i) => i.kind === IncidentKind.penaltyGoal,
      );
      expect(script.penalties.map((p) => p.goal)).toEqual(penaltyGoals.map((i) => i.t));
      for (const p of script.penalties) {
        seen++;
        expect(p.t).toBeLessThanOrEqual(p.goal);
        const view = soccerView(script, p.t);
        expect(view.penalty).toEqual({ t: p.t, id: p.id, stage: view.stage });
        expect(soccerView(script, p.goal).stage).toBe(view.stage);
        if (p.t > 0 && p.id === '1') expect(soccerView(script, p.t - 1).penalty).toBeUndefined();
      }
    }
    expect(seen).toBeGreaterThan(5);
  });
});

describe('[S1 3.13] football: the full-time score of a cup tie', () => {
  it('[S1 3.13] a tie that goes to extra time carries the score after 90 minutes; a league match none', () => {
    let seen = 0;
    for (let seed = 0; seed < 200 && seen < 5; seed++) {
      const script = soccerScript(makeFixture(cup, seed));
      if (script.fullTimeAt === undefined) {
        expect(soccerView(script, script.end).homeFullTimeScore).toBeUndefined();
        continue;
      }
      seen++;
      const at90 = soccerView(script, script.fullTimeAt - 1);
      expect(soccerView(script, script.fullTimeAt - 1).homeFullTimeScore).toBeUndefined();
      const last = soccerView(script, script.end);
      expect([last.homeFullTimeScore, last.awayFullTimeScore]).toEqual([at90.homeScore, at90.awayScore]);
      // Extra time is played only from a draw.
      expect(last.homeFullTimeScore).toBe(last.awayFullTimeScore);
    }
    expect(seen).toBe(5);
    const plain = soccerScript(makeFixture(league, 1));
    expect(soccerView(plain, plain.end).homeFullTimeScore).toBeUndefined();
  });
});

describe('[S1 3.15] cricket: rain', () => {
  it('[S1 3.15] rain now and then during a break: the notice shows then, never while play goes on', () => {
    let rained = 0;
    for (let seed = 0; seed < 120; seed++) {
      const fx = makeFixture(
        { sport: 'cricket', gameType: CricketGameType.t20, oversPerInnings: 20, days: 0 },
        seed,
      );
      const script = cricket.script(fx) as CricketScript;
      for (const start of script.rain ?? []) {
        rained++;
        const view = cricket.view(script, start + 1);
        expect(view.infoNotice).toBe('rainStopped');
        expect(view.stage).toBe(EventStage.breakTime);
      }
      for (let t = 0; t < script.end; t += 600) {
        const view = cricket.view(script, t);
        if (view.infoNotice) expect(view.cricket?.batting).toBe(0);
      }
    }
    expect(rained).toBeGreaterThan(3);
  });
});

describe('[S1 3.13] baseball: hits and errors', () => {
  it('[S1 3.13] hits and errors only grow; every run-scoring play is a hit', () => {
    for (let seed = 0; seed < 30; seed++) {
      const script = baseball.script(makeFixture(MLB, seed)) as BaseballScript;
      let last = [0, 0, 0, 0];
      for (let t = 0; t <= script.end; t += 120) {
        const v = baseballView(script, t);
        const now = [v.homeHits ?? -1, v.awayHits ?? -1, v.homeErrors ?? -1, v.awayErrors ?? -1];
        now.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(last[i] ?? 0));
        last = now;
      }
      const end = baseballView(script, script.end);
      const scoringPlays = (side: 0 | 1) =>
        script.halves.filter((h) => h.side === side).reduce((n, h) => n + h.plays.length, 0);
      expect(end.homeHits).toBeGreaterThanOrEqual(scoringPlays(0));
      expect(end.awayHits).toBeGreaterThanOrEqual(scoringPlays(1));
    }
  });
});

describe('[S1 3.12] [S1 3.15] [S1 3.16] the simulator’s events', () => {
  it('[S1 3.12] a Test match carries its scheduled close from the start; a finished match when it ended', () => {
    const test = makeFixture(
      { sport: 'cricket', gameType: CricketGameType.test, oversPerInnings: 0, days: 5 },
      3,
    );
    const scheduled = toMatchEvent(test, null, 1);
    expect(scheduled.endTime).toBe(test.startTime + 4 * 86_400 + 25_200);
    const fx = makeFixture(league, 2);
    const script = soccerScript(fx);
    const finished = toMatchEvent(fx, soccerView(script, script.end), 1);
    expect(finished.stageType).toBe(StageType.finished);
    expect(finished.endTime).toBe(fx.startTime + script.end);
    expect(toMatchEvent(fx, soccerView(script, 600), 1).endTime).toBeUndefined();
  });

  it('[S1 3.15] a live event’s period update time is when its stage began', () => {
    const fx = makeFixture(league, 4);
    const script = soccerScript(fx);
    const h2 = script.phases[2]?.start ?? 0;
    const event = toMatchEvent(fx, soccerView(script, h2 + 30), 1);
    expect(event.periodUpdatedAt).toBe(fx.startTime + h2);
  });

  it('[S1 3.16] a baseball game’s row names the starting pitchers the line-ups name (df_pi)', () => {
    const seed = 7;
    const world = buildWorld(SIMULATED_SPORTS);
    const detailWorld = detailWorldOf(seed, 1, world);
    const fx = fixturesForDay(world, seed, 6 as never, 20_500)[0];
    if (!fx) throw new Error('no baseball game');
    const sheets = new MatchDetail(fx, RULES.get(6) as never, detailWorld).sheets;
    const starters = sheets?.map((s) => s.starters.find((p) => p.position === 'P')?.name);
    expect(startingPitchers(detailWorld, fx)).toEqual(starters);
    expect(starters?.every(Boolean)).toBe(true);
    // The simulator puts them on the game's event.
    const port = createRecordingPort();
    const sim = createSimulator({ seed, clock: () => fx.startTime * 1000 + 600_000, port, sports: [6] });
    sim.tick();
    const event = port.events.get(fx.id);
    expect([event?.homePitcher, event?.awayPitcher]).toEqual(starters);
  });
});
