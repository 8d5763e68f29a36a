/** Die Log-Wörter von Stonerush (`stonerush.*`: web/src/i18n/en/log.ts). */
import { colour, count, shortCard } from './shared';
import type { words as en } from '../../en/log/stonerush';
import type { Translation } from '../../types';

export const words: Translation<typeof en> = {
  'stonerush.summary': (a, n) =>
    a.owner === null
      ? `Der Druide ${colour(a.colour)} ist als Erster im Ziel, aber niemand hat auf ihn gesetzt: Es gewinnt, wessen Druide am weitesten vorn steht.`
      : `Der Druide ${colour(a.colour)} ist als Erster im Ziel; auf ihn hat ${n(a.owner)} gesetzt.`,
  'stonerush.reshuffle': () => 'Der Ablagestapel wurde zu einem neuen Nachziehstapel gemischt.',
  'stonerush.draw': (a, n) => `${n(a.seat)} hat ${count(a.count, 'Karte', 'Karten')} gezogen.`,
  'stonerush.play': (a, n) => {
    const druid = `der Druide ${colour(a.colour)}`;
    const movement =
      a.to === a.from
        ? `${druid} bleibt auf Feld ${a.to}`
        : `${druid} zieht von Feld ${a.from} ${a.to > a.from ? 'vor' : 'zurück'} auf Feld ${a.to}` +
          (a.bumps ? ` (${a.bumps} weiter, weil er auf ${a.bumps === 1 ? 'einem Druiden' : 'Druiden'} landet)` : '');
    return `${n(a.seat)} hat ${a.cards.map(shortCard).join(', ')} gespielt: ${movement}.`;
  },
  'stonerush.finish': (a) => `Der Druide ${colour(a.colour)} hat Feld ${a.length} erreicht. Die Trilithon-Karten werden aufgedeckt.`,
  'stonerush.discard': (a, n) =>
    a.cards.length ? `${n(a.seat)} hat ${a.cards.map(shortCard).join(', ')} abgeworfen.` : `${n(a.seat)} hat alle Karten behalten.`,
};
