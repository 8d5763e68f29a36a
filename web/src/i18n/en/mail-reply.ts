/**
 * Moving by mail (worker/mail-reply/): the choices a turn mail lists, and the answers to a reply.
 * The worker's only, like `mail`.
 */
import { list, plural } from '../format';

export const mailReply = {
  choicesHead: 'Your choices. Reply to this email with the number of one (or its words) as the first line:',
  choicesMore: (n: number) => plural('en', n, { one: '… and # more choice on the game page.', other: '… and # more choices on the game page.' }),
  digestHead: 'Reply to this email with the number of one choice below (or its words) as the first line: it is played in its game.',
  answerSubject: (game: string) => `${game}: your reply`,
  played: (choice: string) => `Played: ${choice}.`,
  playedWindow: (choice: string, until: string) => `Played: ${choice}. The others see it at ${until}; until then you can take it back on the game page.`,
  nextStep: 'Your turn goes on with the next step.',
  nowToMove: (names: string[]) => `Now ${list('en', names)} ${names.length === 1 ? 'is' : 'are'} to move; we will mail you when it is your turn again.`,
  gameOver: 'The game is over: see the result on the game page.',
  movedOn: 'The game has moved on since the email you answered, so your reply was not played. Here is where it stands now.',
  unclear: (line: string) =>
    line ? `We could not read a choice in your reply (“${line}”), so nothing was played.` : 'We found no choice in your reply, so nothing was played.',
  notYourTurn: 'It is not your turn now, so nothing was played. We will mail you when it is.',
  notActive: 'This game is not being played now, so nothing was played.',
  refused: (why: string) => `That move could not be played (${why}). Nothing was played.`,
  replyAgain: 'Reply with the number of one of these as the first line:',
  // The deadline calendar (worker/calendar/): its name in a calendar app, and its events.
  calendarName: 'Stonehenge: your deadlines',
  calendarSummary: (game: string) => `Your move is due: ${game}`,
  calendarDescription: (when: string) => `Make your move on the game page before ${when}.`,
  calendarRoundSummary: (tournament: string, round: number) => `${tournament}: round ${round} ends`,
  calendarRoundDescription: (when: string) => `The round ends at ${when}; a table still playing then is settled by the tournament's rule.`,
};
