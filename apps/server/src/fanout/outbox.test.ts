import { StageType } from '@nerali/domain';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ISL, soccerEvent } from '../testing/fixtures.ts';
import { Outbox } from './outbox.ts';
import { unitNode } from './testing/node.ts';
import { decodeMessage, type WireMessage } from './wire.ts';

const KICKOFF = Date.UTC(2026, 10, 22, 11, 30) / 1000;
const live = (id: string, homeScore: string) =>
  soccerEvent(id, KICKOFF, { stageType: StageType.live, homeScore, awayScore: '0' });
const silent = pino({ level: 'silent' });

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!done()) throw new Error('not done');
}

/** A node whose ingest service tells an outbox; `appended` keeps what reached the "bus". */
function publishingNode(options: { failAppends?: number; flushGate?: Promise<void> } = {}) {
  const appended: WireMessage[] = [];
  let failures = options.failAppends ?? 0;
  let outbox: Outbox | null = null;
  const node = unitNode((ref, ourId, seq) => outbox?.touch(ref, ourId, seq));
  const flush = node.storage.flush.bind(node.storage);
  node.storage.flush = async () => {
    await options.flushGate;
    await flush();
  };
  outbox = new Outbox({
    engine: node.engine,
    gate: node.gate,
    storage: node.storage,
    append: async (payload) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('bus down');
      }
      const message = decodeMessage(payload);
      if (typeof message === 'string') throw new Error(message);
      appended.push(message);
      return appended.length;
    },
    nodeId: 'node-a',
    logger: silent,
    retryMs: 10,
  });
  const items = () => appended.flatMap((m) => m.items);
  return { node, outbox, appended, items };
}

describe('the outbox', () => {
  it('publishes what the simulator changed once it is durable, each object once, with its seq', async () => {
    let durable = () => {};
    const flushGate = new Promise<void>((resolve) => (durable = resolve));
    const { node, outbox, items } = publishingNode({ flushGate });
    node.ingest.inProcess.write('sim', 'event', 100, [live('m1', '0'), live('m2', '0')]);
    node.ingest.inProcess.write('sim', 'event', 101, [live('m1', '1')]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(items()).toEqual([]);
    durable();
    await until(() => outbox.pending === 0 && items().length >= 2);
    const byId = new Map(items().map((i) => [i.id, i]));
    expect(byId.get('g_1_m1')).toMatchObject({ seq: 101, event: { homeScore: '1' } });
    expect(byId.get('g_1_m2')).toMatchObject({ seq: 100, ref: ['sim', 'event', 'g_1_m2'] });
  });

  it('leaves out an object put again unchanged, and publishes a removal', async () => {
    const { node, outbox, items } = publishingNode();
    node.ingest.inProcess.write('sim', 'event', 100, [live('m1', '0')]);
    await until(() => outbox.pending === 0 && items().length === 1);
    node.ingest.inProcess.write('sim', 'event', 101, [live('m1', '0')]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(items()).toHaveLength(1);
    await node.ingest.inProcess.removeEvents('sim', ['g_1_m1']);
    await until(() => items().length === 2);
    expect(items()[1]).toMatchObject({ id: 'g_1_m1', seq: 101, removed: true });
  });

  it('keeps changes while the bus is down and sends their latest state when it is back', async () => {
    const { node, outbox, items } = publishingNode({ failAppends: 3 });
    node.ingest.inProcess.write('sim', 'event', 100, [live('m1', '0')]);
    node.ingest.inProcess.write('sim', 'event', 101, [live('m1', '1')]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    node.ingest.inProcess.write('sim', 'event', 102, [live('m1', '2')]);
    await until(() => outbox.pending === 0 && items().length > 0);
    expect(outbox.stats().failures).toBe(3);
    expect(items().map((i) => ('event' in i ? i.event.homeScore : null))).toEqual(['2']);
  });

  it('publishes nothing when a simulator taking over puts again what the node already holds', async () => {
    const { node, outbox, items } = publishingNode();
    const cup = { ...ISL, id: '1_cup', templateKey: '1_cup' };
    // The world as it came from the node that played before.
    node.gate.markReplicated([cup]);
    node.gate.replicate(() => {
      node.engine.putLeagues([cup]);
      node.engine.putEvents([live('m1', '1')]);
    });
    node.ingest.inProcess.write('sim', 'competition', 200, [cup]);
    node.ingest.inProcess.write('sim', 'event', 200, [live('m1', '1')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(items()).toEqual([]);
    expect(outbox.pending).toBe(0);
    // What it changes does travel.
    node.ingest.inProcess.write('sim', 'competition', 201, [{ ...cup, order: 2 }]);
    node.ingest.inProcess.write('sim', 'event', 201, [live('m1', '2')]);
    await until(() => items().length === 2);
    expect(items().map((i) => i.id)).toEqual(['1_cup', 'g_1_m1']);
  });

  it('publishes nothing of changes applied from other nodes', async () => {
    const { node, outbox, appended } = publishingNode();
    node.gate.replicate(() => node.engine.putEvents([live('m9', '3')]));
    node.ingest.replicated.holdReplicated(
      { provider: 'sim', kind: 'event', providerId: 'g_1_m9' },
      'g_1_m9',
      5,
      'node-b',
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(appended).toEqual([]);
    expect(outbox.pending).toBe(0);
  });
});
