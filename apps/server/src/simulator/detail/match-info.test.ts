import {
  decodeMatchInfo,
  decodeMomentum,
  type DetailDocument,
  encodeFeed,
  type MatchInfo,
  type MatchStatistics,
  sportByKey,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { matchInfoRows, momentumRows } from '../../feeds/catalogue/match/summary.ts';
import { fixturesForDay } from '../fixtures.ts';
import { RULES, SIMULATED_SPORTS, SimSport } from '../sports/index.ts';
import type { Fixture } from '../types.ts';
import { buildWorld, leagueIdOf } from '../world/world.ts';
import { MatchDetail } from './match.ts';
import { detailWorldOf } from './track.ts';

const SEED = 7;
const world = buildWorld(SIMULATED_SPORTS);
const detailWorld = detailWorldOf(SEED, 1, world);

function fixturesOf(sportId: number, leagueKey: string): Fixture[] {
  const leagueId = leagueIdOf(sportId as never, leagueKey);
  const out: Fixture[] = [];
  for (let day = 20_500; day < 20_560 && out.length < 6; day++) {
    out.push(...fixturesForDay(world, SEED, sportId as never, day).filter((f) => f.leagueId === leagueId));
  }
  return out;
}

function run(fx: Fixture) {
  const rules = RULES.get(fx.sportId);
  if (!rules) throw new Error(`no rules for ${fx.sportId}`);
  const script = rules.script(fx);
  const detail = new MatchDetail(fx, rules, detailWorld);
  const end = rules.duration(script);
  const docOf = <K extends DetailDocument['kind']>(docs: DetailDocument[], kind: K) =>
    docs.find((d) => d.kind === kind)?.body as Extract<DetailDocument, { kind: K }>['body'] | undefined;
  return { detail, script, end, docOf };
}

describe('simulated match information', () => {
  const isl = fixturesOf(SimSport.soccer, 'indian-super-league');

  it('has ISL matches to look at', () => {
    expect(isl.length).toBeGreaterThan(0);
  });

  it("gives the home side's ground, a referee, the channels in India, and the crowd once under way", () => {
    for (const fx of isl) {
      const { detail, script, end, docOf } = run(fx);
      const before = docOf(detail.prematch(-3600), 'matchInfo');
      const after = docOf(detail.live(script, end), 'matchInfo');
      expect(before?.venue).toBeTruthy();
      expect(before?.city).toBeTruthy();
      expect(before?.referee).toMatch(/\S+ \S+/);
      expect(before?.attendance).toBeUndefined();
      expect(after?.attendance).toBeGreaterThan(0);
      expect(after?.broadcasts?.map((b) => b.name)).toContain('Star Sports 1 Tamil');
      // Broadcasters only: TV (1) or web (3), never the spec's bookmaker type (2).
      expect(after?.broadcasts?.every((b) => b.type === 1 || b.type === 3)).toBe(true);
      const { attendance: _, ...rest } = after as MatchInfo;
      expect(rest).toEqual(before);
    }
    const chennai = isl.find((f) => f.home.name === 'Chennaiyin FC');
    if (chennai) {
      const { detail, docOf } = run(chennai);
      expect(docOf(detail.prematch(-60), 'matchInfo')).toMatchObject({
        venue: 'Jawaharlal Nehru Stadium',
        city: 'Chennai',
      });
    }
  });

  it('is the same for the same match, every time', () => {
    const fx = isl[0] as Fixture;
    const a = run(fx);
    const b = run(fx);
    expect(b.docOf(b.detail.live(b.script, 600), 'matchInfo')).toEqual(
      a.docOf(a.detail.live(a.script, 600), 'matchInfo'),
    );
  });

  it('leaves out what it does not know: no channels in India for a league it has none for, no referee in cricket', () => {
    const laliga = fixturesOf(SimSport.soccer, 'laliga')[0] as Fixture;
    const { detail, docOf } = run(laliga);
    const info = docOf(detail.prematch(-60), 'matchInfo');
    expect(info?.broadcasts).toBeUndefined();
    expect(info?.referee).toBeTruthy();
    const ipl = fixturesOf(sportByKey('cricket')?.id ?? 0, 'ipl')[0] as Fixture;
    const cricket = run(ipl);
    const card = cricket.docOf(cricket.detail.prematch(-60), 'matchInfo');
    expect(card?.referee).toBeUndefined();
    expect(card?.venue).toBeTruthy();
    expect(card?.broadcasts?.length).toBeGreaterThan(0);
  });
});

describe('simulated momentum', () => {
  const fx = fixturesOf(SimSport.soccer, 'indian-super-league')[0] as Fixture;

  it("times every counted event: the timeline's entries add up to the match's statistics", () => {
    const { detail, script, end, docOf } = run(fx);
    const stats = docOf(detail.live(script, end), 'statistics') as MatchStatistics;
    const line = (key: string) => stats.periods[0]?.lines.find((l) => l.key === key);
    const count = (key: string, side: 1 | 2) =>
      (stats.timeline ?? []).filter((m) => m.key === key && m.side === side).length;
    expect(String(count('corners', 1))).toBe(line('corners')?.home);
    expect(String(count('corners', 2))).toBe(line('corners')?.away);
    // Shots contain the shots on target.
    expect(String(count('shots', 1) + count('shotsOnTarget', 1))).toBe(line('shots')?.home);
    for (const m of stats.timeline ?? []) {
      expect(m.minute).toBeGreaterThanOrEqual(1);
      expect(m.minute).toBeLessThanOrEqual(125);
    }
  });

  it('the summary feed carries a momentum point a minute, growing with the match, and the match information', () => {
    const { detail, script, end, docOf } = run(fx);
    const at = (t: number) => {
      const docs = detail.live(script, t);
      const incidents = docOf(docs, 'incidents')?.incidents ?? [];
      const body = encodeFeed([
        ...momentumRows(incidents, docOf(docs, 'statistics')),
        ...matchInfoRows(docOf(docs, 'matchInfo')),
      ]);
      return { points: decodeMomentum(body), info: decodeMatchInfo(body) };
    };
    const half = at(40 * 60);
    const full = at(end);
    expect(full.points.length).toBeGreaterThan(half.points.length);
    expect(full.points.length).toBeGreaterThanOrEqual(80);
    expect(full.points.map((p) => p.minute)).toEqual(full.points.map((_, i) => i + 1));
    expect(full.points.some((p) => p.value > 0)).toBe(true);
    expect(full.points.some((p) => p.value < 0)).toBe(true);
    // What was drawn at minute 40 stays as it was.
    expect(full.points.slice(0, half.points.length)).toEqual(half.points);
    expect(full.info?.venue).toBeTruthy();
    expect(full.info?.broadcasts.length).toBeGreaterThan(0);
  });
});
