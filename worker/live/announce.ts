/**
 * Tells a game's live-updates object (worker/live/object.ts) that a change committed, so open pages
 * fetch their payload now instead of at their next poll. Run after the response is decided,
 * through `waitUntil`: it never delays or fails a move, and a fault here only means pages learn
 * of the change at their next poll.
 */
import type { Env } from '../env';

export function announceChange(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, gameId: string, revision: number): void {
  if (!env.LIVE) return;
  const stub = env.LIVE.get(env.LIVE.idFromName(gameId));
  ctx.waitUntil(
    stub.changed(revision).then(
      () => undefined,
      () => undefined, // the poll is the fallback
    ),
  );
}
