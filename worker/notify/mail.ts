/**
 * The words of each mail and webhook message, rendered at send time from the game as it
 * is then: the seat link is derived from the secret here and never written anywhere.
 */
import type { GameRow, OutboxRow, SeatInfo } from '@db/schema';
import type { NotifyConfig } from './config';
import { HOUR_MS } from '../store/clocks';
import { muteKey, seatToken } from '../store/ids';
import type { LogEntry } from '@engine/index';
import { deadlineOf } from '../store/clocks';
import { rulesetOf, timingOf } from '../store/games';
import { CONFIRM_KIND, addressLinks } from './addresses';
import type { GameMailKind } from './kinds';
import { quoteForMail } from './text-clean';
import { messagesFor } from '@web/i18n/worker-catalog';
import { logLine, namesOf, resultLine } from '@web/i18n/log-line';
import { cancelledWhy } from './table-words';
import type { Messages } from '@web/i18n/en';
import type { Locale } from '@web/i18n/locales';
import { MAIL_CHOICES, choiceLines, choicesFor } from '../mail-reply/compose';
import type { DigestChoices } from '../mail-reply/digest';

/** The mail area of one language's catalog (web/src/i18n/<lang>/mail.ts). */
export type MailWords = Messages['mail'];
/** The log's words in the reader's language (web/src/i18n/log-line.ts): recap lines, and 48's choices. */
export type LogWordsOf = Messages['log'];

export interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function names(seats: readonly SeatInfo[], list: readonly number[], m: MailWords = messagesFor('en').mail): string {
  const n = list.map((s) => seats[s]?.name ?? m.seatName(s + 1));
  return n.length === 0 ? m.nobody : m.names(n);
}

function within(ms: number, m: MailWords): string {
  const hours = Math.max(0, ms / HOUR_MS);
  return hours >= 48 ? m.days(Math.round(hours / 24)) : hours >= 1.5 ? m.hours(Math.round(hours)) : m.minutes(Math.max(1, Math.round(hours * 60)));
}

export async function seatLink(config: NotifyConfig, game: Pick<GameRow, 'id' | 'seats'>, seat: number): Promise<string> {
  const info = game.seats[seat];
  if (info?.gen === undefined) return `${config.origin}/g/${game.id}`; // a seat from before derived tokens
  return `${config.origin}/g/${game.id}#t=${await seatToken(config.secret, game.id, seat, info.gen)}`;
}

export async function muteLinks(config: NotifyConfig, gameId: string, seat: number) {
  const k = await muteKey(config.secret, gameId, seat);
  return {
    page: `${config.origin}/mute/${gameId}/${seat}?k=${k}`,
    oneClick: `${config.origin}/api/games/${gameId}/mute?seat=${seat}&k=${k}`,
  };
}

interface Words {
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
  const shown = recap.newest.map((e) => `• ${logLine(log, game.ruleset, e, namesOf(game.seats)).text}`);
  const hidden = recap.total - shown.length;
  const head = game.seats[seat]?.acted ? m.sinceYourMove : m.soFar;
  return [head, ...(hidden > 0 ? [m.earlierEntries(hidden)] : []), ...shown];
}

