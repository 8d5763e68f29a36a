/**
 * Moving by mail (worker/mail-reply/; docs/notifications.md, "Moving by mail"): the turn mail
 * lists the seat's choices and carries a signed Reply-To; a reply with a number or the words
 * plays it through the game's writer and is answered by mail; hostile and automatic mail is
 * refused or ignored. Raw MIME in, through `POST /api/dev/email` and the `email()` handler.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { FACTS } from '@web/rulesets/facts.generated';
import { readReplyAddress, replyAddress } from '@worker/notify/reply-address';
import { TEXT_MODES } from '@worker/notify/choices';
import { decidingLine, htmlText } from '@worker/mail-reply/body';
import { readConfig } from '@worker/store/notify-config';
import { call } from './client';
import { answerable, deliverMail, emailHandler, listedChoices, mailGame, outbox, rawReply } from './mail-helpers';

const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

/** The seat to move, its address, and the newest mail it can answer. */
async function turnOf(game: { gameId: string; tokens: string[]; emails: string[] }) {
  const seat = (await view(game.gameId)).active[0] as number;
  const mail = await answerable(game.emails[seat] as string, game.gameId);
  if (!mail) throw new Error(`no answerable mail to seat ${seat}`);
  return { seat, mail, from: game.emails[seat] as string, replyTo: mail.headers['Reply-To'] as string };
}

describe('the turn mail', () => {
  it('has each board ruleset’s text mode in the worker', () => {
    expect([...TEXT_MODES.keys()].sort()).toEqual([...FACTS.keys()].sort());
  });

  it('lists the choices in words, numbered, with a Reply-To signed for the seat and version', async () => {
    const game = await mailGame('stonerush', 3, 'list');
    const { seat, mail, replyTo } = await turnOf(game);
    const mine = await view(game.gameId, game.tokens[seat]);
    const listed = listedChoices(mail.text);
    expect(listed.size).toBe(Math.min(60, mine.actions.length));
    expect(mail.text).toContain('Reply to this email with the number');
    // Words, not JSON: "Play day 3 (white) on the red druid …"
    expect(listed.get(1)).toMatch(/^(Play|Discard|Keep)/);
    expect(mail.html).toContain('1. ');
    const target = await readReplyAddress(readConfig(env), replyTo);
    expect(target).toEqual({ kind: 'seat', gameId: game.gameId, seat, version: mine.version });
    // The address is the signed one, and a changed seat or version does not verify.
    const config = readConfig(env);
    expect(replyTo).toBe(await replyAddress(config, game.gameId, seat, mine.version));
    expect(await readReplyAddress(config, replyTo.replace(`.${seat}.${mine.version}.`, `.${(seat + 1) % 3}.${mine.version}.`))).toBeNull();
    expect(await readReplyAddress(config, replyTo.replace(`.${seat}.${mine.version}.`, `.${seat}.${mine.version + 1}.`))).toBeNull();
    expect(await readReplyAddress(config, replyTo.replace(`.${seat}.${mine.version}.`, `.0${seat}.${mine.version}.`))).toBeNull();
  });

  it('in German for a German seat', async () => {
    const game = await mailGame('stonerush', 3, 'de', {}, { language: 'de' });
    const { mail, from, replyTo } = await turnOf(game);
    expect(mail.text).toContain('Antworte auf diese E-Mail');
    const words = listedChoices(mail.text).get(1) as string;
    expect(words).toMatch(/ausspielen|ablegen|behalten/i);
    const res = await deliverMail(rawReply({ from, to: replyTo, text: words }), from, replyTo);
    expect(res.json).toMatchObject({ outcome: 'applied', played: words });
    const answer = (await outbox()).find((e) => e.kind === 'reply' && e.to === from);
    expect(answer?.subject).toMatch(/deine Antwort$/);
    expect(answer?.text).toContain(`Gespielt: ${words}.`);
  });
});

