/**
 * A tournament game's end, heard by the game's writer (worker/live/object.ts, after every change
 * it commits: a seat's move over HTTP or the socket, the bots' moves after it, a deadline's
 * forfeit or stand-in from its alarm or the cron): its tournament is advanced at once (in the
 * background, `waitUntil`), so the next round starts without waiting for the next cron run. The
 * cron and a read of the tournament still advance it too; advancing twice changes nothing (the
 * table's places are written once, the round's key makes its second start fail whole).
 * It joins two rooms, the writer's end of a game and the tournaments, so it stands at the top of
 * the Worker beside index.ts, which registers it: neither room imports the other (#44).
 */
import { eq } from 'drizzle-orm';
import { tournaments } from '@db/schema';
import type { GameEndedHook } from './live/ended';
import { readConfig } from './store/notify-config';
import { deliver } from './notify/outbox';
import { createDb } from './store/db';
import { advanceTournament } from './tournaments/tournaments';

/** Games of this isolate already handed to their tournament (a finished game's writer may be asked again: a chat line). */
const handed = new Set<string>();

export const tournamentGameEnded: GameEndedHook = (env, ctx, game, announce) => {
  const id = game.tournamentId;
  if (!id || (game.status !== 'finished' && game.status !== 'aborted') || handed.has(game.id)) return;
  handed.add(game.id);
  // As of the game's end (a cron run moved on in time ends it at its own moment, and so is its next round's start).
  const now = game.finishedAt ?? game.updatedAt;
  const run = async () => {
    const db = createDb(env.DB);
    const t = await db.query.tournaments.findFirst({ where: eq(tournaments.id, id) });
    if (t?.status !== 'running') return;
    const config = readConfig(env);
    const outbox: string[] = [];
    await advanceTournament(db, config, t, now, announce, outbox);
    if (outbox.length) await deliver(db, config, now, { ids: outbox });
  };
  ctx.waitUntil(
    run().catch((err) => {
      // The cron (or the next read of the tournament) does it instead.
      handed.delete(game.id);
      console.error(`tournament ${id}: advancing after game ${game.id} ended failed`, err);
    }),
  );
};
