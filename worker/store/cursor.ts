/**
 * The cursor of a keyset-paginated list (the archive, live and open games, the leaderboard): the
 * last row's sort key (a time or a rating, a whole number) and its id, as one opaque string.
 */
import { errors } from '../refusal';

export interface Cursor {
  key: number;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return btoa(`${c.key}:${c.id}`).replace(/=+$/, '');
}

/** The cursor a list gave out; anything else is refused as a bad body. */
export function decodeCursor(raw: string): Cursor {
  try {
    const [k, id] = atob(raw).split(':');
    const key = Number(k);
    if (!Number.isSafeInteger(key) || !id || !/^[a-z0-9]{1,32}$/.test(id)) throw new Error('bad');
    return { key, id };
  } catch {
    throw errors.invalidBody('cursor: not a cursor this service gave out.');
  }
}
