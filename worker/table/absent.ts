/**
 * onTimeout "ask" (issue #31, item 7): when a seat's time runs out, the other seats vote on what
 * the table does: wait one more period, let the good bot play the seat until its player returns,
 * give the seat to someone new (a fresh link; the old token stops working; the record names
 * both), or end the game. A majority of the voters (the other seats a person holds) decides at
 * once; when all have voted without one, or a day after the vote opened, the votes cast decide
 * (most votes; a tie or none waits). Every step is one move-store commit, returned as its plan
 * (worker/store/plan.ts) for the game's writer to run, so a vote opens, and its mail goes out, once.
 */
import { type SQL, and, eq } from 'drizzle-orm';
import { type AbsentVote, type GameRow, type SeatInfo, emailOutbox, players, pushSubscriptions, seatNotes, seats as seatRows } from '@db/schema';
import type { LogEntry } from '@engine/index';
import type { AbsentBody, AbsentChoice, ClaimBody } from '@schema/api';
import { Refusal, errors, playerErrors } from '../store/refusal';
import { queueConfirmation } from '../store/mail-addresses';
import { emptyQueue, queueEmails, queueOwedTurn, queuePushes } from '../store/notify-queue';
import { VOTE_DECIDES_MS } from '../store/absent-clock';
import { botSeatsOf, runBots } from '../store/bots';
import { HOUR_MS, nextClocks } from '../store/clocks';
import type { Db } from '../store/db';
import { type LoadedGame, type Played, playedOrRefused } from '../store/games';
import { hashToken, newToken, sameString, seatToken } from '../store/ids';
import { type CommitResult, commitPlan, playedCommit, rulesetOf, stateColumns, timingOf } from '../store/move-store';
import { type Plan, andThen, done } from '../store/plan';
import { cancelPlan, peopleSeats } from './resign';

/** Who votes on `absent`: the other seats a person holds. */
export function votersOf(game: Pick<GameRow, 'seats'>, absent: number): number[] {
  return peopleSeats(game.seats).filter((s) => s !== absent);
}

/**
 * The choice the votes make: a majority of the voters at once; once every voter has voted, or
 * `closing` (a day has passed), the most votes cast, and a tie (or no vote) waits. Null: not yet.
 */
export function decision(votes: AbsentVote['votes'], voters: readonly number[], closing: boolean): AbsentChoice | null {
  const cast = voters.map((v) => votes[String(v)]).filter((c): c is AbsentChoice => c !== undefined);
  const counts = new Map<AbsentChoice, number>();
  for (const c of cast) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [choice, n] of counts) if (n * 2 > voters.length) return choice;
  if (!closing && cast.length < voters.length) return null;
  const top = Math.max(0, ...counts.values());
  const leaders = [...counts].filter(([, n]) => n === top).map(([c]) => c);
  return leaders.length === 1 && leaders[0] ? leaders[0] : 'wait';
}

/**
 * The clock check of an "ask" game whose seat(s) ran out of time (cron/scheduled.ts `checkClocks`):
 * opens the vote on the first late seat when none is open, or decides an open vote a day old.
 * `late` excludes the seat a vote is open on. Its plan: the caller (the game's writer) runs it.
 */
export async function onAskTimeout(
  db: Db,
  game: GameRow,
  late: readonly number[],
  now: number,
): Promise<Plan<{ reminders: number; forfeit: boolean; game: GameRow | null }>> {
  const open = game.absent;
  if (open) {
    if (open.since + VOTE_DECIDES_MS > now) return done({ reminders: 0, forfeit: false, game: null });
    const choice = decision(open.votes, votersOf(game, open.seat), true) ?? 'wait';
    return andThen(await decide(db, game, open, choice, now), timedOut);
  }
  const seat = late[0];
  if (seat === undefined) return done({ reminders: 0, forfeit: false, game: null });
  const voters = votersOf(game, seat);
  const vote: AbsentVote = { seat, since: now, votes: {} };
  // Nobody to ask (every other seat a bot): the table waits, as a tie would.
  if (!voters.length) return andThen(await decide(db, game, vote, 'wait', now), timedOut);
  const mail = emptyQueue();
  const name = game.seats[seat]?.name ?? `Seat ${seat + 1}`;
  queueEmails(mail, game, voters, 'absent', { name }, now);
  queuePushes(mail, game, voters, 'absent', { name }, now);
  const entry: LogEntry = {
    kind: 'absent',
    text: `{seat:${seat}} ran out of time: the others choose whether to wait, let a bot play, give the seat to someone new or end the game.`,
    seat,
    args: { seat },
  };
  const withVote = { ...game, absent: vote };
  const set = { absent: vote, nextCheckAt: stateColumns(rulesetOf(game), game.state, now, withVote).nextCheckAt };
  return andThen(await commitPlan(db, { game, steps: [], set, log: [entry], mail }), timedOut);
}

