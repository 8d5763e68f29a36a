/** Mails and Web Push texts the worker sends (worker/notify/), in the seat's language. */
import { plural } from '../format';

export const mail = {
  /** A line of every turn and reminder mail: the game page's away control (issue #31). */
  awayLink: (link: string) => `Away for a while? Stop every clock of yours until you are back: ${link}`,
  weekendsOff: 'Clocks stop on Saturdays and Sundays (UTC).',
  // A seat ran out of time with onTimeout "ask" (worker/table/absent.ts): the others choose.
  absentSubject: (game: string, name: string) => `${game}: ${name} ran out of time. What now?`,
  absentBody: (name: string, hours: number | null) =>
    `${name} has not played ${hours === null ? 'in the time allowed' : plural('en', hours, { one: 'within # hour', other: 'within # hours' })}. On the game page, choose what the table does: wait one more period, let a bot play for them until they return, give their seat to someone new, or end the game. The choice most of you make decides; a tie waits.`,
  absentButton: 'Choose on the game page',
  absentPushTitle: (game: string, name: string) => `${game}: ${name} ran out of time`,
  absentPushBody: 'Choose what the table does: wait, a bot, a new player or the end of the game.',
  // A game cancelled (worker/table/resign.ts).
  cancelledSubject: (game: string) => `${game}: the game was cancelled`,
  cancelledByHost: 'The host cancelled it before anyone had played.',
  cancelledUnstarted: 'Nobody made a first move within 7 days of its creation, so it was cancelled.',
  cancelledByVote: 'A player ran out of time, and the others chose to end the game.',
  cancelledButton: 'Start a new game',
};
