/**
 * Tournaments (contract, "Tournaments (round four)"): list, read, create, join, withdraw, and the
 * host's start, cancel, removal of a player and bot entrants. Writes need a session (the origin check of
 * worker/players/session.ts applies). Thin: the work is in worker/tournaments/.
 */
import { Hono } from 'hono';
import { addBotsBody, createTournamentBody, removePlayerBody, tournamentListQuery } from '@schema/tournaments';
import { eq } from 'drizzle-orm';
import { players } from '@db/schema';
import type { AppEnv } from '../store/env';
import { jsonBody } from '../http/body';
import { query } from '../http/query';
import { limit } from '../http/rate-limit';
import { requestConfig } from '../store/notify-config';
import { currentPlayer, signedIn } from '../players/session';
import { deliverAfterResponse } from '../http/after';
import { announceChange } from '../live/announce';
import {
  addBots,
  advanceTournament,
  cancelTournament,
  createTournament,
  joinTournament,
  listTournaments,
  loadTournament,
  startTournament,
  tournamentDetail,
  tournamentErrors,
  isBotEntrant,
  withdrawPlayer,
} from '../tournaments/tournaments';

export const tournamentsApi = new Hono<AppEnv>()
  .get('/tournaments', query(tournamentListQuery), async (c) => {
    const { status } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json({ tournaments: await listTournaments(c.get('db'), status) });
  })

  .post('/tournaments', limit('create', 'ip'), signedIn, jsonBody(createTournamentBody), async (c) => {
    const id = await createTournament(c.get('db'), c.req.valid('json'), c.get('player'), Date.now());
    return c.json({ tournamentId: id }, 201);
  })

  .get('/tournaments/:id', async (c) => {
    const db = c.get('db');
    const now = Date.now();
    let t = await loadTournament(db, c.req.param('id'));
    // A round whose tables are all over moves on at once, without waiting for the cron.
    if (t.status === 'running') {
      const outbox: string[] = [];
      const announce = (gameId: string, revision: number) => announceChange(c.env, c.executionCtx, gameId, revision);
      // Read again after advancing: another writer (a game's end, the cron) may have moved it on
      // meanwhile; then once more, so the round it started has every table's game before it is shown.
      for (let pass = 0; pass < 2 && t.status === 'running'; pass++) {
        const before = t.round;
        await advanceTournament(db, requestConfig(c.env, c.req.url), t, now, announce, outbox);
        t = await loadTournament(db, t.id);
        if (t.round === before) break;
      }
      deliverAfterResponse(c, outbox);
    }
    c.header('Cache-Control', 'no-store');
    return c.json(await tournamentDetail(db, t, await currentPlayer(c)));
  })

  .post('/tournaments/:id/join', signedIn, async (c) => {
    await joinTournament(c.get('db'), c.req.param('id'), c.get('player'), Date.now());
    return c.json({ joined: true });
  })

  .post('/tournaments/:id/withdraw', signedIn, async (c) => {
    const db = c.get('db');
    const t = await loadTournament(db, c.req.param('id'));
    await withdrawPlayer(db, t, c.get('player').id, 'self', Date.now());
    return c.json({ withdrawn: true });
  })

  .post('/tournaments/:id/start', signedIn, async (c) => {
    const db = c.get('db');
    const t = await loadTournament(db, c.req.param('id'));
    if (t.hostId !== c.get('player').id) throw tournamentErrors.notHost();
    const outbox: string[] = [];
    await startTournament(db, requestConfig(c.env, c.req.url), t, Date.now(), outbox);
    deliverAfterResponse(c, outbox);
    return c.json({ started: true });
  })

  .post('/tournaments/:id/cancel', signedIn, async (c) => {
    const db = c.get('db');
    const t = await loadTournament(db, c.req.param('id'));
    if (t.hostId !== c.get('player').id) throw tournamentErrors.notHost();
    await cancelTournament(db, t, Date.now());
    return c.json({ cancelled: true });
  })

  .post('/tournaments/:id/remove', signedIn, jsonBody(removePlayerBody), async (c) => {
    const db = c.get('db');
    const t = await loadTournament(db, c.req.param('id'));
    if (t.hostId !== c.get('player').id) throw tournamentErrors.notHost();
    const handle = c.req.valid('json').handle.toLowerCase();
    // A bot entrant is named by its id (`bot:<n>`); a player by their handle.
    const who = isBotEntrant(handle) ? { id: handle } : await db.query.players.findFirst({ where: eq(players.handle, handle) });
    if (!who) throw tournamentErrors.notJoined();
    await withdrawPlayer(db, t, who.id, 'removed', Date.now());
    return c.json({ removed: true });
  })

  .post('/tournaments/:id/bots', signedIn, jsonBody(addBotsBody), async (c) => {
    const db = c.get('db');
    const t = await loadTournament(db, c.req.param('id'));
    if (t.hostId !== c.get('player').id) throw tournamentErrors.notHost();
    const { level, count } = c.req.valid('json');
    return c.json({ added: await addBots(db, t, level, count, Date.now()) });
  });
