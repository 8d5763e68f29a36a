/** Create, join, read and play: thin routes over lib/games.ts. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SeatInfo } from '../../db/schema';
import { RULESETS } from '../../engine';
import { actionBody, createGameBody, joinGameBody } from '../../schema/api';
import type { CreatedGame, GameRecord, GameResultInfo, JoinedGame, RulesetInfo } from '../../schema/api';
import type { AppEnv } from '../env';
import { archivePage } from '../lib/archive';
import { readBody } from '../lib/body';
import { errors } from '../lib/errors';
import { botsPending } from '../lib/bots';
import { createGame, joinGame, listActions, loadGame, playBotTurns, rulesetOf, submitAction } from '../lib/games';
import { bearerToken } from '../lib/ids';
import { buildPayload, etagFor, iso } from '../lib/payload';

const rulesetList: RulesetInfo[] = RULESETS.map((r) => ({
  id: r.id,
  title: r.title,
  minPlayers: r.minPlayers,
  maxPlayers: r.maxPlayers,
  options: r.optionsMeta,
}));

const gameIdParam = z.string().regex(/^[a-z0-9]{1,32}$/);

function gameIdOf(raw: string): string {
  const parsed = gameIdParam.safeParse(raw);
  if (!parsed.success) throw errors.gameNotFound();
  return parsed.data;
}

const archiveQuery = z.object({
  ruleset: z.string().max(64).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const api = new Hono<AppEnv>()
  .get('/rulesets', (c) => c.json({ rulesets: rulesetList }))

  .post('/games', async (c) => {
    const body = await readBody(c, createGameBody);
    const { gameId, token, joinCode } = await createGame(c.get('db'), body, Date.now());
    const created: CreatedGame = {
      gameId,
      seat: 0,
      token,
      joinCode,
      urls: { play: `/g/${gameId}#t=${token}`, join: `/join/${joinCode}` },
    };
    return c.json(created, 201);
  })

  .post('/join/:code', async (c) => {
    const code = c.req.param('code');
    if (!/^[a-z0-9]{1,32}$/.test(code)) throw errors.unknownJoinCode();
    const body = await readBody(c, joinGameBody);
    const joined = await joinGame(c.get('db'), code, body, Date.now());
    const out: JoinedGame = { ...joined, urls: { play: `/g/${joined.gameId}#t=${joined.token}` } };
    return c.json(out, 201);
  })

  .get('/games/:id', async (c) => {
    const db = c.get('db');
    const loaded = await loadGame(db, gameIdOf(c.req.param('id')), bearerToken(c.req.header('authorization')));
    // Bot turns left over by a request that reached the per-request cap continue here.
    if (botsPending(rulesetOf(loaded.game), loaded.game)) loaded.game = await playBotTurns(db, loaded.game, Date.now());
    const etag = etagFor(loaded.game, loaded.seat);
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.json(buildPayload(rulesetOf(loaded.game), loaded.game, loaded.seat));
  })

  .post('/games/:id/actions', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw errors.unauthorized();
    const body = await readBody(c, actionBody);
    const db = c.get('db');
    const loaded = await loadGame(db, gameIdOf(c.req.param('id')), token);
    const game = await submitAction(db, loaded, body.version, body.action, Date.now());
    c.header('ETag', etagFor(game, loaded.seat));
    return c.json(buildPayload(rulesetOf(game), game, loaded.seat));
  })

  .get('/games/:id/record', async (c) => {
    const db = c.get('db');
    const { game } = await loadGame(db, gameIdOf(c.req.param('id')), null);
    if (game.status !== 'finished') throw errors.notFinished();
    const rows = await listActions(db, game.id);
    const record: GameRecord = {
      format: 'stonehenge-record/1',
      gameId: game.id,
      ruleset: game.ruleset,
      engineVersion: game.engineVersion,
      options: game.options as Record<string, unknown>,
      seed: game.seed,
      players: (game.seats as SeatInfo[]).map((s) => ({ seat: s.seat, name: s.name })),
      actions: rows.map((r) => ({ seq: r.seq, seat: r.seat, action: r.action as GameRecord['actions'][number]['action'], at: iso(r.at) })),
      result: game.result as GameResultInfo,
      createdAt: iso(game.createdAt),
      finishedAt: iso(game.finishedAt ?? game.updatedAt),
    };
    c.header('Content-Disposition', `inline; filename="stonehenge-${game.ruleset}-${game.id}.json"`);
    return c.json(record);
  })

  .get('/archive', async (c) => {
    const parsed = archiveQuery.safeParse(c.req.query());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw errors.invalidBody(`${issue?.path.join('.')}: ${issue?.message}`);
    }
    return c.json(await archivePage(c.get('db'), parsed.data));
  });
