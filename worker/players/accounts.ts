/**
 * A player's account (issue #32): made at the first sign-in, its seats claimed, My games on
 * every device, one settings object for all games, the export of everything about the player and
 * the deletion of the account. No function here returns an address to anyone but its owner.
 */
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  type PlayerRow,
  type PlayerSettings,
  calendarFeeds,
  chatMessages,
  games,
  passkeys,
  players,
  pushSubscriptions,
  ratingHistory,
  ratings,
  seatNotes,
  seats,
  sessions,
  webauthnChallenges,
} from '@db/schema';
import { normaliseName } from '@schema/names';
import { FORMER_PLAYER, botSeat } from '@schema/bot-seats';
import { awayUntil, deadlineOf } from '../store/clocks';
import { ownerOfAddress, setAway } from '../store/away';
import type { NotifyConfig } from '../store/notify-config';
import type { Db } from '../store/db';
import { Refusal } from '../store/refusal';
import { rulesetOf, timingOf } from '../store/move-store';
import { hashToken, newOutboxId, seatToken } from '../store/ids';
import { iso } from '../store/payload';
import { type SeatRef, confirmAddress } from '../store/mail-addresses';
import type { MeGame } from '@schema/api';
import type { Locale } from '@web/i18n/locales';
import { messagesFor } from '@web/i18n/worker-catalog';

/** The name archived seats of a deleted account show, stored in English; pages and mails say it in the reader's words (docs/i18n.md). */
export { FORMER_PLAYER };

/**
 * Signing in by link proves the address, exactly as a click on its confirmation mail does
 * (worker/store/mail-addresses.ts): its seats' mail may flow from now on. A suppression stands.
 * Whether it was confirmed only now.
 */
export async function markAddressConfirmed(db: Db, address: string, now = Date.now()): Promise<boolean> {
  return confirmAddress(db, address, now);
}

/**
 * A handle nobody has, stored with `handle_made_up` set: the sign-in page then offers to choose one,
 * and /me changes it. Its first word in the account's language ("spieler-…" for a German one, #58).
 */
function draftHandle(locale: Locale): string {
  const word = messagesFor(locale).server.newPlayerHandle;
  return `${HANDLE_WORD.test(word) ? word : 'player'}-${newOutboxId().slice(0, 8)}`;
}
/** A catalog's handle word fits a handle: lower-case a–z only (a pseudo-locale's would not). */
const HANDLE_WORD = /^[a-z]{3,12}$/;

/**
 * The player of an address, made on its first sign-in, named after the newest seat whose token this
 * browser holds (`tokens`), if any: a seat that merely carries the address may be a stranger's
 * (issue #43, item 5), and its name is not the player's to take; else "Player" in the language
 * the link is opened in (`locale`: a German reader is named "Spieler", #45, with the handle
 * "spieler-…", #58).
 */
export async function playerOfAddress(db: Db, address: string, now: number, tokens: readonly string[] = [], locale: Locale = 'en'): Promise<PlayerRow> {
  const existing = await db.query.players.findFirst({ where: eq(players.email, address) });
  if (existing) return existing;
  const hashes = await Promise.all(tokens.slice(0, 200).map((t) => hashToken(t)));
  const [seat] = hashes.length
    ? await db.select({ name: seats.name }).from(seats).where(inArray(seats.tokenHash, hashes)).orderBy(desc(seats.joinedAt)).limit(1)
    : [];
  const name = seat && seat.name !== FORMER_PLAYER ? seat.name : messagesFor(locale).server.newPlayerName;
  for (let attempt = 0; attempt < 3; attempt++) {
    // Of two first sign-ins at once, one insert wins and both read its row.
    await db
      .insert(players)
      .values({ id: newOutboxId(), email: address, handle: draftHandle(locale), handleMadeUp: true, name, createdAt: now })
      .onConflictDoNothing();
    const made = await db.query.players.findFirst({ where: eq(players.email, address) });
    if (made) return made;
  }
  throw new Error('sign-in: three drafted handles were taken');
}

/** Games whose writers a claim asks to mark its seats at the same time. */
const SIGN_AT_ONCE = 8;

