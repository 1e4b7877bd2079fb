/**
 * Hands the settings that shape every page to the components that need them: the 12/24-hour clock
 * (kit/time/hour-clock.ts), the spoiler delay of the live boards (live/spoiler-context.ts) and their
 * push switch (live/push-switch.ts).
 * Mounted once around each language's pages (routes/lang-layout.tsx).
 */
import { type ReactNode, useMemo } from 'react';
import { PushSwitchContext } from '../../live/push-switch.ts';
import { SpoilerDelayContext } from '../../live/spoiler-context.ts';
import { HourClockContext } from '../../kit/time/hour-clock.ts';
import { pushSwitchSource, spoilerDelaySource, useSettings } from './settings-store.ts';

export function SettingsProvider({ children }: { children: ReactNode }) {
  const { clock, spoilerDelayS } = useSettings();
  const spoiler = useMemo(() => ({ seconds: spoilerDelayS, source: spoilerDelaySource }), [spoilerDelayS]);
  return (
    <HourClockContext.Provider value={clock}>
      <SpoilerDelayContext.Provider value={spoiler}>
        <PushSwitchContext.Provider value={pushSwitchSource}>{children}</PushSwitchContext.Provider>
      </SpoilerDelayContext.Provider>
    </HourClockContext.Provider>
  );
}
