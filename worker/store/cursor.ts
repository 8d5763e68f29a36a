/**
 * The cursor of a keyset-paginated list (the archive, live and open games, the leaderboard): the
 * last row's sort key (a time or a rating, a whole number) and its id, as one opaque string.
 */
import { errors } from './refusal';

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

/**
 * A page of a list read one row past its limit (`limit + 1` rows): the rows to show, and the
 * cursor of the next page from the last one shown (null when there is no more).
 */
export function pageOf<R>(rows: R[], limit: number, cursorOf: (last: R) => Cursor): { page: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
