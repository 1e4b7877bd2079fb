/**
 * React binding of the live board. The board is created once per mounted component (options are read once:
 * to show another sport or day, remount with a `key`), started after hydration (effects never run during SSR)
 * and stopped on unmount. StrictMode's start/stop/start in development is fine: start and stop are
 * idempotent and a stopped board can start again.
 *
 * The spoiler delay comes from the page's `SpoilerDelayContext` (spoiler-context.ts), so every board of
 * the site is delayed alike without each page passing it.
 */
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { createLiveBoard } from './board.ts';
import { PushSwitchContext } from './push-switch.ts';
import { SpoilerDelayContext } from './spoiler-context.ts';
import type { BoardSnapshot, LiveBoardOptions } from './types.ts';

export function useLiveBoard(options: LiveBoardOptions): BoardSnapshot {
  const spoiler = useContext(SpoilerDelayContext);
  const pushSwitch = useContext(PushSwitchContext);
  const [{ board, initial }] = useState(() => {
    const source = options.spoilerDelay ?? spoiler.source;
    const created = createLiveBoard({
      ...options,
      spoilerDelayS: options.spoilerDelayS ?? spoiler.seconds,
      ...(source ? { spoilerDelay: source } : {}),
      ...(!options.pushSwitch && pushSwitch ? { pushSwitch } : {}),
    });
    return { board: created, initial: created.getSnapshot() };
  });
  useEffect(() => {
    board.start();
    return () => board.stop();
  }, [board]);
  // The server snapshot is the snapshot of the initial feed: what SSR rendered is what hydration sees.
  return useSyncExternalStore(board.subscribe, board.getSnapshot, () => initial);
}
