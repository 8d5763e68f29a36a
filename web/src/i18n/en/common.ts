/** The shell every page shares: the header, the language switch, loading and error words. */
import { plural } from '../format';

export const common = {
  skipToContent: 'Skip to content',
  brand: 'Stonehenge',
  mainNav: 'Main',
  navNewGame: 'New game',
  navMyGames: 'My games',
  navOpen: 'Open games',
  navArchive: 'Archive',
  navStats: 'Stats',
  navRules: 'Rules',
  navAccount: 'Account',
  /** Read after the "My games" link's count badge. */
  gamesWaiting: (n: number) => plural('en', n, { one: ', # game waits for you', other: ', # games wait for you' }),
  darkTheme: 'Dark theme',
  darkThemeOn: 'Dark theme: on',
  darkThemeOff: 'Dark theme: off',
  language: 'Language',
  loading: 'Loading…',
  notFoundTitle: 'Nothing here',
  notFoundText: 'There is no page at this address. {link}.',
  notFoundLink: 'Go to the start page',
  pageFailed: 'This page could not be loaded',
};
