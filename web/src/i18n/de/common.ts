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
  loading: 'Wird geladen …',
  notFoundTitle: 'Hier ist nichts',
  notFoundText: 'Unter dieser Adresse gibt es keine Seite. {link}.',
  notFoundLink: 'Zur Startseite',
  pageFailed: 'Diese Seite konnte nicht geladen werden',
};
