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
  window.addEventListener('click', followLinksOffline, { capture: true });
}

/**
 * Offline, a link of ours is followed by the browser, not by the router: the router would fetch the
 * page's data, fail, and show the error page; the browser's navigation reaches the worker, which
 * answers with the offline page at the link's address. On the window in the capture phase, so it runs
 * before React's listener on the root, whose Link handler it keeps from running (the default action,
 * the browser's navigation, is left alone).
 */
function followLinksOffline(event: MouseEvent): void {
  if (navigator.onLine || !navigator.serviceWorker.controller) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === location.origin) event.stopPropagation();
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
