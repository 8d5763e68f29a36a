/**
 * Who may be mailed. An address typed on a seat is a claim (issue #43): the seat gets one
 * invitation mail (with the seat link and a link that proves the address for that seat) and
 * nothing else from that game until its owner opens that link, or the seat was made signed in
 * with the address (`seats.email_proven_at`); an address that asked never to be mailed again gets
 * nothing from any game; invitations have a daily budget of their own (INVITES_PER_ADDRESS_PER_DAY),
 * and the mail of proven seats another (MAIL_PER_ADDRESS_PER_DAY), which neither invitations nor
 * sign-in links spend, so strangers' traffic never silences the owner's own games. The checks are SQL conditions of the INSERT …
 * SELECT that queues a mail (so they hold in the change's own batch), repeated at send time.
 */
import type { NotifyKind } from './notify-kinds';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { emailOutbox, mailAddresses, seats } from '@db/schema';
import type { NotifyConfig } from './notify-config';
import type { Db } from './db';
import { Refusal } from './refusal';
import { confirmKey, newOutboxId, sameString, seatConfirmKey, unsubscribeKey } from './ids';

/** Mails of proven seats one address may receive in a UTC day, across all games: many games' turns, not a flood. */
export const MAIL_PER_ADDRESS_PER_DAY = 60;
/** Invitations (the one mail of a seat whose address is only a claim) one address may receive in a UTC day. */
export const INVITES_PER_ADDRESS_PER_DAY = 5;
export const CONFIRM_KIND = 'confirm' satisfies NotifyKind;

const DAY_MS = 24 * 3_600_000;

export const normaliseAddress = (address: string) => address.trim().toLowerCase();

/**
 * The condition that the address `expr` (an SQL expression, lower-cased) has room left today for
 * its own mail: invitations and sign-in links, which anyone can cause, are counted apart.
 */
function underCap(expr: SQL, now: number): SQL {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  return sql`(select count(*) from email_outbox o where o.recipient = ${expr} and o.created_at >= ${day}
    and o.kind not in (${CONFIRM_KIND}, 'signin')) < ${MAIL_PER_ADDRESS_PER_DAY}`;
}

/** The condition that `expr` (a lower-cased address) may get a game's mail now: confirmed, not suppressed, under the cap. */
export function mailable(expr: SQL, now: number): SQL {
  return sql`exists (select 1 from mail_addresses ma where ma.address = ${expr} and ma.confirmed_at is not null and ma.suppressed_at is null) and ${underCap(expr, now)}`;
}

/**
 * Queues the invitation of `seat` for `address` (kind `confirm`): its one mail, unless the seat's
 * address is proven already (a session made it), the address is suppressed, this seat of this
 * game had its invitation for this address already, or the address had its day's invitations.
 * Run in the batch that writes the seat's address, after it.
 */
/** `q` is a notify-queue.ts `Queued` (its two fields this needs: this file imports nothing from notify-queue.ts, which imports it). */
export function queueConfirmation(q: { statements: SQL[]; ids: string[] }, gameId: string, seat: number, address: string, now: number): void {
  const to = normaliseAddress(address);
  const id = `${newOutboxId()}.c`;
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  q.ids.push(id);
  // Columns in the table's order (drizzle's insert … select): id … created_at, sent_at, rendered.
  q.statements.push(sql`select ${id}, ${gameId}, ${seat}, 'email', ${to}, ${CONFIRM_KIND}, '{}', 'pending', 0, ${now},
      null, null, null, null, ${now}, null, null
    where not exists (select 1 from mail_addresses ma where ma.address = ${to} and ma.suppressed_at is not null)
      and not exists (select 1 from seats s where s.game_id = ${gameId} and s.seat = ${seat} and s.email_proven_at is not null)
      and not exists (select 1 from email_outbox o where o.game_id = ${gameId} and o.seat = ${seat} and o.kind = ${CONFIRM_KIND} and o.recipient = ${to})
      and (select count(*) from email_outbox o where o.recipient = ${to} and o.kind = ${CONFIRM_KIND} and o.created_at >= ${day}) < ${INVITES_PER_ADDRESS_PER_DAY}`);
}

