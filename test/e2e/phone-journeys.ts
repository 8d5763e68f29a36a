/**
 * Issue #45's journeys 2–7 on a 390×844 phone (and the header at 320 px), checking what is in the
 * first screen, in the viewport without scrolling:
 *  2. the recap lists every other player's move since mine, above the decision;
 *  3. offline, a move is queued: the notice and its Cancel are where the player looks, and
 *     cancelling opens the choice again;
 *  4. a replaced player is told the table gave the seat away, to whom, and what to do;
 *  5. the claim page shows the game, its ruleset and players, and a styled form with an email
 *     field; the voter's page offers the claim link with a Copy button;
 *  6. a rated invite, signed out: "sign in first" before any form; signing in (a first sign-in,
 *     which chooses a handle) comes back to the invite, which then takes the seat;
 *  6'. the same with a passkey (a CDP virtual authenticator), and a rated game's claim link opened
 *     signed out: "sign in first" before the form, the passkey, back on the claim page, seat taken;
 *  7. the header at 320 px: My games with its badge unclipped, a Menu with Archive, Stats, Rules,
 *     Account and the leaderboard, nothing wider than the screen.
 * Screenshots of each first screen in screenshots/phone-journeys/ (viewport only, not full page).
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { CreatedGame, DevOutboxEmail, GamePayload, JoinedGame } from '@schema/api';
import { expectAccessible } from './axe';
import { afterSignInLink, api, BASE_URL, fail, launch, newPerson, noHorizontalOverflow, pageErrors, step, virtualAuthenticator } from './harness';

const PHONE_390 = { width: 390, height: 844 };
const DIR = 'screenshots/phone-journeys';
rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
/** The first screen only: what a person sees before scrolling. */
const shot = (page: Page, name: string) => page.screenshot({ path: `${DIR}/${name}.png` });

/** Fails unless the element is wholly inside the viewport as the page stands (no scrolling). */
async function inFirstScreen(page: Page, selector: string, what: string): Promise<{ top: number; bottom: number }> {
  const el = page.locator(selector).first();
  await el.waitFor({ state: 'visible', timeout: 15_000 });
  const box = await el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, w: window.innerWidth, h: window.innerHeight };
  });
  if (box.top < 0 || box.bottom > box.h + 0.5 || box.left < 0 || box.right > box.w + 0.5)
    fail(
      `${what} is not in the first screen: top ${Math.round(box.top)}, bottom ${Math.round(box.bottom)} of ${box.h}px (left ${Math.round(box.left)}, right ${Math.round(box.right)} of ${box.w}px)`,
    );
  return box;
}

/** Plays the first legal action of whoever acts until `done` says stop; returns the seats that acted, in order. */
async function playUntil(gameId: string, tokens: string[], done: (p: GamePayload, acted: number[]) => boolean): Promise<number[]> {
  const acted: number[] = [];
  for (let i = 0; i < 200; i++) {
    const game = await api<GamePayload>('GET', `/api/games/${gameId}`);
    if (done(game, acted)) return acted;
    const seat = game.active[0] ?? fail('nobody to act');
    const mine = await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, tokens[seat]);
    const action = mine.actions[0] ?? fail(`seat ${seat} has no action`);
    await api('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat]);
    acted.push(seat);
  }
  return fail('the game did not reach the wanted position');
}

async function threeSeats(body: Record<string, unknown>): Promise<{ gameId: string; tokens: string[]; names: string[] }> {
  const names = ['Ann', 'Bob', 'Cat'];
  const created = await api<CreatedGame>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: names[0], ...body });
  const tokens = [created.token];
  for (const name of names.slice(1)) tokens.push((await api<JoinedGame>('POST', `/api/join/${created.joinCode}`, { name })).token);
  return { gameId: created.gameId, tokens, names };
}

