/**
 * The Cron Trigger's work, as of `now` (the event's scheduledTime, so local dev
 * can run it for any moment through /cdn-cgi/handler/scheduled?time=...):
 * abort stale waiting games, send reminders, apply deadlines, repair wedged games,
 * deliver the outbox, compact finished games into R2 (../archive/compact.ts). Runs may overlap (a slow run and the next tick): every write to a
 * game goes through the move store, so of the runs that read one version of a game one
 * changes it, and only that one queues the mail the change means.
 */
import { and, eq, isNotNull, lt, lte, or } from 'drizzle-orm';
import { type GameRow, games, rateLimits } from '@db/schema';
import type { AnyRuleset, LogEntry } from '@engine/index';
import type { BotLevel } from '@engine/bots';
import { OPEN_GAME_TTL_MS } from '../archive/archive';
import { type Timing, dueAt } from '../store/clocks';
import type { NotifyConfig } from '../store/notify-config';
import type { Db } from '../store/db';
import { type CompactStep, compactFinishedGames, restateCompactedGames } from '../archive/compact';
import { BOT_ACTIONS_PER_REQUEST, type BotRun, botSeatsOf, botsPending, runBots } from '../store/bots';
import { botTurnsPlan } from '../store/games';
import { type Commit, type RepairOutcome, commitActions, commitPlan, playedCommit, rulesetOf, runRepairs, timedClocks, timingOf } from '../store/move-store';
import { type Plan, andThen, done, execute } from '../store/plan';
import { emptyQueue, queueEmails, queuePushes } from '../store/notify-queue';
import { type DeliveryReport, deliver } from '../notify/outbox';
import { queueDigests } from '../notify/seat-settings';
import { pruneMailReplies } from '../store/mail-replies';
import { pruneSignIns } from '../players/session';
import { VOTE_DECIDES_MS, checkAtWithVote } from '../store/absent-clock';
import { onAskTimeout } from '../table/absent';
import { cancelPlan, cancelUnstartedGames, dueForCancel } from '../table/resign';
import { forfeitCommit } from '../store/forfeit';
import { advanceTournaments } from '../tournaments/tournaments';

/** A game nobody finished joining within this time is aborted, freeing its invite link. */
export const WAITING_GAME_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Games handled per run: the rest wait for the next run (every 15 minutes). */
const GAMES_PER_RUN = 50;

export interface ScheduledReport {
  aborted: number;
  reminders: number;
  forfeits: number;
  /** Late seats whose pending decisions the good bot made (onTimeout "bot"). */
  botTurns: number;
  /** Games whose stray action rows the one-off repair dropped (see repairGame). */
  repaired: number;
  /** Daily digest mails queued by this run (from 07:00 UTC, once a day per address). */
  digests: number;
  /** Finished games this run moved to R2 (their action and log rows deleted from D1). */
  compacted: number;
  /** Games compacted before the final state went into the object, whose state this run moved there. */
  restated: number;
  /** Remembered mail replies this run forgot, older than MAIL_REPLY_KEEP_MS (worker/store/mail-replies.ts). */
  mailReplies?: number;
  /** Tournaments this run started, moved on or finished. */
  tournaments?: number;
  delivery?: DeliveryReport;
}

/** What one game's clock check did (`checkClocks`), and the row it left when it changed the game. */
export interface ClockReport {
  reminders: number;
  forfeit: boolean;
  botTurns?: number;
  /** The game as the commit left it; null when nothing was written (nothing due, or a lost race). */
  game?: GameRow | null;
  /** The check cancelled the game: nobody had played 7 days after its creation (table/resign.ts). */
  cancelled?: boolean;
}

/** Hands one due game's clock check to its writer (the game's Durable Object, worker/live/object.ts), as of `now`. */
export type ClockWriter = (game: GameRow, now: number) => Promise<ClockReport>;

/** Why the cron closes a game: stale or expired (`closeCommit`), or nobody played in 7 days (table/resign.ts, `cancelCommit`). */
export type CloseKind = 'stale' | 'expired' | 'unstarted';

/**
 * The cron's hand-overs of its other writes to a game's writer (worker/live/writer.ts): closing a
 * waiting game, and the one-off repair. Each answers whether it changed the game (the writer
 * tells the game's pages itself). Without them (tests that call runScheduled with D1 alone) the
 * cron writes D1 itself.
 */
export interface GameWriters {
  close: (gameId: string, kind: CloseKind, now: number) => Promise<boolean>;
  repair: (gameId: string, now: number) => Promise<RepairOutcome>;
}

/**
 * `announce` is told of every game whose pages should refetch (a forfeit, bot moves, a closed
 * open game): the worker passes the live-updates notifier. `records` is the R2 bucket finished
 * games are compacted into (the worker passes its RECORDS binding); without it nothing is compacted.
 */
