/**
 * A tournament game's end, heard where a move is answered (worker/routes/play.ts): its tournament
 * is advanced after the answer (waitUntil), so the next round starts at once rather than at the
 * next cron run. Anything this misses (bots' or the cron's endings, socket moves) the cron and a
 * read of the tournament still do; advancing twice changes nothing (the round's key).
 */
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { tournaments } from '@db/schema';
import type { GamePayload } from '@schema/api';
import type { AppEnv } from '../env';
import { deliverAfterResponse } from '../http/after';
import { announceChange } from '../live/announce';
import { requestConfig } from '../notify/config';
import { advanceTournament } from './tournaments';

export function afterTournamentMove(c: Context<AppEnv>, payload: Pick<GamePayload, 'status' | 'tournament'>): void {
  const id = payload.tournament?.id;
  if (!id || payload.status !== 'finished') return;
  const db = c.get('db');
  const run = async () => {
    const t = await db.query.tournaments.findFirst({ where: eq(tournaments.id, id) });
    if (t?.status !== 'running') return;
    const outbox: string[] = [];
    await advanceTournament(
      db,
      requestConfig(c.env, c.req.url),
      t,
      Date.now(),
      (gameId, revision) => announceChange(c.env, c.executionCtx, gameId, revision),
      outbox,
    );
    deliverAfterResponse(c, outbox);
  };
  c.executionCtx.waitUntil(run().catch((err) => console.error(`tournament ${id}: advancing after a game's end failed`, err)));
}
