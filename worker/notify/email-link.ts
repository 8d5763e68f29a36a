/**
 * Sign-in by email link (issue #32). `POST /api/auth/email` answers the same 202 for any address
 * and runs the same statements for any address: there is no "unknown address" (the first sign-in
 * makes the account), so nothing tells an address with games from one without. The link's token
 * is an HMAC of the server secret and the link's id, so the outbox row holds only the id and the
 * mail is rendered at send time (like seat links); D1 keeps the token's SHA-256. A link works
 * once, for 15 minutes. Requests are counted per address (by its hash) and per client.
 */
import type { NotifyKind } from '../store/notify-kinds';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type OutboxRow, emailOutbox, signinLinks } from '@db/schema';
import type { NotifyConfig } from '../store/notify-config';
import type { Db } from '../store/db';
import { Refusal } from '../store/refusal';
import { hashToken, newOutboxId } from '../store/ids';
import type { Mail } from './mail';
import { countUp } from '../store/counters';
import { addressLinks } from '../store/mail-addresses';
import { unsubscribeHeaders } from './mail';
import { asLocale, type Locale } from '@web/i18n/locales';
import { messagesFor } from '@web/i18n/worker-catalog';
import type { Messages } from '@web/i18n/en/index';
import { signInNextOf } from '@schema/signin';

export const SIGNIN_KIND = 'signin' satisfies NotifyKind;
export const LINK_MS = 15 * 60_000;
export const LINKS_PER_ADDRESS_PER_HOUR = 5;
export const LINKS_PER_CLIENT_PER_HOUR = 20;
/** Sign-in mails a day to an address that never confirmed (#43 item 6): a few, not 5 an hour. */
export const LINKS_PER_UNCONFIRMED_PER_DAY = 3;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const linkErrors = {
  invalid: () => new Refusal('invalid_link', 'That sign-in link is not valid: copy the whole link from the email, or ask for a new one.'),
  used: () => new Refusal('link_used', 'That sign-in link was already used: each link works once. Ask for a new one.'),
  expired: () => new Refusal('link_expired', 'That sign-in link has expired (links work for 15 minutes). Ask for a new one.'),
};

/** The token of a link, derived from the server secret and its id: a mail can carry it, D1 never does. */
export async function linkToken(secret: string, linkId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`signin/${linkId}`)));
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/**
 * Queues a sign-in link for an address: one batch (both counters, the link row and its outbox row,
 * the last two only while both counters are within their limits). Over the client's limit: 429.
 * Over the address's limit the answer stays 202 and no mail goes: a 429 there would tell a
 * stranger that someone asked for that address lately.
 */
