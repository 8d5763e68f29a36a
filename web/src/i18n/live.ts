/**
 * The page's live messages and language, without the loaders: `t`, `fmt` and `locale()`.
 * index.ts re-exports them beside its loaders (which use Vite's globs); the modules the worker
 * runs too (the rulesets' text modes, for the choices a turn mail lists:
 * worker/notify/choices.ts) import this file, which has no glob.
 */
import { CORE_EN } from './core';
import type { Messages } from './en';
import * as format from './format';
import type { Locale } from './locales';

/** The page's messages. A chunk area is there once `loadAreas` has loaded it. */
export const t = { ...CORE_EN } as Messages;

let current: Locale = 'en';

/** The page's language. */
export function locale(): Locale {
  return current;
}

/** Makes `l` the language `locale()` and `fmt` speak (index.ts's loaders; the worker's choice words). */
export function setCurrentLocale(l: Locale): void {
  current = l;
}

export const fmt = {
  number: (n: number, options?: Intl.NumberFormatOptions) => format.number(current, n, options),
  dateTime: (when: Date | number, options?: Intl.DateTimeFormatOptions) => format.dateTime(current, when, options),
  date: (when: Date | number) => format.date(current, when),
  relative: (ms: number) => format.relative(current, ms),
  list: (items: readonly string[], type?: Intl.ListFormatType) => format.list(current, items, type),
};
