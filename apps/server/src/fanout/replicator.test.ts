import { StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { soccerEvent } from '../testing/fixtures.ts';
import { applyItems } from './apply.ts';
import { Outbox } from './outbox.ts';
import { LagTracker } from './lag.ts';
import { Replicator } from './replicator.ts';
import { eventItem, unitNode, type UnitNode } from './testing/node.ts';
import { encodeMessages, type WireItem } from './wire.ts';

const KICKOFF = Date.UTC(2026, 10, 22, 11, 30) / 1000;
const live = (id: string, homeScore: string) =>
  soccerEvent(id, KICKOFF, { stageType: StageType.live, homeScore, awayScore: '0' });
const silent = pino({ level: 'silent' });

function replicatorOn(node: UnitNode, nodeId = 'node-b', from = 0, lag?: LagTracker) {
  const outbox = new Outbox({
    engine: node.engine,
    gate: node.gate,
    storage: node.storage,
    append: async () => 0,
    nodeId,
    logger: silent,
  });
  const replicator = new Replicator(
    // No jitter before a reload (RELOAD_SPREAD_MS): the tests walk its steps.
    {
      ...node,
      versions: node.ingest.replicated,
      outbox,
      nodeId,
      logger: silent,
      random: () => 0,
      ...(lag ? { lag } : {}),
    },
    { seq: from },
  );
  return { replicator, outbox };
}

const message = (node: string, items: WireItem[]) => [...encodeMessages(node, items)].map((m) => m.payload);

describe('applying other nodes’ items', () => {
  it('applies a newer seq, skips an older or equal one, and never writes storage', () => {
    const node = unitNode();
    const target = { ...node, versions: node.ingest.replicated, nodeId: 'node-b' };
    expect(applyItems(target, 'node-a', [eventItem(live('m1', '1'), 5)])).toEqual({ applied: 1, stale: 0 });
    expect(applyItems(target, 'node-a', [eventItem(live('m1', '0'), 4)])).toEqual({ applied: 0, stale: 1 });
    expect(applyItems(target, 'node-a', [eventItem(live('m1', '0'), 5)])).toEqual({ applied: 0, stale: 1 });
    expect(node.engine.events.get('g_1_m1')?.homeScore).toBe('1');
    expect(node.storage.savedEvents).toEqual([]);
    // The ingest service now answers this seq as applied: a provider's retry on this node is stale.
    expect(
      node.ingest.replicated.heldVersion({ provider: 'acme', kind: 'event', providerId: 'g_1_m1' })?.seq,
    ).toBe(5);
  });

  it('decides the same seq from two nodes alike on every node (by node id)', () => {
    const onA = unitNode();
    const onB = unitNode();
    const fromA = eventItem(live('m1', '1'), 7);
    const fromB = eventItem(live('m1', '2'), 7);
    // Each node applied its own write, then gets the other's.
    applyItems({ ...onA, versions: onA.ingest.replicated, nodeId: 'node-a' }, 'node-a', [fromA]);
    applyItems({ ...onB, versions: onB.ingest.replicated, nodeId: 'node-b' }, 'node-b', [fromB]);
    applyItems({ ...onA, versions: onA.ingest.replicated, nodeId: 'node-a' }, 'node-b', [fromB]);
    applyItems({ ...onB, versions: onB.ingest.replicated, nodeId: 'node-b' }, 'node-a', [fromA]);
    expect(onA.engine.events.get('g_1_m1')?.homeScore).toBe('2');
    expect(onB.engine.events.get('g_1_m1')?.homeScore).toBe('2');
  });

  it('removes an object unless a newer write of it is held', () => {
    const node = unitNode();
    const target = { ...node, versions: node.ingest.replicated, nodeId: 'node-b' };
    const removal = (seq: number): WireItem => ({
      ref: ['acme', 'event', 'g_1_m1'],
      id: 'g_1_m1',
      seq,
      removed: true,
    });
    applyItems(target, 'node-a', [eventItem(live('m1', '1'), 9)]);
    applyItems(target, 'node-a', [removal(8)]);
    expect(node.engine.events.has('g_1_m1')).toBe(true);
    applyItems(target, 'node-a', [removal(9)]);
    expect(node.engine.events.has('g_1_m1')).toBe(false);
  });

  it('applies documents and reference objects', () => {
    const node = unitNode();
    const target = { ...node, versions: node.ingest.replicated, nodeId: 'node-b' };
    applyItems(target, 'node-a', [
      {
        ref: ['acme', 'participant', 'p9'],
        id: 'p9',
        seq: 1,
        participant: { id: 'p9', sportId: 1, name: 'Goa', shortName: 'GOA', countryId: 1 },
      },
      {
        ref: ['acme', 'video', 'v1'],
        id: 'v1',
        seq: 1,
        document: { kind: 'video', key: 'v1', body: { title: 'x' } } as never,
      },
    ]);
    expect(node.engine.participants.get('p9')?.name).toBe('Goa');
    expect(node.engine.document('video', 'v1')).toEqual({ title: 'x' });
  });
});

describe('the replicator', () => {
  it('applies messages in order and skips its own', () => {
    const node = unitNode();
    const { replicator } = replicatorOn(node, 'node-b', 10);
    for (const payload of message('node-a', [eventItem(live('m1', '1'), 1)])) replicator.message(11, payload);
    for (const payload of message('node-b', [eventItem(live('m1', '5'), 2)])) replicator.message(12, payload);
    expect(node.engine.events.get('g_1_m1')?.homeScore).toBe('1');
    expect(replicator.stats()).toMatchObject({ received: 2, applied: 1, reloads: 0, seq: 12 });
  });

  it('reloads from the database when the stream jumped, then applies what came meanwhile', async () => {
    const node = unitNode();
    const { replicator } = replicatorOn(node, 'node-b', 10);
    node.engine.putEvents([live('gone', '0'), live('m1', '0')]);
    node.storage.stored = {
      countries: [...node.engine.countries.values()],
      leagues: [...node.engine.leagues.values()],
      participants: [],
      events: [live('m1', '3'), live('m2', '1')],
    };
    // Seqs 11-14 were trimmed away: 15 comes first.
    for (const payload of message('node-a', [eventItem(live('m2', '2'), 8)])) replicator.message(15, payload);
    expect(replicator.stats().syncing).toBe(true);
    for (const payload of message('node-a', [eventItem(live('m1', '4'), 9)])) replicator.message(16, payload);
    await waitUntil(() => !replicator.stats().syncing);
    expect(node.engine.events.has('g_1_gone')).toBe(false);
    expect(node.engine.events.get('g_1_m1')?.homeScore).toBe('4');
    expect(node.engine.events.get('g_1_m2')?.homeScore).toBe('2');
    expect(replicator.stats()).toMatchObject({ reloads: 1, seq: 16 });
  });

  it('reloads when the stream went back (the bus lost its data), keeping what this node has not published', async () => {
    const node = unitNode();
    const { replicator, outbox } = replicatorOn(node, 'node-b', 40);
    node.engine.putEvents([live('mine', '2')]);
    outbox.touch({ provider: 'acme', kind: 'event', providerId: 'g_1_mine' }, 'g_1_mine', 3);
    node.storage.stored = {
      countries: [...node.engine.countries.values()],
      leagues: [...node.engine.leagues.values()],
      participants: [],
      events: [live('mine', '1')],
    };
    for (const payload of message('node-a', [eventItem(live('m3', '0'), 1)])) replicator.message(1, payload);
    await waitUntil(() => !replicator.stats().syncing);
    expect(replicator.stats().reloads).toBe(1);
    expect(node.engine.events.get('g_1_mine')?.homeScore).toBe('2');
    expect(node.engine.events.get('g_1_m3')?.homeScore).toBe('0');
  });

  it('reloads when the bus says the stream was made anew, though nothing new came', async () => {
    const node = unitNode();
    const { replicator } = replicatorOn(node, 'node-b', 40);
    node.storage.stored = {
      countries: [...node.engine.countries.values()],
      leagues: [...node.engine.leagues.values()],
      participants: [],
      events: [live('m5', '2')],
    };
    replicator.restarted({ seq: 0 }, 'test');
    await waitUntil(() => !replicator.stats().syncing);
    expect(node.engine.events.get('g_1_m5')?.homeScore).toBe('2');
    expect(replicator.stats()).toMatchObject({ reloads: 1, seq: 0 });
  });
});

describe("the replicator's lag", () => {
  it('follows what it reads, and holds it behind while it reloads what it missed', async () => {
    const node = unitNode();
    let now = 0;
    const lag = new LagTracker({ now: () => now, maxLagMs: 5000 });
    const { replicator } = replicatorOn(node, 'node-b', 10, lag);
    node.storage.stored = {
      countries: [...node.engine.countries.values()],
      leagues: [...node.engine.leagues.values()],
      participants: [],
      events: [live('m1', '3')],
    };
    lag.answered(lag.ask(), 11);
    now += 6000;
    expect(replicator.replication()).toMatchObject({ lagMessages: 1, lagMs: 6000, behind: true });
    for (const payload of message('node-a', [eventItem(live('m1', '1'), 1)])) replicator.message(11, payload);
    expect(replicator.replication()).toMatchObject({ lagMessages: 0, lagMs: 0, behind: false });

    // 12-14 trimmed away: 15 comes first, and waits for the reload.
    let reloaded!: () => void;
    const loaded = new Promise<void>((resolve) => (reloaded = resolve));
    const load = node.storage.load.bind(node.storage);
    node.storage.load = async () => {
      await loaded;
      return load();
    };
    for (const payload of message('node-a', [eventItem(live('m1', '4'), 9)])) replicator.message(15, payload);
    lag.answered(lag.ask(), 15);
    now += 6000;
    expect(replicator.replication()).toMatchObject({ lagMessages: 1, reloading: true, behind: true });
    reloaded();
    await waitUntil(() => !replicator.stats().syncing);
    expect(replicator.replication()).toMatchObject({ lagMessages: 0, lagMs: 0, reloading: false });
    expect(node.engine.events.get('g_1_m1')?.homeScore).toBe('4');
  });
});

async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!done()) throw new Error('not done');
}
