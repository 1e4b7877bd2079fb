/**
 * pp_'s figures rows (YF cricket, YG kabaddi, YO football) over a simulated week of each: a
 * player's career figures equal the sums over his team's finished matches, worked out here from the
 * documents without the career code (the cricket card's lines by scorecard(), the kabaddi raids read
 * one by one), and they follow a correction, a document's removal and a result annulled.
 *
 * The simulator's line-ups draw names apart from the squads (simulator/detail/lineups.ts), so the
 * profile here is put for a name its team's documents use, as a provider's would be.
 */
import {
  type BallByBall,
  type CricketFiguresItem,
  decodePlayerProfileFeed,
  Dismissal,
  EventStage,
  figuresSeasonOf,
  IncidentKind,
  type KabaddiFiguresItem,
  type MatchEvent,
  type Player,
  scorecard,
  type SideNo,
  StageType,
} from '@nerali/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { FeedEngine } from '../../../engine/engine.ts';
import { MemoryStorage } from '../../../engine/storage.ts';
import { createSimulator } from '../../../simulator/simulator.ts';
import { FeedService } from '../../feed-service.ts';

const T0 = Date.UTC(2026, 2, 10, 9, 30);
let engine: FeedEngine;
let feeds: FeedService;

beforeAll(() => {
  engine = new FeedEngine({ clock: () => T0, storage: new MemoryStorage(), epoch: 1 });
  const sim = createSimulator({
    seed: 3,
    clock: () => T0,
    port: engine,
    sports: [13, 42],
    detailBudgetMs: Infinity,
  });
  sim.tick();
  feeds = new FeedService(engine, () => T0);
}, 120_000);

const sideIn = (event: MatchEvent, teamId: string): SideNo => (event.homeId === teamId ? 1 : 2);
const other = (side: SideNo): SideNo => (side === 1 ? 2 : 1);

function profile(id: string) {
  const answer = feeds.catalogueFeed(`pp_${id}_ta`);
  if (!answer) throw new Error('pp_ is a feed');
  return { doc: decodePlayerProfileFeed(answer.text), etag: answer.etag };
}

/** The team with the most finished matches that have a document of `kind`, and those matches. */
function busiestTeam(kind: 'balls' | 'raids'): { teamId: string; events: MatchEvent[] } {
  const count = new Map<string, MatchEvent[]>();
  for (const [id] of engine.documentsOf(kind)) {
    const event = engine.events.get(id);
    if (event?.stageType !== StageType.finished) continue;
    for (const team of [event.homeId, event.awayId]) count.set(team, [...(count.get(team) ?? []), event]);
  }
  const [teamId, events] = [...count].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  return { teamId, events };
}

function putPlayer(id: string, sportId: number, name: string, teamId: string): void {
  const body: Player = { id, sportId, name, participantId: teamId, countryId: 1 };
  engine.putDocuments([{ kind: 'player', key: id, body }]);
}

/** His cricket figures by format, summed here from the scorecards of his team's finished matches. */
function cricketByHand(teamId: string, name: string) {
  const byFormat = new Map<
    number,
    Omit<CricketFiguresItem, 'scope' | 'format' | 'through' | 'highestNotOut'>
  >();
  for (const event of engine.results.of(teamId)) {
    const doc = engine.document('balls', event.id);
    if (!doc) continue;
    const side = sideIn(event, teamId);
    const card = scorecard(doc, {
      finished: true,
      ...(event.cricket?.target ? { target: event.cricket.target } : {}),
    });
    let played = false;
    const f = byFormat.get(event.cricket?.gameType ?? 0) ?? {
      matches: 0,
      innings: 0,
      notOuts: 0,
      runs: 0,
      balls: 0,
      fours: 0,
      sixes: 0,
      hundreds: 0,
      fifties: 0,
      bowlingInnings: 0,
      bowlingBalls: 0,
      bowlingRuns: 0,
      wickets: 0,
      maidens: 0,
      fiveWickets: 0,
    };
    for (const innings of card.innings) {
      if (innings.side === side) {
        if (innings.didNotBat.includes(name)) played = true;
        for (const line of innings.batting.filter((l) => l.name === name)) {
          played = true;
          f.innings++;
          if (!line.out || line.out.kind === Dismissal.retiredHurt) f.notOuts++;
          f.runs += line.runs;
          f.balls += line.balls;
          f.fours += line.fours;
          f.sixes += line.sixes;
          if (line.runs >= 100) f.hundreds++;
          else if (line.runs >= 50) f.fifties++;
        }
      } else if (innings.side === other(side)) {
        for (const line of innings.bowling.filter((l) => l.name === name)) {
          played = true;
          const [overs = '0', balls = '0'] = line.overs.split('.');
          f.bowlingInnings++;
          f.bowlingBalls += Number(overs) * 6 + Number(balls);
          f.bowlingRuns += line.runs;
          f.wickets += line.wickets;
          f.maidens += line.maidens;
          if (line.wickets >= 5) f.fiveWickets++;
        }
      }
    }
    if (played) f.matches++;
    if (played) byFormat.set(event.cricket?.gameType ?? 0, f);
  }
  return byFormat;
}

