import { plural } from '../format';
import type { Translation } from '../types';
import type { clocks as en } from '../en/clocks';

export const clocks: Translation<typeof en> = {
  perMove: (hours) => `${hours} pro Zug`,
  bank: (initial, increment, max) => `${initial} zu Beginn, + ${increment} pro Zug, höchstens ${max}`,
  noClock: 'Ohne Frist: Alle ziehen, wann sie wollen, und bekommen eine E-Mail, wenn sie am Zug sind.',
  weekendsOff: 'Samstags und sonntags (UTC) stehen die Uhren still.',
  timeoutAsk: 'die anderen entscheiden: warten, einen Bot spielen lassen, jemand Neues suchen oder die Partie beenden',
  timeoutRemind: 'wer zu spät ist, wird erinnert, und die Partie wartet',
  timeoutForfeit: 'wer die Frist verpasst, verliert die Partie',
  timeoutBot: 'ein Bot zieht für den Säumigen',
  toMove: (left) => `noch ${left} für den Zug`,
  late: (past) => `Frist seit ${past} vorbei`,
  waiting: (waited) => `wartet seit ${waited}`,
  bankLeft: (left) => `${left} auf dem Zeitkonto`,
  awayUntil: (date) => `abwesend bis ${date}`,
  awayTitle: 'Abwesend',
  hours: (n) => `${n} Std.`,
  days: (n) => plural('de', n, { one: '# Tag', other: '# Tage' }),
  daysHours: (days, hours) => `${days} ${hours} Std.`,
};