export async function runScheduled(
  db: Db,
  config: NotifyConfig | null,
  now: number,
  announce: (gameId: string, revision: number) => void = () => {},
  records: R2Bucket | null = null,
  writer: ClockWriter | null = null,
  compactor: CompactStep | null = null,
  writers: GameWriters | null = null,
): Promise<ScheduledReport> {
  const report: ScheduledReport = { aborted: 0, reminders: 0, forfeits: 0, botTurns: 0, repaired: 0, digests: 0, compacted: 0, restated: 0 };
  report.aborted = await abortStaleGames(db, now, announce, writers);
  report.aborted += await expireOpenGames(db, now, announce, writers);
  // A started game is cancelled by its writer (its clock check), a waiting one here.
  const cancelByWriter = writer ? async (game: GameRow) => (await writer(game, now)).cancelled === true : null;
  report.aborted += await cancelUnstartedGames(db, now, announce, cancelByWriter, writers ? (game) => writers.close(game.id, 'unstarted', now) : null);
  report.repaired = await runRepairs(db, now, undefined, writers?.repair);
  // Rate-limit windows are an hour long; older counters only take space.
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 2 * 3_600_000));
  await pruneSignIns(db, now);
  report.mailReplies = await pruneMailReplies(db, now);
  const due = await db
    .select()
    .from(games)
    .where(and(eq(games.status, 'active'), isNotNull(games.nextCheckAt), lte(games.nextCheckAt, now)))
    .orderBy(games.nextCheckAt)
    .limit(GAMES_PER_RUN);
  for (const game of due) {
    // A lost race is no error (the store writes nothing); a real fault in one game is logged
    // and must not keep the other games of the run waiting.
    // Each game's writer runs its check when there is one (it tells the game's pages itself); the
    // cron runs it here otherwise (tests that call runScheduled with D1 alone).
    const checked: ClockReport = await (writer ? writer(game, now) : checkClocks(db, game, now)).catch((err: unknown) => {
      console.error(`cron: game ${game.id}`, err);
      return { reminders: 0, forfeit: false, botTurns: 0 };
    });
    report.reminders += checked.reminders;
    report.forfeits += checked.forfeit ? 1 : 0;
    // The revision the commit wrote (a reminder moves it too, but changes nothing a page shows).
    if (!writer && checked.game && (checked.forfeit || (checked.botTurns ?? 0) > 0)) announce(game.id, checked.game.revision);
    report.botTurns += checked.botTurns ?? 0;
  }
  // Tournaments: starts, finished tables, rounds that have ended, the next round (worker/tournaments/).
  if (config) report.tournaments = await advanceTournaments(db, config, now, announce);
  report.digests = (await queueDigests(db, now)).length;
  if (config) report.delivery = await deliver(db, config, now, { limit: 50 });
  // Last: a finished game's mail is out before its rows move (and a slow R2 delays nothing else).
  if (records) {
    // Each game by its own writer when there is one (it drops the row it held: the rows moved).
    report.compacted = (await compactFinishedGames(db, records, now, undefined, compactor)).compacted;
    report.restated = (await restateCompactedGames(db, records, undefined, compactor)).compacted;
  }
  return report;
}

/**
 * One game's reminders, forfeit or late-seat bot moves, in one move-store commit guarded by
 * the version and revision read: if anything else wrote the game meanwhile, nothing is
 * written (no mail either) and the next run looks again with the new clocks. `clocksPlan` run
 * at once: the cron's own path when it runs with D1 alone (tests).
 */
export async function checkClocks(db: Db, game: GameRow, now: number): Promise<ClockReport> {
  return execute(db, await clocksPlan(db, game, now));
}

/**
 * The plan of `checkClocks`: what is due on `game` as of `now`, as the one batch that writes it
 * (worker/store/plan.ts) and what its results give. The game's writer runs it (the command
 * `clocks`, worker/live/commands/clocks.ts); it writes nothing itself.
 */
