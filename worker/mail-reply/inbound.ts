/**
 * A reply to a turn mail, as the Worker's `email()` handler receives it from Cloudflare Email
 * Routing (worker/index.ts), or `POST /api/dev/email` locally (docs/notifications.md, "Moving by
 * mail"). It is read only when every check holds, in this order:
 * 1. at most `MAX_REPLY_BYTES` (else rejected at SMTP time: the sender's server bounces it);
 * 2. not a bounce (null envelope sender, `multipart/report`) nor an auto-reply (`Auto-Submitted`
 *    other than `no`, `Precedence: bulk|junk|list|auto_reply`, `X-Autoreply`, `X-Autorespond`):
 *    ignored, silently (an answer could start a mail loop);
 * 3. a MIME message postal-mime can read, with a From address (else rejected at SMTP time), and
 *    exactly one sender: one From header holding one address, no second one, no group (else
 *    refused, silently: which of two senders DMARC vouched for is not ours to guess);
 * 4. the recipient is one of our signed reply addresses (worker/notify/reply-address.ts): else refused, silently;
 * 5. DMARC passed, as the receiving platform recorded it: the topmost `Authentication-Results`
 *    (or `ARC-Authentication-Results`) header whose authserv-id is `config.authservId` says
 *    `dmarc=pass` for the From domain: else refused, silently (a forged sender gets nothing);
 * 6. the From address is the seat's own, confirmed and not suppressed: else refused, silently;
 * 7. not a message read before (its Message-ID, else its bytes): else refused, silently (a replay).
 * The message is read whole (MIME, sender, the reply's first line: ./body.ts, linear in its size
 * and bounded) before the first D1 query or writer call, so no reply holds up the game's writer.
 * Then the first line of the reply that is not quoted decides, a choice's number or its words,
 * and the move goes to the game's writer (its Durable Object) like a page's, with its version:
 * the same rules, retries and take-back window. Every reply that got this far is answered by
 * mail (the move made and what comes next, or the choices again), at most `ANSWERS_PER_HOUR` an hour per address.
 */
import PostalMime, { type Email, addressParser } from 'postal-mime';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { type GameRow, type OutboxRow, type ReplyAnswerData, emailOutbox, games, mailReplies, seats } from '@db/schema';
import type { GamePayload } from '@schema/api';
import { namesOf } from '@web/i18n/log-line';
import { messagesFor } from '@web/i18n/worker-catalog';
import type { Locale } from '@web/i18n/locales';
import type { Env } from '../store/env';
import type { Answer, SeatAnswer } from '../live/object';
import { writerOf } from '../live/writer';
import { addressStates, mailable, normaliseAddress } from '../store/mail-addresses';
import type { NotifyConfig } from '../store/notify-config';
import { languagesOf } from '../notify/language';
import { emptyQueue, queueEmails, runAll } from '../store/notify-queue';
import type { Db } from '../store/db';
import { readReplyAddress } from '../notify/reply-address';
import { type Choice, choicesOf, pickChoice, seatPayload } from '../notify/choices';
import { decidingLine, replyText } from './body';
import { byNumber, byWords } from '../notify/digest';
import { DIGEST_KIND } from '../notify/seat-settings';
import { newOutboxId } from '../store/ids';

/** A reply is a line: anything larger is refused before it is parsed. */
export const MAX_REPLY_BYTES = 256 * 1024;
/** Answers by mail per sender address in an hour, at most: a loop with an auto-responder stops there. */
export const ANSWERS_PER_HOUR = 5;

export type Outcome = 'applied' | 'answered' | 'refused' | 'ignored';

export interface InboundReport {
  outcome: Outcome;
  /** Why, in a word: `played`, `unclear`, `moved_on`, `auto_reply`, `forged`, `replayed`, …. */
  reason: string;
  gameId?: string;
  seat?: number;
  /** The choice played (its words), when one was. */
  played?: string;
  /** Whether an answer mail was queued. */
  answered?: boolean;
  /** A permanent SMTP refusal the handler should give (`message.setReject`): the sender's server bounces it. */
  reject?: string;
  /** Outbox rows to deliver now: the answer, and the mails the move queued for the others. */
  outbox: string[];
}

