/**
 * The visitor's settings: what they are, where each is kept, how stored text is read back.
 * Pure (no document, no storage): the server's loaders and the browser's store both use it.
 *
 * Where each setting lives (docs/decisions.md "Settings, sounds, notifications, spoiler delay"):
 *
 * | setting                         | kept in              | why there                                  |
 * |---------------------------------|----------------------|--------------------------------------------|
 * | odds format                     | `odds_format` cookie | features/odds (365 days, spec 1 §4)        |
 * | dark theme                      | `theme` cookie       | shell/ThemeToggle.tsx                      |
 * | 12/24-hour clock                | `clk` cookie         | the server writes every time               |
 * | spoiler delay (0-120 s)         | `spd` cookie         | the server must hold back the first scores |
 * | sortByTime, mygamesNotifications (live table) | `lts` cookie | the server sorts the board |
 * | mygamesGroups (live table)      | favourites' `nrl_mygames_groups` | beside the visitor's group names |
 * | sound on/off                    | localStorage `nrl_sound` | spec 1 §4 "stored locally"; the server never plays a sound |
 * | push on/off (spec 1 §4 4.23)    | localStorage `nrl_push`  | only the browser's live client reads it    |
 */
import { SPOILER_DELAY_MAX_S } from '../../live/delay-queue.ts';
import { readCookie } from '../../kit/cookies.ts';
import type { HourClock } from '../../kit/time/format.ts';

export { SPOILER_DELAY_MAX_S };

/** Cookie names (every one a render-cache variant: apps/server/src/web/render-cache.ts). */
export const SETTINGS_COOKIES = {
  clock: 'clk',
  spoilerDelay: 'spd',
  liveTable: 'lts',
} as const;

/** localStorage key of the sound switch: '1' on, '0' off, absent: the platform's default. */
export const SOUND_STORAGE_KEY = 'nrl_sound';

/** localStorage key of the push switch (spec 1 §4 "Push may be toggled manually"): '0' off, else on. */
export const PUSH_STORAGE_KEY = 'nrl_push';

/** Push is on unless the visitor switched it off. */
export function parsePush(value: string | null | undefined): boolean {
  return value !== '0';
}

export type { HourClock };

/** Spec 1 §3 "Live-table settings": mygamesNotifications. */
export const GAME_NOTIFICATION_MODES = ['yessound', 'yessilent', 'no'] as const;
export type GameNotifications = (typeof GAME_NOTIFICATION_MODES)[number];

/**
 * Spec 1 §3 "Live-table settings" (the ones a signed-in visitor's account carries). Two live in the
 * `lts` cookie; `mygamesGroups` lives with the groups themselves in the favourites' storage
 * (features/favourites, `nrl_mygames_groups`): settings-store.ts `liveTableSettings` joins them.
 */
export interface LiveTableSettings {
  sortByTime: boolean;
  mygamesGroups: boolean;
  mygamesNotifications: GameNotifications;
}

/** The live-table settings of the `lts` cookie. */
export type TableCookieSettings = Omit<LiveTableSettings, 'mygamesGroups'>;

export const DEFAULT_LIVE_TABLE: LiveTableSettings = Object.freeze({
  sortByTime: false,
  mygamesGroups: false,
  mygamesNotifications: 'yessilent',
});

const DEFAULT_TABLE_COOKIE: TableCookieSettings = Object.freeze({
  sortByTime: DEFAULT_LIVE_TABLE.sortByTime,
  mygamesNotifications: DEFAULT_LIVE_TABLE.mygamesNotifications,
});

/** What the server can read (cookies). */
export interface ServerSettings {
  clock: HourClock;
  spoilerDelayS: number;
  liveTable: TableCookieSettings;
}

/** The sound switch as stored: null until the visitor chooses (then the platform decides). */
export type SoundChoice = boolean | null;

export interface Settings extends ServerSettings {
  sound: SoundChoice;
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  clock: '24',
  spoilerDelayS: 0,
  liveTable: DEFAULT_TABLE_COOKIE,
  sound: null,
});

export function parseClock(value: string | null | undefined): HourClock {
  return value === '12' ? '12' : '24';
}

/** Whole seconds 0-120; anything unreadable is 0 (no delay: never hide scores by mistake). */
export function parseSpoilerDelay(value: string | null | undefined): number {
  if (value == null || !/^\d{1,3}$/.test(value)) return 0;
  return Math.min(SPOILER_DELAY_MAX_S, Number(value));
}

export function isGameNotifications(value: unknown): value is GameNotifications {
  return typeof value === 'string' && (GAME_NOTIFICATION_MODES as readonly string[]).includes(value);
}

/**
 * `lts` cookie: "{sortByTime}.{mygamesNotifications}", e.g. "1.yessound". Each part that does not read
 * falls back to its default alone.
 */
export function parseLiveTable(value: string | null | undefined): TableCookieSettings {
  if (!value) return DEFAULT_TABLE_COOKIE;
  const [sort, notifications] = value.split('.');
  return {
    sortByTime: sort === '1' ? true : sort === '0' ? false : DEFAULT_TABLE_COOKIE.sortByTime,
    mygamesNotifications: isGameNotifications(notifications)
      ? notifications
      : DEFAULT_TABLE_COOKIE.mygamesNotifications,
  };
}

export function serialiseLiveTable(settings: TableCookieSettings): string {
  return `${settings.sortByTime ? 1 : 0}.${settings.mygamesNotifications}`;
}

export function parseSound(value: string | null | undefined): SoundChoice {
  return value === '1' ? true : value === '0' ? false : null;
}

/** Settings from a `Cookie` header value (the root loader; the browser passes document.cookie). */
export function serverSettingsFromCookies(read: (name: string) => string | null): ServerSettings {
  return {
    clock: parseClock(read(SETTINGS_COOKIES.clock)),
    spoilerDelayS: parseSpoilerDelay(read(SETTINGS_COOKIES.spoilerDelay)),
    liveTable: parseLiveTable(read(SETTINGS_COOKIES.liveTable)),
  };
}

/** For the root loader: what the request's cookies say (the first HTML obeys them). */
export function settingsFromRequest(request: Request): ServerSettings {
  const header = request.headers.get('cookie');
  return serverSettingsFromCookies((name) => readCookie(header, name));
}
