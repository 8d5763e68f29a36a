/** An invite link: `GET /api/join/:code` previews the game, `POST` takes a free seat. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { createMiddleware } from 'hono/factory';
import { games } from '@db/schema';
import { joinGameBody } from '@schema/api';
import type { JoinedGame } from '@schema/api';
import { joinPreview } from '../archive/archive';
import type { AppEnv } from '../store/env';
import { deliverAfterResponse } from '../http/after';
import { jsonBody } from '../http/body';
import { query } from '../http/query';
import { requestLanguage } from '../http/language';
import { errors } from '../store/refusal';
import { clientIp, limit } from '../http/rate-limit';
import { newcomerCommand } from '../live/writer';
import { hashToken } from '../store/ids';
import { currentPlayer } from '../players/session';

const codeOf = (raw: string): string => {
  if (!/^[a-z0-9]{1,32}$/.test(raw)) throw errors.unknownJoinCode();
  return raw;
};

/** An invite link's key (`?invite=`), cut to 100 characters: an unknown key is the join's to refuse. */
const inviteQuery = z.object({
  invite: z
    .string()
    .optional()
    .transform((s) => s?.slice(0, 100)),
});

/** A path that cannot hold a join code is a 404 before the body is read. */
const joinCode = createMiddleware<AppEnv>(async (c, next) => {
  codeOf(c.req.param('code') ?? '');
  await next();
});

export const joinApi = new Hono<AppEnv>()
  .get('/join/:code', async (c) => {
    const code = codeOf(c.req.param('code'));
    c.header('Cache-Control', 'no-store');
    return c.json(await joinPreview(c.get('db'), code));
  })

  .post('/join/:code', limit('join', 'ip'), joinCode, query(inviteQuery), jsonBody(joinGameBody), async (c) => {
    const code = codeOf(c.req.param('code'));
    const body = c.req.valid('json');
    body.language ??= requestLanguage(c);
    // Who joins (a hash of the client address, for one seat per client in an open game), the invite key if the link had one, the signed-in player.
    const client = (await hashToken(`client:${clientIp(c)}`)).slice(0, 32);
    const { invite } = c.req.valid('query');
    const player = await currentPlayer(c);
    // Signed in: the seat takes the account's address (none typed), mail mode (store/games.ts seatInsert) and time zone (#57).
    if (player?.settings.timeZone) body.timeZone = player.settings.timeZone;
    // The code names the game; its writer seats the player (worker/live/object.ts).
    const found = await c.get('db').query.games.findFirst({ columns: { id: true }, where: eq(games.joinCode, code) });
    if (!found) throw errors.unknownJoinCode();
    const {
      outbox,
      revision: _told,
      ...joined
    } = await newcomerCommand<{ gameId: string; seat: number; token: string; outbox: string[]; revision: number }>(
      c,
      found.id,
      { type: 'join', code, body, client, ...(invite ? { invite } : {}) },
      player?.id ?? null,
    );
    deliverAfterResponse(c, outbox);
    const out: JoinedGame = { ...joined, urls: { play: `/g/${joined.gameId}#t=${joined.token}` } };
    return c.json(out, 201);
  });
