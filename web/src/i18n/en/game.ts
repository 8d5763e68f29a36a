/** The game page and its panels (web/src/game/). */
import { plural } from '../format';

export const game = {
  logTitle: 'Log',
  logLabel: 'Game log, newest last',
  logEmpty: 'Nothing has happened yet.',
  logEarlier: (n: number) => plural('en', n, { one: 'Show # earlier entry', other: 'Show # earlier entries' }),
  logEarlierFailed: 'The earlier entries could not be loaded.',
};
