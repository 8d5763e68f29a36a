/**
 * Where a sign-in returns to (issue #45 item 6): the invite, claim or game page the visitor left
 * to sign in. A path of this site only (never `//host` or a scheme), under the pages that ask for
 * a sign-in; the mailed link carries it in its fragment (`/signin#t=<token>&next=<path>`).
 */
import * as z from 'zod';

export const SIGNIN_NEXT = /^\/(join|claim|g|t|open)(\/[^\s\\]*)?(\?[^\s\\#]*)?(#[^\s\\]*)?$/;

/** A return path, or null when `path` is not one a sign-in may return to. */
export function signInNextOf(path: string | null | undefined): string | null {
  if (!path || path.length > 400 || path.startsWith('//')) return null;
  return SIGNIN_NEXT.test(path) ? path : null;
}

export const signInNext = z.string().max(400).regex(SIGNIN_NEXT, 'next: a path of this site to return to after signing in (/join/…, /claim/…, /g/…).');
