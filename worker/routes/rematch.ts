/**
 * `POST /api/games/:id/rematch`: a finished game's seat offers or takes the rematch, handed to the
 * finished game's writer (worker/live/object.ts, which runs worker/table/table.ts's `rematch`).
 */
import { Hono } from 'hono';
import type { RematchJoined } from '@schema/api';
import type { AppEnv } from '../store/env';
import { deliverAfterResponse } from '../http/after';
import { limit } from '../http/rate-limit';
import { seatOf, token } from '../http/seat';
import { seatCommand } from '../live/writer';

export const rematchApi = new Hono<AppEnv>().post('/games/:id/rematch', token(true), limit('create', 'ip'), async (c) => {
  await seatOf(c);
  const { outbox, ...answer } = await seatCommand<RematchJoined>(c, { type: 'rematch' });
  deliverAfterResponse(c, outbox);
  return c.json(answer, 201);
});
