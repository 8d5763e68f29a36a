import { list, select } from '../format';
import type { Translation } from '../types';
import type { result as en } from '../en/result';

export const result: Translation<typeof en> = {
  gameOver: 'Spiel vorbei',
  nobodyWon: 'Niemand hat gewonnen.',
  winners: (names) => `${list('de', names)} ${select('de', names.length, { one: 'gewinnt', other: 'gewinnen' })}!`,
  scores: 'Wertung',
  player: 'Spieler',
  score: 'Punkte',
  replayLink: 'Zug für Zug nachspielen',
  reviewLink: 'Analyse jeder Entscheidung durch den Bot',
  archiveLink: 'Im Archiv stöbern',
  downloadRecord: 'Spielprotokoll herunterladen',
  rematchFailed: 'Die Revanche war nicht erreichbar.',
  openRematch: 'Revanche öffnen',
  rematchOffered: 'Eine Revanche wurde angeboten: dasselbe Spiel, dieselben Optionen, dieselben Spieler.',
  rematchAsk: 'Dieselben Spieler, dieselben Optionen?',
  oneMoment: 'Einen Moment …',
  joinRematch: 'Der Revanche beitreten',
  offerRematch: 'Revanche anbieten',
  rematchHow:
    'Die anderen Spieler erfahren es per E-Mail (falls sie eine Adresse angegeben haben) und auf dieser Seite; freie Plätze schließen nach einer Woche.',
};
