/** Die Log-Wörter von Raiding Stonehenge (`raiding-stonehenge.*`: web/src/i18n/en/log.ts). */
import { numberCard } from '@engine/core/components';
import { colour, count, half, seats } from './shared';
import type { words as en } from '../../en/log/raiding-stonehenge';
import type { Translation } from '../../types';

const colouredCard = (id: string) => {
  const c = numberCard(id);
  return `${half(c.half)} ${c.number} (${colour(c.colour)})`;
};

export const words: Translation<typeof en> = {
  'raiding-stonehenge.pick': (a, n) =>
    `${n(a.seat)} hat ${colouredCard(a.card)} aus Reihe ${a.line} genommen${a.forced ? ' (die einzige Reihe mit Karten)' : ''}.`,
  'raiding-stonehenge.noPick': (a, n) => `${n(a.seat)} konnte keine Karte nehmen: Alle Reihen sind leer.`,
  'raiding-stonehenge.play': (a, n) => `${n(a.seat)} hat eine Karte verdeckt gespielt${a.forced ? ' (die letzte)' : ''}.`,
  'raiding-stonehenge.reveal': (a, n) => `Aufgedeckte Karten: ${a.cards.map((c) => `${n(c.seat)} ${colouredCard(c.card)}`).join(', ')}.`,
  'raiding-stonehenge.place': (a, n) =>
    a.black
      ? `${n(a.seat)} (schwarze Karte) hat die Figur an den Haufen ${colour(a.colour)} gestellt${a.forced ? ' (die einzige Farbe)' : ''}.`
      : `${n(a.seat)} hat die Figur an den Haufen ${colour(a.colour)} gestellt.`,
  'raiding-stonehenge.take': (a, n) =>
    `${n(a.seat)} hat ${count(a.count, 'Scheibe', 'Scheiben')} ${colour(a.colour)} genommen${a.count < a.due ? ` (mehr lag nicht im Haufen)` : ''}.`,
  'raiding-stonehenge.setAside': (a, n) =>
    a.colours
      ? `${n(a.seat)} hat ${a.colours.map(colour).join(', ')} zurückgelegt${a.forced ? ' (keine andere Wahl)' : ''}.`
      : `${n(a.seat)} hat ${count(a.count, 'Scheibe', 'Scheiben')} zurückgelegt.`,
  'raiding-stonehenge.setAsideShort': (a, n) => `${n(a.seat)} hatte keine Scheiben mehr zum Zurücklegen.`,
  'raiding-stonehenge.turn': (a, n) =>
    a.round === undefined ? `Runde ${a.turn}: ${n(a.seat)} ist Startspieler.` : `Zusatzrunde ${a.round}: ${n(a.seat)} ist Startspieler.`,
  'raiding-stonehenge.replenish': (a) => `Die Reihen wurden mit ${count(a.count, 'Karte', 'Karten')} aufgefüllt.`,
  'raiding-stonehenge.startPlayer': (a, n) =>
    a.lowest ? `${n(a.seat)} hat die niedrigste Karte gespielt und wird Startspieler.` : `Der Startspieler-Marker geht von ${n(a.from ?? 0)} an ${n(a.seat)}.`,
  'raiding-stonehenge.scores': (a, n) =>
    `In keiner Reihe liegt noch eine Karte: Das Spiel endet. Punkte: ${a.scores.map((p, s) => `${n(s)} ${p}`).join(', ')}.`,
  'raiding-stonehenge.tiebreakStart': (a, n) =>
    `${seats(a.seats, n)} liegen mit ${a.top} gleichauf: Sie spielen ${a.rounds} Zusatzrunden mit ihren Handkarten.`,
  'raiding-stonehenge.gameEnd': (a, n) => {
    switch (a.end) {
      case 'score':
        return `${n(a.winner)} gewinnt mit ${count(a.top, 'Punkt', 'Punkten')}.`;
      case 'highest-card':
        return `${seats(a.tied, n)} liegen mit ${count(a.top, 'Punkt', 'Punkten')} gleichauf; ${n(a.winner)} gewinnt mit den höchsten Handkarten.`;
      case 'shared':
        return `${seats(a.seats, n)} liegen mit ${count(a.top, 'Punkt', 'Punkten')} und mit ihren Handkarten gleichauf: Sie teilen sich den Sieg.`;
      case 'tiebreak-rounds':
        return `Nach den Zusatzrunden führt ${n(a.winner)} mit ${count(a.top, 'Punkt', 'Punkten')} und gewinnt.`;
      case 'tiebreak-highest':
        return `${seats(a.tied, n)} lagen nach den Zusatzrunden noch gleichauf; ${n(a.winner)} hat die höchste Karte und gewinnt.`;
      default:
        return `${seats(a.seats, n)} lagen nach den Zusatzrunden noch gleichauf, ohne Karte zur Entscheidung: Sie teilen sich den Sieg.`;
    }
  },
};
