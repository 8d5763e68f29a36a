/**
 * A tournament's games: each table of a round is an ordinary game, created with every seat taken
 * by its player (signed in, with the player's address, so the start mail, push and My games
 * carry the seat link), on the tournament's time control. And a table still playing when its
 * round ends, settled by the host's rule: the good bot plays every seat to the end, or the seats
 * whose turn it is forfeit. Both write through the move store (guarded), and the game's pages are told.
 */
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { type GameRow, type PlayerRow, type SeatInfo, type TournamentRow, logEntries, pushSubscriptions } from '@db/schema';
import { PUSH_SUBSCRIPTIONS_PER_SEAT } from '../notify/push';
import type { LogEntry } from '@engine/index';
import type { BotLevel } from '@engine/bots';
import type { NotifyConfig } from '../store/notify-config';
import { emptyQueue, queueForChange, runAll } from '../store/notify-queue';
import { forfeitCommit } from '../store/forfeit';
import { BOT_ACTIONS_PER_REQUEST, runBots } from '../store/bots';
import type { Db } from '../store/db';
import { clockOfCreate, newGameColumns, seatInsert, startGame } from '../store/games';
import { hashToken, newJoinCode, newSeed, seatToken } from '../store/ids';
import { commitActions, insertGamePlan, playedCommit, rulesetOf, timingOf } from '../store/move-store';
import { execute } from '../store/plan';
import { deadlineOf } from '../store/clocks';
import { getRuleset } from '@engine/index';

/** A bot may play at most this many actions to settle one table (far above any real game's length). */
const SETTLE_ACTIONS = 20_000;

/** Who sits at a table: a player, or a bot entrant the host added (issue #58), which plays its own seat. */
export type TableEntrant = { kind: 'player'; player: PlayerRow } | { kind: 'bot'; level: BotLevel; name: string };

/** Creates the game of one table (its id chosen with the round); false when it already exists. Its mail's outbox ids go to `outbox`. */
export async function createTableGame(
  db: Db,
  config: NotifyConfig,
  t: TournamentRow,
  round: number,
  gameId: string,
  seated: readonly TableEntrant[],
  now: number,
  outbox: string[] = [],
): Promise<boolean> {
  const ruleset = getRuleset(t.ruleset);
  if (!ruleset) throw new Error(`tournament ${t.id}: unknown ruleset ${t.ruleset}`);
  const settings = t.settings;
  const made = clockOfCreate({ timeControl: settings.timeControl, onTimeout: settings.settle, weekendsOff: settings.weekendsOff });
  // The host's "no time away": the game's clocks ignore every absence (worker/store/away.ts).
  const clock = settings.awayAllowed ? made : { ...made, rules: { ...made.rules, noAway: true } };
  const options = ruleset.optionsSchema.parse(settings.options) as Record<string, unknown>;
  const hashes = await Promise.all(seated.map(async (_, seat) => hashToken(await seatToken(config.secret, gameId, seat, 0))));
  // A bot entrant's seat is a bot's from the start, as a created game's bot seats (no token, no seat
  // row, no mail). A player's seat is theirs: their address (proven), mail mode (seatInsert) and time zone (#57).
  const seatList: SeatInfo[] = seated.map((p, seat) =>
    p.kind === 'bot'
      ? { seat, name: p.name, joined: true, bot: p.level }
      : {
          seat,
          name: p.player.name,
          joined: true,
          tokenHash: hashes[seat] as string,
          gen: 0,
          signedIn: true,
          ...(p.player.settings.timeZone ? { tz: p.player.settings.timeZone } : {}),
        },
  );
  const people = seated.flatMap((p, seat) => (p.kind === 'player' ? [{ p: p.player, seat }] : []));
  const timing = { clocks: [], deadlineHours: clock.deadlineHours, onTimeout: clock.onTimeout, timeRules: clock.rules };
  for (let attempt = 0; attempt < 3; attempt++) {
    const seed = newSeed();
    const start = startGame(ruleset, seed, seated.length, options, seatList, now, timing);
    const mail = emptyQueue();
    queueForChange(
      mail,
      { id: gameId, webhookUrl: null },
      { prevActive: [], active: start.columns.active, started: true, finished: start.columns.status === 'finished', actor: null, allSeats: seatList },
      now,
    );
    const inserted = await execute(
      db,
      insertGamePlan(
        db,
        {
          ...newGameColumns(gameId, ruleset, options, seed, seatList, now, clock),
          joinCode: newJoinCode(),
          listed: true,
          liveListed: false,
          open: false,
          webhookUrl: null,
          rated: settings.rated,
          takeBackSeconds: 0,
          tournamentId: t.id,
          tournamentRound: round,
          ...start.columns,
          version: start.steps.length,
          revision: 1,
        },
        start.steps,
        (guard) => [
          ...people.map(({ p, seat }) =>
            seatInsert(
              db,
              {
                gameId,
                seat,
                name: p.name,
                email: p.email,
                tokenHash: hashes[seat] as string,
                joinedAt: now,
                playerId: p.id,
                language: p.settings.language,
              },
              guard,
            ),
          ),
          // A player's browsers that take pushes for their other seats take this game's too: the
          // round's start push reaches a device before any page of the new game was open.
          ...people.map(({ p, seat }) => carrySubscriptions(db, gameId, seat, p.id, now, guard)),
          ...runAll(db, mail, guard),
        ],
        start.log,
      ),
    );
    if (inserted.ok) {
      outbox.push(...mail.ids);
      return true;
    }
    // The id taken means the game exists (another run made it); else the join code clashed: draw again.
    const exists = await db.query.games.findFirst({ columns: { id: true }, where: (g, { eq }) => eq(g.id, gameId) });
    if (exists) return false;
  }
  throw new Error(`tournament ${t.id}: could not create game ${gameId}`);
}

