/**
 * `POST /api/games/:id/rematch`: a finished game's seat offers or takes the rematch, handed to the
 * finished game's writer (worker/live/object.ts, which runs worker/table/table.ts's `rematch`).
 */
import { Hono } from 'hono';
import type { RematchJoined } from '@schema/api';
import type { AppEnv } from '../env';
import { deliverAfterResponse } from '../http/after';
import { errors } from '../refusal';
import { limit } from '../http/rate-limit';
import { seatOf, token } from '../http/seat';
import { counting, viaWriter, writerOf } from '../live/writer';

export const rematchApi = new Hono<AppEnv>().post('/games/:id/rematch', token(true), limit('create', 'ip'), async (c) => {
  const loaded = await seatOf(c);
  const tokenHash = c.get('tokenHash');
  if (!tokenHash) throw errors.unauthorized();
  const gameId = loaded.game.id;
  const joined = await viaWriter<RematchJoined>(c, writerOf(c.env, gameId).rematch(gameId, tokenHash, c.req.url, Date.now(), counting(c)));
  const { outbox, ...answer } = joined;
  deliverAfterResponse(c, outbox);
  return c.json(answer, 201);
});
