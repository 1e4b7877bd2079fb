/**
 * A one-second cache of rendered pages. A sport page is the same for every visitor with the same URL,
 * time zone and theme, and its data changes at most every second or so; rendering it costs ~10 ms of
 * one core, serving a cached copy costs microseconds. A page at most RENDER_CACHE_MS old is fine: the
 * live client brings it up to date from the feed signature it carries.
 *
 * Requests with any other cookie or an Authorization header are never cached (they may be personal).
 * Concurrent misses for one key share a single render; an expired copy is served while it renders
 * again (RENDER_STALE_MS).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { EncodedBody } from '../feeds/encoded.ts';

export const RENDER_CACHE_MS = 1000;
/**
 * After RENDER_CACHE_MS a page is served as it is for this long more while one request renders its
 * next copy in the background (stale-while-revalidate): no request waits for a render while a copy
 * of that page exists (issue 18 point 4). The live client brings a stale copy up to date from its feed
 * signature, as it does a fresh one. Older than this, the request waits for the render.
 */
export const RENDER_STALE_MS = 10_000;
const MAX_ENTRIES = 512;
/**
 * Cookies that only select a variant of a public page (add a cookie here when a loader reads it and
 * it is not personal: every value becomes its own cached variant).
 */
// lgc: the collapsed league blocks of a board (apps/web features/favourites/league-fold.tsx).
// legal_age: the age gate's answer, '1' or '0' (apps/web features/odds/age-cookie.ts).
// clk, spd, lts: the 12/24-hour clock, the spoiler delay and the live-table settings (apps/web
// features/settings/settings.ts).
const VARIANT_COOKIES = new Set(['tz', 'theme', 'odds_format', 'lgc', 'legal_age', 'clk', 'spd', 'lts']);
/** The cookie part of the key of a request without cookies (every variant cookie empty). */
const NO_COOKIES = [...VARIANT_COOKIES].map(() => '').join('\u0000');
const SHAREABLE_STATUS = new Set([200, 301, 302, 308, 404]);

/**
 * The cache key of a request from its raw parts (the Fastify route and the fast path ahead of it use
 * this one function), or null when the request must be rendered for itself.
 */
export function renderCacheKey(
  method: string | undefined,
  url: string,
  headers: IncomingHttpHeaders,
  origin: string,
  variant: string,
): string | null {
  if (method !== 'GET' || headers.authorization) return null;
  const cookie = headers.cookie;
  if (!cookie) return `${origin}${url}\u0000${variant}\u0000${NO_COOKIES}`;
  const cookieVariant: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!name) continue;
    if (!VARIANT_COOKIES.has(name)) return null;
    cookieVariant[name] = eq < 0 ? '' : part.slice(eq + 1).trim();
  }
  const cookies = [...VARIANT_COOKIES].map((name) => cookieVariant[name] ?? '').join('\u0000');
  return `${origin}${url}\u0000${variant}\u0000${cookies}`;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: EncodedBody;
}

interface Entry {
  expiresMs: number;
  page: CachedPage | null;
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedPage | null>>();
  readonly stats = { hits: 0, misses: 0, stale: 0 };

  constructor(private readonly clock: () => number = Date.now) {}

  /** The cache key of a request, or null when the request must be rendered for itself. */
  key(request: FastifyRequest, origin: string, variant = ''): string | null {
    return renderCacheKey(request.method, request.url, request.headers, origin, variant);
  }

  /**
   * The page `get` would answer at once for `key`, without a render to start: a fresh copy ('hit'),
   * or an expired one within RENDER_STALE_MS while its next copy is already rendering ('stale'); null
   * otherwise. Synchronous: the fast path ahead of Fastify (fast-path.ts) answers from it, and counts
   * the hit (`stats`) when it does. A miss, or an expired copy nobody renders yet, is left to `get`.
   */
  peek(key: string): { page: CachedPage; state: 'hit' | 'stale' } | null {
    const entry = this.entries.get(key);
    if (!entry?.page) return null;
    const now = this.clock();
    if (entry.expiresMs > now) return { page: entry.page, state: 'hit' };
    if (entry.expiresMs + RENDER_STALE_MS > now && this.pending.has(key))
      return { page: entry.page, state: 'stale' };
    return null;
  }

  /**
   * The cached page for `key`, rendering it with `render` on a miss. `render` returns null for a
   * response that must not be shared (not 200 HTML, or it sets cookies); that result is not cached.
   */
  async get(
    key: string,
    render: () => Promise<CachedPage | null>,
  ): Promise<{ page: CachedPage | null; hit: boolean; stale?: boolean }> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && entry.page) {
      if (entry.expiresMs > now) {
        this.stats.hits += 1;
        return { page: entry.page, hit: true };
      }
      if (entry.expiresMs + RENDER_STALE_MS > now) {
        // Served as it is; the first request to find it expired renders the next copy meanwhile.
        this.stats.stale += 1;
        if (!this.pending.has(key)) void this.refresh(key, render, now).catch(() => undefined);
        return { page: entry.page, hit: true, stale: true };
      }
    }
    const pending = this.pending.get(key);
    if (!pending) {
      this.stats.misses += 1;
      const page = await this.refresh(key, render, now);
      return { page, hit: false };
    }
    return { page: await pending, hit: true };
  }

  /** Renders `key` once (concurrent callers share it) and keeps a shareable result. */
  private refresh(
    key: string,
    render: () => Promise<CachedPage | null>,
    now: number,
  ): Promise<CachedPage | null> {
    const pending = render()
      .then((page) => {
        if (page) this.store(key, page, now);
        return page;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, pending);
    return pending;
  }

  private store(key: string, page: CachedPage, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { expiresMs: now + RENDER_CACHE_MS, page });
    if (this.entries.size > MAX_ENTRIES) {
      // Drop expired entries first; if none, the oldest one.
      for (const [k, e] of this.entries) if (e.expiresMs <= now) this.entries.delete(k);
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}

/** Buffers a rendered response if it may be shared; null otherwise (it is then sent as it is). */
export async function toCachedPage(response: Response): Promise<{ page: CachedPage | null; text: string }> {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  // Pages, redirects to the canonical URL and not-found pages are the same for everyone.
  const shareable =
    SHAREABLE_STATUS.has(response.status) &&
    (type === '' || type.startsWith('text/html')) &&
    response.headers.getSetCookie().length === 0;
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name === 'content-length' || name === 'content-encoding' || name === 'set-cookie') continue;
    headers.push([name, value]);
  }
  return {
    page: shareable ? { status: response.status, headers, body: new EncodedBody(text, '') } : null,
    text,
  };
}
