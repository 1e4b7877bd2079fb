/**
 * React binding of OddsSync: created once per mounted odds tab and per day's feed it follows (sport,
 * day, zone), started after hydration, stopped on unmount. Another zone under a mounted tab (the
 * visitor's own, noticed after hydration) is a new sync from the new loader body, without a remount,
 * as the live board does (live/use-live-board.ts).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { OddsSync, type OddsSnapshot, type OddsSyncOptions } from './odds-sync.ts';

interface Made {
  readonly feedKey: string;
  readonly sync: OddsSync;
  readonly initial: OddsSnapshot;
}

export function useDayOdds(options: OddsSyncOptions): OddsSnapshot {
  const feedKey = `${options.sportId}:${options.day}:${options.tzMinutes}`;
  const make = (): Made => {
    const created = new OddsSync(options);
    return { feedKey, sync: created, initial: created.getSnapshot() };
  };
  const [made, setMade] = useState(make);
  let current = made;
  if (made.feedKey !== feedKey) {
    // "State from props": this render is done again with the new sync, which does nothing before start().
    current = make();
    setMade(current);
  }
  const { sync, initial } = current;
  useEffect(() => {
    sync.start();
    return () => sync.stop();
  }, [sync]);
  // What the server rendered is what hydration sees.
  return useSyncExternalStore(sync.subscribe, sync.getSnapshot, () => initial);
}
