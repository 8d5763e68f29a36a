/**
 * Finished games compacted into R2 (issue #18 item 4). A finished game never changes again, and
 * its bulk is its `actions` rows and its `log_entries` rows. The cron (worker/cron/scheduled.ts)
 * writes each finished game as one R2 object, `{ format, record, log, state }`: the record exactly
 * as `GET /api/games/<id>/record` served it (buildRecord), the whole public log and the final
 * state. Once the object is confirmed (read back with `head`: the size and ETag of the bytes
 * written, whose SHA-256 R2 checked on the way in), one D1 batch sets `games.record_key`, empties
 * `games.state`, drops the token hashes from `games.seats` (the `seats` rows keep them) and
 * deletes the game's action and log rows; the `games` row stays, with all that the archive, the
 * stats and rematch read. The game page reads the object once for the log window and the state.
 * The log goes in the object because it cannot be rebuilt by replay: forfeits, deadline
 * stand-ins and repairs write entries no action makes.
 *
 * Two states, and readers handle both: `record_key` null, every row in D1 (an R2 object may
 * already exist: the moment between the write and the batch); `record_key` set, no rows, the
 * object in R2. The batch switches from one to the other in one transaction. A reader that read
 * the row before the switch and its rows after it finds rows missing and looks at the key again.
 *
 * Overlapping cron runs: the key holds a hash of the object's bytes, so runs that read the same
 * rows write the same object to the same key, and runs that read different rows never overwrite
 * each other's. The batch applies only while the row is still uncompacted and has the version and
 * log length the object was built from, and the deletes only where the row names this key.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type GameRow, type SeatInfo, actions, games, logEntries } from '@db/schema';
import type { LogEntry } from '@engine/index';
import type { GameRecord } from '@schema/api';
import type { Db } from '../store/db';
import { selectLog } from '../store/move-store';
import { type Plan, type Statements, done, execute } from '../store/plan';
import { type LogSlice, logWindow } from '../store/payload';
import { botsOf } from '@schema/bot-seats';
import { buildRecord, withNames } from './record';

export const ARCHIVE_FORMAT = 'stonehenge-archive/1';

/**
 * What one R2 object holds: the record as served, the public log (raw entries, `{seat:N}` unnamed)
 * and the game's final state, which the finished payload's views are made from. Objects written
 * before the state moved here (25 Nov 2026) have no `state`: their rows kept it.
 */
export interface ArchivedGame {
  format: typeof ARCHIVE_FORMAT;
  record: GameRecord;
  log: LogEntry[];
  state?: unknown;
}

/** A finished game stays in D1 this long (its page is read most right after the end), then the cron moves it. */
export const COMPACT_AFTER_MS = 60 * 60_000;
/** Games compacted per cron run: the rest wait for the next run (every 15 minutes). */
export const COMPACT_PER_RUN = 20;

type Where = Pick<GameRow, 'id' | 'status' | 'version' | 'logLength' | 'recordKey'>;

/** The object at `key`, or null when there is none; a foreign object is a real fault (a 500). */
async function getArchived(records: R2Bucket, key: string): Promise<ArchivedGame | null> {
  const object = await records.get(key);
  if (!object) return null;
  const archived = (await object.json()) as ArchivedGame;
  if (archived?.format !== ARCHIVE_FORMAT) throw new Error(`compacted game: R2 object ${key} is not ${ARCHIVE_FORMAT}`);
  return archived;
}

/** The object of a compacted game; a missing or foreign object is a real fault (a 500). */
async function readArchived(records: R2Bucket, key: string): Promise<ArchivedGame> {
  const archived = await getArchived(records, key);
  if (!archived) throw new Error(`compacted game: R2 object ${key} is missing`);
  return archived;
}

/** The row's key as it is now: set when the cron compacted the game after the caller read its row. */
async function keyNow(db: Db, gameId: string): Promise<string | null> {
  const row = await db.query.games.findFirst({ columns: { recordKey: true }, where: eq(games.id, gameId) });
  return row?.recordKey ?? null;
}

/**
 * The object of a compacted game whose row named `key` when the caller read it. When that object
 * is gone because the cron moved the game to a new object since (restateGame), the row's key is
 * read again and the new object read; anything else missing is a fault.
 */
