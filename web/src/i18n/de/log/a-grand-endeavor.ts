/** Die Log-Wörter von A Grand Endeavor (`a-grand-endeavor.*`: web/src/i18n/en/log.ts). */
import { card } from '@engine/core/components';
import { both, colour, count, half } from './shared';
import type { words as en } from '../../en/log/a-grand-endeavor';
import type { Translation } from '../../types';

const projectCard = (id: string) => {
  const c = card(id);
  return c.kind === 'trilithon' ? `die Trilith-Karte ${colour(c.colour)}` : `${half(c.half)} ${c.number} (${colour(c.colour)})`;
};
const site = (track: string, space: number) =>
  track === 'outerRing' ? `Außenfeld ${space}` : track === 'bluestones' ? `Blausteinfeld ${space}` : `Trilithenfeld T${space}`;

export const words: Translation<typeof en> = {
  'a-grand-endeavor.claim': (a, n) => `${n(a.seat)} hat ${site(a.track, a.space)} beansprucht.`,
  'a-grand-endeavor.commit': (a, n) =>
    a.card ? `${n(a.seat)} hat sich zu ${projectCard(a.card)} verpflichtet.` : `${n(a.seat)} hat sich zu einem verdeckten Tagesprojekt verpflichtet.`,
  'a-grand-endeavor.usurp': (a, n) => `${n(a.seat)} hat ${projectCard(a.card)} von ${n(a.from)} an sich gerissen und dafür zwei Karten getauscht.`,
  'a-grand-endeavor.discard': (a, n) => `${n(a.seat)} hat eine der getauschten Karten unter den Stapel gelegt.`,
  'a-grand-endeavor.day': (a) => `Tag ${a.day} beginnt.`,
  'a-grand-endeavor.collect': (a, n) => `${n(a.seat)} hat Trilith-Teil ${a.piece} von ${a.of} geholt.`,
  'a-grand-endeavor.take': (a, n) => `${n(a.seat)} hat das offene Projekt ${projectCard(a.card)} genommen.`,
  'a-grand-endeavor.refill': (a) => `${a.cards.length === 1 ? 'Neues offenes Projekt' : 'Neue offene Projekte'}: ${a.cards.map(projectCard).join(', ')}.`,
  'a-grand-endeavor.turn-up': (a, n) =>
    a.removed
      ? `${n(a.seat)} hat ${projectCard(a.card)} aufgedeckt; ${a.removed === 'dead' ? 'sie ist eine tote Karte' : 'kein Bauplatz ist für sie frei'}, darum verlässt sie das Spiel.`
      : `${n(a.seat)} hat ${projectCard(a.card)} aufgedeckt.`,
  'a-grand-endeavor.construct': (a, n) =>
    a.piece === 'lintel'
      ? `${n(a.seat)} hat einen ${a.neutral ? 'neutralen ' : ''}Deckstein auf Außenfeld ${a.space} gebaut.`
      : a.piece === 'bluestone'
        ? `${n(a.seat)} hat einen Blaustein auf Blausteinfeld ${a.space} gebaut.`
        : `${n(a.seat)} hat einen Trilithen auf Feld T${a.space} gebaut.`,
  'a-grand-endeavor.cap': (a, n) =>
    a.disk
      ? `${n(a.seat)} hat den Trilithen ${colour(a.colour)} mit einem Blaustein auf der Deckplatte beansprucht.`
      : `${n(a.seat)} hat den Trilithen ${colour(a.colour)} beansprucht (kein Blaustein mehr für die Deckplatte).`,
  'a-grand-endeavor.draw': (a, n) => `${n(a.seat)} hat eine Karte vom Stapel gezogen.`,
  'a-grand-endeavor.carve': (a, n) => `${n(a.seat)} hat einen Blaustein für Blausteinfeld ${a.space} gemeißelt.`,
  'a-grand-endeavor.influence': (a, n) =>
    a.gained
      ? `${n(a.seat)} hat auf einem Feld der eigenen Farbe gebaut und erhält 1 Einfluss.`
      : `${n(a.seat)} hat auf einem Feld der eigenen Farbe gebaut, aber es ist keine Einflussscheibe mehr übrig.`,
  'a-grand-endeavor.defame': (a, n) =>
    `${n(a.seat)} hat 1 Einfluss ausgegeben, um ${n(a.target)} zu verleumden: Der Druide von ${n(a.target)} muss vor den Altarstein.${
      a.project === 'trilithon'
        ? ' Das Trilith-Projekt bleibt und kehrt nach dem Ritual auf ein freies Trilithenfeld zurück.'
        : a.project === 'face-up'
          ? ` Das Projekt ${projectCard(a.card ?? '')} kommt unter den Stapel.`
          : a.project === 'face-down'
            ? ' Das verdeckte Projekt kommt ungesehen unter den Stapel.'
            : ''
    }`,
  'a-grand-endeavor.ritual': (a, n) => `${n(a.seat)} verbringt den Tag mit einem Ritual, um das eigene Ansehen wiederherzustellen.`,
  'a-grand-endeavor.neutral-owner': (a, n) => `${n(a.seat)} baut zuerst aus dem Gemeinschaftsvorrat und besitzt nun die neutrale Farbe.`,
  'a-grand-endeavor.removed': (a, n) =>
    `${n(a.seat)} kann sich zu keinem Projekt verpflichten und ist bis zur Wertung aus dem Spiel${
      a.returned ? ` (${a.returned === 1 ? '1 Karte kommt' : `${a.returned} Karten kommen`} unter den Stapel)` : ''
    }.`,
  'a-grand-endeavor.game-over': (a) =>
    a.reason === 'complete'
      ? 'Jeder Bauplatz ist bebaut: Das Monument steht und wird gewertet.'
      : 'Niemand kann sich mehr zu einem Projekt verpflichten: Das Spiel endet und wird gewertet.',
  'a-grand-endeavor.summary': (a, n) =>
    `${a.complete ? 'Das Monument ist vollendet.' : 'Das Spiel endete mit Bauplätzen, die niemand mehr bebauen konnte.'} ${both(a.winners, n)} ${
      a.winners.length === 1 ? 'gewinnt' : 'teilen sich den Sieg'
    } mit ${count(a.best, 'Ansehenspunkt', 'Ansehenspunkten')}.`,
};
