/**
 * The ad-block probe (spec 2 §7: "Two image loads with random query values, starting at 250 ms and
 * doubling, giving up after 1000 ms"), whose answer ad-fallback.ts turns into what a zone shows.
 * Loaded by a zone with an advert source only (BannerZone.tsx).
 */

/** An image blockers let through (our own icon), and one whose path ad-block lists match. */
export const PROBE_CONTROL_PATH = '/favicon.svg';
export const PROBE_BAIT_PATH = '/ads/ad-banner.gif';
/** First look at the two loads; each next look waits twice as long; none after this. */
export const PROBE_FIRST_CHECK_MS = 250;
export const PROBE_GIVE_UP_MS = 1000;

export type ImageLoad = 'pending' | 'loaded' | 'failed';
export type AdBlockResult = 'blocked' | 'clear' | 'unknown';

export interface ProbeDeps {
  /** Starts loading an image; the returned function says how it is going. */
  loadImage(url: string): () => ImageLoad;
  wait(ms: number): Promise<void>;
  /** A random query value (the spec: "random query values", so no cache answers for the network). */
  random(): string;
}

/**
 * blocked: the control loaded and the bait did not. clear: both loaded. unknown: the control failed
 * (offline, server trouble: nothing can be concluded) or the loads did not finish by 1000 ms.
 */
export async function probeAdBlock(deps: ProbeDeps): Promise<AdBlockResult> {
  const control = deps.loadImage(`${PROBE_CONTROL_PATH}?r=${deps.random()}`);
  const bait = deps.loadImage(`${PROBE_BAIT_PATH}?r=${deps.random()}`);
  let elapsed = 0;
  for (let delay = PROBE_FIRST_CHECK_MS; elapsed < PROBE_GIVE_UP_MS; delay *= 2) {
    // The looks fall at 250, 500 and 1000 ms after the start.
    const step = Math.min(delay - elapsed, PROBE_GIVE_UP_MS - elapsed);
    await deps.wait(step);
    elapsed += step;
    const c = control();
    const b = bait();
    if (c === 'failed') return 'unknown';
    if (c === 'loaded' && b === 'loaded') return 'clear';
    if (c === 'loaded' && b === 'failed') return 'blocked';
  }
  return 'unknown';
}

/** The browser's version of the dependencies. */
export function browserProbeDeps(): ProbeDeps {
  return {
    loadImage(url) {
      let state: ImageLoad = 'pending';
      const image = new Image();
      image.onload = () => (state = 'loaded');
      image.onerror = () => (state = 'failed');
      image.src = url;
      return () => state;
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: () => Math.random().toString(36).slice(2, 10),
  };
}
