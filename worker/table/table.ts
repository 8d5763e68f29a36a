/**
 * Around the table: a seat's private note on a game, and the rematch a seat offers when a game
 * is over. Both need the seat's own token; neither appears in the archive or the record.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { games, seatNotes, seats } from '@db/schema';
import type { CreateGameBody, JoinGameBody, RematchJoined, SeatNote } from '@schema/api';
import { commitPlan } from '../store/move-store';
import type { NotifyConfig } from '../store/notify-config';
import type { Db } from '../store/db';
import { Refusal, errors } from '../store/refusal';
import { type LoadedGame, createPlan } from '../store/games';
import * as plan from '../store/plan';
import type { Plan } from '../store/plan';
import { seatToken } from '../store/ids';
import { emptyQueue, queueEmails, runAll } from '../store/notify-queue';
import { iso, timeControlOf } from '../store/payload';

export async function readNote(db: Db, loaded: LoadedGame): Promise<SeatNote> {
  if (loaded.seat === null) throw errors.unauthorized();
  const row = await db.query.seatNotes.findFirst({ where: and(eq(seatNotes.gameId, loaded.game.id), eq(seatNotes.seat, loaded.seat)) });
  return { text: row?.text ?? '', updatedAt: row ? iso(row.updatedAt) : null };
}

/** Saves the note (an empty text deletes it). */
export async function writeNote(db: Db, loaded: LoadedGame, text: string, now: number): Promise<SeatNote> {
  if (loaded.seat === null) throw errors.unauthorized();
  const where = and(eq(seatNotes.gameId, loaded.game.id), eq(seatNotes.seat, loaded.seat));
  if (!text) {
    await db.delete(seatNotes).where(where);
    return { text: '', updatedAt: null };
  }
  await db
    .insert(seatNotes)
    .values({ gameId: loaded.game.id, seat: loaded.seat, text, updatedAt: now })
    .onConflictDoUpdate({ target: [seatNotes.gameId, seatNotes.seat], set: { text, updatedAt: now } });
  return { text, updatedAt: iso(now) };
}

/**
 * A rematch: the first seat to ask creates a new game with the same ruleset, player count,
 * options, deadline policy, listing, webhook and bots, and takes its first seat; every later
 * player of the old game who asks takes a free seat of it, under the same name and email. Asking
 * again answers the same seat (its link is derived from the server secret). The other players
 * are mailed the offer; seats nobody takes within a week close it (the cron aborts the game).
 *
 * `rematchPlan` is the plan (worker/store/plan.ts) the finished game's writer runs: the new game's
 * batch, then the batch that links it to this one (guarded: whoever links first wins), and, when
 * that guard was lost, the batch that closes the game it made. Its value's `linked` is set when it
 * linked this game to a new one (the revision that write gave this game: its pages are told), and
 * `revision` when it seated a player in an existing rematch (that game's writer tells its own).
 */
type Rematched = RematchJoined & { revision?: number; linked?: number };

/**
 * How a rematch's seat is taken: by the rematch game's own writer (worker/live/object.ts), which
 * writes it (a join) and also tells its pages.
 */
export type RematchJoin = (
  gameId: string,
  joinCode: string,
  body: JoinGameBody,
  now: number,
  as: { rematchFrom: number; playerId: string | null },
) => Promise<{ seat: number; token: string; outbox: string[]; revision?: number }>;

