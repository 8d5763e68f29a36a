/**
 * The entry's door to the offline store: `offline(use, fallback)` loads ./device.ts (a chunk of its
 * own, with idb-keyval) and runs `use` with it; any failure (no IndexedDB, the chunk not to be had)
 * gives `fallback`.
 *
 * `when: 'free'` (#49): work that no first screen shows and that may wait (keeping each payload as
 * the seat's copy, looking for a move queued by an older build) waits until loading the chunk costs
 * the first screen nothing: at once when the service worker is in charge of the page (its cache
 * answers), else once it takes charge (a first visit: it installs after the page's `load`, with
 * every file of the build, this one too), else, where no worker will (none in this browser, a
 * development server, a forced reload), at the first idle moment after `load` or after
 * FREE_AFTER_MS. A move queued now, a copy read with no server, a queued move sent or cancelled
 * load it at once.
 */
type Device = typeof import('./device');

/** A worker that never takes charge of this page (registration refused, a forced reload): the network, then. */
const FREE_AFTER_MS = 30_000;

let free: Promise<void> | null = null;

/** Resolves once ./device.ts can load without competing with the first screen (above). */
function deviceFree(): Promise<void> {
  free ??= new Promise<void>((resolve) => {
    const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (workers?.controller) return resolve();
    if (workers && !import.meta.env.DEV) {
      workers.addEventListener('controllerchange', () => resolve(), { once: true });
      setTimeout(resolve, FREE_AFTER_MS);
      return;
    }
    const idle = () =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return free;
}

export async function offline<T>(use: (device: Device) => Promise<T>, fallback: T, when: 'now' | 'free' = 'now'): Promise<T> {
  try {
    if (when === 'free') await deviceFree();
    return await use(await import('./device'));
  } catch {
    return fallback;
  }
}

export { hasQueuedMark } from './queued-mark';
