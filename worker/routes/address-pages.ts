/**
 * The two links every address gets by mail: confirm it, and never be mailed again. Each GET is a
 * page that asks (link scanners fetch GETs, so a GET changes nothing); its button POSTs to the
 * same address, and so does a mail client's RFC 8058 one-click unsubscribe.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { addressOfLink, confirmAddress, suppressAddress } from '../notify/addresses';
import { requestConfig } from '../notify/config';
import { errors } from '../http/errors';

const linkQuery = z.object({ a: z.string().min(4).max(400), k: z.string().min(20).max(100) });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The API's security headers forbid every style (`default-src 'none'`), so these pages bring their
 * own policy: their one <style> by its hash, forms posting only here (worker/index.ts keeps it).
 */
const STYLE = 'body{font-family:system-ui,sans-serif;line-height:1.5;max-width:36em;margin:2em auto;padding:0 1em}button{font-size:1.1em;padding:.5em 1em}';
let styleHash: Promise<string> | null = null;
const hashOfStyle = () =>
  (styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE)).then((d) => btoa(String.fromCharCode(...new Uint8Array(d)))));

async function page(c: Context<AppEnv>, title: string, body: string) {
  c.header('Cache-Control', 'no-store');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'sha256-${await hashOfStyle()}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  );
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  );
}

async function linkOf(c: Context<AppEnv>, which: 'confirm' | 'unsubscribe') {
  const parsed = linkQuery.safeParse(c.req.query());
  if (!parsed.success) throw errors.invalidBody('This link needs a and k: copy the whole link from the email.');
  const config = requestConfig(c.env, c.req.url);
  const address = await addressOfLink(config, which, parsed.data.a, parsed.data.k);
  return { address, action: `/api/addresses/${which}?a=${encodeURIComponent(parsed.data.a)}&k=${encodeURIComponent(parsed.data.k)}` };
}

const button = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;

export const addressPages = new Hono<AppEnv>()
  .get('/addresses/confirm', async (c) => {
    const { address, action } = await linkOf(c, 'confirm');
    return page(
      c,
      'Confirm your address',
      `<p>Confirm that <b>${escapeHtml(address)}</b> is yours, so the games you play send it your turns and results.</p>${button(action, 'Confirm my address')}`,
    );
  })
  .post('/addresses/confirm', async (c) => {
    const { address } = await linkOf(c, 'confirm');
    await confirmAddress(c.get('db'), address, Date.now());
    return page(
      c,
      'Address confirmed',
      `<p><b>${escapeHtml(address)}</b> is confirmed: your games will email you from now on. Each email has a link to stop them.</p>`,
    );
  })
  .get('/addresses/unsubscribe', async (c) => {
    const { address, action } = await linkOf(c, 'unsubscribe');
    return page(
      c,
      'Never email me again',
      `<p>No game on this site will email <b>${escapeHtml(address)}</b> again.</p>${button(action, 'Never email me again')}`,
    );
  })
  .post('/addresses/unsubscribe', async (c) => {
    const { address } = await linkOf(c, 'unsubscribe');
    await suppressAddress(c.get('db'), address, Date.now());
    return page(c, 'No more emails', `<p>No game on this site will email <b>${escapeHtml(address)}</b> again.</p>`);
  });
