/**
 * Browser run of the pages around a game, and of a game against bots:
 *  - two friends start a game with their email addresses; each address first gets one
 *    confirmation mail only, and each confirms it from its link (a page with a button);
 *  - the host's start email lands in the local outbox page, and its seat link opens the seat on
 *    another device;
 *  - "My games" lists the game for that device;
 *  - the email's mute link mutes the seat, and the game page turns the emails back on;
 *  - a spectator asks for a lost seat link, and the emailed link opens that seat;
 *  - unknown pages and unknown games are explained;
 *  - one person plays a whole game of A Grand Endeavor against two bots by clicking.
 * axe-core checks each of these pages; the phone-sized ones are checked for horizontal overflow.
 *
 *   BASE_URL=http://127.0.0.1:8799 npx tsx test/e2e/around-the-game.ts   (needs MAIL_DRIVER=outbox, the default)
 */
import type { Locator, Page } from 'playwright-core';
import { axeChecked, expectAccessible } from './axe';
import {
  PHONE,
  scrollToPanel,
  type Person,
  fail,
  gameStatus,
  gameVersion,
  confirmFromMail,
  launch,
  mailsTo,
  newPerson,
  newestMail,
  noHorizontalOverflow,
  nudge,
  pageErrors,
  screenshots,
  seeded,
  step,
  waitForVersionAbove,
} from './harness';

const shot = screenshots('screenshots/around-the-game');
const RUN = Date.now().toString(36);
const ANA_MAIL = `ana.${RUN}@example.test`;
const BEA_MAIL = `bea.${RUN}@example.test`;
const random = seeded(Number(process.env.SEED ?? 11));

