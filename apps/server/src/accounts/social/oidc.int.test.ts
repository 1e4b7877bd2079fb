/**
 * Social sign-in for real on loopback: an OpenID provider (oidc-provider) issues codes and signed ID
 * tokens; our server runs the whole web flow (start, provider, callback, /v3/loginusingprovider).
 * Tampering is refused: a changed `state`, a changed `nonce`, an ID token from another issuer, an ID
 * token for another client (audience). Facebook's OAuth flow runs against a small Graph stand-in.
 */
import {
  createServer,
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsConfig } from '../config.ts';
import { accountHarness, type AccountHarness } from '../testing.ts';

const APP = 'http://127.0.0.1:1';
const REDIRECT = `${APP}/auth/google/callback`;
const SUBJECT = 'user-1234';

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function openidProvider(issuerUrl?: string) {
  let issuer = '';
  const { server, url } = await listen((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        let result;
        if (details.prompt.name === 'login') {
          result = { login: { accountId: SUBJECT } };
        } else {
          const grant = new provider.Grant({
            accountId: SUBJECT,
            clientId: String(details.params.client_id),
          });
          grant.addOIDCScope('openid email profile');
          result = { consent: { grantId: await grant.save() } };
        }
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      })();
      return;
    }
    void provider.callback()(req, res);
  });
  issuer = issuerUrl ?? url;
  const client = (id: string): ClientMetadata => ({
    client_id: id,
    client_secret: `${id}-secret`,
    redirect_uris: [REDIRECT],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  });
  const provider = new Provider(issuer, {
    clients: [client('nerali'), client('other')],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['test-cookie-key'] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({ sub, email: 'priya@example.in', email_verified: true, name: 'Priya' }),
      };
    },
  });
  return { issuer, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * A provider whose issuer is a forwarding proxy that, at the token endpoint, asks as the client
 * `other`: the ID token is genuine, signed, from the right issuer, but its audience is `other`.
 */
async function otherAudienceProvider() {
  let target = '';
  const { server, url } = await listen((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      let body = Buffer.concat(chunks);
      if (req.url === '/token') {
        const form = new URLSearchParams(body.toString());
        form.set('client_id', 'other');
        form.set('client_secret', 'other-secret');
        body = Buffer.from(form.toString());
      }
      const { port } = new URL(target);
      const forwarded = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, 'content-length': String(body.length) },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.end(body);
    })();
  });
  const op = await openidProvider(url);
  target = op.url;
  return {
    issuer: url,
    close: async () => {
      await op.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Metadata that names itself as the issuer while every endpoint is the real provider's. */
async function tamperingProxy(real: string) {
  let self = '';
  const { server, url } = await listen((req, res) => {
    void (async () => {
      if (req.url === '/.well-known/openid-configuration') {
        const meta = (await (await fetch(`${real}/.well-known/openid-configuration`)).json()) as Record<
          string,
          unknown
        >;
        meta.issuer = self;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(meta));
        return;
      }
      res.statusCode = 404;
      res.end();
    })();
  });
  self = url;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A browser's trip through the provider: follows redirects with its cookies until our callback. */
async function throughProvider(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = start;
  for (let i = 0; i < 10; i++) {
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const url = new URL(location, next);
    if (url.href.startsWith(APP)) return url;
    next = url.href;
  }
  throw new Error('too many redirects');
}

function cookieFrom(setCookie: string | string[] | undefined, name: string): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const value = list.map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)?.[1]).find((v) => v);
  if (!value) throw new Error(`no ${name} cookie`);
  return value;
}

