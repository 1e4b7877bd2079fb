/**
 * Baselines and load from Debian packages: nginx and wrk. `ensureDebianTool` installs a missing one
 * with apt-get when the bench runs as root; otherwise (or when that fails) the bench prints a note and
 * does without.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertLoopback, sleep } from './stats.ts';

export function hasTool(name: string, versionFlag = '-v'): boolean {
  const r = spawnSync(name, [versionFlag], { stdio: 'ignore' });
  return !r.error;
}

/**
 * Makes sure a Debian package's tool is there: `apt-get install -y PACKAGE` when it is missing and we
 * are root (again after `apt-get update` if the first try fails: a fresh machine has no package
 * lists). Returns a note saying what happened, and whether the tool is now there.
 */
export function ensureDebianTool(
  tool: string,
  pkg: string,
  versionFlag = '-v',
): { ok: boolean; note: string } {
  if (hasTool(tool, versionFlag)) return { ok: true, note: `${tool}: present` };
  if (process.getuid?.() !== 0 || !hasTool('apt-get', '--version')) {
    return { ok: false, note: `${tool}: missing, and not root with apt-get (apt-get install -y ${pkg})` };
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'ignore', env, timeout: 240_000 }).status;
  let status = install();
  if (status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env, timeout: 240_000 });
    status = install();
  }
  const ok = status === 0 && hasTool(tool, versionFlag);
  return {
    ok,
    note: ok
      ? `${tool}: installed now (apt-get install -y ${pkg})`
      : `${tool}: apt-get install ${pkg} failed`,
  };
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return true;
    await sleep(50);
  }
  return false;
}

export interface NginxRoute {
  path: string;
  /** A file to send with these headers, or a bare status (304) with no body. */
  file?: { bytes: Buffer; contentType: string; headers: Record<string, string> };
  status?: number;
}

