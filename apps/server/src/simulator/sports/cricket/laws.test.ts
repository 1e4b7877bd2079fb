/**
 * The simulator's cricket against the Laws: many matches of each format, their `balls` documents read
 * by the world check's rule (world-check/rules/cricket-balls.ts, written from the Laws) at several
 * moments of play and at the end, against the scoreboard the script shows at that moment.
 */
import {
  type BallByBall,
  type Commentary,
  CricketGameType,
  type DetailDocument,
  Dismissal,
  type EventIncidents,
  ExtraKind,
  IncidentKind,
  type Lineups,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { ballsLawProblems } from '../../../world-check/rules/cricket-balls.ts';
import { MatchDetail } from '../../detail/match.ts';
import { makeFixture } from '../../testing.ts';
import type { MatchFormat, SportRules } from '../../types.ts';
import { cricketRoom } from './room.ts';
import { cricket, cricketScript, cricketView } from './script.ts';

const t20 = { sport: 'cricket', gameType: CricketGameType.t20, oversPerInnings: 20, days: 0 } as const;
const odi = { sport: 'cricket', gameType: CricketGameType.odi, oversPerInnings: 50, days: 0 } as const;
const test = { sport: 'cricket', gameType: CricketGameType.test, oversPerInnings: 0, days: 5 } as const;
const fourDay = { ...test, days: 4 } as const;
const world = { seed: 11, speed: 1, countryOf: () => 'in' };

function bodyOf<K extends DetailDocument['kind']>(docs: DetailDocument[], kind: K) {
  const doc = docs.find((d) => d.kind === kind);
  if (!doc) throw new Error(`no ${kind} document`);
  return doc.body as Extract<DetailDocument, { kind: K }>['body'];
}

/**
 * Plays a match and checks its `balls` document at `moments` instants of play and at the end (through
 * the room's hook, as the detail engine calls it); with `all`, the end's documents come from the
 * detail engine itself.
 */
function play(format: MatchFormat & { sport: 'cricket' }, seed: number, moments: number, all = false) {
  const fx = makeFixture(format, seed);
  const script = cricketScript(fx);
  const detail = new MatchDetail(fx, cricket as SportRules, world);
  const sheets = detail.sheets;
  const hook = cricketRoom.detail.balls;
  if (!sheets || !hook) throw new Error('cricket has team sheets and a balls document');
  const times = Array.from({ length: moments }, (_, i) => Math.floor((script.end * (i + 1)) / (moments + 1)));
  let balls: BallByBall | undefined;
  for (const t of [...times, script.end]) {
    const final = t >= script.end;
    balls = hook({ fx, script, sheets, t, final, clockOf: (x) => detail.clockOf(x) });
    const view = cricketView(script, t);
    const scoreboard = view.cricket ?? { home: [], away: [] };
    const problems = ballsLawProblems(balls, { oversPerInnings: format.oversPerInnings, scoreboard });
    expect(problems, `${format.gameType} seed ${seed} at ${t}`).toEqual([]);
    // Only what has been bowled by then.
    expect(balls.balls.filter((b) => (b.time ?? 0) > fx.startTime + t)).toEqual([]);
  }
  const docs = all ? detail.live(script, script.end) : [];
  if (all) expect(bodyOf(docs, 'balls')).toEqual(balls);
  if (!balls) throw new Error('no documents');
  return { fx, script, balls, docs };
}

describe('simulated cricket follows the Laws ball by ball', () => {
  it('T20: 80 matches', () => {
    for (let seed = 0; seed < 80; seed++) play(t20, seed, 4);
  });
  it('ODI: 40 matches', () => {
    for (let seed = 0; seed < 40; seed++) play(odi, seed, 4);
  });
  it('Tests and four-day matches: 16 matches', () => {
    for (let seed = 0; seed < 16; seed++) play(seed % 2 === 0 ? test : fourDay, seed, 3);
  });
});

describe('the people of the balls', () => {
  it('bat in line-up order, bowl and field for the other side; the keeper stumps; the toss and the umpires', () => {
    for (let seed = 100; seed < 112; seed++) {
      const { balls, docs, script } = play(seed % 3 === 0 ? odi : t20, seed, 0, true);
      const lineups: Lineups = bodyOf(docs, 'lineups');
      const xi = (side: 1 | 2) => (side === 1 ? lineups.home : lineups.away).starters;
      for (const info of balls.innings) {
        const batting = xi(info.side).map((p) => p.name);
        const fielding = xi(info.side === 1 ? 2 : 1);
        expect(info.battingOrder).toEqual(batting);
        const keeper = fielding.find((p) => p.position === 'WK')?.name;
        for (const b of balls.balls.filter((x) => x.innings === info.innings)) {
          expect(fielding.map((p) => p.name)).toContain(b.bowler);
          const w = b.wicket;
          if (w?.kind === Dismissal.stumped) expect(w.fielder).toBe(keeper);
          if (w?.kind === Dismissal.caught) expect(fielding.map((p) => p.name)).toContain(w.fielder);
        }
      }
      expect(balls.toss?.winner).toBeDefined();
      expect(balls.umpires).toHaveLength(2);
      expect(balls.playerOfMatch).toBeDefined();
      expect(script.innings.length).toBe(balls.innings.length);
    }
  });

  it('the incidents name the batters and bowlers of the balls', () => {
    for (let seed = 200; seed < 215; seed++) {
      const { balls, docs } = play(seed % 2 === 0 ? t20 : odi, seed, 0, true);
      const incidents: EventIncidents = bodyOf(docs, 'incidents');
      const wickets = incidents.incidents.filter((i) => i.kind === IncidentKind.wicket);
      const fallen = balls.balls.filter((b) => b.wicket);
      expect(wickets.map((i) => i.player)).toEqual(fallen.map((b) => b.wicket?.out));
      expect(wickets.map((i) => i.secondPlayer)).toEqual(
        fallen.map((b) => (b.wicket?.kind === Dismissal.runOut ? undefined : b.bowler)),
      );
      const sixes = incidents.incidents.filter((i) => i.kind === IncidentKind.six);
      expect(sixes.map((i) => `${i.player} ${i.secondPlayer}`)).toEqual(
        balls.balls.filter((b) => b.boundary === 6).map((b) => `${b.batter} ${b.bowler}`),
      );
    }
  });

  it('dismissals and extras come at the rates of real cricket', () => {
    const kinds = new Map<string, number>();
    const extras = new Map<string, number>();
    let wickets = 0;
    let innings = 0;
    for (let seed = 300; seed < 380; seed++) {
      const { balls } = play(t20, seed, 0);
      innings += balls.innings.length;
      for (const b of balls.balls) {
        if (b.wicket) {
          wickets++;
          kinds.set(b.wicket.kind, (kinds.get(b.wicket.kind) ?? 0) + 1);
        }
        if (b.extra) extras.set(b.extra.kind, (extras.get(b.extra.kind) ?? 0) + b.extra.runs);
      }
    }
    const share = (k: string) => (kinds.get(k) ?? 0) / wickets;
    expect(share(Dismissal.caught) + share(Dismissal.caughtAndBowled)).toBeGreaterThan(0.45);
    expect(share(Dismissal.caught) + share(Dismissal.caughtAndBowled)).toBeLessThan(0.68);
    expect(share(Dismissal.bowled)).toBeGreaterThan(0.12);
    expect(share(Dismissal.lbw)).toBeGreaterThan(0.07);
    expect(share(Dismissal.runOut)).toBeGreaterThan(0.02);
    expect(share(Dismissal.stumped)).toBeLessThan(0.08);
    // A T20 innings gives some 4 to 12 extras, wides the most.
    const perInnings = [...extras.values()].reduce((a, b) => a + b, 0) / innings;
    expect(perInnings).toBeGreaterThan(4);
    expect(perInnings).toBeLessThan(14);
    for (const kind of [ExtraKind.wide, ExtraKind.noBall, ExtraKind.legBye, ExtraKind.bye])
      expect(extras.get(kind) ?? 0).toBeGreaterThan(0);
  });
});

describe('ball-by-ball commentary', () => {
  it('writes every ball, each over and each wicket, in Tamil and English, newest first', () => {
    const { balls, docs } = play(t20, 7, 0, true);
    const commentary: Commentary = bodyOf(docs, 'commentary');
    const entries = [...commentary.entries].reverse();
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    const perBall = entries.filter((e) => ['ball', 'four', 'six', 'wicket'].includes(e.kind));
    expect(perBall).toHaveLength(balls.balls.length);
    perBall.forEach((e, i) => {
      const b = balls.balls[i];
      expect(e.time).toBe(`${b?.over}.${b?.ball}`);
      expect(e.text.en).toContain(`${b?.bowler} to ${b?.batter}`);
      expect(e.text.ta).toContain(`${b?.bowler} பந்துவீச்சில் ${b?.batter}`);
    });
    for (const e of entries) {
      // No English on the Tamil side but the names of the people and the teams.
      const names = new Set([
        ...balls.balls.flatMap((b) => [b.bowler, b.batter, b.nonStriker, b.wicket?.fielder ?? '']),
        'Home',
        'Away',
        balls.playerOfMatch ?? '',
      ]);
      let ta = e.text.ta;
      for (const n of [...names].sort((a, b) => b.length - a.length))
        for (const part of n.split('/')) ta = ta.replaceAll(part, '');
      expect(ta, e.text.ta).not.toMatch(/[A-Za-z]/);
    }
    const overs = entries.filter((e) => e.kind === 'info' && e.text.en.startsWith('End of over'));
    expect(overs.length).toBeGreaterThan(30);
    const out = entries.filter((e) => e.kind === 'wicket');
    expect(out.length).toBe(balls.balls.filter((b) => b.wicket).length);
    for (const e of out) expect(e.text.ta).not.toContain(' 0 ரன்களில்');
  });

  it('a Test: lunch, tea and stumps; what was written stays written (the same seq, the same text)', () => {
    const fx = makeFixture(test, 2);
    const script = cricketScript(fx);
    const detail = new MatchDetail(fx, cricket as SportRules, world);
    const sheets = detail.sheets;
    const hook = cricketRoom.detail.commentary;
    if (!sheets || hook?.style !== 'own') throw new Error('cricket writes its own commentary');
    const at = (t: number) =>
      hook.document({ fx, script, sheets, t, final: t >= script.end, clockOf: (x) => detail.clockOf(x) });
    const early = at(Math.floor(script.end / 3));
    const late = at(script.end);
    const bySeq = new Map(late.entries.map((e) => [e.seq, e]));
    for (const e of early.entries) expect(bySeq.get(e.seq)).toEqual(e);
    expect(late.entries[0]?.text.en).toMatch(/^That is the end of the match/);
    const en = late.entries.map((e) => e.text.en);
    expect(en.some((x) => x.startsWith('Stumps on day 1.'))).toBe(true);
    expect(en.some((x) => x.startsWith('Lunch.'))).toBe(true);
    expect(late.entries.map((e) => e.text.ta).some((x) => x.startsWith('முதல் நாள் ஆட்ட நேர முடிவு.'))).toBe(
      true,
    );
  });

  it('writes a duck as Tamil media do, and the dismissal forms', async () => {
    const { dismissalText, outFigures } = await import('./commentary.ts');
    expect(outFigures(0, 3).ta).toBe('3 பந்துகளில் ரன் எதுவும் எடுக்காமல் ஆட்டமிழந்தார்');
    expect(dismissalText(Dismissal.caught, 'Bumrah', 'Pant')).toEqual({
      ta: '(கே) Pant (ப) Bumrah',
      en: 'c Pant b Bumrah',
    });
    expect(dismissalText(Dismissal.lbw, 'Ashwin', undefined).ta).toBe('எல்பிடபிள்யூ (ப) Ashwin');
    expect(dismissalText(Dismissal.runOut, 'Shami', 'Jadeja').ta).toBe('ரன் அவுட் (Jadeja)');
    expect(dismissalText(Dismissal.stumped, 'Kuldeep', 'Pant').ta).toBe('(ஸ்டம்பிங்) Pant (ப) Kuldeep');
    expect(dismissalText(Dismissal.bowled, 'Shami', undefined).ta).toBe('(ப) Shami');
  });
});
