/**
 * What every page runs for installing (root.tsx): the service worker's registration (public/sw.js,
 * served by the server with this build's precache list: apps/server/src/web/service-worker.ts), and
 * the browser's install prompt, held for the mobile page (install-prompt.ts). Small on purpose: it is
 * in the first screen's code of every page (ARCHITECTURE.md "What the browser loads").
 */

/**
 * Registers the worker after the page's `load` event, in production builds only: a development
 * server's modules change under it, and a worker holding them would serve stale code. Registration
 * failing (a private window, a browser without workers) changes nothing for the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The last `beforeinstallprompt` of this page's life, until the mobile page uses it. */
export const heldPrompt: { event: Event | null } = { event: null };

/*
 * Listened for when this module loads (with root.tsx, before hydration), not when the mobile page
 * mounts: Chromium fires `beforeinstallprompt` once, soon after load, on whatever page the fan is.
 * preventDefault keeps Chrome's own banner from popping up over the scores; /mobile/ offers the dialog.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    heldPrompt.event = event;
  });
}
