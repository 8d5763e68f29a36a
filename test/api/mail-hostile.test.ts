/**
 * Replies made to hurt (issue #56; docs/notifications.md, "Moving by mail"): HTML shaped to make
 * the reader slow (item 1), and a From that names more than one sender (item 5). Raw MIME in,
 * through `POST /api/dev/email` and the Worker's `email()` handler, as in mail-reply.test.ts.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { MAX_LINES, MAX_TEXT_CHARS, decidingLine, htmlScan, htmlText } from '@worker/mail-reply/body';
import { MAX_REPLY_BYTES } from '@worker/mail-reply/inbound';
import { call } from './client';
import { answerable, deliverMail, emailHandler, listedChoices, mailGame, outbox, rawReply } from './mail-helpers';

const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

async function turnOf(game: { gameId: string; emails: string[] }) {
  const seat = (await view(game.gameId)).active[0] as number;
  const mail = await answerable(game.emails[seat] as string, game.gameId);
  if (!mail) throw new Error(`no answerable mail to seat ${seat}`);
  return { seat, mail, from: game.emails[seat] as string, replyTo: mail.headers['Reply-To'] as string };
}

/** `unit` repeated to `bytes` characters (ASCII: bytes), cut at the end. */
const fill = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);

const KB_250 = 250 * 1024;
const longAttributes = `<a href="https://example.com/${'p'.repeat(120)}" title="${'t'.repeat(120)}" class=x `;
/** HTML that made the old reader (regular expressions over the whole body) quadratic, or might make a naive one so. */
const SHAPES: Record<string, (bytes: number) => string> = {
  '<div repeated, never closed (the issue’s)': (b) => fill('<div', b),
  'unclosed comments': (b) => fill('<!--', b),
  '<br repeated, never closed': (b) => fill('<br', b),
  '<a with long attributes, repeated, never closed': (b) => fill(longAttributes, b),
  '<a repeated, never closed': (b) => fill('<a ', b),
  'attributes with = and quotes': (b) => `<a ${fill('x="" = ', b - 4)}`,
  'deeply nested blockquotes': (b) => `${'<blockquote>'.repeat(Math.floor(b / 25))}1${'</blockquote>'.repeat(Math.floor(b / 25))}`,
  '<script> repeated, never closed': (b) => fill('<script>', b),
  'empty divs, closed': (b) => fill('<div></div>', b),
  'a lone < in text': (b) => fill('< ', b),
};

