/**
 * A seat's move and its take-back: `POST /api/games/:id/actions` and `/undo`, handed to the
 * game's writer (worker/live/object.ts; docs/architecture.md, "How a move travels").
 */
import { Hono } from 'hono';
import { actionBody, undoBody } from '@schema/api';
import type { AppEnv } from '../env';
import { deliverAfterResponse } from '../http/after';
import { readBody } from '../http/body';
import { errors } from '../http/errors';
import { limit } from '../http/rate-limit';
import { token } from '../http/seat';
import type { SeatAnswer } from '../live/object';
import { counting, viaWriter, writerOf } from '../live/writer';

export const playApi = new Hono<AppEnv>()
  // Counted per seat (game + token hash, never the token itself) before any work is done.
  .post('/games/:id/actions', token(true), limit('actions', 'seat'), async (c) => {
    const body = await readBody(c, actionBody);
    const tokenHash = c.get('tokenHash');
    if (!tokenHash) throw errors.unauthorized();
    const gameId = c.get('gameId');
    const answer = await viaWriter<SeatAnswer>(c, writerOf(c.env, gameId).act(gameId, tokenHash, body.version, body.action, Date.now(), counting(c)));
    deliverAfterResponse(c, answer.outbox);
    c.header('ETag', answer.etag);
    return c.json(answer.payload);
  })

  .post('/games/:id/undo', token(true), limit('actions', 'seat'), async (c) => {
    const body = await readBody(c, undoBody);
    const tokenHash = c.get('tokenHash');
    if (!tokenHash) throw errors.unauthorized();
    const gameId = c.get('gameId');
    const answer = await viaWriter<SeatAnswer>(c, writerOf(c.env, gameId).undo(gameId, tokenHash, body.version, Date.now(), counting(c)));
    deliverAfterResponse(c, answer.outbox);
    c.header('ETag', answer.etag);
    return c.json(answer.payload);
  });
