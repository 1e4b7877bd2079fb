/**
 * The day selector (spec 1 §2): previous and next buttons around the selected day, and a disclosure
 * with every day from 7 back to 7 ahead. All links (`?day=-1`), so it works before hydration and a
 * chosen day can be shared; `<details>` opens without JavaScript.
 */
import type { Lang } from '@nerali/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { boardSearch, FIRST_DAY, LAST_DAY, type Tab } from './tabs.ts';
import { formatShortDay, isoDate } from '../time/format.ts';

export interface DayCalendarProps {
  day: number;
  tab: Tab;
  /** Server time of the page's data: "today" is the visitor's today at this moment. */
  nowS: number;
  tzMinutes: number;
  lang: Lang;
}

function relativeName(day: number, t: T): string | null {
  if (day === 0) return t('calendar.today');
  if (day === -1) return t('calendar.yesterday');
  if (day === 1) return t('calendar.tomorrow');
  return null;
}

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function DayCalendar({ day, tab, nowS, tzMinutes, lang }: DayCalendarProps) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  // A client navigation keeps the page mounted: close the list once the chosen day is shown.

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [day]);

  const days: number[] = [];
  for (let d = FIRST_DAY; d <= LAST_DAY; d++) days.push(d);
  const name = relativeName(day, t);
  // WARNING: weekday names come from the runtime's ICU, which may differ by a character between Node
  // and an old browser; suppressHydrationWarning keeps such a difference from failing hydration.
  const dateText = formatShortDay(nowS, day, tzMinutes, lang);

  return (
    <nav className="cal" aria-label={t('calendar.label')}>
      {day > FIRST_DAY ? (
        <Link
          className="cal-step"
          to={{ search: boardSearch(day - 1, tab) }}
          preventScrollReset
          rel="nofollow"
        >
          <Arrow direction="prev" />
          <span className="sr">{t('calendar.previous')}</span>
        </Link>
      ) : (
        <span className="cal-step" aria-hidden="true">
          <Arrow direction="prev" />
        </span>
      )}
      <details className={name ? 'cal-pick cal-rel-on' : 'cal-pick'} ref={details}>
        <summary>
          <span className="sr">{t('calendar.choose')}: </span>
          {name && <strong>{name}</strong>}
          <time className="cal-date" dateTime={isoDate(nowS, day, tzMinutes)} suppressHydrationWarning>
            {dateText}
          </time>
          <svg className="cal-caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
            <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </summary>
        <ul>
          {days.map((d) => {
            const rel = relativeName(d, t);
            return (
              <li key={d}>
                <Link
                  className="cal-day"
                  to={{ search: boardSearch(d, tab) }}
                  aria-current={d === day ? 'date' : undefined}
                  preventScrollReset
                  rel="nofollow"
                >
                  <time dateTime={isoDate(nowS, d, tzMinutes)} suppressHydrationWarning>
                    {formatShortDay(nowS, d, tzMinutes, lang)}
                  </time>
                  {rel && <span className="cal-rel">{rel}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </details>
      {day < LAST_DAY ? (
        <Link
          className="cal-step"
          to={{ search: boardSearch(day + 1, tab) }}
          preventScrollReset
          rel="nofollow"
        >
          <Arrow direction="next" />
          <span className="sr">{t('calendar.next')}</span>
        </Link>
      ) : (
        <span className="cal-step" aria-hidden="true">
          <Arrow direction="next" />
        </span>
      )}
    </nav>
  );
}
