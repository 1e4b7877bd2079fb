/**
 * The bus over Redis (5.0 or later; Redis 7 in CI).
 *
 *  - Change stream: a Redis Stream `nerali:{ns}:changes` whose entry ids are the message seqs
 *    themselves (`42-0`): a script appends the next one and trims to MAXLEN in one step, so seqs are
 *    contiguous whichever node appends. A reader blocks in XREAD after its last seq; after a reconnect,
 *    and when the stream was quiet for a while, it checks the last entry: a stream that now ends below
 *    its seq was made anew (Redis lost its data), the replicator reloads, and it reads the new one.
 *  - Subjects: PUBLISH/SUBSCRIBE on `nerali:{ns}:s:{subject}` (one more connection, made on first use).
 *  - Leases: a key `nerali:{ns}:lease:{name}` holding the node id, SET NX PX, renewed by a script that
 *    extends it only while it still holds this node's id.
 *
 * Keys share the hash tag `{ns}`, so a Redis Cluster keeps them on one shard (scripts need that).
 * Commands fail at once while the connection is down (no offline queue): callers retry on their own
 * schedule, and nothing piles up in memory during an outage.
 */
import { Redis, type RedisOptions } from 'ioredis';
import {
  type BusOptions,
  type ChangeBus,
  checkSubject,
  type Follower,
  type LeaseHandlers,
  sleep,
  type Stopper,
  type StreamPosition,
  type StreamSink,
} from './bus.ts';
import { type LeaseBackend, runLease, within } from './lease.ts';
import { deliver } from './memory-bus.ts';

const APPEND = `
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local n = 1
if #last > 0 then n = tonumber(string.match(last[1][1], '^(%d+)')) + 1 end
redis.call('XADD', KEYS[1], 'MAXLEN', ARGV[1], n .. '-0', 'm', ARGV[2])
return n`;

const ACQUIRE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;

const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

interface Scripts {
  neraliAppend(key: string, maxlen: number, payload: string): Promise<number>;
  neraliAcquire(key: string, node: string, ttlMs: number): Promise<number>;
  neraliRenew(key: string, node: string, ttlMs: number): Promise<number>;
  neraliRelease(key: string, node: string): Promise<number>;
}

/** Entries per XREAD (a message may be 512 KiB), and how long one blocks before the reader looks at the stream's end again. */
const READ_COUNT = 20;
const BLOCK_MS = 5000;
/** The reader's wait after a failed read; reconnections are at most RECONNECT_MAX_MS apart. */
const RETRY_MS = 250;
/**
 * At most this between two tries to reconnect, so a node reads again within about a second of
 * Redis's return (3 connections per node, each one try a second during an outage).
 */
const RECONNECT_MAX_MS = 1000;

export class RedisBus implements ChangeBus {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private readonly scripts: Scripts;
  private readonly prefix: string;
  private readonly streamKey: string;
  private subscriber: Redis | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly connections = new Set<Redis>();
  private publishWarned = false;

  constructor(private readonly options: BusOptions) {
    this.prefix = `nerali:{${options.namespace}}`;
    this.streamKey = `${this.prefix}:changes`;
    this.client = this.open({});
    this.client.defineCommand('neraliAppend', { numberOfKeys: 1, lua: APPEND });
    this.client.defineCommand('neraliAcquire', { numberOfKeys: 1, lua: ACQUIRE });
    this.client.defineCommand('neraliRenew', { numberOfKeys: 1, lua: RENEW });
    this.client.defineCommand('neraliRelease', { numberOfKeys: 1, lua: RELEASE });
    this.scripts = this.client as unknown as Scripts;
  }

