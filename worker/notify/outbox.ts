/**
 * Delivers queued mails, webhook calls and Web Push messages. A deliverer first claims rows with one
 * conditional UPDATE (status pending and due, or a claim whose lease ran out), so two
 * deliverers at once (a request's waitUntil and a cron run, or two cron runs) never
 * take the same row; a row is marked sent only by the claim that sent it.
 */
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type GameRow,
  type OutboxRow,
  type PushSubscriptionRow,
  type RenderedMail,
  chatMessages,
  emailOutbox,
  games,
  pushSubscriptions,
  seats,
} from '@db/schema';
import type { NotifyConfig } from '../store/notify-config';
import type { Db } from '../store/db';
import { newOutboxId } from '../store/ids';
import { MAIL_RECAP_LINES, type Mail, type MailRecap, renderGamesMail, renderMail, renderWebhook } from './mail';
import { readLogRange } from '../archive/compact';
import { recapStart } from '../store/payload';
import { DIGEST_KIND, gamesOfAddress } from './seat-settings';
import { kindOf, mailOf } from '../store/notify-kinds';
import { mailDriver, postWebhook } from './mail-drivers';
import { CONFIRM_KIND, addressStates } from '../store/mail-addresses';
import { SIGNIN_KIND, renderSignInMail } from './email-link';
import { heldBySettings } from '../players/quiet';
import { languagesOf } from './language';
import { digestChoices } from './digest';
import type { Locale } from '@web/i18n/locales';
import { SubscriptionGone, forgetSubscription, renderPush, sendPush } from './push';
import { ONLINE_MS } from '@schema/wire';

/** How long a claim holds a row; a deliverer that died mid-send frees it after this. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Waits before retry n (1-based); after the last, the row is marked failed. */
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000, 24 * 3_600_000];
export const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1;

export interface DeliveryReport {
  sent: number;
  skipped: number;
  retry: number;
  failed: number;
}

/** Claims due rows (optionally only these ids) for one deliverer; returns what it got. */
export async function claimRows(db: Db, now: number, options: { ids?: string[]; limit?: number } = {}): Promise<OutboxRow[]> {
  const claim = newOutboxId();
  const due = sql`((${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} <= ${now}) or (${emailOutbox.status} = 'sending' and ${emailOutbox.claimedUntil} <= ${now}))`;
  const only = options.ids?.length ? sql` and ${onlyIds(options.ids)}` : sql``;
  return db
    .update(emailOutbox)
    .set({ status: 'sending', claimId: claim, claimedUntil: now + CLAIM_LEASE_MS, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(sql`${due}${only} and ${emailOutbox.id} in (select id from email_outbox where ${due}${only} order by next_attempt_at limit ${options.limit ?? 25})`)
    .returning();
}

/** `ids` as a condition: exact ids, and `prefix*` for every id that starts with the prefix (a statement's push rows). */
function onlyIds(ids: readonly string[]): SQL {
  const exact = ids.filter((id) => !id.endsWith('*'));
  const prefixes = ids.filter((id) => id.endsWith('*')).map((id) => id.slice(0, -1));
  const parts = [...(exact.length ? [inArray(emailOutbox.id, exact)] : []), ...prefixes.map((p) => sql`substr(${emailOutbox.id}, 1, ${p.length}) = ${p}`)];
  return sql`(${sql.join(parts, sql` or `)})`;
}

async function finish(db: Db, row: OutboxRow, set: Partial<OutboxRow>) {
  await db
    .update(emailOutbox)
    .set(set)
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.claimId, row.claimId as string)));
}

/** Whether a mail is no longer worth sending: muted since, or a turn that is already over. */
function stale(row: OutboxRow, game: GameRow, muted: boolean): string | null {
  if (row.channel !== 'webhook' && muted) return 'muted';
  if (row.channel === 'webhook') return game.status === 'active' ? null : 'the game is over';
  if (kindOf(row.kind).waitsOnSeat && (game.status !== 'active' || !game.active.includes(row.seat ?? -1))) {
    return "no longer this seat's turn";
  }
  return null;
}

/**
 * A turn mail or push held while the seat's page was open (issue #43, item 9: delayed, never
 * dropped): skipped once the seat has acted since it was queued (its page was open for that turn),
 * held again while the page still pings, sent once it has been quiet for ONLINE_MS.
 */
function turnHeld(row: OutboxRow, game: GameRow, lastSeenAt: number | null, now: number): { skip?: string; until?: number } | null {
  if (!kindOf(row.kind).heldWhileSeen || row.seat === null) return null;
  const acted = game.seats[row.seat]?.acted?.at;
  if (acted !== undefined && acted > row.createdAt) return { skip: 'the seat has played since' };
  if (lastSeenAt !== null && lastSeenAt > now - ONLINE_MS) return { until: lastSeenAt + ONLINE_MS };
  return null;
}

