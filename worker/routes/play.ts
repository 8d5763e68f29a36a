/**
 * A seat's move, its take-back and its "Send now": `POST /api/games/:id/actions`, `/undo` and
 * `/publish`, handed to the game's writer (worker/live/object.ts; docs/architecture.md, "How a
 * move travels" and "The take-back window").
 */
import { Hono } from 'hono';
import { actionBody, publishBody, undoBody } from '@schema/api';
import type { AppEnv } from '../store/env';
import { deliverAfterResponse } from '../http/after';
import { jsonBody } from '../http/body';
import { limit } from '../http/rate-limit';
import { token } from '../http/seat';
import type { SeatAnswer } from '../live/object';
import { seatCommand } from '../live/writer';

export const playApi = new Hono<AppEnv>()
  // Counted per seat (game + token hash, never the token itself) before any work is done.
  .post('/games/:id/actions', token(true), limit('actions', 'seat'), jsonBody(actionBody), async (c) => {
    const body = c.req.valid('json');
    const answer = await seatCommand<SeatAnswer>(c, { type: 'act', ...body });
    deliverAfterResponse(c, answer.outbox);
    c.header('ETag', answer.etag);
    return c.json(answer.payload);
  })

  .post('/games/:id/undo', token(true), limit('actions', 'seat'), jsonBody(undoBody), async (c) => {
    const body = c.req.valid('json');
    const answer = await seatCommand<SeatAnswer>(c, { type: 'undo', ...body });
    deliverAfterResponse(c, answer.outbox);
    c.header('ETag', answer.etag);
    return c.json(answer.payload);
  })

  // "Send now": the seat's actions inside the take-back window are seen by everyone at once.
  .post('/games/:id/publish', token(true), limit('actions', 'seat'), jsonBody(publishBody), async (c) => {
    const body = c.req.valid('json');
    const answer = await seatCommand<SeatAnswer>(c, { type: 'publish', ...body });
    c.header('ETag', answer.etag);
    return c.json(answer.payload);
  });
