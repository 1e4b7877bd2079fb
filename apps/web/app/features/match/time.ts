/**
 * A match's date in the visitor's zone, known as an offset in minutes (the `tz` cookie). Same method as
 * kit/time/format.ts: shift the instant by the offset and format it in UTC, so the server and the
 * hydrating browser write the same text whatever their own zones.
 */
import type { Lang } from '@nerali/domain';
import { LOCALES } from '../../i18n/index.ts';
import { formatKickoff, type HourClock } from '../../kit/time/format.ts';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, kind: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      LOCALES[lang],
      kind === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    );
    cache.set(key, f);
  }
  return f;
}

const shifted = (unixS: number, tzMinutes: number) => new Date((unixS + tzMinutes * 60) * 1000);

/** "ஞாயிறு, 22 நவம்பர், 2026, 19:05" (or "இரவு 7:05" on a 12-hour clock): the start as the header writes it. */
export function formatMatchStart(
  unixS: number,
  tzMinutes: number,
  lang: Lang,
  clock: HourClock = '24',
): string {
  return `${formatter(lang, 'long').format(shifted(unixS, tzMinutes))}, ${formatKickoff(unixS, tzMinutes, lang, clock)}`;
}

/** "22 நவ., 2026": a date in lists (head-to-head, news) and titles. */
export function formatShortDate(unixS: number, tzMinutes: number, lang: Lang): string {
  return formatter(lang, 'short').format(shifted(unixS, tzMinutes));
}

/** "1:05": a video's length. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
