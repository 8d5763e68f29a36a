import { and, asc, eq, gt } from 'drizzle-orm';
import { type GameRow, games } from '@db/schema';
import type { Db } from '../store/db';
import type { AppContext, Env } from '../store/env';
import type { ClockReport, ClockWriter, GameWriters } from '../cron/scheduled';
import type { RepairOutcome } from '../store/move-store';
import type { CompactStep } from '../archive/compact';
import { fromValue } from '../store/refusal';
import { liveObject } from './announce';
import type { Answer, OpenAsker } from './desk';
import type { GameCommand } from '@schema/commands';
import type { CommandOf, OpenCommandType } from './housekeeping';
import type { SeatRef } from '../store/mail-addresses';

export function writerOf(env: Env, gameId: string) {
  return liveObject(env, gameId);
}

/** Whether the writer should count its D1 work for this request. */
export const counting = (c: AppContext): boolean => c.get('d1Stats') !== undefined;

/** The writer's value, or its refusal thrown again as the route's own. */
export async function viaWriter<T>(c: AppContext, asked: Promise<unknown>): Promise<T> {
  const answer = (await asked) as Answer<T>;
  const stats = c.get('d1Stats');
  if (stats && answer.stats) {
    stats.queries += answer.stats.queries;
    stats.rowsRead += answer.stats.rowsRead;
    stats.rowsWritten += answer.stats.rowsWritten;
  }
  if (!answer.ok) {
    // A fault is not the contract's refusal: index.ts's onError logs it and answers 500 internal.
    if (answer.error.fault) throw new Error(`the game's writer failed: ${answer.error.message}`);
    throw fromValue(answer.error);
  }
  return answer.value;
}

/**
 * A seat's command (schema/commands.ts) handed to its game's writer for the request's seat
 * (after `token(true)`), answered as the route's own value or refusal.
 */
export function seatCommand<T>(c: AppContext<{ gameId: string; tokenHash: string }>, command: GameCommand): Promise<T> {
  const gameId = c.get('gameId');
  const tokenHash = c.get('tokenHash');
  return viaWriter<T>(c, writerOf(c.env, gameId).command(gameId, command, { tokenHash, now: Date.now(), url: c.req.url }, counting(c)));
}

/**
 * A command that comes without a seat's token (a newcomer's, or
 * housekeeping) handed to the game's writer; its answer as a value, for the caller to read.
 */
export async function openCommand<T>(
  env: Env,
  gameId: string,
  command: CommandOf<OpenCommandType>,
  asker: Partial<OpenAsker> = {},
  count = false,
): Promise<Answer<T>> {
  const full: OpenAsker = { tokenHash: null, now: Date.now(), url: '', ...asker };
  return (await writerOf(env, gameId).command(gameId, command, full, count)) as Answer<T>;
}

/** A newcomer's command (a join, a claim) of the request, answered as the route's own value or refusal. */
export function newcomerCommand<T>(c: AppContext, gameId: string, command: CommandOf<'join' | 'claim'>, playerId: string | null): Promise<T> {
  return viaWriter<T>(c, openCommand<T>(c.env, gameId, command, { url: c.req.url, playerId }, counting(c)));
}

/** The cron's hand-over of a finished game's compaction (or restating) into R2 to its writer: a fault throws, and the cron logs it. */
export function compactWriter(env: Env): CompactStep {
  return async (gameId, kind) => {
    const answer = await openCommand<boolean>(env, gameId, { type: 'compact', kind });
    if (!answer.ok && answer.error.fault) throw new Error(`compacting ${gameId} failed: ${answer.error.message}`);
    return answer.ok && answer.value;
  };
}

/** The cron's hand-over of a due game to its writer (`runScheduled`'s `writer`): a refusal (a game gone) is nothing done. */
export function clockWriter(env: Env): ClockWriter {
  return async (game: GameRow, now: number): Promise<ClockReport> => {
    const answer = await openCommand<ClockReport>(env, game.id, { type: 'clocks', seen: game.revision }, { now });
    if (!answer.ok && answer.error.fault) throw new Error(`the timed work of ${game.id} failed: ${answer.error.message}`);
    return answer.ok ? answer.value : { reminders: 0, forfeit: false };
  };
}

