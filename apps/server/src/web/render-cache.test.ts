import { describe, expect, it } from 'vitest';
import { EncodedBody } from '../feeds/encoded.ts';
import { type CachedPage, RENDER_CACHE_MS, RENDER_STALE_MS, RenderCache } from './render-cache.ts';

const page = (text: string): CachedPage => ({ status: 200, headers: [], body: new EncodedBody(text, '') });

/** A render the test finishes by hand, to see who waits for it. */
function deferredRender(text: string) {
  let finish: (page: CachedPage | null) => void = () => undefined;
  let calls = 0;
  const render = () => {
    calls += 1;
    return new Promise<CachedPage | null>((resolve) => {
      finish = resolve;
    });
  };
  return { render, finish: () => finish(page(text)), calls: () => calls };
}

const bodyOf = (p: CachedPage | null) => p?.body.forEncoding('identity').body.toString();

describe('render cache', () => {
  it('renders once for concurrent misses, then serves the copy for a second', async () => {
    let now = 0;
    const cache = new RenderCache(() => now);
    const first = deferredRender('v1');
    const a = cache.get('k', first.render);
    const b = cache.get('k', first.render);
    first.finish();
    expect(await a).toMatchObject({ hit: false });
    expect(await b).toMatchObject({ hit: true });
    expect(first.calls()).toBe(1);
    now = RENDER_CACHE_MS - 1;
    expect(await cache.get('k', first.render)).toMatchObject({ hit: true });
    expect(first.calls()).toBe(1);
  });

  it('[issue 18 point 4] an expired copy is served at once while one request renders the next', async () => {
    let now = 0;
    const cache = new RenderCache(() => now);
    await cache.get('k', async () => page('v1'));
    now = RENDER_CACHE_MS + 5;
    const next = deferredRender('v2');
    // Neither request waits for the render that the first one started.
    const served = await Promise.all([cache.get('k', next.render), cache.get('k', next.render)]);
    expect(served.map((s) => [bodyOf(s.page), s.stale])).toEqual([
      ['v1', true],
      ['v1', true],
    ]);
    expect(next.calls()).toBe(1);
    next.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const after = await cache.get('k', next.render);
    expect([bodyOf(after.page), after.stale]).toEqual(['v2', undefined]);
    expect(cache.stats).toMatchObject({ misses: 1, stale: 2 });
  });

  it('a copy older than the stale window is not served: the request waits for the render', async () => {
    let now = 0;
    const cache = new RenderCache(() => now);
    await cache.get('k', async () => page('v1'));
    now = RENDER_CACHE_MS + RENDER_STALE_MS + 1;
    const next = deferredRender('v2');
    const waiting = cache.get('k', next.render);
    let settled = false;
    void waiting.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    next.finish();
    expect(bodyOf((await waiting).page)).toBe('v2');
  });

  it('a background render that fails leaves the stale copy, and the next request tries again', async () => {
    let now = 0;
    const cache = new RenderCache(() => now);
    await cache.get('k', async () => page('v1'));
    now = RENDER_CACHE_MS + 1;
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('render failed');
    };
    expect(bodyOf((await cache.get('k', failing)).page)).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bodyOf((await cache.get('k', failing)).page)).toBe('v1');
    expect(calls).toBe(2);
  });

  it('peek (the fast path) gives what get would answer at once, and never starts a render', async () => {
    let now = 0;
    const cache = new RenderCache(() => now);
    expect(cache.peek('k')).toBeNull();
    await cache.get('k', async () => page('v1'));
    expect(cache.peek('k')).toMatchObject({ state: 'hit' });
    now = RENDER_CACHE_MS + 5;
    // Expired, and nobody renders it yet: left to get, which starts the render.
    expect(cache.peek('k')).toBeNull();
    const next = deferredRender('v2');
    await cache.get('k', next.render);
    const stale = cache.peek('k');
    expect([stale?.state, bodyOf(stale?.page ?? null)]).toEqual(['stale', 'v1']);
    expect(next.calls()).toBe(1);
    next.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fresh = cache.peek('k');
    expect([fresh?.state, bodyOf(fresh?.page ?? null)]).toEqual(['hit', 'v2']);
    now += RENDER_STALE_MS + RENDER_CACHE_MS + 1;
    expect(cache.peek('k')).toBeNull();
  });
});
