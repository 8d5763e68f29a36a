/** `POST /api/games/:id/rematch`: a finished game's seat offers or takes the rematch (worker/table/table.ts). */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { deliverAfterResponse } from '../http/after';
import { limit } from '../http/rate-limit';
import { seatOf, token } from '../http/seat';
import { announceChange } from '../live/announce';
import { requestConfig } from '../notify/config';
import { rematch } from '../table/table';

export const rematchApi = new Hono<AppEnv>().post('/games/:id/rematch', token(true), limit('create', 'ip'), async (c) => {
  const loaded = await seatOf(c);
  const { outbox, revision, linked, ...joined } = await rematch(c.get('db'), requestConfig(c.env, c.req.url), loaded, Date.now());
  deliverAfterResponse(c, outbox);
  // The finished game changed only when this call linked it, to the revision its write returned.
  if (linked !== undefined) announceChange(c.env, c.executionCtx, loaded.game.id, linked);
  if (revision !== undefined) announceChange(c.env, c.executionCtx, joined.gameId, revision);
  return c.json(joined, 201);
});
