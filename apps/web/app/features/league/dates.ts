/**
 * Dates of lists that span days and seasons (results, fixtures, archive), in the visitor's zone. The
 * board's day names come from kit/time/format.ts; this adds dates of any moment, with the year
 * where a season may be another year's. Same offset arithmetic as format.ts, so server and browser
 * write the same text.
 */
import { type Lang, relativeDay } from '@nerali/domain';
import { LOCALES } from '../../i18n/index.ts';

type Kind = 'day' | 'dayYear' | 'weekday';
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, kind: Kind): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { day: 'numeric', month: 'long' }
        : kind === 'dayYear'
          ? { day: 'numeric', month: 'short', year: 'numeric' }
          : { weekday: 'long' };
    f = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

const shifted = (unixS: number, tzMinutes: number) => new Date((unixS + tzMinutes * 60) * 1000);

/** "22 நவம்பர்" / "22 November". */
export function formatDay(unixS: number, tzMinutes: number, lang: Lang): string {
  return formatter(lang, 'day').format(shifted(unixS, tzMinutes));
}

/** "ஞாயிறு" / "Sunday". */
export function formatWeekday(unixS: number, tzMinutes: number, lang: Lang): string {
  return formatter(lang, 'weekday').format(shifted(unixS, tzMinutes));
}

/** "22 நவ., 2026" / "22 Nov 2026": archive spans. */
export function formatDayYear(unixS: number, tzMinutes: number, lang: Lang): string {
  return formatter(lang, 'dayYear').format(shifted(unixS, tzMinutes));
}

/** "2026-11-22": a `<time dateTime>` date. */
export function isoDay(unixS: number, tzMinutes: number): string {
  return shifted(unixS, tzMinutes).toISOString().slice(0, 10);
}

export interface DayGroup<T> {
  /** Relative day (0 today) in the visitor's zone. */
  day: number;
  /** A moment of that day (its first event's start). */
  at: number;
  items: T[];
}

/** Consecutive items of the same local day, in the order given (lists are already sorted). */
export function groupByDay<T>(
  items: readonly T[],
  startOf: (item: T) => number,
  nowS: number,
  tzMinutes: number,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const at = startOf(item);
    const day = relativeDay(nowS, at, tzMinutes);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, at, items: [item] });
  }
  return groups;
}
