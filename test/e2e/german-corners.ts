/**
 * The corners the German walk (german-walk.ts) does not reach (#45, "a German browser sees no
 * English"), in de-DE Chromium contexts (Accept-Language and navigator.languages, never `?lang=`):
 *  - pushes: German seats subscribe to the mock push service web-push-testing (push-mock.ts) over
 *    the API; every push the Worker sends them (start, turn, reminder, absent vote, cancelled,
 *    result) is decrypted by the mock and read, title and body;
 *  - mails: every kind a German seat or account is sent, read from the local outbox: confirm,
 *    start, turn, digest, reminder, absent, result, cancelled, link, rematch, games, signin,
 *    expired, standings, reply (a move made by replying to a turn mail); a missing kind fails it;
 *  - on a phone (390×844): the text mode of a game of each ruleset, and the offline notices (the
 *    kept copy, a queued move, "sent", "the game moved on");
 *  - a tournament's page (running and finished), a player's profile and a ruleset's leaderboard.
 * English is found as the walk finds it (english.ts). Axe checks the text mode, the queued-move
 * notice, the tournament, the profile and the leaderboard. Every finding is listed and fails the run.
 *
 * Not here: the webhook, which cannot reach a local receiver (`webhookUrlProblem` allows https on
 * a public host only): test/api/mail-pseudo.test.ts renders it in the pseudo-locale and in German.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CreatedGame, DevOutboxEmail, GamePayload, JoinedGame } from '@schema/api';
import { expectNoViolations } from './axe';
import { NAMES, type Piece, englishIn, readPage } from './english';
import { BASE_URL, DESKTOP, api, browserScript, fail, pageErrors, pagePost, signInByMail, smallCup, step, waitForVersionAbove } from './harness';
import { type MockSubscription, messages, mock, startMock } from './push-mock';
import { TABLE_SIZES } from '../table-sizes';

const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
const HOUR = 3_600_000;

const findings: string[] = [];
/** What the run could not read (a missing mail kind): fails it after the findings are listed. */
const problems: string[] = [];
const read: string[] = [];
function note(label: string, pieces: Piece[], names: readonly string[] = []): void {
  read.push(label);
  for (const f of new Set(englishIn(pieces, names))) findings.push(`[${label}] ${f}`);
}
/** Axe, every violation (#45 "axe finds nothing on the pages touched"); a finding is kept so the run goes on and lists them all. */
async function axe(page: Page, label: string): Promise<void> {
  await expectNoViolations(page, label).catch((err: Error) => problems.push(err.message));
}
async function check(page: Page, label: string, names: readonly string[] = []): Promise<void> {
  note(label, await readPage(page), names);
}

interface Table {
  gameId: string;
  joinCode: string;
  tokens: string[];
  names: string[];
}

/** A game whose seats speak German; `emails[i]` the seat's address (none where undefined). */
async function germanTable(ruleset: string, names: string[], emails: (string | undefined)[], extra: Record<string, unknown> = {}): Promise<Table> {
  const created = await api<CreatedGame>('POST', '/api/games', {
    ruleset,
    players: names.length,
    name: names[0],
    language: 'de',
    ...(emails[0] ? { email: emails[0] } : {}),
    ...extra,
  });
  const tokens = [created.token];
  for (let i = 1; i < names.length; i++)
    tokens.push(
      (await api<JoinedGame>('POST', `/api/join/${created.joinCode}`, { name: names[i], language: 'de', ...(emails[i] ? { email: emails[i] } : {}) })).token,
    );
  return { gameId: created.gameId, joinCode: created.joinCode, tokens, names };
}

/** Plays the first legal action of whoever acts, `moves` times. */
async function playMoves(t: Table, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const game = await api<GamePayload>('GET', `/api/games/${t.gameId}`);
    if (game.status !== 'active') return;
    const seat = game.active[0];
    if (seat === undefined) return;
    const mine = await api<GamePayload>('GET', `/api/games/${t.gameId}`, undefined, t.tokens[seat]);
    const action = mine.actions[i % Math.max(1, mine.actions.length)] ?? mine.actions[0];
    if (!action) return;
    await api('POST', `/api/games/${t.gameId}/actions`, { version: mine.version, action }, t.tokens[seat]);
  }
}

