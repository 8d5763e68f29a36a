/**
 * The language a request asks for, for what the Worker writes itself (a seat's mails and pushes,
 * its HTML pages): `?lang=`, then `Accept-Language`; undefined when it names none we speak, so a
 * stored choice stays unset rather than guessed (web/src/i18n/locales.ts).
 */
import type { Context } from 'hono';
import { acceptedTags, asLocale, firstSpoken, type Locale } from '@web/i18n/locales';

export function requestLanguage(c: Context): Locale | undefined {
  return asLocale(c.req.query('lang')) ?? firstSpoken(acceptedTags(c.req.header('accept-language'))) ?? undefined;
}
