/**
 * The ingest rules check of kabaddi (`raidsFault`, packages/domain/src/kabaddi/raids-checks.ts) against
 * what the simulator plays: every raids document it writes, at any moment of any match, league or
 * knock-out, passes; a document spoiled in one place fails at that place's pointer.
 */
import { type KabaddiRaid, type KabaddiRaids, raidsFault } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MatchDetail } from '../../detail/match.ts';
import type { TeamSheet } from '../../detail/team-sheet.ts';
import { detailWorldOf } from '../../detail/track.ts';
import { fixturesForDay } from '../../fixtures.ts';
import { makeFixture } from '../../testing.ts';
import { buildWorld } from '../../world/world.ts';
import { RULES, SIMULATED_SPORTS, SimSport } from '../index.ts';
import { raidsDocument } from './detail.ts';
import { kabaddiScript } from './script.ts';

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
const clockOf = (t: number) => 1_000_000 + t;

/** A simulated match's raids document at a fraction of its length (1: the whole match). */
function simulated(seed: number, knockout: boolean, at: number): KabaddiRaids {
  const fx = makeFixture({ sport: 'kabaddi', knockout }, seed);
  const script = kabaddiScript(fx);
  return raidsDocument(fx.id, script, Math.floor(script.end * at), SHEETS, clockOf);
}

