/** Create, join, read and play: thin routes over lib/games.ts. */
import { Hono } from 'hono';
import { z } from 'zod';
import { RULESETS } from '../../engine';
import { actionBody, chatBody, createGameBody, joinGameBody, noteBody, undoBody } from '../../schema/api';
import type { CreatedGame, JoinedGame, RulesetInfo } from '../../schema/api';
import type { AppEnv } from '../env';
import { archivePage, archiveStats, joinPreview, livePage, openPage } from '../lib/archive';
import { readBody } from '../lib/body';
import { ApiError, errors } from '../lib/errors';
import { announceChange } from '../lib/live';
import { eq } from 'drizzle-orm';
import { games } from '../../db/schema';
import { createGame, joinGame, loadGame, playBotTurns, playMove, rulesetOf, takeBackAction } from '../lib/games';
import { requestConfig } from '../lib/config';
import { bearerToken, hashToken } from '../lib/ids';
import { clientIp, enforceLimit } from '../lib/rate-limit';
import { buildPayload, etagFor } from '../lib/payload';
import { readLog } from '../lib/move-store';
import { gamePage, gameRecord } from '../lib/compact';
import { postChat, readChat } from '../lib/chat';
import { readNote, rematch, writeNote } from '../lib/table';
import { deliverAfterResponse } from './notifications';
import { currentPlayer } from '../players/session';
import { applyMailMode } from '../players/accounts';

