/**
 * A log entry in the reader's language: the `log` area's sentence for its kind, made from its
 * `args` (docs/record-format.md, "Log entries"). An entry written before entries carried `args`,
 * or of a kind the catalog does not know (a ruleset added without log words), is its English
 * `text`, and says so (`lang: 'en'`), so a page marks it and a screen reader reads it as English.
 * The one function every place that shows a log entry calls: the game page's log, its "Last
 * move" line and recap, the text mode, the replay, the turn mails, the pushes and the webhook.
 */
import { type BotNamer, FORMER_PLAYER, type SeatNaming, botSeat } from '@schema/bot-seats';
import { nameSeats } from '@schema/names';
import type { Messages } from './en';
import type { Names } from './en/log';

export type { Names } from './en/log';

/** What every log entry has (the engine's `LogEntry`, the API's `LogLine`). */
export interface LogEntryLike {
  kind: string;
  text: string;
  args?: unknown;
}

export interface LogWords {
  text: string;
  /** Set when the words are the entry's English `text`, not the reader's language. */
  lang?: 'en';
}

type Sayer = (args: unknown, n: Names) => string;

/** The catalog's sentence for a ruleset's kind of entry, or null when it has none. */
export function logSayer(words: Messages['log'], ruleset: string, kind: string): Sayer | null {
  const table = words as unknown as Record<string, Sayer | undefined>;
  return table[`${ruleset}.${kind}`] ?? table[`any.${kind}`] ?? null;
}

/**
 * `entry` in the words of `log` (the reader's `log` area; undefined before it loaded: the English
 * text). `names` names a seat; an entry's `text` with `{seat:N}` still in it is named by it too.
 */
export function logLine(log: Messages['log'] | undefined, ruleset: string, entry: LogEntryLike, names: Names): LogWords {
  const say = log ? logSayer(log, ruleset, entry.kind) : null;
  if (say && entry.args !== null && typeof entry.args === 'object') {
    try {
      return { text: say(entry.args, names) };
    } catch {
      // Args of an unexpected shape (a stored entry from an older build): its English text below.
    }
  }
  return { text: nameSeats(entry.text, names), lang: 'en' };
}

/** What a game's result has to say (the engine's `GameResult`, the API's `GameResultInfo`). */
export interface ResultLike {
  summary?: string;
  says?: { kind: string; args: unknown };
  resigned?: readonly number[];
}

/**
 * A result's summary in the reader's language: its `says` (a kind of the `log` area and its args),
 * and for seats that resigned from a game the rules finished, that they rank last. A result stored
 * before results carried `says` is its English `summary`, marked so; null when it has neither.
 * The result panel, the replay, the result mail and its push say it.
 */
export function resultLine(log: Messages['log'] | undefined, ruleset: string, result: ResultLike, names: Names): LogWords | null {
  const english = result.summary ? { text: nameSeats(result.summary, names), lang: 'en' as const } : null;
  if (!result.says) return english;
  const main = logLine(log, ruleset, { kind: result.says.kind, text: result.summary ?? '', args: result.says.args }, names);
  if (main.lang) return english;
  const resigned = result.resigned?.length && result.says.kind !== 'resigned-end' ? logSayer(log!, ruleset, 'resigned-last') : null;
  return { text: resigned ? `${main.text} ${resigned({ seats: result.resigned }, names)}` : main.text };
}

/**
 * A seat's name from a list of players ("Seat 3" for one not in it); with `botName`, a bot's seat
 * in the reader's words (`botSeat`), not the English name it is stored with; with `former`, a deleted
 * account's seat (`FORMER_PLAYER`) too.
 */
export function namesOf(players: readonly SeatNaming[], botName?: BotNamer, former?: string): Names {
  return (seat) => {
    const bot = botName && botSeat(players, seat);
    if (bot) return botName(bot.n, bot.level === 'good');
    const name = players[seat]?.name;
    return name == null ? `Seat ${seat + 1}` : former !== undefined && name === FORMER_PLAYER ? former : name;
  };
}
