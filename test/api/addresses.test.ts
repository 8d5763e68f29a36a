/**
 * Issue 29.1: who may be mailed. An address gets one confirmation mail and nothing else until its
 * owner confirms it; "never email me again" stops every game; a take-back never mails; chat in a
 * mail is plain text with its links disarmed; a cap per address per day.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAIL_PER_ADDRESS_PER_DAY } from '@worker/store/mail-addresses';
import type { DevOutboxEmail, GamePayload } from '@schema/api';
import { call, confirmAddresses, expectError } from './client';

async function mailsTo(address: string): Promise<DevOutboxEmail[]> {
  const res = await call('GET', '/api/dev/outbox');
  expect(res.status).toBe(200);
  return (res.json.emails as DevOutboxEmail[]).filter((e) => e.to === address);
}

const get = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

/** A 2-seat game: the host (no address unless given) and "Victor" joined with `email`. */
async function twoSeats(ruleset: string, email: string, hostEmail?: string) {
  const options = ruleset === 'raiding-stonehenge' ? { twoThreePlayers: true } : {};
  const created = await call('POST', '/api/games', { ruleset, players: 2, options, name: 'Ann', ...(hostEmail ? { email: hostEmail } : {}) });
  expect(created.status).toBe(201);
  const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Victor', email });
  expect(joined.status).toBe(201);
  return { gameId: created.json.gameId as string, tokens: [created.json.token as string, joined.json.token as string] };
}

/** The path and query of a link found in a mail's text. */
function linkIn(text: string, what: 'confirm' | 'unsubscribe'): string {
  const found = new RegExp(`http://127\\.0\\.0\\.1:8787(/api/addresses/${what}\\?a=[A-Za-z0-9_-]+(?:&g=[a-z0-9]+&s=\\d)?&k=[A-Za-z0-9_-]+)`).exec(text);
  expect(found).not.toBeNull();
  return found![1]!;
}

/** One step of the hostile loop: whoever is active plays its first action, and takes it back when it may. */
async function moveAndTakeBack(gameId: string, tokens: string[]) {
  const game = await get(gameId);
  if (game.status !== 'active') return;
  const seat = game.active[0]!;
  const mine = await get(gameId, tokens[seat]);
  const action = mine.actions[0];
  if (!action) return;
  const moved = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat]);
  expect(moved.status).toBe(200);
  if (moved.json.canUndo) expect((await call('POST', `/api/games/${gameId}/undo`, { version: moved.json.version }, tokens[seat])).status).toBe(200);
}

