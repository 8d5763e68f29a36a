/**
 * Leaving a game (issue #31, item 6): a seat resigns (two seats: the other wins; more: the good
 * bot plays it to the end and it ranks last, engine/core/resign.ts), and the host cancels a game
 * nobody has played yet; the cron (through the game's writer for a started game) cancels one
 * whose first action has not come 7 days after its creation. Each is one move-store commit, so
 * overlapping runs change the game, and mail its seats, once. A resignation and the host's
 * cancel return that commit as a plan (worker/store/plan.ts) for the game's writer to run; the
 * cron's and a vote's cancel (`cancelCommit`) run it at once.
 */
import { and, inArray, lte, sql } from 'drizzle-orm';
import { type GameRow, type SeatInfo, games } from '@db/schema';
import type { LogEntry } from '@engine/index';
import { Refusal, errors } from '../store/refusal';
import { emptyQueue, queueEmails, queuePushes } from '../store/notify-queue';
import { botSeatsOf, runBots } from '../store/bots';
import type { Db } from '../store/db';
import { type LoadedGame, type Played, playedOrRefused } from '../store/games';
import { type CommitResult, commitPlan, playedCommit, rulesetOf } from '../store/move-store';
import { type Plan, execute, andThen } from '../store/plan';

/** A game whose first action has not come this long after its creation is cancelled by the cron. */
export const UNSTARTED_GAME_TTL_MS = 7 * 24 * 3_600_000;

export const alreadyStarted = () =>
  new Refusal('already_started', 'Someone has already played in this game, so it can no longer be cancelled; resign instead.');

/** Whether a person has acted in the game (a bot's opening moves do not count). */
export function anyoneActed(game: Pick<GameRow, 'seats'>): boolean {
  return game.seats.some((s) => s.acted !== undefined);
}

/** Seats a person holds (not a bot, not resigned, not a stand-in): those who vote and are mailed. */
export function peopleSeats(seats: readonly SeatInfo[]): number[] {
  return seats.filter((s) => s.joined && !s.bot && !s.resigned).map((s) => s.seat);
}

/** POST /api/games/:id/resign for the token's seat: the plan of its one batch (the game's writer runs it). */
export async function resignSeat(db: Db, loaded: LoadedGame, now: number): Promise<Plan<Played>> {
  const { game, seat } = loaded;
  if (seat === null) throw errors.unauthorized();
  if (game.status !== 'active') throw errors.notActive(game.status);
  const mine = game.seats[seat];
  if (!mine || mine.resigned) throw new Refusal('already_resigned', 'This seat has already resigned.');
  const entry: LogEntry = { kind: 'resign', text: `{seat:${seat}} resigned.`, seat, args: { seat } };
  const absent = game.absent?.seat === seat ? null : (game.absent ?? null);
  if (game.players === 2) {
    const winners = game.seats.map((s) => s.seat).filter((s) => s !== seat);
    const mail = emptyQueue();
    const everyone = game.seats.map((s) => s.seat);
    queueEmails(mail, game, everyone, 'result', {}, now);
    queuePushes(mail, game, everyone, 'result', {}, now);
    const summary = `{seat:${seat}} resigned; {seat:${winners[0]}} wins.`;
    const commit = await commitPlan(db, {
      game,
      steps: [],
      set: {
        status: 'finished',
        result: { winners, summary, says: { kind: 'resigned-end', args: { seat, winner: winners[0] } }, resigned: [seat] },
        seats: game.seats.map((s) => (s.seat === seat ? { ...s, resigned: true } : s)),
        active: [],
        clocks: [],
        absent: null,
        nextCheckAt: null,
        finishedAt: now,
        updatedAt: now,
      },
      log: [entry],
      mail,
      readTail: true,
    });
    return andThen(commit, playedOrRefused);
  }
  // More seats: the good bot plays the seat from now to the end (a stand-in's bot included).
  const seats = game.seats.map((s): SeatInfo => (s.seat === seat ? { ...withoutStandIn(s), bot: 'good', resigned: true } : s));
  const ruleset = rulesetOf(game);
  const after = { ...game, seats, absent };
  const bots = runBots(ruleset, game.seed, botSeatsOf(seats, now, game.timeRules), game.state, game.version);
  const commit = playedCommit(ruleset, after, bots.steps, bots.state, [entry, ...bots.log], seat, now, bots.status);
  commit.game = game;
  commit.set = { ...commit.set, seats, absent };
  commit.readTail = true;
  return andThen(await commitPlan(db, commit), playedOrRefused);
}

