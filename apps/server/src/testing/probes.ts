/**
 * The probes of issue 12 point 7: generated inputs for every surface anyone outside can reach (feed
 * names, ingest bodies, account bodies, page paths and queries, WebSocket frames), sent over real
 * sockets to a listening server, with a tally of what it answered. `probe.int.test.ts` runs about
 * 1,000 per surface in `npm test`; `bench/probe.ts` runs 10,000+ per surface with the crash, slow
 * consumer and load probes.
 *
 * The one rule every surface checks: the server answers every input with a status below 500 (or, for
 * a socket, a close code of the protocol), and stays up. Inputs are deterministic per seed
 * (`fc.sample`), so a failure names the input and can be sent again. Loopback only; every loop is
 * bounded by its count.
 */
import http from 'node:http';
import { PUSH_MAX_SUBJECTS, PUSH_PROTOCOL_VERSION } from '@nerali/domain';
import fc from 'fast-check';
import WebSocket from 'ws';
import { DETAIL_ROUTES } from '../ingest/document-routes.ts';
import { INGEST_PREFIX } from '../ingest/routes.ts';
import { india, isl, match, team } from '../ingest/testing.ts';
import { anyText } from './fuzz.ts';

// ---- JSON bodies: paths, edits ----

export type JsonPath = (string | number)[];

/** Every path (as keys) to a member of the value, the root excluded. */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}

/** Paths to every string member of a value. */
export function textPathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => textPathsOf(v, [...prefix, k]));
}

/** A copy of `value` with the member at `path` replaced (`undefined`: removed). */
export function editAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement !== undefined) parent[last] = replacement;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

/** Values that are often almost right: what a client's or a provider's bug sends. */
export const plausibleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: -2, max: 120 }),
  fc.constantFrom(0, -0, -1, 1e308, 2 ** 53 + 1, 0.5, '', 'x'.repeat(130), null, true, [], {}),
  fc.constantFrom('chennaiyin', 'kerala', 'ghost', 'live', 'secondHalf', 'home', 'draw', 'W', '1-0'),
  anyText(24),
);

/**
 * A valid example changed the ways clients and providers get it wrong: a text member replaced by
 * arbitrary Unicode (lone surrogates and NUL included), any member replaced by a plausible value or
 * removed, an unknown member added, or the whole body replaced by arbitrary JSON.
 */
export function mutatedBody(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(example);
  const texts = textPathsOf(example);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: fc.constant(example) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), plausibleValue)
        .map(([path, value]) => editAt(example, path, value)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...paths).map((path) => editAt(example, path, undefined)) },
    {
      weight: 1,
      arbitrary: fc.tuple(anyText(12), plausibleValue).map(([key, value]) => editAt(example, [key], value)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  ];
  if (texts.length > 0) {
    options.push({
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...texts), anyText(40))
        .map(([path, text]) => editAt(example, path, text)),
    });
  }
  return fc.oneof(...options);
}

// ---- the world the probes name ----

/** Ids of the small world `seedWorld` writes through the ingest API, for inputs that name it. */
export interface ProbeWorld {
  /** Our event id (`g_1_...`), league id, participant ids. */
  eventId: string;
  leagueId: string;
  participantIds: string[];
  ingestKey: string;
}

/** Owners of each detail route's document in the probe's world (the README's walk-through ids). */
export const DETAIL_OWNER: Record<string, string> = {
  season: 'isl-2027',
  player: 'chhangte',
  bookmaker: 'acmebet',
  incidents: 'isl-2026-m1',
  lineups: 'isl-2026-m1',
  statistics: 'isl-2026-m1',
  odds: 'isl-2026-m1',
  standings: 'isl-2026',
  draw: 'isl-2026',
  squad: 'chennaiyin',
  transfers: 'chennaiyin',
  injuries: 'chennaiyin',
  ranking: 'isl-power',
  news: 'chennaiyin-top',
  video: 'm1-highlights',
  matchInfo: 'isl-2026-m1',
};

/** Every ingest write as a template: method, path under the prefix, a valid example body. */
export interface IngestTemplate {
  method: 'PUT' | 'PATCH';
  path: string;
  /** The batch item kind of this write. */
  kind: string;
  id: string;
  example: Record<string, unknown>;
}

