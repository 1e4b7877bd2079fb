/*
 * Nerali's service worker: an app shell for the installed site, and an offline page in the fan's
 * language. Hand-written and small on purpose; docs/ARCHITECTURE.md ("Installable") says why.
 *
 * The server serves it at /sw.js with this build's facts written in front (apps/server/src/web/
 * service-worker.ts): `self.NERALI_SHELL = { version, precache }`. A new build is a new script, so the
 * browser installs the new worker, which takes over at once and deletes the old build's caches.
 *
 * What it does, and nothing else (every other request goes to the network as if it were not here):
 * - pages (navigations under /ta/ and /en/): network first, never stored; when the network fails,
 *   the offline page of the page's language. Scores are live: a stored page would show old ones as
 *   if they were current.
 * - the build's files (/assets/, names hashed, so a name's content never changes): from the cache,
 *   else the network, and kept.
 * - never feeds (/x/feed/...), push (/x/push, a WebSocket a worker cannot see anyway), accounts or
 *   any API: they are not under /assets/ and are not navigations, so they are not touched.
 */
'use strict';

const SHELL = self.NERALI_SHELL;
const CACHE = 'nerali-shell-' + SHELL.version;
const OFFLINE = { ta: '/ta/offline/', en: '/en/offline/' };
/** Our own markup and stylesheets (not any HTML or CSS): a link to a build file, a font of a stylesheet. */
const LINKED_FILE = /<link\b[^>]*\shref="(\/assets\/[^"]+)"/g;
const FONT_FILE = /url\(\s*["']?(\/assets\/[^"')\s]+\.woff2)/g;

/**
 * The files the offline pages link (their stylesheets, the preloaded Tamil font) and the fonts those
 * stylesheets name, read from the stored pages themselves: a route's `links` are in no build manifest
 * the server could read, and the page is the one place that lists exactly what it needs.
 */
async function offlinePageFiles(cache) {
  const files = new Set();
  for (const page of Object.values(OFFLINE)) {
    const html = await (await cache.match(page)).text();
    for (const [, href] of html.matchAll(LINKED_FILE)) files.add(href);
  }
  for (const href of [...files]) {
    if (!href.endsWith('.css')) continue;
    const css = await (await fetch(href)).text();
    for (const [, font] of css.matchAll(FONT_FILE)) files.add(font);
  }
  return [...files];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The pages from the server (`reload`), not from the HTTP cache, which may hold the last build's.
      await cache.addAll([OFFLINE.ta, OFFLINE.en].map((url) => new Request(url, { cache: 'reload' })));
      // The build's files by their hashed names: from the HTTP cache when the page just loaded them,
      // so a phone does not fetch its first page's code twice.
      const files = new Set([...SHELL.precache, ...(await offlinePageFiles(cache))]);
      await cache.addAll([...files]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('nerali-') && name !== CACHE) await caches.delete(name);
      }
      // The page's request starts while the worker wakes up, instead of after.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

function langOf(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ta';
}

function isPage(pathname) {
  return pathname === '/' || /^\/(?:ta|en)(?:\/|$)/.test(pathname);
}

async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch {
    // No network (a server's error page is an answer, and is shown as it came).
    const offline = await caches.match(OFFLINE[langOf(new URL(event.request.url).pathname)], {
      cacheName: CACHE,
    });
    return offline ?? Response.error();
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (isPage(url.pathname)) event.respondWith(page(event));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
