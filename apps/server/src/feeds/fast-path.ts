/**
 * The cached feed answers, given ahead of Fastify (../fast-path.ts): GET and HEAD of the full, update,
 * repair and system feeds, 200 and 304, with the same status, headers and bytes as routes.ts plus the
 * hooks that run on it (security.ts onSend, geo/feed-headers.ts onSend, the /metrics counter). Anything
 * else falls through to Fastify: catalogue and bookmaker feeds (geo), unknown names (404), URLs with a
 * query or an escape, requests asking for geo or time headers, a forwarded protocol, `ACCESS_LOG=all`.
 *
 * Cost of a hit: a Map lookup by the raw URL, two integer compares and a clock read (is the cached body
 * still current?), then writeHead/end with headers prepared once per body and encoding. No promise,
 * no hook, no feed name parsed, no cache key built (issue 18: 14 % of a feed request's CPU went to
 * rebuilding the key of a body already cached). The If-None-Match compare comes first: a 304 costs
 * less than a 200.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  dayBounds,
  FEED_PATH_PREFIX,
  type FeedName,
  GEO_REQUEST_HEADER,
  isSportId,
  parseFeedName,
  UTIME_REQUEST_HEADER,
} from '@nerali/domain';
import { API_POLICY, HSTS, SECURITY_HEADERS } from '../accounts/security.ts';
import type { FeedEngine } from '../engine/engine.ts';
import type { ChangeLog } from '../engine/change-log.ts';
import type { Clock } from '../engine/port.ts';
import type { FastHandler } from '../fast-path.ts';
import { VARY_ASKING } from '../geo/feed-headers.ts';
import type { StatusTally } from '../metrics/metrics.ts';
import { type ContentEncoding, type EncodedBody, pickEncoding } from './encoded.ts';
import type { FeedService } from './feed-service.ts';
import { CACHE_FULL, CACHE_NONE, VARY_UPDATE } from './routes.ts';

/** Raw URLs remembered (with what they name); beyond this the map starts again (bounded memory). */
const MAX_URLS = 2048;
/** Accept-Encoding values remembered with the encoding they pick. */
const MAX_ACCEPT_VALUES = 256;

export interface FeedFastPathOptions {
  engine: FeedEngine;
  feeds: FeedService;
  clock: Clock;
  /** PUBLIC_ORIGIN is https: every answer carries HSTS (security.ts). */
  httpsOrigin: boolean;
  /** TRUST_PROXY is on: a forwarded protocol decides HSTS; such requests go to Fastify unless httpsOrigin. */
  trustProxy: boolean;
  /** Counts answered here for /metrics (the feed route's label). */
  tally: StatusTally;
}

/** Headers and bytes of one body, made once and shared by every request for it. */
class Answers {
  readonly etag: string;
  readonly notModified: OutgoingHttpHeaders;
  private readonly byEncoding: Partial<
    Record<ContentEncoding, { headers: OutgoingHttpHeaders; bytes: Buffer }>
  > = {};

  constructor(
    readonly body: EncodedBody,
    private readonly lead: readonly (readonly [string, string])[],
    private readonly security: readonly (readonly [string, string])[],
  ) {
    this.etag = body.etag;
    this.notModified = Object.fromEntries([...lead, ...security]);
  }

  forEncoding(accepted: ContentEncoding): { headers: OutgoingHttpHeaders; bytes: Buffer } {
    let answer = this.byEncoding[accepted];
    if (answer === undefined) {
      const { body: bytes, encoding } = this.body.forEncoding(accepted);
      answer = {
        bytes,
        headers: Object.fromEntries([
          ...this.lead,
          ...(encoding === 'identity' ? [] : [['content-encoding', encoding] as const]),
          ['content-type', 'text/plain; charset=utf-8'],
          ...this.security,
          ['content-length', String(bytes.length)],
        ]),
      };
      this.byEncoding[accepted] = answer;
    }
    return answer;
  }
}

type Entry =
  | { kind: 'none' }
  | {
      kind: 'full';
      feed: Extract<FeedName, { kind: 'full' }>;
      log: ChangeLog;
      /** What the body was current for: the sport's change seq, the reference data's, the local day. */
      seq: number;
      referenceSeq: number;
      untilMs: number;
      answers: Answers | null;
    }
  | {
      kind: 'update';
      sportId: number;
      log: ChangeLog;
      /** The current signature and the seq it was formatted at. */
      sign: string;
      signSeq: number;
      /** The last body answered, to the signature given, at the seq: most polls repeat one. */
      lastGiven: string | undefined;
      lastSeq: number;
      last: Answers | null;
    }
  | { kind: 'repair'; sportId: number }
  | { kind: 'system' };

