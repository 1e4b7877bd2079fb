/**
 * The page's side of the service worker (public/sw.js, served by the server with this build's
 * precache list: apps/server/src/web/service-worker.ts), loaded after the page's `load` event by
 * register.ts. Registration failing (a private window, a browser without workers) changes nothing
 * for the page.
 */
export function startWorkerClient(): void {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
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
