/**
 * The words of each mail and webhook message, rendered at send time from the game as it
 * is then: the seat link is derived from the secret here and never written anywhere.
 */
import type { GameRow, OutboxRow } from '@db/schema';
import type { NotifyConfig } from '../store/notify-config';
import { muteKey, seatToken } from '../store/ids';
import { rulesetOf } from '../store/games';
import { addressLinks } from '../store/mail-addresses';
import { type GameMailKind, kindOf } from '../store/notify-kinds';
import { KIND_WORDS } from './kind-words';
import { type LogWordsOf, type MailRecap, type MailWords, type Words, gameName, names, seatName } from './words';
import { quoteForMail } from './text-clean';
import { messagesFor } from '@web/i18n/worker-catalog';
import type { Messages } from '@web/i18n/en';
import type { Locale } from '@web/i18n/locales';
import { MAIL_CHOICES, choiceLines, choicesFor } from './compose';
import type { DigestChoices } from './digest';

export { MAIL_RECAP_LINES, type MailRecap, type MailWords, type LogWordsOf, gameName } from './words';

export interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

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

function wordsFor(row: OutboxRow, game: GameRow, now: number, recap: MailRecap | null, m: MailWords, log: LogWordsOf, r: Messages['mailReply']): Words {
  const seat = row.seat ?? 0;
  const hello = m.hello(game.seats[seat]?.name ?? m.seatName(seat + 1));
  // Rows of another kind are mailed by renderGamesMail or renderSignInMail (outbox.ts picks by mailOf).
  const words = (KIND_WORDS[row.kind as GameMailKind] ?? KIND_WORDS.link).mail;
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
  const kind = kindOf(row.kind);
  const words = wordsFor(row, game, now, recap, m, log, r);
  // The seat's choices, numbered, and the Reply-To a reply with one of them goes to (worker/mail-reply/).
  const choices = await choicesFor(config, row, game, locale, kind.listsChoices === true);
  if (choices) words.lines.push('', ...choiceLines(choices, r));
  // Table talk the others wrote lately, as plain text with its links disarmed: "Bob wrote: …".
  for (const said of chat) {
    const who = seatName(game.seats, said.seat, m);
    words.lines.push(m.chatWrote(who, quoteForMail(said.text)));
  }
  const seat = row.seat ?? 0;
  const address = await addressLinks(config, row.recipient, locale, { gameId: game.id, seat: row.seat ?? 0 });
  // The result mail points at the public archive page: the game is over, the seat link adds nothing.
  // The confirmation mail's button confirms; the seat link comes with it.
  const seatUrl = await seatLink(config, game, seat);
  const opens = kind.opens ?? 'seat';
  const confirming = opens === 'confirm';
  const link = {
    seat: seatUrl,
    game: `${config.origin}/g/${game.id}`,
    home: `${config.origin}/`,
    tournament: `${config.origin}/t/${row.data.standings?.tournamentId ?? ''}`,
    confirm: address.confirm,
  }[opens];
  // Only a mail whose button opens the seat (or confirms, the seat link beside it) carries the link's warning.
  const keyWarning = opens === 'seat' || confirming;
  if (confirming) words.lines.push(m.confirmSeat(seatUrl));
  // The bot's review of the game, on its replay page (docs/review.md).
  if (kind.review) words.lines.push(m.resultReview(`${config.origin}/replay/${game.id}#review`));
  // A mail that waits on the seat's move leads to the game page's away control (issue #31).
  if (kind.waitsOnSeat) {
    if (game.timeRules.weekendsOff) words.lines.push(m.weekendsOff);
    words.lines.push(m.awayLink(`${seatUrl}${seatUrl.includes('#') ? '&' : '#'}away`));
  }
  const mute = await muteLinks(config, game.id, seat);
  const text = [
    ...words.lines,
    '',
    `${words.button}: ${link}`,
    '',
    keyWarning ? m.keyWarning : '',
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
${keyWarning ? `<p style="color:#555;font-size:.9em">${escapeHtml(m.keyWarning)}</p>` : ''}
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
  /** A digest's choices, numbered across the mail, and its Reply-To (worker/notify/digest.ts). */
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

/**
 * A Discord-compatible webhook body: public facts and the spectator link only, in the host's
 * language (a channel has no seat of its own; the host gave the webhook: ./language.ts).
 */
export function renderWebhook(config: NotifyConfig, row: OutboxRow, game: GameRow, locale: Locale = 'en', m = messagesFor(locale).mail): { content: string } {
  return { content: m.webhookTurn(names(game.seats, row.data.seats ?? [], m), rulesetOf(game).title, `${config.origin}/g/${game.id}`) };
}
