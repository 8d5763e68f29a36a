/**
 * Registers the service worker (web/public/sw.js) once the page has loaded and its first screen
 * is drawn (the first idle moment after `load`, at most 3 s later), so its install, which fetches
 * the whole build, never competes with the first screen for a slow line or a slow CPU (#34). The
 * same registration shows Web Push (web/src/push.ts registers the same URL and scope). Not in
 * `vite` dev, whose files are not the build's.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const go = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // Safari has no requestIdleCallback: a second after load stands in.
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(go, { timeout: 3000 }) : setTimeout(go, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
