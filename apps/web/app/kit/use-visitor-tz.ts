import { isValidTzMinutes } from '@nerali/domain';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { tzOffsetMinutes } from '../live/board.ts';
import { TZ_COOKIE, writeCookie } from './cookies.ts';

/**
 * The server rendered the page for the `tz` cookie's offset (India until told otherwise). Once
 * hydrated, if this device's offset differs, store it and reload the data, so "today" is the
 * visitor's own day. Runs once per page offset: if cookies are blocked, the reload returns the same
 * offset and nothing loops.
 */
export function useVisitorTz(pageTzMinutes: number): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const tz = tzOffsetMinutes();
    if (!isValidTzMinutes(tz) || tz === pageTzMinutes) return;
    writeCookie(TZ_COOKIE, String(tz));
    void revalidate();
  }, [pageTzMinutes, revalidate]);
}
