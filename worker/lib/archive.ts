/** The public archive: finished, listed games, newest first, keyset-paginated on an index. */
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { type SeatInfo, games } from '../../db/schema';
import type { ArchivePage, GameResultInfo } from '../../schema/api';
import type { Db } from './db';
import { errors } from './errors';
import { iso } from './payload';

interface Cursor {
  finishedAt: number;
  id: string;
}

function encodeCursor(c: Cursor): string {
  return btoa(`${c.finishedAt}:${c.id}`).replace(/=+$/, '');
}

function decodeCursor(raw: string): Cursor {
  try {
    const [at, id] = atob(raw).split(':');
    const finishedAt = Number(at);
    if (!Number.isSafeInteger(finishedAt) || !id || !/^[a-z0-9]{1,32}$/.test(id)) throw new Error('bad');
    return { finishedAt, id };
  } catch {
    throw errors.invalidBody('cursor: not a cursor this service gave out.');
  }
}

export async function archivePage(
  db: Db,
  query: { ruleset?: string; cursor?: string; limit: number },
): Promise<ArchivePage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({
      id: games.id,
      ruleset: games.ruleset,
      seats: games.seats,
      finishedAt: games.finishedAt,
      result: games.result,
      version: games.version,
    })
    .from(games)
    .where(
      and(
        query.ruleset ? eq(games.ruleset, query.ruleset) : undefined,
        eq(games.status, 'finished'),
        eq(games.listed, true),
        after
          ? or(lt(games.finishedAt, after.finishedAt), and(eq(games.finishedAt, after.finishedAt), lt(games.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(games.finishedAt), desc(games.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    games: page.map((r) => ({
      gameId: r.id,
      ruleset: r.ruleset,
      players: (r.seats as SeatInfo[]).map((s) => s.name),
      finishedAt: iso(r.finishedAt ?? 0),
      result: r.result as GameResultInfo,
      actions: r.version,
    })),
    next: rows.length > query.limit && last ? encodeCursor({ finishedAt: last.finishedAt ?? 0, id: last.id }) : null,
  };
}
