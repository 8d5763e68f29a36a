/** What the log's words share (web/src/i18n/en/log.ts): a seat's names, the cards' and awards' words. */
import { card, type PlayerColour } from '@engine/core/components';

/** A seat's name, as the page, mail or push shows it. */

export type Names = (seat: number) => string;
export type Awards = Readonly<Record<PlayerColour, number>>;
/** A time control as a log entry carries it (null: no deadline). */
export type LogControl = { kind: 'per-move'; hours: number } | { kind: 'bank'; initialHours: number; incrementHours: number; maxHours: number } | null;
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const seats = (list: readonly number[], n: Names) => list.map(n).join(', ');
// Stonerush and Fightin' name a number card by its half and number; the others add its colour.
export const shortCard = (id: string) => {
  const c = card(id);
  return c.kind === 'trilithon' ? `the ${c.colour} trilithon` : `${c.half} ${c.number}`;
};
export const control = (tc: LogControl, weekendsOff: boolean) => {
  const base =
    tc === null
      ? 'no deadline'
      : tc.kind === 'per-move'
        ? `${tc.hours} hours a move`
        : `a bank of ${tc.initialHours} h, + ${tc.incrementHours} h a turn, up to ${tc.maxHours} h`;
  return weekendsOff && tc ? `${base}, weekends off` : base;
};