describe('a reply', () => {
  it('with a number plays that choice and is answered with the move and what comes next', async () => {
    const game = await mailGame('stonerush', 3, 'num');
    const { seat, mail, from, replyTo } = await turnOf(game);
    const before = await view(game.gameId, game.tokens[seat]);
    const listed = listedChoices(mail.text);
    const res = await deliverMail(rawReply({ from, to: replyTo, text: '2\r\n\r\nOn Sat, 28 Nov 2026 Stonehenge wrote:\r\n> 1. something' }), from, replyTo);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ outcome: 'applied', reason: 'played', played: listed.get(2), answered: true });
    const after = await view(game.gameId, game.tokens[seat]);
    expect(after.version).toBe(before.version + 1);
    expect(after.log.at(-1)?.seat).toBe(seat);
    const answer = (await outbox()).find((e) => e.kind === 'reply' && e.to === from);
    expect(answer?.text).toContain(`Played: ${listed.get(2)}.`);
    expect(answer?.subject).toMatch(/your reply$/);
  });

  it('with the words of a choice plays it; one step of a several-step turn answers with the next step’s choices', async () => {
    const game = await mailGame('stonerush', 3, 'words');
    const { seat, mail, from, replyTo } = await turnOf(game);
    const listed = listedChoices(mail.text);
    const words = listed.get(1) as string;
    const res = await deliverMail(rawReply({ from, to: replyTo, text: `${words.toUpperCase()}\n` }), from, replyTo);
    expect(res.json).toMatchObject({ outcome: 'applied', played: words });
    // Stonerush: a play, then the discard of the same turn.
    const after = await view(game.gameId, game.tokens[seat]);
    expect(after.active).toEqual([seat]);
    const answer = (await outbox()).find((e) => e.kind === 'reply' && e.to === from);
    expect(answer?.text).toContain('Your turn goes on with the next step.');
    const next = listedChoices(answer?.text ?? '');
    expect(next.size).toBe(Math.min(60, after.actions.length));
    expect(answer?.headers['Reply-To']).toBe(await replyAddress(readConfig(env), game.gameId, seat, after.version));
    // The next step by replying to the answer.
    const step = await deliverMail(rawReply({ from, to: answer?.headers['Reply-To'] as string, text: '1' }), from, answer?.headers['Reply-To'] as string);
    expect(step.json).toMatchObject({ outcome: 'applied', played: next.get(1) });
    expect((await view(game.gameId)).active).not.toEqual([seat]);
  });

  it('that is unclear, or answers a version the game has left, is answered with the current choices', async () => {
    const game = await mailGame('stonerush', 3, 'unclear');
    const { seat, from, replyTo } = await turnOf(game);
    const unclear = await deliverMail(rawReply({ from, to: replyTo, text: 'hmm, let me think\n' }), from, replyTo);
    expect(unclear.json).toMatchObject({ outcome: 'answered', reason: 'unclear', answered: true });
    let answer = (await outbox()).find((e) => e.kind === 'reply' && e.to === from);
    expect(answer?.text).toContain('“hmm, let me think”');
    expect(answer?.headers['Reply-To']).toBe(replyTo);
    expect(listedChoices(answer?.text ?? '').size).toBeGreaterThan(0);
    const out = await deliverMail(rawReply({ from, to: replyTo, text: '999' }), from, replyTo);
    expect(out.json.reason).toBe('unclear');
    // Played on the page meanwhile: the old address's reply plays nothing.
    const mine = await view(game.gameId, game.tokens[seat]);
    expect((await call('POST', `/api/games/${game.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, game.tokens[seat])).status).toBe(200);
    const old = await deliverMail(rawReply({ from, to: replyTo, text: '1' }), from, replyTo);
    expect(old.json).toMatchObject({ outcome: 'answered', reason: 'moved_on' });
    expect((await view(game.gameId)).version).toBe(mine.version + 1);
    answer = (await outbox()).find((e) => e.kind === 'reply' && e.to === from);
    expect(answer?.text).toContain('The game has moved on');
    expect(answer?.headers['Reply-To']).toBe(await replyAddress(readConfig(env), game.gameId, seat, mine.version + 1));
  });
});

describe('hostile and automatic mail', () => {
  it('is refused or ignored, silently, and plays nothing', async () => {
    const game = await mailGame('stonerush', 3, 'hostile');
    const { seat, from, replyTo } = await turnOf(game);
    const other = game.emails[(seat + 1) % 3] as string;
    const version = (await view(game.gameId)).version;
    const before = (await outbox()).length;
    const cases: [string, Parameters<typeof rawReply>[0], string, string][] = [
      ['forged sender', { from: 'mallory@evil.example', to: replyTo, text: '1' }, 'refused', 'not_the_seat'],
      ['DMARC failed', { from, to: replyTo, text: '1', dmarc: 'fail' }, 'refused', 'unauthenticated'],
      ['no authentication results', { from, to: replyTo, text: '1', dmarc: null }, 'refused', 'unauthenticated'],
      ['a pass from another server', { from, to: replyTo, text: '1', authserv: 'mx.evil.example' }, 'refused', 'unauthenticated'],
      ['the other seat answering this seat', { from: other, to: replyTo, text: '1' }, 'refused', 'not_the_seat'],
      ['an auto-reply', { from, to: replyTo, text: '1', headers: { 'Auto-Submitted': 'auto-replied' } }, 'ignored', 'auto_reply'],
      ['a list mail', { from, to: replyTo, text: '1', headers: { Precedence: 'bulk' } }, 'ignored', 'auto_reply'],
      ['a vacation notice', { from, to: replyTo, text: '1', headers: { 'X-Autoreply': 'yes' } }, 'ignored', 'auto_reply'],
      ['a made-up address', { from, to: replyTo.replace(/\.[a-z2-7]{26}@/, '.aaaaaaaaaaaaaaaaaaaaaaaaaa@'), text: '1' }, 'refused', 'not_ours'],
    ];
    for (const [what, parts, outcome, reason] of cases) {
      const res = await deliverMail(rawReply(parts), parts.from, parts.to);
      expect(res.json, what).toMatchObject({ outcome, reason });
    }
    // A bounce: the null envelope sender.
    expect((await deliverMail(rawReply({ from, to: replyTo, text: '1' }), '', replyTo)).json).toMatchObject({ outcome: 'ignored', reason: 'bounce' });
    // The other seat's own address, signed for it, with this seat's sender.
    const theirs = await replyAddress(readConfig(env), game.gameId, (seat + 1) % 3, version);
    expect((await deliverMail(rawReply({ from, to: theirs, text: '1' }), from, theirs)).json.reason).toBe('not_the_seat');
    expect((await view(game.gameId)).version).toBe(version);
    expect((await outbox()).length).toBe(before);
  });

  it('a replayed reply is refused: the same message again plays nothing more', async () => {
    const game = await mailGame('stonerush', 3, 'replay');
    const { from, replyTo } = await turnOf(game);
    const raw = rawReply({ from, to: replyTo, text: '1', messageId: 'same-message@replay.example' });
    expect((await deliverMail(raw, from, replyTo)).json.outcome).toBe('applied');
    const version = (await view(game.gameId)).version;
    const count = (await outbox()).length;
    expect((await deliverMail(raw, from, replyTo)).json).toMatchObject({ outcome: 'refused', reason: 'replayed' });
    // Through the platform's handler too.
    await emailHandler(raw, from, replyTo);
    expect((await view(game.gameId)).version).toBe(version);
    expect((await outbox()).length).toBe(count);
  });

  it('a 1 MB message and malformed MIME are rejected at SMTP time', async () => {
    const game = await mailGame('stonerush', 3, 'big');
    const { from, replyTo } = await turnOf(game);
    const big = rawReply({ from, to: replyTo, text: `1\n${'x'.repeat(1024 * 1024)}` });
    expect((await deliverMail(big, from, replyTo)).json).toMatchObject({ outcome: 'refused', reason: 'too_large' });
    expect((await emailHandler(big, from, replyTo)).rejected).toMatch(/too large/);
    const broken = 'this is not\r\na mail at all\r\n\r\n1';
    expect((await deliverMail(broken, from, replyTo)).json).toMatchObject({ outcome: 'refused', reason: 'malformed' });
    const nested = `From: <${from}>\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n${'--a\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n'.repeat(40)}`;
    expect((await deliverMail(nested, from, replyTo)).json.outcome).toBe('refused');
    expect((await emailHandler(broken, from, replyTo)).rejected).toBeTruthy();
  });

  it('answers stop after a few an hour per address (no mail loop)', async () => {
    const game = await mailGame('stonerush', 3, 'loop');
    const { from, replyTo } = await turnOf(game);
    const outcomes: (boolean | undefined)[] = [];
    for (let i = 0; i < 7; i++) outcomes.push((await deliverMail(rawReply({ from, to: replyTo, text: 'what?' }), from, replyTo)).json.answered);
    expect(outcomes).toEqual([true, true, true, true, true, false, false]);
  });
});

describe('what a reply says', () => {
  it('reads HTML-only and quoted-printable bodies', async () => {
    const game = await mailGame('stonerush', 3, 'bodies');
    const { mail, from, replyTo } = await turnOf(game);
    const words = listedChoices(mail.text).get(3) as string;
    const html = `<html><body><div dir="ltr">${words.replace(/&/g, '&amp;')}</div><br><div class="gmail_quote">On Sat wrote:<blockquote>1. x</blockquote></div></body></html>`;
    expect((await deliverMail(rawReply({ from, to: replyTo, html }), from, replyTo)).json).toMatchObject({ outcome: 'applied', played: words });
    const game2 = await mailGame('stonerush', 3, 'qp');
    const turn2 = await turnOf(game2);
    // The longest choice (soft line breaks), after a no-break space (=C2=A0).
    const words2 = [...listedChoices(turn2.mail.text).values()].sort((a, b) => b.length - a.length)[0] as string;
    const raw = rawReply({ from: turn2.from, to: turn2.replyTo, text: `\u00a0${words2}\n`, quotedPrintable: true });
    expect(raw).toContain('=C2=A0');
    if (words2.length > 76) expect(raw).toContain('=\r\n');
    const qp = await deliverMail(raw, turn2.from, turn2.replyTo);
    expect(qp.json).toMatchObject({ outcome: 'applied', played: words2 });
  });

  it('takes the first line above the quote, whatever the mail client', () => {
    expect(decidingLine('\n\n 3 \nOn Sat, 28 Nov 2026 at 08:00, Stonehenge <t@x> wrote:\n> 1. a')).toBe('3');
    expect(decidingLine('Am Sa., 28. Nov. 2026 um 08:00 Uhr schrieb Stonehenge <t@x>:\n> 2. b')).toBe('');
    expect(decidingLine('4\r\n\r\nAm Sa., 28. Nov. 2026 um 08:00 Uhr schrieb Stonehenge <t@x>:\r\n> 2. b')).toBe('4');
    expect(decidingLine('-----Original Message-----\nFrom: Stonehenge\n1. a')).toBe('');
    expect(decidingLine('5\n\n-----Ursprüngliche Nachricht-----\nVon: Stonehenge <t@x>\nGesendet: Samstag\n1. a')).toBe('5');
    expect(decidingLine('Von: Stonehenge <t@x>\nGesendet: Samstag\n\n1. a')).toBe('');
    expect(decidingLine('________________________________\nFrom: Stonehenge')).toBe('');
    expect(decidingLine('\u00a0 2.\n-- \nAnn')).toBe('2.');
    expect(htmlText('<p>2</p><blockquote type="cite">1. a</blockquote>').trim()).toBe('2');
    expect(htmlText('<div>K&ouml;nnte &amp; 7&#x20;ok&nbsp;</div>')).toContain('& 7 ok');
  });

  it('a German client’s quote and an Outlook quote: the line above them plays', async () => {
    const game = await mailGame('stonerush', 3, 'clients');
    let turn = await turnOf(game);
    const german = `1\r\n\r\nAm Sa., 28. Nov. 2026 um 08:00 Uhr schrieb Stonehenge <turns@localhost>:\r\n> 2. something`;
    expect((await deliverMail(rawReply({ from: turn.from, to: turn.replyTo, text: german }), turn.from, turn.replyTo)).json.outcome).toBe('applied');
    turn = await turnOf(game);
    const outlook = `1\r\n\r\n-----Original Message-----\r\nVon: Stonehenge <turns@localhost>\r\nGesendet: Samstag\r\n\r\n2. something`;
    expect((await deliverMail(rawReply({ from: turn.from, to: turn.replyTo, text: outlook }), turn.from, turn.replyTo)).json.outcome).toBe('applied');
  });
});
