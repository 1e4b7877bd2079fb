/**
 * The bus over NATS with JetStream (server 2.9 or later).
 *
 *  - Change stream: a JetStream stream `NERALI_{ns}` on the subject `nerali.{ns}.changes`, file
 *    storage, limits retention (MaxMsgs, discard old). JetStream numbers messages contiguously; a
 *    reader is an ordered consumer from its last seq + 1, made anew after every reconnect (and when
 *    the fan-out finds it stalled, lag.ts), with short pulls and heartbeats; the stream's creation
 *    time tells a stream made anew (the replicator reloads). Appends carry a message id (node and
 *    counter), so a publish retried after a lost acknowledgement is stored once (the stream's
 *    duplicate window).
 *  - Subjects: core NATS on `nerali.{ns}.s.{subject}`.
 *  - Leases: a KV bucket `nerali_{ns}_leases` whose time to live is the lease's; a node creates the
 *    key (only if absent) and renews it by revision (only if still its own write).
 */
import {
  DeliverPolicy,
  DiscardPolicy,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  StorageType,
} from '@nats-io/jetstream';
import { type KV, Kvm } from '@nats-io/kv';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
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
import { type LeaseBackend, runLease } from './lease.ts';
import { deliver } from './memory-bus.ts';

/** The largest message the stream takes (a message is cut at 512 KiB: wire.ts). */
const MAX_MESSAGE_BYTES = 1024 * 1024;
/**
 * A pull's life and the server's heartbeat while it waits (the library's defaults are 30 s and 15 s;
 * it notices a lost pull after two missed heartbeats). Short, so a pull lost with a restarted server
 * is noticed in 2-3 s; the cost is one pull request per node every 5 s and a heartbeat a second.
 */
const PULL_EXPIRES_MS = 5000;
const IDLE_HEARTBEAT_MS = 1000;
/** Wait before making a new consumer after one ended (a server still recovering its streams). */
const RETRY_MS = 250;

export class NatsBus implements ChangeBus {
  readonly kind = 'nats' as const;
  private nc: NatsConnection | null = null;
  private connecting: Promise<NatsConnection> | null = null;
  private readonly stream: string;
  private readonly subject: string;
  private readonly prefix: string;
  private streamReady = false;
  private counter = 0;
  private readonly subscriptions = new Set<Subscription>();
  private readonly followers = new Set<Follower>();
  private closed = false;

  constructor(private readonly options: BusOptions) {
    this.prefix = `nerali.${options.namespace}`;
    this.stream = `NERALI_${options.namespace}`;
    this.subject = `${this.prefix}.changes`;
  }

  async connect(timeoutMs: number): Promise<boolean> {
    const connection = this.connection();
    return Promise.race([connection.then(() => true), sleep(timeoutMs).then(() => false)]);
  }

  async head(): Promise<StreamPosition> {
    const { jsm } = await this.clients();
    await this.ensureStream(jsm);
    try {
      return { seq: (await jsm.streams.info(this.stream)).state.last_seq };
    } catch (error) {
      // The stream may be gone (the server lost it): make sure of it on the next question.
      this.streamReady = false;
      throw error;
    }
  }

  async append(payload: string): Promise<number> {
    const { js, jsm } = await this.clients();
    await this.ensureStream(jsm);
    const msgID = `${this.options.nodeId}.${++this.counter}`;
    try {
      const ack = await js.publish(this.subject, payload, { msgID, timeout: 5000 });
      return ack.seq;
    } catch (error) {
      // The stream may be gone (the server lost it): make sure of it before the next try.
      this.streamReady = false;
      throw error;
    }
  }