export const INGEST_TEMPLATES: readonly IngestTemplate[] = [
  { method: 'PUT', path: '/countries/in', kind: 'country', id: 'in', example: { ...india() } },
  {
    method: 'PUT',
    path: '/competitions/isl-2026',
    kind: 'competition',
    id: 'isl-2026',
    example: { ...isl() },
  },
  {
    method: 'PUT',
    path: '/participants/chennaiyin',
    kind: 'participant',
    id: 'chennaiyin',
    example: { ...team('Chennaiyin FC'), shortName: 'CFC' },
  },
  {
    method: 'PUT',
    path: '/participants/kerala',
    kind: 'participant',
    id: 'kerala',
    example: { ...team('Kerala Blasters') },
  },
  {
    method: 'PUT',
    path: '/events/isl-2026-m1',
    kind: 'event',
    id: 'isl-2026-m1',
    example: { ...match(), gameTime: '12' },
  },
  {
    method: 'PATCH',
    path: '/events/isl-2026-m1',
    kind: 'eventUpdate',
    id: 'isl-2026-m1',
    example: { seq: 1, homeScore: '1' },
  },
  ...DETAIL_ROUTES.map((r) => {
    const id = DETAIL_OWNER[r.kind] ?? r.kind;
    return { method: 'PUT' as const, path: r.url.replace(':id', id), kind: r.kind, id, example: r.example };
  }),
];

