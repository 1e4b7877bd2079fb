/**
 * React binding of the live board. The board is created once per mounted component and per feed it
 * follows (sport, day, zone, language): options are read when it is made. Started after hydration
 * (effects never run during SSR) and stopped on unmount. StrictMode's start/stop/start in development
 * is fine: start and stop are idempotent and a stopped board can start again.
 *
 * When the feed it follows changes under a mounted component (the visitor's own time zone, noticed
 * after hydration: kit/use-visitor-tz.ts), the hook makes a board for the new feed from the new
 * `initialFeed` and stops the old one, without a remount: the rows React keys by event id keep their
 * DOM, instead of the whole board being thrown away and built again (issue 18 point 5).
 *
 * The spoiler delay comes from the page's `SpoilerDelayContext` (spoiler-context.ts), so every board of
 * the site is delayed alike without each page passing it.
 */
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { createLiveBoard } from './board.ts';
import { PushSwitchContext } from './push-switch.ts';
import { SpoilerDelayContext } from './spoiler-context.ts';
import type { BoardSnapshot, LiveBoard, LiveBoardOptions } from './types.ts';

/** The feed a board follows: another one is another board (its full feed's name says the same). */
export function boardFeedKey(
  options: Pick<LiveBoardOptions, 'sportId' | 'day' | 'tzMinutes' | 'lang'>,
): string {
  return `${options.sportId}:${options.day}:${options.tzMinutes}:${options.lang}`;
}

interface Made {
  readonly feedKey: string;
  readonly board: LiveBoard;
  readonly initial: BoardSnapshot;
}

export function useLiveBoard(options: LiveBoardOptions): BoardSnapshot {
  const spoiler = useContext(SpoilerDelayContext);
  const pushSwitch = useContext(PushSwitchContext);
  const make = (): Made => {
    const source = options.spoilerDelay ?? spoiler.source;
    const created = createLiveBoard({
      ...options,
      spoilerDelayS: options.spoilerDelayS ?? spoiler.seconds,
      ...(source ? { spoilerDelay: source } : {}),
      ...(!options.pushSwitch && pushSwitch ? { pushSwitch } : {}),
    });
    return { feedKey: boardFeedKey(options), board: created, initial: created.getSnapshot() };
  };
  const [made, setMade] = useState(make);
  let current = made;
  const feedKey = boardFeedKey(options);
  if (made.feedKey !== feedKey) {
    // React's "state from props" pattern: this render is thrown away and done again with the new
    // board. A board does nothing before start() (no request, socket or timer), so one made in a
    // render React discards costs nothing.
    current = make();
    setMade(current);
  }
  const { board, initial } = current;
  useEffect(() => {
    board.start();
    return () => board.stop();
  }, [board]);
  // The server snapshot is the snapshot of the initial feed: what SSR rendered is what hydration sees.
  return useSyncExternalStore(board.subscribe, board.getSnapshot, () => initial);
}
