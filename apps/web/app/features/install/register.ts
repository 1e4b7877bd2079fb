/**
 * The browser's side of installing: the service worker's registration (public/sw.js, served by the
 * server with this build's precache list: apps/server/src/web/service-worker.ts) and the install
 * prompt that the mobile page offers (MobileApp.tsx, useInstallPrompt).
 */
import { useSyncExternalStore } from 'react';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker after the page's `load` event, in production builds only: a development
 * server's modules change under it, and a worker holding them would serve stale code. Registration
 * failing (a private window, a browser without workers) changes nothing for the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

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

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();

function setState(next: InstallState): void {
  state = next;
  for (const listener of listeners) listener();
}

/*
 * Listened for when this module loads (with root.tsx, before hydration), not when the mobile page
 * mounts: Chromium fires `beforeinstallprompt` once, soon after load, on whatever page the fan is.
 * preventDefault keeps Chrome's own banner from popping up over the scores; /mobile/ offers the dialog.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    if (state !== 'installed') setState('ready');
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    setState('installed');
  });
  if (window.matchMedia?.('(display-mode: standalone)').matches) state = 'installed';
}

/** Opens the browser's install dialog (needs the click that calls it); the answer becomes the state. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  const { outcome } = await event.prompt();
  setState(outcome === 'accepted' ? 'installed' : 'dismissed');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install state; on the server and in the first render, `unavailable` (no button in the HTML). */
export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'unavailable',
  );
}
