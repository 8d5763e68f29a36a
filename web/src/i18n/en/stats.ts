/** The stats page (/stats, its own chunk): charts, their screen-reader sentences, the tables. */
import { plural } from '../format';

export const stats = {
  statsTitle: 'Statistics',
  statsPageTitle: 'Statistics — Stonehenge',
  statsLead:
    "Over every finished game in the {archive}. Length is the number of moves; seat 1 is the player who created the game. A shared win counts for every winner. The whiskers are 95% intervals: the range a seat's true win rate most likely lies in, given how few games there are.",
  statsArchive: 'archive',
  games: (n: number) => plural('en', n, { one: '# game', other: '# games' }),
  movesOnAverage: (n: string) => `${n} moves on average`,
  playersLabel: (n: number) => `${n} players`,
  groupHeading: (players: number, games: string, moves: string) => `${players} players: ${games}, ${moves} moves on average`,
  fairShare: (pct: string) => `fair ${pct}`,
  firstTitle: 'Does moving first help?',
  firstSummary: (rate: string, games: string, lo: string, hi: string, fair: string) =>
    `The player who made the first move won ${rate} of ${games} (95% interval ${lo} to ${hi}); a fair share is ${fair}.`,
  firstLabel: 'First',
  firstAhead: 'Moving first is a clear advantage so far: the whole 95% interval lies above a fair share.',
  firstBehind: 'Moving first is a clear disadvantage so far: the whole 95% interval lies below a fair share.',
  firstEven: 'The 95% interval crosses the fair share: no first-player advantage has shown yet.',
  seatWon: (seat: number, rate: string, lo: string, hi: string) => `seat ${seat} won ${rate} (95% interval ${lo} to ${hi})`,
  seatsTitle: 'Who wins, by seat',
  seatsSummary: (games: string, seats: string, fair: string) => `Win rate by seat over ${games}: ${seats}. A fair share is ${fair}.`,
  seatsClear: (seats: string, n: number) =>
    n === 1
      ? `${seats} is clearly off a fair share (its whole 95% interval lies to one side of the dashed line).`
      : `${seats} are clearly off a fair share (their whole 95% intervals lie to one side of the dashed line).`,
  seatsEven: 'Every seat’s 95% interval (the whisker) crosses the fair share: no seat has shown an advantage yet.',
  lengthsTitle: 'How long a game takes',
  lengthsSummary: (bars: string) => `Game length in moves: ${bars}.`,
  lengthsUnit: 'moves in the game',
  spreadsTitle: 'How close the scores end',
  spreadsSummary: (bars: string) => `Gap between the best and the worst score: ${bars}.`,
  spreadsUnit: 'best score minus worst',
  bar: (label: string, games: string) => `${label}: ${games}`,
  theNumbers: 'The numbers',
  tableCaption: (players: number, games: string) => `${players} players: wins by seat, of ${games}`,
  colSeat: 'Seat',
  colWins: 'Wins',
  colRate: 'Win rate',
  colInterval: '95% interval',
  optionsPlayed: 'Options played',
  switchOn: 'on',
  switchOff: 'off',
};
