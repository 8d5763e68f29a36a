/**
 * A deadline calendar's URL (worker/calendar/feed.ts): its id is signed (HMAC-SHA256 under a key
 * derived from SEAT_SECRET, the first 160 bits in lower-case base32): `p.<playerId>.<gen>.<sig>`
 * or `s.<gameId>.<seat>.<link>.<gen>.<sig>`. In the store's room, apart from the feed, so the
 * payload builder (./payload.ts) and the game's writer can put a seat's URL in its payload
 * (test/engine/worker-rooms.test.ts: the store and the writer sit below worker/calendar/).
 */
import type { GameRow } from '@db/schema';
import type { NotifyConfig } from '../notify/config';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const keys = new Map<string, Promise<CryptoKey>>();

function feedKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const master = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const derived = await crypto.subtle.sign('HMAC', master, new TextEncoder().encode('calendar key'));
      return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    })();
    keys.set(secret, key);
  }
  return key;
}

/** The first 160 bits of the id's MAC, 32 base32 letters. */
async function sign(secret: string, id: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await feedKey(secret), new TextEncoder().encode(`calendar/${id}`)));
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of mac.slice(0, 20)) {
    value = ((value << 8) | b) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type FeedOwner = { kind: 'player'; playerId: string; gen: number } | { kind: 'seat'; gameId: string; seat: number; link: number; gen: number };

export const idOf = (o: FeedOwner) => (o.kind === 'player' ? `p.${o.playerId}.${o.gen}` : `s.${o.gameId}.${o.seat}.${o.link}.${o.gen}`);
export const ownerKey = (o: { kind: 'player'; playerId: string } | { kind: 'seat'; gameId: string; seat: number }) =>
  o.kind === 'player' ? `p:${o.playerId}` : `s:${o.gameId}:${o.seat}`;

/** The feed's URL for its owner. */
export async function calendarUrl(config: Pick<NotifyConfig, 'secret' | 'origin'>, owner: FeedOwner): Promise<string> {
  const id = idOf(owner);
  return `${config.origin}/api/calendar/${id}.${await sign(config.secret, id)}.ics`;
}

/**
 * The URL of a seat's feed (its payload's and notification settings' `calendarUrl`), or null for
 * a seat from before derived seat links. Its generation is the seat's own (`games.seats[].calendar`),
 * so the game's row alone gives it: a GET and the writer's frames build the same payload.
 */
export function seatCalendarUrl(config: Pick<NotifyConfig, 'secret' | 'origin'>, game: Pick<GameRow, 'id' | 'seats'>, seat: number): Promise<string> | null {
  const info = game.seats[seat];
  const link = info?.gen;
  return link === undefined ? null : calendarUrl(config, { kind: 'seat', gameId: game.id, seat, link, gen: info?.calendar ?? 0 });
}

/** The owner a signed id names, when its signature holds (its generations are checked by `feedEvents`). */
export async function readFeedId(config: Pick<NotifyConfig, 'secret'>, id: string): Promise<FeedOwner | null> {
  const player = /^p\.([a-z0-9]{1,40})\.(\d{1,9})\.([a-z2-7]{32})$/.exec(id);
  const seat = /^s\.([a-z0-9]{1,40})\.(\d{1,2})\.(\d{1,9})\.(\d{1,9})\.([a-z2-7]{32})$/.exec(id);
  let owner: FeedOwner | null = null;
  let sig = '';
  if (player) {
    owner = { kind: 'player', playerId: player[1] as string, gen: Number(player[2]) };
    sig = player[3] as string;
  } else if (seat) {
    owner = { kind: 'seat', gameId: seat[1] as string, seat: Number(seat[2]), link: Number(seat[3]), gen: Number(seat[4]) };
    sig = seat[5] as string;
  }
  // One spelling per id: "01" is not generation 1.
  if (!owner || id !== `${idOf(owner)}.${sig}`) return null;
  return same(sig, await sign(config.secret, idOf(owner))) ? owner : null;
}