/** The address as a link parameter (base64url of its UTF-8), and back. */
export function addressParam(address: string): string {
  const bytes = new TextEncoder().encode(address);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function addressFromParam(param: string): string | null {
  try {
    const bin = atob(param.replace(/-/g, '+').replace(/_/g, '/'));
    const address = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    return address.includes('@') && address.length <= 254 ? address : null;
  } catch {
    return null;
  }
}

/**
 * The confirmation link and the "never email me again" link of an address (each a page, and the
 * POST that acts). With `seat`, the confirmation link is that seat's invitation link: it also
 * proves the address for that seat of that game (#43), and its key covers both.
 */
export async function addressLinks(config: NotifyConfig, address: string, locale: 'en' | 'de' = 'en', seat?: { gameId: string; seat: number }) {
  const to = normaliseAddress(address);
  const a = addressParam(to);
  // The page a link opens speaks the mail's language (worker/routes/address-pages.ts); the key does not cover it.
  const lang = locale === 'en' ? '' : `&lang=${locale}`;
  const confirm = seat
    ? `g=${seat.gameId}&s=${seat.seat}&k=${await seatConfirmKey(config.secret, to, seat.gameId, seat.seat)}`
    : `k=${await confirmKey(config.secret, to)}`;
  return {
    confirm: `${config.origin}/api/addresses/confirm?a=${a}&${confirm}${lang}`,
    unsubscribe: `${config.origin}/api/addresses/unsubscribe?a=${a}&k=${await unsubscribeKey(config.secret, to)}${lang}`,
  };
}

/** The address a link names, when its key is right (for `seat`, a seat's invitation link); a 403 otherwise. */
export async function addressOfLink(
  config: NotifyConfig,
  which: 'confirm' | 'unsubscribe',
  a: string,
  k: string,
  seat?: { gameId: string; seat: number },
): Promise<string> {
  const address = addressFromParam(a);
  const expected = !address
    ? null
    : which === 'unsubscribe'
      ? await unsubscribeKey(config.secret, address)
      : seat
        ? await seatConfirmKey(config.secret, address, seat.gameId, seat.seat)
        : await confirmKey(config.secret, address);
  if (!address || !expected || !sameString(k, expected)) {
    throw new Refusal('bad_address_link', 'That link is not valid: copy the whole link from the email.');
  }
  return address;
}

/** The statement that confirms an address (a suppression stays); it returns the confirmation's time, `now` when it is new. */
function confirming(db: Db, address: string, now: number) {
  return db
    .insert(mailAddresses)
    .values({ address, createdAt: now, confirmedAt: now })
    .onConflictDoUpdate({ target: mailAddresses.address, set: { confirmedAt: sql`coalesce(${mailAddresses.confirmedAt}, ${now})` } })
    .returning({ confirmedAt: mailAddresses.confirmedAt });
}

/** The owner confirmed from the mail: every seat with this address may be mailed (a suppression stays). Whether it was confirmed only now. */
export async function confirmAddress(db: Db, address: string, now: number): Promise<boolean> {
  const [row] = await confirming(db, address, now);
  return row?.confirmedAt === now;
}

/**
 * The owner opened a seat's invitation link: the address is theirs (confirmed) and so is that
 * seat's claim to it, so its game may mail it from now on (#43). A seat whose address changed
 * since is not touched. Says what is new: the address confirmed, the seat's address proven.
 */
export async function proveSeatAddress(db: Db, address: string, gameId: string, seat: number, now: number): Promise<{ confirmed: boolean; proven: boolean }> {
  const [confirmed, proven] = await db.batch([
    confirming(db, address, now),
    db
      .update(seats)
      .set({ emailProvenAt: sql`coalesce(${seats.emailProvenAt}, ${now})` })
      .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat), sql`lower(${seats.email}) = ${address}`))
      .returning({ provenAt: seats.emailProvenAt }),
  ]);
  return { confirmed: confirmed[0]?.confirmedAt === now, proven: proven[0]?.provenAt === now };
}