const rulesetList: RulesetInfo[] = RULESETS.map((r) => ({
  id: r.id,
  title: r.title,
  pitch: r.pitch,
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

const listQuery = z.object({
  ruleset: z.string().max(64).optional(),
  /** A player's name, matched whole and case-insensitively (ASCII letters). */
  player: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((s) => s || undefined),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The open list's filters (issue #32): `rated=true|false`, `deadline=none|<max hours>`, `minRating`, `maxRating` (the host's). */
const openFilterQuery = z.object({
  rated: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  deadline: z
    .union([
      z.literal('none'),
      z.coerce
        .number()
        .min(1)
        .max(24 * 30),
    ])
    .optional(),
  minRating: z.coerce.number().int().min(0).max(10_000).optional(),
  maxRating: z.coerce.number().int().min(0).max(10_000).optional(),
});

/** `GET /api/games/:id`: `?logFrom=n` asks for the log from entry n on (the contract's log tail). */
const gameQuery = z.object({ logFrom: z.coerce.number().int().min(0).max(1_000_000).optional() });

const chatQuery = z.object({ after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) });

function parseQuery<T>(schema: z.ZodType<T>, raw: Record<string, string>): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.invalidBody(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

export const api = new Hono<AppEnv>()
  .get('/rulesets', (c) => c.json({ rulesets: rulesetList }))

  .post('/games', async (c) => {
    await enforceLimit(c, 'create', clientIp(c));
    const body = await readBody(c, createGameBody);
    const player = await currentPlayer(c);
    const { gameId, token, joinCode } = await createGame(c.get('db'), requestConfig(c.env, c.req.url), body, Date.now(), player?.id ?? null);
    if (player) await applyMailMode(c.get('db'), player);
    const created: CreatedGame = {
      gameId,
      seat: 0,
      token,
      joinCode,
      urls: { play: `/g/${gameId}#t=${token}`, join: `/join/${joinCode}` },
    };
    return c.json(created, 201);
  })

  .get('/join/:code', async (c) => {
    const code = c.req.param('code');
    if (!/^[a-z0-9]{1,32}$/.test(code)) throw errors.unknownJoinCode();
    c.header('Cache-Control', 'no-store');
    return c.json(await joinPreview(c.get('db'), code));
  })

  .post('/join/:code', async (c) => {
    const code = c.req.param('code');
    await enforceLimit(c, 'join', clientIp(c));
    if (!/^[a-z0-9]{1,32}$/.test(code)) throw errors.unknownJoinCode();
    const body = await readBody(c, joinGameBody);
    const player = await currentPlayer(c);
    const { outbox, revision, ...joined } = await joinGame(c.get('db'), requestConfig(c.env, c.req.url), code, body, Date.now(), player?.id ?? null);
    if (player) await applyMailMode(c.get('db'), player);
    deliverAfterResponse(c, outbox);
    announceChange(c.env, c.executionCtx, joined.gameId, revision);
    const out: JoinedGame = { ...joined, urls: { play: `/g/${joined.gameId}#t=${joined.token}` } };
    return c.json(out, 201);
  })

  .get('/games/:id', async (c) => {
    const { logFrom } = parseQuery(gameQuery, c.req.query());
    const db = c.get('db');
    // A poll that brings an ETag is most often answered 304 from the row alone (one query, one
    // row); any other read takes the row and its log window in one batch.
    const polling = c.req.header('if-none-match') !== undefined;
    const loaded = await loadGame(db, gameIdOf(c.req.param('id')), bearerToken(c.req.header('authorization')), polling ? undefined : { from: logFrom });
    // Bot turns left over by a request that reached the per-request cap continue here.
    // (playBotTurns returns at once when no bot is to act.)
    const continued = await playBotTurns(db, loaded.game, Date.now());
    // A compacted game's log is in R2 (lib/compact.ts): its rows, read with the game, are gone.
    let log = loaded.game.recordKey ? undefined : loaded.log;
    if (continued.game.revision !== loaded.game.revision) {
      announceChange(c.env, c.executionCtx, continued.game.id, continued.game.revision);
      log = undefined;
    }
    loaded.game = continued.game;
    deliverAfterResponse(c, continued.outbox);
    const etag = etagFor(loaded.game, loaded.seat, logFrom);
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const page = log ? { game: loaded.game, log } : await gamePage(db, c.env.RECORDS, loaded.game, logFrom);
    return c.json(buildPayload(rulesetOf(page.game), page.game, loaded.seat, page.log));
  })

  .post('/games/:id/actions', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw errors.unauthorized();
    const gameId = gameIdOf(c.req.param('id'));
    // Counted per seat (game + token hash, never the token itself) before any work is done.
    await enforceLimit(c, 'actions', `${gameId}:${(await hashToken(token)).slice(0, 32)}`);
    const body = await readBody(c, actionBody);
    const db = c.get('db');
    // One batch when this isolate remembers the game; a read and a batch otherwise (lib/game-cache.ts).
    const { loaded, played } = await playMove(db, gameId, token, body.version, body.action, Date.now());
    const { game, outbox, tail } = played;
    deliverAfterResponse(c, outbox);
    if (game.revision !== loaded.game.revision) announceChange(c.env, c.executionCtx, game.id, game.revision);
    c.header('ETag', etagFor(game, loaded.seat));
    return c.json(buildPayload(rulesetOf(game), game, loaded.seat, tail ?? (await readLog(db, game))));
  })

  .get('/games/:id/updates', async (c) => {
    const gameId = gameIdOf(c.req.param('id'));
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new ApiError(426, 'upgrade_required', 'This address is a WebSocket: connect with Upgrade: websocket to be told of changes.', {
        Upgrade: 'websocket',
      });
    }
    // One indexed read: an unknown game gets its 404 before any object is made for it.
    const found = await c.get('db').query.games.findFirst({ columns: { id: true }, where: eq(games.id, gameId) });
    if (!found) throw errors.gameNotFound();
    return c.env.LIVE.get(c.env.LIVE.idFromName(gameId)).fetch(c.req.raw);
  })

  .get('/games/:id/chat', async (c) => {
    const { after } = parseQuery(chatQuery, c.req.query());
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw errors.unauthorized();
    const db = c.get('db');
    const loaded = await loadGame(db, gameIdOf(c.req.param('id')), token);
    return c.json({ messages: await readChat(db, loaded, after) });
  })

  .post('/games/:id/chat', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw errors.unauthorized();
    const gameId = gameIdOf(c.req.param('id'));
    await enforceLimit(c, 'chat', `${gameId}:${(await hashToken(token)).slice(0, 32)}`);
    const body = await readBody(c, chatBody);
    const db = c.get('db');
    const loaded = await loadGame(db, gameId, token);
    const message = await postChat(db, loaded, body.text, Date.now());
    announceChange(c.env, c.executionCtx, loaded.game.id, loaded.game.revision);
    return c.json(message, 201);
  })

  .post('/games/:id/undo', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw errors.unauthorized();
    const gameId = gameIdOf(c.req.param('id'));
    await enforceLimit(c, 'actions', `${gameId}:${(await hashToken(token)).slice(0, 32)}`);
    const body = await readBody(c, undoBody);
    const db = c.get('db');
    const loaded = await loadGame(db, gameId, token);
    const { game, outbox, tail } = await takeBackAction(db, loaded, body.version, Date.now());
    deliverAfterResponse(c, outbox);
    announceChange(c.env, c.executionCtx, game.id, game.revision);
    c.header('ETag', etagFor(game, loaded.seat));
    return c.json(buildPayload(rulesetOf(game), game, loaded.seat, tail ?? (await readLog(db, game))));
  })

  .get('/games/:id/notes', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw errors.unauthorized();
    const db = c.get('db');
    return c.json(await readNote(db, await loadGame(db, gameIdOf(c.req.param('id')), token)));
  })

  .put('/games/:id/notes', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw errors.unauthorized();
    const body = await readBody(c, noteBody);
    const db = c.get('db');
    return c.json(await writeNote(db, await loadGame(db, gameIdOf(c.req.param('id')), token), body.text, Date.now()));
  })

  .post('/games/:id/rematch', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw errors.unauthorized();
    await enforceLimit(c, 'create', clientIp(c));
    const db = c.get('db');
    const loaded = await loadGame(db, gameIdOf(c.req.param('id')), token);
    const { outbox, revision, ...joined } = await rematch(db, requestConfig(c.env, c.req.url), loaded, Date.now());
    deliverAfterResponse(c, outbox);
    announceChange(c.env, c.executionCtx, loaded.game.id, loaded.game.revision + 1);
    if (revision !== undefined) announceChange(c.env, c.executionCtx, joined.gameId, revision);
    return c.json(joined, 201);
  })

  .get('/games/:id/record', async (c) => {
    const db = c.get('db');
    const { game } = await loadGame(db, gameIdOf(c.req.param('id')), null);
    if (game.status !== 'finished') throw errors.notFinished();
    // From its action rows, or from R2 once the cron has compacted the game (lib/compact.ts).
    const record = await gameRecord(db, c.env.RECORDS, game);
    c.header('Content-Disposition', `inline; filename="stonehenge-${game.ruleset}-${game.id}.json"`);
    return c.json(record);
  })

  .get('/archive', async (c) => c.json(await archivePage(c.get('db'), parseQuery(listQuery, c.req.query()))))

  .get('/open', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const { player: _ignored, ...query } = parseQuery(listQuery, c.req.query());
    return c.json(await openPage(c.get('db'), { ...query, ...parseQuery(openFilterQuery, c.req.query()) }));
  })

  .get('/live', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await livePage(c.get('db'), parseQuery(listQuery, c.req.query())));
  })

  .get('/stats', async (c) => {
    // Aggregates over the whole archive: a minute old is fresh enough.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await archiveStats(c.get('db')));
  });
