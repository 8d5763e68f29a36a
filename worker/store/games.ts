/**
 * Games: creation, joining, reading, and a person's move. Every write of action rows or of a
 * game's state goes through the move store (./move-store.ts): one D1 batch that applies whole
 * against the row it read, or not at all. A move and a take-back (`playMove`, `submitAction`,
 * `takeBackAction`) return that batch as a plan (./plan.ts) for the game's writer to run; they
 * write nothing themselves.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type GameRow, type SeatInfo, type TimeControl, type TimeRules, actions, games, logEntries, seats } from '@db/schema';
import { DEFAULT_TIME_CONTROL, type OnTimeout, isTimeZone } from './clocks';
import { type AnyRuleset, type LogEntry, TAKE_BACK, canonicalJson, getRuleset, mayTakeBack, play, takeBackEntry } from '@engine/index';
import type { CreateGameBody, JoinGameBody } from '@schema/api';
import type { Db } from './db';
import { hasBot } from '@engine/bots';
import { botSeatsOf, botsPending, runBots } from './bots';
import { Refusal, errors, playerErrors } from './refusal';
import type { NotifyConfig } from './notify-config';
import { hashToken, inviteKey, newGameId, newJoinCode, newSeed, sameString, seatToken } from './ids';
import { type Commit, type CommitResult, commitPlan, insertGamePlan, playedCommit, rulesetOf, stateColumns } from './move-store';
import * as plan from './plan';
import type { Plan } from './plan';
import { emptyQueue, queueForChange, runAll } from './notify-queue';
import { type SeatAddress, queueConfirmation, seatAddressQuery, toSeatAddress } from './mail-addresses';
import { LOG_PAGE, LOG_TAIL, type LogSlice, logWindow, markActed } from './payload';

export { rulesetOf, stateColumns, timingOf } from './move-store';

/** A game created: its id, the host's seat token, its join code, the mails its batch queued. */
export interface Created {
  gameId: string;
  token: string;
  joinCode: string;
  outbox: string[];
}

/**
 * A new game: the plan of its one batch (./plan.ts), which `POST /api/games` runs (`execute`) and
 * a rematch's writer chains before its link. A drawn id or join code that is taken makes the
 * insert do nothing: the plan draws new ones (three tries). `playerId`: the signed-in player
 * creating it (worker/players/), who then holds seat 0; rated games need one.
 */
