/**
 * The app's one service worker (scope /), registered on every page (web/src/offline/register.ts).
 * It keeps the build's files so the shell, the rules pages and the boards open offline, and shows
 * the Web Push notifications (web/src/push.ts). It never touches /api: game payloads are kept by
 * the page in IndexedDB, per seat (web/src/offline/), never in a cache a URL could read back.
 * The build writes BUILD below (scripts/vite-offline.ts); why it is written by hand: README.
 */
const BUILD = /* the build's files */ null;

const PREFIX = 'stonehenge-shell-';
const CACHE = BUILD ? `${PREFIX}${BUILD.id}` : null;
/** The shell (index.html as the server serves `/`): every page of the app starts from it. */
const SHELL = '/';

self.addEventListener('install', (event) => {
  // A new build takes over at once: navigations always ask the network first (below), so a page
  // never starts from an old shell while online, and its old caches are dropped on activate.
  self.skipWaiting();
  if (!CACHE) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: past the HTTP cache, so the copy kept is the one this build's server has. The
      // shell must come (else the install fails and the next page load tries again); another file
      // that fails now is kept when a page first asks for it (buildFile).
      await cache.addAll([new Request(SHELL, { cache: 'reload' })]);
      await Promise.all(BUILD.files.filter((url) => url !== SHELL).map((url) => keep(cache, url).catch(() => undefined)));
    })(),
  );
});

async function keep(cache, url) {
  const res = await fetch(new Request(url, { cache: 'reload' }));
  if (res.ok) await cache.put(url, res);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      // A navigation is asked of the network first: let it start while the worker starts.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

/** A page load: the network's answer (a new build's shell, the game's preloads), else the kept shell. */
async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const shell = CACHE ? await (await caches.open(CACHE)).match(SHELL) : undefined;
    if (shell) return shell;
    throw error;
  }
}

/** A build file: named by its content's hash, so the kept copy is the file; else the network's, kept now. */
async function buildFile(event) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const res = await fetch(event.request);
  if (res.ok) event.waitUntil(cache.put(event.request, res.clone()));
  return res;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
    return;
  }
  if (CACHE && url.pathname !== SHELL && BUILD.files.includes(url.pathname)) event.respondWith(buildFile(event));
});

/** Only a path of this site is opened: a push cannot send the player elsewhere. */
function sitePath(url) {
  return typeof url === 'string' && /^\/g\/[a-z0-9]{1,32}$/.test(url) ? url : '/my-games';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const url = sitePath(data.url);
  const title = typeof data.title === 'string' && data.title ? data.title.slice(0, 200) : 'Stonehenge';
  const body = typeof data.body === 'string' ? data.body.slice(0, 500) : '';
  // One notification per game: a newer one replaces the last.
  event.waitUntil(self.registration.showNotification(title, { body, tag: url, renotify: true, data: { url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data?.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname === target.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