/** A message as it arrives: the envelope's sender and recipient, and its bytes. */
export interface InboundMail {
  from: string;
  to: string;
  raw: Uint8Array<ArrayBuffer>;
}

const done = (outcome: Outcome, reason: string, extra: Partial<InboundReport> = {}): InboundReport => ({ outcome, reason, outbox: [], ...extra });

const header = (email: Email, key: string) => email.headers.filter((h) => h.key === key).map((h) => h.value.trim());

/** Why a message is a bounce or an automatic answer (it is then ignored), or null. */
export function automatic(email: Email, envelopeFrom: string): string | null {
  const from = envelopeFrom.trim();
  if (from === '' || from === '<>') return 'bounce';
  if (header(email, 'content-type').some((v) => /^multipart\/report\b/i.test(v))) return 'bounce';
  if (header(email, 'auto-submitted').some((v) => !/^no\b/i.test(v))) return 'auto_reply';
  if (header(email, 'precedence').some((v) => /^(bulk|junk|list|auto_reply)\b/i.test(v))) return 'auto_reply';
  if (header(email, 'x-autoreply').length || header(email, 'x-autorespond').length) return 'auto_reply';
  return null;
}

/**
 * Whether the receiving platform recorded DMARC's pass for `fromDomain`: its own header is the
 * topmost Authentication-Results (RFC 8601; or ARC-Authentication-Results, RFC 8617, "i=N;"
 * first) that names its authserv-id, since a receiving server adds its header above everything
 * the message came with. A header the sender wrote with that id sits below it and is not read.
 */
export function dmarcPassed(email: Email, authservId: string, fromDomain: string): boolean {
  for (const h of email.headers) {
    if (h.key !== 'authentication-results' && h.key !== 'arc-authentication-results') continue;
    const value = h.value.replace(/\s+/g, ' ').trim();
    const body = h.key === 'arc-authentication-results' ? value.replace(/^i=\d+\s*;\s*/i, '') : value;
    const id = /^([^;\s]+)/.exec(body)?.[1]?.toLowerCase();
    if (id !== authservId) continue;
    const dmarc = /(?:^|;)\s*dmarc\s*=\s*([a-z]+)([^;]*)/i.exec(body);
    if (dmarc?.[1]?.toLowerCase() !== 'pass') return false;
    const domain = /header\.from\s*=\s*"?([^\s;"]+)/i.exec(dmarc[2] ?? '')?.[1]?.toLowerCase();
    return domain === undefined || domain === fromDomain;
  }
  return false;
}

/**
 * Whether the message names exactly one sender: one From header, holding one address (not a
 * group, not a list). postal-mime reads the first address of the first From header only, so a
 * second address, or a second From, would otherwise go unseen. The raw header is read too: an
 * `@` outside quoted strings and comments is an address, and `<a@x> <b@y>` (read as one address
 * named "b@y") holds two.
 */
export function oneSender(email: Email): boolean {
  const froms = email.headers.filter((h) => h.key === 'from');
  if (froms.length !== 1 || !froms[0]) return false;
  const value = froms[0].value;
  const parsed = addressParser(value);
  if (parsed.length !== 1 || !parsed[0] || 'group' in parsed[0] || !parsed[0].address) return false;
  return atSignsOutside(value) === 1;
}

/** The `@` signs of a header value outside its quoted strings and (nested) comments. */
function atSignsOutside(value: string): number {
  let count = 0;
  let quoted = false;
  let comment = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && (quoted || comment)) i++;
    else if (quoted) quoted = c !== '"';
    else if (c === '(') comment++;
    else if (comment) comment -= c === ')' ? 1 : 0;
    else if (c === '"') quoted = true;
    else if (c === '@') count++;
  }
  return count;
}

