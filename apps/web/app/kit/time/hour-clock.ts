/**
 * The visitor's clock (12 or 24 hours) for every time on the page: the settings feature provides it
 * around each page (routes/lang-layout.tsx), a component that writes a time reads it here:
 *   formatKickoff(start, tzMinutes, lang, useHourClock())
 */
import { createContext, useContext } from 'react';
import type { HourClock } from './format.ts';

export const HourClockContext = createContext<HourClock>('24');

export function useHourClock(): HourClock {
  return useContext(HourClockContext);
}
