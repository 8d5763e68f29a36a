/**
 * What travels on a game's live socket (`GET /api/games/:id/updates`) and the timings the page
 * and the worker share, declared once for both (docs/architecture.md, "How a page learns of a
 * change"; the contract's "Live updates" and "Live play on the same socket").
 */
import type { GamePayload } from './api';

/** Sent to every socket that never said hello: something a page shows changed; `revision` is the game's. */
export type ChangedFrame = { type: 'changed'; revision: number };

/** The page pings `POST /api/games/:id/presence` this often while visible. */
export const PRESENCE_PING_MS = 60_000;
/** A seat whose page pinged within this window is "visibly online": no turn mail, no push. */
export const ONLINE_MS = 150_000;

export type { GamePayload };

/**
 * Live play on the same socket (contract: "Live play on the same socket"). A page that says
 * `hello` (with its seat token, or none for a spectator) gets `state` frames carrying its own
 * payload after every change instead of `changed`, and a seat's page may send `act`, `undo` and
 * `publish` (`ClientMessage`, schema/commands.ts), each answered `ack` or `refused` with the codes
 * and rules of the HTTP routes.
 */
export type StateFrame = { type: 'state'; payload: GamePayload };
export type AckFrame = { type: 'ack'; id: string; payload: GamePayload };
export type RefusedFrame = { type: 'refused'; id?: string; error: { code: string; message: string } };
export type ServerFrame = ChangedFrame | StateFrame | AckFrame | RefusedFrame;

/** The largest message a page may send on the socket (an action is far smaller). */
export const MAX_CLIENT_MESSAGE_BYTES = 16_384;