/** A seat of a game. */
export interface SeatRef {
  gameId: string;
  seat: number;
}

/**
 * The seats proven for a (lower-case) address that are to act in a game under way: when the address
 * is confirmed only now, the turns they are in were never mailed (#57). At most 500.
 */
export async function provenSeatsToAct(db: Db, address: string): Promise<SeatRef[]> {
  return db.all<SeatRef>(
    sql`select s.game_id as gameId, s.seat as seat from seats s join games g on g.id = s.game_id
      where lower(s.email) = ${address} and s.email_proven_at is not null and g.status = 'active'
        and exists (select 1 from json_each(g.active) where value = s.seat) limit 500`,
  );
}

/** "Never email me again": no game mails this address from now on, and queued mail to it is dropped. */
export async function suppressAddress(db: Db, address: string, now: number): Promise<void> {
  await db.batch([
    db
      .insert(mailAddresses)
      .values({ address, createdAt: now, suppressedAt: now })
      .onConflictDoUpdate({ target: mailAddresses.address, set: { suppressedAt: sql`coalesce(${mailAddresses.suppressedAt}, ${now})` } }),
    db
      .update(emailOutbox)
      .set({ status: 'skipped', lastError: 'the address asked never to be mailed again' })
      .where(and(eq(emailOutbox.recipient, address), eq(emailOutbox.channel, 'email'), eq(emailOutbox.status, 'pending'))),
  ]);
}

/** What the outbox needs at send time: per address, whether it is confirmed and whether it is suppressed. */
export async function addressStates(db: Db, addresses: readonly string[]): Promise<Map<string, { confirmed: boolean; suppressed: boolean }>> {
  const out = new Map<string, { confirmed: boolean; suppressed: boolean }>();
  if (!addresses.length) return out;
  const rows = await db.query.mailAddresses.findMany({ where: (t, { inArray }) => inArray(t.address, [...new Set(addresses)]) });
  for (const r of rows) out.set(r.address, { confirmed: r.confirmedAt !== null, suppressed: r.suppressedAt !== null });
  return out;
}

/** The seat's own address and whether it is confirmed (the seat's own payload only). */
export type SeatAddress = { address: string; confirmed: boolean };

const addressColumns = {
  email: seats.email,
  // Confirmed for this seat: the address is confirmed, not suppressed, and proven for this seat (#43).
  confirmed: sql<
    number | null
  >`(select ma.confirmed_at from mail_addresses ma where ma.address = lower(${seats.email}) and ma.suppressed_at is null and ${seats.emailProvenAt} is not null)`,
};

/** The seat of this token hash's address, as a statement for the caller's batch (store/games.ts loadGame). */
export function seatAddressQuery(db: Db, gameId: string, tokenHash: string) {
  return db
    .select(addressColumns)
    .from(seats)
    .where(and(eq(seats.gameId, gameId), eq(seats.tokenHash, tokenHash)));
}

export function toSeatAddress(row: { email: string | null; confirmed: number | null } | undefined): SeatAddress | null {
  return row?.email ? { address: row.email, confirmed: row.confirmed !== null } : null;
}

/** The statement reading every seat's address of a game (a move's batch may carry it: worker/store/move-store.ts). */
export function seatAddressesQuery(db: Db, gameId: string) {
  return db
    .select({ seat: seats.seat, ...addressColumns })
    .from(seats)
    .where(eq(seats.gameId, gameId));
}

export function toSeatAddresses(rows: { seat: number; email: string | null; confirmed: number | null }[]): Map<number, SeatAddress | null> {
  return new Map(rows.map((r) => [r.seat, toSeatAddress(r)]));
}

/** Every seat's address of a game, in one query (the game's writer, for the state frames of its seats' sockets). */
export async function seatAddresses(db: Db, gameId: string): Promise<Map<number, SeatAddress | null>> {
  return toSeatAddresses(await seatAddressesQuery(db, gameId));
}

export async function seatAddress(db: Db, gameId: string, seat: number): Promise<SeatAddress | null> {
  const [row] = await db
    .select(addressColumns)
    .from(seats)
    .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
  return toSeatAddress(row);
}
