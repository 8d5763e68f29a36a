/** A device's list of games (`POST /api/my-games`, by the tokens it holds) and the same list by mail. */
import { Hono } from 'hono';
import { myGamesBody, myGamesEmailBody } from '@schema/api';
import type { AppEnv } from '../store/env';
import { deliverAfterResponse } from '../http/after';
import { jsonBody } from '../http/body';
import { clientKey, limit } from '../http/rate-limit';
import { requestConfig } from '../store/notify-config';
import { mailMyGames, myGames } from '../notify/seat-settings';

export const myGamesApi = new Hono<AppEnv>()
  .post('/my-games', jsonBody(myGamesBody), async (c) => {
    const body = c.req.valid('json');
    return c.json({ games: await myGames(c.get('db'), body.tokens) });
  })

  .post('/my-games/email', limit('recover', 'ip'), jsonBody(myGamesEmailBody), async (c) => {
    const body = c.req.valid('json');
    requestConfig(c.env, c.req.url);
    const ids = await mailMyGames(c.get('db'), body.email, clientKey(c.req.header('cf-connecting-ip') ?? 'local'), Date.now());
    deliverAfterResponse(c, ids);
    return c.json(
      { ok: true, message: 'If that address has games in progress, a list of them with their seat links is on its way. Check your inbox in a few minutes.' },
      202,
    );
  });
