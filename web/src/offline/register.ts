/**
 * Registers the service worker (web/public/sw.js) once the page has loaded, so it never competes
 * with the first screen. The same registration shows Web Push (web/src/push.ts registers the same
 * URL and scope). Not in `vite` dev, whose files are not the build's.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const go = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
