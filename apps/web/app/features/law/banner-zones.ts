/**
 * Banner zones (spec 1 §3 "Banner zone: name, zoneId, size, breakpoint min/max, optional
 * refreshInterval, allowed client types, renderer options"; §9 "Ad refresh 45 s", the ad-block
 * fallback; spec 2 §7 the probe and banner-click tracking).
 *
 * We have no ad server. A zone shows our own house promotions (house-promos.ts): the mobile app page,
 * following teams, the news; never a third party's advert, never anything about betting. Each zone
 * has a fixed size per breakpoint, set in CSS from this table, so the space is the same in the
 * server's HTML and after hydration and nothing moves when a promotion rotates.
 *
 * The spec's ad-block fallback decides between an advert and an "acceptable ad" (ad-fallback.ts).
 * With house promotions only, both outcomes are the same promotion, so the probe is not run: it would
 * cost two requests per page view and change nothing. An operator who gives a zone an advert source
 * (`advertUrl`) gets the probe and the fallback as the spec describes them.
 */

export const ZONE_NAMES = [
  'detail_content',
  'responsive_detail_fixed_bottom',
  'premium_square_mobile',
  'box_over_content',
  'detail_box_over_content',
  'background',
  'fsnews_background',
] as const;
export type ZoneName = (typeof ZONE_NAMES)[number];

/** The site's breakpoints (spec 1 §2: 800 and 640). */
export const BREAKPOINTS_PX = { narrow: 640, wide: 800 } as const;

export interface ZoneSize {
  /** Inclusive lower bound of the viewport width, px. */
  minWidth: number;
  /** Exclusive upper bound, px; null: no bound. */
  maxWidth: number | null;
  width: number;
  height: number;
}

export interface BannerZone {
  name: ZoneName;
  zoneId: number;
  /** Empty: the zone shows nothing at any width. */
  sizes: readonly ZoneSize[];
  /** S1 §9 "Ad refresh 45 s". */
  refreshIntervalS: number | null;
  clientTypes: readonly ('web' | 'app')[];
  /**
   * An advert source (a URL shown in a sandboxed frame), or null: our house promotions only. None is
   * shipped: we have no ad server.
   */
  advertUrl: string | null;
}

/** S1 §9. */
export const AD_REFRESH_S = 45;

const LEADERBOARD: readonly ZoneSize[] = [
  { minWidth: 0, maxWidth: BREAKPOINTS_PX.narrow, width: 320, height: 50 },
  { minWidth: BREAKPOINTS_PX.narrow, maxWidth: BREAKPOINTS_PX.wide, width: 468, height: 60 },
  { minWidth: BREAKPOINTS_PX.wide, maxWidth: null, width: 728, height: 90 },
];

/**
 * Sizes are the IAB standard units a house promotion is drawn for. Background skins (`background`,
 * `fsnews_background`) take over the page's sides: we never show one, so they have no size.
 */
export const BANNER_ZONES: Readonly<Record<ZoneName, BannerZone>> = {
  box_over_content: zone('box_over_content', 1, LEADERBOARD),
  detail_box_over_content: zone('detail_box_over_content', 2, LEADERBOARD),
  detail_content: zone('detail_content', 3, [{ minWidth: 0, maxWidth: null, width: 300, height: 250 }]),
  responsive_detail_fixed_bottom: zone('responsive_detail_fixed_bottom', 4, [
    { minWidth: 0, maxWidth: BREAKPOINTS_PX.wide, width: 320, height: 50 },
  ]),
  premium_square_mobile: zone('premium_square_mobile', 5, [
    { minWidth: 0, maxWidth: BREAKPOINTS_PX.narrow, width: 300, height: 250 },
  ]),
  background: zone('background', 6, []),
  fsnews_background: zone('fsnews_background', 7, []),
};

function zone(name: ZoneName, zoneId: number, sizes: readonly ZoneSize[]): BannerZone {
  return { name, zoneId, sizes, refreshIntervalS: AD_REFRESH_S, clientTypes: ['web'], advertUrl: null };
}

/** The zone's size at a viewport width, or null when it shows nothing there. */
export function zoneSize(zone: BannerZone, viewportWidth: number): ZoneSize | null {
  return (
    zone.sizes.find(
      (size) => viewportWidth >= size.minWidth && (size.maxWidth === null || viewportWidth < size.maxWidth),
    ) ?? null
  );
}
