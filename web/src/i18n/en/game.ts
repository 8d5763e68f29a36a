/** The game page and its panels (web/src/game/). */
import { plural } from '../format';

export const game = {
  logTitle: 'Log',
  logLabel: 'Game log, newest last',
  logEmpty: 'Nothing has happened yet.',
  logEarlier: (n: number) => plural('en', n, { one: 'Show # earlier entry', other: 'Show # earlier entries' }),
  logEarlierFailed: 'The earlier entries could not be loaded.',
  /** The take-back window: the mover's move is still its own (docs/architecture.md, "The take-back window"). */
  windowPending: (seconds: number) =>
    plural('en', seconds, {
      one: 'Only you can see this move for # more second; then everyone does.',
      other: 'Only you can see this move for # more seconds; then everyone does.',
    }),
  windowSendNow: 'Send now',
  windowTakeBack: 'Take it back',
  windowTakenBack: 'Your move was taken back; nobody else saw it.',
};
