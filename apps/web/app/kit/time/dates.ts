/**
 * Dates of the participant, player and rankings pages: a match day in the visitor's zone (the `tz`
 * cookie's offset, as kit/time/format.ts does), calendar dates the feeds write as YYYY-MM-DD
 * (birth, transfer and injury dates: dates, not instants, so no zone), and ages on the visitor's day.
 */
import type { Lang } from '@nerali/domain';
import { LOCALES } from '../../i18n/index.ts';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, kind: 'day' | 'dayYear'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], {
      day: 'numeric',
      month: 'short',
      ...(kind === 'dayYear' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    cache.set(key, f);
  }
  return f;
}

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The visitor's calendar date at `unixS`: [year, month 1-12, day]. */
function localDate(unixS: number, tzMinutes: number): [number, number, number] {
  const d = new Date((unixS + tzMinutes * 60) * 1000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** "22 நவ.": a match's day in the visitor's zone; the year is added when it is not `nowS`'s year. */
export function formatMatchDay(unixS: number, nowS: number, tzMinutes: number, lang: Lang): string {
  const [year] = localDate(unixS, tzMinutes);
  const [thisYear] = localDate(nowS, tzMinutes);
  const at = new Date((unixS + tzMinutes * 60) * 1000);
  return formatter(lang, year === thisYear ? 'day' : 'dayYear').format(at);
}

/** A YYYY-MM-DD date as "12 ஏப்., 1992"; anything else is returned as written (a provider's text). */
export function formatIsoDate(iso: string, lang: Lang): string {
  const m = ISO_DATE_RE.exec(iso);
  if (!m) return iso;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(at.getTime()) ? iso : formatter(lang, 'dayYear').format(at);
}

/** The visitor's today as YYYY-MM-DD (compares with the feeds' calendar dates as text). */
export function localIsoDate(nowS: number, tzMinutes: number): string {
  const [y, m, d] = localDate(nowS, tzMinutes);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Whole years from a YYYY-MM-DD birth date to the visitor's today (their zone: a birthday starts at
 * their midnight, not the server's). A birthday on 29 February counts from 1 March in other years.
 * Null for a date that is not YYYY-MM-DD or lies in the future.
 */
export function ageOn(birthIso: string, nowS: number, tzMinutes: number): number | null {
  const m = ISO_DATE_RE.exec(birthIso);
  if (!m) return null;
  const [by, bm, bd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (bm < 1 || bm > 12 || bd < 1 || bd > 31) return null;
  const [y, mo, d] = localDate(nowS, tzMinutes);
  const age = y - by - (mo < bm || (mo === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}
