/**
 * The page's one sound player (browser only), made when the alerts start so that the iOS load delay
 * counts from the page's start, and the sound switch in force.
 */
import { SYSTEM_TIMERS } from '../../live/delay-queue.ts';
import { getSettings } from '../settings/settings-store.ts';
import { browserPlatform, isAppleWebKit, soundEnabled } from './platform.ts';
import { SoundPlayer } from './sound-player.ts';

let player: SoundPlayer | null = null;

export function soundPlayer(): SoundPlayer | null {
  if (typeof window === 'undefined' || typeof Audio === 'undefined') return null;
  if (!player) {
    const platform = browserPlatform();
    player = new SoundPlayer({
      createAudio: () => new Audio(),
      apple: platform !== null && isAppleWebKit(platform),
      timers: SYSTEM_TIMERS,
    });
  }
  return player;
}

/** The sound switch as it is now: the visitor's choice, else the platform's default (spec 1 §4). */
export function isSoundOn(): boolean {
  return soundEnabled(getSettings().sound, browserPlatform());
}

/** From the click that turns the sound on (iOS allows later sounds only after one in a gesture). */
export function unlockSound(): void {
  soundPlayer()?.unlock();
}
