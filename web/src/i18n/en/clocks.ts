/**
 * Clocks (issue #31) as every page shows them: a time control in words, countdowns, away. In the
 * first chunk; setting and changing a control (the create form, the clock panel) is `timeControls`.
 */
import { plural } from '../format';

export const clocks = {
  perMove: (hours: string) => `${hours} per move`,
  bank: (initial: string, increment: string, max: string) => `${initial} to start, + ${increment} a turn, up to ${max}`,
  noClock: 'No deadline: everyone moves when they like, and is emailed when it is their turn.',
  weekendsOff: 'Clocks stop on Saturdays and Sundays (UTC).',
  timeoutAsk: 'the others choose: wait, let a bot play, find someone new, or end the game',
  timeoutRemind: 'a late player is reminded, and the game waits',
  timeoutForfeit: 'a player who misses it loses the game',
  timeoutBot: 'a bot moves for a late player',
  toMove: (left: string) => `${left} to move`,
  late: (past: string) => `${past} past the deadline`,
  waiting: (waited: string) => `waiting ${waited}`,
  bankLeft: (left: string) => `${left} in the bank`,
  awayUntil: (date: string) => `away until ${date}`,
  awayTitle: 'Away',
  hours: (n: number) => `${n} h`,
  days: (n: number) => plural('en', n, { one: '# day', other: '# days' }),
  daysHours: (days: string, hours: number) => `${days} ${hours} h`,
};
