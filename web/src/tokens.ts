/**
 * Seat tokens kept on this device. A browser may hold several seats of one game (hot-seat play,
 * or your own invite opened to join a second time): each is kept under its game and seat and
 * never overwritten by another seat's token. The seat a page plays is the one last chosen.
 *
 * Keys: `stonehenge:seat:<game>:<seat>` holds a token; `stonehenge:token:<game>` holds a token
 * whose seat is not known yet (a seat link just opened, or a token stored before seats were kept
 * apart) until the game page learns its seat; `stonehenge:current:<game>` the seat last chosen.
 */
import { offline } from './offline';

const SEAT = 'stonehenge:seat:';
const UNPLACED = 'stonehenge:token:';
const CURRENT = 'stonehenge:current:';
const RETIRED = 'stonehenge:retired:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked (private mode, policies): the app still works for this visit.
  }
}

function set(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or policy: keep going without remembering.
  }
}

export interface HeldSeat {
  seat: number;
  token: string;
}

/** Every key the device's storage holds (none when storage is blocked). */
function storedKeys(): string[] {
  const s = storage();
  const keys: string[] = [];
  for (let i = 0; i < (s?.length ?? 0); i++) {
    const key = s?.key(i);
    if (key) keys.push(key);
  }
  return keys;
}

/** The seats of a game this device holds, by seat number. */
export function heldSeats(gameId: string): HeldSeat[] {
  const prefix = `${SEAT}${gameId}:`;
  const out: HeldSeat[] = [];
  for (const key of storedKeys()) {
    if (!key.startsWith(prefix)) continue;
    const seat = Number(key.slice(prefix.length));
    const token = storage()?.getItem(key);
    if (Number.isInteger(seat) && token) out.push({ seat, token });
  }
  return out.sort((a, b) => a.seat - b.seat);
}

/** The token this device plays a game with: a newly opened link first, else the chosen seat, else the lowest. */
export function loadToken(gameId: string): string | null {
  const s = storage();
  const unplaced = s?.getItem(UNPLACED + gameId);
  if (unplaced) return unplaced;
  const seats = heldSeats(gameId);
  const current = Number(s?.getItem(CURRENT + gameId) ?? Number.NaN);
  return (seats.find((h) => h.seat === current) ?? seats[0])?.token ?? null;
}

/**
 * Keeps a token. With its seat (create, join, rematch: the answer says it) it is filed under
 * that seat and becomes the one this device plays; without (a seat link), until the game page
 * learns its seat.
 */
export function saveToken(gameId: string, token: string, seat?: number): void {
  if (seat === undefined) {
    set(UNPLACED + gameId, token);
    return;
  }
  set(`${SEAT}${gameId}:${seat}`, token);
  set(CURRENT + gameId, String(seat));
  if (storage()?.getItem(UNPLACED + gameId) === token) storage()?.removeItem(UNPLACED + gameId);
}

/** The game page learnt a token's seat from the server: file it there (a newer link of a seat replaces the older). */
export function placeToken(gameId: string, token: string, seat: number): void {
  if (storage()?.getItem(`${SEAT}${gameId}:${seat}`) === token && storage()?.getItem(UNPLACED + gameId) !== token) return;
  saveToken(gameId, token, seat);
}

/** Plays this seat of the game on this device from now on. */
export function chooseSeat(gameId: string, seat: number): void {
  set(CURRENT + gameId, String(seat));
}

/**
 * The seat this device last held in a game before the server refused its token, kept so a reload
 * can still say why (the table gave the seat to someone, issue #45 item 4); null: none.
 */
export function retiredSeat(gameId: string): number | null {
  const kept = storage()?.getItem(RETIRED + gameId);
  return kept == null || !/^\d+$/.test(kept) ? null : Number(kept);
}

/** Drops a token the server refused (a retired link); other seats of the game stay. */
export function forgetToken(gameId: string, token: string): void {
  const s = storage();
  if (!s) return;
  if (s.getItem(UNPLACED + gameId) === token) s.removeItem(UNPLACED + gameId);
  for (const h of heldSeats(gameId)) {
    if (h.token !== token) continue;
    set(RETIRED + gameId, String(h.seat));
    s.removeItem(`${SEAT}${gameId}:${h.seat}`);
    // The seat's offline copy and queued move go with its token (web/src/offline/).
    void offline((d) => d.forgetSeat(gameId, h.seat), undefined);
  }
}

/** Game ids this device holds a seat in. */
export function savedGameIds(): string[] {
  const ids = new Set<string>();
  for (const key of storedKeys()) {
    if (key.startsWith(UNPLACED)) ids.add(key.slice(UNPLACED.length));
    else if (key.startsWith(SEAT)) ids.add(key.slice(SEAT.length, key.lastIndexOf(':')));
  }
  return [...ids].sort();
}

/** Every token this device holds, of every game and seat (for "My games"). */
export function allTokens(): string[] {
  const out = new Set<string>();
  for (const key of storedKeys()) {
    const token = key.startsWith(UNPLACED) || key.startsWith(SEAT) ? storage()?.getItem(key) : null;
    if (token) out.add(token);
  }
  return [...out];
}

/**
 * Takes a seat token from the address (`#t=<token>`), stores it, and removes it
 * from the address bar so it is not shared by a copied URL or kept in history.
 */
export function adoptTokenFromHash(gameId: string): boolean {
  const match = /(?:^#|&)t=([^&]*)/.exec(location.hash);
  if (!match) return false;
  if (!match[1]) {
    // `#t=` with nothing after it: a link cut short. Say so rather than show the game silently.
    history.replaceState(history.state, '', location.pathname + location.search);
    return true;
  }
  const token = decodeURIComponent(match[1]);
  // Already filed under its seat: play that seat; otherwise keep it until its seat is known.
  const held = heldSeats(gameId).find((h) => h.token === token);
  if (held) chooseSeat(gameId, held.seat);
  else saveToken(gameId, token);
  history.replaceState(history.state, '', location.pathname + location.search);
  return true;
}

/** Session flag: a seat was just taken without an email; its game page shows the seat link once. */
export const offerKey = (gameId: string) => `stonehenge:offer-seat-link:${gameId}`;
/** After create or join without an email: the game page shows the seat link once, prominently. */
export const offerSeatLink = (gameId: string) => sessionStorage.setItem(offerKey(gameId), '1');