/** The key a message is remembered by: the SHA-256 of its Message-ID, or of its bytes when it has none. */
async function messageKey(email: Email, raw: Uint8Array<ArrayBuffer>): Promise<string> {
  const id = email.messageId?.trim();
  const bytes: Uint8Array<ArrayBuffer> = id ? new TextEncoder().encode(`id:${id}`) : raw;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Remembers the message as read; null when it was read before (a replay). Its key, else. */
async function firstReading(db: Db, email: Email, raw: Uint8Array<ArrayBuffer>, sender: string, gameId: string | null, seat: number | null, now: number) {
  const key = await messageKey(email, raw);
  const fresh = await db
    .insert(mailReplies)
    .values({ messageKey: key, sender, gameId, seat, outcome: 'read', at: now })
    .onConflictDoNothing()
    .returning({ key: mailReplies.messageKey });
  return fresh.length ? key : null;
}

/**
 * A reply to a digest (worker/notify/digest.ts): the digest row must be one that went to the sender, the
 * sender's address confirmed and not suppressed, the message new; its number (or words) names a
 * listed game, whose seat must still be the sender's; then it is that game's reply (`decide`).
 * A reply naming nothing is answered with a fresh digest saying so.
 */
async function receiveDigestReply(
  env: Env,
  db: Db,
  config: NotifyConfig,
  rowId: string,
  sender: string,
  email: Email,
  raw: Uint8Array<ArrayBuffer>,
  line: string,
  now: number,
): Promise<InboundReport> {
  const row = await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, rowId) });
  const state = (await addressStates(db, [sender])).get(sender);
  if (!row || row.kind !== DIGEST_KIND || normaliseAddress(row.recipient) !== sender || !state?.confirmed || state.suppressed) {
    return done('refused', 'not_the_seat');
  }
  const key = await firstReading(db, email, raw, sender, null, null, now);
  if (!key) return done('refused', 'replayed');
  const listed = row.data.listed ?? [];
  let picked = byNumber(line, listed);
  if (!picked && line && !/^[#(]?\s*\d/.test(line)) {
    // Words: those of exactly one listed game's choices as they are now.
    const current = [];
    for (const entry of listed) {
      const seatRow = await db.query.seats.findFirst({ where: and(eq(seats.gameId, entry.gameId), eq(seats.seat, entry.seat)) });
      const game = await db.query.games.findFirst({ where: eq(games.id, entry.gameId) });
      if (!seatRow || !game || game.status !== 'active') continue;
      const payload = await currentPayload(env, entry.gameId, seatRow.tokenHash, game, entry.seat);
      current.push({ entry, labels: choicesOf(payload, await seatLocale(db, entry.gameId, entry.seat)).map((c) => c.label) });
    }
    const named = byWords(line, current);
    if (named.length === 1 && named[0]) picked = { entry: named[0], line };
  }
  let report: InboundReport;
  if (!picked) {
    const queued = await queueDigestAgain(db, sender, line, now);
    report = done('answered', 'unclear', { answered: queued.length > 0, outbox: queued });
  } else {
    const { entry } = picked;
    const seatRow = await db.query.seats.findFirst({ where: and(eq(seats.gameId, entry.gameId), eq(seats.seat, entry.seat)) });
    // The seat may have changed hands or address since the digest went out.
    if (!seatRow?.email || normaliseAddress(seatRow.email) !== sender) {
      report = done('refused', 'not_the_seat', { gameId: entry.gameId, seat: entry.seat });
    } else {
      report = await decide(env, db, config, entry.gameId, entry.seat, entry.version, seatRow.tokenHash, picked.line, now);
    }
  }
  await db
    .update(mailReplies)
    .set({ outcome: report.outcome, gameId: report.gameId ?? null, seat: report.seat ?? null })
    .where(eq(mailReplies.messageKey, key));
  return report;
}

/** The seat's language (its player's setting, else the seat's own; English without either). */
async function seatLocale(db: Db, gameId: string, seat: number): Promise<Locale> {
  return (await languagesOf(db, [{ id: 'reply', gameId, seat, channel: 'email', recipient: '' } as OutboxRow])).get('reply') ?? 'en';
}

/**
 * The condition that `to` (a lower-cased address) had fewer than ANSWERS_PER_HOUR answers of any
 * kind (a turn-mail reply's, a digest's) in the last hour: part of the INSERT … SELECT that queues
 * an answer, so replies arriving at once cannot all read "room left" and all queue one (issue #56).
 */