/**
 * Claims seats for a player (issue #43, item 5): the unclaimed seats whose tokens this browser
 * holds, and the seats whose address is proven theirs (`email_proven_at`: the address's owner
 * signed in with it on that seat, or opened a link mailed for that seat, so they hold its link).
 * That keeps the contract's "a sign-in claims every seat of that address" for the seats that are
 * the address's, while an address someone merely typed on a seat claims nothing: anyone may type
 * anyone's. A seat another player claimed stays theirs, and in a rated game an account that holds
 * a seat claims no other. A seat claimed by its link is the player's as a seat taken signed in is
 * (#57): without an address it takes the account's, and the account's address on it is proven
 * now (the link proves the seat, the session the address); `proven` lists the seats whose address
 * this proved, for their games' writers to mail a turn under way. Then each game's writer marks
 * its claimed seats signed in (`sign`: worker/live/writer.ts seatSigner), so the games' payloads
 * say so (`players[].signedIn`).
 */
export async function claimSeats(
  db: Db,
  player: Pick<PlayerRow, 'id' | 'email' | 'settings'>,
  tokens: readonly string[],
  sign: (gameId: string, seats: number[]) => Promise<void>,
  now = Date.now(),
): Promise<{ claimed: number; proven: SeatRef[] }> {
  const hashes = await Promise.all(tokens.slice(0, 200).map((t) => hashToken(t)));
  const proven = and(sql`lower(${seats.email}) = ${player.email}`, isNotNull(seats.emailProvenAt));
  const byLink = hashes.length ? inArray(seats.tokenHash, hashes) : sql`0`;
  // One seat per account in a rated game: its rating is the account's.
  const oneRated = sql`not exists (select 1 from games g join seats o on o.game_id = g.id
    where g.id = ${seats.gameId} and g.rated = 1 and o.player_id = ${player.id})`;
  // (SET reads the row as it was.)
  const address = sql`coalesce(${seats.email}, ${player.email})`;
  const claim = db
    .update(seats)
    .set({
      playerId: player.id,
      email: sql`case when ${byLink} then ${address} else ${seats.email} end`,
      emailProvenAt: sql`case when ${byLink} and lower(${address}) = ${player.email} then coalesce(${seats.emailProvenAt}, ${now}) else ${seats.emailProvenAt} end`,
    })
    .where(and(isNull(seats.playerId), or(hashes.length ? byLink : undefined, proven), oneRated))
    .returning({ gameId: seats.gameId, seat: seats.seat, provenAt: seats.emailProvenAt });
  // The claimed seats take the player's mail mode, in the same batch.
  const mail = mailModeStatement(db, player.id, player.settings);
  const [claimed] = await db.batch(mail ? [claim, mail] : [claim]);
  const byGame = new Map<string, number[]>();
  for (const s of claimed) byGame.set(s.gameId, [...(byGame.get(s.gameId) ?? []), s.seat]);
  // Each game has its own writer: a few at a time, so a first sign-in claiming many games stays quick.
  const marks = [...byGame];
  for (let i = 0; i < marks.length; i += SIGN_AT_ONCE) await Promise.all(marks.slice(i, i + SIGN_AT_ONCE).map(([gameId, list]) => sign(gameId, list)));
  return { claimed: claimed.length, proven: claimed.filter((s) => s.provenAt === now).map(({ gameId, seat }) => ({ gameId, seat })) };
}

/** Every unfinished seat of a player, on any device: the player's turn first, least time left first. */
export async function gamesOfPlayer(db: Db, config: NotifyConfig, playerId: string): Promise<MeGame[]> {
  const rows = await db
    .select({ game: games, seat: seats.seat })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(eq(seats.playerId, playerId), inArray(games.status, ['waiting', 'active'])))
    .limit(200);
  const list = await Promise.all(
    rows.map(async ({ game, seat }): Promise<MeGame> => {
      const yourTurn = game.status === 'active' && game.active.includes(seat);
      const clock = yourTurn ? game.clocks.find((k) => k.seat === seat) : undefined;
      const gen = game.seats[seat]?.gen;
      return {
        gameId: game.id,
        ruleset: game.ruleset,
        title: rulesetOf(game).title,
        status: game.status as 'waiting' | 'active',
        seat,
        yourTurn,
        rated: game.rated,
        players: game.seats.map((s, i) => ({ seat: s.seat, name: s.name, joined: s.joined, ...(botSeat(game.seats, i) ? { bot: s.bot } : {}) })),
        active: game.status === 'active' ? game.active : [],
        deadline: clock ? deadlineOf(clock, timingOf(game)) : null,
        ...awayPart(timingOf(game), seat),
        updatedAt: iso(game.updatedAt),
        token: gen === undefined ? null : await seatToken(config.secret, game.id, seat, gen),
      };
    }),
  );
  const left = (g: MeGame) => g.deadline ?? Number.MAX_SAFE_INTEGER;
  return list.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || left(a) - left(b) || b.updatedAt.localeCompare(a.updatedAt));
}

