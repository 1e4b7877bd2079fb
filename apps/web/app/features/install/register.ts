/**
 * What every page runs for installing (root.tsx): the start of the service worker's side
 * (worker-client.ts, after load), and the browser's install prompt, held for the mobile page
 * (install-prompt.ts). Small on purpose: it is in the first screen's code of every page
 * (ARCHITECTURE.md "What the browser loads").
 */

/**
 * Starts the worker's side of the page after the page's `load` event, in production builds only (a
 * development server's modules change under a worker, which would serve stale code): its code is a
 * chunk of its own (worker-client.ts), fetched then, so the first screen's code carries only this.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./worker-client.ts').then(
      (client) => client.startWorkerClient(),
      () => undefined,
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
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
