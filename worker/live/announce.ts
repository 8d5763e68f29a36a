/**
 * Tells a game's live-updates object (worker/live/object.ts) that a change committed (its
 * housekeeping command `changed`), so open pages
 * fetch their payload now instead of at their next poll. Run after the response is decided,
 * through `waitUntil`: it never delays or fails a move, and a fault here only means pages learn
 * of the change at their next poll.
 */
import type { Env } from '../store/env';
import type { GameLive } from './object';

/** The game's live object, typed (store/env.ts leaves the namespace untyped to keep the import graph a tree). */
export function liveObject(env: Pick<Env, 'LIVE'>, gameId: string): DurableObjectStub<GameLive> {
  const live = env.LIVE as unknown as DurableObjectNamespace<GameLive>;
  return live.get(live.idFromName(gameId));
}

export function announceChange(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, gameId: string, revision: number): void {
  if (!env.LIVE) return;
  const stub = liveObject(env, gameId);
  ctx.waitUntil(
    stub.command(gameId, { type: 'changed', revision }, { tokenHash: null, now: Date.now(), url: '' }, false).then(
      () => undefined,
      () => undefined, // the poll is the fallback
    ),
  );
}