/**
 * Turn rows of these with a later turn row for the same seat and recipient (inserted after them:
 * a higher rowid): a turn mail held while the page was open never goes beside a newer one.
 */
async function supersededTurns(db: Db, rows: readonly OutboxRow[]): Promise<Set<string>> {
  const ids = rows.filter((r) => kindOf(r.kind).heldWhileSeen && r.seat !== null).map((r) => r.id);
  if (!ids.length) return new Set();
  const found = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.id, ids),
        sql`exists (select 1 from email_outbox n where n.game_id = ${emailOutbox.gameId} and n.seat = ${emailOutbox.seat}
          and n.kind = ${emailOutbox.kind} and n.channel = ${emailOutbox.channel} and n.recipient = ${emailOutbox.recipient} and n.rowid > ${emailOutbox}.rowid)`,
      ),
    );
  return new Set(found.map((f) => f.id));
}

export async function deliver(db: Db, config: NotifyConfig, now: number, options: { ids?: string[]; limit?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, skipped: 0, retry: 0, failed: 0 };
  if (options.ids && !options.ids.length) return report;
  const rows = await claimRows(db, now, options);
  if (!rows.length) return report;
  const gameIds = [...new Set(rows.map((r) => r.gameId))];
  const gameRows = await db.select().from(games).where(inArray(games.id, gameIds));
  const seatRows = await db
    .select({ gameId: seats.gameId, seat: seats.seat, muted: seats.muted, email: seats.email, lastSeenAt: seats.lastSeenAt })
    .from(seats)
    .where(inArray(seats.gameId, gameIds));
  const driver = mailDriver(config);
  const subscriptions = rows.some((r) => r.channel === 'push')
    ? await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.gameId, gameIds))
    : [];
  const addresses = await addressStates(
    db,
    rows.filter((r) => r.channel === 'email').map((r) => r.recipient),
  );
  // A player's settings (../players/quiet.ts): quiet hours hold a turn or reminder, unclaimed,
  // until they end; pushes turned off are skipped.
  const held = await heldBySettings(db, rows, now);
  const languages = await languagesOf(db, rows);
  const superseded = await supersededTurns(db, rows);
  for (const row of rows) {
    const locale = languages.get(row.id) ?? 'en';
    // Checked again at send time: suppressed since it was queued, or (from before this check) never confirmed.
    const refused = row.channel === 'email' ? addressRefusal(row, addresses.get(row.recipient)) : null;
    if (refused) {
      await finish(db, row, { status: 'skipped', lastError: refused, claimId: null, claimedUntil: null });
      report.skipped++;
      continue;
    }
    const until = held.get(row.id);
    if (until === 'off') {
      await finish(db, row, { status: 'skipped', lastError: 'pushes are off in the player settings', claimId: null, claimedUntil: null });
      report.skipped++;
      continue;
    }
    if (until !== undefined) {
      await finish(db, row, { status: 'pending', nextAttemptAt: until, attempts: row.attempts - 1, claimId: null, claimedUntil: null });
      report.retry++;
      continue;
    }
    if (mailOf(row.kind) === 'games') {
      await deliverGamesMail(db, config, driver, row, now, report, locale);
      continue;
    }
    if (mailOf(row.kind) === 'signin') {
      await attempt(db, row, now, report, async () => sendKept(driver, await renderSignInMail(config, row, locale), row.id));
      continue;
    }
    const game = gameRows.find((g) => g.id === row.gameId);
    const seatRow = seatRows.find((s) => s.gameId === row.gameId && s.seat === row.seat);
    const muted = seatRow?.muted === true;
    // A seat's mail goes only to the address the seat has now: one given to someone new since, or
    // changed, has its link rendered for whoever holds the seat now (issue #43, item 2).
    const moved = row.channel === 'email' && row.seat !== null && seatRow?.email?.toLowerCase() !== row.recipient ? "the seat's address changed" : null;
    const why = game ? (moved ?? stale(row, game, muted)) : 'the game is gone';
    if (why || !game) {
      await finish(db, row, { status: 'skipped', lastError: why, claimId: null, claimedUntil: null });
      report.skipped++;
      continue;
    }
    const turn = superseded.has(row.id) ? { skip: 'a later turn of the seat has its own' } : turnHeld(row, game, seatRow?.lastSeenAt ?? null, now);
    if (turn?.skip) {
      await finish(db, row, { status: 'skipped', lastError: turn.skip, claimId: null, claimedUntil: null });
      report.skipped++;
      continue;
    }
    if (turn?.until) {
      await finish(db, row, { status: 'pending', nextAttemptAt: turn.until, attempts: row.attempts - 1, claimId: null, claimedUntil: null });
      report.retry++;
      continue;
    }
    if (row.channel === 'push') {
      await deliverPush(db, config, row, game, subscriptions, now, report, locale);
      continue;
    }
    await attempt(db, row, now, report, () =>
      row.channel === 'webhook'
        ? postWebhook(row.recipient, renderWebhook(config, row, game, locale))
        : mailFor(db, config, row, game, now, null, locale).then((mail) => sendKept(driver, mail, row.id)),
    );
  }
  return report;
}