/** Writes the probe's world (country, league, two teams, a live match, a player, a bookmaker). */
export async function seedWorld(origin: string, ingestKey: string): Promise<ProbeWorld> {
  const ids: Record<string, string> = {};
  for (const t of INGEST_TEMPLATES) {
    if (t.method !== 'PUT') continue;
    const res = await send(origin, {
      method: 'PUT',
      path: `${INGEST_PREFIX}${t.path}`,
      headers: { authorization: `Bearer ${ingestKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(t.example),
    });
    if (res.status !== 200) throw new Error(`seeding ${t.path}: ${res.status} ${res.body.slice(0, 300)}`);
    ids[t.path] = (JSON.parse(res.body) as { id: string }).id;
  }
  return {
    eventId: ids['/events/isl-2026-m1'] ?? '',
    leagueId: ids['/competitions/isl-2026'] ?? '',
    participantIds: [ids['/participants/chennaiyin'] ?? '', ids['/participants/kerala'] ?? ''],
    ingestKey,
  };
}

// ---- HTTP over a raw socket ----

export interface ProbeRequest {
  method: string;
  /** Sent as it is: the probe, not the client library, decides what the path holds. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A loopback address to send from (127.0.0.x), so per-address limits see many clients. */
  localAddress?: string;
}

export interface ProbeAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agents = new Map<string, http.Agent>();
function agentFor(localAddress: string | undefined): http.Agent {
  const key = localAddress ?? '';
  let agent = agents.get(key);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 16, ...(localAddress ? { localAddress } : {}) });
    agents.set(key, agent);
  }
  return agent;
}

/** Closes the keep-alive sockets of every request sent so far. */
export function closeProbeSockets(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/** One request; a status of 0 is a connection error (the message is the body). */
export function send(origin: string, request: ProbeRequest): Promise<ProbeAnswer> {
  const url = new URL(origin);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error('probes are loopback only');
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent: agentFor(request.localAddress),
        timeout: 30_000,
      });
    } catch (err) {
      // The client library refused the input (a character it will not put on the wire): not sent.
      resolve({ status: -1, headers: {}, body: String(err) });
      return;
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', (err) => resolve({ status: 0, headers: {}, body: String(err) }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, headers: {}, body: String(err) }));
    if (request.body !== undefined) req.end(request.body);
    else req.end();
  });
}

/**
 * ASCII an HTTP client puts on the wire as it is; anything else percent-encoded as UTF-8, and a lone
 * surrogate as the bytes of one (ED A0 80: not UTF-8, so the server must cope with the decoding).
 */
export function pathText(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) out += '%ED%A0%80';
    else if (/^[\x21-\x7e]$/.test(ch) && ch !== '?' && ch !== '#') out += ch;
    else out += encodeURIComponent(ch);
  }
  return out;
}

// ---- the surfaces ----

export interface Tally {
  surface: string;
  sent: number;
  statuses: Record<string, number>;
  /** Inputs answered 5xx (or closed with a code outside the protocol), with their answers: the first 10. */
  failures: { input: string; answer: string }[];
  failureCount: number;
  /** Inputs the client library would not send (not the server's doing). */
  unsent: number;
}

function newTally(surface: string): Tally {
  return { surface, sent: 0, statuses: {}, failures: [], failureCount: 0, unsent: 0 };
}

function fail(tally: Tally, input: string, answer: string): void {
  tally.failureCount += 1;
  if (tally.failures.length < 10)
    tally.failures.push({ input: input.slice(0, 400), answer: answer.slice(0, 400) });
}

/** Runs `count` inputs, `concurrency` at a time. */
async function each<T>(
  inputs: readonly T[],
  concurrency: number,
  run: (input: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, inputs.length) }, async () => {
      while (next < inputs.length) await run(inputs[next++] as T);
    }),
  );
}

export interface ProbeOptions {
  origin: string;
  count: number;
  seed: number;
  concurrency?: number;
}

async function probeHttp(
  surface: string,
  requests: fc.Arbitrary<ProbeRequest>,
  options: ProbeOptions,
  check?: (request: ProbeRequest, answer: ProbeAnswer) => string | null,
): Promise<Tally> {
  const tally = newTally(surface);
  const inputs = fc.sample(requests, { numRuns: options.count, seed: options.seed });
  await each(inputs, options.concurrency ?? 8, async (request) => {
    const answer = await send(options.origin, request);
    if (answer.status === -1) {
      tally.unsent += 1;
      return;
    }
    tally.sent += 1;
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
    const input = `${request.method} ${request.path} ${typeof request.body === 'string' ? request.body : ''}`;
    if (answer.status === 0 || answer.status >= 500) fail(tally, input, `${answer.status} ${answer.body}`);
    else {
      const problem = check?.(request, answer);
      if (problem) fail(tally, input, problem);
    }
  });
  return tally;
}

/** Feed names: the catalogue's forms with parts changed, and names that are anything at all. */
export function feedRequests(world: ProbeWorld): fc.Arbitrary<ProbeRequest> {
  const event = world.eventId.replace(/^g_/, '');
  const league = world.leagueId;
  const participant = world.participantIds[0] ?? 'x';
  const names = [
    'f_1_0_330_ta_1',
    'f_13_-1_-300_en_1',
    'f_0_7_0_ta_1',
    'u_1_1',
    'r_0_1',
    'r_1_1',
    'sys_1',
    `g_1_${event}`,
    `dc_1_${event}`,
    `d_su_${event}_ta_1`,
    `d_od_${event}_ta_1_eu`,
    `df_sui_1_${event}`,
    `df_hh_1_${event}`,
    `df_li_1_${event}`,
    `df_st_1_${event}`,
    `df_lod2_1_${event}_1`,
    `df_lcpo_1_${event}_0`,
    `mop_1_${event}`,
    `t_${league}_ta_1`,
    `ts_${league}_ta_1`,
    `td_${league}_en_1`,
    `tf_${league}_1_ta`,
    `tr_${league}_2_en`,
    `s_${league}_ta_1`,
    `c_1_in_ta_1`,
    `cl_1_ta_1`,
    `p_${participant}_ta_1`,
    `pf_${participant}_1_ta`,
    `pl_330_${participant}_1_ta`,
    `pe_${participant}_ta`,
    'fm_0_1_ta',
    'nl_0_ta_1',
  ];
  const part = fc.oneof(
    fc.constantFrom(
      '-1',
      '0',
      '99999999999',
      '1e308',
      'NaN',
      '-0',
      '00',
      '',
      'ta',
      'en',
      '330',
      '-720',
      '%00',
    ),
    fc.constantFrom('..', '%2e%2e', '..%2f', '%c0%ae', '%252e', '\\', '%', '%zz', 'x'.repeat(1000)),
    anyText(12).map(pathText),
  );
  const name = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...names) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.nat(), part, fc.constantFrom('replace', 'drop', 'add'))
        .map(([n, i, p, how]) => {
          const parts = n.split('_');
          const at = i % parts.length;
          if (how === 'replace') parts[at] = p;
          else if (how === 'drop') parts.splice(at, 1);
          else parts.splice(at, 0, p);
          return parts.join('_');
        }),
    },
    { weight: 2, arbitrary: anyText(60).map(pathText) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((n) => 'f_'.repeat(n / 2)) },
  );
  const fsign = fc.oneof(
    fc.constantFrom('', 'zz.1', 'a.b.c', '0.0', `${'9'.repeat(40)}.1`),
    anyText(20).map(pathText),
  );
  return fc.tuple(name, fc.option(fsign, { nil: undefined }), fc.boolean()).map(([n, sign, conditional]) => ({
    method: 'GET',
    path: `/x/feed/${n}`,
    headers: {
      'accept-encoding': 'br, gzip',
      ...(sign === undefined ? {} : { 'x-fsign': sign }),
      ...(conditional ? { 'if-none-match': '"x.y.z"' } : {}),
    },
  }));
}

/** Ingest writes of every endpoint, mutated; batches of them; wrong keys, types and bodies. */
export function ingestRequests(world: ProbeWorld): fc.Arbitrary<ProbeRequest> {
  const auth = { authorization: `Bearer ${world.ingestKey}`, 'content-type': 'application/json' };
  const seq = fc.integer({ min: 0, max: 2 ** 40 });
  const id = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom('isl-2026-m1', 'chennaiyin', 'kerala', 'in', 'isl-2026', 'new-1'),
    },
    { weight: 1, arbitrary: anyText(70).map(pathText) },
  );
  const single = fc
    .tuple(fc.constantFrom(...INGEST_TEMPLATES), fc.nat({ max: 1000 }), seq, fc.boolean())
    .chain(([t, , s, keepId]) =>
      fc
        .tuple(mutatedBody({ ...t.example, seq: s }), keepId ? fc.constant(t.id) : id)
        .map(([body, target]) => ({
          t,
          body,
          target,
        })),
    );
  const write = single.map(({ t, body, target }) => ({
    method: t.method,
    path: `${INGEST_PREFIX}${t.path.replace(t.id, target)}`,
    headers: auth,
    body: JSON.stringify(body),
  }));
  const batch = fc.array(single, { minLength: 1, maxLength: 8 }).map((items) => ({
    method: 'POST',
    path: `${INGEST_PREFIX}/batch`,
    headers: auth,
    body: JSON.stringify({
      items: items.map(({ t, body, target }) => ({ kind: t.kind, id: target, data: body })),
    }),
  }));
  const odd = fc.oneof(
    fc.constantFrom(
      '{',
      '{"seq":',
      '[]',
      'null',
      '"x"',
      '{"seq":1}'.repeat(3),
      '\ufeff{"seq":1}',
      '{"a":' + '['.repeat(5000),
    ),
    anyText(80),
  );
  const malformed = fc
    .tuple(
      fc.constantFrom(...INGEST_TEMPLATES),
      odd,
      fc.constantFrom(
        auth,
        { ...auth, 'content-type': 'text/plain' },
        { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-type': 'application/json' },
        { ...auth, authorization: 'Bearer nrl_garbage_x' },
        { ...auth, authorization: `Bearer ${'a'.repeat(9000)}` },
      ),
    )
    .map(([t, body, headers]) => ({ method: t.method, path: `${INGEST_PREFIX}${t.path}`, headers, body }));
  return fc.oneof(
    { weight: 6, arbitrary: write },
    { weight: 2, arbitrary: batch },
    { weight: 2, arbitrary: malformed },
  );
}

/** Every account endpoint that takes a body (spec 2 §7: v3, v4, v5). */
export const ACCOUNT_POSTS = [
  '/v3/registration',
  '/v3/login',
  '/v3/loginusingprovider',
  '/v3/verification',
  '/v3/verifyaccount',
  '/v3/deleteaccount',
  '/v3/logout',
  '/v3/passwordchange',
  '/v3/forgottenpassword',
  '/v3/storemergeddata',
  '/v3/update-user',
  '/v3/setappversion',
  '/v4/getdata',
  '/v5/accounts/forgotten-password',
  '/v5/users/me/terms-agreements',
  '/v5/users/me/marketing-approval',
  '/v5/users/me/marketing-consent',
] as const;

/** Every account endpoint with a body that is right, nearly right or anything, from many addresses. */
export function accountRequests(): fc.Arbitrary<ProbeRequest> {
  const posts = ACCOUNT_POSTS;
  const example: Record<string, unknown> = {
    email: 'probe@example.in',
    password: 'Kabaddi#Raid7',
    newpassword: 'Kabaddi#Raid8',
    namespace: 'nerali',
    project: 1,
    loggedIn: { id: 'abcdefghijklmnop', hash: 'h'.repeat(43) },
    dataDiff: { merge: { mygames: { g_1_abcdefgh: 1 } }, unmerge: [] },
    name: 'ரவி',
    provider: 'google',
  };
  const body = fc.oneof(
    { weight: 6, arbitrary: mutatedBody(example).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.constantFrom('{', '', '[]', '{"email":"x"}', '{"__proto__":{"a":1}}') },
  );
  const address = fc.integer({ min: 2, max: 250 }).map((n) => `127.0.0.${n}`);
  const post = fc
    .tuple(fc.constantFrom(...posts), body, address, fc.boolean())
    .map(([path, b, localAddress, basic]) => ({
      method: 'POST',
      path,
      localAddress,
      body: b,
      headers: {
        'content-type': 'application/json',
        ...(basic
          ? { authorization: `Basic ${Buffer.from('abcdefghijklmnop:nothash').toString('base64')}` }
          : {}),
      },
    }));
  const get = fc
    .tuple(
      fc.constantFrom(
        '/v5/terms/tou/documents',
        '/v5/terms/pp/documents/1',
        '/v5/users/me/terms',
        '/auth/providers',
        '/auth/google/start',
      ),
      fc.option(anyText(30).map(pathText), { nil: undefined }),
      address,
    )
    .map(([path, query, localAddress]) => ({
      method: 'GET',
      path: query === undefined ? path : `${path}?return=${query}&lang=${query}`,
      localAddress,
    }));
  return fc.oneof({ weight: 5, arbitrary: post }, { weight: 1, arbitrary: get });
}

/** The longest Location header a page may send (a redirect echoing a 16 KB query broke clients). */
export const MAX_LOCATION_BYTES = 8 * 1024;

/** Page paths of every route, with segments and queries changed; /theme/ with hostile returns. */
export function pageRequests(world: ProbeWorld): fc.Arbitrary<ProbeRequest> {
  const event = world.eventId;
  const league = world.leagueId;
  const team0 = world.participantIds[0] ?? 'x';
  const paths = [
    '/',
    '/ta/',
    '/en/',
    '/xx/',
    '/ta/cricket/',
    '/en/kabaddi/',
    '/ta/motorsport/',
    '/ta/golf/',
    `/ta/match/${event}/`,
    `/en/match/${event}/odds/`,
    `/ta/football/league/${league}/`,
    `/ta/football/league/${league}/standings/`,
    `/ta/football/team/${team0}/`,
    `/ta/football/team/${team0}/results/`,
    '/ta/football/player/chhangte/',
    '/ta/tennis/rankings/',
    '/ta/football/country/in/',
    '/ta/news/',
    '/ta/news/chennaiyin-top/',
    '/ta/video/m1-highlights/',
    '/ta/search/',
    '/ta/favourites/',
    '/ta/favourites/leagues/',
    '/ta/mobile/',
    '/ta/account/',
    '/ta/terms/',
    '/en/privacy/',
    '/sitemap.xml',
    '/theme/',
    '/docs',
    '/docs/json',
    '/static/flags/in.svg',
    '/healthz',
  ];
  // Each list's values equally often (constantFrom favours its first value in small runs).
  const oneOf = (...values: string[]) =>
    fc.integer({ min: 0, max: values.length - 1 }).map((i) => values[i] as string);
  const segment = fc.oneof(
    oneOf('..', '%2e%2e', '..%2f', '%c0%ae', '%00', '%', '%zz', '//evil.example', '\\evil', 'x'.repeat(3000)),
    oneOf('%0A', '%09', '%0D', '%5C', '%2F', '%7F', '%E2%80%A8', '%ED%A0%80'),
    anyText(16).map(pathText),
  );
  const path = fc.oneof(
    { weight: 3, arbitrary: oneOf(...paths) },
    {
      weight: 4,
      arbitrary: fc.tuple(oneOf(...paths), fc.nat(), segment).map(([p, i, s]) => {
        const parts = p.split('/');
        const at = 1 + (i % Math.max(parts.length - 2, 1));
        parts[at] = s;
        return parts.join('/');
      }),
    },
    { weight: 1, arbitrary: anyText(40).map((t) => `/${pathText(t)}`) },
  );
  const key = fc.constantFrom(
    'day',
    'tz',
    'tab',
    'to',
    'set',
    'q',
    '_data',
    'page',
    'lang',
    '__proto__[x]',
    'a',
    'b',
  );
  const value = fc.oneof(
    fc.constantFrom('1', '-1', '1e308', '99999999', 'NaN', 'dark', 'light', 'odds', '', 'x'.repeat(8000)),
    fc.constantFrom(
      '/%09/evil.example/',
      '/%0a/x',
      '/%0d/x',
      '/%00x',
      '/%E2%80%A8x',
      '//evil.example/',
      'https://evil.example/',
      '/\\evil',
    ),
    anyText(30).map(pathText),
  );
  const query = fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
  return fc
    .tuple(path, query, fc.constantFrom(undefined, 'theme=dark', 'tz=-300', 'tz=x; theme=%00'))
    .map(([p, q, cookie]) => ({
      method: 'GET',
      path: q ? `${p}?${q}` : p,
      headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
    }));
}

/** A redirect stays on this site and keeps its Location short. */
function checkRedirect(origin: string) {
  return (_request: ProbeRequest, answer: ProbeAnswer): string | null => {
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || location === undefined) return null;
    if (Buffer.byteLength(location) > MAX_LOCATION_BYTES)
      return `Location of ${Buffer.byteLength(location)} bytes`;
    const target = new URL(location, origin);
    return target.origin === new URL(origin).origin ? null : `redirect off-site to ${target.href}`;
  };
}

export const probeFeeds = (world: ProbeWorld, o: ProbeOptions) =>
  probeHttp('feed names', feedRequests(world), o);
export const probeIngest = (world: ProbeWorld, o: ProbeOptions) =>
  probeHttp('ingest bodies', ingestRequests(world), o);
export const probeAccounts = (o: ProbeOptions) => probeHttp('account bodies', accountRequests(), o);
export const probePages = (world: ProbeWorld, o: ProbeOptions) =>
  probeHttp('page paths and queries', pageRequests(world), o, checkRedirect(o.origin));

// ---- WebSocket frames ----

/** Close codes a push connection may end with: normal, going away, too big, and the protocol's 4xxx. */
export function isProtocolClose(code: number): boolean {
  return code === 1000 || code === 1001 || code === 1006 || code === 1009 || (code >= 4000 && code < 5000);
}

/** What a client may send on /x/push: good frames, nearly good ones, junk, and oversize ones. */
/** A frame as generated: text, bytes, or the length of an oversize one (made only when sent). */
export type ProbeFrame = string | Buffer | { oversize: number };

export function wsFrames(world: ProbeWorld, maxFrameBytes: number): fc.Arbitrary<ProbeFrame[]> {
  const subject = fc.oneof(
    fc.constantFrom(
      'u_1_1',
      'sys_1',
      'service',
      `g_1_${world.eventId.replace(/^g_1_/, '')}`,
      'user_abcdefghijklmnop',
      'u_99_1',
    ),
    anyText(41),
  );
  const subs = fc.oneof(
    fc.array(subject, { maxLength: 6 }),
    fc.constant(Array.from({ length: PUSH_MAX_SUBJECTS + 1 }, (_, i) => `g_1_abcdefg${i}`)),
    fc.constant(Array.from({ length: 5000 }, () => 'u_1_1')),
  );
  const version = fc.oneof(
    fc.constant(PUSH_PROTOCOL_VERSION),
    fc.constantFrom(0, -1, 1e308, '1', null, 2, 99),
  );
  const auth = fc.option(fc.record({ id: anyText(20), hash: anyText(50) }), { nil: undefined });
  const message = fc.oneof(
    { weight: 4, arbitrary: fc.record({ t: fc.constant('hello'), v: version, subs, auth }) },
    { weight: 3, arbitrary: fc.record({ t: fc.constantFrom('sub', 'unsub'), subs, auth }) },
    { weight: 1, arbitrary: fc.constant({ t: 'ping' }) },
    { weight: 2, arbitrary: fc.record({ t: anyText(8) }, { requiredKeys: [] }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  const frame = fc.oneof(
    { weight: 8, arbitrary: message.map((m) => JSON.stringify(m)) },
    { weight: 2, arbitrary: anyText(60) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)) },
    // Its length only: 10,000 sessions of frames up to 5 MiB made up front would not fit in memory.
    { weight: 1, arbitrary: fc.integer({ min: 4097, max: maxFrameBytes }).map((n) => ({ oversize: n })) },
  );
  return fc.array(frame, { minLength: 1, maxLength: 5 });
}

/**
 * Sessions on /x/push, each a few frames: the server answers frames with messages or closes with a
 * protocol close code, and never crashes (a fresh hello afterwards is welcomed: checked by callers).
 */
export async function probeSockets(
  world: ProbeWorld,
  o: ProbeOptions & { maxFrameBytes: number; addresses?: number },
): Promise<Tally> {
  const tally = newTally('WebSocket frames');
  const sessions = fc.sample(wsFrames(world, o.maxFrameBytes), { numRuns: o.count, seed: o.seed });
  const wsOrigin = o.origin.replace(/^http/, 'ws');
  let n = 0;
  await each(sessions, o.concurrency ?? 8, async (frames) => {
    const localAddress = `127.0.0.${2 + ((n++ * 7) % (o.addresses ?? 200))}`;
    const outcome = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`${wsOrigin}/x/push`, { localAddress });
      let settled = false;
      const done = (what: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(what);
        ws.terminate();
      };
      // A session that neither fails nor closes within this is still a live, sane connection.
      const timer = setTimeout(() => done('open'), 2_000);
      ws.on('open', () => {
        for (const f of frames)
          ws.send(typeof f === 'object' && 'oversize' in f ? Buffer.alloc(f.oversize, 120) : f);
        ws.send(JSON.stringify({ t: 'ping' }));
      });
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.includes('"pong"')) done('pong');
      });
      ws.on('close', (code) => done(`close ${code}`));
      ws.on('error', (err) => done(`error ${err.message}`));
    });
    tally.sent += frames.length;
    tally.statuses[outcome] = (tally.statuses[outcome] ?? 0) + 1;
    const code = Number(/^close (\d+)/.exec(outcome)?.[1] ?? NaN);
    const failed = outcome.startsWith('error')
      ? !/1009|Max payload|ECONNRESET|socket hang up/.test(outcome)
      : Number.isFinite(code) && !isProtocolClose(code);
    if (failed) fail(tally, frames.map(describeFrame).join(' | '), outcome);
  });
  return tally;
}

function describeFrame(f: ProbeFrame): string {
  if (typeof f === 'string') return f.slice(0, 80);
  return 'oversize' in f ? `<${f.oversize} bytes of x>` : `<${f.length} binary bytes>`;
}

/** One hello after everything: the push service still welcomes a client. */
export async function pushStillWelcomes(origin: string): Promise<boolean> {
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/x/push`);
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5_000);
      ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['u_1_1'] })));
      ws.on('message', (data) => {
        if (data.toString().includes('"welcome"')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      ws.on('error', () => resolve(false));
    });
  } finally {
    ws.terminate();
  }
}

/** A tally as one line: surface, inputs, failures, statuses. */
export function formatTally(t: Tally): string {
  const statuses = Object.entries(t.statuses)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return `${t.surface}: ${t.sent} sent${t.unsent ? ` (${t.unsent} unsendable)` : ''}, ${t.failureCount} failures (5xx / off-protocol) · ${statuses}`;
}
