/**
 * Every language at once, for the worker (mails, pushes, the HTML it serves) and the tests:
 * `messagesFor(locale)`. The web app never imports this file: it loads German lazily (index.ts).
 */
import { de } from './de';
import { en, type Messages } from './en';
import type { Locale } from './locales';

const CATALOGS: Record<Locale, Messages> = { en, de };

export function messagesFor(locale: Locale): Messages {
  return CATALOGS[locale];
}