/** Why an email row may not go to its address now, or null. */
function addressRefusal(row: OutboxRow, state: { confirmed: boolean; suppressed: boolean } | undefined): string | null {
  if (state?.suppressed) return 'the address asked never to be mailed again';
  // A confirmation and a sign-in link go to an address not yet confirmed: each is what confirms it.
  if (row.kind !== CONFIRM_KIND && row.kind !== SIGNIN_KIND && !state?.confirmed) return 'the address is not confirmed';
  return null;
}

/**
 * Sends a mail. The local outbox driver is the mailbox itself, so its row keeps exactly what was
 * "sent" (GET /api/dev/outbox shows that, never a later rendering); a real driver's row keeps
 * nothing of the mail, so no seat link is ever stored by a deployed service.
 */
async function sendKept(driver: ReturnType<typeof mailDriver>, mail: Mail, key: string): Promise<string | { id: string; rendered: RenderedMail }> {
  const id = await driver.send(mail, key);
  if (driver.name !== 'outbox') return id;
  return { id, rendered: { to: mail.to, from: mail.from, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers } };
}

/** Sends one claimed row; a failure is retried after the next backoff, or marked failed after the last. */
async function attempt(
  db: Db,
  row: OutboxRow,
  now: number,
  report: DeliveryReport,
  send: () => Promise<string | null | { id: string; rendered: RenderedMail }>,
): Promise<SubscriptionGone | null> {
  try {
    const sent = await send();
    const providerId = sent !== null && typeof sent === 'object' ? sent.id : sent;
    const rendered = sent !== null && typeof sent === 'object' ? sent.rendered : null;
    await finish(db, row, { status: 'sent', providerId, sentAt: now, lastError: null, claimedUntil: null, ...(rendered ? { rendered } : {}) });
    report.sent++;
  } catch (err) {
    // Not a failure to retry: the caller forgets the subscription and skips the row.
    if (err instanceof SubscriptionGone) return err;
    const message = String((err as Error)?.message ?? err).slice(0, 500);
    const wait = RETRY_BACKOFF_MS[row.attempts - 1];
    if (wait === undefined) {
      await finish(db, row, { status: 'failed', lastError: message, claimedUntil: null });
      report.failed++;
    } else {
      await finish(db, row, { status: 'pending', lastError: message, nextAttemptAt: now + wait, claimedUntil: null });
      report.retry++;
    }
  }
  return null;
}

/**
 * One push to one subscription. A subscription deleted since (turned off, or gone) skips the row;
 * a push service that says the subscription is gone (404/410) deletes it and skips the row; any
 * other failure is retried like a mail.
 */
async function deliverPush(
  db: Db,
  config: NotifyConfig,
  row: OutboxRow,
  game: GameRow,
  subscriptions: readonly PushSubscriptionRow[],
  now: number,
  report: DeliveryReport,
  locale: Locale,
) {
  const sub = subscriptions.find((s) => s.gameId === row.gameId && s.seat === row.seat && s.endpoint === row.recipient);
  const why = !config.push ? 'push is not configured' : !sub ? 'the subscription was removed' : null;
  if (why || !sub || !config.push) {
    await finish(db, row, { status: 'skipped', lastError: why, claimId: null, claimedUntil: null });
    report.skipped++;
    return;
  }
  const vapid = config.push;
  const gone = await attempt(db, row, now, report, () => sendPush(vapid, sub, renderPush(row, game, now, locale), `${game.id}s${sub.seat}`));
  if (gone) {
    await forgetSubscription(db, sub);
    await finish(db, row, { status: 'skipped', lastError: gone.message.slice(0, 500), claimId: null, claimedUntil: null });
    report.skipped++;
  }
}

/** What a games-list mail or a daily digest lists: every unfinished seat, or the digest seats whose turn it is. */
async function listFor(db: Db, row: OutboxRow) {
  const all = await gamesOfAddress(db, row.recipient);
  // A digest is game mail: only seats whose address the owner proved (#43).
  return row.kind === DIGEST_KIND ? all.filter((g) => g.digest && !g.muted && g.yourTurn && g.proven) : all;
}