/** A clock check's report of an "ask" game's commit: the row it wrote, or null when its guard did not hold. */
function timedOut(written: CommitResult) {
  return done({ reminders: 0, forfeit: false, game: written.ok ? written.game : null });
}

/** POST /api/games/:id/absent: a vote (or, from the absent seat itself, `back`): the plan of its one batch (the game's writer runs it). */
export async function voteAbsent(db: Db, loaded: LoadedGame, body: AbsentBody, now: number): Promise<Plan<Played>> {
  const { game, seat } = loaded;
  if (seat === null) throw errors.unauthorized();
  if (game.status !== 'active') throw errors.notActive(game.status);
  if (body.choice === 'back') return takeSeatBack(db, game, seat, body.seat, now);
  const open = game.absent;
  if (!open || open.seat !== body.seat)
    throw new Refusal('no_vote', 'No vote is open on that seat: its time has not run out, or the table has already decided.');
  if (!votersOf(game, open.seat).includes(seat)) throw new Refusal('not_a_voter', 'Only the other players at the table vote on an absent seat.');
  const vote: AbsentVote = { ...open, votes: { ...open.votes, [String(seat)]: body.choice } };
  const choice = decision(vote.votes, votersOf(game, open.seat), false);
  const batch = choice
    ? await decide(db, game, vote, choice, now)
    : await commitPlan(db, { game, steps: [], set: { absent: vote, updatedAt: now }, readTail: true });
  return andThen(batch, playedOrRefused);
}

/** The owner of a seat the bot plays for them (`standIn: 'absent'`) takes it back. */
async function takeSeatBack(db: Db, game: GameRow, seat: number, target: number, now: number): Promise<Plan<Played>> {
  if (seat !== target) throw new Refusal('not_your_seat', 'Only the player of that seat can take it back.');
  const mine = game.seats[seat];
  if (mine?.standIn !== 'absent') throw new Refusal('not_stood_in', 'No bot is playing this seat for you: it is already yours.');
  const seats = game.seats.map((s) => (s.seat === seat ? ownSeat(s) : s));
  // A fresh clock if it is the seat's turn: its player has just come back.
  const { clocks, rules } = nextClocks(
    game.clocks.filter((c) => c.seat !== seat),
    game.active,
    now,
    timingOf(game),
  );
  const after = { ...game, seats, clocks, timeRules: rules };
  const set = { seats, clocks, timeRules: rules, nextCheckAt: stateColumns(rulesetOf(game), game.state, now, after).nextCheckAt, updatedAt: now };
  const entry: LogEntry = { kind: 'back', text: `{seat:${seat}} is back and plays their own seat again.`, seat, args: { seat } };
  return andThen(await commitPlan(db, { game, steps: [], set, log: [entry], readTail: true }), playedOrRefused);
}

function ownSeat(s: SeatInfo): SeatInfo {
  const { bot: _b, standIn: _s, ...rest } = s;
  return rest;
}

