/**
 * A TCP proxy on 127.0.0.1 in front of Redis, NATS or PostgreSQL, so a test can cut one node off the
 * bus or its database (every connection reset, new ones refused) and bring it back, as a network
 * outage would.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

const DEFAULT_PORTS: Record<string, number> = {
  'redis:': 6379,
  'nats:': 4222,
  'postgres:': 5432,
  'postgresql:': 5432,
};

export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private down = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** A URL like `target` but through the proxy (Redis, NATS or PostgreSQL). */
  static async inFrontOf(url: string): Promise<{ proxy: TcpProxy; url: string }> {
    const parsed = new URL(url);
    const port = Number(parsed.port) || DEFAULT_PORTS[parsed.protocol];
    if (!port) throw new Error(`no port in ${parsed.protocol} URL`);
    const proxy = new TcpProxy(parsed.hostname, port);
    await proxy.listen();
    parsed.hostname = '127.0.0.1';
    parsed.port = String(proxy.port);
    return { proxy, url: parsed.toString() };
  }

  listen(): Promise<void> {
    const server = createServer((client) => {
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.server = server;
    return new Promise((resolve) =>
      server.listen(this.port, '127.0.0.1', () => {
        const address = server.address();
        if (address && typeof address === 'object') this.port = address.port;
        resolve();
      }),
    );
  }

  /** Resets every connection and refuses new ones until restore(). */
  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
