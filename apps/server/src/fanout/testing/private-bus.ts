/**
 * A Redis or NATS server of a test's own, on a free port of 127.0.0.1, that the test can `kill -9`
 * and start again on the same port: NATS with its JetStream file store in a temporary directory
 * (kept, so a restart finds the stream as it was), Redis without persistence (a restart is empty).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusKind } from '../bus.ts';

const BINARIES: Record<BusKind, string> = { nats: 'nats-server', redis: 'redis-server' };

/** The server's binary on PATH (or /usr/sbin, where Debian puts nats-server), else null. */
export function busBinary(kind: BusKind): string | null {
  for (const dir of ['', '/usr/sbin/', '/usr/bin/', '/usr/local/bin/']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${dir}${BINARIES[kind]}`], { encoding: 'utf8' });
      if (found.trim()) return found.trim();
    } catch {
      // not there
    }
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PrivateBus {
  kind: BusKind;
  url: string;
  /** `kill -9`; resolves once the process is gone. */
  kill(): Promise<void>;
  /**
   * Starts it again on the same port (and store); resolves once it is ready (NATS: JetStream too)
   * with the moment (performance.now()) it first accepted a connection: the bus's return.
   */
  start(): Promise<number>;
  /** Kills it and removes its directory. */
  stop(): Promise<void>;
}

export async function privateBus(kind: BusKind): Promise<PrivateBus> {
  const binary = busBinary(kind);
  if (!binary) throw new Error(`${BINARIES[kind]} not found`);
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), `nerali-${kind}-`));
  const args =
    kind === 'nats'
      ? ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir]
      : ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir];
  let child: ChildProcess | null = null;
  let output = '';

  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await gone;
  };

  const start = async () => {
    if (child) throw new Error(`${kind} is running`);
    output = '';
    const started = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    started.on('error', () => {}); // reported as the exit below
    for (const stream of [started.stdout, started.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        if (output.length < 20_000) output += chunk.toString();
      });
    }
    child = started;
    // Accepting connections; for NATS, JetStream too once the server says it is ready.
    const deadline = Date.now() + 20_000;
    let acceptedAt: number | null = null;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`${kind} exited: ${output}`);
      const listening = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (listening) acceptedAt ??= performance.now();
      if (acceptedAt !== null && (kind === 'redis' || output.includes('Server is ready'))) return acceptedAt;
      if (Date.now() > deadline) throw new Error(`${kind} did not start within 20 s: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  await start();
  return {
    kind,
    url: kind === 'nats' ? `nats://127.0.0.1:${port}` : `redis://127.0.0.1:${port}`,
    kill,
    start,
    async stop() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