describe('addresses (issue 29.1)', () => {
  it('the flood of the issue, replayed: one confirmation mail reaches the unconfirmed address, nothing else', async () => {
    const stranger = 'stranger@example.net';
    const { gameId, tokens } = await twoSeats('raiding-stonehenge', stranger);
    const line = 'Your seat expires today, sign in again at https://evil.example/login';
    expect((await call('POST', `/api/games/${gameId}/chat`, { text: line }, tokens[0])).status).toBe(201);
    for (let i = 0; i < 40; i++) await moveAndTakeBack(gameId, tokens);
    const mails = await mailsTo(stranger);
    expect(mails.map((m) => m.kind)).toEqual(['confirm']);
    // The confirmation carries the seat link, the confirm link and the way out; never the chat.
    const [confirm] = mails;
    expect(confirm!.text).toContain(`/g/${gameId}#t=${tokens[1]}`);
    expect(confirm!.text).not.toContain('evil');
    expect(confirm!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // A second game naming the address sends its seat's own invitation, once (issue #43: one per seat).
    const second = await twoSeats('fightin-drinkin-stealin', stranger);
    for (let i = 0; i < 10; i++) await moveAndTakeBack(second.gameId, second.tokens);
    expect((await mailsTo(stranger)).map((m) => [m.kind, m.gameId])).toEqual([
      ['confirm', second.gameId],
      ['confirm', gameId],
    ]);
  });

  it('confirms from the mail (a GET only asks), then mails that seat; the payload says so to its seat only', async () => {
    const address = 'vic.confirm@example.org';
    const { gameId, tokens } = await twoSeats('fightin-drinkin-stealin', address);
    expect((await get(gameId, tokens[1])).email).toEqual({ address, confirmed: false });
    expect((await get(gameId, tokens[0])).email).toBeUndefined();
    expect((await get(gameId)).email).toBeUndefined();
    const path = linkIn((await mailsTo(address))[0]!.text, 'confirm');
    // A link scanner's GET shows a page and changes nothing.
    const page = await fetchPath('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"');
    // Not `no-referrer`: under it a browser posts the form with `Origin: null`, and a signed-in
    // reader's confirmation was refused as another site's (test/e2e/german-walk.ts found it).
    expect(page.referrer).toBe('same-origin');
    expect((await get(gameId, tokens[1])).email).toEqual({ address, confirmed: false });
    await expectError(call('POST', path.replace(/k=[A-Za-z0-9_-]{5}/, 'k=xxxxx')), 403, 'bad_address_link');
    // The same links opened in a German browser: a page in German with the contract's status, not JSON (#45).
    const browser = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'de-DE,de;q=0.9' };
    const wrong = await SELF.fetch(`http://127.0.0.1${path.replace(/k=[A-Za-z0-9_-]{5}/, 'k=xxxxx')}`, { headers: browser });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('content-type')).toContain('text/html');
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('<html lang="de">');
    expect(wrongPage).toContain('Dieser Link funktioniert nicht');
    const cut = await SELF.fetch(`http://127.0.0.1${path.replace(/&k=.*$/, '')}`, { headers: browser });
    expect(cut.status).toBe(400);
    expect(await cut.text()).toContain('Dem Link fehlt ein Teil');
    const cutPost = await SELF.fetch(`http://127.0.0.1${path.replace(/&k=.*$/, '')}`, { method: 'POST', headers: browser });
    expect(cutPost.status).toBe(400);
    expect(cutPost.headers.get('content-type')).toContain('text/html');
    // An API client (no text/html asked for) still gets the JSON refusal.
    await expectError(call('GET', path.replace(/&k=.*$/, '')), 400, 'invalid_body');
    const posted = await fetchPath('POST', path);
    expect(posted.status).toBe(200);
    expect((await get(gameId, tokens[1])).email).toEqual({ address, confirmed: true });
    // From now on this game mails it; another seat given the address is a claim of its own (#43):
    // its invitation, no start mail.
    for (let i = 0; i < 8; i++) {
      const game = await get(gameId);
      if (game.status !== 'active') break;
      const seat = game.active[0]!;
      const mine = await get(gameId, tokens[seat]);
      await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
    }
    expect((await mailsTo(address)).filter((m) => m.gameId === gameId && m.kind !== 'confirm').length).toBeGreaterThan(0);
    const other = await twoSeats('fightin-drinkin-stealin', address);
    expect((await mailsTo(address)).filter((m) => m.gameId === other.gameId).map((m) => m.kind)).toEqual(['confirm']);
  });

  it('"never email me again": a GET asks, the POST (RFC 8058 one-click) stops every game, queued mail included', async () => {
    const address = 'leave.me@example.org';
    await confirmAddresses(address);
    const first = await twoSeats('fightin-drinkin-stealin', address);
    const start = (await mailsTo(address)).find((m) => m.kind === 'start')!;
    const path = linkIn(start.text, 'unsubscribe');
    expect(start.headers['List-Unsubscribe']).toBe(`<http://127.0.0.1:8787${path}>`);
    expect((await fetchPath('GET', path)).status).toBe(200);
    expect((await get(first.gameId, first.tokens[1])).email).toEqual({ address, confirmed: true });
    const oneClick = await fetchPath('POST', path, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(oneClick.status).toBe(200);
    expect((await get(first.gameId, first.tokens[1])).email).toEqual({ address, confirmed: false });
    const before = (await mailsTo(address)).length;
    await twoSeats('fightin-drinkin-stealin', address); // a new game: no start mail, no confirmation either
    for (let i = 0; i < 10; i++) await moveAndTakeBack(first.gameId, first.tokens);
    expect((await mailsTo(address)).length).toBe(before);
  });

  it('the confirm and unsubscribe pages draw with their own style: the policy they come with allows it', async () => {
    const address = 'vic.styled@example.org';
    await twoSeats('fightin-drinkin-stealin', address);
    const text = (await mailsTo(address))[0]!.text;
    const confirm = linkIn(text, 'confirm');
    const unsubscribe = linkIn(text, 'unsubscribe');
    const sha256 = async (s: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))));
    for (const [method, path] of [
      ['GET', confirm],
      ['POST', confirm],
      ['GET', unsubscribe],
      ['POST', unsubscribe],
    ] as const) {
      const page = await fetchPath(method, path);
      expect(page.status).toBe(200);
      const directive = (name: string) =>
        page.csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .find((d) => d[0] === name)
          ?.slice(1);
      const styleSources = directive('style-src') ?? directive('default-src') ?? [];
      // A style attribute needs 'unsafe-inline', which the API's policy never gives.
      expect(page.text).not.toMatch(/\sstyle=/);
      const styles = [...page.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(styleSources).toContain(`'sha256-${await sha256(style)}'`);
      expect(directive('script-src') ?? directive('default-src')).toEqual(["'none'"]);
      expect(directive('form-action')).toEqual(["'self'"]);
    }
  });

  it('quotes chat in a mail as plain text with its links disarmed, cut on a grapheme boundary', async () => {
    const host = 'ann.chat@example.org';
    await confirmAddresses(host);
    const { gameId, tokens } = await twoSeats('fightin-drinkin-stealin', 'vic.chat@example.org', host);
    const emoji = '👍🏽';
    const text = `Sign in again at https://evil.example/login or www.evil.example now ${emoji.repeat(100)}`;
    expect((await call('POST', `/api/games/${gameId}/chat`, { text }, tokens[1])).status).toBe(201);
    // Play until the host gets a turn mail (its page never pinged).
    for (let i = 0; i < 30 && !(await mailsTo(host)).some((m) => m.kind === 'turn'); i++) {
      const game = await get(gameId);
      const seat = game.active[0]!;
      const mine = await get(gameId, tokens[seat]);
      await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions.find((a) => a.type !== 'take-back') }, tokens[seat]);
    }
    const turn = (await mailsTo(host)).find((m) => m.kind === 'turn')!;
    expect(turn.text).toContain('Victor wrote:');
    for (const body of [turn.text, turn.html ?? '']) {
      expect(body).not.toMatch(/https?:\/\/evil/);
      expect(body).not.toContain('evil.example');
      expect(body).toContain('evil[.]example');
    }
    const quoted = /Victor wrote: "([^"]*)"/.exec(turn.text)![1]!;
    expect(quoted.endsWith('…')).toBe(true);
    // No lone surrogate: every emoji whole.
    expect(quoted).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect([...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(quoted)].length).toBeLessThanOrEqual(140);
  });

  it(`caps one address at ${MAIL_PER_ADDRESS_PER_DAY} mails a day across all games`, async () => {
    const address = 'busy@example.org';
    await confirmAddresses(address);
    const now = Date.now();
    // As if the day's mails had been queued already (rows, not that many games).
    const insert = env.DB.prepare(
      `insert into email_outbox (id, game_id, seat, channel, recipient, kind, data, status, attempts, next_attempt_at, created_at)
       values (?, 'nogame', 0, 'email', ?, 'turn', '{}', 'sent', 1, ?, ?)`,
    );
    await env.DB.batch(Array.from({ length: MAIL_PER_ADDRESS_PER_DAY - 1 }, (_, i) => insert.bind(`cap${i}`, address, now, now)));
    // One below the cap: the start mail of this game still goes, then nothing more today.
    const { gameId, tokens } = await twoSeats('fightin-drinkin-stealin', address);
    expect((await mailsTo(address)).filter((m) => m.kind === 'start')).toHaveLength(1);
    for (let i = 0; i < 12; i++) await moveAndTakeBack(gameId, tokens);
    await twoSeats('fightin-drinkin-stealin', address);
    expect((await mailsTo(address)).filter((m) => m.kind === 'start')).toHaveLength(1);
    expect((await mailsTo(address)).filter((m) => m.gameId === gameId)).toHaveLength(1);
  });
});

/** A request whose answer is a page, not JSON. */
async function fetchPath(method: string, path: string, body?: string, type?: string) {
  const { createExecutionContext, waitOnExecutionContext } = await import('cloudflare:test');
  const worker = (await import('@worker/index')).default;
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://127.0.0.1${path}`, { method, ...(body !== undefined ? { body, headers: { 'content-type': type ?? 'text/plain' } } : {}) }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return {
    status: res.status,
    text: await res.text(),
    csp: res.headers.get('content-security-policy') ?? '',
    referrer: res.headers.get('referrer-policy') ?? '',
  };
}