export async function createPlan(
  db: Db,
  config: NotifyConfig,
  body: CreateGameBody,
  now: number,
  playerId: string | null = null,
  /** A fixed seed (local development only: http/dev-seed.ts); a fresh one otherwise. */
  fixedSeed?: string,
): Promise<Plan<Created>> {
  const ruleset = getRuleset(body.ruleset);
  if (!ruleset) throw errors.unknownRuleset(body.ruleset);
  const botCount = body.bots ?? 0;
  if (body.rated && !playerId) throw playerErrors.signInRequired();
  if (body.rated && botCount > 0) throw errors.invalidBots('A rated game is for signed-in players only: no bots (docs/players.md).');
  if (botCount >= body.players) {
    throw errors.invalidBots(`With ${body.players} seats there can be at most ${body.players - 1} bots: one seat is yours.`);
  }
  const botLevel = body.botLevel ?? 'good';
  if (botCount > 0 && !hasBot(ruleset.id, botLevel)) {
    throw errors.unsupported(`There is no ${botLevel} bot for ${ruleset.title} yet; choose the random level.`);
  }
  const clock = clockOfCreate(body);
  if (body.onTimeout === 'forfeit' && !clock.control) {
    throw errors.invalidOptions('onTimeout "forfeit" needs deadlineHours: how long a seat may take before it forfeits.');
  }
  if (body.onTimeout === 'bot' && !clock.control) {
    throw errors.invalidOptions('onTimeout "bot" needs deadlineHours: how long a seat may take before a bot plays its turn.');
  }
  if (body.onTimeout === 'ask' && !clock.control) {
    throw errors.invalidOptions('onTimeout "ask" needs a clock: the others are asked what to do when a seat runs out of time.');
  }
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) throw errors.invalidOptions(`"${body.timeZone}" is not a time zone this service knows.`);
  const parsedOptions = ruleset.optionsSchema.safeParse(body.options ?? {});
  if (!parsedOptions.success) {
    const issue = parsedOptions.error.issues[0];
    throw errors.invalidOptions(`${issue?.path.join('.') || 'options'}: ${issue?.message ?? 'invalid'}`);
  }
  const options = parsedOptions.data as Record<string, unknown>;
  const setupError = ruleset.checkSetup(body.players, options);
  if (setupError) throw errors.invalidOptions(setupError.message);

  const attempt = async (tries: number): Promise<Plan<Created>> => {
    const gameId = newGameId();
    const joinCode = newJoinCode();
    const token = await seatToken(config.secret, gameId, 0, 0);
    const tokenHash = await hashToken(token);
    // The last `bots` seats are bots: taken from the start, with names that say so.
    const firstBot = body.players - botCount;
    const seatList: SeatInfo[] = Array.from({ length: body.players }, (_, seat): SeatInfo => {
      if (seat === 0)
        return {
          seat,
          name: body.name,
          joined: true,
          tokenHash,
          gen: 0,
          ...(body.timeZone ? { tz: body.timeZone } : {}),
          ...(playerId ? { signedIn: true } : {}),
        };
      if (seat >= firstBot) return { seat, name: `Bot ${seat - firstBot + 1} (${botLevel})`, joined: true, bot: botLevel };
      return { seat, name: `Seat ${seat + 1}`, joined: false };
    });
    const seed = fixedSeed ?? newSeed();
    const timing = { clocks: [], deadlineHours: clock.deadlineHours, onTimeout: clock.onTimeout, timeRules: clock.rules };
    // With the host as the only person the game starts now, and bots that move first move now.
    // (No start email then: the host is looking at the game.)
    const start = firstBot === 1 ? startGame(ruleset, seed, body.players, options, seatList, now, timing) : null;
    // The host's address gets its confirmation mail, and nothing else until it is confirmed.
    const confirm = emptyQueue();
    if (body.email) queueConfirmation(confirm, gameId, 0, body.email, now);
    // An id or join code that is taken makes the insert do nothing: draw new ones.
    const insert = insertGamePlan(
      db,
      {
        ...newGameColumns(gameId, ruleset, options, seed, seatList, now, clock),
        status: 'waiting',
        joinCode,
        listed: body.listed ?? true,
        liveListed: body.live ?? false,
        open: body.open ?? false,
        updatedAt: now,
        webhookUrl: body.webhookUrl ?? null,
        rated: body.rated ?? false,
        takeBackSeconds: body.takeBackSeconds ?? 0,
        ...(start ? { ...start.columns, version: start.steps.length, revision: 1 } : {}),
      },
      start?.steps ?? [],
      (guard) => [
        seatInsert(db, { gameId, seat: 0, name: body.name, email: body.email ?? null, tokenHash, joinedAt: now, playerId, language: body.language }, guard),
        ...runAll(db, confirm, guard),
      ],
      start?.log ?? [],
    );
    return plan.andThen(insert, (inserted) => {
      if (inserted.ok) return plan.done({ gameId, token, joinCode, outbox: confirm.ids });
      if (tries >= 2) throw new Error('create: three fresh game ids or join codes were all taken');
      return attempt(tries + 1);
    });
  };
  return attempt(0);
}

/**
 * The clock a new game gets: its `timeControl`, or its `deadlineHours` (null: none), or, with
 * neither, 72 hours a move and "ask" (contract). A per-move control is kept in deadline_hours,
 * a bank in the time rules.
 */
export function clockOfCreate(body: Pick<CreateGameBody, 'timeControl' | 'deadlineHours' | 'onTimeout' | 'weekendsOff'>): {
  control: TimeControl | null;
  deadlineHours: number | null;
  onTimeout: OnTimeout;
  rules: TimeRules;
} {
  const control: TimeControl | null =
    body.timeControl !== undefined
      ? body.timeControl
      : body.deadlineHours !== undefined
        ? body.deadlineHours === null
          ? null
          : { kind: 'per-move', hours: body.deadlineHours }
        : DEFAULT_TIME_CONTROL;
  const chosen = body.timeControl !== undefined || body.deadlineHours !== undefined;
  const onTimeout: OnTimeout = body.onTimeout ?? (chosen ? 'remind' : 'ask');
  return {
    control,
    deadlineHours: control?.kind === 'per-move' ? control.hours : null,
    onTimeout,
    rules: rulesFor(control, body.weekendsOff ?? false),
  };
}