/** The newest email to `to` whose subject contains `subject`, as shown on the outbox page. */
async function openMail(page: Page, to: string, subject: string): Promise<{ text: string; links: string[] }> {
  for (let tries = 0; tries < 20; tries++) {
    await page.goto('/dev/outbox');
    await page.waitForSelector('h1');
    const mail = page.locator('[data-testid=outbox-email]', { hasText: `to ${to}` }).filter({ hasText: subject });
    if (await mail.count()) {
      const first = mail.first();
      return { text: (await first.textContent()) ?? '', links: await first.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')) };
    }
    await page.waitForTimeout(250);
  }
  return fail(`no email "${subject}" to ${to} on the outbox page`);
}

/** The seat the page is playing as: the player marked "you". */
async function youAre(page: Page): Promise<string> {
  await page.waitForSelector('[data-testid=player]:has-text("you")', { timeout: 10_000 });
  const row = page.locator('[data-testid=player]').filter({ has: page.locator('.tag', { hasText: /^you$/ }) });
  return ((await row.locator('.player-name').textContent()) ?? '').trim();
}

async function main(): Promise<void> {
  const started = Date.now();
  const browser = await launch();
  try {
    // Ana starts a two-player game and gives her email: the one mail it gets asks her to confirm it.
    const ana = await newPerson(browser, 'Ana');
    await ana.page.goto('/');
    await ana.page.check('[data-testid=ruleset-fightin-drinkin-stealin]');
    await ana.page.fill('[data-testid=name]', 'Ana');
    await ana.page.fill('[data-testid=email]', ANA_MAIL);
    await ana.page.click('[data-testid=create-button]');
    await ana.page.waitForSelector('[data-testid=waiting-room]');
    const gameId = ana.page.url().split('/g/')[1] ?? fail('no game id in the address');
    const invite = await ana.page.inputValue('[data-testid=invite-link]');
    const anaTab = await ana.context.newPage();
    const anaConfirm = await confirmFromMail(anaTab, ANA_MAIL);
    if (!anaConfirm.text.includes(`/g/${gameId}#t=`)) fail(`the confirmation mail lacks the seat link: ${anaConfirm.text}`);
    if (!anaConfirm.text.includes('/api/addresses/unsubscribe?')) fail(`the confirmation mail lacks the unsubscribe link: ${anaConfirm.text}`);
    await anaTab.close();
    step(`Ana (${ANA_MAIL}) started game ${gameId}; her only mail asked her to confirm the address, and she did from its link`);

    // Bea joins on her phone with hers: the game starts, and until she confirms, only the confirmation mail is hers.
    const bea = await newPerson(browser, 'Bea', PHONE);
    await bea.page.goto(invite);
    await bea.page.fill('[data-testid=name]', 'Bea');
    await bea.page.fill('[data-testid=email]', BEA_MAIL);
    await bea.page.click('[data-testid=join-button]');
    await bea.page.waitForSelector('[data-testid=game-page][data-status=active]', { timeout: 10_000 });
    const beaTab = await bea.context.newPage();
    await newestMail(BEA_MAIL, 'confirm');
    await newestMail(ANA_MAIL, 'start');
    const beaKinds = (await mailsTo(BEA_MAIL)).map((m) => m.kind);
    if (beaKinds.join() !== 'confirm') fail(`an unconfirmed address should get the confirmation mail only, Bea got: ${beaKinds.join(', ')}`);
    await confirmFromMail(beaTab, BEA_MAIL);
    await shot(beaTab, 'address-confirmed-375');
    await noHorizontalOverflow(beaTab, 'address confirmed page at 375 px');
    await expectAccessible(beaTab, 'address confirmed page');
    await beaTab.close();
    step(`Bea (${BEA_MAIL}) joined on a phone and the game is on: Ana got the start mail, Bea only the confirmation mail, and she confirmed`);

    // Ana's start email, read on the local outbox page (on a phone).
    const inbox = await newPerson(browser, 'Inbox', PHONE);
    const started1 = await openMail(inbox.page, ANA_MAIL, 'has started');
    const seatLink = started1.links.find((l) => l.includes(`/g/${gameId}#t=`)) ?? fail(`no seat link in Ana's start email: ${started1.links.join(' ')}`);
    const muteLink = started1.links.find((l) => l.includes(`/mute/${gameId}/`)) ?? fail(`no mute link in Ana's start email: ${started1.links.join(' ')}`);
    if (!started1.links.some((l) => l.includes('/api/addresses/unsubscribe?'))) fail(`no unsubscribe link in Ana's start email: ${started1.links.join(' ')}`);
    await shot(inbox.page, 'outbox-375');
    await noHorizontalOverflow(inbox.page, 'outbox page at 375 px');
    await expectAccessible(inbox.page, 'outbox page');
    step("Ana's start email is on the outbox page, with her seat link, a mute link and an unsubscribe link");

    // Ana opens the seat link on her phone: the seat is hers there too.
    const anaPhone = await newPerson(browser, 'Ana (phone)', PHONE);
    await anaPhone.page.goto(seatLink);
    await anaPhone.page.waitForSelector('[data-testid=game-page]');
    const who = await youAre(anaPhone.page);
    if (who !== 'Ana') fail(`the seat link from Ana's email opened the seat of "${who}"`);
    if (new URL(anaPhone.page.url()).hash) fail('the seat token stayed in the address bar');
    step("the seat link from the email opens Ana's seat on another device, and leaves the address bar clean");

    // "My games" on that device lists the game.
    await anaPhone.page.goto('/my-games');
    const listed = anaPhone.page.locator('[data-testid=my-games] li', { hasText: 'Fightin' });
    await listed.first().waitFor({ timeout: 10_000 });
    const line = ((await listed.first().textContent()) ?? '').trim();
    if (!line.includes('Ana') || !line.includes('Bea')) fail(`"My games" line lacks the players: ${line}`);
    await shot(anaPhone.page, 'my-games-375');
    await noHorizontalOverflow(anaPhone.page, 'my games page at 375 px');
    await expectAccessible(anaPhone.page, 'my games page');
    step(`"My games" lists the game on that device: "${line.replace(/\s+/g, ' ')}"`);

    // The mute link from the email mutes the seat; the game page shows it and turns it back on.
    await anaPhone.page.goto(new URL(muteLink).pathname + new URL(muteLink).search);
    await anaPhone.page.waitForSelector('[role=status]:has-text("Muted")', { timeout: 10_000 });
    await shot(anaPhone.page, 'muted-375');
    await noHorizontalOverflow(anaPhone.page, 'mute page at 375 px');
    await expectAccessible(anaPhone.page, 'mute page');
    await anaPhone.page.goto(`/g/${gameId}`);
    await scrollToPanel(anaPhone.page, '#notify-title');
    const muteBox = anaPhone.page.getByLabel('Mute emails for this game');
    await muteBox.waitFor({ timeout: 10_000 });
    if (!(await muteBox.isChecked())) fail('after the mute link, the game page does not show the seat muted');
    await muteBox.uncheck();
    await anaPhone.page.waitForSelector('[role=status]:has-text("Saved.")');
    await anaPhone.page.reload();
    await scrollToPanel(anaPhone.page, '#notify-title');
    await anaPhone.page.getByLabel('Mute emails for this game').waitFor();
    if (await anaPhone.page.getByLabel('Mute emails for this game').isChecked()) fail('unmuting on the game page did not stick');
    step("the mute link muted Ana's emails; the game page showed it, and unticking the box turned them back on");

    // A spectator's page offers the lost-link form; the emailed link (Bea's address is confirmed now) opens the seat.
    const lost = await newPerson(browser, 'Bea (new phone)', PHONE);
    await lost.page.goto(`/g/${gameId}`);
    await lost.page.waitForSelector('[data-testid=game-page]');
    await scrollToPanel(lost.page, '#recover-title');
    await lost.page.getByLabel('The email you gave for this game').fill(BEA_MAIL);
    await lost.page.getByRole('button', { name: 'Send me my link' }).click();
    const answer = (await lost.page.locator('#recover-title ~ [role=status]').textContent({ timeout: 10_000 })) ?? '';
    if (!answer.includes('If that address belongs to a seat')) fail(`lost-link answer: "${answer}"`);
    await shot(lost.page, 'lost-link-375');
    await noHorizontalOverflow(lost.page, 'spectator game page at 375 px');
    await expectAccessible(lost.page, 'game page for a spectator, lost-link form answered');
    const recovery = await openMail(inbox.page, BEA_MAIL, 'your seat link');
    const recovered = recovery.links.find((l) => l.includes(`/g/${gameId}#t=`)) ?? fail('no seat link in the recovery email');
    // Opened over the spectator page itself: only the address's #t=… part changes.
    await lost.page.goto(recovered);
    if ((await youAre(lost.page)) !== 'Bea') fail("the recovered link did not open Bea's seat");
    step("a lost seat link was asked for without revealing anything; the emailed link, opened over the same page, took Bea's seat");

    // Unknown addresses are explained, with a way on.
    await lost.page.goto('/no/such/page');
    await lost.page.waitForSelector('h1:has-text("Nothing here")');
    await expectAccessible(lost.page, 'not-found page');
    await lost.page.goto('/g/zzzzzzzzzzzz');
    await lost.page.waitForSelector('[role=alert]:has-text("There is no game at this address")', { timeout: 10_000 });
    await noHorizontalOverflow(lost.page, 'unknown game at 375 px');
    await expectAccessible(lost.page, 'unknown game page');
    step('an unknown page and an unknown game are explained, with links onward');
    for (const p of [ana, bea, inbox, anaPhone, lost]) await p.context.close();

    await soloAgainstBots(await newPerson(browser, 'Dan'));
    if (pageErrors.length) fail(`page errors:\n${pageErrors.join('\n')}`);
    step(`axe-core checked: ${axeChecked.join(', ')}`);
    step(`all done in ${Math.round((Date.now() - started) / 1000)} s`);
    console.log('e2e around-the-game: 1 passed, 0 failed');
  } finally {
    await browser.close();
  }
}

/** One person, two good bots, A Grand Endeavor to the end: every human move a click. */
async function soloAgainstBots(dan: Person): Promise<void> {
  const { page } = dan;
  // The game page plays over its live socket: the illegal move below is altered there on its
  // way out (before the socket opens, so the route sees it), as it is on HTTP with ?live=off.
  const altered = await alterActsOnSocket(page);
  await page.goto('/');
  await page.check('[data-testid=ruleset-a-grand-endeavor]');
  await page.selectOption('[data-testid=players]', '3');
  await page.selectOption('[data-testid=bot-count]', '2');
  await page.selectOption('[data-testid=bot-level]', 'good');
  await page.fill('[data-testid=name]', 'Dan');
  await page.click('[data-testid=create-button]');
  await page.waitForSelector('[data-testid=game-page][data-status=active]', { timeout: 10_000 });
  const gameId = page.url().split('/g/')[1] ?? fail('no game id in the address');
  const botTags = await page.locator('[data-testid=bot-tag]').allTextContents();
  if (botTags.length !== 2 || !botTags.every((t) => t.includes('good'))) fail(`two good bot seats expected: ${JSON.stringify(botTags)}`);
  step(`Dan started game ${gameId} against two good bots; it began at once, and both bot seats are marked`);
  await shot(page, 'bots-start-desktop');

  const control = '[data-testid=age-action]:not([disabled]):not([aria-disabled=true])';
  await illegalMoveIsExplained(page, control, altered);
  const startVersion = await gameVersion(page);
  let clicks = 0;
  while ((await gameStatus(page)) !== 'finished') {
    if (clicks > 400) fail('no finish after 400 clicks');
    if (!(await page.locator('[data-testid=your-turn]').count())) {
      // Bot turns past one request's share continue on the next read.
      await nudge(page);
      await page.waitForTimeout(200);
      continue;
    }
    const controls = page.locator(control);
    const count = await controls.count();
    if (!count) fail(`Dan's turn but no enabled control after ${clicks} clicks`);
    const before = await gameVersion(page);
    await chooseAndConfirm(page, controls.nth(Math.floor(random() * count)));
    await waitForVersionAbove(page, before);
    clicks++;
    if (clicks === 20) {
      await shot(page, 'bots-mid-desktop');
      await expectAccessible(page, 'game against bots, mid-game');
    }
  }
  // Nobody else plays: every other step of the version is a bot's move.
  const botMoves = (await gameVersion(page)) - startVersion - clicks;
  if (botMoves < clicks) fail(`the bots made ${botMoves} moves to Dan's ${clicks}: they should have played at least as many`);
  await page.waitForSelector('[data-testid=result]', { timeout: 10_000 });
  const winners = ((await page.textContent('[data-testid=winners]')) ?? '').trim();
  await shot(page, 'bots-finished-desktop');
  step(`the game against bots ended after ${clicks} clicks by Dan and ${botMoves} bot moves: "${winners}"`);
  await dan.context.close();
}

/** A Grand Endeavor sends a move only on Confirm: a click on a control chooses it. */
async function chooseAndConfirm(page: Page, control: Locator): Promise<void> {
  await control.click();
  await page.click('[data-testid=age-confirm]');
}

/** The illegal move the tests send in place of a legal one: a claim of a site that does not exist. */
const ILLEGAL = { type: 'claim', track: 'trilithons', space: 30 };

/**
 * Routes the page's live sockets through the test: while `alter.next` is set, the next `act`
 * message goes out with the illegal action instead of the chosen one, and the refusal that comes
 * back is recorded.
 */
async function alterActsOnSocket(page: Page): Promise<{ next: boolean; refused: string | null }> {
  const alter = { next: false, refused: null as string | null };
  await page.routeWebSocket(/\/api\/games\/[^/]+\/updates$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (alter.next && typeof message === 'string') {
        const sent = JSON.parse(message) as { type?: string; action?: unknown };
        if (sent.type === 'act') {
          alter.next = false;
          server.send(JSON.stringify({ ...sent, action: ILLEGAL }));
          return;
        }
      }
      server.send(message);
    });
    server.onMessage((message) => {
      if (typeof message === 'string') {
        const frame = JSON.parse(message) as { type?: string; id?: string; error?: { code: string } };
        if (frame.type === 'refused' && frame.id) alter.refused = frame.error?.code ?? null;
      }
      ws.send(message);
    });
  });
  return alter;
}