/** Journey 2: Ann moved, then Bob and Cat did (several moves each); on her phone the recap lists them all, above her decision. */
async function recap(page: Page): Promise<{ gameId: string; token: string }> {
  const { gameId, tokens } = await threeSeats({});
  // Ann acts once, then play on until it is her turn again with every other seat having moved at least twice.
  const acted = await playUntil(gameId, tokens, (g, seats) => {
    const last = seats.lastIndexOf(0);
    if (last < 0) return false;
    const since = seats.slice(last + 1);
    return g.active.includes(0) && since.filter((s) => s === 1).length >= 2 && since.filter((s) => s === 2).length >= 2;
  });
  const others = acted.slice(acted.lastIndexOf(0) + 1).length;
  await page.goto(`/g/${gameId}#t=${tokens[0]}`);
  await page.waitForSelector('[data-testid=recap-moves] li', { state: 'attached', timeout: 15_000 });
  await page.waitForSelector('[data-decision]', { state: 'attached', timeout: 15_000 });
  await shot(page, '2-recap');
  // Only the lines a person sees (a stylesheet once hid all but the newest two on a phone).
  const lines = await page.$$eval('[data-testid=recap-moves] li', (els) => els.filter((e) => e.getClientRects().length > 0).map((e) => e.textContent ?? ''));
  if (lines.length < others) fail(`the recap lists ${lines.length} moves; the others made ${others} since Ann's: ${lines.join(' | ')}`);
  for (const name of ['Bob', 'Cat']) if (!lines.some((l) => l.includes(name))) fail(`the recap names no move of ${name}: ${lines.join(' | ')}`);
  const box = await inFirstScreen(page, '[data-testid=recap]', 'the recap');
  const decision = await page
    .locator('[data-decision]')
    .first()
    .evaluate((e) => e.getBoundingClientRect().top);
  if (box.bottom > decision + 0.5) fail(`the recap (bottom ${Math.round(box.bottom)}) is not above the decision (top ${Math.round(decision)})`);
  await noHorizontalOverflow(page, 'recap on a phone');
  await shot(page, '2-recap');
  step(`2. recap: ${lines.length} lines for the ${others} moves Bob and Cat made since Ann's, all in the first screen above her decision`);
  return { gameId, token: tokens[0]! };
}

/** Journey 3: offline, a move is queued; its notice and Cancel are in the first screen; cancelling opens the choice again. */
async function offline(page: Page): Promise<void> {
  const created = await api<CreatedGame>('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ana' });
  await api<JoinedGame>('POST', `/api/join/${created.joinCode}`, { name: 'Ben' });
  await page.goto(`/g/${created.gameId}#t=${created.token}`);
  await page.waitForSelector('[data-testid=fds-hand-card]');
  const v = Number(await page.getAttribute('[data-testid=game-page]', 'data-version'));
  await page.context().setOffline(true);
  const hand = await page.$$eval('[data-testid=fds-hand-card]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  for (const id of hand.slice(0, 3)) await page.click(`[data-testid=fds-hand-card][data-card="${id}"]`);
  await page.click('[data-testid=fds-confirm]');
  await page.waitForSelector('[data-testid=queued-move]', { timeout: 10_000 });
  // Where the player looks: at the button just pressed. The notice and its Cancel must be on screen.
  await inFirstScreen(page, '[data-testid=queued-move]', 'the queued-move notice');
  await inFirstScreen(page, '[data-testid=cancel-queued]', "the queued move's Cancel button");
  await shot(page, '3-offline-queued');
  if ((await api<GamePayload>('GET', `/api/games/${created.gameId}`)).version !== v) fail('a move reached the server while offline');
  await page.click('[data-testid=cancel-queued]');
  await page.waitForSelector('[data-testid=queued-move]', { state: 'detached', timeout: 10_000 });
  await page.waitForSelector('[data-testid=fds-hand-card]:enabled', { timeout: 10_000 });
  await page.context().setOffline(false);
  await page.waitForTimeout(1500);
  if ((await api<GamePayload>('GET', `/api/games/${created.gameId}`)).version !== v) fail('the cancelled move was sent once back online');
  await shot(page, '3-offline-cancelled');
  step('3. offline: the queued move and its Cancel are in the first screen; cancelled, the choice is open again and nothing was sent');
}

