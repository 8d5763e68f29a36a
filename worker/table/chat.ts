/**
 * Table talk. A message is one batch: the row, and the game's `chat_last` moved to its id, so a
 * seat's ETag changes when someone writes (a move's guard reads version and revision only, so
 * talking never makes a move stale). Only the game's seats read or write; the text is stored as
 * typed (trimmed) and always rendered as text.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { chatMessages, games } from '@db/schema';
import type { ChatMessage } from '@schema/api';
import type { Db } from '../store/db';
import { errors } from '../store/refusal';
import type { LoadedGame } from '../store/games';
import { iso } from '../store/payload';
import { type Plan, done } from '../store/plan';

/** Messages in one answer at most (the contract's page size). */
export const CHAT_PAGE = 100;

/** The messages after `after` (an id; 0 for the start), oldest first. */
export async function readChat(db: Db, loaded: LoadedGame, after: number): Promise<ChatMessage[]> {
  if (loaded.seat === null) throw errors.unauthorized();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.gameId, loaded.game.id), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(CHAT_PAGE);
  return rows.map((r) => toMessage(loaded, r));
}

/**
 * The plan of a message's one batch (worker/store/plan.ts), run by the game's writer: the row,
 * and the game's `chat_last` moved to the newest id; its value is the message as stored.
 */
export function chatPlan(db: Db, loaded: LoadedGame, text: string, now: number): Plan<ChatMessage> {
  if (loaded.seat === null) throw errors.unauthorized();
  return {
    commit: [
      db.insert(chatMessages).values({ gameId: loaded.game.id, seat: loaded.seat, text, at: now }).returning(),
      db
        .update(games)
        .set({ chatLast: sql`(select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.gameId} = ${loaded.game.id})` })
        .where(eq(games.id, loaded.game.id)),
    ],
    settle: async ([inserted]) => {
      const row = (inserted as (typeof chatMessages.$inferSelect)[])[0];
      if (!row) throw new Error('chat message not inserted');
      return done(toMessage(loaded, row));
    },
  };
}

function toMessage(loaded: LoadedGame, row: typeof chatMessages.$inferSelect): ChatMessage {
  const seat = loaded.game.seats[row.seat];
  return { id: row.id, seat: row.seat, name: seat?.name ?? `Seat ${row.seat + 1}`, text: row.text, at: iso(row.at) };
}
