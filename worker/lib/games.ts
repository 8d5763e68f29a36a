/**
 * Game storage and the move path. Every write is one D1 batch (one transaction);
 * the primary key of `actions` (game_id, seq) serialises racing writers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type GameRow, type SeatClock, type SeatInfo, actions, games, seats } from '../../db/schema';
import { type AnyRuleset, type GameStatus, type LogEntry, canonicalJson, getRuleset, play, rulesetAt } from '../../engine';
import type { CreateGameBody, JoinGameBody } from '../../schema/api';
import type { Db } from './db';
import { hasBot } from '../../engine/bots';
import { type BotStep, actionInserts, botSeatsOf, botsPending, runBots } from './bots';
import { ApiError, errors } from './errors';
import { nextCheckAt, nextClocks, type Timing } from './clocks';
import type { NotifyConfig } from './config';
import { hashToken, newGameId, newJoinCode, newSeed, seatToken } from './ids';
import { emptyQueue, queueForChange, runAll } from './notify';

/** The rules a stored game is played with: its own engine version, kept after later fixes. */
export function rulesetOf(game: Pick<GameRow, 'ruleset' | 'engineVersion'>): AnyRuleset {
  const found = rulesetAt(game.ruleset, game.engineVersion);
  if (!found.ok) throw new Error(`stored game ${game.ruleset} v${game.engineVersion}: ${found.message}`);
  return found.ruleset;
}

/**
 * Whether a write lost a race on a primary key or unique index. Only that: any other
 * constraint or fault (a CHECK, a trigger, an outage) is a real error, not a lost race.
 */
function isUniqueViolation(err: unknown): boolean {
  const text = String((err as { message?: string })?.message ?? err) + String((err as { cause?: unknown })?.cause ?? '');
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)/i.test(text);
}

export function timingOf(game: Pick<GameRow, 'deadlineHours' | 'onTimeout'>): Timing {
  return { deadlineHours: game.deadlineHours ?? null, onTimeout: game.onTimeout };
}

/** Fields of `games` that change when a game's state moves on, its turn clocks included. */
export function stateColumns(
  ruleset: AnyRuleset,
  state: unknown,
  now: number,
  game: Pick<GameRow, 'clocks' | 'deadlineHours' | 'onTimeout' | 'seats'>,
) {
  const status: GameStatus = ruleset.status(state);
  const active = status.finished ? [] : status.active;
  const clocks = nextClocks(game.clocks as SeatClock[], active, now);
  // Bot turns left for a later read (past the per-request cap) are due for the cron now, so
  // a game nobody opens still reaches the next person and sends their turn mail.
  const botsLeft = botsPending({ status: status.finished ? 'finished' : 'active', active, seats: game.seats });
  return {
    state,
    active: status.active,
    status: status.finished ? ('finished' as const) : ('active' as const),
    result: status.finished ? (status.result ?? { winners: [] }) : null,
    finishedAt: status.finished ? now : null,
    updatedAt: now,
    clocks,
    nextCheckAt: botsLeft ? now : nextCheckAt(clocks, timingOf(game)),
  };
}

