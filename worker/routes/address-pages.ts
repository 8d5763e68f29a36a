/**
 * The two links every address gets by mail: confirm it, and never be mailed again. Each GET is a
 * page that asks (link scanners fetch GETs, so a GET changes nothing); its button POSTs to the
 * same address, and so does a mail client's RFC 8058 one-click unsubscribe.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../store/env';
import { type SeatRef, addressOfLink, confirmAddress, proveSeatAddress, provenSeatsToAct, suppressAddress } from '../store/mail-addresses';
import { tellOwedTurns } from '../live/writer';
import { deliverAfterResponse } from '../http/after';
import { requestConfig } from '../store/notify-config';
import { Refusal, errors } from '../store/refusal';
import { requestLanguage } from '../http/language';
import { messagesFor } from '@web/i18n/worker-catalog';

// g and s: a seat's invitation link (#43), which proves the address for that seat too.
const linkQuery = z.object({
  a: z.string().min(4).max(400),
  k: z.string().min(20).max(100),
  g: z
    .string()
    .regex(/^[a-z0-9]{1,32}$/)
    .optional(),
  s: z.coerce.number().int().min(0).max(7).optional(),
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The API's security headers forbid every style (`default-src 'none'`), so these pages bring their
 * own policy: their one <style> by its hash, forms posting only here (worker/index.ts keeps it).
 */
const STYLE = 'body{font-family:system-ui,sans-serif;line-height:1.5;max-width:36em;margin:2em auto;padding:0 1em}button{font-size:1.1em;padding:.5em 1em}';
let styleHash: Promise<string> | null = null;
const hashOfStyle = () =>
  (styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE)).then((d) => btoa(String.fromCharCode(...new Uint8Array(d)))));

/** The page's language: `?lang=` (the mail's links carry the seat's), else Accept-Language. */
const wordsOf = (c: Context<AppEnv>) => {
  const locale = requestLanguage(c) ?? 'en';
  return { locale, w: messagesFor(locale).server };
};

async function page(c: Context<AppEnv>, title: string, body: string, status: 200 | 400 | 403 = 200) {
  c.header('Cache-Control', 'no-store');
  // Under `no-referrer` a browser sends `Origin: null` with the page's own form, and a signed-in
  // reader's confirmation was refused as coming from another site (originCheck). `same-origin`
  // still keeps the link's key from any other site.
  c.header('Referrer-Policy', 'same-origin');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'sha256-${await hashOfStyle()}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  );
  return c.html(
    `<!doctype html><html lang="${wordsOf(c).locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    status,
  );
}

async function linkOf(c: Context<AppEnv>, which: 'confirm' | 'unsubscribe') {
  const parsed = linkQuery.safeParse(c.req.query());
  if (!parsed.success) throw errors.invalidBody('This link needs a and k: copy the whole link from the email.');
  const config = requestConfig(c.env, c.req.url);
  const { g, s } = parsed.data;
  const seat = which === 'confirm' && g !== undefined && s !== undefined ? { gameId: g, seat: s } : undefined;
  const address = await addressOfLink(config, which, parsed.data.a, parsed.data.k, seat);
  const lang = requestLanguage(c);
  const seatPart = seat ? `&g=${seat.gameId}&s=${seat.seat}` : '';
  const action = `/api/addresses/${which}?a=${encodeURIComponent(parsed.data.a)}${seatPart}&k=${encodeURIComponent(parsed.data.k)}${lang ? `&lang=${lang}` : ''}`;
  return { address, action, seat };
}

/**
 * The link of the request, or, for a link cut short (`400 invalid_body`) or with a wrong key
 * (`403 bad_address_link`) opened in a browser, a page that says so in the reader's language with
 * that status; an API client (no `text/html` in Accept: a mail client's one-click POST, a script)
 * gets the contract's JSON refusal.
 */
async function linkOrPage(c: Context<AppEnv>, which: 'confirm' | 'unsubscribe'): Promise<Awaited<ReturnType<typeof linkOf>> | Response> {
  try {
    return await linkOf(c, which);
  } catch (e) {
    const browser = (c.req.header('Accept') ?? '').includes('text/html');
    if (!browser || !(e instanceof Refusal) || (e.code !== 'invalid_body' && e.code !== 'bad_address_link')) throw e;
    const { w } = wordsOf(c);
    const cut = e.code === 'invalid_body';
    return page(c, w.badLinkTitle, `<p>${escapeHtml(cut ? w.linkCutShort : w.linkWrongKey)}</p>`, cut ? 400 : 403);
  }
}

/** The address, escaped, in bold: the messages put it where their language wants it; their own words hold no markup. */
const bold = (address: string) => `<b>${escapeHtml(address)}</b>`;

const button = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;

export const addressPages = new Hono<AppEnv>()
  .get('/addresses/confirm', async (c) => {
    const link = await linkOrPage(c, 'confirm');
    if (link instanceof Response) return link;
    const { address, action } = link;
    const { w } = wordsOf(c);
    return page(c, w.confirmTitle, `<p>${w.confirmAsk(bold(address))}</p>${button(action, w.confirmButton)}`);
  })
  .post('/addresses/confirm', async (c) => {
    const link = await linkOrPage(c, 'confirm');
    if (link instanceof Response) return link;
    const { address, seat } = link;
    const db = c.get('db');
    const now = Date.now();
    // What the proof made due (#57): the turn a seat it proved is in gets its mail now. An address
    // confirmed only now: every seat proven for it; else the seat of the link, when it is new.
    let owed: SeatRef[] = [];
    if (seat) {
      const made = await proveSeatAddress(db, address, seat.gameId, seat.seat, now);
      owed = made.confirmed ? await provenSeatsToAct(db, address) : made.proven ? [seat] : [];
    } else if (await confirmAddress(db, address, now)) owed = await provenSeatsToAct(db, address);
    deliverAfterResponse(c, await tellOwedTurns(c.env, owed, c.req.url));
    const { w } = wordsOf(c);
    return page(c, w.confirmedTitle, `<p>${w.confirmed(bold(address))}</p>`);
  })
  .get('/addresses/unsubscribe', async (c) => {
    const link = await linkOrPage(c, 'unsubscribe');
    if (link instanceof Response) return link;
    const { address, action } = link;
    const { w } = wordsOf(c);
    return page(c, w.neverTitle, `<p>${w.neverAsk(bold(address))}</p>${button(action, w.neverButton)}`);
  })
  .post('/addresses/unsubscribe', async (c) => {
    const link = await linkOrPage(c, 'unsubscribe');
    if (link instanceof Response) return link;
    const { address } = link;
    await suppressAddress(c.get('db'), address, Date.now());
    const { w } = wordsOf(c);
    return page(c, w.neverDoneTitle, `<p>${w.neverAsk(bold(address))}</p>`);
  });