async function readArchivedOf(db: Db, records: R2Bucket, gameId: string, key: string): Promise<ArchivedGame> {
  const archived = await getArchived(records, key);
  if (archived) return archived;
  return readArchived(records, (await keyNow(db, gameId)) ?? key);
}

/** Entries `start` … `end - 1` of a game's log, from D1 or from its R2 object. */
export async function readLogRange(db: Db, records: R2Bucket | null, game: Where, start: number, end: number): Promise<LogEntry[]> {
  if (end <= start) return [];
  let key = game.recordKey;
  if (!key) {
    const rows = await selectLog(db, game.id, start, end);
    if (rows.length === end - start || game.status !== 'finished' || !records) return rows.map((r) => r.entry);
    // Rows missing: the game was compacted since its row was read.
    key = await keyNow(db, game.id);
    if (!key) return rows.map((r) => r.entry);
  }
  if (!records) throw new Error(`compacted game ${game.id}: no R2 binding to read it from`);
  return (await readArchivedOf(db, records, game.id, key)).log.slice(start, end);
}

/** A window of a game's log (the tail, or up to LOG_PAGE entries from `logFrom`), wherever it is. */
export async function gameLog(db: Db, records: R2Bucket, game: Where, logFrom?: number): Promise<LogSlice> {
  const { start, end } = logWindow(game.logLength, logFrom);
  return { start, entries: await readLogRange(db, records, game, start, end) };
}

/**
 * What a page of a finished game is made of: the game with its final state, and a window of its
 * log. A compacted game whose state moved to R2 gets both from one read of its object; any other
 * game is as read, with its log window from D1 (or R2, for a row read before the compaction).
 */
export async function gamePage(db: Db, records: R2Bucket, game: GameRow, logFrom?: number): Promise<{ game: GameRow; log: LogSlice }> {
  if (game.recordKey && game.state === null) {
    const archived = await readArchivedOf(db, records, game.id, game.recordKey);
    if (archived.state === undefined) throw new Error(`compacted game ${game.id}: neither its row nor its R2 object holds the final state`);
    const { start, end } = logWindow(game.logLength, logFrom);
    return { game: { ...game, state: archived.state }, log: { start, entries: archived.log.slice(start, end) } };
  }
  return { game, log: await gameLog(db, records, game, logFrom) };
}

/** A compacted game's seat list: the public facts only; the token hashes stay in the `seats` table. */
export function seatsWithoutTokens(seatList: readonly SeatInfo[]): SeatInfo[] {
  return seatList.map(({ tokenHash: _, ...rest }) => rest);
}

/** A finished game's record: built from its action rows, or as stored in R2 once compacted. */
export async function gameRecord(db: Db, records: R2Bucket, game: GameRow): Promise<GameRecord> {
  let key = game.recordKey;
  if (!key) {
    const rows = await db.select().from(actions).where(eq(actions.gameId, game.id)).orderBy(actions.seq);
    // No rows for a game that has versions: compacted since the row was read (the rows go all at once).
    if (rows.length > 0 || game.version === 0) return buildRecord(game, rows);
    key = await keyNow(db, game.id);
    if (!key) return buildRecord(game, rows);
  }
  const { record } = await readArchivedOf(db, records, game.id, key);
  // Names come from the row, as for a record built from it: a deleted account's seats read "a
  // former player" (worker/players/accounts.ts) in records archived before the deletion too.
  return {
    ...record,
    players: game.seats.map((s) => ({ seat: s.seat, name: s.name })),
    ...botsOf(game.seats),
    result: withNames(game.result ?? record.result, game.seats),
  };
}

export interface CompactReport {
  compacted: number;
  /** Games whose compaction failed this run (logged; their rows stay and the next run tries again). */
  failed: number;
}

/**
 * The cron's step: up to `limit` finished games (ended at least COMPACT_AFTER_MS ago, not queued
 * for repair) whose rows are still in D1, oldest end first, on the partial index games_compact.
 * A fault in one game is logged and leaves that game as it was.
 */
/**
 * How one game's compaction (or restating) runs: by the game's own writer (worker/live/object.ts)
 * in the worker, like every other write of a game row; here, with D1 alone (tests).
 */
export type CompactStep = (gameId: string, kind: 'compact' | 'restate') => Promise<boolean>;

