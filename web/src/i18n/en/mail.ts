/** Mails and Web Push texts the worker sends (worker/notify/), in the seat's language. */
export const mail = {
  /** A line of every turn and reminder mail: the game page's away control (issue #31). */
  awayLink: (link: string) => `Away for a while? Stop every clock of yours until you are back: ${link}`,
  weekendsOff: 'Clocks stop on Saturdays and Sundays (UTC).',
};
