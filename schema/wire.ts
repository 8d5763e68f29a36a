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
