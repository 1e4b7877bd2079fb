/**
 * What the ad-block probe (ad-probe.ts, spec 2 §7) feeds: the fallback (spec 1 §9: "a container shows, then
 * shows an acceptable ad if the user blocks ads, or hides if not; on a message equal to the zone id it
 * inserts fallback HTML or hides the container and its parent").
 *
 * Only a zone with an advert source needs either (banner-zones.ts explains why our shipped zones,
 * house promotions only, do not run it): the probe's code (ad-probe.ts) loads only for such a zone.
 */
import type { AdBlockResult } from './ad-probe.ts';

export type { AdBlockResult };

export type ZoneShows = 'advert' | 'acceptable' | 'hidden';

/**
 * What a zone with an advert source shows. While the probe runs the container shows (the advert is
 * loading into it); ads blocked: the acceptable ad (our house promotion) in its place; not blocked:
 * the advert, and the fallback container stays hidden. A message from the advert naming the zone id
 * (the advert had nothing to show) puts the acceptable ad in, or hides the zone when there is none.
 */
export function zoneShows(
  probe: AdBlockResult | null,
  fallbackMessage: boolean,
  hasAcceptable: boolean,
): ZoneShows {
  if (fallbackMessage || probe === 'blocked') return hasAcceptable ? 'acceptable' : 'hidden';
  return 'advert';
}
