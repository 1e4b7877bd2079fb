import {
  EventStage,
  type KabaddiRaid,
  type KabaddiRaids,
  kabaddiFigures,
  type SideNo,
  Winner,
} from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamSheet } from '../../detail/team-sheet.ts';
import { makeFixture } from '../../testing.ts';
import { raidCommentary, raidsDocument } from './detail.ts';
import { kabaddiIncidents } from './incidents.ts';
import { kabaddiScript, kabaddiStateAt, kabaddiView } from './script.ts';

const league = { sport: 'kabaddi', knockout: false } as const;
const knockout = { sport: 'kabaddi', knockout: true } as const;

const sheet = (prefix: string): TeamSheet => ({
  coach: `${prefix} coach`,
  starters: Array.from({ length: 7 }, (_, i) => ({
    name: `${prefix}${i + 1}`,
    number: i + 1,
    position: 'X',
  })),
  substitutes: Array.from({ length: 5 }, (_, i) => ({
    name: `${prefix}${i + 8}`,
    number: i + 8,
    position: 'X',
  })),
});
const SHEETS = [sheet('H'), sheet('A')] as const;

/**
 * Replays a raids document by the rules (KB1-KB8 of packages/domain/src/kabaddi/model.ts), written apart
 * from the simulator: who is on court and out by name, the empty raids in a row, the score. Returns the
 * problems found (none for a document that keeps the rules).
 */
function breaches(doc: KabaddiRaids): string[] {
  const problems: string[] = [];
  const fail = (seq: number, what: string) => problems.push(`#${seq}: ${what}`);
  const on: [string[], string[]] = [
    SHEETS[0].starters.map((p) => p.name),
    SHEETS[1].starters.map((p) => p.name),
  ];
  const out: [string[], string[]] = [[], []];
  const emptyInRow = [0, 0];
  const score: [number, number] = [0, 0];
  const timeOuts = new Map<string, number>();
  const i = (side: SideNo) => side - 1;
  const reviveFirst = (s: number, n: number) => {
    for (let k = 0; k < n && (out[s]?.length ?? 0) > 0; k++) on[s]?.push(out[s]?.shift() ?? '');
  };
  let half = 1;
  for (const e of doc.entries) {
    if (e.half !== half) {
      if (e.half < half) fail(e.seq, 'halves go backwards');
      // Extra time: seven a side again.
      if (e.half === 3) for (const s of [0, 1]) reviveFirst(s, 7);
      if (e.half === 3) emptyInRow.fill(0);
      half = e.half;
    }
    const own = i(e.side) as 0 | 1;
    const rival = (1 - own) as 0 | 1;
    if (e.kind === 'timeOut') {
      const key = `${e.half}:${e.side}`;
      timeOuts.set(key, (timeOuts.get(key) ?? 0) + 1);
      if ((timeOuts.get(key) ?? 0) > 2) fail(e.seq, 'more than two time-outs in a half');
      continue;
    }
    if (e.kind === 'card') {
      score[rival] += e.technical ?? 0;
      continue;
    }
    if (e.kind === 'technicalPoint') {
      score[rival] += e.points;
      continue;
    }
    if (e.kind === 'substitution') {
      const at = on[own]?.indexOf(e.playerOff) ?? -1;
      if (at < 0) fail(e.seq, `${e.playerOff} substituted off while not on court`);
      if (on[own]?.includes(e.playerOn) || out[own]?.includes(e.playerOn))
        fail(e.seq, `${e.playerOn} already in play`);
      on[own]?.splice(at, 1, e.playerOn);
      continue;
    }
    const attack = on[own] ?? [];
    const guard = on[rival] ?? [];
    const before: [number, number] =
      own === 0 ? [attack.length, guard.length] : [guard.length, attack.length];
    if (before.some((n) => n < 1 || n > 7)) fail(e.seq, `court counts ${before.join('/')} outside 1..7`);
    if (e.onCourtBefore.join() !== before.join())
      fail(e.seq, `on court ${e.onCourtBefore.join()} not ${before.join()}`);
    if (!attack.includes(e.raider)) fail(e.seq, `raider ${e.raider} not on court`);
    const mustScore = (emptyInRow[own] ?? 0) >= 2 && e.golden !== true;
    if ((e.doOrDie === true) !== mustScore)
      fail(e.seq, `do-or-die ${e.doOrDie} after ${emptyInRow[own]} empty raids`);
    if (e.bonus && guard.length < 6) fail(e.seq, `bonus with ${guard.length} defenders`);
    const raidPoints = e.touched.length + (e.bonus ? 1 : 0);
    const expected: [number, number] = [0, 0];
    expected[own] += raidPoints;
    switch (e.result) {
      case 'empty':
        if (raidPoints > 0) fail(e.seq, 'an empty raid that scored');
        if (mustScore) fail(e.seq, 'a do-or-die raid left empty');
        break;
      case 'successful':
        if (raidPoints === 0) fail(e.seq, 'a successful raid without a point');
        for (const name of e.touched) {
          if (!guard.includes(name)) fail(e.seq, `${name} touched while not on court`);
          guard.splice(guard.indexOf(name), 1);
          out[rival]?.push(name);
        }
        reviveFirst(own, e.touched.length);
        break;
      case 'tackled':
        if (e.touched.length > 0) fail(e.seq, 'touch points in a tackled raid');
        if (e.tackledBy === undefined || !guard.includes(e.tackledBy)) fail(e.seq, 'tackler not on court');
        if ((e.superTackle === true) !== guard.length <= 3)
          fail(e.seq, `super tackle with ${guard.length} on court`);
        expected[rival] += guard.length <= 3 ? 2 : 1;
        attack.splice(attack.indexOf(e.raider), 1);
        out[own]?.push(e.raider);
        reviveFirst(rival, 1);
        break;
      case 'doOrDieFailed':
        if (!mustScore || raidPoints > 0) fail(e.seq, 'a failed do-or-die that was not one');
        expected[rival] += 1;
        attack.splice(attack.indexOf(e.raider), 1);
        out[own]?.push(e.raider);
        reviveFirst(rival, 1);
        break;
    }
    const emptied = [0, 1].filter((s) => on[s]?.length === 0);
    if (emptied.length > 1) fail(e.seq, 'both sides all out');
    const allOut = emptied[0];
    if ((e.allOut === undefined ? undefined : i(e.allOut)) !== allOut)
      fail(e.seq, `all out ${e.allOut} not ${allOut}`);
    if (allOut !== undefined) {
      expected[(1 - allOut) as 0 | 1] += 2;
      reviveFirst(allOut, 7);
    }
    for (const s of [0, 1]) {
      if ((on[s]?.length ?? 0) + (out[s]?.length ?? 0) !== 7)
        fail(e.seq, 'on court and out do not make seven');
      if ((on[s]?.length ?? 0) > 7) fail(e.seq, 'more than seven on court');
    }
    if (e.points.join() !== expected.join()) fail(e.seq, `points ${e.points.join()} not ${expected.join()}`);
    score[0] += expected[0];
    score[1] += expected[1];
    if (e.score.join() !== score.join()) fail(e.seq, `score ${e.score.join()} not ${score.join()}`);
    emptyInRow[own] = e.result === 'empty' ? (emptyInRow[own] ?? 0) + 1 : 0;
  }
  return problems;
}

