/** Die Log-Wörter der Einträge, die der Worker in jedem Regelwerk schreibt (`any.*`: web/src/i18n/en/log.ts). */
import type { LogControl } from '../../en/log/shared';
import { both } from './shared';
import type { words as en } from '../../en/log/any';
import type { Translation } from '../../types';

const late = (bank: boolean, hours: number, several: boolean) =>
  bank ? `${several ? 'haben' : 'hat'} keine Zeit mehr` : `${several ? 'haben' : 'hat'} die Frist von ${hours} Stunden verstreichen lassen`;
const control = (tc: LogControl, weekendsOff: boolean) => {
  const base =
    tc === null
      ? 'keine Frist'
      : tc.kind === 'per-move'
        ? `${tc.hours} Stunden pro Zug`
        : `ein Zeitkonto von ${tc.initialHours} h, + ${tc.incrementHours} h pro Zug, höchstens ${tc.maxHours} h`;
  return weekendsOff && tc ? `${base}, Wochenenden frei` : base;
};
const dropped = (n: number, after: number) =>
  `${n === 1 ? '1 gespeicherter Zug' : `${n} gespeicherte Züge`} nach Zug ${after} ${n === 1 ? 'wurde' : 'wurden'} verworfen:`;
const GOES_ON = 'Das Spiel geht von dort aus weiter, mit frischer Zeit für alle, die am Zug sind.';

export const words: Translation<typeof en> = {
  'any.take-back': (a, n) => `${n(a.seat)} hat den letzten Zug zurückgenommen.`,
  'any.resign': (a, n) => `${n(a.seat)} hat aufgegeben.`,
  'any.absent': (a, n) =>
    `${n(a.seat)} hat keine Zeit mehr: Die anderen entscheiden, ob sie warten, einen Bot spielen lassen, den Platz neu vergeben oder das Spiel beenden.`,
  'any.absent-wait': (a, n) => `Der Tisch wartet${a.hours === null ? '' : ` noch ${a.hours} Stunden`} auf ${n(a.seat)}.`,
  'any.back': (a, n) => `${n(a.seat)} ist zurück und spielt wieder selbst.`,
  'any.replaced': (a) => `${a.name.replace(/[{}]/g, '')} übernimmt den Platz von ${a.formerly.replace(/[{}]/g, '')}.`,
  'any.cancelled': (a, n) =>
    a.why === 'host'
      ? `${n(0)} hat das Spiel abgesagt, bevor jemand gezogen hat.`
      : a.why === 'vote'
        ? 'Der Tisch hat beschlossen, das Spiel zu beenden.'
        : 'Innerhalb von 7 Tagen hat niemand den ersten Zug gemacht, darum wurde das Spiel abgesagt.',
  'any.forfeit': (a, n) => `${both(a.seats, n)} ${late(a.bank, a.hours, a.seats.length > 1)} und ${a.seats.length > 1 ? 'verlieren' : 'verliert'} das Spiel.`,
  'any.round-end': (a, n) =>
    a.rule === 'bot'
      ? `Die Runde endete, während ${both(a.seats, n)} am Zug ${a.seats.length > 1 ? 'waren' : 'war'}: Ein Bot spielt die Partie für alle Plätze zu Ende.`
      : `${both(a.seats, n)} ${a.seats.length > 1 ? 'sind' : 'ist'} bis zum Rundenende nicht fertig geworden und ${a.seats.length > 1 ? 'verlieren' : 'verliert'} das Spiel.`,
  'any.timeout': (a, n) =>
    `${both(a.seats, n)} ${late(a.bank, a.hours, a.seats.length > 1)}: Ein Bot hat ${a.moves > 1 ? 'die offenen Züge' : 'den offenen Zug'} gemacht.`,
  'any.repair': (a) =>
    a.repair === 'finished'
      ? `Reparatur: ${dropped(a.dropped, a.after)} Sie stammten aus einem abgebrochenen Fristenlauf nach dem Ende des Spiels.`
      : a.repair === 'unseen'
        ? `Reparatur: ${dropped(a.dropped, a.after)} Sie stammten aus einem abgebrochenen Fristenlauf, und niemand hat sie gesehen. ${GOES_ON}`
        : `Reparatur: ${dropped(a.dropped, a.after)} Das gespeicherte Spiel passte nicht zu seinen eigenen Zügen und wurde aus den ${a.after} Zügen, die sich nachspielen lassen, neu aufgebaut, samt diesem Verlauf. ${GOES_ON}`,
  'any.time': (a, n) =>
    a.time === 'gave'
      ? `${n(a.seat)} hat ${n(a.target)} ${a.hours} h geschenkt.`
      : a.time === 'declined'
        ? `${n(a.seat)} hat die vorgeschlagene Bedenkzeit abgelehnt; es bleibt bei ${control(a.control, a.weekendsOff)}.`
        : a.time === 'accepted'
          ? `${n(a.seat)} hat die vorgeschlagene Bedenkzeit angenommen (${control(a.control, a.weekendsOff)}).`
          : a.time === 'proposed'
            ? `${n(a.seat)} schlägt eine neue Bedenkzeit vor: ${control(a.control, a.weekendsOff)}. Sie gilt, sobald alle zustimmen.`
            : `Alle haben zugestimmt: Die Bedenkzeit ist jetzt ${control(a.control, a.weekendsOff)}, und jede Uhr beginnt von vorn.`,

  'any.resigned-end': (a, n) => `${n(a.seat)} hat aufgegeben; ${n(a.winner)} gewinnt.`,
  'any.resigned-last': (a, n) =>
    `${both(a.seats, n)} ${a.seats.length > 1 ? 'haben aufgegeben und landen' : 'hat aufgegeben und landet'} auf dem letzten Platz.`,
};