/** The time rules of a control: a bank's terms and weekends off (banks and spans start empty). */
export function rulesFor(control: TimeControl | null, weekendsOff: boolean): TimeRules {
  return { ...(control?.kind === 'bank' ? { bank: control } : {}), ...(weekendsOff && control ? { weekendsOff: true } : {}) };
}

/**
 * A seat row, inserted only where `guard` holds (the game row carries this batch's write id). With
 * `playerId` (taken signed in: create, join, rematch, a tournament's table) the seat takes the
 * account's address when none was typed, proven, and the account's mail mode.
 */
export function seatInsert(
  db: Db,
  row: {
    gameId: string;
    seat: number;
    name: string;
    email: string | null;
    tokenHash: string;
    joinedAt: number;
    rematchFrom?: number | undefined;
    client?: string | undefined;
    playerId?: string | null | undefined;
    language?: 'en' | 'de' | undefined;
  },
  guard: ReturnType<typeof sql>,
) {
  const account = sql`from players p where p.id = ${row.playerId ?? null}`;
  // A seat taken signed in without an address typed gets the account's (#57): its turns, reminders
  // and the account's daily digest reach the player without a word typed into each game.
  const email = row.email === null ? sql`(select p.email ${account})` : sql`${row.email}`;
  // A session signed in with the address it gives (or lends) proves it for this seat (#43); otherwise it is a claim.
  const proven = sql`(select ${row.joinedAt} ${account} and p.email = lower(${email}))`;
  // And the account's mail mode (`PUT /api/me/settings { mail }`), as its other seats have it.
  const mode = sql`(select json_extract(p.settings, '$.mail') ${account})`;
  // Columns in the table's order: game_id, seat, name, email, token_hash, joined_at, muted, last_seen_at, rematch_from, digest, client, player_id, language, email_proven_at.
  return db
    .insert(seats)
    .select(
      sql`select ${row.gameId}, ${row.seat}, ${row.name}, ${email}, ${row.tokenHash}, ${row.joinedAt}, coalesce(${mode} = 'none', 0), null, ${row.rematchFrom ?? null}, coalesce(${mode} = 'digest', 0), ${row.client ?? null}, ${row.playerId ?? null}, ${row.language ?? null}, ${proven} where ${guard}`,
    );
}

/**
 * The columns every new game has, made by the game's creator or a tournament's round: what deals
 * it (ruleset at its engine version, options, seed, seats) and its clock.
 */
export function newGameColumns(
  id: string,
  ruleset: AnyRuleset,
  options: Record<string, unknown>,
  seed: string,
  seatList: SeatInfo[],
  now: number,
  clock: { deadlineHours: number | null; onTimeout: OnTimeout; rules: TimeRules },
) {
  return {
    id,
    ruleset: ruleset.id,
    engineVersion: ruleset.engineVersion,
    options,
    seed,
    players: seatList.length,
    seats: seatList,
    createdAt: now,
    deadlineHours: clock.deadlineHours,
    onTimeout: clock.onTimeout,
    timeRules: clock.rules,
  };
}

/**
 * The columns of a game that starts now: its setup, then the moves of bots that
 * act before any person (all of them, up to the per-request cap).
 */
export function startGame(
  ruleset: AnyRuleset,
  seed: string,
  players: number,
  options: unknown,
  seatList: SeatInfo[],
  now: number,
  timing: Pick<GameRow, 'clocks' | 'deadlineHours' | 'onTimeout' | 'timeRules'>,
) {
  const run = runBots(ruleset, seed, botSeatsOf(seatList), ruleset.setup(seed, players, options), 0);
  return { steps: run.steps, log: run.log, columns: { startedAt: now, ...stateColumns(ruleset, run.state, now, { ...timing, seats: seatList }, run.status) } };
}

/** How long the seats of a rematch are held for the players of the game it was offered from. */
export const REMATCH_HOLD_MS = 24 * 3_600_000;

