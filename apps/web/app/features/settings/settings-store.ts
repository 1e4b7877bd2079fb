/**
 * The settings in the browser: read from their cookies and localStorage (settings.ts says which is
 * where), written there by the settings dialog and the account (settings-write.ts, loaded with them),
 * and announced to whoever listens (the board's clock and order, the spoiler delay of the live client,
 * sounds and notifications).
 *
 * Nothing is cached across requests on the server: during server rendering `useSettings` returns
 * what the root loader read from the request's cookies, and the module's browser state is never
 * touched there.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SpoilerDelaySource } from '../../live/delay-queue.ts';
import type { PushSwitchSource } from '../../live/push-switch.ts';
import { readCookie } from '../../kit/cookies.ts';
import {
  DEFAULT_SETTINGS,
  parsePush,
  parseSound,
  PUSH_STORAGE_KEY,
  serialiseLiveTable,
  serverSettingsFromCookies,
  type ServerSettings,
  type Settings,
  SOUND_STORAGE_KEY,
} from './settings.ts';

/** The root route's part that is the settings of the request's cookies (root.tsx's loader: `satisfies`). */
export interface SettingsRootData {
  settings: ServerSettings;
}

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

/** @internal settings-write.ts: a setting was written (or, for the sound switch, kept in memory). */
export function announceSettings(sound?: string | null): void {
  if (sound !== undefined) soundInMemory = sound;
  notify();
}

/** @internal settings-write.ts: the page's localStorage, if the browser lets us have it. */
export { localStore };

/** Called on every change of any setting (here or, for the sound switch, in another tab). */
export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  if (!watchingStorage && typeof window !== 'undefined') {
    watchingStorage = true;
    window.addEventListener('storage', (event) => {
      if (event.key === SOUND_STORAGE_KEY || event.key === PUSH_STORAGE_KEY) notify();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/** The spoiler delay for the live client (live/delay-queue.ts). */
export const spoilerDelaySource: SpoilerDelaySource = {
  get: () => getSettings().spoilerDelayS,
  subscribe: subscribeSettings,
};

let pushInMemory: string | null = null;

/** @internal settings-write.ts: the push switch when storage is refused (this page only). */
export function keepPushInMemory(text: string | null): void {
  pushInMemory = text;
}

function readPushText(): string | null {
  const store = localStore();
  if (!store) return pushInMemory;
  try {
    return store.getItem(PUSH_STORAGE_KEY) ?? pushInMemory;
  } catch {
    return pushInMemory;
  }
}

/** Spec 1 §4 "Push may be toggled manually": the switch for the live client (live/push-switch.ts). */
export const pushSwitchSource: PushSwitchSource = {
  get: () => parsePush(readPushText()),
  subscribe: subscribeSettings,
};

/** The push switch for a component (the settings dialog); on during server rendering. */
export function usePushSwitch(): boolean {
  return useSyncExternalStore(pushSwitchSource.subscribe, pushSwitchSource.get, () => true);
}

/** The settings as the server saw them, then as the browser has them (after hydration). */
export function useSettings(): Settings {
  const fromServer = useRouteLoaderData<SettingsRootData>('root')?.settings;
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
  pushInMemory = null;
}