/** The name of the most innings of the team's side in these matches' cards. */
function regularBatter(teamId: string, events: readonly MatchEvent[]): string {
  const count = new Map<string, number>();
  for (const event of events) {
    const doc = engine.document('balls', event.id) as BallByBall;
    for (const innings of doc.innings.filter((i) => i.side === sideIn(event, teamId)))
      for (const name of innings.battingOrder.slice(0, 4)) count.set(name, (count.get(name) ?? 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
}

describe('pp_ figures: cricket', () => {
  it('career rows by format equal the sums over his matches’ scorecards; the season row its year', () => {
    const { teamId, events } = busiestTeam('balls');
    expect(events.length).toBeGreaterThanOrEqual(2);
    const name = regularBatter(teamId, events);
    putPlayer('figcr1', 13, name, teamId);
    const { doc } = profile('figcr1');
    const byHand = cricketByHand(teamId, name);
    const career = doc.cricketFigures.filter((r) => r.scope === 'c');
    expect(career.map((r) => r.format).sort()).toEqual([...byHand.keys()].sort());
    for (const row of career) {
      const {
        scope: _s,
        format,
        through: _t,
        highest: _h,
        highestNotOut: _n,
        bestWickets: _w,
        bestRuns: _r,
        ...sums
      } = row;
      expect(sums, `format ${format}`).toEqual(byHand.get(format));
    }
    expect(career.reduce((a, r) => a + r.runs, 0)).toBeGreaterThan(0);
    const season = doc.cricketFigures.filter((r) => r.scope === 's');
    const newest = Math.max(...career.map((r) => r.through));
    for (const row of season) expect(row.season).toBe(figuresSeasonOf(newest));
  });

  it('a correction after the finish moves the figures and the ETag; a removed document keeps them', () => {
    const { teamId, events } = busiestTeam('balls');
    const name = regularBatter(teamId, events);
    putPlayer('figcr2', 13, name, teamId);
    const before = profile('figcr2');
    const runsOf = (d: typeof before.doc) =>
      d.cricketFigures.filter((r) => r.scope === 'c').reduce((a, r) => a + r.runs, 0);
    // The newest of his matches where he faced a ball without a boundary: one run more off it.
    const target = engine.results
      .of(teamId)
      .map((e) => ({ e, doc: engine.document('balls', e.id) }))
      .find(({ e, doc }) =>
        doc?.balls.some(
          (b) =>
            b.batter === name &&
            !b.boundary &&
            !b.extra &&
            !b.wicket &&
            b.innings > 0 &&
            doc.innings[b.innings - 1]?.side === sideIn(e, teamId),
        ),
      );
    if (!target?.doc) throw new Error('he batted');
    const doc = target.doc;
    const i = doc.balls.findIndex(
      (b) =>
        b.batter === name &&
        !b.boundary &&
        !b.extra &&
        !b.wicket &&
        doc.innings[b.innings - 1]?.side === sideIn(target.e, teamId),
    );
    const corrected = { ...doc, balls: doc.balls.map((b, j) => (j === i ? { ...b, runs: b.runs + 1 } : b)) };
    engine.putDocuments([{ kind: 'balls', key: target.e.id, body: corrected }]);
    const after = profile('figcr2');
    expect(runsOf(after.doc)).toBe(runsOf(before.doc) + 1);
    expect(after.etag).not.toBe(before.etag);

    engine.removeDocuments([{ kind: 'balls', key: target.e.id }]);
    expect(profile('figcr2').doc.cricketFigures).toEqual(after.doc.cricketFigures);
  });

  it('a result annulled (no longer finished) leaves the figures', () => {
    const { teamId, events } = busiestTeam('balls');
    const name = regularBatter(teamId, events);
    putPlayer('figcr3', 13, name, teamId);
    const matches = () =>
      profile('figcr3')
        .doc.cricketFigures.filter((r) => r.scope === 'c')
        .reduce((a, r) => a + r.matches, 0);
    const before = matches();
    const played = engine.results.of(teamId).find((e) => {
      const d = engine.document('balls', e.id);
      return d?.innings.some((i) => i.side === sideIn(e, teamId) && i.battingOrder.includes(name));
    });
    if (!played) throw new Error('he played');
    engine.putEvents([{ ...played, stageType: StageType.live }]);
    expect(matches()).toBe(before - 1);
  });
});

describe('pp_ figures: kabaddi', () => {
  it('career equals the sums over his matches’ raids, read one by one', () => {
    const { teamId } = busiestTeam('raids');
    // The team's raider with the most raid points in its newest match.
    const newest = engine.results.of(teamId).find((e) => engine.document('raids', e.id));
    if (!newest) throw new Error('the team played');
    const raids = engine.document('raids', newest.id)?.entries ?? [];
    const side = sideIn(newest, teamId);
    const points = new Map<string, number>();
    for (const r of raids)
      if (r.kind === 'raid' && r.side === side)
        points.set(r.raider, (points.get(r.raider) ?? 0) + r.touched.length + (r.bonus ? 1 : 0));
    const name = [...points].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
    putPlayer('figkb1', 42, name, teamId);

    const hand = { matches: 0, raids: 0, raidPoints: 0, tacklePoints: 0, tackles: 0, super10s: 0, high5s: 0 };
    for (const event of engine.results.of(teamId)) {
      const doc = engine.document('raids', event.id);
      if (!doc) continue;
      const own = sideIn(event, teamId);
      let raidPoints = 0;
      let tacklePoints = 0;
      let named = false;
      for (const e of doc.entries) {
        if (e.kind === 'raid') {
          if (e.side === own && e.raider === name) {
            named = true;
            hand.raids++;
            raidPoints += e.touched.length + (e.bonus ? 1 : 0);
          }
          if (e.side !== own && e.result === 'tackled' && e.tackledBy === name) {
            named = true;
            hand.tackles++;
            tacklePoints += e.superTackle === true ? 2 : 1;
          }
          if (e.side !== own && (e.touched.includes(name) || e.assist === name)) named = true;
        } else if (e.side === own) {
          if (e.kind === 'card' && e.player === name) named = true;
          if (e.kind === 'substitution' && (e.playerOn === name || e.playerOff === name)) named = true;
        }
      }
      if (!named) continue;
      hand.matches++;
      hand.raidPoints += raidPoints;
      hand.tacklePoints += tacklePoints;
      if (raidPoints >= 10) hand.super10s++;
      if (tacklePoints >= 5) hand.high5s++;
    }
    const rows = profile('figkb1').doc.kabaddiFigures;
    const career = rows.find((r) => r.scope === 'c') as KabaddiFiguresItem;
    expect(career).toMatchObject(hand);
    expect(hand.raidPoints).toBeGreaterThan(0);
    expect(rows.find((r) => r.scope === 's')?.season).toBe(figuresSeasonOf(career.through));
  });

  it('a player with no finished match has no figures row', () => {
    const { teamId } = busiestTeam('raids');
    putPlayer('figkb2', 42, 'Nobody Of This Name', teamId);
    const { doc } = profile('figkb2');
    expect(doc.player?.name).toBe('Nobody Of This Name');
    expect(doc.kabaddiFigures).toEqual([]);
    expect(doc.cricketFigures).toEqual([]);
  });
});

describe('pp_ figures: football (rows YO)', () => {
  let fb: FeedEngine;
  let fbFeeds: FeedService;
  beforeAll(() => {
    fb = new FeedEngine({ clock: () => T0, storage: new MemoryStorage(), epoch: 1 });
    createSimulator({ seed: 5, clock: () => T0, port: fb, sports: [1], detailBudgetMs: Infinity }).tick();
    fbFeeds = new FeedService(fb, () => T0);
  }, 120_000);

  it('his goals, assists and cards are the incidents naming him on his side; matches the line-ups he played in', () => {
    // The team with the most finished matches with incidents, and its top scorer.
    const count = new Map<string, number>();
    for (const [id] of fb.documentsOf('incidents')) {
      const e = fb.events.get(id);
      if (e?.stageType !== StageType.finished) continue;
      for (const t of [e.homeId, e.awayId]) count.set(t, (count.get(t) ?? 0) + 1);
    }
    const teamId = [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
    const scorers = new Map<string, number>();
    for (const event of fb.results.of(teamId)) {
      const side = sideIn(event, teamId);
      for (const i of fb.document('incidents', event.id)?.incidents ?? [])
        if (i.side === side && i.kind === IncidentKind.goal && i.player)
          scorers.set(i.player, (scorers.get(i.player) ?? 0) + 1);
    }
    const name = [...scorers].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
    fb.putDocuments([
      {
        kind: 'player',
        key: 'figfb1',
        body: { id: 'figfb1', sportId: 1, name, participantId: teamId, countryId: 1 },
      },
    ]);
    const hand = { matches: 0, starts: 0, goals: 0, assists: 0, yellowCards: 0, redCards: 0 };
    for (const event of fb.results.of(teamId)) {
      const side = sideIn(event, teamId);
      const incidents = fb.document('incidents', event.id)?.incidents ?? [];
      const lineups = fb.document('lineups', event.id);
      if (!lineups && incidents.length === 0) continue;
      const team = side === 1 ? lineups?.home : lineups?.away;
      const started = team?.starters.some((p) => p.name === name) ?? false;
      const cameOn = incidents.some(
        (i) => i.side === side && i.kind === IncidentKind.substitution && i.player === name,
      );
      const mine = incidents.filter((i) => i.side === side && i.stage !== EventStage.penalties);
      const goals = mine.filter(
        (i) => i.player === name && (i.kind === IncidentKind.goal || i.kind === IncidentKind.penaltyGoal),
      ).length;
      const assists = mine.filter(
        (i) =>
          i.secondPlayer === name && (i.kind === IncidentKind.goal || i.kind === IncidentKind.penaltyGoal),
      ).length;
      if (!started && !cameOn && goals === 0 && assists === 0) continue;
      hand.matches++;
      if (started) hand.starts++;
      hand.goals += goals;
      hand.assists += assists;
      hand.yellowCards += mine.filter((i) => i.player === name && i.kind === IncidentKind.yellowCard).length;
      hand.redCards += mine.filter(
        (i) => i.player === name && (i.kind === IncidentKind.redCard || i.kind === IncidentKind.secondYellow),
      ).length;
    }
    const answer = fbFeeds.catalogueFeed('pp_figfb1_ta');
    if (!answer) throw new Error('pp_ is a feed');
    const doc = decodePlayerProfileFeed(answer.text);
    const career = doc.goalFigures.find((r) => r.scope === 'c');
    expect(career).toMatchObject(hand);
    expect(hand.goals).toBeGreaterThan(0);
    // Minutes: football with line-ups; at most 90 a match, more than nothing.
    expect(career?.minutes).toBeGreaterThan(0);
    expect(career?.minutes ?? Infinity).toBeLessThanOrEqual(120 * hand.matches);
    expect(doc.cricketFigures).toEqual([]);
    expect(doc.kabaddiFigures).toEqual([]);
  });
});