function withoutStandIn(s: SeatInfo): SeatInfo {
  const { standIn: _s, bot: _b, ...rest } = s;
  return rest;
}

/** POST /api/games/:id/cancel, seat 0 only, while no person has acted: the plan of its one batch. */
export async function cancelGame(db: Db, loaded: LoadedGame, now: number): Promise<Plan<Played>> {
  const { game, seat } = loaded;
  if (seat === null) throw errors.unauthorized();
  if (seat !== 0) throw new Refusal('not_host', 'Only the seat that created the game may cancel it.');
  if (game.status !== 'active' && game.status !== 'waiting') throw errors.notActive(game.status);
  if (anyoneActed(game)) throw alreadyStarted();
  return andThen(await cancelPlan(db, game, now, 'host'), (done) => {
    if (!done.ok && done.game && anyoneActed(done.game)) throw alreadyStarted();
    return playedOrRefused(done);
  });
}

/** Cancels `game` at once (`cancelPlan` run): the cron's and a vote's. */
export async function cancelCommit(db: Db, game: GameRow, now: number, why: 'host' | 'unstarted' | 'vote'): Promise<CommitResult> {
  return execute(db, await cancelPlan(db, game, now, why));
}

/** The plan that cancels `game` (status `aborted`), mailing and pushing its seats but the host who did it. */
export function cancelPlan(db: Db, game: GameRow, now: number, why: 'host' | 'unstarted' | 'vote'): Promise<Plan<CommitResult>> {
  const mail = emptyQueue();
  const told = game.seats.filter((s) => s.joined && !s.bot && !(why === 'host' && s.seat === 0)).map((s) => s.seat);
  queueEmails(mail, game, told, 'cancelled', { why }, now);
  queuePushes(mail, game, told, 'cancelled', { why }, now);
  const text =
    why === 'host'
      ? '{seat:0} cancelled the game before anyone played.'
      : why === 'vote'
        ? 'The table chose to end the game.'
        : 'Nobody made a first move within 7 days, so the game was cancelled.';
  return commitPlan(db, {
    game,
    from: game.status,
    steps: [],
    set: { status: 'aborted', active: [], clocks: [], absent: null, nextCheckAt: null, updatedAt: now },
    log: [{ kind: 'cancelled', text, args: { why } }],
    mail,
    readTail: true,
  });
}

/** Whether `game` is due to be cancelled by the cron as of `now` (no person's action 7 days after its creation). */
export function dueForCancel(game: GameRow, now: number): boolean {
  return (game.status === 'waiting' || game.status === 'active') && game.createdAt + UNSTARTED_GAME_TTL_MS <= now && !anyoneActed(game);
}

/**
 * The cron's step: games created 7 days ago or more that no person has played in yet. A started
 * game is handed to its writer (`cancel`: its clock check cancels it); a waiting one to its
 * writer's `close` (or cancelled here when the cron runs with D1 alone).
 */
export async function cancelUnstartedGames(
  db: Db,
  now: number,
  announce: (gameId: string, revision: number) => void,
  cancel: ((game: GameRow) => Promise<boolean>) | null,
  close: ((game: GameRow) => Promise<boolean>) | null = null,
  limit = 50,
): Promise<number> {
  const stale = await db
    .select()
    .from(games)
    .where(
      and(
        inArray(games.status, ['waiting', 'active']),
        lte(games.createdAt, now - UNSTARTED_GAME_TTL_MS),
        sql`not exists (select 1 from json_each(${games.seats}) where json_extract(value, '$.acted') is not null)`,
      ),
    )
    .limit(limit);
  let cancelled = 0;
  for (const game of stale) {
    if (game.status === 'active' && cancel) {
      if (await cancel(game).catch(() => false)) cancelled++;
      continue;
    }
    // A waiting one by its writer too when there is one (it tells the pages itself).
    if (close) {
      if (await close(game).catch(() => false)) cancelled++;
      continue;
    }
    const done = await cancelCommit(db, game, now, 'unstarted');
    if (!done.ok) continue;
    cancelled++;
    announce(game.id, done.game.revision);
  }
  return cancelled;
}