/**
 * Joins the first free seat: the plan of its one guarded batch (./plan.ts), run by the game's
 * writer. `as.rematchFrom`: the old seat of a rematch's player, written with the seat in the same
 * batch (a unique index makes a second seat for it fail the whole batch); `as.client`: who joined
 * an open game from the list (the batch's guard: that client holds no seat of it yet);
 * `as.playerId`: the signed-in player. A lost guard (two joiners read the same row, and so chose
 * the same seat) reads the row again and plans anew, five tries in all.
 */
export async function joinPlan(
  db: Db,
  config: NotifyConfig,
  joinCode: string,
  body: JoinGameBody,
  now: number,
  as: { rematchFrom?: number; client?: string; invite?: string; playerId?: string | null } = {},
  attempt = 0,
): Promise<Plan<Joined>> {
  if (attempt >= 5) throw new Refusal('busy', 'Too many people are joining at once; try again.');
  const playerId = as.playerId ?? null;
  const game = await db.query.games.findFirst({ where: eq(games.joinCode, joinCode) });
  if (!game) throw errors.unknownJoinCode();
  if (game.status === 'aborted') throw errors.gameClosed();
  if (game.status !== 'waiting') throw errors.gameFull();
  if (game.rematchOf && as.rematchFrom === undefined && now < game.createdAt + REMATCH_HOLD_MS) {
    throw new Refusal(
      'seats_held',
      `The seats of this rematch are kept for the players of the last game until ${new Date(game.createdAt + REMATCH_HOLD_MS).toISOString()}.`,
    );
  }
  if (game.rated) await checkRatedJoin(db, game.id, playerId);
  // An open game: one seat per client from the list; the host's invite link (its key) is not limited.
  const invited = as.invite !== undefined && sameString(as.invite, await inviteKey(config.secret, game.id));
  const client = game.open && !invited ? as.client : undefined;
  if (client && (await clientHolds(db, game.id, client))) throw oneSeatPerClient();
  const seatList = game.seats.map((s) => ({ ...s }));
  const free = seatList.find((s) => !s.joined);
  if (!free) throw errors.gameFull();
  const token = await seatToken(config.secret, game.id, free.seat, 0);
  const tokenHash = await hashToken(token);
  free.name = body.name;
  free.joined = true;
  free.tokenHash = tokenHash;
  free.gen = 0;
  if (body.timeZone && isTimeZone(body.timeZone)) free.tz = body.timeZone;
  if (playerId) free.signedIn = true;
  const full = seatList.every((s) => s.joined);
  const ruleset = rulesetOf(game);
  const start = full ? startGame(ruleset, game.seed, game.players, game.options, seatList, now, game) : null;
  const mail = emptyQueue();
  if (body.email) queueConfirmation(mail, game.id, free.seat, body.email, now);
  if (start) {
    queueForChange(
      mail,
      game,
      { prevActive: [], active: start.columns.active, started: true, finished: start.columns.status === 'finished', actor: null, allSeats: seatList },
      now,
    );
  }
  // Guarded by the revision read: of two joiners who read the same row (and so chose the
  // same seat), one writes and the other looks again. A client's second seat of an open game
  // (a racing join of theirs) loses the guard too, and its next look refuses it.
  const batch = await commitPlan(db, {
    game,
    from: 'waiting',
    steps: start?.steps ?? [],
    set: { seats: seatList, ...(start?.columns ?? { updatedAt: now }) },
    log: start?.log ?? [],
    mail,
    ...(client ? { guard: sql`not exists (select 1 from ${seats} where ${seats.gameId} = ${game.id} and ${seats.client} = ${client})` } : {}),
    also: (guard) => [
      seatInsert(
        db,
        {
          gameId: game.id,
          seat: free.seat,
          name: body.name,
          email: body.email ?? null,
          tokenHash,
          joinedAt: now,
          rematchFrom: as.rematchFrom,
          client,
          playerId,
          language: body.language,
        },
        guard,
      ),
    ],
  });
  return plan.andThen(batch, (written) =>
    written.ok
      ? plan.done({ gameId: game.id, seat: free.seat, token, outbox: written.outbox, revision: written.game.revision, game: written.game })
      : joinPlan(db, config, joinCode, body, now, as, attempt + 1),
  );
}

/** A seat joined: its token, the mails its batch queued, and the row it wrote. */
export interface Joined {
  gameId: string;
  seat: number;
  token: string;
  outbox: string[];
  revision: number;
  game: GameRow;
}

