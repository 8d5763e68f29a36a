/**
 * Numbers, dates, relative times and plural forms, always through `Intl` with an explicit
 * locale: a catalog file passes its own language, so English and German never share a form.
 */
import type { Locale } from './locales';

/** CLDR plural categories; a language's messages give the ones it uses (`other` always). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The Intl tag of each language: our English is British ("colour", "26 Nov", "A, B and C"). */
const TAG: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` for `n`'s plural category, as it is (a verb agreeing with a list of names). */
export function select(locale: Locale, n: number, forms: PluralForms): string {
  let pr = rules.get(locale);
  if (!pr) {
    pr = new Intl.PluralRules(TAG[locale]);
    rules.set(locale, pr);
  }
  return forms[pr.select(n)] ?? forms.other;
}

/** `forms` picked by `n`'s plural category; `#` in the chosen form becomes `n`, formatted. */
export function plural(locale: Locale, n: number, forms: PluralForms): string {
  return select(locale, n, forms).replaceAll('#', number(locale, n));
}

export function number(locale: Locale, n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(TAG[locale], options).format(n);
}

/** A day and time, in the reader's time zone (the worker's mails: UTC, said so by the caller). */
export function dateTime(locale: Locale, when: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return new Intl.DateTimeFormat(TAG[locale], options).format(when);
}

export function date(locale: Locale, when: Date | number): string {
  return new Intl.DateTimeFormat(TAG[locale], { dateStyle: 'medium' }).format(when);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** `ms` from now (negative: ago) in the largest whole unit: "in 3 hours", "vor 2 Tagen". */
export function relative(locale: Locale, ms: number): string {
  const rtf = new Intl.RelativeTimeFormat(TAG[locale], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size || unit === 'second') return rtf.format(Math.round(ms / size), unit);
  }
  return rtf.format(0, 'second');
}

/** A list joined as the language joins it: "A, B and C" / "A, B und C". */
/** A day and time in UTC, for a mail, which cannot know the reader's time zone ("Thu 26 Nov, 18:00"). */
export function utcDayTime(locale: Locale, when: number): string {
  const day = new Intl.DateTimeFormat(TAG[locale], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(when);
  const time = new Intl.DateTimeFormat(TAG[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(when);
  return `${day}, ${time}`;
}

export function list(locale: Locale, items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(TAG[locale], { style: 'long', type }).format(items);
}
