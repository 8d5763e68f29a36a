/**
 * The entry's door to the offline store: `offline(use, fallback)` loads ./device.ts (in the game
 * page's chunk) and runs `use` with it; any failure (no IndexedDB, the chunk not to be had) gives `fallback`.
 */
type Device = typeof import('./device');

export async function offline<T>(use: (device: Device) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await use(await import('./device'));
  } catch {
    return fallback;
  }
}
