/** A device's list of games (`POST /api/my-games`, by the tokens it holds) and the same list by mail. */
import { Hono } from 'hono';
import { myGamesBody, myGamesEmailBody } from '@schema/api';
import type { AppEnv } from '../env';
import { deliverAfterResponse } from '../http/after';
import { readBody } from '../http/body';
import { limit } from '../http/rate-limit';
import { requestConfig } from '../notify/config';
import { mailMyGames, myGames } from '../notify/seat-settings';

export const myGamesApi = new Hono<AppEnv>()
  .post('/my-games', async (c) => {
    const body = await readBody(c, myGamesBody);
    return c.json({ games: await myGames(c.get('db'), body.tokens) });
  })

  .post('/my-games/email', limit('recover', 'ip'), async (c) => {
    const body = await readBody(c, myGamesEmailBody);
    requestConfig(c.env, c.req.url);
    const ids = await mailMyGames(c.get('db'), body.email, c.req.header('cf-connecting-ip') ?? 'local', Date.now());
    deliverAfterResponse(c, ids);
    return c.json(
      { ok: true, message: 'If that address has games in progress, a list of them with their seat links is on its way. Check your inbox in a few minutes.' },
      202,
    );
  });
