/**
 * The Cron Trigger's work, as of `now` (the event's scheduledTime, so local dev
 * can run it for any moment through /cdn-cgi/handler/scheduled?time=...).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { games } from '../../db/schema';
import type { Db } from './db';

/** A game nobody finished joining within this time is aborted, freeing its invite link. */
export const WAITING_GAME_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function runScheduled(db: Db, now: number): Promise<{ aborted: number }> {
  const result = await db
    .update(games)
    .set({ status: 'aborted', updatedAt: now, revision: sql`${games.revision} + 1` })
    .where(and(eq(games.status, 'waiting'), lt(games.updatedAt, now - WAITING_GAME_TTL_MS)));
  return { aborted: result.meta.changes };
}

