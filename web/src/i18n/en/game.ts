/** The game page and its panels (web/src/pages/game-page.tsx, web/src/game/). */
import { list, plural } from '../format';

export const game = {
  /** A raw value in the generic board's words (rulesets/generic/describe.ts). */
  /** The generic board (a ruleset without a board of its own): its headings. */
  /** Above the board: the latest move, in the engine's words (English, marked so). */
  lastMoveLabel: 'Last move:',
  settingUpBoard: 'Setting up the board…',
  genericTable: 'Table',
  genericMoves: 'Your moves',
  valueNone: 'none',
  valueYes: 'yes',
  valueNo: 'no',
  valueNothing: 'nothing',
  logTitle: 'Log',
  // Leaving a table (web/src/game/leave-panel.tsx) and a resigned player's mark.
  leaveTitle: 'Leave the game',
  resignedTag: 'resigned',

  // The page
  statusWaiting: 'Waiting for players',
  statusActive: 'In play',
  statusFinished: 'Finished',
  statusAborted: 'Cancelled',
  docTitle: (title: string) => `${title} — Stonehenge`,
  docTitleLoading: 'Game — Stonehenge',
  docTitleYourTurn: (base: string) => `(Your turn) ${base}`,
  notFound: 'Game not found',
  noGameHere: 'There is no game at this address.',
  notFoundNext: '{start} or {archive}.',
  startNew: 'Start a new game',
  browseArchive: 'browse the archive',
  loading: 'Loading the game…',
  watchingTag: 'watching',
  hotSeatSwitched: 'Your turn as {name}: this browser holds that seat too, so the page switched to it.',
  seatName: (n: number) => `Seat ${n}`,
  linkInvalid: 'This seat link is not valid.',
  storedLinkInvalid: 'The seat link stored on this device is no longer valid.',
  linkInvalidWhy: 'It may have been cut short when it was copied, or belong to another game. You are watching for now.',
  linkInvalidHelp:
    'To take your seat, open the link from your email again (the whole of it), or {resend} to the email you gave for this game. Without an email, the browser that took the seat still holds it: open the game there.',
  linkResend: 'have it sent again',
  // The page of a player whose seat the table gave to someone new (#45 item 4).
  seatGivenAway: (name: string, when: string | null) =>
    `${when ? `On ${when}, the` : 'The'} table gave your seat to ${name}: your time had run out, and the other players chose someone new to play it.`,
  seatBeingGiven:
    'The table is giving your seat to someone new: your time had run out, and the other players voted for a new player. A bot plays it until they come.',
  seatGivenAwayNext: 'You can watch the game to its end here. For another game with the same players, {start} and send them its invite.',
  seatGivenAwayStart: 'start one',
  watchingNotice: 'You are watching this game. Players open it from their own seat link.',
  takeBackOffer: 'Misclicked? Nobody has acted since and your move showed nothing new, so you may {button}',
  takeBack: 'Take back your last move',
  movedOn: 'The game moved on — refreshed. Check the board and choose again.',
  tookBack: 'Your last move was taken back.',
  sending: 'Sending your move…',
  whatHappened: 'What happened',
  howToPlay: 'How to play',
  howToPlayLabel: (title: string) => `How to play ${title}: the rules page`,
  thisStep: 'This step',
  thisStepLabel: 'This step of the game, explained on the rules page',
  offline: 'Offline: the game could not be refreshed. It will retry on its own.',

  // Whose turn
  yourTurn: 'Your turn',
  waitingFor: (names: string[]) => `Waiting for ${list('en', names)}`,
  waiting: 'Waiting',
  waitedFor: (span: string) => `for ${span}`,
  aMoment: 'a moment',
  underAMinute: 'under a minute',
  minutes: (n: number) => `${n} min`,
  hours: (h: number, m: number) => (m ? `${h} h ${m} min` : `${h} h`),
  days: (d: number, h: number) => `${plural('en', d, { one: '# day', other: '# days' })}${h ? ` ${h} h` : ''}`,

  // The players
  players: 'Players',
  openSeat: 'open seat',
  /** A bot's seat: whether the good bot (a strategy) plays it, else the random one. */
  botTitle: (good: boolean) => `This seat is played by a ${good ? 'good' : 'random'} bot`,
  botTag: (good: boolean) => `bot · ${good ? 'good' : 'random'}`,
  you: 'you',
  toMove: 'to move',
  winner: 'winner',
  waitingSince: (when: string) => `waiting since ${when}`,
  deadlineThenForfeit: ', then forfeits',
  deadlineThenBot: ', then a bot moves',
  deadlineTitle: (when: string, then: string, waited: string) => `deadline ${when}${then}; ${waited}`,

  // What happened since your last move
  recapSince: (when: string) => `Since your last move (${when})`,
  recapSoFar: 'So far in this game',
  recapNewest: 'The other players’ moves since yours, newest last',
  recapOnlyNewest: 'Show only the other players’ moves',
  recapShowAll: (n: number) => plural('en', n, { one: 'Show all # entry since', other: 'Show all # entries since' }),
  recapBookkeeping: 'No moves by the others, only bookkeeping.',
  recapListLabel: 'What happened, newest last',
  recapHidden: (n: number) => plural('en', n, { one: '…and # earlier entry in the log.', other: '…and # earlier entries in the log.' }),

  recapChat: (names: string[], n: number) => `${list('en', names)} wrote ${plural('en', n, { one: 'a message', other: '# messages' })} in the chat`,
  recapQuote: (text: string) => `: “${text}”`,

  // Table talk
  chatTitle: 'Table talk',
  chatUnread: (n: number) => plural('en', n, { one: '# new message', other: '# new messages' }),
  // The headings of the notify panel and of the lost-link form (web/src/game/notify-panel.tsx), shown
  // before the panel's chunk and its words (`notify`) are there.
  notifyTitle: 'Notifications',
  lostLinkTitle: 'Lost your seat link?',

  // Private notes
  notesTitle: 'Your notes',

  // Your seat beyond this browser
  qrFailed: 'The QR code could not be drawn here; copy the link instead.',
  keepLinkTitle: 'Keep your seat link',
  keepLinkText:
    'You gave no email, so {only}. Save the link (or scan it to your phone): it is how you come back from another device, or after clearing this browser. Or {email} and we can send it to you again.',
  keepLinkOnly: 'this browser holds the only key to your seat',
  addEmail: 'add an email',
  keptIt: 'I have kept it',
  /** The seat link offer, folded once the link was copied (#45 item 9). */
  seatLinkCopiedKept: 'Seat link copied: keep it somewhere safe. It is also under “Play on another device” at the bottom of this page.',
  anotherDevice: 'Play on another device',
  qrLabel: "QR code of your seat link: scan it with a phone's camera to open your seat there",
  scanOrCopy: 'Scan the code with your phone, or copy your seat link and open it on any device. No account needed: the link is your seat.',
  seatLinkLabel: 'Your seat link',
  copy: 'Copy',
  copiedShort: 'Copied.',
  copyRefused: 'This browser would not copy: select the link and copy it yourself.',
  keepPrivate: 'Keep it private: anyone who has this link can move for you. It opens your seat only, never your other games.',
  holdsSeats: (n: number) => `This browser holds ${n} seats of this game. Playing as`,
  seatOption: (name: string, seat: number, toMove: boolean) => `${name} (seat ${seat})${toMove ? ' — to move' : ''}`,
  windowPending: (seconds: number) =>
    plural('en', seconds, {
      one: 'Only you can see this move for # more second; then everyone does.',
      other: 'Only you can see this move for # more seconds; then everyone does.',
    }),
  windowSendNow: 'Send now',
  windowTakeBack: 'Take it back',
  windowTakenBack: 'Your move was taken back; nobody else saw it.',
};
