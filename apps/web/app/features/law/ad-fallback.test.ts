import { describe, expect, it } from 'vitest';
import { zoneShows } from './ad-fallback.ts';
import {
  type ImageLoad,
  PROBE_BAIT_PATH,
  PROBE_CONTROL_PATH,
  probeAdBlock,
  type ProbeDeps,
} from './ad-probe.ts';
import { BANNER_ZONES, ZONE_NAMES, zoneSize } from './banner-zones.ts';

/** Fake loads: each image settles at a time (ms after the start) with a result, or never. */
function deps(settle: { control: [number, ImageLoad] | null; bait: [number, ImageLoad] | null }) {
  let now = 0;
  const urls: string[] = [];
  const looks: number[] = [];
  let n = 0;
  const fake: ProbeDeps = {
    loadImage(url) {
      urls.push(url);
      const plan = url.startsWith(PROBE_CONTROL_PATH) ? settle.control : settle.bait;
      return () => {
        if (url.startsWith(PROBE_CONTROL_PATH)) looks.push(now);
        return plan && now >= plan[0] ? plan[1] : 'pending';
      };
    },
    wait: async (ms) => {
      now += ms;
    },
    random: () => `r${++n}`,
  };
  return { fake, urls, looks };
}

describe('ad-block probe (S2 §7)', () => {
  it('two image loads with random query values', async () => {
    const { fake, urls } = deps({ control: [10, 'loaded'], bait: [10, 'loaded'] });
    await probeAdBlock(fake);
    expect(urls).toEqual([`${PROBE_CONTROL_PATH}?r=r1`, `${PROBE_BAIT_PATH}?r=r2`]);
  });

  it.each([
    [[10, 'loaded'], [10, 'loaded'], 'clear', [250]],
    [[10, 'loaded'], [5, 'failed'], 'blocked', [250]],
    [[400, 'loaded'], [300, 'failed'], 'blocked', [250, 500]],
    [[900, 'loaded'], [900, 'loaded'], 'clear', [250, 500, 1000]],
    [[10, 'failed'], [10, 'failed'], 'unknown', [250]],
    [null, null, 'unknown', [250, 500, 1000]],
    [[1500, 'loaded'], [1500, 'loaded'], 'unknown', [250, 500, 1000]],
  ] as const)('control %j, bait %j: %s, looking at %j ms', async (control, bait, result, times) => {
    const { fake, looks } = deps({
      control: control as [number, ImageLoad] | null,
      bait: bait as [number, ImageLoad] | null,
    });
    expect(await probeAdBlock(fake)).toBe(result);
    // Starting at 250 ms and doubling, giving up after 1000 ms.
    expect(looks).toEqual(times);
  });
});

describe('ad-block fallback (S1 §9)', () => {
  it.each([
    [null, false, true, 'advert'],
    ['clear', false, true, 'advert'],
    ['unknown', false, true, 'advert'],
    ['blocked', false, true, 'acceptable'],
    ['blocked', false, false, 'hidden'],
    ['clear', true, true, 'acceptable'],
    ['clear', true, false, 'hidden'],
  ] as const)('probe %s, fallback message %s, acceptable ad %s: %s', (probe, message, acceptable, shows) => {
    expect(zoneShows(probe, message, acceptable)).toBe(shows);
  });
});

describe('banner zones (S1 §3)', () => {
  it('every zone of the spec, each with its own id, none with an advert source', () => {
    expect(Object.keys(BANNER_ZONES).sort()).toEqual([...ZONE_NAMES].sort());
    expect(new Set(Object.values(BANNER_ZONES).map((zone) => zone.zoneId)).size).toBe(ZONE_NAMES.length);
    for (const zone of Object.values(BANNER_ZONES)) {
      expect(zone.advertUrl).toBeNull();
      expect(zone.refreshIntervalS).toBe(45);
    }
  });

  it.each([
    [320, { width: 320, height: 50 }],
    [639, { width: 320, height: 50 }],
    [640, { width: 468, height: 60 }],
    [799, { width: 468, height: 60 }],
    [800, { width: 728, height: 90 }],
    [1920, { width: 728, height: 90 }],
  ])('box_over_content at %i px is %j', (width, size) => {
    expect(zoneSize(BANNER_ZONES.box_over_content, width)).toMatchObject(size);
  });

  it('the fixed bottom zone only below 800 px, the mobile square only below 640 px, no background skin', () => {
    expect(zoneSize(BANNER_ZONES.responsive_detail_fixed_bottom, 799)).not.toBeNull();
    expect(zoneSize(BANNER_ZONES.responsive_detail_fixed_bottom, 800)).toBeNull();
    expect(zoneSize(BANNER_ZONES.premium_square_mobile, 639)).toMatchObject({ width: 300, height: 250 });
    expect(zoneSize(BANNER_ZONES.premium_square_mobile, 640)).toBeNull();
    expect(zoneSize(BANNER_ZONES.background, 1200)).toBeNull();
    expect(zoneSize(BANNER_ZONES.fsnews_background, 1200)).toBeNull();
  });
});