export function feedFastPath(options: FeedFastPathOptions): FastHandler {
  const { engine, feeds, clock, httpsOrigin, trustProxy, tally } = options;
  const security: [string, string][] = [
    ...SECURITY_HEADERS.map(([name, value]) => [name, value] as [string, string]),
    ...(httpsOrigin ? [['strict-transport-security', HSTS] as [string, string]] : []),
    ['content-security-policy', API_POLICY],
  ];
  const varyShared = `accept-encoding, ${VARY_ASKING}`;
  const varyUpdate = `${VARY_UPDATE}, ${VARY_ASKING}`;
  const updateNotModified: OutgoingHttpHeaders = Object.fromEntries([
    ['vary', varyUpdate],
    ['cache-control', CACHE_NONE],
    ...security,
  ]);

  // One Answers per body; the feed service keeps a body for as long as its version holds.
  const answersOf = new WeakMap<EncodedBody, Answers>();
  const answers = (body: EncodedBody, cacheControl: string, update: boolean): Answers => {
    let found = answersOf.get(body);
    if (found === undefined) {
      const lead: [string, string][] = update
        ? [
            ['vary', varyUpdate],
            ['cache-control', cacheControl],
            ['etag', body.etag],
          ]
        : [
            ['cache-control', cacheControl],
            ['etag', body.etag],
            ['vary', varyShared],
          ];
      found = new Answers(body, lead, security);
      answersOf.set(body, found);
    }
    return found;
  };

  const encodings = new Map<string, ContentEncoding>();
  const encodingOf = (header: string | undefined): ContentEncoding => {
    if (header === undefined) return 'identity';
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      encoding = pickEncoding(header);
      if (encodings.size >= MAX_ACCEPT_VALUES) encodings.clear();
      encodings.set(header, encoding);
    }
    return encoding;
  };

  const entries = new Map<string, Entry>();
  const entryOf = (url: string): Entry => {
    let entry = entries.get(url);
    if (entry !== undefined) return entry;
    entry = { kind: 'none' };
    // Fastify decodes escapes and drops the query before routing: those URLs are left to it.
    const name = url.slice(FEED_PATH_PREFIX.length);
    const plain = !name.includes('?') && !name.includes('%') && !name.includes('/');
    const feed = plain ? parseFeedName(name, isSportId) : null;
    if (feed?.kind === 'full') {
      const log = engine.log(feed.sportId);
      entry = { kind: 'full', feed, log, seq: -1, referenceSeq: -1, untilMs: 0, answers: null };
    } else if (feed?.kind === 'update') {
      const log = engine.log(feed.sportId);
      entry = {
        kind: 'update',
        sportId: feed.sportId,
        log,
        sign: '',
        signSeq: -1,
        lastGiven: undefined,
        lastSeq: -1,
        last: null,
      };
    } else if (feed?.kind === 'repair') {
      entry = { kind: 'repair', sportId: feed.sportId };
    } else if (feed?.kind === 'system') {
      entry = { kind: 'system' };
    }
    if (entries.size >= MAX_URLS) entries.clear();
    entries.set(url, entry);
    return entry;
  };

  const send = (req: IncomingMessage, res: ServerResponse, found: Answers): true => {
    if (req.headers['if-none-match'] === found.etag) {
      res.writeHead(304, found.notModified);
      res.end();
      tally.notModified += 1;
      return true;
    }
    const { headers, bytes } = found.forEncoding(encodingOf(req.headers['accept-encoding']));
    res.writeHead(200, headers);
    // A HEAD answer drops the body (node:http), keeping the content-length: as Fastify answers HEAD.
    res.end(bytes);
    tally.ok += 1;
    return true;
  };

  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = req.url;
    if (url === undefined || !url.startsWith(FEED_PATH_PREFIX)) return false;
    const headers = req.headers;
    // Personal answers (geo/feed-headers.ts): Fastify's hook adds them.
    if (headers[GEO_REQUEST_HEADER] === '1' || headers[UTIME_REQUEST_HEADER] === '1') return false;
    if (!httpsOrigin) {
      // HSTS depends on the protocol the request came over: Fastify's request.protocol decides.
      if ((req.socket as { encrypted?: boolean }).encrypted) return false;
      if (trustProxy && headers['x-forwarded-proto'] !== undefined) return false;
    }
    const entry = entryOf(url);
    switch (entry.kind) {
      case 'none':
        return false;
      case 'full': {
        const now = clock();
        if (
          entry.answers === null ||
          entry.log.seq !== entry.seq ||
          engine.referenceSeq !== entry.referenceSeq ||
          now >= entry.untilMs
        ) {
          // Read the versions first: a change while the body is built makes the next request look again.
          entry.seq = entry.log.seq;
          entry.referenceSeq = engine.referenceSeq;
          entry.untilMs = dayBounds(Math.floor(now / 1000), 0, entry.feed.tzMinutes).end * 1000;
          entry.answers = answers(feeds.full(entry.feed), CACHE_FULL, false);
        } else {
          // What FeedService.full counts when it answers from its cache.
          feeds.counts.full.hits += 1;
        }
        return send(req, res, entry.answers);
      }
      case 'update': {
        // Spec 2 names the header x-fsign, spec 1 X-Signature: a client may send either (routes.ts).
        const given = headers['x-fsign'] ?? headers['x-signature'];
        const sign = typeof given === 'string' ? given : undefined;
        if (sign !== undefined) {
          // The 304 first: the current signature, formatted once per change of the sport.
          if (entry.signSeq !== entry.log.seq) {
            entry.signSeq = entry.log.seq;
            entry.sign = feeds.signature(entry.sportId);
          }
          if (sign === entry.sign) return notModified(res, updateNotModified, tally);
        }
        if (entry.last !== null && entry.lastGiven === sign && entry.lastSeq === entry.log.seq) {
          // What FeedService.update counts when it answers from its cache.
          feeds.counts.update.hits += 1;
          return send(req, res, entry.last);
        }
        const seq = entry.log.seq;
        const answer = feeds.update(entry.sportId, sign);
        if (answer.kind === 'not-modified') return notModified(res, updateNotModified, tally);
        entry.lastGiven = sign;
        entry.lastSeq = seq;
        entry.last = answers(answer.body, CACHE_NONE, true);
        return send(req, res, entry.last);
      }
      case 'repair':
        return send(req, res, answers(feeds.repair(entry.sportId), CACHE_FULL, false));
      case 'system':
        return send(req, res, answers(feeds.system(), CACHE_NONE, false));
    }
  };
}

function notModified(res: ServerResponse, headers: OutgoingHttpHeaders, tally: StatusTally): true {
  res.writeHead(304, headers);
  res.end();
  tally.notModified += 1;
  return true;
}