export async function requestLink(db: Db, config: NotifyConfig, email: string, client: string, now: number, locale?: Locale, next?: string): Promise<string[]> {
  const address = normaliseAddress(email);
  const windowStart = Math.floor(now / HOUR) * HOUR;
  const addressKey = `signin:address:${(await hashToken(address)).slice(0, 32)}`;
  const clientKey = `signin:client:${client}`;
  const linkId = newOutboxId();
  const tokenHash = await hashToken(await linkToken(config.secret, linkId));
  const outboxId = newOutboxId();
  // An address nobody ever confirmed gets a few links a day, whoever asks (silently, like the hour's limit).
  const within = sql`(select count from rate_limits where key = ${addressKey}) <= ${LINKS_PER_ADDRESS_PER_HOUR}
    and (select count from rate_limits where key = ${clientKey}) <= ${LINKS_PER_CLIENT_PER_HOUR}
    and (exists (select 1 from mail_addresses ma where ma.address = ${address} and ma.confirmed_at is not null)
      or (select count(*) from email_outbox o where o.recipient = ${address} and o.kind = ${SIGNIN_KIND} and o.created_at > ${now - DAY}) < ${LINKS_PER_UNCONFIRMED_PER_DAY})`;
  // Columns in the tables' order (drizzle's insert … select).
  const link = db.insert(signinLinks).select(sql`select ${tokenHash}, ${linkId}, ${address}, ${now}, ${now + LINK_MS}, null where ${within}`);
  const mail = db
    .insert(emailOutbox)
    .select(
      // Never to an address that asked never to be mailed again (the answer is the same 202).
      sql`select ${outboxId}, '', null, 'email', ${address}, ${SIGNIN_KIND}, ${JSON.stringify({ by: linkId, ...(locale ? { lang: locale } : {}), ...(next ? { next } : {}) })}, 'pending', 0, ${now}, null, null, null, null, ${now}, null, null
        where ${within} and not exists (select 1 from mail_addresses ma where ma.address = ${address} and ma.suppressed_at is not null)`,
    )
    .returning({ id: emailOutbox.id });
  const [, byClient, , queued] = await db.batch([countUp(db, addressKey, windowStart), countUp(db, clientKey, windowStart), link, mail]);
  if ((byClient[0]?.count ?? 0) > LINKS_PER_CLIENT_PER_HOUR) {
    throw new Refusal('rate_limited', 'Too many sign-in requests from here; try again in an hour.', {}, Math.ceil((windowStart + HOUR - now) / 1000));
  }
  return queued.map((r) => r.id);
}

/**
 * Uses a link up: one conditional UPDATE, so of two tabs opening the same link exactly one signs in.
 * Returns the address it was sent to; a used, expired or unknown link is a 4xx.
 */
export async function consumeLink(db: Db, token: string, now: number): Promise<string> {
  const tokenHash = await hashToken(token);
  const [used] = await db
    .update(signinLinks)
    .set({ usedAt: now })
    .where(and(eq(signinLinks.tokenHash, tokenHash), isNull(signinLinks.usedAt), gt(signinLinks.expiresAt, now)))
    .returning({ email: signinLinks.email });
  if (used) return used.email;
  const row = await db.query.signinLinks.findFirst({ columns: { usedAt: true, expiresAt: true }, where: eq(signinLinks.tokenHash, tokenHash) });
  if (!row) throw linkErrors.invalid();
  throw row.usedAt !== null ? linkErrors.used() : linkErrors.expired();
}

/** The sign-in mail of an outbox row (its data names the link), rendered at send time in the language it was asked in. */
export async function renderSignInMail(config: NotifyConfig, row: OutboxRow, fallback: Locale = 'en', words?: Messages['mail']): Promise<Mail> {
  const linkId = row.data.by ?? '';
  // `next`: the page the visitor left to sign in (an invite, a claim), where the link returns to (#45 item 6).
  const next = signInNextOf(row.data.next);
  const link = `${config.origin}/signin#t=${await linkToken(config.secret, linkId)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  const locale = asLocale(row.data.lang) ?? fallback;
  // `words`: the tests' pseudo-locale; else the locale's.
  const m = words ?? messagesFor(locale).mail;
  // Every mail can be stopped (#43 item 6): "never email me again" and RFC 8058's one-click header.
  const never = (await addressLinks(config, row.recipient, locale)).unsubscribe;
  const lines = [m.signinAsked(config.origin), m.signinOpen];
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const text = [m.helloAll, ...lines, '', link, '', m.signinIgnore, m.neverText(never)].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36em">
${[m.helloAll, ...lines].map((l) => `<p>${esc(l)}</p>`).join('\n')}
<p><a href="${esc(link)}">${esc(m.signinButton)}</a></p>
<p style="color:#555;font-size:.9em">${esc(m.signinIgnore)}</p>
<p style="color:#555;font-size:.9em"><a href="${esc(never)}">${esc(m.neverLink)}</a> ${esc(m.neverAfter)}</p>
</body></html>`;
  return { to: row.recipient, from: config.from, subject: m.signinSubject, text, html, headers: unsubscribeHeaders(never) };
}
