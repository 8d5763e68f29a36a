/** The log's words for the entries written by the Worker in every ruleset (the `log` area's `any.*` keys: web/src/i18n/en/log.ts). */
import { type Names, type LogControl, control } from './shared';

const late = (bank: boolean, hours: number) => (bank ? 'ran out of time' : `did not act within the ${hours}-hour deadline`);
const dropped = (count: number, after: number) => `${count} stored move${count === 1 ? '' : 's'} after move ${after} ${count === 1 ? 'was' : 'were'} dropped:`;
const GOES_ON = 'The game goes on from there, with fresh time for whoever is to act.';

export const words = {
  'any.take-back': (a: { seat: number }, n: Names) => `${n(a.seat)} took back their last move.`,
  'any.resign': (a: { seat: number }, n: Names) => `${n(a.seat)} resigned.`,
  'any.absent': (a: { seat: number }, n: Names) =>
    `${n(a.seat)} ran out of time: the others choose whether to wait, let a bot play, give the seat to someone new or end the game.`,
  'any.absent-wait': (a: { seat: number; hours: number | null }, n: Names) =>
    `The table waits${a.hours === null ? '' : ` ${a.hours} more hours`} for ${n(a.seat)}.`,
  'any.back': (a: { seat: number }, n: Names) => `${n(a.seat)} is back and plays their own seat again.`,
  'any.replaced': (a: { name: string; formerly: string }) => `${a.name.replace(/[{}]/g, '')} takes the seat of ${a.formerly.replace(/[{}]/g, '')}.`,
  'any.cancelled': (a: { why: 'host' | 'unstarted' | 'vote' }, n: Names) =>
    a.why === 'host'
      ? `${n(0)} cancelled the game before anyone played.`
      : a.why === 'vote'
        ? 'The table chose to end the game.'
        : 'Nobody made a first move within 7 days, so the game was cancelled.',
  'any.forfeit': (a: { seats: number[]; bank: boolean; hours: number }, n: Names) =>
    `${a.seats.map(n).join(' and ')} ${late(a.bank, a.hours)} and ${a.seats.length > 1 ? 'forfeit' : 'forfeits'}.`,
  'any.timeout': (a: { seats: number[]; bank: boolean; hours: number; moves: number }, n: Names) =>
    `${a.seats.map(n).join(' and ')} ${late(a.bank, a.hours)}: a bot made ${a.seats.length > 1 ? 'their' : 'that'} pending move${a.moves > 1 ? 's' : ''}.`,
  // A tournament's table still playing at its round's end (worker/tournaments/games.ts).
  'any.round-end': (a: { seats: number[]; rule: 'bot' | 'forfeit' }, n: Names) =>
    a.rule === 'bot'
      ? `The round ended with ${a.seats.map(n).join(' and ')} to act: a bot plays the game out for every seat.`
      : `${a.seats.map(n).join(' and ')} did not finish before the round's end and ${a.seats.length > 1 ? 'forfeit' : 'forfeits'}.`,
  'any.repair': (a: { repair: 'finished' | 'unseen' | 'rebuilt'; dropped: number; after: number }) =>
    a.repair === 'finished'
      ? `Repair: ${dropped(a.dropped, a.after)} they were left by a deadline run that did not complete, after the game had ended.`
      : a.repair === 'unseen'
        ? `Repair: ${dropped(a.dropped, a.after)} they were left by a deadline run that did not complete, and no one saw them. ${GOES_ON}`
        : `Repair: ${dropped(a.dropped, a.after)} the stored game did not match its own moves, so it was rebuilt from the ${a.after} that replay, and this log with it. ${GOES_ON}`,
  'any.time': (
    a:
      | { time: 'gave'; seat: number; target: number; hours: number }
      | { time: 'declined' | 'accepted' | 'proposed'; seat: number; control: LogControl; weekendsOff: boolean }
      | { time: 'applied'; control: LogControl; weekendsOff: boolean },
    n: Names,
  ) =>
    a.time === 'gave'
      ? `${n(a.seat)} gave ${n(a.target)} ${a.hours} h.`
      : a.time === 'declined'
        ? `${n(a.seat)} declined the proposed time control; the game keeps ${control(a.control, a.weekendsOff)}.`
        : a.time === 'accepted'
          ? `${n(a.seat)} accepted the proposed time control (${control(a.control, a.weekendsOff)}).`
          : a.time === 'proposed'
            ? `${n(a.seat)} proposes a new time control: ${control(a.control, a.weekendsOff)}. It applies when every player accepts.`
            : `Every player accepted: the time control is now ${control(a.control, a.weekendsOff)}, and every clock starts again.`,

  // A result's summary as data (GameResult.says): a game one of two seats resigned, and the seats
  // that resigned from a game the rules finished (worker/table/resign.ts, worker/store/move-store.ts).
  'any.resigned-end': (a: { seat: number; winner: number }, n: Names) => `${n(a.seat)} resigned; ${n(a.winner)} wins.`,
  'any.resigned-last': (a: { seats: number[] }, n: Names) => `${a.seats.map(n).join(' and ')} resigned and ${a.seats.length > 1 ? 'rank' : 'ranks'} last.`,
};
