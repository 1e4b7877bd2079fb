/**
 * Hands the settings that shape every page to the components that need them: the 12/24-hour clock
 * (kit/time/hour-clock.ts) and the spoiler delay of the live boards (live/spoiler-context.ts).
 * Mounted once around each language's pages (routes/lang-layout.tsx).
 */
import { type ReactNode, useMemo } from 'react';
import { SpoilerDelayContext } from '../../live/spoiler-context.ts';
import { HourClockContext } from '../../kit/time/hour-clock.ts';
import { spoilerDelaySource, useSettings } from './settings-store.ts';

export function SettingsProvider({ children }: { children: ReactNode }) {
  const { clock, spoilerDelayS } = useSettings();
  const spoiler = useMemo(() => ({ seconds: spoilerDelayS, source: spoilerDelaySource }), [spoilerDelayS]);
  return (
    <HourClockContext.Provider value={clock}>
      <SpoilerDelayContext.Provider value={spoiler}>{children}</SpoilerDelayContext.Provider>
    </HourClockContext.Provider>
  );
}
