/**
 * One banner zone on a page (banner-zones.ts). Its box has the zone's size at each breakpoint from the
 * first HTML on (CSS custom properties from the zone table), so nothing moves when it fills or
 * rotates. It shows a house promotion, the next one every 45 s (S1 §9 "Ad refresh 45 s"); a click is
 * tracked as CLICK_BANNER with the zone id, its position, the sport and the banner id (S2 §7).
 *
 * Rotation stops while the pointer or keyboard focus is on the zone, while the page is hidden, and
 * for visitors who ask for reduced motion (a changing box pulls the eye like an animation does).
 */
import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { isLang } from '../../i18n/index.ts';
import { useOddsRules } from '../odds/rules.ts';
import { track, TrackEvent } from '../../kit/tracking.ts';
import { type AdBlockResult, zoneShows } from './ad-fallback.ts';
import { BANNER_ZONES, BREAKPOINTS_PX, type BannerZone, type ZoneName, zoneSize } from './banner-zones.ts';
import { housePromos } from './house-promos.ts';

/** The zone's box at each breakpoint, as CSS custom properties read by law.css. */
export function zoneBoxStyle(zone: BannerZone): CSSProperties {
  const style: Record<string, string> = {};
  const widths = [0, BREAKPOINTS_PX.narrow, BREAKPOINTS_PX.wide];
  widths.forEach((width, i) => {
    const size = zoneSize(zone, width);
    style[`--hp-d${i}`] = size ? 'block' : 'none';
    style[`--hp-w${i}`] = size ? `${size.width}px` : '0px';
    style[`--hp-h${i}`] = size ? `${size.height}px` : '0px';
  });
  return style as CSSProperties;
}

function useRotation(count: number, intervalS: number | null, paused: () => boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || intervalS === null) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => {
      if (!document.hidden && !paused()) setIndex((i) => (i + 1) % count);
    }, intervalS * 1000);
    return () => clearInterval(id);
  }, [count, intervalS, paused]);
  return index % Math.max(1, count);
}

/** The probe and the advert's own fallback message, for a zone with an advert source only. */
function useAdvertFallback(zone: BannerZone): { probe: AdBlockResult | null; fallback: boolean } {
  const [probe, setProbe] = useState<AdBlockResult | null>(null);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    if (zone.advertUrl === null) return;
    let alive = true;
    // The probe's code loads only for a zone that has an advert to show.
    void import('./ad-probe.ts')
      .then(({ browserProbeDeps, probeAdBlock }) => probeAdBlock(browserProbeDeps()))
      .then((result) => alive && setProbe(result));
    const onMessage = (event: MessageEvent) => {
      if (String(event.data) === String(zone.zoneId)) setFallback(true);
    };
    window.addEventListener('message', onMessage);
    return () => {
      alive = false;
      window.removeEventListener('message', onMessage);
    };
  }, [zone]);
  return { probe, fallback };
}

export function BannerZoneView({ name, position = 1 }: { name: ZoneName; position?: number }) {
  const zone = BANNER_ZONES[name];
  const { t } = useTranslation();
  const params = useParams();
  const lang = isLang(params.lang) ? params.lang : 'ta';
  const rules = useOddsRules();
  const promos = housePromos(rules.mobileLink);
  const held = useRef(false);
  const [paused] = useState(() => () => held.current);
  const index = useRotation(promos.length, zone.refreshIntervalS, paused);
  const { probe, fallback } = useAdvertFallback(zone);
  if (zone.sizes.length === 0) return null;
  const shows = zone.advertUrl === null ? 'acceptable' : zoneShows(probe, fallback, promos.length > 0);
  if (shows === 'hidden') return null;
  const promo = promos[index];
  const hold = () => (held.current = true);
  const release = () => (held.current = false);
  return (
    <aside
      className="hp"
      data-slot={zone.name}
      style={zoneBoxStyle(zone)}
      aria-label={t('banner.label')}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      {shows === 'advert' && zone.advertUrl !== null ? (
        <iframe
          className="hp-frame"
          src={zone.advertUrl}
          title={t('banner.label')}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          loading="lazy"
        />
      ) : (
        promo && (
          <Link
            className="hp-link"
            to={promo.href(lang)}
            data-banner-id={promo.id}
            onClick={() =>
              track(TrackEvent.clickBanner, {
                zoneId: zone.zoneId,
                zonePosition: position,
                sport: params.sport ?? null,
                bannerId: promo.id,
              })
            }
          >
            <strong className="hp-t">{t(promo.titleKey)}</strong>
            <span className="hp-x">{t(promo.textKey)}</span>
          </Link>
        )
      )}
    </aside>
  );
}