/** Journeys 4 and 5: a seat given to someone new: the claim page, the Copy button, and the former holder told why. */
async function replaced(browser: Awaited<ReturnType<typeof launch>>): Promise<void> {
  const { gameId, tokens, names } = await threeSeats({ deadlineHours: 24, onTimeout: 'ask' });
  const game = await api<GamePayload>('GET', `/api/games/${gameId}`);
  const gone = game.active[0] ?? fail('nobody to act');
  // The absent player had opened the game on this phone: the device holds the seat.
  const former = await newPerson(browser, names[gone]!, PHONE_390);
  await former.page.goto(`/g/${gameId}#t=${tokens[gone]}`);
  await former.page.waitForSelector(`[data-testid=game-page][data-seat="${gone}"]`);
  // …and closed it (a page left open sees the refusal as it happens and says so then).
  await former.page.close();
  const deadline = game.clocks?.find((c) => c.seat === gone)?.deadline ?? fail('no deadline');
  await api('POST', `/api/dev/scheduled?time=${deadline + 60_000}`);
  const voters = [0, 1, 2].filter((s) => s !== gone);
  for (const s of voters) await api('POST', `/api/games/${gameId}/absent`, { seat: gone, choice: 'replace' }, tokens[s]);
  const voterView = await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, tokens[voters[0]!]);
  const url = voterView.replacing?.find((r) => r.seat === gone)?.url ?? fail(`no claim link after the vote: ${JSON.stringify(voterView.replacing)}`);

  // The voter's page shows the claim link with a Copy button.
  const voter = await newPerson(browser, names[voters[0]!]!, PHONE_390);
  await voter.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await voter.page.goto(`/g/${gameId}#t=${tokens[voters[0]!]}`);
  await voter.page.waitForSelector('[data-testid=copy-claim-link]', { timeout: 15_000 });
  await voter.page.locator('[data-testid=copy-claim-link]').scrollIntoViewIfNeeded();
  await voter.page.click('[data-testid=copy-claim-link]');
  const copied = await voter.page.evaluate(() => navigator.clipboard.readText());
  if (!copied.endsWith(url)) fail(`Copy put "${copied}" on the clipboard, not the claim link ${url}`);
  step(`5. the voter's page offers the claim link with a Copy button, which copies it`);

  // Journey 5: the newcomer opens the claim link on a phone.
  const newcomer = await newPerson(browser, 'Dora', PHONE_390);
  const { page } = newcomer;
  await page.goto(url);
  await page.waitForSelector('[data-testid=invite-summary]', { timeout: 15_000 });
  const summary = (await page.textContent('[data-testid=invite-summary]')) ?? '';
  for (const want of ['Stonerush', names[gone]!, ...voters.map((s) => names[s]!)])
    if (!summary.includes(want)) fail(`the claim page's summary does not name "${want}": ${summary}`);
  await inFirstScreen(page, '[data-testid=invite-summary]', "the claim page's summary of the game");
  await inFirstScreen(page, '#claim-name', "the claim page's name field");
  const emailField = page.locator('#claim-email');
  if ((await emailField.getAttribute('type')) !== 'email') fail('the claim page has no email field');
  const styled = await page.locator('#claim-name').evaluate((e) => e.classList.contains('input'));
  if (!styled) fail("the claim page's name field is not the styled input of the other forms");
  await noHorizontalOverflow(page, 'claim page on a phone');
  await shot(page, '5-claim-page');
  await expectAccessible(page, 'claim page');
  await page.fill('#claim-name', 'Dora');
  await page.fill('#claim-email', `dora-${Date.now().toString(36)}@example.org`);
  await page.click('[data-testid=claim-take]');
  await page.waitForSelector(`[data-testid=game-page][data-seat="${gone}"]`, { timeout: 15_000 }).catch(async (err) => {
    await shot(page, 'failed-claim');
    throw err;
  });
  step(`5. claim page: the game, Stonerush and its players in the first screen, a styled name and email form; Dora took seat ${gone + 1}`);

  // Journey 4: the former holder comes back on the same phone.
  former.page = await former.context.newPage();
  await former.page.goto(`/g/${gameId}`);
  await former.page.waitForSelector('[data-testid=seat-given-away]', { timeout: 30_000 }).catch(async (err) => {
    await shot(former.page, 'failed-replaced');
    throw err;
  });
  const said = (await former.page.textContent('[data-testid=seat-given-away]')) ?? '';
  if (!said.includes('Dora') || !/time had run out/.test(said) || !/watch/.test(said)) fail(`the replaced player is told: "${said}"`);
  if (/cut short|copied/.test(said)) fail(`the replaced player is told the old wrong reason: "${said}"`);
  await inFirstScreen(former.page, '[data-testid=seat-given-away]', "the replaced player's notice");
  await shot(former.page, '4-replaced');
  // A reload has no token left for the seat: the page still says why, not "invalid link".
  await former.page.reload();
  await former.page.waitForSelector('[data-testid=seat-given-away]', { timeout: 30_000 }).catch(async (err) => {
    await shot(former.page, 'failed-replaced-reload');
    throw err;
  });
  if ((await former.page.$('[data-testid=seat-link-invalid]')) !== null) fail('after a reload the replaced player is told the link is invalid');
  step(`4. the replaced player's first screen, again after a reload: "${said.replace(/\s+/g, ' ').slice(0, 110)}…"`);
  for (const p of [former, voter, newcomer]) await p.context.close();
}

