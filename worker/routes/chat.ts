/** Table talk: `GET|POST /api/games/:id/chat`, for the game's seats only (worker/table/chat.ts). */
import { Hono } from 'hono';
import { z } from 'zod';
import { chatBody } from '../../schema/api';
import type { AppEnv } from '../env';
import { readBody } from '../http/body';
import { parseQuery } from '../http/query';
import { limit } from '../http/rate-limit';
import { seat, seatOf, token } from '../http/seat';
import { announceChange } from '../live/announce';
import { postChat, readChat } from '../table/chat';

const chatQuery = z.object({ after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) });

export const chatApi = new Hono<AppEnv>()
  .get('/games/:id/chat', seat, async (c) => {
    const { after } = parseQuery(chatQuery, c.req.query());
    return c.json({ messages: await readChat(c.get('db'), c.get('loaded'), after) });
  })

  .post('/games/:id/chat', token(true), limit('chat', 'seat'), async (c) => {
    const body = await readBody(c, chatBody);
    const loaded = await seatOf(c);
    const message = await postChat(c.get('db'), loaded, body.text, Date.now());
    announceChange(c.env, c.executionCtx, loaded.game.id, loaded.game.revision);
    return c.json(message, 201);
  });
