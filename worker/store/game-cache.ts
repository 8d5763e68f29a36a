/**
 * The isolate's memory of game rows, so that a move in the steady state is one D1 round trip
 * (the move store's batch) instead of a read and a batch. A bounded LRU in module scope: it
 * lives as long as the isolate and is never shared with another one.
 *
 * A remembered row is only ever a guess. The one reader is the move path (`playMove` in
 * ./games.ts), which plays the action against it and commits with the move store's guard:
 * the UPDATE applies only where the row still has the remembered version, revision, status
 * and write id (./move-store.ts). Every write of the columns a move reads goes through that
 * store (a fresh write id, revision + 1) or bumps the revision itself, and the revision never
 * goes back, so a batch that applied proves the guess was the row. A guess that was not (another
 * isolate, the cron or anything else wrote the game) costs a batch that changed nothing: the
 * entry is dropped and the move is answered from a fresh read exactly as without this cache.
 * Any refusal computed from a remembered row (stale version, not active, illegal action, a token
 * the row does not know) is likewise never answered from memory: the move is read again.
 *
 * What is not in the guard is not trusted from here: the columns written without a revision
 * bump (`chat_last`, `rematch_id`, `rematch_of`, `record_key`) come back from the guarded UPDATE
 * itself (RETURNING), and a seat's mail settings, presence and push subscriptions are read by
 * the batch's own INSERT … SELECT statements (./notify.ts), never from a remembered row.
 *
 * With a row, the isolate may remember the tail of its log (the newest `LOG_TAIL` entries, read
 * with the row in one batch, or made by the commit that wrote it). The log only changes by a
 * commit of the move store, which writes a new write id, so a tail kept under the row's key is
 * the tail of that row: a move whose guard proves the row needs no read of the log for its answer.
 */
import type { GameRow } from '../../db/schema';
import type { LogSlice } from './payload';

/** Games remembered at most; the least recently used goes first. */
export const GAME_CACHE_SIZE = 256;

/** A remembered row; `base` names the row a commit of this isolate wrote it over (see `wonOver`). */
interface Entry {
  row: GameRow;
  base?: string;
  /** The last entries of the row's log, ending at its `logLength`. */
  tail?: LogSlice;
}

const rows = new Map<string, Entry>();

/** What tells one stored row of a game from another: its revision and the write id of the write that made it. */
const keyOf = (row: GameRow) => `${row.revision}:${row.writeId ?? ''}`;

/** The row last seen for `gameId`, if any (and marks it recently used). */
export function recallGame(gameId: string): GameRow | undefined {
  const entry = rows.get(gameId);
  if (entry) {
    rows.delete(gameId);
    rows.set(gameId, entry);
  }
  return entry?.row;
}

/**
 * Whether the row remembered now was committed by this isolate over exactly `read`: a move
 * that played against `read` and lost its guard then lost a race to a move that read the same
 * row, and is answered as such a loser always was (./games.ts).
 */
export function wonOver(gameId: string, read: GameRow): boolean {
  return rows.get(gameId)?.base === keyOf(read);
}

/**
 * Remembers a row just read, or just written by a commit over the row `over`, and with it the
 * tail of its log when the caller has it. An older revision never replaces a newer one
 * (a slow read finishing after a commit of this isolate); a failed guess drops its entry first
 * (`forgetGame`), so a row is never stuck behind one that is wrong.
 */
export function rememberGame(row: GameRow, over?: GameRow, tail?: LogSlice): void {
  const known = rows.get(row.id);
  if (known && known.row.revision > row.revision) return;
  const same = known !== undefined && keyOf(known.row) === keyOf(row);
  // A read of the row a commit of this isolate wrote keeps what it was written over.
  const base = over ? keyOf(over) : same ? known.base : undefined;
  // A tail is kept only whole up to the row's end (a compacted game's rows are gone: it has none).
  const kept = tail && tail.start + tail.entries.length === row.logLength ? tail : same ? known.tail : undefined;
  rows.delete(row.id);
  rows.set(row.id, { row, ...(base === undefined ? {} : { base }), ...(kept ? { tail: kept } : {}) });
  if (rows.size > GAME_CACHE_SIZE) {
    const oldest = rows.keys().next().value;
    if (oldest !== undefined) rows.delete(oldest);
  }
}

/** The remembered tail of the log of exactly `row` (same revision and write id), if any. */
export function recallTail(row: GameRow): LogSlice | undefined {
  const entry = rows.get(row.id);
  return entry && keyOf(entry.row) === keyOf(row) ? entry.tail : undefined;
}

/** Drops what is remembered of a game; with `row`, only if that is still the entry (a concurrent commit's newer row stays). */
export function forgetGame(gameId: string, row?: GameRow): void {
  if (row === undefined || rows.get(gameId)?.row === row) rows.delete(gameId);
}

/** Forgets every game (tests). */
export function clearGameCache(): void {
  rows.clear();
}

/** How many games are remembered (tests). */
export function gameCacheSize(): number {
  return rows.size;
}