/** Carries out the table's choice on the absent seat: the plan of one commit, which also closes the vote. */
async function decide(db: Db, game: GameRow, vote: AbsentVote, choice: AbsentChoice, now: number): Promise<Plan<CommitResult>> {
  const seat = vote.seat;
  const ruleset = rulesetOf(game);
  if (choice === 'end') return cancelPlan(db, { ...game }, now, 'vote');
  if (choice === 'wait') {
    // One more period: the per-move time, or in a bank game the bank's starting time (its own bank ran out).
    const periodHours = game.deadlineHours ?? game.timeRules.bank?.initialHours ?? null;
    const clocks = game.clocks.map((c) =>
      c.seat === seat ? { seat, since: now, reminded: 0, ...(periodHours === null ? {} : { allowMs: periodHours * HOUR_MS }) } : c,
    );
    const after = { ...game, clocks, absent: null };
    const hours = periodHours === null ? '' : ` ${periodHours} more hours`;
    const entry: LogEntry = { kind: 'absent-wait', text: `The table waits${hours} for {seat:${seat}}.`, seat, args: { seat, hours: periodHours } };
    const set = { clocks, absent: null, nextCheckAt: stateColumns(ruleset, game.state, now, after).nextCheckAt, updatedAt: now };
    return commitPlan(db, { game, steps: [], set, log: [entry], readTail: true });
  }
  // bot, replace: the good bot plays the seat from now on (until its owner, or a new player, takes it).
  const seats = game.seats.map((s): SeatInfo => {
    if (s.seat !== seat) return s;
    const stood: SeatInfo = { ...s, bot: 'good', standIn: choice === 'bot' ? 'absent' : 'replace' };
    if (choice === 'replace') {
      // The old token stops working: its hash leaves the row, and the next token is another generation.
      delete stood.tokenHash;
      stood.gen = (s.gen ?? 0) + 1;
      stood.claim = newToken();
      // Nothing of its old owner stays on the seat: no account, no time zone (issue #43, item 2).
      delete stood.signedIn;
      delete stood.tz;
    }
    return stood;
  });
  const after = { ...game, seats, absent: null };
  const bots = runBots(ruleset, game.seed, botSeatsOf(seats, now, game.timeRules), game.state, game.version);
  const text =
    choice === 'bot'
      ? `The table chose a bot to play for {seat:${seat}} until they return.`
      : `The table gives {seat:${seat}}'s seat to someone new; a bot plays it until they take it.`;
  const commit = playedCommit(ruleset, after, bots.steps, bots.state, [{ kind: `absent-${choice}`, text, seat }, ...bots.log], null, now, bots.status);
  commit.game = game;
  commit.set = { ...commit.set, seats, absent: null };
  commit.readTail = true;
  if (choice === 'replace') {
    // The seat row's token hash goes too, so the old token is unknown (401), not another game's.
    const revoked = await hashToken(newToken());
    commit.also = (guard) => retireSeat(db, game.id, seat, revoked, guard);
  }
  return commitPlan(db, commit);
}

/**
 * Retiring a seat's token takes away everything that hangs on it, in the batch that retires it
 * (issue #43, item 2): the old owner's address, account, settings (mute, digest, presence, the
 * client it joined from), push subscriptions and private note, and every mail or push still
 * queued for the seat (its link, rendered at send time, would be the newcomer's).
 */
function retireSeat(db: Db, gameId: string, seat: number, tokenHash: string, guard: SQL) {
  const here = (table: typeof seatRows | typeof pushSubscriptions | typeof seatNotes | typeof emailOutbox) =>
    and(eq(table.gameId, gameId), eq(table.seat, seat), guard);
  return [
    db.update(seatRows).set({ tokenHash, email: null, playerId: null, muted: false, digest: false, lastSeenAt: null, client: null }).where(here(seatRows)),
    db.delete(pushSubscriptions).where(here(pushSubscriptions)),
    db.delete(seatNotes).where(here(seatNotes)),
    db
      .update(emailOutbox)
      .set({ status: 'skipped', lastError: 'the seat was given to someone new' })
      .where(and(here(emailOutbox), eq(emailOutbox.status, 'pending'))),
  ];
}

/**
 * POST /api/games/:id/claim: a newcomer takes a seat the table gave away, with its link's key.
 * `playerId`: the signed-in player claiming it. A rated game's seat is claimed signed in, by an
 * account holding no other seat of the game, and becomes that account's (its rating); an unrated
 * claim binds no account (its holder proves the seat to an account later with its token). The
 * address typed in the claim is only a claim: it never makes the seat anyone's (issue #43, item 5).
 * The plan of its one guarded batch (worker/store/plan.ts), which the game's writer runs: a claim
 * that lost the row to another write (a racing claim or join) is refused `stale_version`.
 */