/** Who won and how it ended, in the reader's words (`resultLine`; a result stored before it said so: its English summary). */
export function resultWords(game: GameRow, m: MailWords, log: LogWordsOf): string {
  const result = game.result;
  const winners = result?.winners.length ? m.winners(names(game.seats, result.winners, m), result.winners.length) : m.nobodyWon;
  const summary = result ? resultLine(log, game.ruleset, result, namesOf(game.seats)) : null;
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
interface WordsFrom {
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

/**
 * The words of every mail about one game's seat, one entry per kind (kinds.ts): a kind added
 * there with `mail: 'game'` fails tsc until it has its words here.
 */
const GAME_MAIL_WORDS: Record<GameMailKind, (w: WordsFrom) => Words> = {
  start: ({ game, seat, hello, title, m }) => {
    const seats = game.seats;
    const first = game.active.includes(seat) ? m.startYouFirst : m.startOtherFirst(names(seats, game.active, m), game.active.length);
    const everyone = names(
      seats,
      seats.map((s) => s.seat),
      m,
    );
    // A tournament's table says its round (#46).
    const round = game.tournamentRound;
    if (round !== null)
      return { subject: m.roundStartSubject(title, round), lines: [hello, m.roundStartAll(title, round, everyone), first], button: m.openSeat };
    return { subject: m.startSubject(title), lines: [hello, m.startAll(title, everyone), first], button: m.openSeat };
  },
  // The subject names the game, so two games of one ruleset never send the same mail.
  turn: ({ game, seat, hello, now, recap, m, log }) => {
    const name = gameName(game, seat, m);
    return {
      subject: m.turnSubject(name),
      lines: [hello, m.turnLine(name), ...recapLines(game, seat, recap, m, log), timeLeft(game, seat, now, m)],
      button: m.makeMove,
    };
  },
  reminder: ({ row, game, seat, hello, now, title, m }) => {
    const deadline = row.data.deadline ?? null;
    const left =
      deadline === null ? '' : game.onTimeout === 'forfeit' ? m.reminderLeftForfeit(within(deadline - now, m)) : m.reminderLeft(within(deadline - now, m));
    return { subject: m.reminderSubject(gameName(game, seat, m)), lines: [hello, m.reminderLine(title, left)], button: m.makeMove };
  },
  result: ({ game, hello, title, m, log }) => {
    return {
      subject: m.resultSubject(title),
      lines: [hello, m.resultLine(title, resultWords(game, m, log)), m.resultArchive],
      button: m.resultButton,
    };
  },
  rematch: ({ row, hello, title, m }) => {
    const by = row.data.by === undefined ? m.aPlayer : String(row.data.by);
    return { subject: m.rematchSubject(title, by), lines: [hello, m.rematchLine(by, title), m.rematchClose], button: m.seeOffer };
  },
  absent: ({ row, game, seat, hello, m }) => {
    const name = String(row.data?.name ?? game.seats[0]?.name ?? '');
    return {
      subject: m.absentSubject(gameName(game, seat, m), name),
      lines: [hello, m.absentBody(name, game.deadlineHours ?? null)],
      button: m.absentButton,
    };
  },
  cancelled: ({ row, hello, title, m }) => ({ subject: m.cancelledSubject(title), lines: [hello, cancelledWhy(row.data, m)], button: m.cancelledButton }),
  expired: ({ hello, title, m }) => ({ subject: m.expiredSubject(title), lines: [hello, m.expiredLine(title), m.expiredNew], button: m.startNew }),
  confirm: ({ game, seat, hello, title, m }) => {
    // Who typed the address: the seat's own name (the host's at create, the joiner's at join).
    const by = game.seats[seat]?.name ?? m.aPlayer;
    return { subject: m.confirmSubject(title, by), lines: [hello, m.confirmLine(title, by)], button: m.confirmButton };
  },
  standings: ({ row, hello, m }) => {
    const s = row.data.standings;
    if (!s) return { subject: m.standingsSubject(''), lines: [hello], button: m.standingsButton };
    const winners = s.winners.length ? [m.standingsWinner(m.names(s.winners), s.winners.length)] : [];
    return { subject: m.standingsSubject(s.name), lines: [hello, m.standingsLine(s.name, s.rank, s.of, s.points), ...winners], button: m.standingsButton };
  },
  link: ({ hello, title, m }) => ({ subject: m.linkSubject(title), lines: [hello, m.linkLine(title)], button: m.openSeat }),
  // The answer to a mail reply: its lines were written when the reply was read (worker/mail-reply/).
  reply: ({ row, game, seat, hello, m, r }) => ({
    subject: r.answerSubject(gameName(game, seat, m)),
    lines: [hello, ...(row.data.answer?.lines ?? [])],
    button: m.openSeat,
  }),
};

function wordsFor(row: OutboxRow, game: GameRow, now: number, recap: MailRecap | null, m: MailWords, log: LogWordsOf, r: Messages['mailReply']): Words {
  const seat = row.seat ?? 0;
  const hello = m.hello(game.seats[seat]?.name ?? m.seatName(seat + 1));
  // Rows of another kind are mailed by renderGamesMail or renderSignInMail (outbox.ts picks by mailOf).
  const words = GAME_MAIL_WORDS[row.kind as GameMailKind] ?? GAME_MAIL_WORDS.link;
  return words({ row, game, now, recap, title: rulesetOf(game).title, seat, hello, m, log, r });
}

export async function renderMail(
  config: NotifyConfig,
  row: OutboxRow,
  game: GameRow,
  now: number,
  chat: readonly { seat: number; text: string }[] = [],
  recap: MailRecap | null = null,
  locale: Locale = 'en',
  /** The words (the tests' pseudo-locale); else the locale's. */
  m: MailWords = messagesFor(locale).mail,
  /** The log's words (the tests' pseudo-locale); else the locale's. */
  log: LogWordsOf = messagesFor(locale).log,
  /** The mail-reply words (the tests' pseudo-locale); else the locale's. */
  r: Messages['mailReply'] = messagesFor(locale).mailReply,
): Promise<Mail> {
  const words = wordsFor(row, game, now, recap, m, log, r);
  // The seat's choices, numbered, and the Reply-To a reply with one of them goes to (worker/mail-reply/).
  const choices = await choicesFor(config, row, game, locale);
  if (choices) words.lines.push('', ...choiceLines(choices, r));
  // Table talk the others wrote lately, as plain text with its links disarmed: "Bob wrote: …".
  for (const said of chat) {
    const who = game.seats[said.seat]?.name ?? m.seatName(said.seat + 1);
    words.lines.push(m.chatWrote(who, quoteForMail(said.text)));
  }
  const seat = row.seat ?? 0;
  const address = await addressLinks(config, row.recipient, locale, { gameId: game.id, seat: row.seat ?? 0 });
  // The result mail points at the public archive page: the game is over, the seat link adds nothing.
  // The confirmation mail's button confirms; the seat link comes with it.
  const seatUrl = await seatLink(config, game, seat);
  const confirming = row.kind === CONFIRM_KIND;
  const link =
    row.kind === 'result'
      ? `${config.origin}/g/${game.id}`
      : row.kind === 'standings'
        ? `${config.origin}/t/${row.data.standings?.tournamentId ?? ''}`
        : row.kind === 'expired' || row.kind === 'cancelled'
          ? `${config.origin}/`
          : confirming
            ? address.confirm
            : seatUrl;
  if (confirming) words.lines.push(m.confirmSeat(seatUrl));
  // The bot's review of the game, on its replay page (docs/review.md).
  if (row.kind === 'result') words.lines.push(m.resultReview(`${config.origin}/replay/${game.id}#review`));
  // Turn and reminder mails lead to the game page's away control (issue #31).
  if (row.kind === 'turn' || row.kind === 'reminder') {
    if (game.timeRules.weekendsOff) words.lines.push(m.weekendsOff);
    words.lines.push(m.awayLink(`${seatUrl}${seatUrl.includes('#') ? '&' : '#'}away`));
  }
  const mute = await muteLinks(config, game.id, seat);
  const text = [
    ...words.lines,
    '',
    `${words.button}: ${link}`,
    '',
    row.kind === 'result' || row.kind === 'standings' || row.kind === 'expired' || row.kind === 'cancelled' ? '' : m.keyWarning,
    confirming ? '' : m.muteText(mute.page),
    m.neverText(address.unsubscribe),
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36em">
${words.lines
  .filter((l) => l !== '')
  .map((l) => `<p>${escapeHtml(l)}</p>`)
  .join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:.6em 1.2em;background:#35524a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(words.button)}</a></p>
${row.kind === 'result' || row.kind === 'standings' || row.kind === 'expired' || row.kind === 'cancelled' ? '' : `<p style="color:#555;font-size:.9em">${escapeHtml(m.keyWarning)}</p>`}
${confirming ? '' : `<p style="color:#555;font-size:.9em"><a href="${escapeHtml(mute.page)}">${escapeHtml(m.muteLink)}</a></p>`}
<p style="color:#555;font-size:.9em"><a href="${escapeHtml(address.unsubscribe)}">${escapeHtml(m.neverLink)}</a> ${escapeHtml(m.neverAfter)}</p>
</body></html>`;
  const headers = unsubscribeHeaders(address.unsubscribe);
  if (choices) headers['Reply-To'] = choices.replyTo;
  return { to: row.recipient, from: config.from, subject: words.subject, text, html, headers };
}

/** RFC 8058: a mail client's "unsubscribe" POSTs `List-Unsubscribe=One-Click` to the link, which suppresses the address. */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * "Email me my games": every unfinished seat of the address with its seat link, the seat's turn
 * first. It concerns no one game, so it has no mute link; it only comes when asked for.
 */
export async function renderGamesMail(
  config: NotifyConfig,
  row: OutboxRow,
  list: readonly { game: GameRow; seat: number; yourTurn: boolean }[],
  locale: Locale = 'en',
  m: MailWords = messagesFor(locale).mail,
  /** A digest's choices, numbered across the mail, and its Reply-To (worker/mail-reply/digest.ts). */
  choices: DigestChoices | null = null,
  r: Messages['mailReply'] = messagesFor(locale).mailReply,
): Promise<Mail> {
  const items = await Promise.all(
    list.map(async ({ game, seat, yourTurn }, n) => ({
      name: gameName(game, seat, m),
      state: game.status === 'waiting' ? m.stateWaiting : yourTurn ? m.stateYourTurn : m.stateToMove(names(game.seats, game.active, m), game.active.length),
      link: await seatLink(config, game, seat),
      choices: digestLines(choices?.sections[n], r),
    })),
  );
  const turns = list.filter((g) => g.yourTurn).length;
  const digest = row.kind === 'digest';
  const answerable = !!choices?.listed.length;
  const subject = digest ? m.digestSubject(list.length) : m.gamesSubject(list.length, turns);
  const intro = [
    m.helloAll,
    ...(choices?.unclear !== undefined ? [r.unclear(choices.unclear.slice(0, 80))] : []),
    digest ? m.digestIntro : m.gamesIntro(`${config.origin}/my-games`),
    ...(answerable ? [r.digestHead] : []),
  ];
  const outro = digest ? m.digestOutro : m.gamesOutro;
  const address = await addressLinks(config, row.recipient, locale);
  const text = [...intro, '', ...items.flatMap((i) => [`${i.name} (${i.state}):`, i.link, ...i.choices, '']), outro, m.neverText(address.unsubscribe)].join(
    '\n',
  );
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36em">
${intro.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<ul>
${items
  .map(
    (i) =>
      `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.name)}</a> (${escapeHtml(i.state)})${i.choices.length ? `<br>${i.choices.map(escapeHtml).join('<br>')}` : ''}</li>`,
  )
  .join('\n')}
</ul>
<p style="color:#555;font-size:.9em">${escapeHtml(outro)}</p>
<p style="color:#555;font-size:.9em"><a href="${escapeHtml(address.unsubscribe)}">${escapeHtml(m.neverLink)}</a> ${escapeHtml(m.neverAfter)}</p>
</body></html>`;
  const headers = unsubscribeHeaders(address.unsubscribe);
  if (answerable && choices) headers['Reply-To'] = choices.replyTo;
  return { to: row.recipient, from: config.from, subject, text, html, headers };
}

/** A digest game's numbered choices ("6. Play day 3 …"), at most MAIL_CHOICES, numbered on from the game before. */
function digestLines(section: { first: number; labels: string[] } | undefined, r: Messages['mailReply']): string[] {
  if (!section?.labels.length) return [];
  const shown = section.labels.slice(0, MAIL_CHOICES).map((label, i) => `${section.first + i}. ${label}`);
  const more = section.labels.length - shown.length;
  return more > 0 ? [...shown, r.choicesMore(more)] : shown;
}

/** A Discord-compatible webhook body: public facts and the spectator link only, in English (a channel has no seat's language). */
export function renderWebhook(config: NotifyConfig, row: OutboxRow, game: GameRow): { content: string } {
  const m = messagesFor('en').mail;
  return { content: m.webhookTurn(names(game.seats, row.data.seats ?? [], m), rulesetOf(game).title, `${config.origin}/g/${game.id}`) };
}