async function clientHolds(db: Db, gameId: string, client: string): Promise<boolean> {
  return !!(await db.query.seats.findFirst({ columns: { seat: true }, where: and(eq(seats.gameId, gameId), eq(seats.client, client)) }));
}

const oneSeatPerClient = () =>
  new Refusal('one_seat_per_client', "You already hold a seat of this open game; others at your address can join with the host's invite link.");

/** A rated game takes signed-in players only (403 sign_in_required), each in one seat (409 already_seated). */
async function checkRatedJoin(db: Db, gameId: string, playerId: string | null): Promise<void> {
  if (!playerId) throw playerErrors.signInRequired();
  const seated = await db.query.seats.findFirst({ columns: { seat: true }, where: and(eq(seats.gameId, gameId), eq(seats.playerId, playerId)) });
  if (seated) throw new Refusal('already_seated', 'You already hold a seat in this rated game: each player plays one seat.');
}

export interface LoadedGame {
  game: GameRow;
  /** The seat the bearer token holds in this game; null without a token. */
  seat: number | null;
  /** The log window asked for, read with the row. */
  log?: LogSlice;
  /** Read with the log: the token's seat's address (null: none). */
  address?: SeatAddress | null;
}

/**
 * One indexed read of one row: the game, whose seat list holds each seat's token hash; with
 * `log`, the same round trip (one batch) also reads that window of the log: the tail, or up to
 * LOG_PAGE entries from an index. Only a token this game does not know costs a second query,
 * to tell a token of another game (403) from an unknown one (401). `tokenHash`: the request's
 * token as hashed once by the seat middleware (worker/http/seat.ts).
 */
export async function loadGame(db: Db, gameId: string, tokenHash: string | null, log?: { from?: number }): Promise<LoadedGame> {
  let game: GameRow | undefined;
  let slice: LogSlice | undefined;
  let address: SeatAddress | null | undefined;
  if (log) {
    const from = log.from;
    // The tail's start depends on the row's length: computed in SQL, so both reads are one round trip.
    const start = from === undefined ? sql`(select max(0, log_length - ${LOG_TAIL}) from games where id = ${gameId})` : sql`${from}`;
    const end = from === undefined ? sql`(select log_length from games where id = ${gameId})` : sql`${from + LOG_PAGE}`;
    // With a token, the same round trip reads its seat's address for the seat's own payload.
    const [rows, entries, own] = await db.batch([
      db.select().from(games).where(eq(games.id, gameId)).limit(1),
      db
        .select({ entry: logEntries.entry })
        .from(logEntries)
        .where(and(eq(logEntries.gameId, gameId), sql`${logEntries.idx} >= ${start}`, sql`${logEntries.idx} < ${end}`))
        .orderBy(logEntries.idx),
      seatAddressQuery(db, gameId, tokenHash ?? ''),
    ]);
    game = rows[0];
    address = toSeatAddress(own[0]);
    if (game) slice = { start: logWindow(game.logLength, from).start, entries: entries.map((e) => e.entry) };
  } else {
    game = await db.query.games.findFirst({ where: eq(games.id, gameId) });
  }
  if (!game) throw errors.gameNotFound();
  const found = { game, ...(slice ? { log: slice } : {}), ...(address !== undefined ? { address } : {}) };
  if (!tokenHash) return { ...found, seat: null };
  const seat = game.seats.find((s) => s.tokenHash === tokenHash);
  if (seat) return { ...found, seat: seat.seat };
  const held = await db.query.seats.findFirst({ columns: { gameId: true, seat: true }, where: eq(seats.tokenHash, tokenHash) });
  // A compacted game's row lists no token hashes (archive/compact.ts): its `seats` rows still do.
  if (held && held.gameId === game.id && game.recordKey) return { ...found, seat: held.seat };
  throw held ? errors.notYourSeat() : errors.unauthorized();
}

/** A committed move: the game after it, the outbox rows to deliver, and the log's tail (unless it was a retry). */
export interface Played {
  game: GameRow;
  outbox: string[];
  tail?: LogSlice;
  /** Every seat's address, read in the commit's batch when the writer asked for them (its seats' frames). */
  addresses?: Map<number, SeatAddress | null>;
}

/** What the game's writer holds of its game between changes (worker/live/object.ts): the row and, when whole up to its end, its log tail. */
export interface Held {
  row: GameRow;
  tail?: LogSlice;
}