function awayPart(timing: ReturnType<typeof timingOf>, seat: number): { awayUntil?: number } {
  const until = awayUntil(timing, seat, Date.now());
  return until === null ? {} : { awayUntil: until };
}

/** Handles: 3–24 of a–z, 0–9, "-" and "_", starting with a letter or digit; stored lower-case (schema/handles.ts). */
export { HANDLE } from '@schema/handles';

export const profileErrors = {
  handleTaken: () => new Refusal('handle_taken', 'That handle is taken; choose another.'),
  unknownPlayer: () => new Refusal('unknown_player', 'There is no player with that handle.'),
};

/** Changes a player's display name and handle. A taken handle is 409 handle_taken. */
export async function updateProfile(db: Db, player: PlayerRow, body: { handle?: string; name?: string }): Promise<PlayerRow> {
  const set: Partial<PlayerRow> = {};
  if (body.name !== undefined) set.name = normaliseName(body.name);
  if (body.handle !== undefined && body.handle !== player.handle) {
    const taken = await db.query.players.findFirst({ columns: { id: true }, where: eq(players.handle, body.handle) });
    if (taken) throw profileErrors.handleTaken();
    set.handle = body.handle;
  }
  // A handle sent is a handle chosen, even the made-up one kept on purpose.
  if (body.handle !== undefined && player.handleMadeUp) set.handleMadeUp = false;
  if (!Object.keys(set).length) return player;
  try {
    const [row] = await db.update(players).set(set).where(eq(players.id, player.id)).returning();
    return row ?? player;
  } catch (err) {
    // The unique index decides between two players who chose the same handle at once.
    if (String((err as Error)?.message ?? err).includes('UNIQUE')) throw profileErrors.handleTaken();
    throw err;
  }
}

/**
 * One settings object for all games. The mail mode is also written to every unfinished seat of
 * the player (the per-seat columns the mail code reads): `turn` a mail per turn, `digest` the
 * daily digest, `none` muted.
 */
/**
 * Saves the settings. `awayUntil` stops (a time) or restarts (null) every clock of the player's
 * seats through the one away path (worker/store/away.ts); the games whose rows it wrote are
 * answered for their writers to hear of it.
 */
export async function updateSettings(
  db: Db,
  player: PlayerRow,
  body: PlayerSettings,
  now = Date.now(),
): Promise<{ settings: PlayerSettings; woken: { id: string; revision: number }[] }> {
  let woken: { id: string; revision: number }[] = [];
  if (body.awayUntil !== undefined && body.awayUntil !== (player.settings.awayUntil ?? null)) {
    const owner = await ownerOfAddress(db, player.email.toLowerCase(), player.id);
    woken = (await setAway(db, owner, body.awayUntil, now)).games;
  }
  const settings: PlayerSettings = { ...player.settings, ...body };
  const save = db.update(players).set({ settings }).where(eq(players.id, player.id));
  const mail = mailModeStatement(db, player.id, settings);
  await db.batch(mail ? [save, mail] : [save]);
  return { settings, woken };
}

/** The player's mail mode written to its unfinished seats, or null when the player never chose one. */
function mailModeStatement(db: Db, playerId: string, settings: PlayerSettings) {
  if (!settings.mail) return null;
  const seatSet = settings.mail === 'none' ? { muted: true } : { muted: false, digest: settings.mail === 'digest' };
  const unfinished = sql`${seats.gameId} in (select id from games where status in ('waiting', 'active'))`;
  return db
    .update(seats)
    .set(seatSet)
    .where(and(eq(seats.playerId, playerId), unfinished));
}

