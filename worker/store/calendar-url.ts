/**
 * A deadline calendar's URL (worker/calendar/feed.ts): its id is signed (HMAC-SHA256 under a key
 * derived from SEAT_SECRET, the first 160 bits in lower-case base32): `p.<playerId>.<gen>.<sig>`
 * or `s.<gameId>.<seat>.<link>.<gen>.<sig>`. In the store's room, apart from the feed, so the
 * payload builder (./payload.ts) and the game's writer can put a seat's URL in its payload
 * (test/engine/worker-rooms.test.ts: the store and the writer sit below worker/calendar/).
 */
import type { GameRow } from '@db/schema';
import type { NotifyConfig } from './notify-config';
import { derivedMac, sameString } from './ids';

/** The first 160 bits of the id's MAC under the calendar key. */
const sign = (secret: string, id: string) => derivedMac(secret, 'calendar key', `calendar/${id}`, 20);

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
  return sameString(sig, await sign(config.secret, idOf(owner))) ? owner : null;
}