export async function createGame(db: Db, config: NotifyConfig, body: CreateGameBody, now: number) {
  const ruleset = getRuleset(body.ruleset);
  if (!ruleset) throw errors.unknownRuleset(body.ruleset);
  const botCount = body.bots ?? 0;
  if (botCount >= body.players) {
    throw errors.invalidBots(`With ${body.players} seats there can be at most ${body.players - 1} bots: one seat is yours.`);
  }
  const botLevel = body.botLevel ?? 'good';
  if (botCount > 0 && !hasBot(ruleset.id, botLevel)) {
    throw errors.unsupported(`There is no ${botLevel} bot for ${ruleset.title} yet; choose the random level.`);
  }
  if (body.onTimeout === 'forfeit' && body.deadlineHours == null) {
    throw errors.invalidOptions('onTimeout "forfeit" needs deadlineHours: how long a seat may take before it forfeits.');
  }
  if (body.onTimeout === 'bot' && body.deadlineHours == null) {
    throw errors.invalidOptions('onTimeout "bot" needs deadlineHours: how long a seat may take before a bot plays its turn.');
  }
  const parsedOptions = ruleset.optionsSchema.safeParse(body.options ?? {});
  if (!parsedOptions.success) {
    const issue = parsedOptions.error.issues[0];
    throw errors.invalidOptions(`${issue?.path.join('.') || 'options'}: ${issue?.message ?? 'invalid'}`);
  }
  const options = parsedOptions.data as Record<string, unknown>;
  const setupError = ruleset.checkSetup(body.players, options);
  if (setupError) throw errors.invalidOptions(setupError.message);

  for (let attempt = 0; ; attempt++) {
    const gameId = newGameId();
    const joinCode = newJoinCode();
    const token = await seatToken(config.secret, gameId, 0, 0);
    const tokenHash = await hashToken(token);
    // The last `bots` seats are bots: taken from the start, with names that say so.
    const firstBot = body.players - botCount;
    const seatList: SeatInfo[] = Array.from({ length: body.players }, (_, seat): SeatInfo => {
      if (seat === 0) return { seat, name: body.name, joined: true, tokenHash, gen: 0 };
      if (seat >= firstBot) return { seat, name: `Bot ${seat - firstBot + 1} (${botLevel})`, joined: true, bot: botLevel };
      return { seat, name: `Seat ${seat + 1}`, joined: false };
    });
    const seed = newSeed();
    const timing = { clocks: [] as SeatClock[], deadlineHours: body.deadlineHours ?? null, onTimeout: body.onTimeout ?? ('remind' as const) };
    // With the host as the only person the game starts now, and bots that move first move now.
    // (No start email then: the host is looking at the game.)
    const start = firstBot === 1 ? startGame(ruleset, seed, body.players, options, seatList, now, timing) : null;
    try {
      await db.batch([
        db.insert(games).values({
          id: gameId,
          ruleset: ruleset.id,
          engineVersion: ruleset.engineVersion,
          options,
          seed,
          players: body.players,
          status: 'waiting',
          joinCode,
          listed: body.listed ?? true,
          seats: seatList,
          createdAt: now,
          updatedAt: now,
          deadlineHours: body.deadlineHours ?? null,
          onTimeout: body.onTimeout ?? 'remind',
          webhookUrl: body.webhookUrl ?? null,
          ...(start ? { ...start.columns, revision: 1 } : {}),
        }),
        ...(start ? actionInserts(db, gameId, start.steps, now) : []),
        db.insert(seats).values({
          gameId,
          seat: 0,
          name: body.name,
          email: body.email ?? null,
          tokenHash,
          joinedAt: now,
        }),
      ]);
      return { gameId, token, joinCode, outbox: [] as string[] };
    } catch (err) {
      if (attempt < 2 && isUniqueViolation(err)) continue; // an id collided: draw new ones
      throw err;
    }
  }
}

/**
 * The columns of a game that starts now: its setup, then the moves of bots that
 * act before any person (all of them, up to the per-request cap).
 */
function startGame(
  ruleset: AnyRuleset,
  seed: string,
  players: number,
  options: unknown,
  seatList: readonly SeatInfo[],
  now: number,
  timing: Pick<GameRow, 'clocks' | 'deadlineHours' | 'onTimeout'>,
) {
  const run = runBots(ruleset, seed, botSeatsOf(seatList), ruleset.setup(seed, players, options), 0);
  return {
    steps: run.steps,
    columns: { startedAt: now, ...stateColumns(ruleset, run.state, now, { ...timing, seats: seatList }), log: run.log, version: run.steps.length },
  };
}