describe('social sign-in against a real OpenID provider on loopback', () => {
  let op: Awaited<ReturnType<typeof openidProvider>>;
  beforeAll(async () => {
    op = await openidProvider();
  });
  afterAll(() => op?.close());

  /** Why the last refusals happened (the callback logs its reason, never a secret). */
  let reasons: string[] = [];
  async function harness(
    google: Partial<NonNullable<AccountsConfig['google']>> = {},
  ): Promise<AccountHarness> {
    reasons = [];
    const stream = {
      write: (line: string) => {
        const { reason = '', detail = '' } = JSON.parse(line) as { reason?: string; detail?: string };
        reasons.push(`${reason} ${detail}`);
      },
    };
    return accountHarness({
      build: { logger: { level: 'warn', stream } },
      config: { publicOrigin: APP },
      accounts: {
        google: {
          issuer: op.issuer,
          clientId: 'nerali',
          clientSecret: 'nerali-secret',
          allowInsecure: true,
          ...google,
        },
      },
    });
  }

  /** start -> (change the provider URL) -> provider -> (change the callback) -> our callback. */
  async function flow(
    h: AccountHarness,
    tamper: { auth?: (u: URL) => void; callback?: (u: URL) => void } = {},
  ) {
    const start = await h.get('/auth/google/start?lang=ta&return=/ta/cricket/');
    expect(start.statusCode).toBe(302);
    const flowCookie = cookieFrom(start.headers['set-cookie'], '__Host-nerali_oauth');
    expect(String(start.headers['set-cookie'])).toContain('HttpOnly; Secure; SameSite=Lax');
    const auth = new URL(String(start.headers.location));
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('nonce')).toBeTruthy();
    tamper.auth?.(auth);
    const back = await throughProvider(auth.href);
    tamper.callback?.(back);
    return h.get(`${back.pathname}${back.search}`, { cookie: `__Host-nerali_oauth=${flowCookie}` });
  }

  it('signs up on the first sign-in (isRegistration), signs in on the next, keyed by issuer and subject', async () => {
    const h = await harness();
    try {
      const callback = await flow(h);
      expect(callback.statusCode).toBe(303);
      expect(callback.headers.location).toBe('/ta/cricket/#signin=google');
      const ticket = cookieFrom(callback.headers['set-cookie'], '__Host-nerali_signin');
      const first = await h.post(
        '/v3/loginusingprovider',
        { provider: 'google', touApproval: true, ppApproval: true, namespace: 'nerali', project: 1 },
        { cookie: `__Host-nerali_signin=${ticket}` },
      );
      expect(first.json()).toMatchObject({ r: 'XY1', isRegistration: true });
      const identity = await h.server.accounts.ctx.store.getIdentity(op.issuer, SUBJECT);
      expect(identity?.accountId).toBe(first.json().id);
      const second = await flow(h);
      const again = await h.post(
        '/v3/loginusingprovider',
        { provider: 'google' },
        {
          cookie: `__Host-nerali_signin=${cookieFrom(second.headers['set-cookie'], '__Host-nerali_signin')}`,
        },
      );
      expect(again.json()).toMatchObject({ r: 'XY1', id: first.json().id, isRegistration: false });
    } finally {
      await h.close();
    }
  });

  it('refuses a changed state', async () => {
    const h = await harness();
    try {
      const res = await flow(h, { callback: (u) => u.searchParams.set('state', 'forged-state') });
      expect(res.headers.location).toBe('/ta/cricket/#signin=failed');
      expect(reasons.join()).toContain('state_mismatch');
      expect(String(res.headers['set-cookie'])).not.toContain('__Host-nerali_signin=');
    } finally {
      await h.close();
    }
  });

  it('refuses an ID token with another nonce', async () => {
    const h = await harness();
    try {
      const res = await flow(h, { auth: (u) => u.searchParams.set('nonce', 'forged-nonce') });
      expect(res.headers.location).toBe('/ta/cricket/#signin=failed');
      expect(reasons.join()).toContain('"nonce" claim');
    } finally {
      await h.close();
    }
  });

  it('refuses a flow without our flow cookie (login CSRF)', async () => {
    const h = await harness();
    try {
      const start = await h.get('/auth/google/start');
      const back = await throughProvider(String(start.headers.location));
      const res = await h.get(`${back.pathname}${back.search}`);
      expect(res.headers.location).toBe('/ta/#signin=failed');
    } finally {
      await h.close();
    }
  });

  it('refuses an ID token from another issuer', async () => {
    const proxy = await tamperingProxy(op.issuer);
    const h = await harness({ issuer: proxy.url });
    try {
      const res = await flow(h);
      expect(res.headers.location).toBe('/ta/cricket/#signin=failed');
      expect(reasons.join()).toContain('"iss" (issuer)');
    } finally {
      await h.close();
      await proxy.close();
    }
  });

  it('refuses an ID token issued to another client (audience)', async () => {
    const other = await otherAudienceProvider();
    const h = await harness({ issuer: other.issuer });
    try {
      const res = await flow(h, { auth: (u) => u.searchParams.set('client_id', 'other') });
      expect(res.headers.location).toBe('/ta/cricket/#signin=failed');
      expect(reasons.join()).toContain('"aud" (audience)');
    } finally {
      await h.close();
      await other.close();
    }
  });
});

describe('Facebook sign-in (OAuth) against a Graph stand-in', () => {
  it('checks that the token was issued to our app, then signs up', async () => {
    let appId = 'fb-app';
    const { server, url } = await listen((req, res) => {
      const u = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (u.pathname === '/dialog') {
        res.statusCode = 302;
        res.setHeader(
          'location',
          `${u.searchParams.get('redirect_uri')}?code=fb-code&state=${u.searchParams.get('state')}`,
        );
        return res.end();
      }
      if (u.pathname === '/oauth/access_token') return res.end(JSON.stringify({ access_token: 'fb-token' }));
      if (u.pathname === '/debug_token')
        return res.end(JSON.stringify({ data: { is_valid: true, app_id: appId, user_id: '998877' } }));
      if (u.pathname === '/me')
        return res.end(JSON.stringify({ id: '998877', name: 'Arun', email: 'arun@example.in' }));
      res.statusCode = 404;
      res.end('{}');
    });
    const h = await accountHarness({
      config: { publicOrigin: APP },
      accounts: {
        facebook: {
          clientId: 'fb-app',
          clientSecret: 'fb-secret',
          dialogUrl: `${url}/dialog`,
          graphUrl: url,
        },
      },
    });
    try {
      const run = async () => {
        const start = await h.get('/auth/facebook/start?lang=en&return=/en/');
        const flowCookie = cookieFrom(start.headers['set-cookie'], '__Host-nerali_oauth');
        const dialog = await fetch(String(start.headers.location), { redirect: 'manual' });
        const back = new URL(String(dialog.headers.get('location')));
        return h.get(`${back.pathname}${back.search}`, { cookie: `__Host-nerali_oauth=${flowCookie}` });
      };
      appId = 'someone-elses-app';
      expect((await run()).headers.location).toBe('/en/#signin=failed');
      appId = 'fb-app';
      const ok = await run();
      expect(ok.headers.location).toBe('/en/#signin=facebook');
      const answer = await h.post(
        '/v3/loginusingprovider',
        { provider: 'facebook', touApproval: true, ppApproval: true, lang: 'en' },
        { cookie: `__Host-nerali_signin=${cookieFrom(ok.headers['set-cookie'], '__Host-nerali_signin')}` },
      );
      expect(answer.json()).toMatchObject({ r: 'XY1', isRegistration: true });
      expect(
        (await h.server.accounts.ctx.store.getIdentity('https://www.facebook.com', '998877'))?.accountId,
      ).toBe(answer.json().id);
    } finally {
      await h.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