/**
 * A person's move (contract: POST /api/games/:id/actions). With the row the game's writer holds,
 * one D1 round trip: the action is played against it and committed with the move store's guard,
 * a second line that proves the row was the game's (a cron run or another writer may have
 * written it). Anything else (nothing held, a token the row does not list, a refusal, a guard
 * that did not hold) is answered as it always was: from a fresh read (`loadGame`, or the row the
 * store read after the refusal), then `submitAction`.
 */
export async function playMove(
  db: Db,
  held: Held | undefined,
  gameId: string,
  tokenHash: string,
  version: number,
  action: unknown,
  now: number,
  readAddresses = false,
): Promise<Plan<{ loaded: LoadedGame; played: Played }>> {
  if (held) {
    // A token hash names its seat for good once the seat is joined, so a row that lists it proves it.
    const seat = held.row.seats.find((s) => s.tokenHash === tokenHash)?.seat;
    const commit = seat === undefined ? null : moveCommit(held.row, seat, version, action, now);
    if (seat !== undefined && commit) {
      commit.knownTail = held.tail;
      commit.readAddresses = readAddresses;
      const loaded = { game: held.row, seat };
      return plan.andThen(await commitPlan(db, commit), async (done) => {
        if (done.ok) {
          const { game, outbox, tail, addresses } = done;
          return plan.done({ loaded, played: { game, outbox, ...(tail ? { tail } : {}), ...(addresses ? { addresses } : {}) } });
        }
        if (!done.game) throw errors.gameNotFound();
        // The row held was not the game's (the cron, another writer): the row just read is, and it
        // still lists this token's seat. From here on as if it had been read first.
        const fresh = { game: done.game, seat };
        return plan.andThen(await submitAction(db, fresh, version, action, now), (played) => plan.done({ loaded: fresh, played }));
      });
    }
  }
  const loaded = await loadGame(db, gameId, tokenHash, {});
  return plan.andThen(await submitAction(db, loaded, version, action, now, loaded.log), (played) => plan.done({ loaded, played }));
}

/** The commit of `seat`'s action on `game` as read, or null when the game does not take it as a new move (the caller reads again). */
function moveCommit(game: GameRow, seat: number, version: number, action: unknown, now: number): Commit | null {
  if (game.status !== 'active' || version !== game.version) return null;
  try {
    const ruleset = rulesetOf(game);
    const outcome = play(ruleset, game.state, seat, action);
    if (!outcome.ok) return null;
    return playedMove(ruleset, game, seat, action, outcome, now);
  } catch {
    return null; // whatever went wrong goes wrong again on the fresh read, and is answered there
  }
}

/** The commit of an action the engine accepted: the action, the bots' answers, the mail, the take-back it allows. */
function playedMove(
  ruleset: AnyRuleset,
  game: GameRow,
  seat: number,
  action: unknown,
  outcome: { state: unknown; log: readonly LogEntry[] },
  now: number,
): Commit {
  const seq = game.version + 1;
  // The seat's own action ends a vote on its absence and takes back a seat a bot stood in for
  // (worker/table/absent.ts): the player is back.
  const back = returned(game, seat);
  // Bots whose turn this action brought answer in the same request and the same batch.
  const bots = runBots(ruleset, game.seed, botSeatsOf(back.seats, now, game.timeRules), outcome.state, seq);
  const commit = playedCommit(ruleset, back, [{ seq, seat, action }, ...bots.steps], bots.state, [...outcome.log, ...bots.log], seat, now, bots.status);
  if (back !== game) commit.set.absent = back.absent;
  commit.game = game;
  // "Since your last turn" starts after this action's own entries (bot replies are the others').
  commit.set.seats = markActed(back.seats, seat, game.logLength + outcome.log.length, now);
  commit.readTail = true;
  // The engine decides whether this action may be taken back; a bot answering it is someone acting.
  if (bots.steps.length === 0 && mayTakeBack(ruleset, game.state, { seat, action }, outcome.state, seat)) {
    commit.set = { ...commit.set, undoSeat: seat, undoState: game.state };
  }
  return commit;
}

