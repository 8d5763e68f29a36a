import { plural } from '../format';
import type { Translation } from '../types';
import type { common as en } from '../en/common';

export const common: Translation<typeof en> = {
  skipToContent: 'Zum Inhalt springen',
  brand: 'Stonehenge',
  mainNav: 'Hauptmenü',
  navNewGame: 'Neues Spiel',
  navMyGames: 'Meine Spiele',
  navOpen: 'Offene Spiele',
  navArchive: 'Archiv',
  navStats: 'Statistik',
  navRules: 'Regeln',
  navAccount: 'Konto',
  gamesWaiting: (n) => plural('de', n, { one: ', # Spiel wartet auf dich', other: ', # Spiele warten auf dich' }),
  darkTheme: 'Dunkles Design',
  darkThemeOn: 'Dunkles Design: an',
  darkThemeOff: 'Dunkles Design: aus',
  language: 'Sprache',
  yourName: 'Dein Name',
  emailOptional: 'E-Mail (freiwillig)',
  emailHelp:
    'Zuerst schicken wir eine E-Mail, um die Adresse zu bestätigen (sie enthält deinen Platzlink); sobald du bestätigt hast, sagen wir dir Bescheid, wenn du am Zug bist. Jede E-Mail hat einen Link, um alle abzubestellen.',
  chunkFailedHelp: 'Prüfe deine Verbindung und lade die Seite neu.',
  standardRules: 'Standardregeln',
  howThisWorks: 'So funktioniert es',
  switchedOn: 'Automatisch eingeschaltet.',
  switchedOff: 'Automatisch ausgeschaltet.',
  setTo: (value) => `Automatisch auf ${value} gesetzt.`,
  cannotSwitchOn: (why) => `Lässt sich nicht einschalten: ${why}`,
  cannotSwitchOff: (why) => `Lässt sich nicht ausschalten: ${why}`,
  cannotChoose: (choice, why) => `${choice} ist nicht wählbar: ${why}`,
  loading: 'Wird geladen …',
  notFoundTitle: 'Hier ist nichts',
  notFoundText: 'Unter dieser Adresse gibt es keine Seite. {link}.',
  notFoundLink: 'Zur Startseite',
  pageFailed: 'Diese Seite konnte nicht geladen werden',
};