  async connect(timeoutMs: number): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    const ready = new Promise<boolean>((resolve) => this.client.once('ready', () => resolve(true)));
    return Promise.race([ready, sleep(timeoutMs).then(() => false)]);
  }

  async head(): Promise<StreamPosition> {
    return headOf(this.client, this.streamKey);
  }

  append(payload: string): Promise<number> {
    return this.scripts.neraliAppend(this.streamKey, this.options.maxMessages, payload);
  }

  follow(from: StreamPosition | null, sink: StreamSink): Follower {
    const reader = this.open({ commandTimeout: BLOCK_MS + 5000 });
    let stopped = false;
    /** A restart asked for: the error it causes is not an outage. */
    let restarting = false;
    // The stream now ends below what this node read: Redis lost it (restarted without its data, or the
    // key was deleted). Read the new one from its start.
    const restart = (end: number) => {
      sink.restarted({ seq: 0 }, `the change stream was made anew (it ends at ${end})`);
      return 0;
    };
    const loop = async () => {
      let last: number | null = from?.seq ?? null;
      let healthy = false;
      while (!stopped) {
        try {
          if (!healthy || last === null) {
            const end = (await headOf(reader, this.streamKey)).seq;
            if (last === null) last = end;
            healthy = true;
            sink.connected({ seq: last });
            if (end < last) last = restart(end);
          }
          const reply = (await reader.xread(
            'COUNT',
            READ_COUNT,
            'BLOCK',
            BLOCK_MS,
            'STREAMS',
            this.streamKey,
            `${last}-0`,
          )) as [string, [string, string[]][]][] | null;
          if (stopped) break;
          if (!reply) {
            // Quiet for a while: make sure the stream was not made anew under us.
            const end = (await headOf(reader, this.streamKey)).seq;
            if (end < last) last = restart(end);
            continue;
          }
          for (const [, entries] of reply) {
            for (const [id, fields] of entries) {
              const seq = Number.parseInt(id, 10);
              last = seq;
              sink.message(seq, fieldOf(fields, 'm'));
            }
          }
        } catch (error) {
          if (stopped) break;
          const reason = error instanceof Error ? error.message : String(error);
          // No answer at all: the connection may be dead without knowing it; make a new one.
          if (/timed out/i.test(reason)) reader.disconnect(true);
          if (healthy && !restarting) sink.disconnected(reason);
          restarting = false;
          healthy = false;
          await sleep(RETRY_MS);
        }
      }
    };
    const done = loop();
    return {
      restart: (reason) => {
        if (stopped) return;
        this.options.logger.info({ reason }, 'fan-out: reading the redis stream again');
        // A new connection: the XREAD in progress fails, and the loop reads on after its last seq.
        restarting = true;
        reader.disconnect(true);
      },
      stop: async () => {
        stopped = true;
        reader.disconnect();
        this.connections.delete(reader);
        await done;
      },
    };
  }

  lease(name: string, ttlMs: number, handlers: LeaseHandlers): Stopper {
    const key = `${this.prefix}:lease:${name}`;
    const node = this.options.nodeId;
    const backend: LeaseBackend = {
      acquire: async () => (await this.scripts.neraliAcquire(key, node, ttlMs)) === 1,
      renew: async () => (await this.scripts.neraliRenew(key, node, ttlMs)) === 1,
      release: async () => {
        await this.scripts.neraliRelease(key, node);
      },
    };
    return runLease(backend, ttlMs, handlers, this.options.logger);
  }

  publish(subject: string, payload: string): void {
    checkSubject(subject);
    this.client.publish(`${this.prefix}:s:${subject}`, payload).then(
      () => {
        this.publishWarned = false;
      },
      (error: unknown) => {
        if (!this.publishWarned) this.options.logger.warn({ err: error, subject }, 'fan-out: publish failed');
        this.publishWarned = true;
      },
    );
  }

  subscribe(subject: string, handler: (payload: string) => void): () => void {
    checkSubject(subject);
    const channel = `${this.prefix}:s:${subject}`;
    const subscriber = this.subscriberConnection();
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      subscriber.subscribe(channel).catch((error: unknown) => {
        this.options.logger.warn({ err: error, subject }, 'fan-out: subscribe failed');
      });
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      subscriber.unsubscribe(channel).catch(() => {});
    };
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.disconnect();
    this.connections.clear();
  }

  private subscriberConnection(): Redis {
    if (this.subscriber) return this.subscriber;
    // Subscriptions wait for the connection and come back after a reconnect (ioredis resubscribes).
    const subscriber = this.open({ enableOfflineQueue: true });
    subscriber.on('message', (channel: string, payload: string) => {
      for (const handler of [...(this.handlers.get(channel) ?? [])]) deliver(handler, payload);
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  private open(extra: RedisOptions): Redis {
    let warned = false;
    const connection = new Redis(this.options.url, {
      connectionName: `nerali-${this.options.nodeId}`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 10_000,
      keepAlive: 5000,
      retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
      ...extra,
    });
    connection.on('error', (error: Error) => {
      if (!warned) this.options.logger.warn({ err: error }, 'fan-out: redis connection failed; retrying');
      warned = true;
    });
    connection.on('ready', () => {
      warned = false;
    });
    this.connections.add(connection);
    return connection;
  }
}

async function headOf(connection: Redis, key: string): Promise<StreamPosition> {
  const last = await within(connection.xrevrange(key, '+', '-', 'COUNT', 1), 5000);
  const id = last[0]?.[0];
  return { seq: id ? Number.parseInt(id, 10) : 0 };
}

function fieldOf(fields: readonly string[], name: string): string {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1] as string;
  return '';
}
