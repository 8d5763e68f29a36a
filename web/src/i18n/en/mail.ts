/**
 * Mails and Web Push texts the Worker sends (worker/notify/mail.ts, push.ts), in the seat's
 * language. Names, titles and links are parameters; times come formatted in UTC.
 */
import { list, number, plural, select, utcDayTime } from '../format';
import { common } from './common';

export const mail = {
  /** A line of every turn and reminder mail: the game page's away control (issue #31). */
  awayLink: (link: string) => `Away for a while? Stop your clock until you are back (signed in, every game's): ${link}`,
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
  seatName: (n: number) => `Seat ${n}`,
  /** A bot's seat, as the pages name it (`common.botName`). */
  botName: common.botName,
  /** A deleted account's seat, as the pages name it (`common.formerPlayer`). */
  formerPlayer: common.formerPlayer,
  nobody: 'nobody',
  names: (names: string[]) => list('en', names),
  days: (n: number) => plural('en', n, { one: '# day', other: '# days' }),
  hours: (n: number) => plural('en', n, { one: '# hour', other: '# hours' }),
  minutes: (n: number) => plural('en', n, { one: '# minute', other: '# minutes' }),
  /** "Thu 26 Nov, 18:00 UTC": a mail cannot know the reader's time zone, so it says which it uses. */
  utc: (ms: number) => `${utcDayTime('en', ms)} UTC`,
  gameName: (title: string, others: string) => `${title} with ${others}`,
  sinceYourMove: 'Since your last move:',
  soFar: 'So far:',
  earlierEntries: (n: number) => plural('en', n, { one: '• … # earlier entry on the game page', other: '• … # earlier entries on the game page' }),
  noDeadline: 'There is no deadline: play when you like.',
  thenForfeit: 'after that you lose the game',
  thenBot: 'after that a bot moves for you',
  thenAsk: 'after that the others choose whether to wait, let a bot play for you, give your seat to someone new or end the game',
  thenWait: 'after that the game still waits for you',
  timeLeft: (within: string, until: string, then: string) => `You have ${within} to move (until ${until}); ${then}.`,
  hello: (name: string) => `Hello ${name},`,
  helloAll: 'Hello,',
  startSubject: (title: string) => `${title}: the game has started`,
  startAll: (title: string, everyone: string) => `Everyone has joined your game of ${title} (${everyone}).`,
  /** A tournament's table (#46): its game starts with the round. */
  roundStartSubject: (title: string, round: number) => `Round ${round}: your game of ${title} has started`,
  roundStartAll: (title: string, round: number, everyone: string) => `Round ${round} of your tournament has begun: your table of ${title} is ${everyone}.`,
  /** A tournament's end (#46): each player's place in its final standings. */
  standingsSubject: (name: string) => `${name}: the final standings`,
  standingsLine: (name: string, rank: number, of: number, points: number) =>
    `${name} is over. You finished ${rank} of ${of}, with ${number('en', points)} ${plural('en', points, { one: 'point', other: 'points' })}.`,
  standingsWinner: (names: string, n: number) => `${select('en', n, { one: 'The winner is', other: 'The winners are' })} ${names}.`,
  standingsButton: 'See the final standings',
  startYouFirst: 'You move first: open your seat and make your move.',
  startOtherFirst: (first: string, n: number) =>
    `${first} ${select('en', n, { one: 'moves', other: 'move' })} first; you will get an email when it is your turn.`,
  openSeat: 'Open your seat',
  turnSubject: (game: string) => `${game}: your turn`,
  turnLine: (game: string) => `It is your turn in ${game}.`,
  makeMove: 'Make your move',
  reminderSubject: (game: string) => `${game}: reminder, it is still your turn`,
  reminderLeft: (within: string) => `You have ${within} left before the deadline.`,
  reminderLeftForfeit: (within: string) => `You have ${within} left before the deadline, after which you lose the game.`,
  reminderLine: (title: string, left: string) => `The others in ${title} are waiting for your move.${left ? ` ${left}` : ''}`,
  winners: (names: string, _n: number) => `${names} won.`,
  nobodyWon: 'Nobody won.',
  resultSubject: (title: string) => `${title}: the game is over`,
  resultLine: (title: string, outcome: string) => `Your game of ${title} has ended. ${outcome}`,
  resultArchive: 'Its archive page (the link below) replays every move, with every hidden card shown.',
  resultReview: (url: string) => `The bot reviews every decision of the game on its replay page: ${url}`,
  resultButton: 'See the game in the archive',
  aPlayer: 'A player',
  takenBackSubject: (title: string) => `${title}: a move was taken back, it is not your turn yet`,
  takenBackLine: (by: string, title: string) =>
    `${by} took back their last move in ${title}, so the turn we told you about has not come yet. You will get another email when it does.`,
  seeGame: 'See the game',
  rematchSubject: (title: string, by: string) => `${title}: ${by} offers a rematch`,
  rematchLine: (by: string, title: string) =>
    `${by} offers a rematch of your game of ${title}: the same rules, options and deadlines. Open your seat of the last game and choose "Join the rematch"; your seat in it keeps your name and email.`,
  rematchClose: 'Seats nobody takes within a week close the offer.',
  seeOffer: 'See the offer',
  expiredSubject: (title: string) => `${title}: your open game was closed`,
  expiredLine: (title: string) =>
    `Nobody took the free seats of your open game of ${title} within a week, so it has been closed and its invite link no longer works.`,
  expiredNew: 'You can start a new game whenever you like:',
  startNew: 'Start a new game',
  confirmSubject: (title: string, by: string) => `Is the seat “${by}” in a game of ${title} yours?`,
  confirmLine: (title: string, by: string) =>
    `Someone calling themselves “${by}” gave this address for a seat in a game of ${title}. If that seat is yours, open the link below: then this game may write to you (turns, reminders, results). If it is not, ignore this email: this game will not write to you again. To hear from no game here at all, use the last link.`,
  confirmButton: 'Yes, this seat is mine',
  confirmSeat: (url: string) => `Your seat in the game (keep it private, it is the key to your seat): ${url}`,
  linkSubject: (title: string) => `${title}: your seat link`,
  linkLine: (title: string) => `Here is your seat link for ${title}, as asked on the game page. Keep it private: it is the key to your seat.`,
  // The sign-in mail (worker/notify/email-link.ts).
  signinSubject: 'Your sign-in link',
  signinAsked: (origin: string) => `Someone (we hope you) asked to sign in to Stonehenge at ${origin} with this address.`,
  signinOpen: 'Open this link within 15 minutes to sign in. It works once.',
  signinButton: 'Sign in',
  signinIgnore: 'If you did not ask for it, ignore this email: nothing happens without the link.',
  chatWrote: (who: string, text: string) => `${who} wrote: "${text}"`,
  keyWarning: 'This link is the key to your seat: do not forward this email.',
  muteText: (url: string) => `No more emails about this game: ${url}`,
  muteLink: 'No more emails about this game',
  neverText: (url: string) => `Never email me again, from any game: ${url}`,
  neverLink: 'Never email me again',
  neverAfter: '(from any game)',
  stateWaiting: 'waiting for players',
  stateYourTurn: 'your turn',
  stateToMove: (names: string, _n: number) => `${names} to move`,
  digestSubject: (n: number) =>
    plural('en', n, { one: 'Your daily digest: 1 game waits for your move', other: 'Your daily digest: # games wait for your move' }),
  gamesSubject: (n: number, turns: number) =>
    `Your games: ${number('en', n)} unfinished${turns ? plural('en', turns, { one: ', # waiting for your move', other: ', # waiting for your move' }) : ''}`,
  digestIntro: 'These games wait for your move. You chose one mail a day for them instead of a mail per turn.',
  gamesIntro: (url: string) =>
    `Someone (we hope you) asked for the games of this address at ${url}. Here is every seat of yours in a game that is not over, each with its seat link.`,
  digestOutro: 'Each link is the key to a seat: do not forward this email. To get a mail per turn again, or none, open a game and change its email settings.',
  gamesOutro: 'Each link is the key to a seat: do not forward this email. If you did not ask for it, you can ignore it.',
  pushStartBody: 'You move first.',
  pushOtherFirst: (first: string, n: number) => `${first} ${select('en', n, { one: 'moves', other: 'move' })} first.`,
  pushStillTurn: (game: string) => `${game}: still your turn`,
  pushWaiting: (timeLeft: string) => `The others are waiting for your move. ${timeLeft}`,
  webhookTurn: (names: string, title: string, url: string) => `${names}'s turn in ${title}: ${url}`,
};
