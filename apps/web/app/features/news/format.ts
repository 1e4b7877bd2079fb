/**
 * Dates of articles and videos in the visitor's zone (the `tz` offset, as kit/time/format.ts does
 * it: the instant shifted by the offset, formatted in UTC, so server and browser write the same text).
 */
import type { Lang } from '@nerali/domain';
import { LOCALES } from '../../i18n/index.ts';
import { formatKickoff, type HourClock } from '../../kit/time/format.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, kind: 'date' | 'dateYear'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'long',
      ...(kind === 'dateYear' ? { year: 'numeric' } : {}),
    };
    f = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

const shifted = (unixS: number, tzMinutes: number) => new Date((unixS + tzMinutes * 60) * 1000);

/**
 * "22 நவம்பர், 19:05" ("22 நவம்பர், இரவு 7:05" on a 12-hour clock); the year only when it is not the
 * current one (`nowS`). Date and time are formatted apart and joined by a comma: ta-IN's own joint
 * form ("22 நவம்பர் அன்று 19:05") reads heavier in a list of many.
 */
export function formatPublished(
  unixS: number,
  nowS: number,
  tzMinutes: number,
  lang: Lang,
  clock: HourClock = '24',
): string {
  const at = shifted(unixS, tzMinutes);
  const sameYear = at.getUTCFullYear() === shifted(nowS, tzMinutes).getUTCFullYear();
  return `${format(lang, sameYear ? 'date' : 'dateYear').format(at)}, ${formatKickoff(unixS, tzMinutes, lang, clock)}`;
}

/** "1:35", "1:02:07": a video's length as players show it. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** ISO 8601 with seconds, UTC: `<time dateTime>` and JSON-LD datePublished. */
export function isoUtc(unixS: number): string {
  return new Date(unixS * 1000).toISOString().replace('.000Z', 'Z');
}