  follow(from: StreamPosition | null, sink: StreamSink): Follower {
    let stopped = false;
    let last: number | null = from?.seq ?? null;
    let messages: ConsumerMessages | null = null;
    /** When the stream this node reads was made: another time means it was made anew. */
    let created: string | null = null;
    let timer: NodeJS.Timeout | undefined;
    /** Ends the current consumer; the loop below makes a new one after `last`. */
    const restart = (reason: string) => {
      if (stopped || !messages) return;
      this.options.logger.info({ reason, seq: last }, 'fan-out: reading the nats stream again');
      messages.stop();
    };
    const watchStatus = async (nc: NatsConnection) => {
      for await (const status of nc.status()) {
        if (stopped) return;
        if (status.type === 'disconnect') sink.disconnected('nats connection lost');
        else if (status.type === 'reconnect') {
          if (last !== null) sink.connected({ seq: last });
          // WARNING: left to itself, the client re-arms the consumer it had, and after a server
          // restart that one can wait, silently, until heartbeats are missed (@nats-io/jetstream
          // 3.3.1 re-pulled nothing: 40-46 s with its defaults). A new one costs one request.
          restart('reconnected');
        }
      }
    };
    /** Whether the stream is still the one this node read (and the same length or longer). */
    const same = (info: { created: string; state: { last_seq: number } }) =>
      created === null || (info.created === created && info.state.last_seq >= (last ?? 0));
    // An ordered consumer recreates itself on a stream made anew, after the seq it read last: it
    // would wait there, silently, for messages that are not the ones it missed. So look now and then.
    const check = async () => {
      if (stopped) return;
      try {
        const { jsm } = await this.clients();
        if (!same(await jsm.streams.info(this.stream))) messages?.stop();
      } catch {
        // Gone or unreachable: the consumer notices and the loop starts over.
      }
      timer = setTimeout(() => void check(), 5000);
    };
    const loop = async () => {
      let warned = false;
      let watching = false;
      while (!stopped) {
        try {
          const { nc, js, jsm } = await this.clients();
          if (!watching) {
            watching = true;
            void watchStatus(nc);
            timer = setTimeout(() => void check(), 5000);
          }
          await this.ensureStream(jsm);
          const info = await jsm.streams.info(this.stream);
          if (last === null) {
            last = info.state.last_seq;
            sink.connected({ seq: last });
          } else if (!same(info)) {
            last = 0;
            sink.restarted({ seq: 0 }, `the change stream was made anew (it ends at ${info.state.last_seq})`);
          }
          created = info.created;
          const consumer = await js.consumers.get(this.stream, {
            deliver_policy: DeliverPolicy.StartSequence,
            opt_start_seq: last + 1,
          });
          messages = await consumer.consume({ expires: PULL_EXPIRES_MS, idle_heartbeat: IDLE_HEARTBEAT_MS });
          void (async (current: ConsumerMessages) => {
            for await (const event of current.status()) {
              // The stream is gone (the server lost it): start over, which makes it again.
              if (event.type === 'stream_not_found') {
                this.streamReady = false;
                current.stop();
              }
            }
          })(messages);
          warned = false;
          for await (const m of messages) {
            last = m.seq;
            sink.message(m.seq, m.string());
          }
        } catch (error) {
          if (stopped) break;
          if (!warned) this.options.logger.warn({ err: error }, 'fan-out: reading the nats stream failed');
          warned = true;
        }
        if (!stopped) await sleep(RETRY_MS);
      }
    };
    const done = loop();
    const follower = {
      restart,
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        messages?.stop();
        await done;
      },
    };
    this.followers.add(follower);
    return follower;
  }

  lease(name: string, ttlMs: number, handlers: LeaseHandlers): Stopper {
    let revision = 0;
    const node = this.options.nodeId;
    const bucket = () => this.leaseBucket(ttlMs);
    const backend: LeaseBackend = {
      acquire: async () => {
        const kv = await bucket();
        try {
          revision = await kv.create(name, node);
          return true;
        } catch (error) {
          // Held: by this node (an answer lost on the way) or by another.
          const entry = await kv.get(name);
          if (entry && entry.operation === 'PUT' && entry.string() === node) {
            revision = await kv.update(name, node, entry.revision);
            return true;
          }
          if (entry && entry.operation === 'PUT') return false;
          throw error;
        }
      },
      renew: async () => {
        const kv = await bucket();
        try {
          revision = await kv.update(name, node, revision);
          return true;
        } catch (error) {
          const entry = await kv.get(name);
          // Someone else's write since ours (or our key expired): not ours any more.
          if (!entry || entry.operation !== 'PUT' || entry.revision !== revision) return false;
          throw error;
        }
      },
      release: async () => {
        const kv = await bucket();
        await kv.delete(name, { previousSeq: revision });
      },
    };
    return runLease(backend, ttlMs, handlers, this.options.logger);
  }

  publish(subject: string, payload: string): void {
    checkSubject(subject);
    // Before the first connection there is nobody to tell; core NATS buffers while reconnecting.
    this.nc?.publish(`${this.prefix}.s.${subject}`, payload);
  }

  subscribe(subject: string, handler: (payload: string) => void): () => void {
    checkSubject(subject);
    let subscription: Subscription | null = null;
    let cancelled = false;
    void this.connection().then((nc) => {
      if (cancelled) return;
      subscription = nc.subscribe(`${this.prefix}.s.${subject}`, {
        callback: (error, message) => {
          if (!error) deliver(handler, message.string());
        },
      });
      this.subscriptions.add(subscription);
    });
    return () => {
      cancelled = true;
      if (!subscription) return;
      this.subscriptions.delete(subscription);
      subscription.unsubscribe();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const follower of this.followers) await follower.stop();
    const nc = this.nc;
    this.nc = null;
    if (nc) await nc.close().catch(() => {});
  }

  private leaseKv: Promise<KV> | null = null;
  private leaseBucket(ttlMs: number): Promise<KV> {
    const bucket = `nerali_${this.options.namespace}_leases`;
    this.leaseKv ??= this.connection()
      .then(async (nc) => {
        const kv = await new Kvm(nc).create(bucket, { ttl: ttlMs, history: 1 });
        // WARNING: create() keeps the time to live of a bucket that exists (one made when the lease
        // was 10 s): the lease would then pass only after that. Set it to ours.
        if ((await kv.status()).ttl !== ttlMs) {
          const { jsm } = await this.clients();
          await jsm.streams.update(`KV_${bucket}`, { max_age: ttlMs * 1_000_000 });
        }
        return kv;
      })
      .catch((error: unknown) => {
        this.leaseKv = null;
        throw error;
      });
    return this.leaseKv;
  }

  private jetStream: Promise<{ nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager }> | null =
    null;
  private clients(): Promise<{ nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager }> {
    this.jetStream ??= this.connection()
      .then(async (nc) => ({
        nc,
        js: jetstream(nc, { timeout: 5000 }),
        jsm: await jetstreamManager(nc, { timeout: 5000 }),
      }))
      .catch((error: unknown) => {
        this.jetStream = null;
        throw error;
      });
    return this.jetStream;
  }

  /** One connection for the node's life: the client reconnects by itself, forever. */
  private connection(): Promise<NatsConnection> {
    if (this.closed) return Promise.reject(new Error('fan-out bus closed'));
    this.connecting ??= connect({
      servers: this.options.url,
      name: `nerali-${this.options.nodeId}`,
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
      pingInterval: 10_000,
    }).then((nc) => {
      this.nc = nc;
      return nc;
    });
    return this.connecting;
  }

  /** Creates the stream, or brings its limit to this node's setting (the last node to start wins). */
  private async ensureStream(jsm: JetStreamManager): Promise<void> {
    if (this.streamReady) return;
    const limits = {
      max_msgs: this.options.maxMessages,
      max_msg_size: MAX_MESSAGE_BYTES,
      discard: DiscardPolicy.Old,
    };
    try {
      const info = await jsm.streams.info(this.stream);
      if (info.config.max_msgs !== limits.max_msgs) {
        await jsm.streams.update(this.stream, { ...info.config, ...limits });
      }
    } catch {
      await jsm.streams
        .add({ name: this.stream, subjects: [this.subject], storage: StorageType.File, ...limits })
        .catch(async (error: unknown) => {
          // Another node made it meanwhile.
          await jsm.streams.info(this.stream).catch(() => {
            throw error;
          });
        });
    }
    this.streamReady = true;
  }
}
