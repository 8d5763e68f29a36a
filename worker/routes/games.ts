/**
 * A game: create it, read one seat's payload (or a spectator's), its record once finished, and
 * its live socket. The work is in worker/store/ (docs/architecture.md, "How a move travels").
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { games } from '@db/schema';
import { createGameBody } from '@schema/api';
import type { CreatedGame, GamePayload } from '@schema/api';
import { gamePage, gameRecord } from '../archive/compact';
import type { AppEnv } from '../store/env';
import { deliverAfterResponse } from '../http/after';
import { devSeed } from '../http/dev-seed';
import { jsonBody } from '../http/body';
import { requestLanguage } from '../http/language';
import { Refusal, errors } from '../store/refusal';
import { refusalResponse } from '../http/errors';
import { query } from '../http/query';
import { limit } from '../http/rate-limit';
import { token } from '../http/seat';
import { liveObject } from '../live/announce';
import { counting, openCommand, viaWriter, writerOf } from '../live/writer';
import { requestConfig } from '../store/notify-config';
import type { GameRow } from '@db/schema';
import { botsPending } from '../store/bots';
import { createPlan, loadGame, rulesetOf } from '../store/games';
import { execute } from '../store/plan';
import { addSeatOwn, buildPayload, etagFor } from '../store/payload';
import { seatAddress } from '../store/mail-addresses';
import { currentPlayer } from '../players/session';

/** `GET /api/games/:id`: `?logFrom=n` asks for the log from entry n on (the contract's log tail). */
const gameQuery = z.object({ logFrom: z.coerce.number().int().min(0).max(1_000_000).optional() });

export const gamesApi = new Hono<AppEnv>()
  .post('/games', limit('create', 'ip'), jsonBody(createGameBody), async (c) => {
    const body = c.req.valid('json');
    body.language ??= requestLanguage(c);
    const player = await currentPlayer(c);
    // Signed in: the seat takes the account's address (none typed), mail mode (store/games.ts seatInsert) and time zone (#57).
    if (player?.settings.timeZone) body.timeZone = player.settings.timeZone;
    const db = c.get('db');
    // Locally, `x-dev-seed` fixes the deal (http/dev-seed.ts): the browser tests' positions repeat.
    const seed = devSeed(c);
    const { gameId, token, joinCode, outbox } = await execute(
      db,
      await createPlan(db, requestConfig(c.env, c.req.url), body, Date.now(), player?.id ?? null, seed),
    );
    deliverAfterResponse(c, outbox);
    const created: CreatedGame = {
      gameId,
      seat: 0,
      token,
      joinCode,
      urls: { play: `/g/${gameId}#t=${token}`, join: `/join/${joinCode}` },
    };
    return c.json(created, 201);
  })

  .get('/games/:id', token(false), query(gameQuery), async (c) => {
    const { logFrom } = c.req.valid('query');
    const db = c.get('db');
    // A poll that brings an ETag is most often answered 304 from the row alone (one query, one
    // row); any other read takes the row and its log window in one batch.
    const polling = c.req.header('if-none-match') !== undefined;
    const loaded = await loadGame(db, c.get('gameId'), c.get('tokenHash'), polling ? undefined : { from: logFrom });
    // A compacted game's log is in R2 (archive/compact.ts): its rows, read with the game, are gone.
    let log = loaded.game.recordKey ? undefined : loaded.log;
    // Bot turns left over by a request that reached the per-request cap continue here, by the
    // game's writer (worker/live/object.ts), which tells the pages.
    if (botsPending(loaded.game)) {
      const gameId = loaded.game.id;
      const continued = await viaWriter<{ game: GameRow; outbox: string[] }>(
        c,
        openCommand(c.env, gameId, { type: 'continue-bots', seen: loaded.game.revision }, { url: c.req.url }, counting(c)),
      );
      if (continued.game.revision !== loaded.game.revision) log = undefined;
      loaded.game = continued.game;
      deliverAfterResponse(c, continued.outbox);
    }
    // A seat of a game with a take-back window may have actions only it sees yet: its writer has them.
    const tokenHash = c.get('tokenHash');
    const pending =
      loaded.seat !== null && tokenHash && logFrom === undefined && loaded.game.takeBackSeconds > 0 && loaded.game.status === 'active'
        ? await viaWriter<{ payload: GamePayload; etag: string } | null>(
            c,
            writerOf(c.env, loaded.game.id).command(loaded.game.id, { type: 'pending-view' }, { tokenHash, now: Date.now(), url: c.req.url }, false),
          )
        : null;
    const etag = pending?.etag ?? etagFor(loaded.game, loaded.seat, logFrom);
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const page = log ? { game: loaded.game, log } : await gamePage(db, c.env.RECORDS, loaded.game, logFrom);
    const payload = pending?.payload ?? buildPayload(rulesetOf(page.game), page.game, loaded.seat, page.log);
    // The seat's own address, only in its own payload.
    const email = loaded.seat === null ? null : loaded.address !== undefined ? loaded.address : await seatAddress(db, loaded.game.id, loaded.seat);
    return c.json(await addSeatOwn(payload, page.game, loaded.seat, email, requestConfig(c.env, c.req.url)));
  })

  .get('/games/:id/updates', token(false), async (c) => {
    const gameId = c.get('gameId');
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      const refusal = new Refusal('upgrade_required', 'This address is a WebSocket: connect with Upgrade: websocket to be told of changes.');
      return refusalResponse(c, refusal, { Upgrade: 'websocket' });
    }
    // One indexed read: an unknown game gets its 404 before any object is made for it.
    const found = await c.get('db').query.games.findFirst({ columns: { id: true }, where: eq(games.id, gameId) });
    if (!found) throw errors.gameNotFound();
    return liveObject(c.env, gameId).fetch(c.req.raw);
  })

  .get('/games/:id/record', token(false), async (c) => {
    const db = c.get('db');
    const { game } = await loadGame(db, c.get('gameId'), null);
    if (game.status !== 'finished') throw errors.notFinished();
    // From its action rows, or from R2 once the cron has compacted the game (archive/compact.ts).
    const record = await gameRecord(db, c.env.RECORDS, game);
    c.header('Content-Disposition', `inline; filename="stonehenge-${game.ruleset}-${game.id}.json"`);
    return c.json(record);
  });
