/**
 * The words of each mail and webhook message, rendered at send time from the game as it
 * is then: the seat link is derived from the secret here and never written anywhere.
 */
import type { GameRow, OutboxRow, SeatInfo } from '@db/schema';
import type { NotifyConfig } from './config';
import { HOUR_MS } from '../store/clocks';
import { muteKey, seatToken } from '../store/ids';
import type { LogEntry } from '@engine/index';
import { nameSeats } from '../store/payload';
import { deadlineOf } from '../store/clocks';
import { rulesetOf } from '../store/games';
import { CONFIRM_KIND, addressLinks } from './addresses';
import type { GameMailKind } from './kinds';
import { quoteForMail } from './text-clean';

export interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function names(seats: readonly SeatInfo[], list: readonly number[]): string {
  const n = list.map((s) => seats[s]?.name ?? `Seat ${s + 1}`);
  return n.length <= 1 ? (n[0] ?? 'nobody') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

function within(ms: number): string {
  const hours = Math.max(0, ms / HOUR_MS);
  return hours >= 48 ? `${Math.round(hours / 24)} days` : hours >= 1.5 ? `${Math.round(hours)} hours` : `${Math.max(1, Math.round(hours * 60))} minutes`;
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

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu 26 Nov, 18:00 UTC": a mail cannot know the reader's time zone, so it says which it uses. */
export function utcWhen(ms: number): string {
  const d = new Date(ms);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}, ${hh}:${mm} UTC`;
}

/** Recap lines a mail quotes at most; the rest is "and N more". */
export const MAIL_RECAP_LINES = 8;

/**
 * What happened since the seat's own last action, as mail lines: the last `MAIL_RECAP_LINES`
 * log entries with names, and how many earlier ones the page shows.
 */
export function recapLines(game: GameRow, seat: number, recap: MailRecap | null): string[] {
  if (!recap || recap.total === 0) return [];
  const shown = recap.newest.map((e) => `• ${nameSeats(e.text, game.seats)}`);
  const hidden = recap.total - shown.length;
  const head = game.seats[seat]?.acted ? 'Since your last move:' : 'So far:';
  return [head, ...(hidden > 0 ? [`• … ${hidden} earlier ${hidden === 1 ? 'entry' : 'entries'} on the game page`] : []), ...shown];
}

/** What a turn mail quotes of the log since the seat's last action: how many entries, and the newest few. */
export interface MailRecap {
  total: number;
  newest: LogEntry[];
}

/** The game in a few words: its ruleset and the other players ("Stonerush with Bob and Carol"). */
export function gameName(game: GameRow, seat: number): string {
  const others = game.seats.filter((s) => s.seat !== seat).map((s) => s.seat);
  return `${rulesetOf(game).title} with ${names(game.seats, others)}`;
}

/** How long the seat has to act, in words, with the absolute time and what the deadline does. */
export function timeLeft(game: GameRow, seat: number, now: number): string {
  const clock = game.clocks.find((c) => c.seat === seat);
  const deadline = clock ? deadlineOf(clock, { deadlineHours: game.deadlineHours ?? null, onTimeout: game.onTimeout }) : null;
  if (deadline === null) return 'There is no deadline: play when you like.';
  const then =
    game.onTimeout === 'forfeit'
      ? 'after that you lose the game'
      : game.onTimeout === 'bot'
        ? 'after that a bot moves for you'
        : 'after that the game still waits for you';
  return `You have ${within(deadline - now)} to move (until ${utcWhen(deadline)}); ${then}.`;
}

/** What a game mail's words are written from. */
interface WordsFrom {
  row: OutboxRow;
  game: GameRow;
  now: number;
  recap: MailRecap | null;
  title: string;
  seat: number;
  me: string;
}

/**
 * The words of every mail about one game's seat, one entry per kind (kinds.ts): a kind added
 * there with `mail: 'game'` fails tsc until it has its words here.
 */
const GAME_MAIL_WORDS: Record<GameMailKind, (w: WordsFrom) => Words> = {
  start: ({ game, seat, me, title }) => {
    const seats = game.seats;
    const first = game.active.includes(seat)
      ? 'You move first: open your seat and make your move.'
      : `${names(seats, game.active)} moves first; you will get an email when it is your turn.`;
    return {
      subject: `${title}: the game has started`,
      lines: [
        `Hello ${me},`,
        `Everyone has joined your game of ${title} (${names(
          seats,
          seats.map((s) => s.seat),
        )}).`,
        first,
      ],
      button: 'Open your seat',
    };
  },
  // The subject names the game, so two games of one ruleset never send the same mail.
  turn: ({ game, seat, me, now, recap }) => {
    const name = gameName(game, seat);
    return {
      subject: `${name}: your turn`,
      lines: [`Hello ${me},`, `It is your turn in ${name}.`, ...recapLines(game, seat, recap), timeLeft(game, seat, now)],
      button: 'Make your move',
    };
  },
  reminder: ({ row, game, seat, me, now, title }) => {
    const deadline = row.data.deadline ?? null;
    const left =
      deadline === null
        ? ''
        : ` You have ${within(deadline - now)} left before the deadline${game.onTimeout === 'forfeit' ? ', after which you lose the game' : ''}.`;
    return {
      subject: `${gameName(game, seat)}: reminder, it is still your turn`,
      lines: [`Hello ${me},`, `The others in ${title} are waiting for your move.${left}`],
      button: 'Make your move',
    };
  },
  result: ({ game, me, title }) => {
    const result = game.result;
    const summary = result?.summary ? nameSeats(result.summary, game.seats) : '';
    const winners = result?.winners.length ? `${names(game.seats, result.winners)} won.` : 'Nobody won.';
    return {
      subject: `${title}: the game is over`,
      lines: [
        `Hello ${me},`,
        `Your game of ${title} has ended. ${winners}${summary ? ` ${summary}` : ''}`,
        'Its archive page replays every move, with every hidden card shown:',
      ],
      button: 'See the game in the archive',
    };
  },
  rematch: ({ row, me, title }) => ({
    subject: `${title}: ${String(row.data.by ?? 'a player')} offers a rematch`,
    lines: [
      `Hello ${me},`,
      `${String(row.data.by ?? 'A player')} offers a rematch of your game of ${title}: the same rules, options and deadlines. Open your seat of the last game and choose "Join the rematch"; your seat in it keeps your name and email.`,
      'Seats nobody takes within a week close the offer.',
    ],
    button: 'See the offer',
  }),
  expired: ({ me, title }) => ({
    subject: `${title}: your open game was closed`,
    lines: [
      `Hello ${me},`,
      `Nobody took the free seats of your open game of ${title} within a week, so it has been closed and its invite link no longer works.`,
      'You can start a new game whenever you like:',
    ],
    button: 'Start a new game',
  }),
  confirm: ({ me, title }) => ({
    subject: `${title}: confirm your email address`,
    lines: [
      `Hello ${me},`,
      `This address was given for a seat in a game of ${title}. Before we send it anything else (turns, reminders, results), please confirm it is yours with the link below. If you did not ask for this, ignore this email: you will get no more from us.`,
    ],
    button: 'Confirm my address',
  }),
  link: ({ me, title }) => ({
    subject: `${title}: your seat link`,
    lines: [`Hello ${me},`, `Here is your seat link for ${title}, as asked on the game page. Keep it private: it is the key to your seat.`],
    button: 'Open your seat',
  }),
};

function wordsFor(row: OutboxRow, game: GameRow, now: number, recap: MailRecap | null): Words {
  const seat = row.seat ?? 0;
  const me = game.seats[seat]?.name ?? `Seat ${seat + 1}`;
  // Rows of another kind are mailed by renderGamesMail or renderSignInMail (outbox.ts picks by mailOf).
  const words = GAME_MAIL_WORDS[row.kind as GameMailKind] ?? GAME_MAIL_WORDS.link;
  return words({ row, game, now, recap, title: rulesetOf(game).title, seat, me });
}

export async function renderMail(
  config: NotifyConfig,
  row: OutboxRow,
  game: GameRow,
  now: number,
  chat: readonly { seat: number; text: string }[] = [],
  recap: MailRecap | null = null,
): Promise<Mail> {
  const words = wordsFor(row, game, now, recap);
  // Table talk the others wrote lately, as plain text with its links disarmed: "Bob wrote: …".
  for (const m of chat) {
    const who = game.seats[m.seat]?.name ?? `Seat ${m.seat + 1}`;
    words.lines.push(`${who} wrote: "${quoteForMail(m.text)}"`);
  }
  const seat = row.seat ?? 0;
  const address = await addressLinks(config, row.recipient);
  // The result mail points at the public archive page: the game is over, the seat link adds nothing.
  // The confirmation mail's button confirms; the seat link comes with it.
  const seatUrl = await seatLink(config, game, seat);
  const confirming = row.kind === CONFIRM_KIND;
  const link = row.kind === 'result' ? `${config.origin}/g/${game.id}` : row.kind === 'expired' ? `${config.origin}/` : confirming ? address.confirm : seatUrl;
  if (confirming) words.lines.push(`Your seat in the game (keep it private, it is the key to your seat): ${seatUrl}`);
  const mute = await muteLinks(config, game.id, seat);
  const text = [
    ...words.lines,
    '',
    `${words.button}: ${link}`,
    '',
    row.kind === 'result' || row.kind === 'expired' ? '' : 'This link is the key to your seat: do not forward this email.',
    confirming ? '' : `No more emails about this game: ${mute.page}`,
    `Never email me again, from any game: ${address.unsubscribe}`,
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36em">
${words.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:.6em 1.2em;background:#35524a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(words.button)}</a></p>
${row.kind === 'result' || row.kind === 'expired' ? '' : '<p style="color:#555;font-size:.9em">This link is the key to your seat: do not forward this email.</p>'}
${confirming ? '' : `<p style="color:#555;font-size:.9em"><a href="${escapeHtml(mute.page)}">No more emails about this game</a></p>`}
<p style="color:#555;font-size:.9em"><a href="${escapeHtml(address.unsubscribe)}">Never email me again</a> (from any game)</p>
</body></html>`;
  return { to: row.recipient, from: config.from, subject: words.subject, text, html, headers: unsubscribeHeaders(address.unsubscribe) };
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
): Promise<Mail> {
  const items = await Promise.all(
    list.map(async ({ game, seat, yourTurn }) => ({
      name: gameName(game, seat),
      state: game.status === 'waiting' ? 'waiting for players' : yourTurn ? 'your turn' : `${names(game.seats, game.active)} to move`,
      link: await seatLink(config, game, seat),
    })),
  );
  const turns = list.filter((g) => g.yourTurn).length;
  const digest = row.kind === 'digest';
  const subject = digest
    ? `Your daily digest: ${list.length === 1 ? '1 game waits' : `${list.length} games wait`} for your move`
    : `Your games: ${list.length} unfinished${turns ? `, ${turns} waiting for your move` : ''}`;
  const intro = digest
    ? ['Hello,', 'These games wait for your move. You chose one mail a day for them instead of a mail per turn.']
    : [
        'Hello,',
        `Someone (we hope you) asked for the games of this address at ${config.origin}/my-games. Here is every seat of yours in a game that is not over, each with its seat link.`,
      ];
  const outro = digest
    ? 'Each link is the key to a seat: do not forward this email. To get a mail per turn again, or none, open a game and change its email settings.'
    : 'Each link is the key to a seat: do not forward this email. If you did not ask for it, you can ignore it.';
  const address = await addressLinks(config, row.recipient);
  const text = [
    ...intro,
    '',
    ...items.flatMap((i) => [`${i.name} (${i.state}):`, i.link, '']),
    outro,
    `Never email me again, from any game: ${address.unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36em">
${intro.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<ul>
${items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.name)}</a> (${escapeHtml(i.state)})</li>`).join('\n')}
</ul>
<p style="color:#555;font-size:.9em">${escapeHtml(outro)}</p>
<p style="color:#555;font-size:.9em"><a href="${escapeHtml(address.unsubscribe)}">Never email me again</a> (from any game)</p>
</body></html>`;
  return { to: row.recipient, from: config.from, subject, text, html, headers: unsubscribeHeaders(address.unsubscribe) };
}

/** A Discord-compatible webhook body: public facts and the spectator link only. */
export function renderWebhook(config: NotifyConfig, row: OutboxRow, game: GameRow): { content: string } {
  const seats = game.seats;
  const data = row.data;
  const title = rulesetOf(game).title;
  return { content: `${names(seats, data.seats ?? [])}'s turn in ${title}: ${config.origin}/g/${game.id}` };
}