/** `game` as it is once `seat` acts itself: no vote on its absence, no bot standing in for it. */
function returned(game: GameRow, seat: number): GameRow {
  const voted = game.absent?.seat === seat;
  const stood = game.seats[seat]?.standIn === 'absent';
  if (!voted && !stood) return game;
  const seats = stood ? game.seats.map((s) => (s.seat === seat ? { ...s, bot: undefined, standIn: undefined } : s)) : game.seats;
  return { ...game, seats: seats.map(dropUndefined), absent: voted ? null : game.absent };
}

function dropUndefined(s: SeatInfo): SeatInfo {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as SeatInfo;
}

/** An action inside the take-back window: kept in the game's object (never in D1) until published. */
export interface PendingStep {
  action: unknown;
  at: number;
  /** The version this action made, shown to its mover (and its action row's seq once published). */
  seq: number;
}

/**
 * `seat`'s actions played in order on `game` (the committed row), as one commit: the last one's
 * bot replies and mail, the take-back it allows. `private`: the game has a take-back window, no
 * bot answered, and the engine lets the seat take the last action back, so the actions may stay
 * the mover's alone for now (docs/architecture.md, "The take-back window"). A refusal of the
 * first action that fails, as the HTTP routes answer it.
 */
export function movesCommit(
  game: GameRow,
  seat: number,
  moves: readonly unknown[],
  now: number,
  seqs?: readonly number[],
): { ok: true; commit: Commit; private: boolean; state: unknown } | { ok: false; error: Refusal } {
  const ruleset = rulesetOf(game);
  let state = game.state;
  let before = state;
  const log: LogEntry[] = [];
  // `seqs`: the versions the window gave these actions (gaps where a take-back spent one).
  const steps = moves.map((action, i) => ({ seq: seqs?.[i] ?? game.version + i + 1, seat, action }));
  for (const { action } of steps) {
    const outcome = play(ruleset, state, seat, action);
    if (!outcome.ok)
      return { ok: false, error: outcome.error.code === 'game_over' ? errors.notActive('finished') : errors.illegalAction(outcome.error.message) };
    before = state;
    state = outcome.state;
    log.push(...outcome.log);
  }
  const last = steps[steps.length - 1];
  if (!last) throw new Error('movesCommit: no action');
  // The seat's own action ends a vote on its absence and takes back a seat a bot stood in for
  // (worker/table/absent.ts): the player is back.
  const back = returned(game, seat);
  const bots = runBots(ruleset, game.seed, botSeatsOf(back.seats, now, game.timeRules), state, last.seq);
  const commit = playedCommit(ruleset, back, [...steps, ...bots.steps], bots.state, [...log, ...bots.log], seat, now, bots.status);
  if (back !== game) commit.set.absent = back.absent;
  commit.game = game;
  commit.set.seats = markActed(back.seats, seat, game.logLength + log.length, now);
  commit.readTail = true;
  const undoable = bots.steps.length === 0 && mayTakeBack(ruleset, before, last, state, seat);
  if (undoable) commit.set = { ...commit.set, undoSeat: seat, undoState: before };
  return { ok: true, commit, private: undoable && game.takeBackSeconds > 0 && commit.set.status === 'active', state };
}

/** Applies one action: validated by the engine, written in one batch guarded by (game_id, seq) (its plan: the caller runs it). */
export async function submitAction(db: Db, loaded: LoadedGame, version: number, action: unknown, now: number, tail?: LogSlice): Promise<Plan<Played>> {
  const { game, seat } = loaded;
  if (seat === null) throw errors.unauthorized();
  // A retry of an action that was applied (at that version, by this seat), whatever came after it
  // (bots' answers, other seats, the end of the game): the contract's 200 with the current payload.
  if (version < game.version && (await isSeatsAction(db, game.id, version + 1, seat, action))) return plan.done({ game, outbox: [] });
  if (game.status !== 'active') throw errors.notActive(game.status);
  if (version !== game.version) throw errors.staleVersion(game.version);
  const ruleset = rulesetOf(game);
  const outcome = play(ruleset, game.state, seat, action);
  if (!outcome.ok) {
    if (outcome.error.code === 'game_over') throw errors.notActive('finished');
    throw errors.illegalAction(outcome.error.message);
  }
  const commit = { ...playedMove(ruleset, game, seat, action, outcome, now), ...(tail ? { knownTail: tail } : {}) };
  return plan.andThen(await commitPlan(db, commit), async (done) => {
    if (done.ok) return plan.done<Played>({ game: done.game, outbox: done.outbox, ...(done.tail ? { tail: done.tail } : {}) });
    // An identical submission of this seat got there first: the same 200 as its own answer.
    if (done.game && (await isSeatsAction(db, game.id, version + 1, seat, action))) return plan.done<Played>({ game: done.game, outbox: [] });
    return playedOrRefused(done);
  });
}

