/** Seat tokens kept on this device, one per game: the seat link is the key. */
const PREFIX = 'stonehenge:token:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked (private mode, policies): the app still works for this visit.
  }
}

export function loadToken(gameId: string): string | null {
  return storage()?.getItem(PREFIX + gameId) ?? null;
}

export function saveToken(gameId: string, token: string): void {
  try {
    storage()?.setItem(PREFIX + gameId, token);
  } catch {
    // Quota or policy: keep going without remembering.
  }
}

export function forgetToken(gameId: string): void {
  storage()?.removeItem(PREFIX + gameId);
}

/** Game ids this device holds a seat in. */
export function savedGameIds(): string[] {
  const s = storage();
  if (!s) return [];
  const ids: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(PREFIX)) ids.push(key.slice(PREFIX.length));
  }
  return ids.sort();
}

/**
 * Takes a seat token from the address (`#t=<token>`), stores it, and removes it
 * from the address bar so it is not shared by a copied URL or kept in history.
 */
export function adoptTokenFromHash(gameId: string): void {
  const match = /(?:^#|&)t=([^&]+)/.exec(location.hash);
  if (!match?.[1]) return;
  saveToken(gameId, decodeURIComponent(match[1]));
  history.replaceState(history.state, '', location.pathname + location.search);
}
