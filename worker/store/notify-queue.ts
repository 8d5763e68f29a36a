/**
 * Queues notifications as statements for the caller's own db.batch, so a mail is
 * queued if and only if the change that causes it is written. Rows hold no token.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { GameRow, SeatInfo } from '@db/schema';
import { emailOutbox } from '@db/schema';
import type { Db } from './db';
import { newOutboxId } from './ids';
import { mailable } from './mail-addresses';

import { ONLINE_MS } from '@schema/wire';

import { type GameMailKind, type KindSpec, NOTIFY_KINDS, type PushKind, kindsWhere } from './notify-kinds';

export interface Queued {
  /** SELECTs of outbox rows, each made an INSERT … SELECT in the caller's batch (runAll). */
  statements: SQL[];
  /** A condition every insert also needs (lost-link recovery's: the rate limits still allow it). */
  guard?: SQL;
  /**
   * Ids the rows get if they are inserted (a seat without an email or muted gets none). An id
   * ending in `*` stands for every id starting with what precedes it: the push rows of one
   * statement, one per subscription, whose number is known only when the statement runs.
   */
  ids: string[];
}

export function emptyQueue(): Queued {
  return { statements: [], ids: [] };
}

/**
 * One INSERT … SELECT over the game's seats: only seats with an email and not muted get
 * a row, and with `unlessSeenSince` only seats whose page has not pinged since then.
 */
export function queueEmails(
  q: Queued,
  game: { id: string },
  seats: readonly number[],
  kind: Exclude<GameMailKind, 'confirm'>,
  data: Record<string, unknown>,
  now: number,
  options: { unlessSeenSince?: number; emailIs?: string; extra?: SQL } = {},
): void {
  if (!seats.length) return;
  const spec: KindSpec = NOTIFY_KINDS[kind];
  const batch = newOutboxId();
  q.ids.push(...seats.map((s) => `${batch}.${s}`));
  const list = sql.join(
    seats.map((s) => sql`${s}`),
    sql`, `,
  );
  const seen = options.unlessSeenSince === undefined ? sql`` : sql` and (last_seen_at is null or last_seen_at < ${options.unlessSeenSince})`;
  const to = options.emailIs === undefined ? sql`` : sql` and lower(email) = ${options.emailIs.toLowerCase()}`;
  // A seat on the daily digest hears of this kind there (queueDigests), not by a mail of its own.
  const extra = sql`${options.extra ? sql` and ${options.extra}` : sql``}${spec.inDigest ? sql` and digest = 0` : sql``}`;
  // Only a seat whose address its owner proved (#43), confirmed, not suppressed, under its daily cap (./mail-addresses.ts).
  const allowed = sql` and email_proven_at is not null and ${mailable(sql`lower(email)`, now)}`;
  // Columns in the table's order (drizzle's insert … select): id … created_at, sent_at, rendered.
  const due = spec.heldWhileSeen ? deferredWhileSeen(sql`last_seen_at`, now) : sql`${now}`;
  q.statements.push(sql`select ${batch} || '.' || seat, game_id, seat, 'email', lower(email), ${kind}, ${JSON.stringify(data)}, 'pending', 0, ${due},
      null, null, null, null, ${now}, null, null
    from seats where game_id = ${game.id} and seat in (${list}) and email is not null and muted = 0${seen}${to}${extra}${allowed}`);
}

/**
 * The turn mail of a turn already under way (#57): for a seat whose address became proven (its
 * invitation link, a sign-in, a settings change while signed in) or that a newcomer took while it
 * is to act, queued only if no mail of this turn went to the seat yet: none of the kinds that
 * list a seat's choices (its start, a turn, a reminder) queued since `since`, when its wait began
 * (its clock's `since`, which the batch that made the turn wrote with the `now` its mails got).
 * So a turn gets one such mail, whoever queues it first; a seat on the digest, muted or not proven
 * gets none (queueEmails), and the deliverer holds it as any turn mail (quiet hours, page open).
 */
export function queueOwedTurn(q: Queued, game: { id: string }, seat: number, since: number, now: number): void {
  const told = sql.join(
    kindsWhere('listsChoices').map((k) => sql`${k}`),
    sql`, `,
  );
  const extra = sql`not exists (select 1 from email_outbox o where o.game_id = seats.game_id and o.seat = seats.seat and o.channel = 'email'
    and o.kind in (${told}) and o.created_at >= ${since})`;
  queueEmails(q, game, [seat], 'turn', {}, now, { extra });
}

/**
 * Web Push rows, one per subscription of the given seats (push_subscriptions), from one INSERT …
 * SELECT like queueEmails': a muted seat gets none, and with `unlessSeenSince` a seat whose page
 * pinged since then gets none. The row holds the endpoint; its keys are read when it is sent.
 */
