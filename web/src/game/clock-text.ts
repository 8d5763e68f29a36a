/**
 * The words of time controls, clocks, absence and given time, on the create form, the invite,
 * the game page and My games. Every visible string of the clocks is in `CLOCK_TEXT`, in one
 * place, to move into the message catalog (web/src/i18n/) as a whole.
 */
import type { TimeControlInfo } from '../../../schema/api';

export const CLOCK_TEXT = {
  perMove: (hours: string) => `${hours} per move`,
  bank: (initial: string, increment: string, max: string) => `${initial} to start, + ${increment} a turn, up to ${max}`,
  noClock: 'No deadline: everyone moves when they like, and is emailed when it is their turn.',
  noClockRisk: 'Without a deadline, one player who stops coming stalls the game for everyone, for good.',
  weekendsOff: 'Clocks stop on Saturdays and Sundays (UTC).',
  timeout: {
    remind: 'a late player is reminded, and the game waits',
    forfeit: 'a player who misses it loses the game',
    bot: 'a bot moves for a late player',
    ask: 'the others choose: wait, let a bot play, find someone new, or end the game',
  },
  presets: {
    perMove72: '72 hours a move (default)',
    relaxed: 'Relaxed: 3 days + 1 a move, up to 7',
    brisk: 'Brisk: 1 day + 12 h, up to 3',
    perMove24: '24 hours a move',
    custom: 'Custom time bank',
    none: 'No deadline',
  },
  formLegend: 'Time to move',
  formLabel: 'How long each player may take',
  onTimeoutLabel: "When a player's time runs out",
  onTimeoutOptions: {
    ask: 'The others choose what happens',
    remind: 'Only remind them',
    bot: 'A bot makes their pending move',
    forfeit: 'They forfeit: the others win',
  },
  bankFields: { initial: 'Starting time (hours)', increment: 'Added after each turn (hours)', max: 'At most (hours)' },
  weekendsOffLabel: 'Weekends off: no clock runs on Saturdays and Sundays (UTC)',
  toMove: (left: string) => `${left} to move`,
  late: (past: string) => `${past} past the deadline`,
  waiting: (waited: string) => `waiting ${waited}`,
  bankLeft: (left: string) => `${left} in the bank`,
  awayUntil: (date: string) => `away until ${date}`,
  awayTitle: 'Away',
  awayExplain: 'Going away? Every clock of every game of yours stops until the day you choose (at most 30 days ahead, 30 days a year).',
  awayButton: 'Stop my clocks',
  awayBack: "I'm back",
  awayYou: (date: string) => `You are away until ${date}: your clocks stand still.`,
  giveTitle: 'Give time',
  giveExplain: 'Give another player more time to move (once a day).',
  giveButton: (hours: number, name: string) => `Give ${name} ${hours} h`,
  giveHours: 'Hours',
  giveTo: 'To',
  changeTitle: 'Change the time control',
  changeExplain: 'Propose a new time control: it applies when every player has accepted, and every running clock starts again.',
  propose: 'Propose',
  accept: 'Accept',
  decline: 'Decline',
  proposal: (who: string, what: string) => `${who} proposes: ${what}.`,
  accepted: (names: string) => `Accepted by ${names}.`,
  done: 'Done.',
} as const;

/** Hours in words: "72 h", "3 days", "1 day 12 h". */
export function hoursWords(hours: number): string {
  if (hours < 24 || hours % 1 !== 0) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`;
}

/** A time control in words, with weekends off when it applies. */
export function timeControlWords(tc: TimeControlInfo | null | undefined, weekendsOff?: boolean): string {
  if (!tc) return CLOCK_TEXT.noClock;
  const base =
    tc.kind === 'per-move'
      ? CLOCK_TEXT.perMove(hoursWords(tc.hours))
      : CLOCK_TEXT.bank(hoursWords(tc.initialHours), hoursWords(tc.incrementHours), hoursWords(tc.maxHours));
  return weekendsOff ? `${base}. ${CLOCK_TEXT.weekendsOff}` : base;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** "Sat 12 Dec": how the page names the day an absence ends. */
export function awayDate(ms: number): string {
  return dayFormat.format(ms).replace(',', '');
}
