/**
 * The move store: the one way the worker writes a game's action rows and the state of its
 * game row. A person's move, bot turns (and their continuation past the per-request cap),
 * the cron's stand-ins for late seats, forfeits, reminders, the start of a game at its last
 * join and the repair of a wedged record all go through `commitPlan`: the batch as a plan
 * (./plan.ts) that the game's writer runs for the commands whose handlers return it (a move, a
 * take-back, a resignation, a cancel, the take-back window's publication), or `commitActions`,
 * the same plan run at once, for the writers that still write themselves.
 *
 * A commit is one D1 batch (one transaction) that applies whole against the row it read, or
 * not at all:
 *
 *   1. UPDATE games SET …, version = v + n, revision = r + 1, write_id = <fresh id>
 *        WHERE id = ? AND version = v AND revision = r AND status = <expected> AND write_id = <as read>
 *        RETURNING the columns other writers change without a revision bump
 *   2. INSERT INTO actions … SELECT … WHERE EXISTS (games row with id = ? AND write_id = <that id>)
 *   3. INSERT INTO email_outbox … SELECT … WHERE the same EXISTS
 *
 * The write id is random per batch, so only the batch whose UPDATE matched sees it: a batch
 * that read a row someone else has since changed updates nothing, inserts nothing and mails
 * nothing, and nobody throws. Success is the row the UPDATE returns. No D1 error
 * is classified anywhere: a lost race is a batch that changed nothing, so every error D1
 * throws is a real fault and surfaces as one (a 500 on a request, a logged error in the cron).
 * A row a commit wrote, or read after losing, is what the game's writer (worker/live/object.ts)
 * keeps in memory; the guard above is a second line behind it (docs/architecture.md).
 */
