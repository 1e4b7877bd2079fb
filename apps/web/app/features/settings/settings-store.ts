/**
 * The settings in the browser: read from their cookies and localStorage (settings.ts says which is
 * where), written there by the settings dialog, and announced to whoever listens (the board's clock and
 * order, the spoiler delay of the live client, sounds and notifications).
 *
 * Nothing is cached across requests on the server: during server rendering `useSettings` returns
 * what the root loader read from the request's cookies, and the module's browser state is never
 * touched there.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { clampDelayS, type SpoilerDelaySource } from '../../live/delay-queue.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { favouritesStore, onFavouritesStore, withFavouritesStore } from '../favourites/use-favourites.ts';
import { readCookie, writeCookie } from '../site/cookies.ts';
import {
  DEFAULT_LIVE_TABLE,
  DEFAULT_SETTINGS,
  type HourClock,
  type LiveTableSettings,
  type TableCookieSettings,
  parseSound,
  serialiseLiveTable,
  serverSettingsFromCookies,
  SETTINGS_COOKIES,
  type Settings,
  SOUND_STORAGE_KEY,
} from './settings.ts';

const listeners = new Set<() => void>();
let cached: { cookie: string; sound: string | null; settings: Settings } | null = null;
let watchingStorage = false;

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (privacy mode, a sandboxed frame): the switch then lives for this page only.
    return null;
  }
}

let soundInMemory: string | null = null;

function readSoundText(): string | null {
  const store = localStore();
  if (!store) return soundInMemory;
  try {
    return store.getItem(SOUND_STORAGE_KEY);
  } catch {
    return soundInMemory;
  }
}

/** The settings now (browser); the defaults where there is no document (server, tests without DOM). */
export function getSettings(): Settings {
  if (typeof document === 'undefined') return DEFAULT_SETTINGS;
  const cookie = document.cookie;
  const sound = readSoundText();
  if (cached && cached.cookie === cookie && cached.sound === sound) return cached.settings;
  const read: Settings = {
    ...serverSettingsFromCookies((name) => readCookie(cookie, name)),
    sound: parseSound(sound),
  };
  // Another cookie changed (tz, odds): keep the same object, so nothing re-renders for it.
  const settings = cached && sameSettings(cached.settings, read) ? cached.settings : read;
  cached = { cookie, sound, settings };
  return settings;
}

function sameSettings(a: Settings, b: Settings): boolean {
  return (
    a.clock === b.clock &&
    a.spoilerDelayS === b.spoilerDelayS &&
    a.sound === b.sound &&
    serialiseLiveTable(a.liveTable) === serialiseLiveTable(b.liveTable)
  );
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Called on every change of any setting (here or, for the sound switch, in another tab). */
export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  if (!watchingStorage && typeof window !== 'undefined') {
    watchingStorage = true;
    window.addEventListener('storage', (event) => {
      if (event.key === SOUND_STORAGE_KEY) notify();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

export function setHourClock(clock: HourClock): void {
  writeCookie(SETTINGS_COOKIES.clock, clock);
  notify();
}

export function setSpoilerDelay(seconds: number): void {
  writeCookie(SETTINGS_COOKIES.spoilerDelay, String(clampDelayS(Math.round(seconds))));
  notify();
}

export function setLiveTable(change: Partial<TableCookieSettings>): void {
  writeCookie(SETTINGS_COOKIES.liveTable, serialiseLiveTable({ ...getSettings().liveTable, ...change }));
  notify();
}

export function setSound(on: boolean): void {
  const text = on ? '1' : '0';
  soundInMemory = text;
  try {
    localStore()?.setItem(SOUND_STORAGE_KEY, text);
  } catch {
    // Kept in memory for this page (see localStore).
  }
  notify();
}

/**
 * The live-table settings for the account sync of issue 5 (spec 1 §3, §4 "Logging in loads My games
 * and settings ... logging out restores default settings"): the one API that reads, writes and hears
 * all three, wherever each is kept (settings.ts).
 */
export const liveTableSettings = {
  read(): LiveTableSettings {
    return { ...getSettings().liveTable, mygamesGroups: favouritesStore()?.getSnapshot().groups.on ?? false };
  },
  write(change: Partial<LiveTableSettings>): void {
    const { mygamesGroups, ...cookie } = change;
    if (Object.keys(cookie).length > 0) setLiveTable(cookie);
    if (mygamesGroups !== undefined) withFavouritesStore((store) => store.setGroupsEnabled(mygamesGroups));
  },
  reset(): void {
    liveTableSettings.write(DEFAULT_LIVE_TABLE);
  },
  subscribe(listener: (settings: LiveTableSettings) => void): () => void {
    let last = JSON.stringify(liveTableSettings.read());
    const check = () => {
      const now = liveTableSettings.read();
      const text = JSON.stringify(now);
      if (text === last) return;
      last = text;
      listener(now);
    };
    const stopSettings = subscribeSettings(check);
    // The groups setting lives with the favourites, whose store may load later (use-favourites.ts).
    let stopFavourites = () => {};
    const stopWaiting = onFavouritesStore((store) => {
      stopFavourites = store.subscribe(check);
      check();
    });
    return () => {
      stopSettings();
      stopWaiting();
      stopFavourites();
    };
  },
};

/**
 * Sign-out and account deletion (spec 1 §4 "Logging out drops My games and restores default settings";
 * spec 2 §4 "clear all local user data"): the clock, the spoiler delay, the live-table settings and the
 * sound switch go back to their defaults, by forgetting what was stored (the cookies and the sound's
 * key), so this browser reads as a new visitor's. The odds format is the odds feature's (the account
 * feature resets it beside this); the theme and the legal-age answer belong to the device and the
 * person at it, not to the account, and stay.
 */
export function restoreDefaultSettings(): void {
  for (const name of Object.values(SETTINGS_COOKIES)) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
  soundInMemory = null;
  try {
    localStore()?.removeItem(SOUND_STORAGE_KEY);
  } catch {
    // Storage refused: the switch lived in memory for this page only, and is forgotten above.
  }
  // mygamesGroups lives with the favourites: off, as on a new visitor's browser.
  favouritesStore()?.setGroupsEnabled(DEFAULT_LIVE_TABLE.mygamesGroups);
  notify();
}

/** The spoiler delay for the live client (live/delay-queue.ts). */
export const spoilerDelaySource: SpoilerDelaySource = {
  get: () => getSettings().spoilerDelayS,
  subscribe: subscribeSettings,
};

/** The settings as the server saw them, then as the browser has them (after hydration). */
export function useSettings(): Settings {
  const fromServer = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  const serverSnapshot = useMemo<Settings>(
    () => (fromServer ? { ...fromServer, sound: null } : DEFAULT_SETTINGS),
    [fromServer],
  );
  return useSyncExternalStore(subscribeSettings, getSettings, () => serverSnapshot);
}

/** @internal tests: forget the cached reading. */
export function resetSettingsCacheForTests(): void {
  cached = null;
  soundInMemory = null;
}
