/** A seat's move and its take-back: `POST /api/games/:id/actions` and `/undo` (docs/architecture.md, "How a move travels"). */
import { Hono } from 'hono';
import { actionBody, undoBody } from '../../schema/api';
import type { AppEnv } from '../env';
import { deliverAfterResponse } from '../http/after';
import { readBody } from '../http/body';
import { errors } from '../http/errors';
import { limit } from '../http/rate-limit';
import { seatOf, token } from '../http/seat';
import { announceChange } from '../live/announce';
import { playMove, rulesetOf, takeBackAction } from '../store/games';
import { readLog } from '../store/move-store';
import { buildPayload, etagFor } from '../store/payload';

export const playApi = new Hono<AppEnv>()
  // Counted per seat (game + token hash, never the token itself) before any work is done.
  .post('/games/:id/actions', token(true), limit('actions', 'seat'), async (c) => {
    const body = await readBody(c, actionBody);
    const db = c.get('db');
    const tokenHash = c.get('tokenHash');
    if (!tokenHash) throw errors.unauthorized();
    // One batch when this isolate remembers the game; a read and a batch otherwise (store/game-cache.ts).
    const { loaded, played } = await playMove(db, c.get('gameId'), tokenHash, body.version, body.action, Date.now());
    const { game, outbox, tail } = played;
    deliverAfterResponse(c, outbox);
    if (game.revision !== loaded.game.revision) announceChange(c.env, c.executionCtx, game.id, game.revision);
    c.header('ETag', etagFor(game, loaded.seat));
    return c.json(buildPayload(rulesetOf(game), game, loaded.seat, tail ?? (await readLog(db, game))));
  })

  .post('/games/:id/undo', token(true), limit('actions', 'seat'), async (c) => {
    const body = await readBody(c, undoBody);
    const db = c.get('db');
    const loaded = await seatOf(c);
    const { game, outbox, tail } = await takeBackAction(db, loaded, body.version, Date.now());
    deliverAfterResponse(c, outbox);
    announceChange(c.env, c.executionCtx, game.id, game.revision);
    c.header('ETag', etagFor(game, loaded.seat));
    return c.json(buildPayload(rulesetOf(game), game, loaded.seat, tail ?? (await readLog(db, game))));
  });