export async function compactFinishedGames(
  db: Db,
  records: R2Bucket,
  now: number,
  limit = COMPACT_PER_RUN,
  step: CompactStep | null = null,
): Promise<CompactReport> {
  const due = await db
    .select({ id: games.id })
    .from(games)
    .where(
      sql`${games.status} = 'finished' and ${games.recordKey} is null and ${games.finishedAt} <= ${now - COMPACT_AFTER_MS}
          and not exists (select 1 from game_repairs r where r.game_id = ${games.id})`,
    )
    .orderBy(games.finishedAt)
    .limit(limit);
  return eachGame(due, (id) => (step ? step(id, 'compact') : compactGame(db, records, id)));
}

/** Runs one game's step on each of `due`, counting those it did; a fault in one game is logged and leaves that game as it was. */
async function eachGame(due: readonly { id: string }[], step: (id: string) => Promise<boolean>): Promise<CompactReport> {
  const report: CompactReport = { compacted: 0, failed: 0 };
  for (const { id } of due) {
    try {
      if (await step(id)) report.compacted++;
    } catch (err) {
      console.error(`compact: game ${id}`, err);
      report.failed++;
    }
  }
  return report;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Writes a game's object under a key named by the hash of its bytes, and reads it back: the key,
 * once R2 has checked the SHA-256 of what it received and `head` gives the size and ETag written.
 * Throws otherwise, before any row changes.
 */
async function putConfirmed(records: R2Bucket, game: Pick<GameRow, 'id' | 'version' | 'logLength'>, archived: ArchivedGame): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(archived));
  const sha256 = hex(await crypto.subtle.digest('SHA-256', bytes));
  const key = `games/${game.id}/${sha256.slice(0, 16)}.json`;
  const put = await records.put(key, bytes, {
    sha256,
    httpMetadata: { contentType: 'application/json' },
    customMetadata: { version: String(game.version), logLength: String(game.logLength) },
  });
  const head = await records.head(key);
  if (!put || !head || head.size !== bytes.byteLength || head.etag !== put.etag) {
    throw new Error(
      `R2 object ${key} not confirmed: wrote ${bytes.byteLength} B (etag ${put?.etag ?? 'none'}), found ${head ? `${head.size} B (etag ${head.etag})` : 'nothing'}`,
    );
  }
  return key;
}

/**
 * Moves one finished game to R2: true when this call compacted it, false when there was nothing
 * to do (not finished, already compacted, or another run got there first). Throws on any fault
 * (R2 or D1), before its batch: the rows then stay. `compactPlan` run at once (the cron with D1 alone).
 */
export async function compactGame(db: Db, records: R2Bucket, gameId: string): Promise<boolean> {
  return execute(db, await compactPlan(db, records, gameId));
}

/**
 * The plan of `compactGame`, for the game's writer to run (the command `compact`): the rows read
 * and the R2 object written and confirmed while it is made (the batch's guard names that object's
 * key, so it must exist before the batch, and R2 is no statement of a D1 batch), then the one D1
 * batch that switches the row to it, and an object no row names deleted after a lost guard.
 */
export async function compactPlan(db: Db, records: R2Bucket, gameId: string): Promise<Plan<boolean>> {
  // One batch, one snapshot: the row and every row the object is built from.
  const [found, actionRows, logRows] = await db.batch([
    db.select().from(games).where(eq(games.id, gameId)).limit(1),
    db.select().from(actions).where(eq(actions.gameId, gameId)).orderBy(actions.seq),
    db.select({ idx: logEntries.idx, entry: logEntries.entry }).from(logEntries).where(eq(logEntries.gameId, gameId)).orderBy(logEntries.idx),
  ]);
  const game = found[0];
  if (game?.status !== 'finished' || game.recordKey) return done(false);
  // Only a whole, consistent game is moved: action rows up to its version (seqs increase, with a
  // gap where a take-back inside the window spent a version), log rows 0 … log_length - 1.
  if (
    actionRows.some((a, i) => a.seq <= (actionRows[i - 1]?.seq ?? 0)) ||
    (actionRows[actionRows.length - 1]?.seq ?? 0) > game.version ||
    logRows.length !== game.logLength ||
    logRows.some((e, i) => e.idx !== i)
  ) {
    throw new Error(
      `rows do not match the game row (${actionRows.length} action rows for version ${game.version}, ${logRows.length} log rows for log_length ${game.logLength}): not compacted`,
    );
  }
  const archived: ArchivedGame = { format: ARCHIVE_FORMAT, record: buildRecord(game, actionRows), log: logRows.map((e) => e.entry), state: game.state };
  const key = await putConfirmed(records, game, archived);
  const named = sql`exists (select 1 from games where id = ${gameId} and record_key = ${key})`;
  const statements: Statements = [
    db
      .update(games)
      // The final state goes with the object, and the seat list keeps no token hashes (a seat's
      // token is then checked against its `seats` row): a finished game's row stays small.
      .set({ recordKey: key, state: null, seats: seatsWithoutTokens(game.seats) })
      .where(
        and(
          eq(games.id, gameId),
          eq(games.status, 'finished'),
          isNull(games.recordKey),
          eq(games.version, game.version),
          eq(games.revision, game.revision),
          eq(games.logLength, game.logLength),
          // The move store's own guard too: the row is the one this batch read.
          game.writeId === null ? isNull(games.writeId) : eq(games.writeId, game.writeId),
        ),
      ),
    db.delete(actions).where(and(eq(actions.gameId, gameId), named)),
    db.delete(logEntries).where(and(eq(logEntries.gameId, gameId), named)),
  ];
  return { commit: statements, settle: (results) => switched(db, records, gameId, key, results[0]) };
}

