/**
 * What a game's end sets going beyond its own table, handed to the writer from above: the writer
 * (object.ts) calls `gameEnded` after every change it commits, and the rooms that care register
 * with `onGameEnded` from `worker/index.ts` (a tournament moves on: worker/tournament-hook.ts).
 * So the writer names no room above it (test/engine/worker-rooms.test.ts) and the tournament
 * still hears an end however it came: a move over HTTP or the socket, the bots' moves after it,
 * a deadline's forfeit or stand-in from the alarm or the cron.
 */
import type { GameRow } from '@db/schema';
import type { Env } from '../store/env';

export type EndedGame = Pick<GameRow, 'id' | 'status' | 'tournamentId' | 'finishedAt' | 'updatedAt'>;

/** Hears a committed change of a game; returns at once (its work goes to `ctx.waitUntil`). */
export type GameEndedHook = (
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  game: EndedGame,
  /** Tells a game's pages it changed (a table the hook settled); the writer passes its own. */
  announce: (gameId: string, revision: number) => void,
) => void;

const hooks = new Set<GameEndedHook>();

/** Registers `hook` once per isolate (worker/index.ts, at its top). */
export function onGameEnded(hook: GameEndedHook): void {
  hooks.add(hook);
}

/** Called by the writer after each change it commits, ended or not: each hook looks for itself. */
export function gameEnded(...args: Parameters<GameEndedHook>): void {
  for (const hook of hooks) hook(...args);
}