function underAnswerCap(to: string, now: number): SQL {
  return sql`(select count(*) from email_outbox o where o.recipient = ${to} and o.created_at > ${now - 3_600_000}
    and (o.kind = 'reply' or (o.kind = ${DIGEST_KIND} and json_extract(o.data, '$.unclear') is not null))) < ${ANSWERS_PER_HOUR}`;
}

/** A new digest for `to` as the answer to a reply that named no choice (its line said at the top); within the hourly answers. */
async function queueDigestAgain(db: Db, to: string, line: string, now: number): Promise<string[]> {
  const id = newOutboxId();
  const data = JSON.stringify({ unclear: line.slice(0, 200) });
  const rows = await db
    .insert(emailOutbox)
    .select(
      sql`select ${id}, '', null, 'email', ${to}, ${DIGEST_KIND}, ${data}, 'pending', 0, ${now}, null, null, null, null, ${now}, null, null
      where ${mailable(sql`${to}`, now)} and ${underAnswerCap(to, now)}`,
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

/** Reads one inbound message and acts on it (see the file's comment). */
export async function receiveReply(env: Env, db: Db, config: NotifyConfig, mail: InboundMail, now: number): Promise<InboundReport> {
  if (mail.raw.byteLength > MAX_REPLY_BYTES) {
    return done('refused', 'too_large', { reject: 'Message too large: reply with just the number of your choice.' });
  }
  let email: Email;
  try {
    email = await PostalMime.parse(mail.raw, { maxNestingDepth: 20, maxHeadersSize: 64 * 1024, attachmentEncoding: 'arraybuffer' });
  } catch {
    return done('refused', 'malformed', { reject: 'This message could not be read as a MIME message.' });
  }
  const auto = automatic(email, mail.from);
  if (auto) return done('ignored', auto);
  const sender = email.from?.address ? normaliseAddress(email.from.address) : '';
  const group = email.from !== undefined && 'group' in email.from;
  if (!group && !/^[^@\s]+@[^@\s]+$/.test(sender)) return done('refused', 'malformed', { reject: 'This message has no sender address.' });
  if (!oneSender(email)) return done('refused', 'not_one_sender');
  // What the reply says, read now: nothing below waits on the text, and the writer never waits on it.
  const line = decidingLine(replyText(email));

  const target = await readReplyAddress(config, mail.to);
  if (!target) return done('refused', 'not_ours');
  if (!dmarcPassed(email, config.authservId, sender.split('@')[1] ?? '')) return done('refused', 'unauthenticated');
  if (target.kind === 'digest') return receiveDigestReply(env, db, config, target.rowId, sender, email, mail.raw, line, now);

  const seatRow = await db.query.seats.findFirst({ where: and(eq(seats.gameId, target.gameId), eq(seats.seat, target.seat)) });
  const state = (await addressStates(db, [sender])).get(sender);
  if (!seatRow?.email || normaliseAddress(seatRow.email) !== sender || !state?.confirmed || state.suppressed) {
    return done('refused', 'not_the_seat', { gameId: target.gameId, seat: target.seat });
  }
  // Read once: a second delivery of the same message (or a copy sent again) changes nothing.
  const key = await firstReading(db, email, mail.raw, sender, target.gameId, target.seat, now);
  if (!key) return done('refused', 'replayed', { gameId: target.gameId, seat: target.seat });

  const report = await decide(env, db, config, target.gameId, target.seat, target.version, seatRow.tokenHash, line, now);
  await db.update(mailReplies).set({ outcome: report.outcome }).where(eq(mailReplies.messageKey, key));
  return report;
}

/** The seat's payload as its mails number the choices: its pending actions applied while its take-back window is open. */
async function currentPayload(env: Env, gameId: string, tokenHash: string, game: GameRow, seat: number): Promise<GamePayload> {
  const pending = (await writerOf(env, gameId).command(gameId, { type: 'pending-view' }, { tokenHash, now: Date.now(), url: '' }, false)) as Answer<{
    payload: GamePayload;
  } | null>;
  return pending.ok && pending.value ? pending.value.payload : seatPayload(game, seat);
}

async function decide(
  env: Env,
  db: Db,
  config: NotifyConfig,
  gameId: string,
  seat: number,
  version: number,
  tokenHash: string,
  line: string,
  now: number,
): Promise<InboundReport> {
  const game = await db.query.games.findFirst({ where: eq(games.id, gameId) });
  const base = { gameId, seat };
  if (!game) return done('refused', 'no_game', base);
  const locale = await seatLocale(db, gameId, seat);
  const w = messagesFor(locale).mailReply;
  const answer = (reason: string, lines: string[], payload: GamePayload | null) =>
    queueAnswer(db, game, seat, now, locale, lines, payload).then((queued) =>
      done('answered', reason, { ...base, answered: queued.length > 0, outbox: queued }),
    );

  if (game.status !== 'active') return answer('not_active', [w.notActive], null);
  const payload = await currentPayload(env, gameId, tokenHash, game, seat);
  if (payload.version !== version) return answer('moved_on', [w.movedOn], payload);
  if (!payload.active.includes(seat) || !payload.actions.length) return answer('not_your_turn', [w.notYourTurn], payload);
  const choice = pickChoice(line, choicesOf(payload, locale));
  if (!choice) return answer('unclear', [w.unclear(line.slice(0, 80))], payload);

  const command = { type: 'act' as const, version, action: choice.action as { type: string } };
  const acted = (await writerOf(env, gameId).command(gameId, command, { tokenHash, now, url: config.origin }, false)) as unknown as Answer<SeatAnswer>;
  if (!acted.ok) {
    if (acted.error.fault) throw new Error(`the game's writer failed: ${acted.error.message}`);
    const again = await currentPayload(env, gameId, tokenHash, (await db.query.games.findFirst({ where: eq(games.id, gameId) })) ?? game, seat);
    const moved = acted.error.code === 'stale_version';
    const said = messagesFor(locale).errors[acted.error.code];
    return answer(moved ? 'moved_on' : 'refused_move', [moved ? w.movedOn : w.refused(typeof said === 'string' ? said : acted.error.message)], again);
  }
  const after = acted.value.payload;
  const mailWords = messagesFor(locale).mail;
  const lines = [after.pending ? w.playedWindow(choice.label, messagesFor(locale).mail.utc(after.pending.until)) : w.played(choice.label)];
  if (after.status === 'finished') lines.push(w.gameOver);
  else if (after.active.includes(seat) && after.actions.length) lines.push(w.nextStep);
  else
    lines.push(
      w.nowToMove(
        after.active.map((s) => (after.players[s] ? namesOf(after.players, mailWords.botName, mailWords.formerPlayer)(s) : mailWords.seatName(s + 1))),
      ),
    );
  const queued = await queueAnswer(db, game, seat, now, locale, lines, after.status === 'active' ? after : null);
  return done('applied', 'played', { ...base, played: choice.label, answered: queued.length > 0, outbox: [...acted.value.outbox, ...queued] });
}

/**
 * Queues the answer mail (kind `reply`) with its lines and the choices of `payload` at its
 * version, unless the address had `ANSWERS_PER_HOUR` answers in the last hour. Returns the rows' ids.
 */
async function queueAnswer(db: Db, game: GameRow, seat: number, now: number, locale: Locale, lines: string[], payload: GamePayload | null): Promise<string[]> {
  const seatRow = await db.query.seats.findFirst({ where: and(eq(seats.gameId, game.id), eq(seats.seat, seat)) });
  const to = seatRow?.email ? normaliseAddress(seatRow.email) : null;
  if (!to) return [];
  const choices: Choice[] = payload?.active.includes(seat) ? choicesOf(payload, locale) : [];
  const data: ReplyAnswerData = { lines, version: choices.length && payload ? payload.version : null, choices: choices.map((c) => c.label) };
  const q = emptyQueue();
  queueEmails(q, game, [seat], 'reply', { answer: data }, now, { emailIs: to, extra: underAnswerCap(to, now) });
  const [first, ...rest] = runAll(db, q);
  if (!first) return [];
  const [inserted] = await db.batch([first.returning({ id: emailOutbox.id }), ...rest]);
  return inserted.map((r) => r.id);
}
