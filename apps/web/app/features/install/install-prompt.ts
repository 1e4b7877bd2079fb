/**
 * The install prompt as the mobile page shows it (InstallOffer.tsx): the event register.ts held since
 * the page started, and the ones that come later, as a small store for useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { heldPrompt } from './register.ts';

/** Chromium's event (not in TypeScript's DOM types): the browser's install dialog, held for a click. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * - `unavailable`: the browser offers no prompt (Safari, Firefox, already dismissed): show the steps;
 * - `ready`: a click on our button opens the browser's install dialog;
 * - `dismissed`: the fan said not now;
 * - `installed`: installed in this visit, or this page runs from the home screen.
 */
export type InstallState = 'unavailable' | 'ready' | 'dismissed' | 'installed';

let state: InstallState | null = null;
const listeners = new Set<() => void>();

function setState(next: InstallState): void {
  state = next;
  for (const listener of listeners) listener();
}

function currentState(): InstallState {
  if (state === null) {
    state = window.matchMedia?.('(display-mode: standalone)').matches
      ? 'installed'
      : heldPrompt.event
        ? 'ready'
        : 'unavailable';
  }
  return state;
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

// register.ts's listener, added first, has held the event (and prevented the banner) already.
function onPrompt(): void {
  if (currentState() !== 'installed') setState('ready');
}

function onInstalled(): void {
  heldPrompt.event = null;
  setState('installed');
}

/** Opens the browser's install dialog (needs the click that calls it); the answer becomes the state. */
export async function promptInstall(): Promise<void> {
  const event = heldPrompt.event as BeforeInstallPromptEvent | null;
  if (!event) return;
  heldPrompt.event = null;
  const { outcome } = await event.prompt();
  setState(outcome === 'accepted' ? 'installed' : 'dismissed');
}

/** The install state; on the server and in the first render, `unavailable` (no button in the HTML). */
export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(subscribe, currentState, () => 'unavailable');
}