export async function claimPlan(db: Db, game: GameRow, secret: string, body: ClaimBody, now: number, playerId: string | null = null) {
  if (game.status !== 'active') throw errors.notActive(game.status);
  const seat = game.seats[body.seat];
  if (seat?.standIn !== 'replace' || !seat.claim || !sameString(seat.claim, body.key)) {
    throw new Refusal('unknown_claim', 'That seat link does not match a seat waiting for a new player; it may have been taken already.');
  }
  const holder = game.rated ? await ratedClaimant(db, game.id, playerId) : null;
  // Claimed signed in (#57): without an address typed, the seat gets the account's; an address the
  // session is signed in with is proven for it (as at a join), and the account's mail mode and time zone come too.
  const account = playerId ? await db.query.players.findFirst({ where: eq(players.id, playerId) }) : undefined;
  const email = body.email ?? account?.email ?? null;
  const proven = account && email?.trim().toLowerCase() === account.email ? now : null;
  const mode = account?.settings.mail;
  const zone = account?.settings.timeZone;
  const gen = seat.gen ?? 1;
  const token = await seatToken(secret, game.id, seat.seat, gen);
  const tokenHash = await hashToken(token);
  const seats = game.seats.map((s): SeatInfo => {
    if (s.seat !== seat.seat) return s;
    // The newcomer is the signed-in claimant of a rated game, else nobody's account (the row's player_id below).
    const { bot: _b, standIn: _s, claim: _c, acted: _a, signedIn: _p, ...rest } = s;
    return {
      ...rest,
      ...(zone ? { tz: zone } : {}),
      name: body.name,
      tokenHash,
      gen,
      formerly: [...(s.formerly ?? []), s.name],
      replacedAt: now,
      ...(holder ? { signedIn: true as const } : {}),
    };
  });
  const { clocks, rules } = nextClocks(
    game.clocks.filter((c) => c.seat !== seat.seat),
    game.active,
    now,
    timingOf(game),
  );
  const after = { ...game, seats, clocks, timeRules: rules };
  const mail = emptyQueue();
  if (body.email) queueConfirmation(mail, game.id, seat.seat, body.email, now);
  // The seat's turn, if it is to act, starts now for the newcomer: its turn mail, when its address is proven already.
  const clock = clocks.find((c) => c.seat === seat.seat);
  if (clock) queueOwedTurn(mail, game, seat.seat, clock.since, now);
  const entry: LogEntry = {
    kind: 'replaced',
    text: `${body.name.replace(/[{}]/g, '')} takes the seat of ${seat.name.replace(/[{}]/g, '')}.`,
    seat: seat.seat,
    args: { name: body.name, formerly: seat.name },
  };
  const batch = await commitPlan(db, {
    game,
    steps: [],
    set: { seats, clocks, timeRules: rules, nextCheckAt: stateColumns(rulesetOf(game), game.state, now, after).nextCheckAt, updatedAt: now },
    log: [entry],
    mail,
    also: (guard) => [
      db
        .update(seatRows)
        .set({
          tokenHash,
          name: body.name,
          email,
          joinedAt: now,
          playerId: holder,
          emailProvenAt: proven,
          ...(body.language ? { language: body.language } : {}),
          ...(mode ? { digest: mode === 'digest', muted: mode === 'none' } : {}),
        })
        .where(and(eq(seatRows.gameId, game.id), eq(seatRows.seat, seat.seat), guard)),
    ],
  });
  return andThen(batch, (written) => {
    if (!written.ok) throw new Refusal('stale_version', 'The game changed while you took the seat; try the link again.');
    return done({ gameId: game.id, seat: seat.seat, token, outbox: written.outbox, game: written.game });
  });
}

/** The account that may claim a seat of a rated game: signed in (403), and holding no seat of it yet (409). */
async function ratedClaimant(db: Db, gameId: string, playerId: string | null): Promise<string> {
  if (!playerId) throw playerErrors.signInRequired();
  const seated = await db.query.seats.findFirst({ columns: { seat: true }, where: and(eq(seatRows.gameId, gameId), eq(seatRows.playerId, playerId)) });
  if (seated) throw new Refusal('already_seated', 'You already hold a seat in this rated game: each player plays one seat.');
  return playerId;
}
