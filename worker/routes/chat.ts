/** Table talk: `GET|POST /api/games/:id/chat`, for the game's seats only (worker/table/chat.ts). */
import { Hono } from 'hono';
import * as z from 'zod';
import { chatBody } from '@schema/api';
import type { AppEnv } from '../store/env';
import { jsonBody } from '../http/body';
import { query } from '../http/query';
import { limit } from '../http/rate-limit';
import { seat, token } from '../http/seat';
import { seatCommand } from '../live/writer';
import { readChat } from '../table/chat';
import type { ChatMessage } from '@schema/api';

const chatQuery = z.object({ after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) });

export const chatApi = new Hono<AppEnv>()
  .get('/games/:id/chat', seat, query(chatQuery), async (c) => {
    const { after } = c.req.valid('query');
    return c.json({ messages: await readChat(c.get('db'), c.get('loaded'), after) });
  })

  .post('/games/:id/chat', token(true), limit('chat', 'seat'), jsonBody(chatBody), async (c) => {
    const body = c.req.valid('json');
    // The game's writer posts it and tells the pages (worker/live/commands/chat.ts).
    const message = await seatCommand<ChatMessage>(c, { type: 'chat', text: body.text });
    return c.json(message, 201);
  });