/**
 * A move the server refuses as illegal is explained in words and changes nothing. The page
 * only offers legal moves, so the move is altered on its way out: on the live socket when the
 * page plays there (refused `illegal_action`), otherwise on HTTP (422).
 */
async function illegalMoveIsExplained(page: Page, control: string, altered: { next: boolean; refused: string | null }): Promise<void> {
  await page.waitForSelector('[data-testid=your-turn]', { timeout: 10_000 });
  const before = await gameVersion(page);
  const live = (await page.evaluate(() => document.body.dataset.live)) === 'open';
  let how: string;
  if (live) {
    altered.next = true;
    altered.refused = null;
    await chooseAndConfirm(page, page.locator(control).first());
    for (let i = 0; i < 100 && altered.refused === null; i++) await page.waitForTimeout(100);
    if (altered.refused !== 'illegal_action') fail(`an illegal move on the socket was answered ${altered.refused}, not illegal_action`);
    how = 'refused illegal_action on the live socket';
  } else {
    await page.route('**/actions', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { action?: unknown };
      body.action = ILLEGAL;
      await route.continue({ postData: JSON.stringify(body) });
    });
    const refused = page.waitForResponse((r) => r.url().endsWith('/actions') && r.request().method() === 'POST');
    await chooseAndConfirm(page, page.locator(control).first());
    const status = (await refused).status();
    await page.unroute('**/actions');
    if (status !== 422) fail(`an illegal move was answered ${status}, not 422`);
    how = 'refused with 422';
  }
  const notice = page.locator('[data-testid=action-notice][role=alert]');
  const text = ((await notice.textContent({ timeout: 10_000 })) ?? '').trim();
  if (text.length < 15 || /[{}]|illegal_action/.test(text)) fail(`the refusal is not explained in words: "${text}"`);
  if ((await gameVersion(page)) !== before) fail('a refused move changed the game');
  if (!(await page.locator(control).count())) fail('after a refused move the board offers no move');
  await shot(page, 'bots-refused-move-desktop');
  step(`an illegal move (altered on its way out) was ${how} and explained: "${text}"`);
}

main().catch((err) => {
  console.error(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
  console.log('e2e around-the-game: 0 passed, 1 failed');
  process.exit(1);
});
