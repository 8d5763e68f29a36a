/**
 * Leaving a table and the table's answer to an absent player (issue #31): resign, cancel, the
 * vote on a seat whose time ran out (`absent`), and the claim of a seat the table gave to
 * someone new. Each is handed to the game's writer (worker/live/object.ts) like a move.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { absentBody, claimBody } from '@schema/api';
import type { AppEnv } from '../store/env';
import { deliverAfterResponse } from '../http/after';
import { jsonBody } from '../http/body';
import { errors } from '../store/refusal';
import { limit } from '../http/rate-limit';
import { token } from '../http/seat';
import type { SeatAnswer } from '../live/object';
import { newcomerCommand, seatCommand } from '../live/writer';
import { currentPlayer } from '../players/session';
import { requestLanguage } from '../http/language';

/** A path that cannot name a game is a 404 before the claim's body is read. */
const claimable = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^[a-z0-9]{1,32}$/.test(c.req.param('id') ?? '')) throw errors.gameNotFound();
  await next();
});

export const tableEndApi = new Hono<AppEnv>()
  .post('/games/:id/resign', token(true), limit('actions', 'seat'), async (c) => {
    const answer = await seatCommand<SeatAnswer>(c, { type: 'resign' });
    deliverAfterResponse(c, answer.outbox);
    c.header('ETag', answer.etag);
    return c.json(answer.payload);
  })

  .post('/games/:id/cancel', token(true), limit('actions', 'seat'), async (c) => {
    const answer = await seatCommand<SeatAnswer>(c, { type: 'cancel' });
    deliverAfterResponse(c, answer.outbox);
    c.header('ETag', answer.etag);
    return c.json(answer.payload);
  })

  .post('/games/:id/absent', token(true), limit('actions', 'seat'), jsonBody(absentBody), async (c) => {
    const body = c.req.valid('json');
    const answer = await seatCommand<SeatAnswer>(c, { type: 'absent', ...body });
    deliverAfterResponse(c, answer.outbox);
    c.header('ETag', answer.etag);
    return c.json(answer.payload);
  })

  .post('/games/:id/claim', limit('join', 'ip'), claimable, jsonBody(claimBody), async (c) => {
    const gameId = c.req.param('id');
    const body = c.req.valid('json');
    body.language ??= requestLanguage(c);
    // A rated game's seat goes only to a signed-in player (worker/table/absent.ts claimPlan).
    const player = await currentPlayer(c);
    const claimed = await newcomerCommand<{ gameId: string; seat: number; token: string; outbox: string[] }>(
      c,
      gameId,
      { type: 'claim', body },
      player?.id ?? null,
    );
    deliverAfterResponse(c, claimed.outbox);
    return c.json({ gameId: claimed.gameId, seat: claimed.seat, token: claimed.token });
  });
