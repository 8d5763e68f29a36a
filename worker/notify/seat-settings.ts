/**
 * What a seat holder (or a mail's mute link) changes about notifications, lost-link
 * recovery and the device's list of games. Each is one statement or one batch.
 */
import type { NotifyKind } from '../store/notify-kinds';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { emailOutbox, games, seats } from '@db/schema';
import type { MyGame, NotificationSettings, NotificationSettingsBody } from '@schema/api';
import type { NotifyConfig } from '../store/notify-config';
import { morningOf, zoneOf } from './morning';
import type { Db } from '../store/db';
import { Refusal, errors } from '../store/refusal';
import { rulesetOf, timingOf } from '../store/games';
import { awayUntil, deadlineOf } from '../store/clocks';
import { hashToken, muteKey, newOutboxId, sameString } from '../store/ids';
import { emptyQueue, queueEmails, runAll } from '../store/notify-queue';
import { iso, seatNaming } from '../store/payload';
import { mailable, queueConfirmation } from '../store/mail-addresses';
import { countUp } from '../store/counters';

export async function getSettings(db: Db, gameId: string, tokenHash: string): Promise<NotificationSettings> {
  const row = await db.query.seats.findFirst({
    columns: { email: true, muted: true, digest: true },
    where: and(eq(seats.gameId, gameId), eq(seats.tokenHash, tokenHash)),
  });
  if (!row) throw errors.unauthorized();
  return { email: row.email, muted: row.muted, digest: row.digest };
}

/**
 * Saves the settings; a new address also gets its confirmation mail (the outbox ids are returned to
 * deliver). `proven`: the seat, when this proved its address just now (signed in with it), so its
 * game's writer mails the turn it may be in (#57).
 */
export async function putSettings(
  db: Db,
  gameId: string,
  tokenHash: string,
  body: NotificationSettingsBody,
  now: number,
  /** The address of the session's player, if the request is signed in: it proves that address for the seat (#43). */
  signedInAs: string | null = null,
): Promise<{ settings: NotificationSettings; outbox: string[]; proven: number | null }> {
  const set: { email?: string | null; muted?: boolean; digest?: boolean; emailProvenAt?: SQL } = {};
  if (body.email !== undefined) {
    set.email = body.email;
    // A new address is a new claim: proven only by a session signed in with it, else by its invitation.
    // The same address again keeps its proof (SET reads the row as it was).
    const next = body.email ? body.email.trim().toLowerCase() : null;
    const byProof = next && signedInAs && next === signedInAs.toLowerCase() ? now : null;
    set.emailProvenAt = sql`case when lower(${seats.email}) = ${next} then coalesce(${seats.emailProvenAt}, ${byProof}) else ${byProof} end`;
  }
  if (body.muted !== undefined) set.muted = body.muted;
  if (body.digest !== undefined) set.digest = body.digest;
  // Only the time zone changed (the game's writer wrote it): nothing of the seat's row to write.
  if (!Object.keys(set).length) return { settings: await getSettings(db, gameId, tokenHash), outbox: [], proven: null };
  const [row] = await db
    .update(seats)
    .set(set)
    .where(and(eq(seats.gameId, gameId), eq(seats.tokenHash, tokenHash)))
    .returning({ email: seats.email, muted: seats.muted, digest: seats.digest, seat: seats.seat, provenAt: seats.emailProvenAt });
  if (!row) throw errors.unauthorized();
  const q = emptyQueue();
  if (body.email) queueConfirmation(q, gameId, row.seat, body.email, now);
  const inserted = q.statements.length ? await db.batch(runAll(db, q) as [ReturnType<typeof runAll>[number]]) : [];
  return {
    settings: { email: row.email, muted: row.muted, digest: row.digest },
    outbox: inserted.length ? q.ids : [],
    proven: body.email && row.provenAt === now ? row.seat : null,
  };
}

/** The page is open and visible: a turn that comes now needs no mail. */
export async function markSeen(db: Db, gameId: string, tokenHash: string, now: number): Promise<void> {
  const done = await db
    .update(seats)
    .set({ lastSeenAt: now })
    .where(and(eq(seats.gameId, gameId), eq(seats.tokenHash, tokenHash)));
  if (done.meta.changes !== 1) throw errors.unauthorized();
}

/** The mute link of a mail: its key is an HMAC of the game and seat, so it needs no login. */
export async function muteByLink(db: Db, config: NotifyConfig, gameId: string, seat: number, key: string): Promise<void> {
  if (!sameString(key, await muteKey(config.secret, gameId, seat))) {
    throw new Refusal('bad_mute_link', 'That mute link is not valid: copy the whole link from the email.');
  }
  const done = await db
    .update(seats)
    .set({ muted: true })
    .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
  if (done.meta.changes !== 1) throw errors.gameNotFound();
}

/**
 * Recovery requests per game and address per hour. Counted per address, not per game: game ids
 * are public (the live list), so a per-game count would let anyone lock a game's recovery.
 */