/** Everything the service keeps about a player, as JSON (issue #32, "Your data"). */
export async function exportPlayer(db: Db, player: PlayerRow) {
  const [sessionRows, passkeyRows, ratingRows, historyRows, seatRows, chatRows, noteRows] = await db.batch([
    db.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, method: sessions.method }).from(sessions).where(eq(sessions.playerId, player.id)),
    db.select({ id: passkeys.id, createdAt: passkeys.createdAt }).from(passkeys).where(eq(passkeys.playerId, player.id)),
    db.select().from(ratings).where(eq(ratings.playerId, player.id)),
    db.select().from(ratingHistory).where(eq(ratingHistory.playerId, player.id)).orderBy(ratingHistory.at),
    db
      .select({
        gameId: seats.gameId,
        seat: seats.seat,
        name: seats.name,
        email: seats.email,
        joinedAt: seats.joinedAt,
        muted: seats.muted,
        digest: seats.digest,
        ruleset: games.ruleset,
        status: games.status,
      })
      .from(seats)
      .innerJoin(games, eq(games.id, seats.gameId))
      .where(eq(seats.playerId, player.id)),
    db
      .select({ gameId: chatMessages.gameId, seat: chatMessages.seat, text: chatMessages.text, at: chatMessages.at })
      .from(chatMessages)
      .where(sql`exists (select 1 from seats s where s.game_id = ${chatMessages.gameId} and s.seat = ${chatMessages.seat} and s.player_id = ${player.id})`)
      .orderBy(chatMessages.id),
    db
      .select({ gameId: seatNotes.gameId, seat: seatNotes.seat, text: seatNotes.text, updatedAt: seatNotes.updatedAt })
      .from(seatNotes)
      .where(sql`exists (select 1 from seats s where s.game_id = ${seatNotes.gameId} and s.seat = ${seatNotes.seat} and s.player_id = ${player.id})`),
  ]);
  return {
    format: 'stonehenge-player-export/1',
    player: { handle: player.handle, name: player.name, email: player.email, since: iso(player.createdAt), settings: player.settings },
    sessions: sessionRows.map((s) => ({ createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt), method: s.method })),
    passkeys: passkeyRows.map((p) => ({ id: p.id, createdAt: iso(p.createdAt) })),
    ratings: ratingRows.map((r) => ({ ruleset: r.ruleset, rating: r.rating, mu: r.mu, sigma: r.sigma, games: r.games })),
    ratingHistory: historyRows.map((h) => ({ gameId: h.gameId, ruleset: h.ruleset, rank: h.rank, rating: h.rating, mu: h.mu, sigma: h.sigma, at: iso(h.at) })),
    seats: seatRows.map((s) => ({ ...s, joinedAt: iso(s.joinedAt) })),
    chat: chatRows.map((m) => ({ ...m, at: iso(m.at) })),
    notes: noteRows.map((n) => ({ ...n, updatedAt: iso(n.updatedAt) })),
  };
}

/**
 * Deletes an account: its seats keep their place in the games, renamed "a former player" with no
 * address. First each game's writer renames them in its seat list (`rename`: one guarded commit
 * in the game's queue, whose revision moves so every page sees it, and whose in-memory row and
 * take-back window stay in step with D1); then one batch renames the seat rows, and its ratings
 * and their history go, and every session and passkey ends. A deletion that fails half way is
 * asked again: the renames already made change nothing the second time. Records already moved to
 * R2 are served with the row's names (worker/archive/compact.ts), so they say "a former player" too.
 */
export async function deleteAccount(db: Db, player: PlayerRow, rename: (gameId: string, seats: number[], name: string) => Promise<void>): Promise<void> {
  const held = await db.select({ gameId: seats.gameId, seat: seats.seat }).from(seats).where(eq(seats.playerId, player.id));
  const byGame = new Map<string, number[]>();
  for (const s of held) byGame.set(s.gameId, [...(byGame.get(s.gameId) ?? []), s.seat]);
  for (const [gameId, list] of byGame) await rename(gameId, list, FORMER_PLAYER);
  const heldBy = (table: typeof seatNotes | typeof pushSubscriptions) =>
    sql`exists (select 1 from seats s where s.game_id = ${table.gameId} and s.seat = ${table.seat} and s.player_id = ${player.id})`;
  await db.batch([
    // A seat's private notes and its devices' push subscriptions are the player's alone: they go.
    db.delete(seatNotes).where(heldBy(seatNotes)),
    db.delete(pushSubscriptions).where(heldBy(pushSubscriptions)),
    db.update(seats).set({ name: FORMER_PLAYER, email: null, playerId: null }).where(eq(seats.playerId, player.id)),
    db.delete(ratings).where(eq(ratings.playerId, player.id)),
    db.delete(ratingHistory).where(eq(ratingHistory.playerId, player.id)),
    db.delete(sessions).where(eq(sessions.playerId, player.id)),
    db.delete(passkeys).where(eq(passkeys.playerId, player.id)),
    db.delete(webauthnChallenges).where(eq(webauthnChallenges.playerId, player.id)),
    // The player's calendar feed generation (worker/calendar/feed.ts): the URL answers 404 with no player anyway.
    db.delete(calendarFeeds).where(eq(calendarFeeds.owner, `p:${player.id}`)),
    db.delete(players).where(eq(players.id, player.id)),
  ]);
}
