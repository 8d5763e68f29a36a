/**
 * What the notification kinds' words (kinds.ts) are written with: names, the time left, the
 * recap and the result in the reader's language, from the message catalog's `mail` area.
 */
import type { GameRow, OutboxRow, SeatInfo } from '@db/schema';
import type { LogEntry } from '@engine/index';
import { HOUR_MS, deadlineOf } from '../store/clocks';
import { rulesetOf, timingOf } from '../store/games';
import { messagesFor } from '@web/i18n/worker-catalog';
import { logLine, namesOf, resultLine } from '@web/i18n/log-line';
import type { Messages } from '@web/i18n/en';
import { FORMER_PLAYER } from '@schema/bot-seats';

/** The mail area of one language's catalog (web/src/i18n/<lang>/mail.ts). */
export type MailWords = Messages['mail'];
/** The log's words in the reader's language (web/src/i18n/log-line.ts): recap lines, and 48's choices. */
export type LogWordsOf = Messages['log'];

export function names(seats: readonly SeatInfo[], list: readonly number[], m: MailWords = messagesFor('en').mail): string {
  const n = list.map((s) => seatName(seats, s, m));
  return n.length === 0 ? m.nobody : m.names(n);
}

/** One seat's name in the reader's words: a bot's seat is said ("Bot 1 (gut)"), not its stored English name. */
export function seatName(seats: readonly SeatInfo[], seat: number, m: MailWords): string {
  return seats[seat] ? namesOf(seats, m.botName, m.formerPlayer)(seat) : m.seatName(seat + 1);
}

/** A name stored with a notification (an absent seat's): a deleted account's (`FORMER_PLAYER`) in the reader's words. */
export function storedName(name: string, m: MailWords): string {
  return name === FORMER_PLAYER ? m.formerPlayer : name;
}

export function within(ms: number, m: MailWords): string {
  const hours = Math.max(0, ms / HOUR_MS);
  return hours >= 48 ? m.days(Math.round(hours / 24)) : hours >= 1.5 ? m.hours(Math.round(hours)) : m.minutes(Math.max(1, Math.round(hours * 60)));
}

export interface Words {
  subject: string;
  lines: string[];
  /** The main button: its label and whether it opens the seat (else the public game page). */
  button: string;
}

/** Recap lines a mail quotes at most; the rest is "and N more". */
export const MAIL_RECAP_LINES = 8;

/**
 * What happened since the seat's own last action, as mail lines: the last `MAIL_RECAP_LINES`
 * log entries with names, and how many earlier ones the page shows.
 */
export function recapLines(game: GameRow, seat: number, recap: MailRecap | null, m: MailWords, log: LogWordsOf = messagesFor('en').log): string[] {
  if (!recap || recap.total === 0) return [];
  const shown = recap.newest.map((e) => `• ${logLine(log, game.ruleset, e, namesOf(game.seats, m.botName, m.formerPlayer)).text}`);
  const hidden = recap.total - shown.length;
  const head = game.seats[seat]?.acted ? m.sinceYourMove : m.soFar;
  return [head, ...(hidden > 0 ? [m.earlierEntries(hidden)] : []), ...shown];
}

/** Who won and how it ended, in the reader's words (`resultLine`; a result stored before it said so: its English summary). */
export function resultWords(game: GameRow, m: MailWords, log: LogWordsOf): string {
  const result = game.result;
  const winners = result?.winners.length ? m.winners(names(game.seats, result.winners, m), result.winners.length) : m.nobodyWon;
  const summary = result ? resultLine(log, game.ruleset, result, namesOf(game.seats, m.botName, m.formerPlayer)) : null;
  return summary ? `${winners} ${summary.text}` : winners;
}

/** What a turn mail quotes of the log since the seat's last action: how many entries, and the newest few. */
export interface MailRecap {
  total: number;
  newest: LogEntry[];
}

/** The game in a few words: its ruleset and the other players ("Stonerush with Bob and Carol"). */
export function gameName(game: GameRow, seat: number, m: MailWords): string {
  const others = game.seats.filter((s) => s.seat !== seat).map((s) => s.seat);
  return m.gameName(rulesetOf(game).title, names(game.seats, others, m));
}

/** How long the seat has to act, in words, with the absolute time and what the deadline does. */
export function timeLeft(game: GameRow, seat: number, now: number, m: MailWords): string {
  const clock = game.clocks.find((c) => c.seat === seat);
  const deadline = clock ? deadlineOf(clock, timingOf(game)) : null;
  if (deadline === null) return m.noDeadline;
  const then = game.onTimeout === 'forfeit' ? m.thenForfeit : game.onTimeout === 'bot' ? m.thenBot : game.onTimeout === 'ask' ? m.thenAsk : m.thenWait;
  return m.timeLeft(within(deadline - now, m), m.utc(deadline), then);
}

/** What a game mail's words are written from: the row, the game, and the seat's language's words. */
export interface WordsFrom {
  row: OutboxRow;
  game: GameRow;
  now: number;
  recap: MailRecap | null;
  title: string;
  seat: number;
  hello: string;
  m: MailWords;
  log: LogWordsOf;
  r: Messages['mailReply'];
}