/** A commit's result as a seat's change: the row written, or the refusal a lost guard means (another change got there first). */
export function playedOrRefused(done: CommitResult): Plan<Played> {
  if (done.ok) return plan.done({ game: done.game, outbox: done.outbox, ...(done.tail ? { tail: done.tail } : {}) });
  if (done.reason === 'stale' && done.game) throw errors.staleVersion(done.game.version);
  throw errors.notActive(done.game?.status ?? 'gone');
}

/**
 * Takes back this seat's last action (contract: POST /api/games/:id/undo): allowed while the row
 * says so (`undo_seat`, set by the move that allowed it and cleared by any later change). The
 * take-back is an action row of its own (`{ type: "take-back" }`, seq = version + 1), so the
 * version moves on and is never reused, and a replay steps back over it. Its plan: the caller runs it.
 */
export async function takeBackAction(db: Db, loaded: LoadedGame, version: number, now: number, tail?: LogSlice): Promise<Plan<Played>> {
  const { game, seat } = loaded;
  if (seat === null) throw errors.unauthorized();
  if (game.status !== 'active') throw errors.notActive(game.status);
  if (version !== game.version) throw errors.staleVersion(game.version);
  if (game.undoSeat !== seat || game.undoState === null) throw errors.cannotUndo();
  const ruleset = rulesetOf(game);
  const commit = playedCommit(ruleset, game, [{ seq: game.version + 1, seat, action: { type: TAKE_BACK } }], game.undoState, [takeBackEntry(seat)], seat, now);
  commit.set.seats = markActed(game.seats, seat, game.logLength + 1, now);
  commit.readTail = true;
  if (tail) commit.knownTail = tail;
  // A take-back never sends mail (issue 29): a loop of move and take-back must not mail anyone.
  return plan.andThen(await commitPlan(db, commit), playedOrRefused);
}

/**
 * Continues bot turns left over when a request hit `BOT_ACTIONS_PER_REQUEST`
 * (called by reads of the game and by the cron), and sends what the change means: the turn
 * mail of a person the bots hand over to, the result when they finish the game. Returns the
 * game as it now stands and the outbox rows to deliver. When another write got there first,
 * nothing is written and the game is returned as that write left it. `botTurnsPlan` run at once.
 */
export async function playBotTurns(db: Db, game: GameRow, now: number): Promise<{ game: GameRow; outbox: string[] }> {
  return plan.execute(db, await botTurnsPlan(db, game, now));
}

/** The plan of `playBotTurns`: the one batch of the bots' actions (up to the cap), and the game it leaves (the caller runs it). */
export async function botTurnsPlan(db: Db, game: GameRow, now: number): Promise<Plan<{ game: GameRow; outbox: string[] }>> {
  if (!botsPending(game, now)) return plan.done({ game, outbox: [] });
  const ruleset = rulesetOf(game);
  const bots = runBots(ruleset, game.seed, botSeatsOf(game.seats, now, game.timeRules), game.state, game.version);
  if (!bots.steps.length) return plan.done({ game, outbox: [] });
  return plan.andThen(await commitPlan(db, playedCommit(ruleset, game, bots.steps, bots.state, bots.log, null, now, bots.status)), (played) => {
    if (played.ok) return plan.done({ game: played.game, outbox: played.outbox });
    if (!played.game) throw errors.gameNotFound();
    return plan.done({ game: played.game, outbox: [] });
  });
}

/** Whether stored action `seq` of the game is exactly this seat's `action` (only read on a refused path). */
async function isSeatsAction(db: Db, gameId: string, seq: number, seat: number, action: unknown): Promise<boolean> {
  const last = await db.query.actions.findFirst({ where: and(eq(actions.gameId, gameId), eq(actions.seq, seq)) });
  return !!last && last.seat === seat && canonicalJson(last.action) === canonicalJson(action);
}