/** The cron's closing and repair of a game, handed to its writer (`runScheduled`'s `writers`): a fault throws, and the cron logs it. */
export function gameWriters(env: Env): GameWriters {
  return {
    close: async (gameId, kind, now) => {
      const answer = await openCommand<boolean>(env, gameId, { type: 'close', kind }, { now });
      if (!answer.ok && answer.error.fault) throw new Error(`closing ${gameId} failed: ${answer.error.message}`);
      return answer.ok && answer.value;
    },
    repair: async (gameId, now) => {
      const answer = await openCommand<RepairOutcome>(env, gameId, { type: 'repair' }, { now });
      if (!answer.ok && answer.error.fault) throw new Error(`repairing ${gameId} failed: ${answer.error.message}`);
      return answer.ok ? answer.value : 'gone';
    },
  };
}

/** An account's deletion renaming its seats in one game, by that game's writer: a refusal (the game gone) is nothing to rename. */
export function seatRenamer(env: Env): (gameId: string, seats: number[], name: string) => Promise<void> {
  return async (gameId, seats, name) => {
    const answer = await openCommand<number>(env, gameId, { type: 'rename-seats', seats, name });
    if (!answer.ok && answer.error.fault) throw new Error(`renaming the seats of ${gameId} failed: ${answer.error.message}`);
  };
}

/** A sign-in's claim marking its seats of one game signed in, by that game's writer: a refusal (the game gone) is nothing to mark. */
export function seatSigner(env: Env): (gameId: string, seats: number[]) => Promise<void> {
  return async (gameId, seats) => {
    const answer = await openCommand<number>(env, gameId, { type: 'sign-seats', seats });
    if (!answer.ok && answer.error.fault) throw new Error(`marking the seats of ${gameId} signed in failed: ${answer.error.message}`);
  };
}

/** Games whose writers are asked at the same time to mail the turns a proof made due. */
const TELL_AT_ONCE = 8;

/**
 * Seats whose address was proven just now (#57): each game's writer mails the turn a seat of it is
 * in, unless that turn had its mail already (the `owed-turns` command). Answers the outbox rows
 * queued, for the request to deliver after its answer. A writer's fault is logged, not thrown: the
 * proof stands, and a turn that comes later is mailed as usual.
 */
export async function tellOwedTurns(env: Env, seats: readonly SeatRef[], url: string): Promise<string[]> {
  const byGame = new Map<string, number[]>();
  for (const { gameId, seat } of seats) byGame.set(gameId, [...new Set([...(byGame.get(gameId) ?? []), seat])]);
  const games = [...byGame];
  const ids: string[] = [];
  for (let i = 0; i < games.length; i += TELL_AT_ONCE) {
    const answers = await Promise.all(
      games.slice(i, i + TELL_AT_ONCE).map(([gameId, list]) => openCommand<string[]>(env, gameId, { type: 'owed-turns', seats: list.slice(0, 8) }, { url })),
    );
    for (const [j, answer] of answers.entries()) {
      if (answer.ok) ids.push(...answer.value);
      else if (answer.error.fault) console.error(`mailing the owed turns of ${games[i + j]?.[0]} failed: ${answer.error.message}`);
    }
  }
  return ids;
}

/** Games whose windows one `POST /api/dev/scheduled` looks at, at most: local development's scale, bounded. */
export const WINDOW_SWEEP_LIMIT = 1000;

/**
 * Local development's time travel for the take-back window (`POST /api/dev/scheduled?time=`):
 * D1 holds no pending action, but it knows which games could hold one (active, with a window),
 * so each of those games' writer is asked to publish a window that has ended by `now`. Returns
 * how many did. Pages of 100 by id, so a busy local database costs bounded work.
 */
export async function publishDueWindows(env: Env, db: Db, now: number): Promise<number> {
  let published = 0;
  let after = '';
  for (let seen = 0; seen < WINDOW_SWEEP_LIMIT; ) {
    const page = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.status, 'active'), gt(games.takeBackSeconds, 0), gt(games.id, after)))
      .orderBy(asc(games.id))
      .limit(100);
    for (const { id } of page) {
      const answer = await openCommand<boolean>(env, id, { type: 'window-due' }, { now });
      if (!answer.ok && answer.error.fault) console.error(`publishing the window of ${id} failed: ${answer.error.message}`);
      if (answer.ok && answer.value) published++;
    }
    seen += page.length;
    const last = page[page.length - 1];
    if (!last || page.length < 100) break;
    after = last.id;
  }
  return published;
}