export interface Nginx {
  port: number;
  pid: number;
  /** CPU time of the master and its workers so far, ms (from /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Starts nginx with one worker (one core, like one Node process) serving `routes` on 127.0.0.1. */
export async function startNginx(routes: NginxRoute[]): Promise<Nginx | null> {
  if (!hasTool('nginx')) return null;
  const dir = mkdtempSync(join(tmpdir(), 'nerali-bench-nginx-'));
  chmodSync(dir, 0o755); // workers run as nobody and must read the files
  mkdirSync(join(dir, 'tmp'));
  const port = await freePort();
  const locations = routes
    .map((route, i) => {
      if (route.file) {
        const file = join(dir, `body-${i}`);
        writeFileSync(file, route.file.bytes);
        chmodSync(file, 0o644);
        const headers = Object.entries(route.file.headers)
          // Double quotes: header values hold single ones (a CSP's 'none').
          .map(([k, v]) => `add_header ${k} "${v.replaceAll('"', '\\"')}";`)
          .join(' ');
        return `location = ${route.path} { default_type '${route.file.contentType}'; ${headers} alias ${file}; }`;
      }
      return `location = ${route.path} { return ${route.status ?? 204}; }`;
    })
    .join('\n    ');
  const temp = join(dir, 'tmp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 10000000;
  keepalive_timeout 30s;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  server {
    listen 127.0.0.1:${port};
    ${locations}
  }
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    {
      stdio: 'ignore',
    },
  );
  const up = await waitForPort(port, 3000);
  if (!up || child.exitCode !== null) {
    child.kill('SIGKILL');
    let log = '';
    try {
      log = readFileSync(join(dir, 'error.log'), 'utf8').slice(-500);
    } catch {
      // no log written
    }
    console.log(`  note: nginx did not start (${log.trim() || 'no log'}); skipping the nginx baseline`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const pid = child.pid as number;
  return {
    port,
    pid,
    cpuMs: () => processTreeCpuMs(pid),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(3000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const CLOCK_TICKS_PER_S = 100;

function statOf(pid: number): { ppid: number; cpuTicks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is state (field 3); ppid is field 4, utime 14, stime 15.
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU time of a process and its direct children, ms. */
export function processTreeCpuMs(pid: number): number {
  let ticks = statOf(pid)?.cpuTicks ?? 0;
  for (const name of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(name)) continue;
    const stat = statOf(Number(name));
    if (stat && stat.ppid === pid) ticks += stat.cpuTicks;
  }
  return (ticks / CLOCK_TICKS_PER_S) * 1000;
}

export interface WrkResult {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  requests: number;
  /** Responses other than 2xx and 3xx: wrk counts 304 as a success, like 200. */
  non2xx3xx: number;
  /** CPU wrk itself used, ms (last reading of /proc before it exited: at most ~100 ms short). */
  cpuMs: number;
  errorsNote: string;
}

function toMs(value: string): number {
  const m = /^([0-9.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/**
 * wrk with one thread (one core, the server under test gets the other); `cpu` pins it to that core
 * with taskset when taskset is there.
 */
export function runWrk(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  cpu?: number,
): Promise<WrkResult | null> {
  assertLoopback(url);
  if (!hasTool('wrk', '--version')) return Promise.resolve(null);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(url);
  return new Promise((resolve) => {
    const pinned = cpu !== undefined && hasTool('taskset', '--version');
    const child = pinned
      ? spawn('taskset', ['-c', String(cpu), 'wrk', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    let cpuTicks = 0;
    const poll = setInterval(() => {
      const stat = child.pid ? statOf(child.pid) : null;
      if (stat) cpuTicks = stat.cpuTicks;
    }, 100);
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 10) * 1000);
    child.on('exit', () => {
      clearTimeout(timer);
      clearInterval(poll);
      const rps = Number(/Requests\/sec:\s+([0-9.]+)/.exec(out)?.[1] ?? Number.NaN);
      const p50 = toMs(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? '');
      const p90 = toMs(/\n\s+90%\s+(\S+)/.exec(out)?.[1] ?? '');
      const p99 = toMs(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? '');
      const requests = Number(/([0-9]+) requests in/.exec(out)?.[1] ?? Number.NaN);
      const non2xx = Number(/Non-2xx or 3xx responses:\s+([0-9]+)/.exec(out)?.[1] ?? 0);
      const socketErrors = /Socket errors:[^\n]*/.exec(out)?.[0];
      resolve({
        rps,
        p50,
        p90,
        p99,
        requests,
        non2xx3xx: non2xx,
        cpuMs: (cpuTicks / CLOCK_TICKS_PER_S) * 1000,
        errorsNote: [non2xx ? `${non2xx} non-2xx/3xx` : '', socketErrors ?? ''].filter(Boolean).join('; '),
      });
    });
  });
}

/**
 * Makes sure a Debian package's file is there (a module rather than a tool): `apt-get install -y PKG`
 * when it is missing and we are root, like `ensureDebianTool`.
 */
export function ensureDebianFile(file: string, pkg: string): { ok: boolean; note: string } {
  if (existsSync(file)) return { ok: true, note: `${pkg}: present` };
  if (process.getuid?.() !== 0 || !hasTool('apt-get', '--version')) {
    return { ok: false, note: `${file}: missing, and not root with apt-get (apt-get install -y ${pkg})` };
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'ignore', env, timeout: 240_000 }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env, timeout: 240_000 });
    install();
  }
  const ok = existsSync(file);
  return {
    ok,
    note: ok ? `${pkg}: installed now (apt-get install -y ${pkg})` : `apt-get install ${pkg} failed`,
  };
}

/** Where Debian's libnginx-mod-nchan puts the module. */
export const NCHAN_MODULE = '/usr/share/nginx/modules/ngx_nchan_module.so';

export interface Nchan extends Nginx {
  /** The one worker process (the master only forks and waits): the process whose CPU counts. */
  workerPid: number;
}

/**
 * nginx with the nchan module and one worker: `POST /pub?id=CHANNEL` publishes its body to the
 * channel, `GET /sub?id=CHANNEL` with a WebSocket upgrade subscribes (each message is sent as one
 * text frame holding exactly the posted bytes). Room for `maxClients` sockets (worker_connections and
 * its descriptor limit; the shell's `ulimit -n` must allow as many).
 */
export async function startNchan(maxClients: number): Promise<Nchan | null> {
  if (!hasTool('nginx') || !existsSync(NCHAN_MODULE)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'nerali-bench-nchan-'));
  chmodSync(dir, 0o755);
  const temp = join(dir, 'tmp');
  mkdirSync(temp);
  const port = await freePort();
  // WARNING: one connection a subscriber is not enough: with worker_connections at subscribers + 256,
  // nginx logged "worker_connections are not enough, reusing connections" at 8,000 and dropped some
  // (nchan takes more than one slot for some subscribers), so leave three times the room.
  const connections = 3 * maxClients + 1024;
  // Descriptors: one a subscriber, up to the hard limit (raising it past that is not allowed here).
  const hard = Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim());
  const nofile = Math.min(Number.isFinite(hard) ? hard : maxClients + 1024, maxClients + 1024);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `load_module ${NCHAN_MODULE};
worker_processes 1;
worker_rlimit_nofile ${nofile};
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections ${connections}; multi_accept on; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location = /pub { nchan_publisher; nchan_channel_id $arg_id; }
    location = /sub { nchan_subscriber websocket; nchan_channel_id $arg_id; }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    { stdio: 'ignore' },
  );
  const up = await waitForPort(port, 5000);
  const pid = child.pid as number;
  let workerPid = 0;
  for (let i = 0; up && workerPid === 0 && i < 50; i++) {
    workerPid = childPids(pid)[0] ?? 0;
    if (workerPid === 0) await sleep(20);
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(3000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // nginx's complaints (errors, alerts) say when a row is not nchan's best.
    try {
      const lines = readFileSync(join(dir, 'error.log'), 'utf8')
        .split('\n')
        .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
      if (lines.length > 0)
        console.log(`  nchan error.log: ${lines.length} errors, last: ${lines.at(-1)?.slice(0, 300)}`);
    } catch {
      // no log written
    }
    rmSync(dir, { recursive: true, force: true });
  };
  if (!up || child.exitCode !== null || workerPid === 0) {
    let log = '';
    try {
      log = readFileSync(join(dir, 'error.log'), 'utf8').slice(-500);
    } catch {
      // no log written
    }
    console.log(`  note: nginx-nchan did not start (${log.trim() || 'no log'}); skipping the nchan baseline`);
    await stop();
    return null;
  }
  return { port, pid, workerPid, cpuMs: () => processTreeCpuMs(pid), stop };
}

/** Direct children of a process (from /proc). */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(name)) continue;
    if (statOf(Number(name))?.ppid === pid) out.push(Number(name));
  }
  return out;
}

/** CPU time (user + system) of one process so far, ms; NaN once it is gone. */
export function processCpuMs(pid: number): number {
  const stat = statOf(pid);
  return stat ? (stat.cpuTicks / CLOCK_TICKS_PER_S) * 1000 : Number.NaN;
}

/** Pins a process and all its threads to the given CPUs (`taskset -a -p -c`); false without taskset. */
export function pinToCpus(pid: number, cpus: string): boolean {
  const r = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
  return !r.error && r.status === 0;
}