/** Journey 6: a rated invite, signed out: "sign in first" before any form; the sign-in comes back to the invite. */
async function ratedInvite(browser: Awaited<ReturnType<typeof launch>>): Promise<void> {
  const stamp = Date.now().toString(36);
  // The host: signed in over HTTP (a session cookie), creates a rated game.
  const host = `host-${stamp}@example.org`;
  const cookie = await signInOverHttp(host);
  const res = await fetch(`${BASE_URL}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: BASE_URL },
    body: JSON.stringify({ ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Hana', rated: true }),
  });
  if (res.status !== 201) fail(`creating a rated game answered ${res.status}: ${await res.text()}`);
  const created = (await res.json()) as CreatedGame;

  const guest = await newPerson(browser, 'Ida', PHONE_390);
  const { page } = guest;
  const invite = `/join/${created.joinCode}`;
  await page.goto(invite);
  await page.waitForSelector('[data-testid=sign-in-first]', { timeout: 15_000 });
  if (await page.locator('[data-testid=join-form]').count()) fail('a signed-out visitor of a rated game is shown the join form');
  await inFirstScreen(page, '[data-testid=sign-in-first]', '"sign in first"');
  await shot(page, '6-rated-signed-out');
  await expectAccessible(page, 'rated invite, signed out');
  step('6. a rated invite, signed out: "sign in first" in the first screen, no join form');

  await page.click('[data-testid=sign-in-first-link]');
  await page.waitForSelector('[data-testid=signin-returns]');
  const address = `ida-${stamp}@example.org`;
  const asked = new Date(Date.now() - 1000).toISOString();
  await page.fill('[data-testid=signin-email]', address);
  await page.click('[data-testid=signin-form] button[type=submit]');
  await page.waitForSelector('[data-testid=signin-sent]');
  const link = await mailedLink(address, asked);
  if (!link.includes(`next=${encodeURIComponent(invite)}`)) fail(`the mailed link does not return to the invite: ${link}`);
  await page.goto(link);
  await page.waitForSelector('[data-testid=choose-handle]', { timeout: 15_000 });
  // A handle with a space is refused in place, in words, before anything is sent.
  await page.fill('[data-testid=choose-handle] [data-testid=handle]', 'ida plays');
  await page.click('[data-testid=choose-handle-save]');
  const problem = (await page.textContent('[data-testid=handle-help]')) ?? '';
  if (!/only a–z/.test(problem)) fail(`a handle with a space is met with "${problem}"`);
  await shot(page, '6-choose-handle');
  await afterSignInLink(page, `ida-${stamp}`);
  await page.waitForURL(`**${invite}`, { timeout: 15_000 });
  await page.waitForSelector('[data-testid=join-form]', { timeout: 15_000 });
  if (await page.locator('[data-testid=sign-in-first]').count()) fail('signed in, the invite still says "sign in first"');
  await page
    .waitForSelector(`[data-testid=join-form] :text("@ida-${stamp}")`, { timeout: 10_000 })
    .catch(async () => fail(`the join form does not say who joins: ${await page.textContent('[data-testid=join-form]')}`));
  // Signed in, the form says where the seat is mailed instead of asking for an address (#57).
  const mailLine = (await page.textContent('[data-testid=join-form] [data-testid=account-email]', { timeout: 10_000 })) ?? '';
  if (!mailLine.includes(address)) fail(`the join form does not say the seat is mailed at ${address}: "${mailLine}"`);
  await shot(page, '6-rated-signed-in');
  await page.fill('[data-testid=join-form] [data-testid=name]', 'Ida');
  await page.click('[data-testid=join-button]');
  await page.waitForSelector('[data-testid=game-page][data-seat="1"]', { timeout: 15_000 });
  step(`6. signed in by the mailed link (handle @ida-${stamp} chosen on the way), back on the invite, joined the rated game`);
  await guest.context.close();
}

/** A session cookie over HTTP: a write that carries it comes from this site (originCheck). */
async function withCookie(method: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: BASE_URL },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Journeys 6 with a passkey, and a rated game's claim signed out: Ida has an account with a
 * passkey on this phone (a CDP virtual authenticator; the phone opens the server as localhost,
 * which WebAuthn takes as a relying party) and is signed out. A rated invite says "sign in first"
 * before any form; the passkey signs her in and brings her back to the invite, which she joins.
 * Signed out again, she opens the claim link of a rated game's seat the table gave away: again
 * "sign in first" before the form, the passkey, back on the claim page, and the seat is hers.
 */
async function passkeyReturns(browser: Awaited<ReturnType<typeof launch>>): Promise<void> {
  const stamp = Date.now().toString(36);
  const local = BASE_URL.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ viewport: PHONE_390, baseURL: local });
  const page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(`[Ida, passkey] ${err.message}`));
  const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
  // Her account and its passkey, made on an earlier visit; then she signed out.
  const address = `ida-pk-${stamp}@example.org`;
  const asked = new Date(Date.now() - 1000).toISOString();
  await page.goto('/signin');
  await page.fill('[data-testid=signin-email]', address);
  await page.click('[data-testid=signin-form] button[type=submit]');
  await page.waitForSelector('[data-testid=signin-sent]');
  await page.goto(await mailedLink(address, asked));
  await afterSignInLink(page, `idapk-${stamp}`);
  await page.waitForURL('**/me');
  await page.click('[data-testid=add-passkey]');
  await page.waitForSelector('[data-testid=passkey-note]');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  if (credentials.length !== 1) fail(`the authenticator holds ${credentials.length} passkeys`);
  await page.click('[data-testid=sign-out]');
  await page.waitForURL('**/signin');

  // Two signed-in hosts over HTTP (the voters of the claim below), and a rated invite.
  const hosts = [await signInOverHttp(`hana-pk-${stamp}@example.org`), await signInOverHttp(`otto-pk-${stamp}@example.org`)];
  const res = await withCookie('POST', '/api/games', hosts[0]!, { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Hana', rated: true });
  if (res.status !== 201) fail(`creating a rated game answered ${res.status}: ${await res.text()}`);
  const invite = `/join/${((await res.json()) as CreatedGame).joinCode}`;
  await page.goto(invite);
  await page.waitForSelector('[data-testid=sign-in-first]', { timeout: 15_000 });
  if (await page.locator('[data-testid=join-form]').count()) fail('a signed-out visitor of a rated game is shown the join form');
  await inFirstScreen(page, '[data-testid=sign-in-first]', '"sign in first" on the rated invite');
  await page.click('[data-testid=sign-in-first-link]');
  await page.waitForSelector('[data-testid=signin-returns]');
  await inFirstScreen(page, '[data-testid=signin-passkey]', 'the passkey button');
  await shot(page, '6p-signin-passkey');
  await expectAccessible(page, 'sign-in page returning to an invite');
  await page.click('[data-testid=signin-passkey]');
  await page.waitForURL(`**${invite}`, { timeout: 15_000 });
  await page.waitForSelector('[data-testid=join-form]', { timeout: 15_000 });
  await inFirstScreen(page, '[data-testid=join-form] [data-testid=name]', "the invite's name field after the passkey");
  if (await page.locator('[data-testid=sign-in-first]').count()) fail('signed in by passkey, the invite still says "sign in first"');
  await shot(page, '6p-invite-after-passkey');
  await page.fill('[data-testid=join-form] [data-testid=name]', 'Ida');
  await page.click('[data-testid=join-button]');
  await page.waitForSelector('[data-testid=game-page][data-seat="1"]', { timeout: 15_000 });
  step('6. a rated invite, signed out: "sign in first" in the first screen; the passkey signed Ida in and brought her back; she joined');

  // A rated game of three whose absent seat the two hosts give away.
  const third = await signInOverHttp(`gus-pk-${stamp}@example.org`);
  const made = await withCookie('POST', '/api/games', hosts[0]!, {
    ruleset: 'stonerush',
    players: 3,
    name: 'Hana',
    rated: true,
    deadlineHours: 24,
    onTimeout: 'ask',
  });
  if (made.status !== 201) fail(`creating a rated game of three answered ${made.status}: ${await made.text()}`);
  const created = (await made.json()) as CreatedGame;
  const tokens = [created.token];
  for (const [cookie, name] of [
    [hosts[1]!, 'Otto'],
    [third, 'Gus'],
  ] as const) {
    const joined = await withCookie('POST', `/api/join/${created.joinCode}`, cookie, { name });
    if (joined.status !== 201) fail(`joining the rated game answered ${joined.status}: ${await joined.text()}`);
    tokens.push(((await joined.json()) as JoinedGame).token);
  }
  const game = await api<GamePayload>('GET', `/api/games/${created.gameId}`);
  const gone = game.active[0] ?? fail('nobody to act');
  const deadline = game.clocks?.find((c) => c.seat === gone)?.deadline ?? fail('no deadline');
  await api('POST', `/api/dev/scheduled?time=${deadline + 60_000}`);
  const voters = [0, 1, 2].filter((s) => s !== gone);
  for (const s of voters) await api('POST', `/api/games/${created.gameId}/absent`, { seat: gone, choice: 'replace' }, tokens[s]);
  const view = await api<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, tokens[voters[0]!]);
  const url = view.replacing?.find((r) => r.seat === gone)?.url ?? fail(`no claim link after the vote: ${JSON.stringify(view.replacing)}`);
  const claim = url.replace(/^https?:\/\/[^/]+/, '');

  await page.goto('/me');
  await page.click('[data-testid=sign-out]');
  await page.waitForURL('**/signin');
  await page.goto(claim);
  await page.waitForSelector('[data-testid=sign-in-first]', { timeout: 15_000 });
  if (await page.locator('#claim-name').count()) fail("a signed-out visitor of a rated game's claim is shown the claim form");
  await inFirstScreen(page, '[data-testid=sign-in-first]', '"sign in first" on the rated claim page');
  await inFirstScreen(page, '[data-testid=invite-summary]', "the rated claim page's summary");
  await shot(page, '6c-claim-signed-out');
  await expectAccessible(page, 'rated claim page, signed out');
  // Claiming over the API without a session is refused too: the page's notice is not decoration.
  const key = /#k=([A-Za-z0-9_-]+)/.exec(claim)?.[1] ?? fail(`no key in the claim link ${claim}`);
  const refused = await fetch(`${BASE_URL}/api/games/${created.gameId}/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seat: gone, key, name: 'Ida' }),
  });
  if (refused.status !== 403) fail(`a signed-out claim of a rated seat answered ${refused.status}: ${await refused.text()}`);
  step('6. a rated game\'s claim link, signed out: "sign in first" and the game in the first screen, no form; the API refuses it too (403)');

  await page.click('[data-testid=sign-in-first-link]');
  await page.waitForSelector('[data-testid=signin-returns]');
  await page.click('[data-testid=signin-passkey]');
  await page.waitForURL((u) => u.pathname === claim.split('#')[0], { timeout: 15_000 });
  await page.waitForSelector('#claim-name', { timeout: 15_000 });
  await inFirstScreen(page, '#claim-name', "the claim page's name field after the passkey");
  if (await page.locator('[data-testid=sign-in-first]').count()) fail('signed in by passkey, the claim page still says "sign in first"');
  await shot(page, '6c-claim-after-passkey');
  await page.fill('#claim-name', 'Ida');
  await page.click('[data-testid=claim-take]');
  await page.waitForSelector(`[data-testid=game-page][data-seat="${gone}"]`, { timeout: 15_000 }).catch(async (err) => {
    await shot(page, 'failed-rated-claim');
    throw err;
  });
  const seated = await api<GamePayload>('GET', `/api/games/${created.gameId}`);
  if (seated.players[gone]?.name !== 'Ida') fail(`after the claim seat ${gone + 1} is held by ${seated.players[gone]?.name}`);
  step(`6. the passkey brought Ida back to the claim page (its key kept), and she took seat ${gone + 1} of the rated game`);
  await context.close();
}