export async function joinGame(db: Db, config: NotifyConfig, joinCode: string, body: JoinGameBody, now: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const game = await db.query.games.findFirst({ where: eq(games.joinCode, joinCode) });
    if (!game) throw errors.unknownJoinCode();
    if (game.status === 'aborted') throw errors.gameClosed();
    if (game.status !== 'waiting') throw errors.gameFull();
    const seatList = (game.seats as SeatInfo[]).map((s) => ({ ...s }));
    const free = seatList.find((s) => !s.joined);
    if (!free) throw errors.gameFull();
    const token = await seatToken(config.secret, game.id, free.seat, 0);
    const tokenHash = await hashToken(token);
    free.name = body.name;
    free.joined = true;
    free.tokenHash = tokenHash;
    free.gen = 0;
    const full = seatList.every((s) => s.joined);
    const ruleset = rulesetOf(game);
    const start = full ? startGame(ruleset, game.seed, game.players, game.options, seatList, now, game) : null;
    const starting = start ? start.columns : { updatedAt: now };
    const queue = emptyQueue();
    if ('active' in starting) {
      queueForChange(queue, game, { prevActive: [], active: starting.active, started: true, finished: starting.status === 'finished', actor: null, allSeats: seatList }, now);
    }
    try {
      // The seat row's primary key stops a second joiner taking the same seat;
      // the revision check stops the seat list being overwritten by a stale copy.
      const [, updated] = await db.batch([
        db.insert(seats).values({
          gameId: game.id,
          seat: free.seat,
          name: body.name,
          email: body.email ?? null,
          tokenHash,
          joinedAt: now,
        }),
        db
          .update(games)
          .set({ seats: seatList, revision: game.revision + 1, ...starting })
          .where(and(eq(games.id, game.id), eq(games.revision, game.revision))),
        ...(start ? actionInserts(db, game.id, start.steps, now) : []),
        ...runAll(db, queue),
      ]);
      if (updated.meta.changes !== 1) throw new Error('join: seat inserted but game not updated');
      return { gameId: game.id, seat: free.seat, token, outbox: queue.ids };
    } catch (err) {
      if (isUniqueViolation(err)) continue; // someone took that seat first: look again
      throw err;
    }
  }
  throw new ApiError(503, 'busy', 'Too many people are joining at once; try again.');
}

export interface LoadedGame {
  game: GameRow;
  /** The seat the bearer token holds in this game; null without a token. */
  seat: number | null;
}

/**
 * One indexed read of one row: the game, whose seat list holds each seat's token hash.
 * Only a token this game does not know costs a second query, to tell a token of
 * another game (403) from an unknown one (401).
 */
export async function loadGame(db: Db, gameId: string, token: string | null): Promise<LoadedGame> {
  const game = await db.query.games.findFirst({ where: eq(games.id, gameId) });
  if (!game) throw errors.gameNotFound();
  if (!token) return { game, seat: null };
  const tokenHash = await hashToken(token);
  const seat = (game.seats as SeatInfo[]).find((s) => s.tokenHash === tokenHash);
  if (seat) return { game, seat: seat.seat };
  const elsewhere = await db.query.seats.findFirst({ columns: { gameId: true }, where: eq(seats.tokenHash, tokenHash) });
  throw elsewhere ? errors.notYourSeat() : errors.unauthorized();
}

