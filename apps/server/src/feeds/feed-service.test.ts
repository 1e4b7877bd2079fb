/**
 * The update feed across nodes: node B answers a signature of node A (another epoch) with the rows it
 * changed and the ids it removed since A's signature time less the margin, or a reload when its log does
 * not reach back that far. Two engines in one process, each fed the same changes as replication would
 * (B a little later), on a fake clock.
 */
import {
  decodeFeedDocument,
  EventStage,
  type FeedDocument,
  type MatchEvent,
  parseSignature,
  PROJECT_TYPE,
  RepairKind,
  StageType,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { FeedEngine } from '../engine/engine.ts';
import { MemoryStorage } from '../engine/storage.ts';
import { type FakeClock, fakeClock, INDIA, ISL, soccerEvent } from '../testing/fixtures.ts';
import { FeedService, MAX_UPDATE_ROWS } from './feed-service.ts';

const NOON_MS = Date.UTC(2026, 10, 22, 12);
const MAX_LAG_MS = 5000;
const KICKOFF_S = NOON_MS / 1000 + 3600;

interface Node {
  engine: FeedEngine;
  feeds: FeedService;
}

function node(clock: FakeClock, epoch: number): Node {
  const engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch });
  engine.putCountries([INDIA]);
  engine.putLeagues([ISL]);
  return { engine, feeds: new FeedService(engine, clock, MAX_LAG_MS) };
}

function live(id: string, home: number, away: number): MatchEvent {
  return soccerEvent(id, KICKOFF_S, {
    stageType: StageType.live,
    stage: EventStage.firstHalf,
    homeScore: String(home),
    awayScore: String(away),
  });
}

const FULL = {
  kind: 'full',
  sportId: 1,
  day: 0,
  tzMinutes: 0,
  lang: 'en',
  projectType: PROJECT_TYPE,
} as const;

/** A client's board: event id -> the event's fields as the feeds give them. */
type Board = Map<string, FeedDocument['events'][number]['patch']>;

function boardOf(doc: FeedDocument): Board {
  return new Map(doc.events.map((e) => [e.patch.id, e.patch]));
}

/** Applies an update as a client does: later fields win; removed ids leave. */
function apply(board: Board, doc: FeedDocument): void {
  for (const { patch } of doc.events) board.set(patch.id, { ...board.get(patch.id), ...patch });
  for (const id of doc.removed) board.delete(id);
}

function update(n: Node, sign: string): FeedDocument {
  const answer = n.feeds.update(1, sign);
  if (answer.kind !== 'body') throw new Error('expected a body');
  return decodeFeedDocument(answer.body.text);
}

describe('update feed across nodes', () => {
  it('answers the signature of another node with the changes and removals since its time', () => {
    const clock = fakeClock(NOON_MS);
    const a = node(clock, 1000);
    const b = node(clock, 2000);
    const both = (write: (n: Node) => void) => {
      write(a);
      clock.advance(300); // B applies each change 300 ms after A (replication lag)
      write(b);
    };
    both((n) => n.engine.putEvents([live('1', 0, 0), live('2', 0, 0), live('3', 0, 0)]));
    clock.advance(60_000);
    both((n) => n.engine.putEvents([live('1', 1, 0)]));

    const fullA = decodeFeedDocument(a.feeds.full(FULL).text);
    const board = boardOf(fullA);
    const signA = fullA.signature as string;
    expect(parseSignature(signA)?.changedAtMs).toBe(NOON_MS + 300 + 60_000);

    clock.advance(60_000);
    // In the gap: a goal, and a match removed.
    both((n) => n.engine.putEvents([live('2', 0, 1)]));
    clock.advance(1000);
    both((n) => n.engine.removeEvents(['g_1_3']));
    clock.advance(1000);

    const doc = update(b, signA);
    expect(doc.repair).toBeNull();
    expect(parseSignature(doc.signature)?.epoch).toBe(2000);
    expect(doc.removed).toEqual(['g_1_3']);
    // What changed from the margin before A's signature time: the goal in the gap, and A's last change
    // again (within the margin; the same values, applied again); not the first puts a minute earlier.
    expect(doc.events.map((e) => e.patch.id)).toEqual(['g_1_1', 'g_1_2']);
    apply(board, doc);
    expect(board).toEqual(boardOf(decodeFeedDocument(b.feeds.full(FULL).text)));
    expect(b.feeds.counts.update.catchUps).toBe(1);
  });

  it('reaches back by the margin: a change B applied before A signed but A had not yet is sent', () => {
    const clock = fakeClock(NOON_MS);
    const a = node(clock, 1000);
    const b = node(clock, 2000);
    a.engine.putEvents([live('1', 0, 0), live('2', 0, 0)]);
    b.engine.putEvents([live('1', 0, 0), live('2', 0, 0)]);
    clock.advance(60_000);
    // B applies a goal (B is where it came from); A applies it 4 s later (within the lag limit). A
    // signs in between, after another change of its own.
    b.engine.putEvents([live('2', 1, 0)]);
    clock.advance(1000);
    a.engine.putEvents([live('1', 0, 1)]);
    const fullA = decodeFeedDocument(a.feeds.full(FULL).text);
    clock.advance(3000);
    a.engine.putEvents([live('2', 1, 0)]);
    b.engine.putEvents([live('1', 0, 1)]);

    const board = boardOf(fullA);
    apply(board, update(b, fullA.signature as string));
    expect(board).toEqual(boardOf(decodeFeedDocument(b.feeds.full(FULL).text)));
  });

  it('reloads when the node is younger than the gap', () => {
    const clock = fakeClock(NOON_MS);
    const a = node(clock, 1000);
    a.engine.putEvents([live('1', 0, 0)]);
    const signA = a.feeds.signature(1);
    clock.advance(MAX_LAG_MS + 1000 + 1); // B starts later than A's signature time less the margin
    const b = node(clock, 2000);
    b.engine.putEvents([live('1', 1, 0)]);
    expect(update(b, signA).repair).toBe(RepairKind.reload);
    expect(b.feeds.counts.update.catchUpReloads).toBe(1);
  });

  it('reloads a signature of the older two-part form from another node', () => {
    const clock = fakeClock(NOON_MS);
    const b = node(clock, 2000);
    b.engine.putEvents([live('1', 1, 0)]);
    expect(update(b, '1.1').repair).toBe(RepairKind.reload);
  });

  it('reloads when the catch-up would be longer than an update may be', () => {
    const clock = fakeClock(NOON_MS);
    const a = node(clock, 1000);
    const b = node(clock, 2000);
    const signA = a.feeds.signature(1);
    const many = Array.from({ length: MAX_UPDATE_ROWS + 1 }, (_, i) => live(String(i), 0, 0));
    b.engine.putEvents(many);
    expect(update(b, signA).repair).toBe(RepairKind.reload);
  });

  it('answers its own signature as before: deltas since the seq, then not-modified', () => {
    const clock = fakeClock(NOON_MS);
    const a = node(clock, 1000);
    a.engine.putEvents([live('1', 0, 0)]);
    const sign = a.feeds.signature(1);
    clock.advance(1000);
    a.engine.putEvents([live('1', 1, 0)]);
    const doc = update(a, sign);
    expect(doc.events.map((e) => e.patch)).toEqual([{ id: 'g_1_1', homeScore: '1' }]);
    expect(a.feeds.update(1, a.feeds.signature(1))).toEqual({ kind: 'not-modified' });
    expect(a.feeds.counts.update.catchUps).toBe(0);
  });
});
