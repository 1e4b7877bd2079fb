import { useEffect, useState } from 'react';

/** Spec 1 §4: "Live counter runs every 5 seconds". */
export const LIVE_COUNTER_MS = 5_000;

/**
 * The server's time in unix seconds, ticking every 5 s while `running`.
 *
 * The first render returns `baseS` exactly (the snapshot's time: the same on the server and at
 * hydration, so the clocks in the HTML hydrate without a mismatch). After mount it runs on this
 * device's clock shifted by the offset between the two, re-based whenever a new snapshot brings a
 * fresh server time.
 */
export function useServerNow(baseS: number, running: boolean): number {
  const [nowS, setNowS] = useState(baseS);
  useEffect(() => {
    const offsetMs = baseS * 1000 - Date.now();
    const tick = () => setNowS(Math.floor((Date.now() + offsetMs) / 1000));
    tick();
    if (!running) return;
    const timer = setInterval(tick, LIVE_COUNTER_MS);
    return () => clearInterval(timer);
  }, [baseS, running]);
  return nowS;
}