export const RECOVERY_PER_ADDRESS_PER_HOUR = 5;
export const RECOVERY_PER_CLIENT_PER_HOUR = 20;
/** A seat gets at most one recovery mail in this time, however often it is asked for. */
export const RECOVERY_RESEND_MS = 10 * 60_000;
const HOUR = 3_600_000;

/**
 * Lost-link recovery. The answer is the same whether or not the address belongs to a seat,
 * and the same statements run either way: the rate limits count every request (not only
 * matching ones), and the mail is an INSERT … SELECT that simply finds no seat.
 */
export async function recoverLink(db: Db, gameId: string, email: string, client: string, now: number): Promise<string[]> {
  const game = await db.query.games.findFirst({ columns: { id: true }, where: eq(games.id, gameId) });
  if (!game) throw errors.gameNotFound();
  const windowStart = Math.floor(now / HOUR) * HOUR;
  const q = emptyQueue();
  // The address is counted by its hash (the counter table holds no addresses).
  const addressKey = `recover:address:${gameId}:${(await hashToken(email.trim().toLowerCase())).slice(0, 32)}`;
  const clientKey = `recover:client:${client}`;
  q.guard = sql`(select count from rate_limits where key = ${addressKey}) <= ${RECOVERY_PER_ADDRESS_PER_HOUR}
    and (select count from rate_limits where key = ${clientKey}) <= ${RECOVERY_PER_CLIENT_PER_HOUR}`;
  queueEmails(
    q,
    game,
    Array.from({ length: 8 }, (_, s) => s),
    'link',
    {},
    now,
    {
      emailIs: email,
      extra: sql`not exists (select 1 from email_outbox o where o.game_id = seats.game_id and o.seat = seats.seat and o.kind = 'link' and o.created_at > ${now - RECOVERY_RESEND_MS})`,
    },
  );
  const [byAddress, byClient] = await db.batch([countUp(db, addressKey, windowStart), countUp(db, clientKey, windowStart), ...runAll(db, q)]);
  const over = (byAddress[0]?.count ?? 0) > RECOVERY_PER_ADDRESS_PER_HOUR || (byClient[0]?.count ?? 0) > RECOVERY_PER_CLIENT_PER_HOUR;
  if (over) throw new Refusal('rate_limited', 'Too many link requests; try again in an hour.', {}, Math.ceil((windowStart + HOUR - now) / 1000));
  return q.ids;
}

/** The games of the seats a device holds, its turns first, from one query. */
export async function myGames(db: Db, tokens: string[]): Promise<MyGame[]> {
  if (!tokens.length) return [];
  const byHash = new Map<string, string>();
  for (const t of tokens) byHash.set(await hashToken(t), t);
  const rows = await db
    .select({ game: games, seat: seats.seat, tokenHash: seats.tokenHash })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(inArray(seats.tokenHash, [...byHash.keys()]));
  const now = Date.now();
  const list: MyGame[] = rows.map(({ game, seat, tokenHash }) => {
    const active = game.status === 'active' ? game.active : [];
    const timing = timingOf(game);
    const clock = active.includes(seat) ? game.clocks.find((c) => c.seat === seat) : undefined;
    const away = awayUntil(timing, seat, now);
    return {
      deadline: clock ? deadlineOf(clock, timing) : null,
      ...(away === null ? {} : { awayUntil: away }),
      gameId: game.id,
      ruleset: game.ruleset,
      title: rulesetOf(game).title,
      status: game.status,
      seat,
      yourTurn: active.includes(seat),
      // What naming a bot's seat in the reader's words reads (#45, schema/bot-seats.ts), as the game's payload says it.
      players: game.seats.map(seatNaming),
      active,
      updatedAt: iso(game.updatedAt),
      token: byHash.get(tokenHash) as string,
    };
  });
  const rank = (g: MyGame) => (g.yourTurn ? 0 : g.status === 'active' ? 1 : g.status === 'waiting' ? 2 : 3);
  return list.sort((a, b) => rank(a) - rank(b) || b.updatedAt.localeCompare(a.updatedAt));
}

/** "Email me my games" requests per address and per client per hour. */
export const GAMES_MAIL_PER_ADDRESS_PER_HOUR = 3;
export const GAMES_MAIL_PER_CLIENT_PER_HOUR = 10;
/** The outbox row of a games-list mail belongs to no one game: its game_id is empty. */
export const GAMES_MAIL_KIND = 'games' satisfies NotifyKind;

/**
 * "Email me my games": one mail to the address listing every unfinished seat registered with it,
 * each with its seat link. Like recovery, the answer and the statements are the same whether or
 * not the address has games (the INSERT … SELECT finds none), and both limits count every request.
 * The list itself is read when the mail is sent (renderGamesMail), so it is current.
 */
