/**
 * The text mode (web/src/game/text-board.tsx and each ruleset's text.ts): the table in words,
 * the choices, the news. Loaded with the text mode's chunk, only when a person turns it on.
 * Prefix tb: the shared board. Each ruleset's own text-mode words are in its folder's i18n/.
 */

export const textMode = {
  // The set's colours, one key each (a colour is a word of ours, not data).
  white: 'white',
  blue: 'blue',
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  black: 'black',
  /** A number card, its colour already in words: "day 7 (white)". */
  card: (night: boolean, num: number, colour: string) => `${night ? 'night' : 'day'} ${num} (${colour})`,
  you: (name: string) => `${name} (you)`,
  seat: (seat: number) => `Seat ${seat}`,
  none: 'none',
  nothing: 'nothing',
  noCards: 'No cards.',

  tbTable: 'The table, in words',
  tbYourMove: 'Your move',
  tbChoices: 'Your choices',
  tbChoose: 'Choose one move, then confirm it.',
  tbConfirm: (label: string) => `Confirm: ${label}`,
  tbConfirmNone: 'Confirm your move',
  tbChooseFirst: 'Choose a move first: the arrow keys move between the choices.',
  tbSending: 'Sending your move…',
  tbWaitingFor: (names: string) => `Not your turn: waiting for ${names}.`,
  tbWaiting: 'Not your turn.',
  tbOver: 'The game is over.',
  tbNews: 'What the others did',
  tbNewsNone: 'Moves made by the others while you are here are read out and listed here.',
  tbYourTurn: 'Your turn.',

  /** `colour`: the piece's colour in words, null for a neutral piece. */
};
