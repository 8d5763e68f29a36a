/**
 * Who may be mailed. An address given at create, join or in the settings gets one confirmation
 * mail (with the seat link) and nothing else until its owner confirms it from that mail; an
 * address that asked never to be mailed again gets nothing from any game; and no address gets
 * more than MAIL_PER_ADDRESS_PER_DAY mails a day. The checks are SQL conditions of the INSERT …
 * SELECT that queues a mail (so they hold in the change's own batch), repeated at send time.
 */
import type { NotifyKind } from './kinds';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { emailOutbox, mailAddresses, seats } from '@db/schema';
import type { NotifyConfig } from './config';
import type { Db } from '../store/db';
import { ApiError } from '../http/errors';
import { confirmKey, newOutboxId, sameString, unsubscribeKey } from '../store/ids';

/** Mails one address may receive in a UTC day, across all games: many games' turns, not a flood. */
export const MAIL_PER_ADDRESS_PER_DAY = 60;
/** One confirmation mail per address in this time, whatever number of games name it. */
export const CONFIRM_RESEND_MS = 24 * 3_600_000;
export const CONFIRM_KIND = 'confirm' satisfies NotifyKind;

const DAY_MS = 24 * 3_600_000;

export const normaliseAddress = (address: string) => address.trim().toLowerCase();

/** The condition that the address `expr` (an SQL expression, lower-cased) has room left today. */
function underCap(expr: SQL, now: number): SQL {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  return sql`(select count(*) from email_outbox o where o.recipient = ${expr} and o.created_at >= ${day}) < ${MAIL_PER_ADDRESS_PER_DAY}`;
}

/** The condition that `expr` (a lower-cased address) may get a game's mail now: confirmed, not suppressed, under the cap. */
export function mailable(expr: SQL, now: number): SQL {
  return sql`exists (select 1 from mail_addresses ma where ma.address = ${expr} and ma.confirmed_at is not null and ma.suppressed_at is null) and ${underCap(expr, now)}`;
}

/**
 * Queues the confirmation mail of `seat` for `address`, unless the address is confirmed or
 * suppressed already, had a confirmation mail in the last day, or is over its cap.
 */
/** `q` is a notify.ts `Queued` (its two fields this needs: addresses.ts imports nothing from notify.ts, which imports it). */
export function queueConfirmation(q: { statements: SQL[]; ids: string[] }, gameId: string, seat: number, address: string, now: number): void {
  const to = normaliseAddress(address);
  const id = `${newOutboxId()}.c`;
  q.ids.push(id);
  // Columns in the table's order (drizzle's insert … select): id … created_at, sent_at, rendered.
  q.statements.push(sql`select ${id}, ${gameId}, ${seat}, 'email', ${to}, ${CONFIRM_KIND}, '{}', 'pending', 0, ${now},
      null, null, null, null, ${now}, null, null
    where not exists (select 1 from mail_addresses ma where ma.address = ${to} and (ma.confirmed_at is not null or ma.suppressed_at is not null))
      and not exists (select 1 from email_outbox o where o.recipient = ${to} and o.kind = ${CONFIRM_KIND} and o.created_at > ${now - CONFIRM_RESEND_MS})
      and ${underCap(sql`${to}`, now)}`);
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

/** The confirmation link and the "never email me again" link of an address (each a page, and the POST that acts). */
export async function addressLinks(config: NotifyConfig, address: string, locale: 'en' | 'de' = 'en') {
  const to = normaliseAddress(address);
  const a = addressParam(to);
  // The page a link opens speaks the mail's language (worker/routes/address-pages.ts); the key does not cover it.
  const lang = locale === 'en' ? '' : `&lang=${locale}`;
  return {
    confirm: `${config.origin}/api/addresses/confirm?a=${a}&k=${await confirmKey(config.secret, to)}${lang}`,
    unsubscribe: `${config.origin}/api/addresses/unsubscribe?a=${a}&k=${await unsubscribeKey(config.secret, to)}${lang}`,
  };
}

/** The address a link names, when its key is right; a 403 otherwise. */
export async function addressOfLink(config: NotifyConfig, which: 'confirm' | 'unsubscribe', a: string, k: string): Promise<string> {
  const address = addressFromParam(a);
  const expected = address ? await (which === 'confirm' ? confirmKey : unsubscribeKey)(config.secret, address) : null;
  if (!address || !expected || !sameString(k, expected)) {
    throw new ApiError(403, 'bad_address_link', 'That link is not valid: copy the whole link from the email.');
  }
  return address;
}

/** The owner confirmed from the mail: every seat with this address may be mailed (a suppression stays). */
export async function confirmAddress(db: Db, address: string, now: number): Promise<void> {
  await db
    .insert(mailAddresses)
    .values({ address, createdAt: now, confirmedAt: now })
    .onConflictDoUpdate({ target: mailAddresses.address, set: { confirmedAt: sql`coalesce(${mailAddresses.confirmedAt}, ${now})` } });
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
  confirmed: sql<number | null>`(select ma.confirmed_at from mail_addresses ma where ma.address = lower(${seats.email}) and ma.suppressed_at is null)`,
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
