/**
 * The words of time controls, clocks and absence on the create form, the invite, the game page and
 * My games, from the message catalog's `clocks` area (web/src/i18n/en/clocks.ts): hours and days,
 * a time control in a sentence, and the day an absence ends in the page's language.
 */
import type { TimeControlInfo } from '@schema/api';
import { locale, t } from '../i18n';

/** Hours in words: "72 h", "3 days", "1 day 12 h". */
export function hoursWords(hours: number): string {
  if (hours < 24 || hours % 1 !== 0) return t.clocks.hours(hours);
  const days = t.clocks.days(Math.floor(hours / 24));
  const rest = hours % 24;
  return rest ? t.clocks.daysHours(days, rest) : days;
}

/** A time control in words, with weekends off when it applies. */
export function timeControlWords(tc: TimeControlInfo | null | undefined, weekendsOff?: boolean): string {
  if (!tc) return t.clocks.noClock;
  const base =
    tc.kind === 'per-move'
      ? t.clocks.perMove(hoursWords(tc.hours))
      : t.clocks.bank(hoursWords(tc.initialHours), hoursWords(tc.incrementHours), hoursWords(tc.maxHours));
  return weekendsOff ? `${base}. ${t.clocks.weekendsOff}` : base;
}

/** What happens when time runs out, in words (the invite). */
export function timeoutWords(onTimeout: 'ask' | 'remind' | 'bot' | 'forfeit'): string {
  return { ask: t.clocks.timeoutAsk, remind: t.clocks.timeoutRemind, bot: t.clocks.timeoutBot, forfeit: t.clocks.timeoutForfeit }[onTimeout];
}

/** "Sat 12 Dec": how the page names the day an absence ends (UTC, as the date was chosen). */
export function awayDate(ms: number): string {
  // English days read day-first ("Sat 12 Dec"), as the issue writes them.
  const lang = locale() === 'en' ? 'en-GB' : locale();
  return new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(ms).replace(',', '');
}
