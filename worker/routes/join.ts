/** An invite link: `GET /api/join/:code` previews the game, `POST` takes a free seat. */
import { Hono } from 'hono';
import { joinGameBody } from '../../schema/api';
import type { JoinedGame } from '../../schema/api';
import { joinPreview } from '../archive/archive';
import type { AppEnv } from '../env';
import { deliverAfterResponse } from '../http/after';
import { readBody } from '../http/body';
import { errors } from '../http/errors';
import { clientIp, limit } from '../http/rate-limit';
import { announceChange } from '../live/announce';
import { requestConfig } from '../notify/config';
import { joinGame } from '../store/games';
import { hashToken } from '../store/ids';
import { currentPlayer } from '../players/session';
import { applyMailMode } from '../players/accounts';

const codeOf = (raw: string): string => {
  if (!/^[a-z0-9]{1,32}$/.test(raw)) throw errors.unknownJoinCode();
  return raw;
};

export const joinApi = new Hono<AppEnv>()
  .get('/join/:code', async (c) => {
    const code = codeOf(c.req.param('code'));
    c.header('Cache-Control', 'no-store');
    return c.json(await joinPreview(c.get('db'), code));
  })

  .post('/join/:code', limit('join', 'ip'), async (c) => {
    const code = codeOf(c.req.param('code'));
    const body = await readBody(c, joinGameBody);
    // Who joins (a hash of the client address, for one seat per client in an open game) and the invite key, if the link had one.
    const client = (await hashToken(`client:${clientIp(c)}`)).slice(0, 32);
    const invite = c.req.query('invite')?.slice(0, 100);
    const player = await currentPlayer(c);
    const { outbox, revision, ...joined } = await joinGame(c.get('db'), requestConfig(c.env, c.req.url), code, body, Date.now(), {
      client,
      ...(invite ? { invite } : {}),
      playerId: player?.id ?? null,
    });
    if (player) await applyMailMode(c.get('db'), player);
    deliverAfterResponse(c, outbox);
    announceChange(c.env, c.executionCtx, joined.gameId, revision);
    const out: JoinedGame = { ...joined, urls: { play: `/g/${joined.gameId}#t=${joined.token}` } };
    return c.json(out, 201);
  });
