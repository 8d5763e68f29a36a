/**
 * Numbers, dates, relative times and plural forms, always through `Intl` with an explicit
 * locale: a catalog file passes its own language, so English and German never share a form.
 */
import type { Locale } from './locales';

/** CLDR plural categories; a language's messages give the ones it uses (`other` always). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/** `forms` picked by `n`'s plural category; `#` in the chosen form becomes `n`, formatted. */
export function plural(locale: Locale, n: number, forms: PluralForms): string {
  let pr = rules.get(locale);
  if (!pr) {
    pr = new Intl.PluralRules(locale);
    rules.set(locale, pr);
  }
  const form = forms[pr.select(n)] ?? forms.other;
  return form.replaceAll('#', number(locale, n));
}

export function number(locale: Locale, n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(n);
}

/** A day and time, in the reader's time zone (the worker's mails: UTC, said so by the caller). */
export function dateTime(locale: Locale, when: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return new Intl.DateTimeFormat(locale, options).format(when);
}

export function date(locale: Locale, when: Date | number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(when);
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
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size || unit === 'second') return rtf.format(Math.round(ms / size), unit);
  }
  return rtf.format(0, 'second');
}

/** A list joined as the language joins it: "A, B and C" / "A, B und C". */
export function list(locale: Locale, items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(locale, { style: 'long', type }).format(items);
}