import { type SQL, and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { ratedEnd } from './ratings';
import { type GameRow, type SeatInfo, actions, gameRepairs, games, logEntries } from '@db/schema';
import type { GameResultInfo } from '@schema/api';
import { checkAtWithVote } from './absent-clock';
import {
  type AnyRuleset,
  type GameStatus,
  type LogEntry,
  type Seat,
  TAKE_BACK,
  canonicalJson,
  mayTakeBack,
  play,
  rankResignedLast,
  rulesetAt,
  takeBackEntry,
} from '@engine/index';
import { botsPending } from './bots';
import { nextClocks, timingOf } from './clocks';
import type { Db } from './db';
import { type Plan, andThen, done, execute } from './plan';
import { newOutboxId } from './ids';
import { LOG_TAIL, type LogSlice, logWindow } from './payload';
import { type Queued, emptyQueue, queueForChange, runAll } from './notify-queue';
import { type SeatAddress, seatAddressesQuery, toSeatAddresses } from './mail-addresses';

/** One action row to append: the seq it takes, the seat that acts and what it does. */
export interface ActionStep {
  seq: number;
  seat: Seat;
  action: unknown;
}

/** Columns a commit may set on the game row; version, revision and write id are the store's own. */
export type GameChanges = Partial<Omit<GameRow, 'id' | 'version' | 'revision' | 'writeId' | 'logLength'>>;

export interface Commit {
  /** The game row as read: the batch applies only if its version, revision and status still hold. */
  game: GameRow;
  /**
   * Action rows appended after the row's version, in order: seq game.version + 1, + 2, … unless
   * the take-back window spent some version numbers on take-backs that left no row (then a seq
   * is the version its action made, and the numbers between are skipped).
   */
  steps: readonly ActionStep[];
  /** The version the row takes (default: the last step's seq, or the version read): a window's publication whose last change was a take-back ends past its last action. */
  version?: number;
  /** New values of the row's other columns. */
  set: GameChanges;
  /** Public log entries appended to the game's log (rows game.logLength, + 1, …). */
  log?: readonly LogEntry[];
  /** Also read the log's newest `LOG_TAIL` entries after the change, in the same batch (for the answer's payload). */
  readTail?: boolean;
  /** The newest entries of the log of `game` as read, when the caller holds them (the writer's memory): none is read then. */
  knownTail?: LogSlice;
  /**
   * Also read every seat's address in the same batch (the game's writer, when seats' sockets wait
   * for their `state` frames, which carry each seat's own address as its GET does).
   */
  readAddresses?: boolean;
  /** The mails and webhook calls this change means: queued only if the batch applies. */
  mail?: Queued;
  /** The status the row must still have (default: 'active'). */
  from?: GameRow['status'];
  /** A further condition of the UPDATE's guard, in SQL (a join: the client holds no seat of the game yet). */
  guard?: SQL;
  /** More statements of the same batch, given the guard to put in their WHERE (a join's seat row). */
  also?: (guard: SQL) => BatchItem<'sqlite'>[];
  /** Repair only: action rows past this seq are deleted; the row's version becomes `truncateTo` (or its steps' last seq). */
  truncateTo?: number;
  /** Repair only: the whole log, instead of `log` appended. */
  resetLog?: readonly LogEntry[];
}

export type CommitResult =
  /** `tail`: with `readTail`, the log's newest entries after the change, from index `tail.start`; `addresses`: with `readAddresses`. */
  | { ok: true; game: GameRow; outbox: string[]; tail?: LogSlice; addresses?: Map<number, SeatAddress | null> }
  /** Nothing was written. `game` is the row as it is now (null when it is gone). */
  | { ok: false; reason: 'stale' | 'not_active'; game: GameRow | null };

/** The condition every statement of a commit but its UPDATE carries: the row holds this batch's write id. */
function written(gameId: string, writeId: string): SQL {
  return sql`exists (select 1 from games where id = ${gameId} and write_id = ${writeId})`;
}

/**
 * Action rows as one INSERT … SELECT over a JSON array (any number of rows in one statement
 * with four bound values). Each action is stored as the same JSON text drizzle writes.
 */
function insertActions(db: Db, gameId: string, steps: readonly ActionStep[], at: number, guard: SQL | null) {
  const rows = JSON.stringify(steps.map((s) => [s.seq, s.seat, JSON.stringify(s.action)]));
  return db.insert(actions).select(
    sql`select ${gameId}, json_extract(r.value, '$[0]'), json_extract(r.value, '$[1]'), json_extract(r.value, '$[2]'), ${at}
          from json_each(${rows}) as r${guard ? sql` where ${guard}` : sql``}`,
  );
}

/** Log rows `from` … as one INSERT … SELECT over a JSON array, like the action rows. */
function insertLog(db: Db, gameId: string, from: number, entries: readonly LogEntry[], guard: SQL | null) {
  return db
    .insert(logEntries)
    .select(sql`select ${gameId}, ${from} + r.key, r.value from json_each(${JSON.stringify(entries)}) as r${guard ? sql` where ${guard}` : sql``}`);
}

/** The statement reading entries `start` … `end - 1` of a game's log, in order. */
export function selectLog(db: Db, gameId: string, start: number, end: number) {
  return db
    .select({ idx: logEntries.idx, entry: logEntries.entry })
    .from(logEntries)
    .where(and(eq(logEntries.gameId, gameId), gte(logEntries.idx, start), lt(logEntries.idx, end)))
    .orderBy(logEntries.idx);
}

/** Reads a window of the log: the tail by default, or up to LOG_PAGE entries from `logFrom` (payload.ts). */
export async function readLog(db: Db, game: Pick<GameRow, 'id' | 'logLength'>, logFrom?: number): Promise<LogSlice> {
  const { start, end } = logWindow(game.logLength, logFrom);
  if (end <= start) return { start, entries: [] };
  const rows = await selectLog(db, game.id, start, end);
  return { start, entries: rows.map((r) => r.entry) };
}

/** Applies one change to a game, whole or not at all (see the header): `commitPlan` run at once. */
export async function commitActions(db: Db, commit: Commit): Promise<CommitResult> {
  return execute(db, await commitPlan(db, commit));
}

/**
 * The one batch of a change to a game (see the header), and what its results mean: the row
 * written, or (the guard did not hold) the row as it now is. The game's writer runs it
 * (worker/live/object.ts), others through `commitActions`.
 */
export async function commitPlan(db: Db, commit: Commit, ratingRetries = 3): Promise<Plan<CommitResult>> {
  const { game, steps, set } = commit;
  const from = commit.from ?? 'active';
  const base = commit.truncateTo ?? game.version;
  // Each seq is a version never used before: after the row's, increasing (a gap is a version a
  // take-back inside the window spent, docs/architecture.md, "The take-back window").
  steps.forEach((s, i) => {
    const after = i === 0 ? base : (steps[i - 1]?.seq ?? base);
    if (!Number.isInteger(s.seq) || s.seq <= after) throw new Error(`move store: action ${i} of a commit has seq ${s.seq}, not after ${after}`);
  });
  const lastSeq = steps[steps.length - 1]?.seq ?? base;
  const version = commit.version ?? lastSeq;
  if (version < lastSeq || (commit.truncateTo === undefined && version < game.version))
    throw new Error(`move store: a commit to version ${version} would end before its actions or the row`);
  const writeId = newOutboxId();
  const guard = written(game.id, writeId);
  const added = commit.resetLog ?? commit.log ?? [];
  const logFrom = commit.resetLog ? 0 : game.logLength;
  const logLength = logFrom + added.length;
  // A take-back is only ever of the latest change: every commit clears it unless it allows one.
  // The seat of the game's first action, kept for the statistics' first-player figures (the action rows leave for R2).
  const first = base === 0 && steps[0] ? { firstSeat: steps[0].seat } : {};
  const columns = unchangedLeftOut(game, { undoSeat: null, undoState: null, ...set, ...first, logLength, version, revision: game.revision + 1, writeId });
  // Action rows are stamped with the change's time.
  const now = set.updatedAt;
  if (steps.length && now === undefined) throw new Error('move store: a commit with actions must set updatedAt');
  const statements: BatchItem<'sqlite'>[] = [];
  if (commit.truncateTo !== undefined) {
    statements.push(db.delete(actions).where(and(eq(actions.gameId, game.id), gt(actions.seq, commit.truncateTo), guard)));
  }
  if (steps.length) statements.push(insertActions(db, game.id, steps, now ?? 0, guard));
  if (commit.resetLog) statements.push(db.delete(logEntries).where(and(eq(logEntries.gameId, game.id), guard)));
  if (added.length) statements.push(insertLog(db, game.id, logFrom, added, guard));
  statements.push(...(commit.also?.(guard) ?? []));
  // A rated game this commit ends: its ratings change in this batch, exactly once (./ratings.ts).
  const rated = game.rated && game.status !== 'finished' && columns.status === 'finished' ? await ratedEnd(db, game, columns.result ?? null, now ?? 0) : null;
  if (rated) statements.push(...rated.statements(guard));
  if (commit.mail) statements.push(...runAll(db, commit.mail, guard));
  // The answer's log tail: the entries before this change's come from the tail the writer holds
  // with the row read (the guard proves it), or are read last in the same batch (its rows are
  // only used if the batch applied).
  const tailStart = Math.max(0, logLength - LOG_TAIL);
  const held = commit.knownTail;
  const known = commit.readTail && !commit.resetLog && held && held.start + held.entries.length === game.logLength ? held : undefined;
  const olderKnown = known && known.start <= tailStart ? known.entries.slice(tailStart - known.start, Math.max(0, logFrom - known.start)) : undefined;
  const tailRead = commit.readTail && tailStart < logFrom && !olderKnown ? selectLog(db, game.id, tailStart, logFrom) : null;
  const reads = [...(tailRead ? [tailRead] : []), ...(commit.readAddresses ? [seatAddressesQuery(db, game.id)] : [])];
  const update = db
    .update(games)
    .set(columns)
    .where(and(unchanged(game, from), rated?.guard, commit.guard))
    .returning(UNGUARDED);
  return { commit: [update, ...statements, ...reads], settle: async (results) => settle(results as unknown[][]) };
  async function settle(results: unknown[][]): Promise<Plan<CommitResult>> {
    const updated = results[0] as Partial<GameRow>[];
    if (updated.length === 1) {
      const readBack = results.slice(results.length - reads.length);
      const older = tailRead ? (readBack[0] as { entry: LogEntry }[]).map((r) => r.entry) : (olderKnown ?? []);
      const tail = commit.readTail ? { start: tailStart, entries: [...older, ...added.slice(Math.max(0, tailStart - logFrom))] } : undefined;
      const addresses = commit.readAddresses ? toSeatAddresses(readBack[readBack.length - 1] as Parameters<typeof toSeatAddresses>[0]) : undefined;
      // The columns this commit did not set are as read, but for those written without a revision bump: as they are now.
      const after: GameRow = { ...game, ...columns, ...updated[0] };
      return done({ ok: true, game: after, outbox: commit.mail?.ids ?? [], ...(tail ? { tail } : {}), ...(addresses ? { addresses } : {}) });
    }
    // Only read on this path: what got there first.
    const fresh = (await db.query.games.findFirst({ where: eq(games.id, game.id) })) ?? null;
    // The game is as read, so a player's rating moved (another rated game ended): rate again.
    if (rated && fresh && fresh.writeId === game.writeId && fresh.revision === game.revision && ratingRetries > 0) {
      return commitPlan(db, commit, ratingRetries - 1);
    }
    return done({ ok: false, reason: fresh && fresh.status === from ? 'stale' : 'not_active', game: fresh });
  }
}

/**
 * The guard of a commit: the row is still the one read. Version, revision and status, and the
 * write id, which only the move store sets (random per write): equal revisions in two histories
 * of one game (a test's storage rolled back, a restored backup) still differ there.
 */
function unchanged(game: GameRow, from: GameRow['status']): SQL | undefined {
  return and(
    eq(games.id, game.id),
    eq(games.version, game.version),
    eq(games.revision, game.revision),
    eq(games.status, from),
    game.writeId === null ? isNull(games.writeId) : eq(games.writeId, game.writeId),
  );
}

/**
 * The columns to set without those whose new value is a plain value (a status, a time, a number)
 * equal to the row as read. The guard proves the row is still as read in every column but the
 * UNGUARDED ones, so leaving such a column out writes the same row; and SQLite rewrites every
 * index on a column named in the SET (a move would rewrite the six indexes on `status` and the
 * three on `finished_at` with the values they have). JSON columns are always written.
 */
export function unchangedLeftOut<T extends Partial<GameRow>>(game: GameRow, columns: T): T {
  const out: Partial<GameRow> = {};
  for (const [key, value] of Object.entries(columns) as [keyof GameRow, unknown][]) {
    const plain = value === null || typeof value !== 'object';
    if (plain && !(key in UNGUARDED) && game[key] === value) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out as T;
}

/**
 * Columns a writer outside the move store changes without moving the revision (chat, a rematch's
 * links, compaction): a commit's UPDATE returns them, so its answer, and the row the writer
 * keeps, carry them as they are, not as they were read.
 */
const UNGUARDED = { chatLast: games.chatLast, rematchId: games.rematchId, rematchOf: games.rematchOf, recordKey: games.recordKey };

/**
 * The one batch that inserts a new game row, with the action rows of bots that move before any
 * person (its writer runs it: `execute`). The insert does nothing when the id or the join code is
 * taken (`ok: false`: draw new ones); the other statements are guarded by the new row's write id
 * like a commit's.
 */
export function insertGamePlan(
  db: Db,
  values: Omit<typeof games.$inferInsert, 'writeId' | 'logLength'>,
  steps: readonly ActionStep[],
  also: (guard: SQL) => BatchItem<'sqlite'>[],
  log: readonly LogEntry[] = [],
): Plan<{ ok: boolean }> {
  const writeId = newOutboxId();
  const guard = written(values.id, writeId);
  return {
    commit: [
      db
        .insert(games)
        .values({ ...values, ...(steps[0] ? { firstSeat: steps[0].seat } : {}), logLength: log.length, writeId })
        .onConflictDoNothing(),
      ...(steps.length ? [insertActions(db, values.id, steps, values.createdAt, guard)] : []),
      ...(log.length ? [insertLog(db, values.id, 0, log, guard)] : []),
      ...also(guard),
    ],
    settle: async ([inserted]) => done({ ok: (inserted as D1Result).meta.changes === 1 }),
  };
}

export { timingOf };

/** Fields of `games` that change when a game's state moves on, its turn clocks included. */
export function stateColumns(
  ruleset: AnyRuleset,
  state: unknown,
  now: number,
  game: Pick<GameRow, 'clocks' | 'deadlineHours' | 'onTimeout' | 'seats'> & Partial<Pick<GameRow, 'timeRules'>> & { absent?: GameRow['absent'] },
  known?: GameStatus,
) {
  // `known`: the status of `state` as the bots that made it already computed it (worker/store/bots.ts).
  const status: GameStatus = known ?? ruleset.status(state);
  const active = status.finished ? [] : status.active;
  const timing = timingOf(game);
  const { clocks, rules } = nextClocks(game.clocks, active, now, timing);
  // Bot turns left for a later read (past the per-request cap) are due for the cron now, so
  // a game nobody opens still reaches the next person and sends their turn mail.
  const botsLeft = botsPending({ status: status.finished ? 'finished' : 'active', active, seats: game.seats, timeRules: rules }, now);
  return {
    state,
    active: status.active,
    status: status.finished ? ('finished' as const) : ('active' as const),
    result: status.finished ? withResigned(status.result ?? { winners: [] }, game.seats) : null,
    finishedAt: status.finished ? now : null,
    updatedAt: now,
    clocks,
    timeRules: rules,
    // A seat the bot stands in for is not timed: still to act, its player is away (the bot waits).
    nextCheckAt: botsLeft ? now : checkAtWithVote(timedClocks(clocks, game.seats), { ...timing, rules }, game.absent),
  };
}

/** The clocks of seats a person plays (a stand-in's seat is the bot's, and no vote is taken on it). */
export function timedClocks<C extends { seat: number }>(clocks: readonly C[], seats: readonly SeatInfo[]): C[] {
  return clocks.filter((c) => !seats[c.seat]?.standIn);
}

/** The rules' result with every resigned seat ranked last (engine/core/resign.ts), said in its summary. */
function withResigned(result: GameResultInfo, seats: readonly SeatInfo[]): GameResultInfo {
  const resigned = seats.filter((s) => s.resigned).map((s) => s.seat);
  if (!resigned.length) return result;
  const ranked = rankResignedLast(result, resigned, seats.length);
  const said = resigned.map((s) => `{seat:${s}}`).join(' and ');
  return { ...ranked, summary: `${result.summary ? `${result.summary} ` : ''}${said} resigned and ${resigned.length > 1 ? 'rank' : 'ranks'} last.` };
}

/**
 * The commit of actions played from `game` (a move and the bot replies, bot turns alone, a
 * stand-in's moves): the new state's columns, the log lines, and the mail the change of the
 * active seats means. `actor` is the person who acted (no turn mail for them), if any.
 */
export function playedCommit(
  ruleset: AnyRuleset,
  game: GameRow,
  steps: readonly ActionStep[],
  state: unknown,
  log: readonly LogEntry[],
  actor: number | null,
  now: number,
  status?: GameStatus,
): Commit {
  const set = stateColumns(ruleset, state, now, game, status);
  const mail = emptyQueue();
  queueForChange(
    mail,
    game,
    { prevActive: game.active, active: set.active, started: false, finished: set.status === 'finished', actor, allSeats: game.seats },
    now,
  );
  return { game, steps, set, log, mail };
}

/** The rules a stored game is played with: its own engine version, kept after later fixes. */
export function rulesetOf(game: Pick<GameRow, 'ruleset' | 'engineVersion'>): AnyRuleset {
  const found = rulesetAt(game.ruleset, game.engineVersion);
  if (!found.ok) throw new Error(`stored game ${game.ruleset} v${game.engineVersion}: ${found.message}`);
  return found.ruleset;
}

export type RepairOutcome = 'sound' | 'repaired' | 'stale' | 'gone';

/**
 * Repairs a game whose action rows and row disagree — rows past its version, left by a cron
 * write that lost a race before every writer went through this store. The record is replayed
 * from the seed; the rows kept are the longest prefix the engine accepts and that matches the
 * row: when the replay of the first `version` rows is the stored state, exactly those (the
 * rows past them belong to a write whose game change never landed, and nobody saw them);
 * otherwise the longest prefix the engine accepts, with state, version and log rebuilt from
 * it. The rest are deleted, a public log entry says what was dropped, every active seat's
 * clock starts again (nobody could move while the game was wedged) and each is told it is
 * their turn. A finished game keeps its end: only the rows past its version go. `repairPlan` run
 * at once (the cron's own path when it runs with D1 alone).
 */
export async function repairGame(db: Db, gameId: string, now: number): Promise<RepairOutcome> {
  return execute(db, await repairPlan(db, gameId, now));
}

/** The plan of `repairGame`: the game and its action rows read, and the one batch that repairs it (the game's writer runs it). */
export async function repairPlan(db: Db, gameId: string, now: number): Promise<Plan<RepairOutcome>> {
  const game = await db.query.games.findFirst({ where: eq(games.id, gameId) });
  if (!game) return done('gone');
  const rows = await db.select().from(actions).where(eq(actions.gameId, gameId)).orderBy(actions.seq);
  const past = rows.filter((r) => r.seq > game.version).length;
  if (game.status !== 'active') {
    if (!past) return done('sound');
    const entry: LogEntry = {
      kind: 'repair',
      text: `Repair: ${dropMessage(past, game.version)} they were left by a deadline run that did not complete, after the game had ended.`,
      args: { repair: 'finished', dropped: past, after: game.version },
    };
    return andThen(await commitPlan(db, { game, steps: [], set: { updatedAt: now }, log: [entry], from: game.status, truncateTo: game.version }), repaired);
  }
  const ruleset = rulesetOf(game);
  const options = ruleset.optionsSchema.safeParse(game.options);
  if (!options.success) throw new Error(`repair ${gameId}: stored options do not parse`);
  // The replay: `kept` rows in order that the engine accepts, their state and log lines.
  let state: unknown = ruleset.setup(game.seed, game.players, options.data);
  let atVersion: unknown = game.version === 0 ? state : undefined;
  let kept = 0;
  const replayLog: LogEntry[] = [];
  const history: unknown[] = [state];
  // Seqs increase (ordered by the key), with gaps where a take-back inside the window spent a version.
  for (const row of rows) {
    if ((row.action as { type?: unknown } | null)?.type === TAKE_BACK) {
      // A take-back steps back over the action before it (core/take-back.ts).
      const taken = rows[kept - 1];
      const before = history[kept - 1];
      if (!taken || before === undefined || !mayTakeBack(ruleset, before, taken, state, row.seat)) break;
      state = before;
      replayLog.push(takeBackEntry(row.seat));
    } else {
      const out = play(ruleset, state, row.seat, row.action);
      if (!out.ok) break;
      state = out.state;
      replayLog.push(...out.log);
    }
    history.push(state);
    kept++;
    if (row.seq <= game.version) atVersion = state;
  }
  // The rows the row's version covers (all of them, unless a lost write left more).
  const covered = rows.filter((r) => r.seq <= game.version).length;
  if (game.version > 0 && covered === 0) atVersion = undefined;
  const matches = atVersion !== undefined && kept >= covered && canonicalJson(atVersion) === canonicalJson(game.state);
  if (matches && past === 0) return done('sound');
  let set: GameChanges;
  let log: Pick<Commit, 'log' | 'resetLog'>;
  let keep: number;
  if (matches) {
    keep = game.version;
    const entry: LogEntry = {
      kind: 'repair',
      text: `Repair: ${dropMessage(rows.length - covered, covered)} they were left by a deadline run that did not complete, and no one saw them. The game goes on from there, with fresh time for whoever is to act.`,
      args: { repair: 'unseen', dropped: rows.length - covered, after: covered },
    };
    set = restart(ruleset, game, game.state, now);
    log = { log: [entry] };
  } else {
    // The stored row is not what its own moves give: rebuild it from the moves that replay
    // (the replay above stopped after exactly those).
    keep = rows[kept - 1]?.seq ?? 0;
    const entry: LogEntry = {
      kind: 'repair',
      text: `Repair: ${dropMessage(rows.length - kept, kept)} the stored game did not match its own moves, so it was rebuilt from the ${kept} that replay, and this log with it. The game goes on from there, with fresh time for whoever is to act.`,
      args: { repair: 'rebuilt', dropped: rows.length - kept, after: kept },
    };
    set = restart(ruleset, game, state, now);
    log = { resetLog: [...replayLog, entry] };
  }
  const mail = emptyQueue();
  const active = set.active ?? [];
  queueForChange(mail, game, { prevActive: [], active, started: false, finished: set.status === 'finished', actor: null, allSeats: game.seats }, now);
  return andThen(await commitPlan(db, { game, steps: [], set, ...log, mail, truncateTo: keep }), repaired);
}

/** A repair's outcome from its commit: written, or its guard did not hold (the game changed while it was read). */
const repaired = (written: CommitResult): Plan<RepairOutcome> => done(written.ok ? 'repaired' : 'stale');

function dropMessage(dropped: number, after: number): string {
  return `${dropped} stored move${dropped === 1 ? '' : 's'} after move ${after} ${dropped === 1 ? 'was' : 'were'} dropped:`;
}

/** The row's columns for `state` with every active seat's clock started now (nextClocks keeps running ones). */
function restart(ruleset: AnyRuleset, game: GameRow, state: unknown, now: number): GameChanges {
  return stateColumns(ruleset, state, now, { ...game, clocks: [] });
}

/** The cron's repair step: works through the queue of games to check (empty once the one-off repair is done). */
export async function runRepairs(
  db: Db,
  now: number,
  limit = 10,
  // The game's writer running the repair in its queue (worker/live/writer.ts); D1 alone without it.
  repair: (gameId: string, now: number) => Promise<RepairOutcome> = (gameId, at) => repairGame(db, gameId, at),
): Promise<number> {
  const queued = await db.select().from(gameRepairs).orderBy(gameRepairs.queuedAt).limit(limit);
  let repaired = 0;
  for (const { gameId } of queued) {
    const outcome = await repair(gameId, now).catch((err: unknown) => {
      console.error(`repair: game ${gameId}`, err);
      return 'failed' as const;
    });
    // The game changed while it was read, or the repair failed: it stays queued for the next run.
    if (outcome === 'stale' || outcome === 'failed') continue;
    if (outcome === 'repaired') repaired++;
    await db.delete(gameRepairs).where(eq(gameRepairs.gameId, gameId));
  }
  return repaired;
}
