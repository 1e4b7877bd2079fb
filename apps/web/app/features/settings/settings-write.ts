/**
 * Writing the settings (the settings dialog; the account's sign-in, sync and sign-out): to their
 * cookies and localStorage (settings.ts says which is where), announced through settings-store.ts.
 * Loaded with the dialog and the account client, not with the first page.
 */
import { clampDelayS } from '../../live/delay-queue.ts';
import { favouritesStore, onFavouritesStore, withFavouritesStore } from '../favourites/use-favourites.ts';
import { writeCookie } from '../../kit/cookies.ts';
import {
  DEFAULT_LIVE_TABLE,
  type HourClock,
  type LiveTableSettings,
  serialiseLiveTable,
  SETTINGS_COOKIES,
  PUSH_STORAGE_KEY,
  SOUND_STORAGE_KEY,
  type TableCookieSettings,
} from './settings.ts';
import {
  announceSettings,
  getSettings,
  keepPushInMemory,
  localStore,
  subscribeSettings,
} from './settings-store.ts';

export function setHourClock(clock: HourClock): void {
  writeCookie(SETTINGS_COOKIES.clock, clock);
  announceSettings();
}

export function setSpoilerDelay(seconds: number): void {
  writeCookie(SETTINGS_COOKIES.spoilerDelay, String(clampDelayS(Math.round(seconds))));
  announceSettings();
}

export function setLiveTable(change: Partial<TableCookieSettings>): void {
  writeCookie(SETTINGS_COOKIES.liveTable, serialiseLiveTable({ ...getSettings().liveTable, ...change }));
  announceSettings();
}

export function setSound(on: boolean): void {
  const text = on ? '1' : '0';
  try {
    localStore()?.setItem(SOUND_STORAGE_KEY, text);
  } catch {
    // Kept in memory for this page (see localStore).
  }
  announceSettings(text);
}

/** Spec 1 §4 "Push may be toggled manually": off closes the live boards' sockets; they poll instead. */
export function setPush(on: boolean): void {
  const text = on ? '1' : '0';
  keepPushInMemory(text);
  try {
    localStore()?.setItem(PUSH_STORAGE_KEY, text);
  } catch {
    // Kept in memory for this page (see localStore).
  }
  announceSettings();
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
 * key, the push switch's), so this browser reads as a new visitor's. The odds format is the odds feature's (the account
 * feature resets it beside this); the theme and the legal-age answer belong to the device and the
 * person at it, not to the account, and stay.
 */
export function restoreDefaultSettings(): void {
  for (const name of Object.values(SETTINGS_COOKIES)) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
  try {
    localStore()?.removeItem(SOUND_STORAGE_KEY);
    localStore()?.removeItem(PUSH_STORAGE_KEY);
  } catch {
    // Storage refused: the switch lived in memory for this page only, and is forgotten above.
  }
  // mygamesGroups lives with the favourites: off, as on a new visitor's browser.
  favouritesStore()?.setGroupsEnabled(DEFAULT_LIVE_TABLE.mygamesGroups);
  keepPushInMemory(null);
  announceSettings(null);
}
