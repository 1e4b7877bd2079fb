/**
 * Several nodes of one site, for real: one PostgreSQL schema, one Redis or NATS, two or three
 * buildServer() nodes in this process with their own connections. What a provider writes on one node
 * reaches the others' feeds and push; a node cut off the bus resumes, or reloads when it missed too
 * much; concurrent writes of one object end the same everywhere.
 */
import { decodeFeedDocument } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/database.ts';
import { freshDatabase, POSTGRES_URL } from '../storage/testing/databases.ts';
import { createWorld, match, NOON_UTC_MS } from '../ingest/testing.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { type FakeClock, fakeClock } from '../testing/fixtures.ts';
import type { BusKind } from './bus.ts';
import type { ReplicationStatus } from './lag.ts';
import { databaseNamespace } from './namespace.ts';
import {
  clusterUnavailable,
  eventually,
  footballToday,
  harnessOn,
  pushClient,
  type TestCluster,
  testCluster,
  type TestNode,
} from './testing/cluster.ts';

const BUSES: BusKind[] = ['redis', 'nats'];
/** The simulated world's moment for the simulator test: football and tennis are live then. */
const SATURDAY_MIDDAY_MS = Date.UTC(2026, 10, 21, 11, 0, 0);

describe.each(BUSES)('fan-out over %s', (kind) => {
  describe.skipIf(clusterUnavailable(kind))('two nodes', () => {
    let cluster: TestCluster;
    let clock: FakeClock;
    let a: TestNode;
    let b: TestNode;
    let key: string;

    beforeEach(async () => {
      clock = fakeClock(NOON_UTC_MS);
      cluster = await testCluster(kind, { maxMessages: 30 });
      a = await cluster.startNode('a', { clock });
      b = await cluster.startNode('b', { clock, proxy: true });
      key = (await createApiKey(a.server.stores.apiKeys, { provider: 'acme', label: 'test', nowMs: clock() }))
        .key;
    });
    afterEach(async () => {
      await cluster.cleanup();
    });

    const homeScoreOn = (node: TestNode, id: string) => node.server.engine.events.get(id)?.homeScore;

    async function patchScores(node: TestNode, from: number, to: number, firstSeq: number): Promise<void> {
      const h = harnessOn(node, key);
      for (let goals = from; goals <= to; goals++) {
        const res = await h.send('PATCH', '/events/m1', {
          seq: firstSeq + goals - from,
          homeScore: String(goals),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }

    it("a provider's write on node A reaches B's full feed and B's push clients, in order, once", async () => {
      const id = await createWorld(harnessOn(a, key));
      await eventually('the world on B', () => homeScoreOn(b, id) === '0');
      const fan = await pushClient(b, ['u_1_1', id]);

      await patchScores(a, 1, 6, 2);
      await eventually('the sixth goal on B', () => homeScoreOn(b, id) === '6');
      expect(await footballToday(b)).toEqual(await footballToday(a));

      // Push on B: q counts on from the welcome without a gap or a repeat, and the score only rises
      // (a node may publish two quick writes of one match as its latest state: a fan sees 2 then 4).
      await eventually('the sixth goal pushed', () => fan.data('u_1_1').some((m) => m.b.includes('AG÷6')));
      const updates = fan.data('u_1_1');
      const first = (fan.welcome.seqs.u_1_1 ?? 0) + 1;
      expect(updates.map((m) => m.q)).toEqual(updates.map((_, i) => first + i));
      const scores = updates.flatMap((m) =>
        decodeFeedDocument(m.b).events.flatMap((e) => (e.patch.homeScore ? [Number(e.patch.homeScore)] : [])),
      );
      expect(scores.length).toBeGreaterThan(0);
      expect(scores).toEqual([...new Set(scores)].sort((x, y) => x - y));
      expect(scores.at(-1)).toBe(6);
      expect(fan.data(id).at(-1)?.b).toContain('AG÷6');

      // The figure (printed, not asserted): a provider's answer on A to a fan's message on B.
      const pushed = fan.arrival((m) => m.s === id && m.b.includes('AG÷7'));
      const sentAt = performance.now();
      await patchScores(a, 7, 7, 20);
      const answeredAt = performance.now();
      console.log(
        `fan-out over ${kind}: write on A -> push on B in ${((await pushed) - sentAt).toFixed(1)} ms ` +
          `(A answered after ${(answeredAt - sentAt).toFixed(1)} ms)`,
      );
      fan.close();
    });

    it('a node cut off the bus resumes where it was, without reloading', async () => {
      const id = await createWorld(harnessOn(a, key));
      await eventually('the world on B', () => homeScoreOn(b, id) === '0');
      const fan = await pushClient(b, ['u_1_1']);
      b.proxy?.cut();
      await patchScores(a, 1, 3, 2);
      // B serves what it has meanwhile; nothing of A's reaches it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(homeScoreOn(b, id)).toBe('0');
      b.proxy?.restore();
      await eventually('B caught up', () => homeScoreOn(b, id) === '3', 20_000);
      expect(b.fanout.stats().replicator?.reloads).toBe(0);
      expect(await footballToday(b)).toEqual(await footballToday(a));
      await eventually('the goals pushed on B', () => fan.data('u_1_1').some((m) => m.b.includes('AG÷3')));
      fan.close();
    });

    it('a node that missed more than the bus keeps reloads from the database', async () => {
      const id = await createWorld(harnessOn(a, key));
      await eventually('the world on B', () => homeScoreOn(b, id) === '0');
      b.proxy?.cut();
      // Each write is its own message (the provider waits for each answer): more than the stream keeps.
      await patchScores(a, 1, cluster.maxMessages + 10, 2);
      b.proxy?.restore();
      const last = String(cluster.maxMessages + 10);
      await eventually('B reloaded', () => homeScoreOn(b, id) === last, 20_000);
      expect(b.fanout.stats().replicator?.reloads).toBeGreaterThanOrEqual(1);
      expect(await footballToday(b)).toEqual(await footballToday(a));
      // And it follows the stream again afterwards.
      await patchScores(a, cluster.maxMessages + 11, cluster.maxMessages + 11, 100);
      await eventually('the next goal on B', () => homeScoreOn(b, id) === String(cluster.maxMessages + 11));
    });

    it('when the bus loses its stream, the nodes reload and carry on', async () => {
      const id = await createWorld(harnessOn(a, key));
      await eventually('the world on B', () => homeScoreOn(b, id) === '0');
      await cluster.loseStream();
      await patchScores(a, 1, 2, 2);
      await eventually('B has the goals', () => homeScoreOn(b, id) === '2', 30_000);
      expect(b.fanout.stats().replicator?.reloads).toBeGreaterThanOrEqual(1);
      expect(await footballToday(b)).toEqual(await footballToday(a));
      await patchScores(a, 3, 3, 10);
      await eventually('and the next one', () => homeScoreOn(b, id) === '3');
    });

    it('a restarted node loads what it missed and follows again', async () => {
      const id = await createWorld(harnessOn(a, key));
      await eventually('the world on B', () => homeScoreOn(b, id) === '0');
      await b.close();
      await patchScores(a, 1, 2, 2);
      const again = await cluster.startNode('b2', { clock });
      expect(homeScoreOn(again, id)).toBe('2');
      await patchScores(a, 3, 3, 10);
      await eventually('the third goal on the restarted node', () => homeScoreOn(again, id) === '3');
    });

    it('named subjects reach every node, the sender included, once each', async () => {
      const got: string[] = [];
      const stops = [a, b].map((node) =>
        node.fanout.subjects.subscribe('user_k7x2', (payload) => got.push(`${node.name}:${payload}`)),
      );
      // A subscription takes effect once the bus has it (milliseconds): ask until both nodes hear.
      await eventually('both nodes subscribed', async () => {
        a.fanout.subjects.publish('user_k7x2', 'ping');
        await new Promise((resolve) => setTimeout(resolve, 50));
        return got.includes('a:ping') && got.includes('b:ping');
      });
      got.length = 0;
      b.fanout.subjects.publish('user_k7x2', '{"t":"data","v":3}');
      await eventually('delivered', () => got.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(got.sort()).toEqual(['a:{"t":"data","v":3}', 'b:{"t":"data","v":3}']);
      for (const stop of stops) stop();
      b.fanout.subjects.publish('user_k7x2', 'after');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(got).toHaveLength(2);
    });

    it('concurrent writes of one match on both nodes end the same on both', async () => {
      const id = await createWorld(harnessOn(a, key));
      await eventually('the world on B', () => homeScoreOn(b, id) === '0');
      let seq = 10;
      for (let round = 0; round < 8; round++) {
        // Both nodes take a write of the same match at once; on odd rounds with the same seq.
        const [x, y] = round % 2 === 0 ? [seq, seq + 1] : [seq, seq];
        seq += 2;
        const writes = [
          harnessOn(a, key).send('PUT', '/events/m1', match(x, { homeScore: String(x), awayScore: '0' })),
          harnessOn(b, key).send('PUT', '/events/m1', match(y, { homeScore: String(y), awayScore: '1' })),
        ];
        const answers = await Promise.all(round % 4 < 2 ? writes : writes.reverse());
        for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      }
      await eventually(
        'both nodes equal',
        () => {
          const onA = a.server.engine.events.get(id);
          const onB = b.server.engine.events.get(id);
          return onA && onB && JSON.stringify(onA) === JSON.stringify(onB);
        },
        20_000,
      );
      // The last round's seq won (round 7: 24 on both; the nodes agree on one of the two bodies).
      expect(homeScoreOn(a, id)).toBe('24');
      expect(await footballToday(b)).toEqual(await footballToday(a));
    });
  });
});

describe.each(BUSES)('readiness over %s', (kind) => {
  describe.skipIf(clusterUnavailable(kind))('a node behind the others', () => {
    /** The test's FANOUT_MAX_LAG_MS: shorter than the default, so the test is quick. */
    const MAX_LAG_MS = 2000;
    let cluster: TestCluster;
    let clock: FakeClock;

    beforeEach(async () => {
      clock = fakeClock(NOON_UTC_MS);
      cluster = await testCluster(kind, { maxMessages: 30 });
    });
    afterEach(async () => {
      await cluster.cleanup();
    });

    async function readyz(node: TestNode) {
      const res = await node.server.app.inject({ method: 'GET', url: '/readyz' });
      return {
        status: res.statusCode,
        body: res.json() as { code?: string; message?: string; replication: ReplicationStatus },
      };
    }

    it('answers 503 with its lag while it is behind, 200 once caught up; cut off the bus, it stays ready', async () => {
      const a = await cluster.startNode('a', { clock });
      const b = await cluster.startNode('b', {
        clock,
        proxy: true,
        databaseProxy: true,
        maxLagMs: MAX_LAG_MS,
      });
      const key = (
        await createApiKey(a.server.stores.apiKeys, { provider: 'acme', label: 'test', nowMs: clock() })
      ).key;
      const id = await createWorld(harnessOn(a, key));
      await eventually('the world on B', () => b.server.engine.events.get(id)?.homeScore === '0');
      await eventually('B ready and caught up', async () => {
        const { status, body } = await readyz(b);
        return status === 200 && body.replication.bus === 'up' && body.replication.lagMessages === 0;
      });
      expect((await readyz(b)).body.replication).toMatchObject({ lagMs: 0, reloading: false });

      // Cut off the bus: B says so, and stays ready (every node would, were the bus down for all).
      b.proxy?.cut();
      const goals = cluster.maxMessages + 10;
      const h = harnessOn(a, key);
      for (let goal = 1; goal <= goals; goal++) {
        const res = await h.send('PATCH', '/events/m1', { seq: goal + 1, homeScore: String(goal) });
        expect(res.statusCode, res.body).toBe(200);
      }
      const down = await eventually('B says its bus is down', async () => {
        const answer = await readyz(b);
        return answer.body.replication.bus === 'down' && answer;
      });
      expect(down.status).toBe(200);

      // Back on the bus, B has missed more than the stream keeps and must reload, but cannot read the
      // database: it is behind while its bus answers, and says so.
      b.databaseProxy?.cut();
      b.proxy?.restore();
      const behind = await eventually(
        'B answers 503',
        async () => {
          const answer = await readyz(b);
          return answer.status === 503 && answer;
        },
        20_000,
      );
      expect(behind.body).toMatchObject({
        code: 'NRL_ERR_REPLICATION_LAG',
        replication: { bus: 'up', reloading: true },
      });
      expect(behind.body.replication.lagMs).toBeGreaterThan(MAX_LAG_MS);
      expect(behind.body.replication.lagMessages).toBeGreaterThan(0);
      expect(b.server.engine.events.get(id)?.homeScore).toBe('0');
      console.log(`readiness over ${kind}: a node behind answered 503: ${behind.body.message}`);

      // The database back: B reloads, catches up, and is ready again.
      b.databaseProxy?.restore();
      await eventually(
        'B ready again',
        async () => {
          const { status, body } = await readyz(b);
          return status === 200 && body.replication.lagMessages === 0 && body.replication.lagMs === 0;
        },
        20_000,
      );
      expect(b.server.engine.events.get(id)?.homeScore).toBe(String(goals));
      expect(await footballToday(b)).toEqual(await footballToday(a));
      expect((await readyz(a)).status).toBe(200);
    });
  });
});

describe.each(BUSES)('the simulator over %s', (kind) => {
  describe.skipIf(clusterUnavailable(kind))('two nodes with the simulator enabled', () => {
    let cluster: TestCluster;

    beforeEach(async () => {
      // A time to live longer than a busy machine takes for the first tick (the nodes share a process,
      // so one node's long tick holds up the other's renewals too); a node that stops releases it.
      cluster = await testCluster(kind, { maxMessages: 5000, leaseMs: 60_000 });
    });
    afterEach(async () => {
      await cluster.cleanup();
    }, 120_000);

    it('plays on exactly one node, and another takes over when it stops', async () => {
      // Football and tennis only, as in nodes.int.test.ts: what is tested is the lease and the bus, not the
      // size of the world (the whole world's first tick takes tens of seconds on a busy machine, twice).
      const shiftMs = SATURDAY_MIDDAY_MS - Date.now();
      const clock = () => Date.now() + shiftMs;
      const options = { simulator: true, detailBudgetMs: 15, sports: [1, 2], clock } as const;
      const a = await cluster.startNode('a', options);
      const b = await cluster.startNode('b', options);
      const nodes = [a, b];
      const playing = () => nodes.filter((n) => n.fanout.stats().simulating);
      const leader = await eventually('a node plays', () => playing()[0], 180_000);
      const other = leader === a ? b : a;
      await eventually(
        "the simulator's world on the other node",
        () =>
          other.server.engine.events.size > 100 &&
          other.server.engine.events.size === leader.server.engine.events.size,
        180_000,
      );
      // Steady: one node plays, the other follows from the bus and plays nothing.
      for (let i = 0; i < 20; i++) {
        expect(playing().map((n) => n.name)).toEqual([leader.name]);
        expect(other.server.simulator).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const written = leader.fanout.stats().outbox?.items ?? 0;
      expect(other.fanout.stats().replicator?.items).toBeGreaterThan(written / 2);

      await leader.close();
      await eventually('the other node plays', () => other.fanout.stats().simulating, 120_000);
      expect(other.server.simulator).not.toBeNull();
      // It writes (its outbox publishes the simulator's changes), but not the world again: the engine
      // had it all from the bus, so only what changed since travels.
      await eventually(
        'the new leader publishes',
        () => (other.fanout.stats().outbox?.items ?? 0) > 0,
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const republished = other.fanout.stats().outbox?.items ?? 0;
      console.log(
        `simulator over ${kind}: the world was ${written} objects; the new leader sent ${republished}`,
      );
      expect(written).toBeGreaterThan(1000);
      expect(republished).toBeLessThan(written / 10);
    }, 600_000);
  });
});

describe.skipIf(!POSTGRES_URL)('the namespace of a site', () => {
  it('is the same for every node of one database, and another for another schema', async () => {
    const url = POSTGRES_URL ?? '';
    const first = await freshDatabase('postgres');
    const second = await freshDatabase('postgres');
    try {
      for (const db of [first, second]) await (await openDatabase(db.config)).close();
      const once = await databaseNamespace(url, first.config.schema);
      expect(once).toMatch(/^db-[0-9a-f]{16}$/);
      expect(await databaseNamespace(url, first.config.schema)).toBe(once);
      expect(await databaseNamespace(url, second.config.schema)).not.toBe(once);
    } finally {
      await first.cleanup();
      await second.cleanup();
    }
  });
});