export async function mailMyGames(db: Db, email: string, client: string, now: number): Promise<string[]> {
  const address = email.trim().toLowerCase();
  const windowStart = Math.floor(now / HOUR) * HOUR;
  const addressKey = `games-mail:address:${(await hashToken(address)).slice(0, 32)}`;
  const clientKey = `games-mail:client:${client}`;
  const id = newOutboxId();
  // Columns in the table's order (drizzle's insert … select): id … created_at, sent_at.
  const insert = db
    .insert(emailOutbox)
    .select(
      sql`select ${id}, '', null, 'email', ${address}, ${GAMES_MAIL_KIND}, '{}', 'pending', 0, ${now}, null, null, null, null, ${now}, null, null
    where (select count from rate_limits where key = ${addressKey}) <= ${GAMES_MAIL_PER_ADDRESS_PER_HOUR}
      and (select count from rate_limits where key = ${clientKey}) <= ${GAMES_MAIL_PER_CLIENT_PER_HOUR}
      and exists (select 1 from seats s join games g on g.id = s.game_id
        where lower(s.email) = ${address} and g.status in ('waiting', 'active'))
      and ${mailable(sql`${address}`, now)}`,
    )
    .returning({ id: emailOutbox.id });
  const [byAddress, byClient, inserted] = await db.batch([countUp(db, addressKey, windowStart), countUp(db, clientKey, windowStart), insert]);
  const over = (byAddress[0]?.count ?? 0) > GAMES_MAIL_PER_ADDRESS_PER_HOUR || (byClient[0]?.count ?? 0) > GAMES_MAIL_PER_CLIENT_PER_HOUR;
  if (over) throw new Refusal('rate_limited', 'Too many requests for a list of games; try again in an hour.', {}, Math.ceil((windowStart + HOUR - now) / 1000));
  return inserted.map((r) => r.id);
}

/** The unfinished seats registered with an address, the seat's turn first, then the latest moved. */
export async function gamesOfAddress(db: Db, address: string) {
  const rows = await db
    .select({ game: games, seat: seats.seat, digest: seats.digest, muted: seats.muted, proven: seats.emailProvenAt })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(sql`lower(${seats.email}) = ${address.toLowerCase()}`, inArray(games.status, ['waiting', 'active'])));
  const list = rows.map(({ game, seat, digest, muted, proven }) => ({
    game,
    seat,
    digest,
    muted,
    proven: proven !== null,
    yourTurn: game.status === 'active' && game.active.includes(seat),
  }));
  return list.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || b.game.updatedAt - a.game.updatedAt).slice(0, 50);
}

/** The daily digest's outbox rows: like a games-list mail, no game; listing the seats on the digest whose turn it is. */
export const DIGEST_KIND = 'digest' satisfies NotifyKind;
/**
 * The cron's daily digest (issue #48: at the address's own morning): one mail per address that has
 * a seat on the digest whose turn it is (not muted, game active, address proven), from 07:00 in
 * the address's time zone (./morning.ts: the signed-in player's setting, else the seat's browser's
 * zone, else UTC), unless that address already had its digest since that 07:00. Each address's
 * INSERT … SELECT checks that itself: overlapping cron runs are serialised by D1, so the second
 * finds the first's row and queues nothing. What the mail lists is read when it is sent.
 */
export async function queueDigests(db: Db, now: number): Promise<string[]> {
  const candidates = await db.all<{ address: string; seatZone: string | null; playerZone: string | null; updatedAt: number }>(
    sql`select lower(s.email) as address,
        (select json_extract(e.value, '$.tz') from json_each(g.seats) e where json_extract(e.value, '$.seat') = s.seat) as seatZone,
        (select json_extract(p.settings, '$.timeZone') from players p where p.id = s.player_id or p.email = lower(s.email) limit 1) as playerZone,
        g.updated_at as updatedAt
      from seats s join games g on g.id = s.game_id
      where s.digest = 1 and s.muted = 0 and s.email is not null and s.email_proven_at is not null and g.status = 'active'
        and exists (select 1 from json_each(g.active) where value = s.seat)`,
  );
  const byAddress = new Map<string, typeof candidates>();
  for (const c of candidates) byAddress.set(c.address, [...(byAddress.get(c.address) ?? []), c]);
  const inserts = [];
  for (const [address, rows] of byAddress) {
    const from = morningOf(now, zoneOf(rows));
    if (now < from) continue;
    inserts.push(
      db
        .insert(emailOutbox)
        .select(
          sql`select lower(hex(randomblob(10))), '', null, 'email', ${address}, ${DIGEST_KIND}, '{}', 'pending', 0, ${now}, null, null, null, null, ${now}, null, null
        where not exists (select 1 from email_outbox o where o.kind = ${DIGEST_KIND} and o.recipient = ${address} and o.created_at >= ${from})
          and ${mailable(sql`${address}`, now)}`,
        )
        .returning({ id: emailOutbox.id }),
    );
  }
  const [first, ...rest] = inserts;
  if (!first) return [];
  const done = await db.batch([first, ...rest]);
  return done.flat().map((r) => r.id);
}