async function outbox(): Promise<DevOutboxEmail[]> {
  return (await api<{ emails: DevOutboxEmail[] }>('GET', '/api/dev/outbox')).emails;
}

async function waitForMail(to: string, kind: string, gameId?: string): Promise<DevOutboxEmail> {
  for (let i = 0; i < 60; i++) {
    const mail = (await outbox()).find((m) => m.to === to.toLowerCase() && m.kind === kind && (gameId === undefined || m.gameId === gameId));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  return fail(`no "${kind}" mail to ${to}`);
}

/** Proves an address for its seat of a game from the confirmation mail (proof is per seat), in the German page the Worker serves. */
async function confirm(page: Page, to: string, gameId: string): Promise<void> {
  const mail = await waitForMail(to, 'confirm', gameId);
  const link = /https?:\/\/\S+\/api\/addresses\/confirm\?\S+/.exec(mail.text)?.[0] ?? fail(`no confirm link to ${to}`);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.locator('form button').first().click();
  await page.waitForLoadState('load');
}

/** A cookie write from the page's own origin, as the page's scripts make it. */
async function put(page: Page, path: string, body: unknown): Promise<void> {
  const res = await page.request.put(path, { headers: { origin: BASE_URL, 'content-type': 'application/json' }, data: JSON.stringify(body) });
  if (!res.ok()) fail(`PUT ${path} answered ${res.status()}: ${await res.text()}`);
}

/** Waits for the page's words (a lazy chunk's catalogue) to settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
}

/** Pushes, mails and the account pages of German players. */
async function notifications(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const { url: mockUrl, child } = await startMock();
  try {
    const { publicKey } = await api<{ publicKey: string }>('GET', '/api/push/key');
    const sub = await mock<MockSubscription>(mockUrl, '/subscribe', { userVisibleOnly: 'true', applicationServerKey: publicKey });
    const subscribe = (t: Table, seat: number) => api('POST', `/api/games/${t.gameId}/push`, { endpoint: sub.endpoint, keys: sub.keys }, t.tokens[seat]);
    const addr = ['a', 'b', 'c'].map((x) => `de-ecken-${x}-${stamp}@example.org`);

    // A game of Stonerush with a day's clock and the table's vote: start, turn, reminder, absent, result.
    const created = await api<CreatedGame>('POST', '/api/games', {
      ruleset: 'stonerush',
      players: 3,
      name: 'Jörg',
      email: addr[0],
      language: 'de',
      deadlineHours: 24,
      onTimeout: 'ask',
    });
    const main: Table = { gameId: created.gameId, joinCode: created.joinCode, tokens: [created.token], names: ['Jörg', 'Hanna', 'Greta'] };
    await subscribe(main, 0);
    for (const [i, name] of [
      [1, 'Hanna'],
      [2, 'Greta'],
    ] as const) {
      main.tokens.push((await api<JoinedGame>('POST', `/api/join/${main.joinCode}`, { name, email: addr[i], language: 'de' })).token);
      if (i === 1) await subscribe(main, 1);
    }
    await subscribe(main, 2);
    for (const a of addr) await confirm(page, a, main.gameId);
    // The list of one's games in progress.
    await api('POST', '/api/my-games/email', { email: addr[2] });
    step('three German seats with confirmed addresses and push subscriptions at the mock service');
    await playMoves(main, 4);
    const game = await api<GamePayload>('GET', `/api/games/${main.gameId}`);
    const late = game.active[0] ?? fail('nobody to act');
    const deadline = game.clocks?.find((c) => c.seat === late)?.deadline ?? fail('no deadline');
    // The seat to move takes one mail a day: the cron sends its digest once a day from 07:00 (UTC: the seat has no zone).
    await api('PUT', `/api/games/${main.gameId}/notifications`, { digest: true }, main.tokens[late]);
    const morning = new Date();
    if (morning.getUTCHours() < 7) morning.setUTCHours(7, 30, 0, 0);
    else morning.setTime(morning.getTime() + 60_000);
    await api('POST', `/api/dev/scheduled?time=${morning.getTime()}`);
    await api('POST', `/api/dev/scheduled?time=${deadline - 2 * HOUR}`);
    await api('POST', `/api/dev/scheduled?time=${deadline + 60_000}`);
    const voting = await api<GamePayload>('GET', `/api/games/${main.gameId}`);
    if (voting.absent?.seat !== late) fail(`no vote opened on seat ${late}`);
    step(`seat ${late} was reminded, then ran out of time: the table votes`);

    // A move made by replying to a turn mail (the reply's answer is a mail of its own).
    const turnMail =
      (await outbox()).find((m) => m.gameId === main.gameId && m.kind === 'turn' && m.headers['Reply-To']) ?? fail('no turn mail with a Reply-To to answer');
    const replyTo = turnMail.headers['Reply-To'] ?? '';
    const domain = turnMail.to.split('@')[1];
    const raw = [
      `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=${domain}; spf=pass smtp.mailfrom=${domain};`,
      `  dmarc=pass header.from=${domain}`,
      `From: <${turnMail.to}>`,
      `To: <${replyTo}>`,
      'Subject: Re: Zug',
      `Message-ID: <reply-${stamp}@${domain}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'keine Ahnung',
    ].join('\r\n');
    const res = await fetch(`${BASE_URL}/api/dev/email?from=${encodeURIComponent(turnMail.to)}&to=${encodeURIComponent(replyTo)}`, {
      method: 'POST',
      body: raw,
    });
    if (!res.ok) fail(`POST /api/dev/email answered ${res.status}: ${await res.text()}`);
    // The table votes to end it: a cancelled game (by vote).
    for (const voter of [0, 1, 2].filter((s) => s !== late))
      await api('POST', `/api/games/${main.gameId}/absent`, { seat: late, choice: 'end' }, main.tokens[voter]);
    if ((await api<GamePayload>('GET', `/api/games/${main.gameId}`)).status === 'active') fail('the vote to end did not end the game');
    // A game of two that one resigns: the result, then the winner's rematch offer.
    const resigned = await germanTable('fightin-drinkin-stealin', ['Lotte', 'Käthe'], [addr[0], addr[1]]);
    for (const seat of [0, 1]) {
      await confirm(page, addr[seat]!, resigned.gameId);
      await subscribe(resigned, seat);
    }
    await playMoves(resigned, 2);
    await api('POST', `/api/games/${resigned.gameId}/resign`, {}, resigned.tokens[1]);
    await api('POST', `/api/games/${resigned.gameId}/rematch`, {}, resigned.tokens[0]);
    // A seat's link again, the list of one's games, a sign-in link.
    await api('POST', `/api/games/${main.gameId}/recover`, { email: addr[1] });
    await api('POST', '/api/auth/email', { email: addr[0] });

    // A game cancelled by its host before the first move: the cancel mail and push.
    const cancelled = await germanTable('fightin-drinkin-stealin', ['Ida', 'Felix'], [addr[1], addr[2]]);
    await confirm(page, addr[2]!, cancelled.gameId);
    await subscribe(cancelled, 1);
    await api('POST', `/api/games/${cancelled.gameId}/cancel`, {}, cancelled.tokens[0]);
    step('a reply by mail, a vote to end, a resignation, a rematch, a link again, the list of games, a sign-in link and a cancelled game');

    // Signed-in German players: a tournament of two (its standings mail and push), their profile and leaderboard.
    const hal = await germanContext(context.browser() ?? fail('no browser'), DESKTOP);
    const halPage = await hal.newPage();
    const halAddress = `de-ecken-hal-${stamp}@example.org`;
    const piaAddress = `de-ecken-pia-${stamp}@example.org`;
    await signInByMail(halPage, halAddress);
    await signInByMail(page, piaAddress);
    for (const p of [halPage, page]) await put(p, '/api/me/settings', { language: 'de' });
    const name = `Pokal ${stamp}`;
    const id = await smallCup(halPage, name);
    await pagePost(halPage, `/api/tournaments/${id}/join`);
    await pagePost(page, `/api/tournaments/${id}/join`);
    await page.goto(`/t/${id}`);
    await page.locator('[data-you=in]').waitFor({ timeout: 15_000 });
    await settle(page);
    await check(page, 'tournament: upcoming', [name]);
    await pagePost(halPage, `/api/tournaments/${id}/start`);
    await page.goto(`/t/${id}`);
    await page.locator('[data-tournament-status=running]').waitFor({ timeout: 15_000 });
    await settle(page);
    await check(page, 'tournament: running', [name]);
    await axe(page, 'a running tournament in German');
    const tokens: string[] = [];
    let gameId = '';
    for (const p of [halPage, page]) {
      const me = (await (await p.request.get('/api/me')).json()) as { handle: string; games: { gameId: string; token: string; ruleset: string }[] };
      const seat = me.games.find((g) => g.ruleset === 'fightin-drinkin-stealin') ?? fail('no tournament seat');
      gameId = seat.gameId;
      tokens.push(seat.token);
    }
    for (const token of tokens) await subscribeTo(gameId, token, sub);
    for (let n = 0; n < 2000; n++) {
      const g = await api<GamePayload>('GET', `/api/games/${gameId}`);
      if (g.status !== 'active') break;
      for (const token of tokens) {
        const mine = await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, token);
        if (mine.seat === null || !mine.active.includes(mine.seat) || !mine.actions.length) continue;
        await api('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[n % mine.actions.length] }, token);
        break;
      }
    }
    await page.goto(`/t/${id}`);
    await page.locator('[data-tournament-status=finished]').waitFor({ timeout: 20_000 });
    await settle(page);
    await check(page, 'tournament: finished', [name]);
    await axe(page, 'a finished tournament in German');
    const { handle } = (await (await page.request.get('/api/me')).json()) as { handle: string };
    await page.goto(`/p/${handle}`);
    await page.locator('h1').waitFor();
    await settle(page);
    await check(page, 'profile');
    await axe(page, 'a profile in German');
    await page.goto('/leaderboard/fightin-drinkin-stealin');
    await page.locator('[data-testid=leaderboard-picker]').waitFor({ timeout: 15_000 });
    await settle(page);
    await check(page, 'leaderboard: Fightin’');
    await axe(page, 'a leaderboard in German');
    step(`a tournament of two German accounts played out; its page, a profile and the leaderboard read`);
    await hal.close();

    // An open game nobody filled, closed by the cron a week on.
    const open = await api<CreatedGame>('POST', '/api/games', {
      ruleset: 'raiding-stonehenge',
      players: 4,
      name: 'Ulf',
      email: addr[0],
      language: 'de',
      open: true,
    });
    await confirm(page, addr[0]!, open.gameId);
    await api('POST', `/api/dev/scheduled?time=${Date.now() + 7 * 24 * HOUR + HOUR}`);

    // Every mail to these addresses.
    await new Promise((r) => setTimeout(r, 2000));
    const german = new Set([...addr, halAddress, piaAddress]);
    const mails = (await outbox()).filter((m) => german.has(m.to));
    const kinds = new Set<string>();
    const names = [...main.names, ...cancelled.names, ...resigned.names, 'Ulf', name];
    for (const m of mails) {
      kinds.add(m.kind);
      const pieces = [m.subject, ...m.text.split(/\n+/)].map((text) => ({ text: text.trim(), where: `mail ${m.kind}`, marked: false })).filter((p) => p.text);
      for (const f of new Set(englishIn(pieces, names))) findings.push(`[mail ${m.kind} to ${m.to}] ${f}`);
    }
    const want = [
      'confirm',
      'start',
      'turn',
      'reminder',
      'absent',
      'result',
      'rematch',
      'link',
      'games',
      'signin',
      'cancelled',
      'standings',
      'expired',
      'reply',
    ];
    const missing = want.filter((k) => !kinds.has(k));
    if (missing.length) problems.push(`no German mail of kind ${missing.join(', ')} (read: ${[...kinds].join(', ')})`);
    step(`${mails.length} mails read, of every kind: ${[...kinds].sort().join(', ')}`);

    // Every push the mock service decrypted.
    const pushes = (await messages(mockUrl, sub.clientHash)).map((raw) => JSON.parse(raw) as { title: string; body: string });
    if (pushes.length < 6) fail(`only ${pushes.length} pushes reached the mock service`);
    for (const p of pushes)
      note(
        'push',
        [p.title, p.body].map((text) => ({ text, where: 'push', marked: false })),
        [...names, 'Hal', 'Pia'],
      );
    step(`${pushes.length} pushes read: ${[...new Set(pushes.map((p) => `"${p.title}"`))].join(', ')}`);
  } finally {
    child.kill();
    await page.close();
  }
}

/** Subscribes the token's seat to the mock service's subscription. */
async function subscribeTo(gameId: string, token: string, sub: MockSubscription): Promise<void> {
  await api('POST', `/api/games/${gameId}/push`, { endpoint: sub.endpoint, keys: sub.keys }, token);
}

/** The text mode of a game of each ruleset, on a phone. */
async function textMode(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  for (const [ruleset, players] of TABLE_SIZES) {
    const t = await germanTable(ruleset, NAMES.slice(0, players), []);
    await playMoves(t, 6);
    const g = await api<GamePayload>('GET', `/api/games/${t.gameId}`);
    const seat = g.active[0] ?? 0;
    await page.goto(`/g/${t.gameId}#t=${t.tokens[seat]}`);
    await page.waitForSelector('[data-testid=game-page]', { timeout: 20_000 });
    const toggle = page.locator('[data-testid=text-mode]');
    await toggle.waitFor({ timeout: 15_000 });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await page.waitForSelector('[data-testid=text-board]', { timeout: 20_000 });
    await settle(page);
    await check(page, `text mode: ${ruleset}`, t.names);
    if (ruleset === 'stonerush') await axe(page, 'the text mode in German on a phone');
  }
  step('the text mode of a game of each ruleset, on a phone');
  await page.close();
}

/** The offline notices on a phone: the kept copy, a queued move, its sending, a game that moved on. */
async function offline(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const run = async (movedOn: boolean) => {
    const t = await germanTable('fightin-drinkin-stealin', ['Lotte', 'Käthe'], []);
    await page.goto(`/g/${t.gameId}#t=${t.tokens[0]}`);
    await page.waitForSelector('[data-testid=fds-confirm]', { timeout: 20_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await page.waitForTimeout(1500); // the payload kept in IndexedDB
    const v = Number(await page.getAttribute('[data-testid=game-page]', 'data-version'));
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-testid=offline]', { timeout: 15_000 });
    await page.waitForSelector('[data-board]');
    await settle(page);
    await check(page, 'offline: the kept copy', t.names);
    const hand = await page.$$eval('[data-testid=fds-hand-card]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
    for (const card of hand.slice(0, 3)) await page.click(`[data-testid=fds-hand-card][data-card="${card}"]`);
    await page.click('[data-testid=fds-confirm]');
    await page.waitForSelector('[data-testid=queued-move]', { timeout: 10_000 });
    await page.waitForTimeout(500);
    await check(page, 'offline: a queued move', t.names);
    if (!movedOn) await axe(page, 'a queued move in German on a phone');
    if (movedOn) {
      const other = await api<GamePayload>('GET', `/api/games/${t.gameId}`, undefined, t.tokens[1]);
      await api('POST', `/api/games/${t.gameId}/actions`, { version: other.version, action: other.actions[0] }, t.tokens[1]);
    }
    await context.setOffline(false);
    if (!movedOn) await waitForVersionAbove(page, v);
    await page.waitForSelector('[data-testid=action-notice]', { timeout: 20_000 });
    await page.waitForSelector('[data-testid=queued-move]', { state: 'detached', timeout: 15_000 });
    await check(page, movedOn ? 'offline: the game moved on' : 'offline: the queued move was sent', t.names);
  };
  await run(false);
  await run(true);
  step('the offline notices on a phone: the kept copy, queued, sent, the game moved on');
  await page.close();
}

/** A German context whose pages' errors fail the run. */
async function germanContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, locale: 'de-DE', ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  context.on('page', (p) => p.on('pageerror', (err) => pageErrors.push(`[german-corners] ${err.message}`)));
  return context;
}

browserScript(
  'german-corners',
  async (browser) => {
    const desk = await germanContext(browser, DESKTOP);
    await notifications(desk);
    await desk.close();
    const phone = await germanContext(browser, PHONE);
    await textMode(phone);
    await phone.close();
    const offlinePhone = await germanContext(browser, PHONE);
    await offline(offlinePhone);
    await offlinePhone.close();
    if (findings.length) {
      for (const f of findings) console.log(`   ${f}`);
      fail(`${findings.length} pieces of English in ${read.length} German views, the mails and the pushes`);
    }
  },
  'no English in the German corners',
);
