/** The shell every page shares: the header, the language switch, loading and error words. */
import { plural } from '../format';

export const common = {
  skipToContent: 'Skip to content',
  /** The game page's second skip link: to the decision's first control (the board when it is not your turn). */
  skipToMove: 'Skip to your move',
  brand: 'Stonehenge',
  /** The tab title of a page without one of its own. */
  siteTitle: 'Stonehenge — play by web',
  mainNav: 'Main',
  navNewGame: 'New game',
  navMyGames: 'My games',
  navOpen: 'Open games',
  navTournaments: 'Tournaments',
  navArchive: 'Archive',
  navStats: 'Stats',
  navRules: 'Rules',
  navAccount: 'Account',
  navLeaderboard: 'Leaderboard',
  /** The phone header's button that opens every other link. */
  navMenu: 'Menu',
  /** Read after the "My games" link's count badge. */
  gamesWaiting: (n: number) => plural('en', n, { one: ', # game waits for you', other: ', # games wait for you' }),
  darkTheme: 'Dark theme',
  darkThemeOn: 'Dark theme: on',
  darkThemeOff: 'Dark theme: off',
  language: 'Language',
  yourName: 'Your name',
  emailOptional: 'Email (optional)',
  emailHelp:
    'First we send one mail to confirm the address (it carries your seat link); once you confirm it, we tell you when it is your turn. Every mail has a link to stop them all.',
  /** Signed in (#57): the seat is mailed at the account's address ({address}), as the account's mail mode says (each turn, a daily digest, none); "Change" follows. */
  mailEachTurn: 'We’ll mail you at {address} when it is your turn.',
  mailDaily: 'We’ll mail you at {address} once a day when games wait for your move.',
  mailNone: 'Your account asks for no mail; this seat keeps {address} for when you change that.',
  changeEmail: 'Change',
  /** The address field opened by "change": left empty, the account's address ({address}) stays. */
  emailOrAccount: 'Another address for this game only; left empty, we use {address}. A new address gets one mail to confirm it first.',
  chunkFailedHelp: 'Check your connection and reload the page.',
  /** A seat a bot holds from the game's creation: its number among the game's bots and whether it is the good one (schema/bot-seats.ts, `botSeat`). */
  botName: (n: number, good: boolean) => `Bot ${n} (${good ? 'good' : 'random'})`,
  /** A deleted account's seat (schema/bot-seats.ts, `FORMER_PLAYER`), wherever a name is shown. */
  formerPlayer: 'a former player',
  /** A player's rating badge (web/src/pages/players/rating-badge.tsx), on the game, join and open pages. */
  provisionalRating: (handle: string) => `@${handle}, provisional rating`,
  standardRules: 'Standard rules',
  /** An option switched off that is on by default; the label is the engine's. */
  withoutOption: (label: string) => `without: ${label}`,
  howThisWorks: 'How this works',
  switchedOn: 'Switched on automatically.',
  switchedOff: 'Switched off automatically.',
  setTo: (value: string) => `Set to ${value} automatically.`,
  cannotSwitchOn: (why: string) => `Cannot be switched on: ${why}`,
  cannotSwitchOff: (why: string) => `Cannot be switched off: ${why}`,
  cannotChoose: (choice: string, why: string) => `${choice} cannot be chosen: ${why}`,
  loading: 'Loading…',
  notFoundTitle: 'Nothing here',
  notFoundText: 'There is no page at this address. {link}.',
  notFoundLink: 'Go to the start page',
  pageFailed: 'This page could not be loaded',
  // The set's colours, as a name (a swatch, a druid, a card's band).
  colourWhite: 'White',
  colourBlue: 'Blue',
  colourGreen: 'Green',
  colourYellow: 'Yellow',
  colourRed: 'Red',
  colourBlack: 'Black',
  // Their letters on a piece or chip (beside the name, or in a legend that names them).
  letterWhite: 'W',
  letterBlue: 'B',
  letterGreen: 'G',
  letterYellow: 'Y',
  letterRed: 'R',
  letterBlack: 'Bk',
  /** A failure said before the `errors` area has loaded (web/src/i18n/error-text.ts). */
  failedOffline: 'You are offline. Try again when you have a connection.',
  failedNetwork: 'The service could not be reached. Check your connection and try again.',
  failedGeneral: 'Something went wrong. Try again.',
  /** A tournament game's line (web/src/ui/tournament-line.tsx): `{name}` is the tournament's link. */
  tournamentRound: (round: number) => `Round ${round} of {name}`,
  aTournament: 'a tournament',
  /** A finished tournament table: what comes next (#58 item 3). `when`: the round's end, as a date. */
  nextTournamentOver: 'The tournament is over: its final standings are on its page.',
  nextRoundBegun: (round: number) => `Round ${round} has begun: your next table is on the tournament's page.`,
  nextTablesPlaying: (n: number, round: number, when: string) =>
    `${n} other ${plural('en', n, { one: 'table', other: 'tables' })} of this round ${plural('en', n, { one: 'is', other: 'are' })} still playing; round ${round} starts when ${plural('en', n, { one: 'it finishes', other: 'they finish' })}, ${when} at the latest.`,
  nextLastTablesPlaying: (n: number, when: string) =>
    `${n} other ${plural('en', n, { one: 'table', other: 'tables' })} of this last round ${plural('en', n, { one: 'is', other: 'are' })} still playing; the final standings come when ${plural('en', n, { one: 'it finishes', other: 'they finish' })}, ${when} at the latest.`,
  nextRoundSoon: (round: number) => `Every table of this round has finished: round ${round} starts in a moment.`,
  nextStandingsSoon: 'Every table of this round has finished: the final standings come in a moment.',
  settledByBot: 'The round ended before this table finished, so the good bot played out the remaining moves of every seat.',
  settledByForfeit: 'The round ended before this table finished, so the seats whose turn it was lost by forfeit.',
};
