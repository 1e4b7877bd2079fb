/**
 * React binding of OddsSync: created once per mounted odds tab (another sport or day is a new tab,
 * remounted with a `key`), started after hydration, stopped on unmount.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { OddsSync, type OddsSnapshot, type OddsSyncOptions } from './odds-sync.ts';

export function useDayOdds(options: OddsSyncOptions): OddsSnapshot {
  const [{ sync, initial }] = useState(() => {
    const created = new OddsSync(options);
    return { sync: created, initial: created.getSnapshot() };
  });
  useEffect(() => {
    sync.start();
    return () => sync.stop();
  }, [sync]);
  // What the server rendered is what hydration sees.
  return useSyncExternalStore(sync.subscribe, sync.getSnapshot, () => initial);
}
