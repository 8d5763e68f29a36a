/**
 * What a game's pages are sent (./object.ts tells them; docs/architecture.md, "How a page learns
 * of a change"): a seat's payload on the row held, exactly its `GET` (worker/store/payload.ts),
 * with the mover's pending actions inside the take-back window (./window.ts), and what a socket
 * carries through hibernation to be sent it.
 */
import type { GamePayload } from '@schema/api';
import type { ServerFrame } from '@schema/wire';
import type { Env } from '../store/env';
import { readConfig, requestConfig } from '../store/notify-config';
import { type SeatAddress, seatAddresses } from '../store/mail-addresses';
import type { Db } from '../store/db';
import { type Held, rulesetOf } from '../store/games';
import { addSeatOwn, buildPayload } from '../store/payload';
import type { TakeBackWindow } from './window';

/** What a socket carries through hibernation (`serializeAttachment`). */
export interface SocketInfo {
  gameId: string;
  /** The origin the page connected to (links in the mails its moves queue). */
  url: string;
  /** The socket's own id, drawn when it connected: what the writer's memory of its hello is keyed by. */
  sid?: string;
  /** Set once the page said hello: its seat (null: a spectator) and that seat token's hash. */
  hello?: { seat: number | null; tokenHash: string | null };
}

/** A socket's attachment. */
export const socketInfo = (ws: WebSocket): SocketInfo | null => ws.deserializeAttachment() as SocketInfo | null;

/** Sends `frame`, quietly: a socket closing right now is the runtime's to drop. */
export function send(ws: WebSocket, frame: ServerFrame | string): void {
  try {
    ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  } catch {
    // a socket closing right now
  }
}

/**
 * The payload `GET /api/games/:id` gives `seat` for the row held (the same code,
 * worker/store/payload.ts): the mover's, with its pending actions, when `tokenHash` is theirs.
 */
export function payloadOf(window: TakeBackWindow, held: Held, seat: number | null, tokenHash: string | null = null): GamePayload {
  const pending = window.current;
  if (pending && tokenHash === pending.tokenHash && held.row.version === pending.base.version && held.row.revision === pending.base.revision) {
    const view = window.view(held.row, held.tail, pending);
    if (view) return view.payload;
  }
  return buildPayload(rulesetOf(held.row), held.row, seat, held.tail ?? { start: held.row.logLength, entries: [] });
}

/** What a socket that said hello is sent: exactly the GET of its seat (`addSeatOwn`: its address, the invite key). */
export async function framePayload(
  env: Env,
  window: TakeBackWindow,
  held: Held,
  seat: number | null,
  tokenHash: string | null,
  url: string,
  addresses: Map<number, SeatAddress | null>,
): Promise<GamePayload> {
  const payload = payloadOf(window, held, seat, tokenHash);
  if (seat === null) return payload;
  // The socket's own origin, as its GET would have it (a frame is the GET).
  return addSeatOwn(payload, held.row, seat, addresses.get(seat) ?? null, url ? requestConfig(env, url) : readConfig(env));
}

/** Sends the mover's own sockets (of `sockets`) their payload: a change nobody else may see yet. */
export async function tellMover(
  env: Env,
  db: Db,
  window: TakeBackWindow,
  sockets: WebSocket[],
  mover: { held: Held; seat: number; tokenHash: string },
): Promise<void> {
  const { held, seat, tokenHash } = mover;
  // The sockets that proved this very token: never one whose seat was given away since.
  const own = sockets.filter((ws) => {
    const hello = socketInfo(ws)?.hello;
    return hello?.seat === seat && hello.tokenHash === tokenHash;
  });
  if (!own.length) return;
  const addresses = await seatAddresses(db, held.row.id);
  const url = (own[0] && socketInfo(own[0])?.url) ?? '';
  const frame = JSON.stringify({ type: 'state', payload: await framePayload(env, window, held, seat, tokenHash, url, addresses) } satisfies ServerFrame);
  for (const ws of own) send(ws, frame);
}
