import { plural } from '../format';
import type { archive as en } from '../en/archive';
import type { Translation } from '../types';

export const archive: Translation<typeof en> = {
  archiveTitle: 'Archiv der beendeten Spiele',
  archivePageTitle: 'Archiv — Stonehenge',
  playerName: 'Name des Spielers',
  filter: 'Filtern',
  liveNow: 'Gerade live',
  movesSoFar: (n) => plural('de', n, { one: 'bisher # Zug', other: 'bisher # Züge' }),
  waitingFor: (names) => `wartet auf ${names}`,
  resigned: (names, n) => `${names} ${n === 1 ? 'hat' : 'haben'} aufgegeben`,
  forfeited: (names, n) => `${names} ${n === 1 ? 'hat' : 'haben'} auf Zeit verloren`,
  wonBy: 'Gewonnen von {names}',
  noWinner: 'Kein Sieger',
  moves: (n) => plural('de', n, { one: '# Zug', other: '# Züge' }),
  seat: (n) => `Platz ${n}`,
  replay: 'Nachspielen',
  downloadRecord: 'Partie herunterladen',
  archiveNone: 'Hier gibt es noch keine beendeten Spiele.',
  more: 'Mehr',
  ofTournament: 'Die Partien von {name}.',
  allGames: 'Alle Partien zeigen',
};
