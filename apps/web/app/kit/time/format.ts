/**
 * Times and dates in the visitor's time zone, known only as a UTC offset in minutes (the `tz` cookie;
 * the feeds are cut by offset too).
 *
 * Why `timeZone: 'UTC'` on a shifted instant: Intl wants an IANA zone name, and an offset is not one
 * ("+05:30" zones only arrived in recent ICU). So we move the instant by the offset ourselves,
 * `new Date((t + tz * 60) * 1000)`, and format that in UTC: the wall clock at that offset. The same
 * arithmetic runs on the server and in the browser, whatever their own zones, so the SSR text and the
 * hydrated text are identical. (An offset has no daylight-saving rules: a visitor whose offset changes
 * overnight gets the new one written to the cookie on their next visit.)
 */
import { dayBounds, type Lang } from '@nerali/domain';
import { CATALOGUES, LOCALES } from '../../i18n/index.ts';

/** The visitor's clock (settings, the `clk` cookie): 24-hour "19:30" or 12-hour "இரவு 7:30". */
export type HourClock = '12' | '24';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, kind: 'time' | 'weekday' | 'date' | 'long'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : kind === 'weekday'
          ? { weekday: 'short' }
          : kind === 'date'
            ? { day: 'numeric', month: 'numeric' }
            : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
    f = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    cache.set(key, f);
  }
  return f;
}

function shifted(unixS: number, tzMinutes: number): Date {
  return new Date((unixS + tzMinutes * 60) * 1000);
}

/**
 * Parts of the day of a 12-hour clock, as Tamil papers write times ("இரவு 7:30", "அதிகாலை 4:00");
 * English needs only am/pm, so its catalogue gives the same text to several parts.
 * Why not Intl's `hourCycle: 'h12'`: ICU writes "PM" in Latin letters for ta-IN, and its day periods
 * differ between ICU versions, so the server's text and the browser's could disagree at hydration.
 */
function dayPeriod(hour: number): 'lateNight' | 'dawn' | 'morning' | 'noon' | 'evening' | 'night' {
  if (hour < 3) return 'lateNight';
  if (hour < 6) return 'dawn';
  if (hour < 12) return 'morning';
  if (hour < 16) return 'noon';
  if (hour < 19) return 'evening';
  return 'night';
}

/** "19:05" or "இரவு 7:05": the kick-off in the visitor's zone (spec "kickoff" format H:i, or h:i A). */
export function formatKickoff(unixS: number, tzMinutes: number, lang: Lang, clock: HourClock = '24'): string {
  const at = shifted(unixS, tzMinutes);
  if (clock === '24') return formatter(lang, 'time').format(at);
  const hour = at.getUTCHours();
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return CATALOGUES[lang].clock12[dayPeriod(hour)].replace('{{time}}', time);
}

/** A `<time dateTime>` value with the visitor's offset: "2026-11-22T19:05+05:30". */
export function isoAtOffset(unixS: number, tzMinutes: number): string {
  const local = shifted(unixS, tzMinutes).toISOString().slice(0, 16);
  const sign = tzMinutes < 0 ? '-' : '+';
  const abs = Math.abs(tzMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** "2026-11-22": the calendar date of a relative day in the visitor's zone. */
export function isoDate(nowS: number, day: number, tzMinutes: number): string {
  const { start } = dayBounds(nowS, day, tzMinutes);
  return shifted(start, tzMinutes).toISOString().slice(0, 10);
}

/** "ஞாயி. 22/11": weekday and day/month of a relative day. */
export function formatShortDay(nowS: number, day: number, tzMinutes: number, lang: Lang): string {
  const at = shifted(dayBounds(nowS, day, tzMinutes).start, tzMinutes);
  return `${formatter(lang, 'weekday').format(at)} ${formatter(lang, 'date').format(at)}`;
}

/** "ஞாயிறு, 22 நவம்பர், 2026": the full date, for headings. */
export function formatLongDay(nowS: number, day: number, tzMinutes: number, lang: Lang): string {
  return formatter(lang, 'long').format(shifted(dayBounds(nowS, day, tzMinutes).start, tzMinutes));
}

const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** Whole numbers in the page's locale (ta-IN groups 1,00,000 the Indian way). */
export function formatNumber(n: number, lang: Lang): string {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang]);
    numberFormats.set(lang, f);
  }
  return f.format(n);
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** A number with exactly `digits` decimals in the page's locale (an average "42.50", an economy "7.25"). */
export function formatDecimal(n: number, lang: Lang, digits: number): string {
  const key = `${lang}:${digits}`;
  let f = decimalFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    decimalFormats.set(key, f);
  }
  return f.format(n);
}

/** "2/12": the day and month of an instant in the visitor's zone (a multi-day event's last day). */
export function formatDayMonth(unixS: number, tzMinutes: number, lang: Lang): string {
  return formatter(lang, 'date').format(shifted(unixS, tzMinutes));
}

/** The visitor's calendar day of an instant, as a day number (to tell whether two instants share a day). */
export function localDayNumber(unixS: number, tzMinutes: number): number {
  return Math.floor((unixS + tzMinutes * 60) / 86_400);
}