export function queuePushes(
  q: Queued,
  game: { id: string },
  seats: readonly number[],
  kind: PushKind,
  data: Record<string, unknown>,
  now: number,
  options: { unlessSeenSince?: number } = {},
): void {
  if (!seats.length) return;
  const spec: KindSpec = NOTIFY_KINDS[kind];
  const batch = `${newOutboxId()}.p`;
  q.ids.push(`${batch}*`);
  const list = sql.join(
    seats.map((s) => sql`${s}`),
    sql`, `,
  );
  const seen = options.unlessSeenSince === undefined ? sql`` : sql` and (s.last_seen_at is null or s.last_seen_at < ${options.unlessSeenSince})`;
  const due = spec.heldWhileSeen ? deferredWhileSeen(sql`s.last_seen_at`, now) : sql`${now}`;
  q.statements.push(sql`select ${batch} || p.seat || '.' || p.rowid, p.game_id, p.seat, 'push', p.endpoint, ${kind}, ${JSON.stringify(data)}, 'pending', 0, ${due},
      null, null, null, null, ${now}, null, null
    from push_subscriptions p join seats s on s.game_id = p.game_id and s.seat = p.seat
    where p.game_id = ${game.id} and p.seat in (${list}) and s.muted = 0${seen}`);
}

/**
 * When a turn mail or push is due (issue #43, item 9): now, or, for a seat whose page pinged in
 * the last ONLINE_MS, once that page has been quiet for ONLINE_MS. The deliverer looks again then
 * (`turnHeld` in ../notify/outbox.ts): a page still pinging holds it further, a turn already played skips it.
 */
function deferredWhileSeen(lastSeen: SQL, now: number): SQL {
  return sql`(case when ${lastSeen} is not null and ${lastSeen} > ${now - ONLINE_MS} then ${lastSeen} + ${ONLINE_MS} else ${now} end)`;
}

/** "X's turn" for the game's webhook, when it has one. */
export function queueWebhook(q: Queued, game: Pick<GameRow, 'id' | 'webhookUrl'>, seats: readonly number[], now: number): void {
  if (!game.webhookUrl || !seats.length) return;
  const id = `${newOutboxId()}.w`;
  q.ids.push(id);
  q.statements.push(
    sql`select ${id}, ${game.id}, null, 'webhook', ${game.webhookUrl}, 'turn', ${JSON.stringify({ seats })}, 'pending', 0, ${now},
      null, null, null, null, ${now}, null, null`,
  );
}

/**
 * What a change of the active set tells whom: seats that just joined it get one turn
 * mail (held while their page is open) and the webhook names them; a game that started tells
 * everyone; a game that ended sends the result.
 */
export function queueForChange(
  q: Queued,
  game: Pick<GameRow, 'id' | 'webhookUrl'>,
  change: {
    prevActive: readonly number[];
    active: readonly number[];
    started: boolean;
    finished: boolean;
    actor: number | null;
    allSeats: readonly SeatInfo[];
  },
  now: number,
): void {
  const everyone = change.allSeats.map((s) => s.seat);
  if (change.finished) {
    queueEmails(q, game, everyone, 'result', {}, now);
    queuePushes(q, game, everyone, 'result', {}, now);
    return;
  }
  const fresh = change.active.filter((s) => !change.prevActive.includes(s) && s !== change.actor);
  if (change.started) {
    // The start mail says who moves first, so the first movers get no separate turn mail.
    queueEmails(q, game, everyone, 'start', {}, now);
    queuePushes(q, game, everyone, 'start', {}, now);
    queueWebhook(q, game, change.active, now);
    return;
  }
  // The table's turn is held while the seat's page is open, and a seat on the daily digest hears of it there.
  queueEmails(q, game, fresh, 'turn', {}, now);
  queuePushes(q, game, fresh, 'turn', {}, now);
  queueWebhook(
    q,
    game,
    change.active.filter((s) => !change.prevActive.includes(s)),
    now,
  );
}

/**
 * The queued rows as INSERT … SELECT statements. A row is inserted only where `q.guard` and
 * `guard` hold when the statement runs: the move store's guard is that the game row carries
 * its own batch's write id, so only the batch that made a change mails about it.
 */
export function runAll(db: Db, q: Queued, guard?: SQL) {
  const conditions = [q.guard, guard].filter((c): c is SQL => c !== undefined);
  if (!conditions.length) return q.statements.map((s) => db.insert(emailOutbox).select(s));
  const where = sql.join(conditions, sql` and `);
  return q.statements.map((s) => db.insert(emailOutbox).select(sql`select * from (${s}) where ${where}`));
}