const matchArb = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  knockout: fc.boolean(),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('raidsFault against the simulator', () => {
  it('[KB1-KB8, KB10] every simulated raids document passes, at any moment of a league or knock-out match', () => {
    fc.assert(
      fc.property(matchArb, ({ seed, knockout, at }) => {
        const doc = simulated(seed, knockout, at);
        expect(raidsFault(doc), JSON.stringify({ seed, knockout, at })).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("the documents the detail engine puts for the real world's matches pass, named from real team sheets", () => {
    // Real sheets share names between the two sides (in about four matches in ten): the check keeps
    // each side's court apart, and cannot tell a side's players by name alone.
    const world = buildWorld(SIMULATED_SPORTS);
    let matches = 0;
    for (let day = 20_500; day < 20_510; day++) {
      for (const fx of fixturesForDay(world, 7, SimSport.kabaddi as never, day)) {
        const rules = RULES.get(fx.sportId);
        if (!rules) throw new Error('no kabaddi rules');
        const script = rules.script(fx);
        const detail = new MatchDetail(fx, rules, detailWorldOf(7, 1, world));
        const raids = detail.live(script, rules.duration(script)).find((d) => d.kind === 'raids');
        expect(raidsFault(raids?.body as KabaddiRaids), `${fx.id}`).toBeNull();
        matches += 1;
      }
    }
    expect(matches).toBeGreaterThan(50);
  });

  it('a knock-out match level after 40 minutes passes too, extra time and golden raids included', () => {
    let extraTime = 0;
    for (let seed = 0; seed < 400 && extraTime < 5; seed++) {
      const doc = simulated(seed, true, 1);
      if (!doc.entries.some((e) => e.half === 3)) continue;
      extraTime += 1;
      expect(raidsFault(doc), `seed ${seed}`).toBeNull();
    }
    expect(extraTime).toBeGreaterThan(0);
  });

  it('[KB1] a break after the last raid of a half stays in it (one league match wrote a substitution at 00:00)', () => {
    const doc = simulated(919006, false, 1);
    expect(raidsFault(doc)).toBeNull();
    const firstHalf = doc.entries.filter((e) => e.half === 1);
    expect(firstHalf.at(-1)?.clock).toMatch(/^19:/);
  });

  /** A spoiler: changes the raid at `index` of a copy, or returns null where it does not apply. */
  type Spoil = (doc: KabaddiRaids, index: number) => string | null;
  const raidAt = (doc: KabaddiRaids, index: number) => {
    const e = doc.entries[index];
    return e?.kind === 'raid' ? e : null;
  };
  /** Whether a card came before the entry at `index` (a carded side's counts are taken as sent). */
  const cardBefore = (doc: KabaddiRaids, index: number) =>
    doc.entries.slice(0, index).some((e) => e.kind === 'card' && e.card !== 'green');
  /** The raid before it in the same half, not golden. */
  const raidBefore = (doc: KabaddiRaids, index: number): KabaddiRaid | undefined =>
    doc.entries
      .slice(0, index)
      .filter((e): e is KabaddiRaid => e.kind === 'raid' && e.golden !== true)
      .at(-1);

  const SPOILERS: Record<string, Spoil> = {
    'a point too many': (doc, i) => {
      const raid = raidAt(doc, i);
      if (!raid) return null;
      raid.points[1] += 1;
      return `/entries/${i}/points/1`;
    },
    'the score off by one': (doc, i) => {
      const raid = raidAt(doc, i);
      if (!raid) return null;
      raid.score[0] += 1;
      return `/entries/${i}/score/0`;
    },
    'the same side raiding twice': (doc, i) => {
      const raid = raidAt(doc, i);
      const before = raidBefore(doc, i);
      if (!raid || raid.golden || before?.half !== raid.half) return null;
      raid.side = raid.side === 1 ? 2 : 1;
      return `/entries/${i}/side`;
    },
    'a court count the raids do not leave': (doc, i) => {
      const raid = raidAt(doc, i);
      if (!raid || cardBefore(doc, i)) return null;
      raid.onCourtBefore[0] += raid.onCourtBefore[0] === 7 ? -1 : 1;
      return `/entries/${i}/onCourtBefore/0`;
    },
    'do-or-die flagged wrongly': (doc, i) => {
      const raid = raidAt(doc, i);
      if (!raid) return null;
      if (raid.doOrDie) delete raid.doOrDie;
      else raid.doOrDie = true;
      return `/entries/${i}/doOrDie`;
    },
    'a super tackle flagged wrongly': (doc, i) => {
      const raid = raidAt(doc, i);
      if (!raid) return null;
      if (raid.superTackle) delete raid.superTackle;
      else raid.superTackle = true;
      return `/entries/${i}/superTackle`;
    },
    'an all out left out or made up': (doc, i) => {
      const raid = raidAt(doc, i);
      if (!raid) return null;
      if (raid.allOut !== undefined) delete raid.allOut;
      else raid.allOut = raid.side === 1 ? 2 : 1;
      return `/entries/${i}/allOut`;
    },
    'the clock going back': (doc, i) => {
      const entry = doc.entries[i];
      const previous = doc.entries[i - 1];
      if (!entry || previous?.half !== entry.half || previous.clock === entry.clock) return null;
      const [m = 0, s = 0] = previous.clock.split(':').map(Number);
      const back = m * 60 + s - 1;
      if (back < (entry.half - 1) * 20 * 60) return null;
      entry.clock = `${String(Math.floor(back / 60)).padStart(2, '0')}:${String(back % 60).padStart(2, '0')}`;
      return `/entries/${i}/clock`;
    },
    'a seq sent twice': (doc, i) => {
      const entry = doc.entries[i];
      const previous = doc.entries[i - 1];
      if (!entry || !previous) return null;
      entry.seq = previous.seq;
      return `/entries/${i}/seq`;
    },
  };

  it.each(Object.keys(SPOILERS))('a document spoiled by %s fails at that pointer', (name) => {
    const spoil = SPOILERS[name] as Spoil;
    let tried = 0;
    fc.assert(
      fc.property(matchArb, fc.nat(), ({ seed, knockout, at }, pick) => {
        const doc = structuredClone(simulated(seed, knockout, Math.max(at, 0.2)));
        const index = pick % Math.max(1, doc.entries.length);
        const path = spoil(doc, index);
        if (path === null) return;
        tried += 1;
        expect(raidsFault(doc)?.path, JSON.stringify({ seed, knockout, at, index })).toBe(path);
      }),
      { numRuns: 200 },
    );
    expect(tried).toBeGreaterThan(20);
  });
});