/** A games-list mail or digest, rendered from the address's games as they are now (none left: skipped). */
async function deliverGamesMail(
  db: Db,
  config: NotifyConfig,
  driver: ReturnType<typeof mailDriver>,
  row: OutboxRow,
  now: number,
  report: DeliveryReport,
  locale: Locale,
) {
  const list = await listFor(db, row);
  if (!list.length) {
    const why = row.kind === DIGEST_KIND ? 'no game waits for this address' : 'no unfinished games';
    await finish(db, row, { status: 'skipped', lastError: why, claimId: null, claimedUntil: null });
    report.skipped++;
    return;
  }
  // A digest lists each game's choices and can be answered (worker/notify/digest.ts): what it
  // numbered is kept on the row, for the reply to find.
  const digest = row.kind === DIGEST_KIND ? await digestChoices(config, row, list, locale) : null;
  if (digest)
    await db
      .update(emailOutbox)
      .set({ data: { ...row.data, listed: digest.listed } })
      .where(eq(emailOutbox.id, row.id));
  await attempt(db, row, now, report, async () => sendKept(driver, await renderGamesMail(config, row, list, locale, undefined, digest), row.id));
}

/** A games-list mail or digest as it would go now (a digest with its choices, not kept: only a sent one keeps them). */
async function devGamesMail(config: NotifyConfig, row: OutboxRow, list: Awaited<ReturnType<typeof listFor>>, locale: Locale) {
  const digest = row.kind === DIGEST_KIND ? await digestChoices(config, row, list, locale) : null;
  return renderGamesMail(config, row, list, locale, undefined, digest);
}

/** Every queued mail rendered as it would be sent: the local outbox (GET /api/dev/outbox). */
export async function devOutbox(db: Db, config: NotifyConfig, now: number, records: R2Bucket | null = null) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.channel, 'email'))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(200);
  const gameRows = rows.length
    ? await db
        .select()
        .from(games)
        .where(inArray(games.id, [...new Set(rows.map((r) => r.gameId))]))
    : [];
  const languages = await languagesOf(db, rows);
  const out: (Mail & { id: string; gameId: string; seat: number | null; kind: string; status: string; createdAt: string; sentAt?: string })[] = [];
  for (const row of rows) {
    const game = gameRows.find((g) => g.id === row.gameId);
    // A mail that went out is shown exactly as it went; one still waiting as it would go now.
    const mail = row.rendered
      ? row.rendered
      : mailOf(row.kind) === 'games'
        ? await devGamesMail(config, row, await listFor(db, row), languages.get(row.id) ?? 'en')
        : mailOf(row.kind) === 'signin'
          ? await renderSignInMail(config, row, languages.get(row.id))
          : game
            ? await mailFor(db, config, row, game, now, records, languages.get(row.id))
            : null;
    if (!mail) continue;
    out.push({
      ...mail,
      id: row.id,
      gameId: row.gameId,
      seat: row.seat,
      kind: row.kind,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      ...(row.sentAt ? { sentAt: new Date(row.sentAt).toISOString() } : {}),
    });
  }
  return out;
}

/** A game's mail with what it quotes: the others' chat and, in a turn mail, the log since the seat last acted. */
async function mailFor(
  db: Db,
  config: NotifyConfig,
  row: OutboxRow,
  game: GameRow,
  now: number,
  records: R2Bucket | null,
  locale: Locale = 'en',
): Promise<Mail> {
  return renderMail(config, row, game, now, await chatFor(db, row), await recapFor(db, row, game, records), locale);
}

/** The log entries a turn mail quotes: how many there are since the seat's last action, and the newest few. */
async function recapFor(db: Db, row: OutboxRow, game: GameRow, records: R2Bucket | null): Promise<MailRecap | null> {
  if (row.channel !== 'email' || !kindOf(row.kind).heldWhileSeen || row.seat === null) return null;
  const from = recapStart(game, row.seat);
  const total = game.logLength - from;
  if (total <= 0) return { total: 0, newest: [] };
  // A finished game's log may be in R2 by now (worker/archive/compact.ts).
  return { total, newest: await readLogRange(db, records, game, Math.max(from, game.logLength - MAIL_RECAP_LINES), game.logLength) };
}

/**
 * What the other players wrote lately, for a turn or reminder mail ("Bob wrote: …"): at most the
 * three newest messages of the two days before the mail, from other seats. Never for a webhook.
 */
async function chatFor(db: Db, row: OutboxRow): Promise<{ seat: number; text: string }[]> {
  if (row.channel !== 'email' || row.seat === null || !kindOf(row.kind).waitsOnSeat) return [];
  const rows = await db
    .select({ seat: chatMessages.seat, text: chatMessages.text })
    .from(chatMessages)
    .where(and(eq(chatMessages.gameId, row.gameId), sql`${chatMessages.seat} != ${row.seat}`, sql`${chatMessages.at} > ${row.createdAt - 2 * 86_400_000}`))
    .orderBy(desc(chatMessages.id))
    .limit(3);
  return rows.reverse();
}