async function mailedLink(address: string, after: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const { emails } = await api<{ emails: DevOutboxEmail[] }>('GET', '/api/dev/outbox');
    const mail = emails.find((e) => e.kind === 'signin' && e.to === address && e.createdAt > after);
    const link = mail && /https?:\/\/\S+\/signin#t=\S+/.exec(mail.text)?.[0];
    if (link) return link.replace(/^https?:\/\/[^/]+/, '');
    await new Promise((r) => setTimeout(r, 250));
  }
  return fail(`no sign-in mail to ${address}`);
}

async function signInOverHttp(address: string): Promise<string> {
  const asked = new Date(Date.now() - 1000).toISOString();
  await api('POST', '/api/auth/email', { email: address });
  const link = await mailedLink(address, asked);
  const token = /#t=([A-Za-z0-9_-]+)/.exec(link)?.[1] ?? fail(`no token in ${link}`);
  const res = await fetch(`${BASE_URL}/api/auth/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ token, tokens: [] }),
  });
  if (!res.ok) fail(`verify answered ${res.status}`);
  const sid = /sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? fail('no session cookie');
  return `sid=${sid}`;
}

/** Journey 7: the header at 320 px with My games' badge: nothing clipped, every link in the Menu. */
async function header(page: Page, gameId: string, token: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  // The page holds Ann's seat of the recap's game, where it is her turn: My games counts it.
  await page.goto(`/g/${gameId}#t=${token}`);
  await page.waitForSelector('[data-testid=game-page]');
  await page.goto('/rules');
  await page.waitForSelector('[data-testid=nav-waiting]', { timeout: 15_000 });
  await noHorizontalOverflow(page, 'header at 320 px');
  await shot(page, '7-header-320');
  // Whole: its words and its badge inside the link, the link before the Menu button, nothing under another control.
  const myGames = await page.locator('[data-testid=nav-my-games]').evaluate((e) => {
    const link = e.getBoundingClientRect();
    const menu = document.querySelector('[data-testid=nav-menu]')?.getBoundingClientRect();
    const badge = e.querySelector('[data-testid=nav-waiting]')?.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(e.firstChild as Node);
    const words = range.getBoundingClientRect();
    return {
      clipped:
        words.right > link.right + 0.5 ||
        (badge ? badge.right > link.right + 0.5 || badge.left < words.right - 0.5 : true) ||
        (menu ? link.right > menu.left : true),
      right: link.right,
      text: (e.firstChild?.textContent ?? '') + (badge ? ` [${e.querySelector('[data-testid=nav-waiting]')?.textContent}]` : ''),
    };
  });
  if (myGames.clipped || myGames.right > 320) fail(`My games is clipped at 320 px: ${JSON.stringify(myGames)}`);
  for (const sel of ['[data-testid=nav-my-games]', '[data-testid=nav-waiting]', '[data-testid=nav-menu]', '[data-testid=theme-switch]'])
    await inFirstScreen(page, sel, `${sel} at 320 px`);
  // Every header control whole: none cut by the header's edge.
  const cut = await page.$$eval('.site-header a, .site-header button', (els) =>
    els
      .filter((e) => e.getClientRects().length > 0)
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.left < 0 || r.right > window.innerWidth;
      })
      .map((e) => e.textContent?.trim() ?? ''),
  );
  if (cut.length) fail(`header controls cut at 320 px: ${cut.join(', ')}`);
  await shot(page, '7-header-320');
  await page.click('[data-testid=nav-menu]');
  if ((await page.getAttribute('[data-testid=nav-menu]', 'aria-expanded')) !== 'true') fail('the Menu button does not say it is open');
  for (const name of ['New game', 'Open games', 'Tournaments', 'Leaderboard', 'Archive', 'Stats', 'Rules', 'Account'])
    await inFirstScreen(page, `#nav-more a:has-text("${name}")`, `the menu's "${name}"`);
  await shot(page, '7-header-320-menu');
  await expectAccessible(page, 'header menu open at 320 px');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#nav-more a:has-text("Archive")', { state: 'hidden' });
  await page.click('[data-testid=nav-menu]');
  await page.click('[data-testid=nav-leaderboard]');
  await page.waitForURL('**/leaderboard');
  await page.waitForSelector('[data-testid=leaderboard-picker]');
  if (await page.locator('#nav-more a:has-text("Archive")').isVisible()) fail('the menu stays open on the new page');
  await shot(page, '7-leaderboard-320');
  step(`7. header at 320 px: "${myGames.text}" whole, Menu opens New game…Account and the leaderboard, Escape closes it`);
}

async function main() {
  const browser = await launch();
  try {
    const ann = await newPerson(browser, 'Ann', PHONE_390);
    const held = await recap(ann.page);
    const ana = await newPerson(browser, 'Ana', PHONE_390);
    await offline(ana.page);
    await ana.context.close();
    await replaced(browser);
    await ratedInvite(browser);
    await passkeyReturns(browser);
    await header(ann.page, held.gameId, held.token);
    if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
    step(`all done; first screens in ${DIR}/`);
  } finally {
    await browser.close();
  }
}

main().then(
  () => console.log('e2e phone-journeys: 1 passed, 0 failed'),
  (err: Error) => {
    console.error(err);
    process.exit(1);
  },
);