describe('reading a reply is linear in its size (#56.1)', () => {
  // The old reader took 0.7 s at 32 KB, 5.9 s at 64 KB and 56.9 s at 250 KB for the first shape
  // (workerd; the game's other requests waited meanwhile): each unclosed `<div` sent a regular
  // expression to the end of the body. This test ran for minutes and timed out on it; now the
  // whole test, the game's setup included, takes about a second. `npm run bench -- --engine-only`
  // prints the reader's milliseconds at 32, 64, 128 and 250 KB.
  it('answers 250 KB of each hostile HTML shape from the seat’s own address as unclear, through the real inbound path', { timeout: 30_000 }, async () => {
    const game = await mailGame('stonerush', 3, 'slowhtml');
    const { seat, from, replyTo } = await turnOf(game);
    const version = (await view(game.gameId)).version;
    for (const [shape, make] of Object.entries(SHAPES)) {
      const raw = rawReply({ from, to: replyTo, html: make(KB_250) });
      expect(raw.length, shape).toBeLessThan(MAX_REPLY_BYTES);
      expect((await deliverMail(raw, from, replyTo)).json, shape).toMatchObject({ outcome: 'answered', reason: 'unclear' });
    }
    // The platform's own handler reads it the same way (a new message: not a replay).
    expect(
      (await emailHandler(rawReply({ from, to: replyTo, html: SHAPES['<div repeated, never closed (the issue’s)']!(KB_250) }), from, replyTo)).rejected,
    ).toBeNull();
    expect((await view(game.gameId)).version).toBe(version);
    // A reply above 250 KB of quoted mail still plays.
    const words = listedChoices((await turnOf(game)).mail.text).get(2) as string;
    const quoted = `<div dir="ltr">2</div>${SHAPES['deeply nested blockquotes']!(KB_250 - 100)}`;
    expect((await deliverMail(rawReply({ from, to: replyTo, html: quoted }), from, replyTo)).json).toMatchObject({ outcome: 'applied', played: words });
    expect((await view(game.gameId)).log.at(-1)?.seat).toBe(seat);
  });

  it('reads each character of the HTML a bounded number of times, whatever its shape', () => {
    // `read` counts every character a search of the converter passed over (body.ts): twice the
    // length at most, at every size, so the work grows with the size and no faster.
    for (const [shape, make] of Object.entries(SHAPES)) {
      for (const kb of [32, 64, 128, 250]) {
        const html = make(kb * 1024);
        const { read } = htmlScan(html);
        expect(read, `${shape} at ${kb} KB`).toBeLessThanOrEqual(2 * html.length);
      }
    }
  });

  it('looks at a bounded text: its first MAX_TEXT_CHARS characters and MAX_LINES lines', () => {
    expect(decidingLine(`${'\n'.repeat(MAX_LINES - 1)}2`)).toBe('2');
    expect(decidingLine(`${'\n'.repeat(MAX_LINES)}2`)).toBe('');
    expect(decidingLine(`${' '.repeat(MAX_TEXT_CHARS)}2`)).toBe('');
    // HTML whose text runs past the cap is not converted past it.
    expect(htmlText(`<p>${'x'.repeat(2 * MAX_TEXT_CHARS)}</p>`).length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(htmlText(fill('<div></div>', 200_000)).length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
  });

  it('keeps reading HTML as a mail client shows it', () => {
    // Blocks and breaks end lines, where they open too; a <br> with attributes is one.
    expect(htmlText('a<div>2</div>b<br class="x">c<p>d</p>').split('\n').filter(Boolean)).toEqual(['a', '2', 'b', 'c', 'd']);
    // Nested quotes are dropped whole (the old reader kept what followed the inner one).
    expect(htmlText('2<blockquote>b<blockquote>c</blockquote>d</blockquote>e').split('\n').filter(Boolean)).toEqual(['2', 'e']);
    // A `>` inside a quoted attribute does not end the tag.
    expect(htmlText('<a title="x>1" href=\'y>\'>3</a>')).toBe('3');
    // Comments, a head's title and style, scripts: not shown, so not read.
    expect(htmlText('<!-- 1 --><!--><html><head><title>4</title><style>p>x{}</style></head><body>5<script>"<div>"</script></body>')).toBe('5');
    // A lone `<` is text; a tag cut off by the end is dropped with what follows it.
    expect(htmlText('2 < 3')).toBe('2 < 3');
    expect(htmlText('2<a href="x')).toBe('2');
    // The quote containers still cut: Gmail, Outlook, Thunderbird, Apple Mail.
    for (const open of ['<div class="gmail_quote">', '<div id="divRplyFwdMsg">', '<div class="moz-cite-prefix">', "<blockquote type='cite'>"]) {
      expect(htmlText(`<div>2</div>${open}<div>1</div>`).trim(), open).toBe('2');
    }
  });
});

describe('a From naming more than one sender (#56.5)', () => {
  it('is refused, silently, even when the first is the seat’s own confirmed address', async () => {
    const game = await mailGame('stonerush', 3, 'twofrom');
    const { from, replyTo } = await turnOf(game);
    const version = (await view(game.gameId)).version;
    const mails = (await outbox()).length;
    const read = async () => (await env.DB.prepare('select count(*) as n from mail_replies').first<number>('n')) ?? 0;
    const remembered = await read();
    const cases: [string, Partial<Parameters<typeof rawReply>[0]>][] = [
      ['two addresses, the seat’s first', { fromHeader: `Player <${from}>, Mallory <mallory@evil.example>` }],
      ['two bare addresses', { fromHeader: `${from}, mallory@evil.example` }],
      ['a group', { fromHeader: `list: ${from}, mallory@evil.example;` }],
      ['a group of the seat alone', { fromHeader: `list: ${from};` }],
      ['two addresses without a comma (read as one named by the other)', { fromHeader: `<${from}> <mallory@evil.example>` }],
      ['a second From header', { headers: { From: 'Mallory <mallory@evil.example>' } }],
    ];
    for (const [what, parts] of cases) {
      const raw = rawReply({ from, to: replyTo, text: '1', ...parts });
      expect((await deliverMail(raw, from, replyTo)).json, what).toEqual({ outcome: 'refused', reason: 'not_one_sender' });
      expect((await emailHandler(raw, from, replyTo)).rejected, what).toBeNull();
    }
    expect((await view(game.gameId)).version).toBe(version);
    expect((await outbox()).length).toBe(mails);
    expect(await read()).toBe(remembered);
  });

  it('still plays for one address with a comma in its name, quoted or encoded', async () => {
    const game = await mailGame('stonerush', 3, 'onefrom');
    let turn = await turnOf(game);
    const quoted = rawReply({ from: turn.from, to: turn.replyTo, text: '1', fromHeader: `"Ann, the player" <${turn.from}>` });
    expect((await deliverMail(quoted, turn.from, turn.replyTo)).json).toMatchObject({ outcome: 'applied' });
    turn = await turnOf(game);
    const encoded = rawReply({ from: turn.from, to: turn.replyTo, text: '1', fromHeader: `=?utf-8?q?M=C3=BCller=2C_Ann?= (at home, @work) <${turn.from}>` });
    expect((await deliverMail(encoded, turn.from, turn.replyTo)).json).toMatchObject({ outcome: 'applied' });
  });
});
