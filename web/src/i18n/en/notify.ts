/** Notifications on the page: the game's notify panel (email, push, mute, digest) and the lost-link form. */
export const notify = {
  saved: 'Saved.',
  savedEmail: (address: string) => `Saved. If ${address} is new to us, a mail asks you to confirm it first: open its link, and this game's mails follow.`,
  pushOn: 'Notifications are on for this device.',
  pushOff: 'Notifications are off for this device.',
  yourEmail: 'Your email for this game',
  save: 'Save',
  pushWhat: 'This device shows a notification when it is your turn, for reminders and when the game ends.',
  pushStop: 'Stop notifications on this device',
  pushStart: 'Notify me on this device',
  pushBlocked: "Notifications are blocked for this site in this browser's settings.",
  mute: 'Mute emails for this game, and its notifications on every device',
  digest:
    'One email a day instead of one per turn (a digest after 07:00 in your time zone of every game of this address waiting for you; reminders before a deadline still come)',
  lostEmail: 'The email you gave for this game',
  sendLink: 'Send me my link',
  // /my-games
  myGamesTitle: 'My games',
  myGamesPageTitle: 'My games — Stonehenge',
  myGamesTurnTitle: (n: number) => `(${n}) Your turn — My games — Stonehenge`,
  myGamesLeadSignedIn: 'The games of your account, and those whose seat links this browser holds.',
  myGamesLead: 'The games whose seat links this browser holds. {signIn} to see every game of yours on any device.',
  signIn: 'Sign in',
  myGamesNone: 'This device holds no seat yet. {start}, or have your games mailed to you below.',
  startGame: 'Start a game',
  asName: (name: string) => ` (as ${name})`,
  /** A seat nobody took yet, in a game's list of players. */
  openSeat: 'open seat',
  seatN: (n: number) => `seat ${n}`,
  yourTurn: 'your turn',
  waitingForOthers: 'waiting for others',
  statusOf: (status: 'waiting' | 'finished' | 'aborted') => ({ waiting: 'waiting for players', finished: 'finished', aborted: 'cancelled' })[status],
  tryAgain: 'Something went wrong. Please try again.',
  otherDeviceTitle: 'Games on another device?',
  otherDeviceText:
    'Seats you joined with an email address can come to this device too: we mail that address one list of its unfinished games, each with its seat link. Open a link here and the game joins this list.',
  yourEmailShort: 'Your email',
  sending: 'Sending…',
  emailMyGames: 'Email me my games',
  // /dev/outbox
  outboxTitle: 'Outbox (local development)',
  outboxOff: 'The local outbox is only on in local development (MAIL_DRIVER=outbox).',
  outboxNone: 'No email queued yet.',
  outboxTo: (to: string) => `to ${to}`,
  // /mute
  muteTitle: 'Emails for this game',
  muting: 'Muting…',
  muted: 'Muted: you get no more emails about this game. To turn them back on, open {game} from your seat link.',
  theGame: 'the game',
  /** The server's answer to asking for a seat link or the list of games by email (it never says whether the address is known). */
  linkOnItsWay: 'If that address belongs to a seat of this game, its seat link is on its way. Check your inbox in a few minutes.',
  listOnItsWay: 'If that address has games in progress, a list of them with their seat links is on its way. Check your inbox in a few minutes.',
  // A time zone to choose (web/src/ui/time-zone.tsx)
  timeZone: 'Your time zone',
  timeZoneUnknown: 'Not known (UTC)',
  timeZoneSeatNote: 'Your daily digest comes at 07:00 there, and reminders wait out the night (22:00–07:00) there.',
  // The private deadline calendar (web/src/ui/calendar-link.tsx)
  calendarTitle: 'Deadline calendar',
  calendarSeatNote:
    'Add this private link to your calendar app as a subscription: it shows when your move in this game is due, and follows the game. Anyone with the link sees those deadlines; make a new link to stop the old one.',
  calendarPlayerNote:
    'Add this private link to your calendar app as a subscription: it shows the deadlines of all your games and the ends of your tournament rounds, and follows them. Anyone with the link sees them; make a new link to stop the old one.',
  calendarCopy: 'Copy link',
  calendarCopied: 'Link copied.',
  calendarCopyByHand: 'Copying was not allowed here: the link is selected, copy it by hand.',
  calendarRenew: 'New link',
  calendarRenewConfirm: 'Make a new link? The old one stops working, and calendars subscribed to it show nothing more.',
  calendarRenewed: 'New link made: the old one no longer works. Subscribe to this one instead.',
};