export async function clocksPlan(db: Db, game: GameRow, now: number): Promise<Plan<ClockReport>> {
  if (dueForCancel(game, now)) {
    return andThen(await cancelPlan(db, game, now, 'unstarted'), (cancelled) =>
      done({ reminders: 0, forfeit: false, cancelled: cancelled.ok, game: cancelled.ok ? cancelled.game : null }),
    );
  }
  // Nothing is due yet (an alarm that fired early, a game another writer moved on).
  if (game.status !== 'active' || game.nextCheckAt === null || game.nextCheckAt > now) return done({ reminders: 0, forfeit: false, game: null });
  const timing = timingOf(game);
  // A seat the table is voting on (onTimeout "ask") is left to the vote; the others' clocks run on.
  const voted = game.absent ? game.clocks.find((c) => c.seat === game.absent?.seat) : undefined;
  // While a vote is open, other late seats wait behind it: only reminders are due for them.
  const voting = timing.onTimeout === 'ask' && !!game.absent;
  const due = dueAt(
    timedClocks(game.clocks, game.seats).filter((c) => c !== voted),
    voting ? { ...timing, onTimeout: 'remind' } : timing,
    now,
  );
  // The clocks left out above are kept as they are.
  due.clocks = game.clocks.map((c) => due.clocks.find((d) => d.seat === c.seat) ?? c);
  const seats = game.seats;
  if (botsPending(game, now)) {
    // Bot turns a request left over (past its cap) and nobody has read the game since.
    // Their mail is delivered with the rest at the end of the run.
    return andThen(await botTurnsPlan(db, game, now), (continued) =>
      // The row as it now stands (the bots' commit, or what got there first).
      done({
        reminders: 0,
        forfeit: false,
        botTurns: continued.game.version - game.version,
        game: continued.game.revision !== game.revision ? continued.game : null,
      }),
    );
  }
  if (timing.onTimeout === 'ask' && (game.absent ? game.absent.since + VOTE_DECIDES_MS <= now : due.late.length > 0)) {
    return onAskTimeout(db, game, due.late, now);
  }
  if (due.late.length && timing.onTimeout === 'bot') {
    return andThen(await standInForLateSeats(db, game, due.late, now), (stood) =>
      done({ reminders: 0, forfeit: false, botTurns: stood.steps, game: stood.game }),
    );
  }
  if (due.late.length) {
    const late = due.late;
    const lateNames = late.map((s) => `{seat:${s}}`).join(' and ');
    const summary = `${lateNames} ${lateWords(timing)} and ${late.length > 1 ? 'forfeit' : 'forfeits'}.`;
    const entry: LogEntry = { kind: 'forfeit', text: summary, ...(late.length === 1 ? { seat: late[0] } : {}), args: { seats: late, ...lateArgs(timing) } };
    return andThen(await commitPlan(db, forfeitCommit(game, late, entry, timing.deadlineHours ?? 0, now)), (ended) =>
      done({ reminders: 0, forfeit: ended.ok, game: ended.ok ? ended.game : null }),
    );
  }
  const mail = emptyQueue();
  for (const r of due.reminders) {
    queueEmails(mail, game, [r.seat], 'reminder', { stage: r.stage, deadline: r.deadline }, now);
    queuePushes(mail, game, [r.seat], 'reminder', { stage: r.stage, deadline: r.deadline }, now);
  }
  const reminded = await commitPlan(db, {
    game,
    steps: [],
    set: { clocks: due.clocks, nextCheckAt: checkAtWithVote(timedClocks(due.clocks, seats), timing, game.absent) },
    mail,
  });
  return andThen(reminded, (written) => done({ reminders: written.ok ? due.reminders.length : 0, forfeit: false, game: written.ok ? written.game : null }));
}

/** How a late seat's log line says it ran out: the per-move deadline, or its time bank. */
function lateWords(timing: Timing): string {
  return timing.rules?.bank ? 'ran out of time' : `did not act within the ${timing.deadlineHours ?? 0}-hour deadline`;
}

/** `lateWords` as a log entry's args: a bank ran out, or the deadline per move of so many hours passed. */
function lateArgs(timing: Timing): { bank: boolean; hours: number } {
  return { bank: Boolean(timing.rules?.bank), hours: timing.deadlineHours ?? 0 };
}

/**
 * onTimeout "bot": the good bot makes the late seats' pending decisions — only those: a
 * late seat that has finished its turn is its person's again, with a fresh clock, the next
 * time it must act. The bot sees that seat's view and legal actions only, exactly as for a
 * bot seat; its moves are ordinary actions (the record replays them) and seats played by bots
 * from the start keep playing as usual. One move-store commit: the action rows, the row and
 * the turn mail apply together or not at all. Its plan: the caller runs it.
 */
async function standInForLateSeats(db: Db, game: GameRow, late: readonly number[], now: number): Promise<Plan<{ steps: number; game: GameRow | null }>> {
  const ruleset = rulesetOf(game);
  const regular = botSeatsOf(game.seats);
  const run = lateSeatRun(ruleset, game, regular, late);
  if (run.steps.length === 0) return done({ steps: 0, game: null });
  const names = late.map((s) => `{seat:${s}}`).join(' and ');
  const entry: LogEntry = {
    kind: 'timeout',
    text: `${names} ${lateWords(timingOf(game))}: a bot made ${late.length > 1 ? 'their' : 'that'} pending move${run.steps.length > 1 ? 's' : ''}.`,
    ...(late.length === 1 ? { seat: late[0] } : {}),
    args: { seats: late, ...lateArgs(timingOf(game)), moves: run.steps.length },
  };
  return andThen(await commitPlan(db, playedCommit(ruleset, game, run.steps, run.state, [entry, ...run.log], null, now)), (stood) =>
    done(stood.ok ? { steps: run.steps.length, game: stood.game } : { steps: 0, game: null }),
  );
}

