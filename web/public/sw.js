/**
 * The service worker behind "Notify me on this device" (web/src/push.ts registers it, scope /).
 * It does one thing: show the pushes the server sends ({ title, body, url }, encrypted to this
 * browser by the push service protocol) and, on a click, focus the game's open tab or open it.
 * No caching, no fetch handler: the app works exactly as without it. The payload never holds a
 * seat token: /g/<id> opens with the token this browser already keeps.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