/**
 * What the switch of a row to its object `key` gives: true when its UPDATE changed the row; else
 * another run compacted it first (the same bytes, so the same key), or the game changed since it
 * was read, and an object no row names is nobody's: it is deleted.
 */
async function switched(db: Db, records: R2Bucket, gameId: string, key: string, updated: unknown): Promise<Plan<boolean>> {
  if ((updated as D1Result).meta.changes === 1) return done(true);
  if ((await keyNow(db, gameId)) !== key) await records.delete(key);
  return done(false);
}

/**
 * Games compacted before the final state went into the object (25 Nov 2026) kept their state and
 * token hashes in the row. The cron's step after compaction moves up to `limit` of them a run, on
 * the partial index games_restate (only such games are in it, so it empties as they go): the same
 * object with the state added, under its new key, confirmed; then one batch switches the row to it
 * (state emptied, token hashes dropped) while the row still names the old key; then the old object
 * is deleted. A reader holding the old key finds it gone and reads the row's key again.
 */
export async function restateCompactedGames(db: Db, records: R2Bucket, limit = COMPACT_PER_RUN, step: CompactStep | null = null): Promise<CompactReport> {
  const due = await db.select({ id: games.id }).from(games).where(sql`${games.recordKey} is not null and ${games.state} is not null`).limit(limit);
  return eachGame(due, (id) => (step ? step(id, 'restate') : restateGame(db, records, id)));
}

/** One game of restateCompactedGames: true when this call moved its state, false when there was nothing to do. `restatePlan` run at once. */
export async function restateGame(db: Db, records: R2Bucket, gameId: string): Promise<boolean> {
  return execute(db, await restatePlan(db, records, gameId));
}

/**
 * The plan of `restateGame`, for the game's writer to run: the new object written and confirmed
 * while it is made (as `compactPlan`'s), the one UPDATE that switches the row to it, then the old
 * object deleted (or the new one, when the switch lost its guard and no row names it).
 */
export async function restatePlan(db: Db, records: R2Bucket, gameId: string): Promise<Plan<boolean>> {
  const game = await db.query.games.findFirst({ where: eq(games.id, gameId) });
  const old = game?.recordKey;
  if (!game || !old || game.state === null) return done(false);
  const archived = await getArchived(records, old);
  // Gone: another run moved this game since its row was read (or the object is really missing).
  if (!archived) {
    if ((await keyNow(db, gameId)) !== old) return done(false);
    throw new Error(`compacted game: R2 object ${old} is missing`);
  }
  const key = await putConfirmed(records, game, { ...archived, state: game.state });
  const update = db
    .update(games)
    .set({ recordKey: key, state: null, seats: seatsWithoutTokens(game.seats) })
    .where(
      and(
        eq(games.id, gameId),
        eq(games.recordKey, old),
        eq(games.revision, game.revision),
        game.writeId === null ? isNull(games.writeId) : eq(games.writeId, game.writeId),
      ),
    );
  return {
    commit: [update],
    settle: async (results) => {
      if ((results[0] as D1Result).meta.changes !== 1) return switched(db, records, gameId, key, results[0]);
      if (key !== old) await records.delete(old);
      return done(true);
    },
  };
}