/** The bot moves for the late seats (and for bot seats whose turn they bring), one at a time. */
function lateSeatRun(ruleset: AnyRuleset, game: GameRow, regular: ReadonlyMap<number, BotLevel>, late: readonly number[]): BotRun {
  const playing = new Map(regular);
  for (const s of late) playing.set(s, 'good');
  const run: BotRun = { state: game.state, log: [], steps: [] };
  while (run.steps.length < BOT_ACTIONS_PER_REQUEST) {
    const active = ruleset.status(run.state).active;
    // A late seat's pending decisions end when it is no longer to act.
    for (const s of late) if (!active.includes(s) && !regular.has(s)) playing.delete(s);
    const one = runBots(ruleset, game.seed, playing, run.state, game.version + run.steps.length, 1);
    if (one.steps.length === 0) break;
    run.state = one.state;
    run.log.push(...one.log);
    run.steps.push(...one.steps);
  }
  return run;
}

/**
 * The commit that closes a waiting game (status `aborted`) for the cron, or null when `game` as
 * read is no longer one to close (a join or another run got there first): a stale game nobody
 * finished joining within WAITING_GAME_TTL_MS, or an open game or rematch offer nobody filled
 * within a week, whose joined seats are mailed. Run by the game's writer, or here without one.
 */
export function closeCommit(game: GameRow, kind: Exclude<CloseKind, 'unstarted'>, now: number): Commit | null {
  if (game.status !== 'waiting') return null;
  const set = { status: 'aborted' as const, updatedAt: now, nextCheckAt: null };
  if (kind === 'stale') return game.updatedAt < now - WAITING_GAME_TTL_MS ? { game, steps: [], from: 'waiting', set } : null;
  if (!(game.open || game.rematchOf !== null) || game.createdAt >= now - OPEN_GAME_TTL_MS) return null;
  const mail = emptyQueue();
  queueEmails(
    mail,
    game,
    game.seats.filter((s) => s.joined && !s.bot).map((s) => s.seat),
    'expired',
    {},
    now,
  );
  return { game, steps: [], from: 'waiting', set, mail };
}

/** Closes one waiting game: by its writer when there is one, else here in one guarded commit; whether it closed. */
async function closeGame(
  db: Db,
  game: GameRow,
  kind: Exclude<CloseKind, 'unstarted'>,
  now: number,
  announce: (gameId: string, revision: number) => void,
  writers: GameWriters | null,
): Promise<boolean> {
  if (writers) return writers.close(game.id, kind, now).catch((err: unknown) => (console.error(`cron: closing ${game.id}`, err), false));
  const commit = closeCommit(game, kind, now);
  const closed = commit ? await commitActions(db, commit) : null;
  if (!closed?.ok) return false;
  announce(game.id, closed.game.revision);
  return true;
}

/**
 * Games still waiting for players after WAITING_GAME_TTL_MS are aborted, freeing their invite
 * links: each in one move-store commit guarded like any change of the game (so a join that lands
 * first wins, and overlapping runs abort a game once), by the game's writer, which tells its pages.
 */
async function abortStaleGames(db: Db, now: number, announce: (gameId: string, revision: number) => void, writers: GameWriters | null): Promise<number> {
  let aborted = 0;
  for (;;) {
    const stale = await db
      .select()
      .from(games)
      .where(and(eq(games.status, 'waiting'), lt(games.updatedAt, now - WAITING_GAME_TTL_MS)))
      .limit(GAMES_PER_RUN);
    let changed = 0;
    for (const game of stale) if (await closeGame(db, game, 'stale', now, announce, writers)) changed++;
    aborted += changed;
    // A page whose games all changed under this run is read again; one that changed none ends the loop.
    if (stale.length < GAMES_PER_RUN || changed === 0) return aborted;
  }
}

/**
 * Open games and rematch offers nobody finished joining within a week are closed (status `aborted`), each in one
 * move-store commit guarded like a move, so overlapping runs close a game and mail its seats once.
 */
async function expireOpenGames(db: Db, now: number, announce: (gameId: string, revision: number) => void, writers: GameWriters | null): Promise<number> {
  const stale = await db
    .select()
    .from(games)
    .where(and(eq(games.status, 'waiting'), or(eq(games.open, true), isNotNull(games.rematchOf)), lt(games.createdAt, now - OPEN_GAME_TTL_MS)))
    .limit(GAMES_PER_RUN);
  let closed = 0;
  for (const game of stale) if (await closeGame(db, game, 'expired', now, announce, writers)) closed++;
  return closed;
}