/** Applies one action: validated by the engine, written in one batch guarded by (game_id, seq). */
export async function submitAction(
  db: Db,
  loaded: LoadedGame,
  version: number,
  action: unknown,
  now: number,
): Promise<{ game: GameRow; outbox: string[] }> {
  const { game, seat } = loaded;
  if (seat === null) throw errors.unauthorized();
  if (game.status !== 'active') throw errors.notActive(game.status);
  if (version !== game.version) {
    if (version === game.version - 1 && (await isLastAction(db, game.id, game.version, seat, action))) {
      return { game, outbox: [] }; // a retry of the action that was just applied: answer as if it were new
    }
    throw errors.staleVersion(game.version);
  }
  const ruleset = rulesetOf(game);
  const outcome = play(ruleset, game.state, seat, action);
  if (!outcome.ok) {
    if (outcome.error.code === 'game_over') throw errors.notActive('finished');
    throw errors.illegalAction(outcome.error.message);
  }
  const seq = game.version + 1;
  // Bots whose turn this action brought answer in the same request and the same batch.
  const bots = runBots(ruleset, game.seed, botSeatsOf(game.seats as SeatInfo[]), outcome.state, seq);
  try {
    return await writeActions(db, ruleset, game, [{ seq, seat, action }, ...bots.steps], bots.state, [...outcome.log, ...bots.log], seat, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.staleVersion(game.version + 1);
    if (isNotNullViolation(err)) {
      // Only read on this failure path: another move or a forfeit got there first.
      const now = await db.query.games.findFirst({ columns: { status: true, version: true }, where: eq(games.id, game.id) });
      if (now?.status === 'active') throw errors.staleVersion(now.version);
      throw errors.notActive(now?.status ?? 'gone');
    }
    throw err;
  }
}

/**
 * Writes actions that follow the game row `game` — a person's move and the bot replies, or
 * bot turns alone — in one batch: the action rows, the game's new state and the mail the
 * change means. The first action row's seq is NULL (a NOT NULL failure that undoes the whole
 * batch) unless the game row is still the one read, so a move, a bot run or a cron write
 * that got there first wins cleanly; the caller reads the error.
 */
async function writeActions(
  db: Db,
  ruleset: AnyRuleset,
  game: GameRow,
  rows: readonly BotStep[],
  state: unknown,
  newLog: readonly LogEntry[],
  actor: number | null,
  now: number,
): Promise<{ game: GameRow; outbox: string[] }> {
  const [first, ...rest] = rows;
  if (!first) throw new Error('writeActions: no action to write');
  const log = [...(game.log as LogEntry[]), ...newLog];
  const columns = stateColumns(ruleset, state, now, game);
  const version = game.version + rows.length;
  const queue = emptyQueue();
  queueForChange(
    queue,
    game,
    { prevActive: game.active as number[], active: columns.active, started: false, finished: columns.status === 'finished', actor, allSeats: game.seats as SeatInfo[] },
    now,
  );
  const guardedSeq = sql<number>`(select ${first.seq} from games where id = ${game.id} and status = 'active' and version = ${game.version} and revision = ${game.revision})`;
  const [, updated] = await db.batch([
    db.insert(actions).values({ gameId: game.id, seq: guardedSeq, seat: first.seat, action: JSON.parse(JSON.stringify(first.action)), at: now }),
    db
      .update(games)
      .set({ ...columns, log, version, revision: game.revision + 1 })
      .where(and(eq(games.id, game.id), eq(games.version, game.version), eq(games.revision, game.revision))),
    ...actionInserts(db, game.id, rest, now),
    ...runAll(db, queue),
  ]);
  if (updated.meta.changes !== 1) throw new Error('actions inserted but game not updated');
  return { game: { ...game, ...columns, log, version, revision: game.revision + 1 }, outbox: queue.ids };
}

/**
 * Continues bot turns left over when a request hit `BOT_ACTIONS_PER_REQUEST`
 * (called by reads of the game), and sends what the change means: the turn mail of a
 * person the bots hand over to, the result when they finish the game. Returns the game
 * as it now stands and the outbox rows to deliver. Like a move, the batch writes nothing
 * unless the game row is still the one read: its first action row's seq is NULL
 * otherwise. When another request got there first, the fresh row is read instead.
 */
export async function playBotTurns(db: Db, game: GameRow, now: number): Promise<{ game: GameRow; outbox: string[] }> {
  if (!botsPending(game)) return { game, outbox: [] };
  const ruleset = rulesetOf(game);
  const bots = runBots(ruleset, game.seed, botSeatsOf(game.seats as SeatInfo[]), game.state, game.version);
  if (!bots.steps.length) return { game, outbox: [] };
  try {
    return await writeActions(db, ruleset, game, bots.steps, bots.state, bots.log, null, now);
  } catch (err) {
    if (!isUniqueViolation(err) && !isNotNullViolation(err)) throw err;
    const fresh = await db.query.games.findFirst({ where: eq(games.id, game.id) });
    if (!fresh) throw errors.gameNotFound();
    return { game: fresh, outbox: [] };
  }
}

function isNotNullViolation(err: unknown): boolean {
  const text = String((err as { message?: string })?.message ?? err) + String((err as { cause?: unknown })?.cause ?? '');
  return /NOT NULL constraint failed: actions\.seq/i.test(text);
}

/** Whether action `seq` of the game is exactly this seat's `action` (only read on the stale path). */
async function isLastAction(db: Db, gameId: string, seq: number, seat: number, action: unknown): Promise<boolean> {
  const last = await db.query.actions.findFirst({ where: and(eq(actions.gameId, gameId), eq(actions.seq, seq)) });
  return !!last && last.seat === seat && canonicalJson(last.action) === canonicalJson(action);
}

export async function listActions(db: Db, gameId: string) {
  return db.select().from(actions).where(eq(actions.gameId, gameId)).orderBy(actions.seq);
}
