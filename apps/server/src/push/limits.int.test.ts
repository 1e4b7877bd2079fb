/**
 * What one client can do to a node through /x/push: frames over the size cap are refused with 1009 and
 * logged once per connection at warn (no error, no stack); sockets per client address are capped, the
 * excess refused with TOO_MANY_CONNECTIONS and close 4008, and a closed socket frees its place.
 */
import { type ErrorMessage, PUSH_PROTOCOL_VERSION, PushCloseCode, type ServerMessage } from '@nerali/domain';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildServer, type NeraliServer } from '../app.ts';
import { defaultAccountsConfig } from '../accounts/config.ts';
import type { ServerConfig } from '../config.ts';
import { testConfig } from '../testing/fixtures.ts';

interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
  [key: string]: unknown;
}
const WARN = 40;
const ERROR = 50;

class Client {
  readonly messages: ServerMessage[] = [];
  closeCode: number | null = null;
  readonly ws: WebSocket;
  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.ws.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as ServerMessage));
    this.ws.on('close', (code) => (this.closeCode = code));
    this.ws.on('error', () => {});
  }
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }
  async closed(): Promise<number> {
    for (let i = 0; i < 250 && this.closeCode === null; i++) await new Promise((r) => setTimeout(r, 20));
    return this.closeCode ?? -1;
  }
  /** Open after a round trip: the server answered a ping, so it did not refuse this socket. */
  async welcomed(): Promise<boolean> {
    this.ws.send(JSON.stringify({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: [] }));
    for (let i = 0; i < 250; i++) {
      if (this.messages.some((m) => m.t === 'welcome')) return true;
      if (this.closeCode !== null) return false;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }
}

describe('push limits', () => {
  let server: NeraliServer | null = null;
  const clients: Client[] = [];
  const lines: LogLine[] = [];

  async function start(overrides: Partial<ServerConfig> = {}): Promise<string> {
    server = await buildServer(testConfig(overrides), {
      logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `ws://127.0.0.1:${address.port}/x/push`;
  }
  async function connect(url: string, headers?: Record<string, string>): Promise<Client> {
    const client = new Client(url, headers);
    clients.push(client);
    await client.opened();
    return client;
  }

  afterEach(async () => {
    for (const c of clients.splice(0)) c.ws.terminate();
    await server?.app.close();
    server = null;
    lines.length = 0;
  });

  it('[PSH8] closes a socket that sends frames over 4 KiB with 1009, and logs it once at warn', async () => {
    const url = await start();
    const client = await connect(url);
    const big = 'x'.repeat(5000);
    // Several at once: they are all on the wire before the server reads the first.
    for (let i = 0; i < 5; i++) client.ws.send(big);
    expect(await client.closed()).toBe(1009);
    // A second connection does the same: one line each.
    const other = await connect(url);
    for (let i = 0; i < 5; i++) other.ws.send(big);
    expect(await other.closed()).toBe(1009);
    await new Promise((r) => setTimeout(r, 100));
    const about = lines.filter((l) => l.level >= WARN);
    console.log('log lines at warn or above:', JSON.stringify(about).slice(0, 600));
    expect(about.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(about).toHaveLength(2);
    for (const line of about) {
      expect(line.level).toBe(WARN);
      expect(line.msg).toMatch(/too big/);
      expect(JSON.stringify(line)).not.toContain('    at ');
    }
  });

  it('[PSH8] refuses the sockets of one address over the cap with 4008, and frees a place on close', async () => {
    const url = await start({ push: { maxSocketsPerAddress: 3 } });
    const held: Client[] = [];
    for (let i = 0; i < 3; i++) {
      const client = await connect(url);
      expect(await client.welcomed()).toBe(true);
      held.push(client);
    }
    const excess = await connect(url);
    expect(await excess.closed()).toBe(PushCloseCode.tooManyConnections);
    expect(excess.messages).toEqual([expect.objectContaining({ t: 'error', code: 'TOO_MANY_CONNECTIONS' })]);
    expect((excess.messages[0] as ErrorMessage).message).toMatch(/3/);

    held[0]?.ws.close();
    await held[0]?.closed();
    // The server notes the close when its end of the socket closes, a moment after ours: a few tries.
    let accepted = false;
    for (let i = 0; i < 20 && !accepted; i++) {
      accepted = await (await connect(url)).welcomed();
      if (!accepted) await new Promise((r) => setTimeout(r, 100));
    }
    expect(accepted).toBe(true);
    const again = await connect(url);
    expect(await again.closed()).toBe(4008);
  });

  it('[PSH8] counts the address the rest of the server sees: X-Forwarded-For behind TRUST_PROXY, IPv6 by /64', async () => {
    const url = await start({
      push: { maxSocketsPerAddress: 2 },
      accounts: defaultAccountsConfig({ trustProxy: true }),
    });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect(await (await connect(url, from('203.0.113.5'))).welcomed()).toBe(true);
    expect(await (await connect(url, from('203.0.113.5'))).welcomed()).toBe(true);
    expect(await (await connect(url, from('203.0.113.5'))).closed()).toBe(4008);
    // Another address has places of its own.
    expect(await (await connect(url, from('203.0.113.6'))).welcomed()).toBe(true);
    // Two addresses of one IPv6 /64 are one subscriber.
    expect(await (await connect(url, from('2001:db8:1:2::1'))).welcomed()).toBe(true);
    expect(await (await connect(url, from('2001:db8:1:2::ffff'))).welcomed()).toBe(true);
    expect(await (await connect(url, from('2001:db8:1:2:abcd::9'))).closed()).toBe(4008);
  });
});