export async function rematchPlan(db: Db, config: NotifyConfig, loaded: LoadedGame, now: number, join: RematchJoin): Promise<Plan<Rematched>> {
  const { game, seat } = loaded;
  if (seat === null) throw errors.unauthorized();
  if (game.status !== 'finished') throw new Refusal('not_finished', 'A rematch can be offered once the game is over.');
  const me = await db.query.seats.findFirst({ where: and(eq(seats.gameId, game.id), eq(seats.seat, seat)) });
  if (!me) throw errors.unauthorized();
  if (game.rematchId) return plan.done(await seatIn(db, config, game.rematchId, seat, me, now, join));
  const bots = game.seats.filter((s) => s.bot);
  const body: CreateGameBody = {
    ruleset: game.ruleset,
    players: game.players,
    options: game.options,
    name: me.name,
    ...(me.email ? { email: me.email } : {}),
    // The seat's language (#45): its mails in the rematch speak it, as in the game it follows.
    ...(me.language ? { language: me.language } : {}),
    listed: game.listed,
    live: game.liveListed,
    // The same time control (a bank's terms, weekends off) as the game it follows.
    timeControl: timeControlOf(game),
    ...(game.timeRules.weekendsOff ? { weekendsOff: true } : {}),
    onTimeout: game.onTimeout,
    ...(game.seats[seat]?.tz ? { timeZone: game.seats[seat]?.tz } : {}),
    ...(bots.length ? { bots: bots.length, botLevel: bots[0]?.bot ?? 'good' } : {}),
    ...(game.webhookUrl ? { webhookUrl: game.webhookUrl } : {}),
    ...(game.rated ? { rated: true } : {}),
    ...(game.takeBackSeconds ? { takeBackSeconds: game.takeBackSeconds } : {}),
  };
  // The seat's player (worker/players/) holds the rematch's seat too.
  return plan.andThen(await createPlan(db, config, body, now, me.playerId), (created): Plan<Rematched> => {
    // Whoever links first wins; a second offer made at the same moment closes its own game.
    const mail = emptyQueue();
    const others = game.seats.filter((s) => !s.bot && s.seat !== seat).map((s) => s.seat);
    queueEmails(mail, game, others, 'rematch', { by: me.name, rematchId: created.gameId }, now);
    return {
      commit: [
        // The revision moves so the finished game's pages (their ETags) show the offer.
        db
          .update(games)
          .set({ rematchId: created.gameId, revision: sql`${games.revision} + 1` })
          .where(and(eq(games.id, game.id), isNull(games.rematchId)))
          .returning({ revision: games.revision }),
        db.update(games).set({ rematchOf: game.id }).where(eq(games.id, created.gameId)),
        db
          .update(seats)
          .set({ rematchFrom: seat })
          .where(and(eq(seats.gameId, created.gameId), eq(seats.seat, 0))),
        ...runAll(db, mail, sql`exists (select 1 from games where id = ${game.id} and rematch_id = ${created.gameId})`),
      ],
      settle: async ([linked]) => {
        const made = (linked as { revision: number }[])[0];
        if (made) {
          return plan.done({
            gameId: created.gameId,
            seat: 0,
            token: created.token,
            urls: { play: `/g/${created.gameId}#t=${created.token}` },
            outbox: [...created.outbox, ...mail.ids],
            linked: made.revision,
          });
        }
        // The game this call made and could not link is closed through the move store's guard, like every
        // other write of a game row (nobody else knows it: it was never linked).
        const orphan = await db.query.games.findFirst({ where: eq(games.id, created.gameId) });
        const closed: Plan<unknown> = orphan
          ? await commitPlan(db, { game: orphan, from: 'waiting', steps: [], set: { status: 'aborted', updatedAt: now } })
          : plan.done(null);
        return plan.andThen(closed, async () => {
          const fresh = await db.query.games.findFirst({ columns: { rematchId: true }, where: eq(games.id, game.id) });
          if (!fresh?.rematchId) throw new Error('rematch: lost the race but no rematch is linked');
          return plan.done(await seatIn(db, config, fresh.rematchId, seat, me, now, join));
        });
      },
    };
  });
}

/** The seat `seat`'s player holds, or takes (`join`: the rematch's own writer writes it), in the linked rematch `rematchId`. */
async function seatIn(
  db: Db,
  config: NotifyConfig,
  rematchId: string,
  seat: number,
  me: typeof seats.$inferSelect,
  now: number,
  join: RematchJoin,
): Promise<Rematched> {
  const next = await db.query.games.findFirst({ where: eq(games.id, rematchId) });
  if (!next) throw errors.gameNotFound();
  const mine = await db.query.seats.findFirst({ where: and(eq(seats.gameId, next.id), eq(seats.rematchFrom, seat)) });
  if (mine) {
    const gen = next.seats[mine.seat]?.gen ?? 0;
    const token = await seatToken(config.secret, next.id, mine.seat, gen);
    return { gameId: next.id, seat: mine.seat, token, urls: { play: `/g/${next.id}#t=${token}` }, outbox: [] };
  }
  if (next.status === 'aborted') throw new Refusal('rematch_closed', 'The rematch was closed: its seats were not taken within a week.');
  // One guarded write: the seat and its old seat number go in one batch, and the unique index on
  // (game, rematch_from) fails a second seat for the same old seat whole (a double click).
  let joined: Awaited<ReturnType<RematchJoin>>;
  try {
    joined = await join(
      next.id,
      next.joinCode,
      { name: me.name, ...(me.email ? { email: me.email } : {}), ...(me.language ? { language: me.language } : {}) },
      now,
      {
        rematchFrom: seat,
        playerId: me.playerId,
      },
    );
  } catch (err) {
    const won = await db.query.seats.findFirst({ where: and(eq(seats.gameId, next.id), eq(seats.rematchFrom, seat)) });
    if (!won) throw err;
    const token = await seatToken(config.secret, next.id, won.seat, 0);
    return { gameId: next.id, seat: won.seat, token, urls: { play: `/g/${next.id}#t=${token}` }, outbox: [] };
  }
  return {
    gameId: next.id,
    seat: joined.seat,
    token: joined.token,
    urls: { play: `/g/${next.id}#t=${joined.token}` },
    outbox: joined.outbox,
    ...(joined.revision === undefined ? {} : { revision: joined.revision }),
  };
}