const clockOf = (t: number) => 1_000_000 + t;

describe('kabaddi', () => {
  it('plays two 20-minute halves around a 5-minute break, the second from minute 21', () => {
    const script = kabaddiScript(makeFixture(league, 1));
    expect(script.phases.map((p) => [p.stage, p.start])).toEqual([
      [EventStage.firstHalf, 0],
      [EventStage.halfTime, 1200],
      [EventStage.secondHalf, 1500],
      [EventStage.finished, 2700],
    ]);
    expect(kabaddiView(script, 0).minute).toBe('1');
    expect(kabaddiView(script, 1199).minute).toBe('20');
    expect(kabaddiView(script, 1300).stage).toBe(EventStage.halfTime);
    expect(kabaddiView(script, 1500).minute).toBe('21');
    expect(kabaddiView(script, 2699).minute).toBe('40');
  });

  it('[KB1-KB8] every simulated match keeps the rules raid by raid, and the score is the sum of its raids', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, isKnockout) => {
        const fx = makeFixture(isKnockout ? knockout : league, seed);
        const script = kabaddiScript(fx);
        const doc = raidsDocument(fx.id, script, script.end, SHEETS, clockOf);
        expect(breaches(doc)).toEqual([]);
        const end = kabaddiStateAt(script, script.end);
        const figures = kabaddiFigures(doc);
        expect(figures.teams.map((t) => t.total)).toEqual(end.score);
        for (const side of [0, 1] as const) {
          expect(end.parts[side].reduce((a, b) => a + b, 0)).toBe(end.score[side]);
        }
        const raids = doc.entries.filter((e) => e.kind === 'raid');
        // About 35 raids a side in 40 minutes (PKL matches run 70 to 90 raids).
        expect(raids.length).toBeGreaterThan(50);
        const [h, a] = end.score;
        const view = kabaddiView(script, script.end);
        expect(view.winner).toBe(h > a ? Winner.home : h < a ? Winner.away : Winner.draw);
        if (isKnockout) expect(view.winner).not.toBe(Winner.draw);
        const extra = script.phases.some((p) => p.stage === EventStage.extraTime);
        expect(end.parts[0].length).toBe(extra ? 3 : 2);
        expect(view.stage).toBe(extra ? EventStage.afterExtraTime : EventStage.finished);
      }),
      { numRuns: 100 },
    );
  });

  it('the rules check finds a broken document: a missed do-or-die, a wrong court count, a score off', () => {
    const fx = makeFixture(league, 11);
    const script = kabaddiScript(fx);
    const doc = raidsDocument(fx.id, script, script.end, SHEETS, clockOf);
    const broken = (change: (d: KabaddiRaids) => void) => {
      const copy = structuredClone(doc);
      change(copy);
      return breaches(copy);
    };
    const raidAt = (d: KabaddiRaids, pick: (e: KabaddiRaid) => boolean) => {
      const found = d.entries.find((e): e is KabaddiRaid => e.kind === 'raid' && pick(e));
      if (!found) throw new Error('no such raid in the fixture');
      return found;
    };
    expect(broken((d) => delete raidAt(d, (e) => e.doOrDie === true).doOrDie)).not.toEqual([]);
    expect(broken((d) => (raidAt(d, () => true).onCourtBefore = [7, 6]))).not.toEqual([]);
    expect(broken((d) => (raidAt(d, (e) => e.result === 'successful').score[0] += 1))).not.toEqual([]);
    expect(broken((d) => (raidAt(d, (e) => e.result === 'tackled').raider = 'A99'))).not.toEqual([]);
    expect(broken((d) => delete raidAt(d, (e) => e.allOut !== undefined).allOut)).not.toEqual([]);
  });

  it('over many matches plays every kind of raid: super raids and tackles, do-or-die, all outs, bonus', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const fx = makeFixture(league, seed);
      const script = kabaddiScript(fx);
      for (const e of raidsDocument(fx.id, script, script.end, SHEETS, clockOf).entries) {
        seen.add(e.kind === 'raid' ? e.result : e.kind);
        if (e.kind === 'raid' && e.superTackle) seen.add('superTackle');
        if (e.kind === 'raid' && e.doOrDie) seen.add('doOrDie');
        if (e.kind === 'raid' && e.allOut) seen.add('allOut');
        if (e.kind === 'raid' && e.bonus) seen.add('bonus');
        if (e.kind === 'raid' && e.touched.length + (e.bonus ? 1 : 0) >= 3) seen.add('superRaid');
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'allOut',
        'bonus',
        'card',
        'doOrDie',
        'doOrDieFailed',
        'empty',
        'substitution',
        'successful',
        'superRaid',
        'superTackle',
        'tackled',
        'technicalPoint',
        'timeOut',
      ].sort(),
    );
  });

  it('writes the raids as they happen, never the future; the scoreboard is their sum at every moment', () => {
    const fx = makeFixture(league, 7);
    const script = kabaddiScript(fx);
    const whole = raidsDocument(fx.id, script, script.end, SHEETS, clockOf);
    for (let t = 0; t <= script.end; t += 97) {
      const doc = raidsDocument(fx.id, script, t, SHEETS, clockOf);
      expect(doc.entries).toEqual(whole.entries.slice(0, doc.entries.length));
      for (const e of doc.entries) expect(e.time).toBeLessThanOrEqual(clockOf(t));
      expect(whole.entries[doc.entries.length]?.time ?? Infinity).toBeGreaterThan(clockOf(t));
      expect(kabaddiFigures(doc).teams.map((x) => x.total)).toEqual(kabaddiStateAt(script, t).score);
    }
  });

  it('deterministic: the same fixture plays the same raids', () => {
    const fx = makeFixture(knockout, 42);
    expect(kabaddiScript(fx)).toEqual(kabaddiScript(fx));
  });

  it('incidents and commentary follow the raids, in Tamil and English', () => {
    const fx = makeFixture(league, 3);
    const script = kabaddiScript(fx);
    const doc = raidsDocument(fx.id, script, script.end, SHEETS, clockOf);
    const figures = kabaddiFigures(doc);
    const incidents = kabaddiIncidents(script);
    const sum = (side: number, kinds: number[]) =>
      incidents
        .filter((x) => x.side === side && kinds.includes(x.kind))
        .reduce((a, x) => a + (x.points ?? 0), 0);
    for (const side of [0, 1]) {
      expect(sum(side, [40, 43])).toBe(figures.teams[side]?.raidPoints);
      expect(sum(side, [41])).toBe(figures.teams[side]?.tacklePoints);
      expect(sum(side, [42])).toBe(figures.teams[side]?.allOutPoints);
    }
    const commentary = raidCommentary(fx, doc, script, script.end);
    // A line for every entry, the start, half-time and the end.
    expect(commentary.entries.length).toBe(doc.entries.length + 3);
    const text = commentary.entries.map((e) => e.text.ta).join('\n');
    expect(text).toContain('வெற்று ரெய்டு');
    expect(text).toContain('டேக்கிள்');
    expect(text).toContain('முதல் பாதி முடிந்தது');
    // Latin letters on /ta only in names (H1, A12) and the score.
    expect(text.replace(/\b[HA]\d+\b/g, '').replace(/Home|Away/g, '')).not.toMatch(/[A-Za-z]/);
  });
});