/** Copies the newest subscriptions (one per endpoint, at most a seat's allowance) of the player's other seats to their seat of `gameId`. */
function carrySubscriptions(db: Db, gameId: string, seat: number, playerId: string, now: number, guard: SQL) {
  return db.insert(pushSubscriptions).select(
    sql`select ${gameId}, ${seat}, p.endpoint, p.p256dh, p.auth, ${now}
      from push_subscriptions p join seats s on s.game_id = p.game_id and s.seat = p.seat
      where s.player_id = ${playerId} and p.game_id != ${gameId} and ${guard}
        and p.created_at = (select max(q.created_at) from push_subscriptions q join seats r on r.game_id = q.game_id and r.seat = q.seat
          where r.player_id = ${playerId} and q.endpoint = p.endpoint)
      group by p.endpoint order by max(p.created_at) desc limit ${PUSH_SUBSCRIPTIONS_PER_SEAT}`,
  );
}

/**
 * Settles a game still playing at its round's end. `bot`: the good bot plays every seat to the
 * end (each seat marked as stood in for), so the result is the ruleset's own. `forfeit`: the
 * seats to act forfeit and rank last, the others share the win. Returns the seats that were to
 * act (the late ones) and the game as written, or null when another write got there first.
 */
export async function settleGame(
  db: Db,
  game: GameRow,
  rule: 'bot' | 'forfeit',
  now: number,
): Promise<{ game: GameRow; late: number[]; overdue: number[]; outbox: string[] } | null> {
  if (game.status !== 'active') return null;
  const late = [...game.active];
  // Of the seats to act, those whose own clock has run out by the round's end: they timed out.
  const timing = timingOf(game);
  const overdue = late.filter((seat) => {
    const clock = game.clocks.find((k) => k.seat === seat);
    const deadline = clock ? deadlineOf(clock, timing) : null;
    return deadline !== null && deadline <= now;
  });
  const lateNames = late.map((s) => `{seat:${s}}`).join(' and ');
  if (rule === 'forfeit') {
    const summary = `${lateNames} did not finish before the round's end and ${late.length > 1 ? 'forfeit' : 'forfeits'}.`;
    const entry: LogEntry = { kind: 'round-end', text: summary, ...(late.length === 1 ? { seat: late[0] } : {}), args: { seats: late, rule: 'forfeit' } };
    const done = await commitActions(db, forfeitCommit(game, late, entry, 0, now));
    return done.ok ? { game: done.game, late, overdue, outbox: done.outbox } : null;
  }
  const ruleset = rulesetOf(game);
  const seats = game.seats.map((s): SeatInfo => (s.bot ? s : { ...s, bot: 'good', standIn: 'absent' }));
  const playing = new Map<number, BotLevel>(seats.map((s) => [s.seat, (s.bot ?? 'good') as BotLevel]));
  const steps: { seq: number; seat: number; action: unknown }[] = [];
  const log: LogEntry[] = [
    {
      kind: 'round-end',
      text: `The round ended with ${lateNames} to act: a bot plays the game out for every seat.`,
      ...(late.length === 1 ? { seat: late[0] } : {}),
      // Its args, so a page says it in the reader's language (it was English everywhere: #45 item 1).
      args: { seats: late, rule: 'bot' },
    },
  ];
  let state = game.state;
  let status: ReturnType<typeof runBots>['status'];
  while (steps.length < SETTLE_ACTIONS) {
    const run = runBots(ruleset, game.seed, playing, state, game.version + steps.length, BOT_ACTIONS_PER_REQUEST);
    steps.push(...run.steps);
    log.push(...run.log);
    state = run.state;
    status = run.status ?? ruleset.status(state);
    if (status.finished || run.steps.length === 0) break;
  }
  const commit = playedCommit(ruleset, { ...game, seats }, steps, state, log, null, now, status);
  commit.set.seats = seats;
  const done = await commitActions(db, commit);
  return done.ok ? { game: done.game, late, overdue, outbox: done.outbox } : null;
}

/** The seats whose clock ran out during a game: named by its log entries of a deadline (worker/cron/scheduled.ts: "timeout", "forfeit"). */
export async function timedOutSeats(db: Db, gameId: string): Promise<number[]> {
  const rows = await db
    .select({ entry: logEntries.entry })
    .from(logEntries)
    .where(and(eq(logEntries.gameId, gameId), sql`json_extract(${logEntries.entry}, '$.kind') in ('timeout', 'forfeit')`));
  const seats = new Set<number>();
  for (const { entry } of rows) {
    if (typeof entry.seat === 'number') seats.add(entry.seat);
    const named = entry.args?.seats;
    if (Array.isArray(named)) for (const s of named) if (typeof s === 'number') seats.add(s);
    for (const m of entry.text.matchAll(/\{seat:(\d+)\}/g)) seats.add(Number(m[1]));
  }
  return [...seats];
}
