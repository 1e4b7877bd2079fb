/**
 * The page's alerts, wired to the browser: the followed games (favourites store), their push subjects,
 * the settings, the sound player, the window's width. Made once per page on first use (the site's
 * frame mounts NotificationArea on every page) and kept across client navigations.
 */
import { SYSTEM_TIMERS } from '../../live/delay-queue.ts';
import { favouritesStore } from '../favourites/use-favourites.ts';
import { getSettings, spoilerDelaySource, subscribeSettings } from '../settings/settings-store.ts';
import { isSoundOn, soundPlayer } from '../sound/sound-manager.ts';
import { FollowedGames } from './followed-games.ts';
import { GameAlerts, watchedGames } from './game-alerts.ts';
import { type NotificationStack, RESPONSIVE_MAX_PX } from './notification-stack.ts';

/** Games start and finish: which followed games are watched is looked at again every minute. */
const REVIEW_MS = 60_000;

export interface AlertsRuntime {
  stack: NotificationStack;
  stop(): void;
}

let runtime: AlertsRuntime | null = null;
let users = 0;

function start(stack: NotificationStack): AlertsRuntime {
  stack.setWidth(window.innerWidth);
  const player = soundPlayer();
  const alerts = new GameAlerts({
    stack,
    play: (sound) => player?.play(sound),
    notifications: () => getSettings().liveTable.mygamesNotifications,
    soundOn: isSoundOn,
    wide: () => window.innerWidth >= RESPONSIVE_MAX_PX,
    delay: spoilerDelaySource,
    timers: SYSTEM_TIMERS,
  });
  const watch = new FollowedGames({ onChange: alerts.onChange });
  let watched = new Set<string>();

  const review = () => {
    const store = favouritesStore();
    const enabled = getSettings().liveTable.mygamesNotifications !== 'no';
    const next = new Set(
      enabled && store ? watchedGames(store.getSnapshot().myGames, Math.floor(Date.now() / 1000)) : [],
    );
    for (const id of watched) if (!next.has(id)) alerts.forget(id);
    watched = next;
    watch.setGames(next);
  };
  const stopFollowed = favouritesStore()?.onFollowedGamesChanged(review) ?? (() => {});
  const stopSettings = subscribeSettings(review);
  const timer = setInterval(review, REVIEW_MS);
  const onResize = () => stack.setWidth(window.innerWidth);
  window.addEventListener('resize', onResize);
  review();
  watch.start();
  return {
    stack,
    stop() {
      stopFollowed();
      stopSettings();
      clearInterval(timer);
      window.removeEventListener('resize', onResize);
      watch.stop();
      alerts.dispose();
    },
  };
}

/** The page's alerts (browser only); `release` stops them when the last user goes. */
export function acquireAlerts(stack: NotificationStack): { runtime: AlertsRuntime; release: () => void } {
  runtime ??= start(stack);
  users++;
  const held = runtime;
  let released = false;
  return {
    runtime: held,
    release() {
      if (released) return;
      released = true;
      users--;
      if (users === 0 && runtime === held) {
        runtime.stop();
        runtime = null;
      }
    },
  };
}
