/**
 * A seat on every device (#21 items 1-2) and the join page's preview (#20 item 4), by clicking:
 * Ana starts a two-player Fightin' game and opens her own invite in the same browser. Before she
 * types anything the join page says the ruleset, who invites, and the seats left, and warns that
 * this browser already holds a seat; she joins as Bea anyway, both seats are kept, and she plays
 * each in turn with the seat switcher. "Play on another device" shows a QR code: it is read from
 * a screenshot and opened in a second browser (a phone), which gets the seat and lists the game
 * under "My games". "Email me my games" mails the list (to Bea's address, confirmed from its
 * confirmation mail right after joining); its link opens the other seat on a third
 * browser. An invite to a game under way says so on arrival. axe on each page; screenshots.
 */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { DevOutboxEmail, MyGame } from '@schema/api';
import { expectAccessible } from './axe';
import { PHONE, api, confirmFromMail, fail, newPerson, noHorizontalOverflow, screenshots, step, waitForVersionAbove, browserScript } from './harness';

const stamp = Date.now().toString(36);
const seatOf = (page: Page) => page.getAttribute('[data-testid=game-page]', 'data-seat').then(Number);
const version = (page: Page) => page.getAttribute('[data-testid=game-page]', 'data-version').then(Number);

/** The seat on this page places any three of its cards and confirms (Fightin's simultaneous play). */
async function placeThree(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid=fds-hand-card]', { timeout: 10_000 });
  const cards = await page.$$eval('[data-testid=fds-hand-card]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  if (cards.length < 3) fail(`only ${cards.length} cards in hand`);
  for (const id of cards.slice(0, 3)) await page.click(`[data-testid=fds-hand-card][data-card="${id}"]`);
  const before = await version(page);
  await page.click('[data-testid=fds-confirm]');
  await waitForVersionAbove(page, before);
}

browserScript('devices', async (browser) => {
  const shot = screenshots('screenshots/devices');
  const ana = await newPerson(browser, 'Ana');
  const { page } = ana;
  await page.goto('/');
  await page.check('[data-testid=ruleset-fightin-drinkin-stealin]');
  await page.selectOption('[data-testid=players]', '2');
  await page.fill('[data-testid=name]', 'Ana');
  await page.click('[data-testid=create-button]');
  await page.waitForSelector('[data-testid=invite-link]');
  const invite = (await page.inputValue('[data-testid=invite-link]')) || fail('no invite link');
  const gameId = page.url().split('/g/')[1] ?? fail('no game id');
  step(`Ana started game ${gameId}; invite ${invite}`);

  // Her own invite, in the same browser: what it is, before any input.
  await page.goto(invite);
  await page.waitForSelector('[data-testid=invite-summary]');
  const summary = (await page.textContent('[data-testid=invite-summary]')) ?? '';
  if (!/Ana invites you to a game of Fightin/.test(summary)) fail(`the invite does not say who and what: "${summary}"`);
  if ((await page.textContent('[data-testid=seats-left]'))?.trim() !== '1 free seat') fail('seats left not shown');
  if (!(await page.getAttribute('[data-testid=invite-summary] a', 'href'))?.startsWith('/rules/fightin-drinkin-stealin')) fail('no link to the rules');
  if ((await page.inputValue('[data-testid=name]')) !== '') fail('the summary should come before any input');
  const warning = (await page.textContent('[data-testid=already-seated]')) ?? fail('no warning that this browser holds a seat');
  if (!warning.includes('Ana (seat 1)')) fail(`the warning does not name the seat: "${warning}"`);
  await shot(page, 'join-own-invite-desktop');
  await expectAccessible(page, 'join page with a seat already held');
  step(`the join page says what it is before any input ("${summary.slice(0, 60)}…", 1 free seat) and warns: "${warning.slice(0, 70)}…"`);

  await page.fill('[data-testid=name]', 'Bea');
  await page.fill('[data-testid=email]', `bea.${stamp}@example.test`);
  await page.click('[data-testid=join-button]');
  await page.waitForSelector('[data-testid=game-page][data-status=active]', { timeout: 10_000 });
  // The address gets only a confirmation mail until its owner confirms it: she does, in a new tab.
  const tab = await ana.context.newPage();
  await confirmFromMail(tab, `bea.${stamp}@example.test`);
  await tab.close();
  await page.waitForSelector('[data-testid=seat-switch]');
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('stonehenge:seat:')));
  if (keys.length !== 2) fail(`both seats should be kept: ${JSON.stringify(keys)}`);
  if ((await seatOf(page)) !== 1) fail('after joining, the page should play the new seat');
  step(`joined as Bea: this browser keeps both seats (${keys.length} stored) and offers a switch`);

  // Hot-seat: each seat places its cards.
  await placeThree(page);
  // Hot seat: Bea has nothing more to do and Ana must still place hers, so the page goes to Ana by itself.
  await page
    .waitForFunction(() => document.querySelector('[data-testid=game-page]')?.getAttribute('data-seat') === '0', undefined, { timeout: 10_000 })
    .catch(() => fail('after Bea placed her cards, the page did not switch to Ana, who must act'));
  const switched = (await page.textContent('[data-testid=hot-seat-switched]')) ?? fail('the page did not say it switched seats');
  if (!switched.includes('Your turn as Ana')) fail(`the switch notice says "${switched}"`);
  await shot(page, 'hot-seat-switched-desktop');
  await placeThree(page);
  await shot(page, 'both-seats-played-desktop');
  // A seat picked by hand stays shown even when it has nothing to do.
  const pub = await api<{ active: number[] }>('GET', `/api/games/${gameId}`);
  const idle = [0, 1].find((s) => !pub.active.includes(s));
  if (idle !== undefined && pub.active.length === 1) {
    const other = pub.active[0]!;
    await page.waitForFunction((s) => document.querySelector('[data-testid=game-page]')?.getAttribute('data-seat') === String(s), other, { timeout: 10_000 });
    await page.selectOption('[data-testid=seat-switch]', String(idle));
    await page.waitForFunction((s) => document.querySelector('[data-testid=game-page]')?.getAttribute('data-seat') === String(s), idle);
    await new Promise((r) => setTimeout(r, 1500));
    if ((await seatOf(page)) !== idle) fail('a seat picked by hand in the switcher was switched away at once');
    await page.selectOption('[data-testid=seat-switch]', String(other));
    await page.waitForFunction((s) => document.querySelector('[data-testid=game-page]')?.getAttribute('data-seat') === String(s), other);
  }
  step(
    `Bea placed her cards, the page switched to Ana by itself ("${switched.trim().slice(0, 40)}…"), and Ana placed hers: both seats played from one browser`,
  );

  // Every page counts the games waiting for this browser's seats: the title and the My games link.
  const tokens = await page.evaluate(() => Object.keys(localStorage).flatMap((k) => (k.startsWith('stonehenge:seat:') ? [localStorage.getItem(k) ?? ''] : [])));
  const { games: held } = await api<{ games: MyGame[] }>('POST', '/api/my-games', { tokens });
  const expected = held.filter((g) => g.yourTurn).length;
  if (expected < 1) fail('a browser holding both seats of a game under way should have a turn waiting');
  // Both seats are of the game on screen: its page counts them from its own payload, asking nothing.
  const asked: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/my-games' && asked.push(page.url())));
  await page.reload();
  await page.waitForSelector('[data-testid=game-page][data-status=active]');
  await page.waitForFunction((n) => document.querySelector('[data-testid=nav-waiting]')?.textContent === String(n), expected, { timeout: 10_000 });
  await page.waitForTimeout(500);
  if (asked.length) fail(`the game page asked POST /api/my-games although every seat held is of its game: ${asked.join(', ')}`);
  step(`the game page counts ${expected} waiting from its own payload, with no POST /api/my-games`);
  await page.goto('/rules');
  await page.waitForFunction((n) => document.querySelector('[data-testid=nav-waiting]')?.textContent === String(n), expected, { timeout: 10_000 });
  if (!asked.length) fail('the rules page should ask POST /api/my-games for the count');
  // The count may come before the page's own title (its words load with it): wait for both.
  await page.waitForFunction((n) => document.title.startsWith(`(${n}) Rules`), expected, { timeout: 10_000 }).catch(() => undefined);
  const title = await page.title();
  if (!title.startsWith(`(${expected}) Rules`)) fail(`the rules page's title should count ${expected} waiting: "${title}"`);
  const navName = (await page.textContent('[data-testid=nav-my-games]')) ?? '';
  if (!navName.includes('waits for you') && !navName.includes('wait for you')) fail(`the My games link should say the count in words: "${navName}"`);
  await expectAccessible(page, 'rules index with games waiting');
  await shot(page, 'rules-with-a-turn-waiting-desktop');
  await page.goBack();
  await page.waitForSelector('[data-testid=game-page][data-status=active]');
  step(`the rules page's title reads "${title}" and the My games link counts ${expected} (the API's own count of this browser's turns)`);

  // Reopened (after the rules page), the page shows the seat that must act, which may be Bea's:
  // this step is about Ana's seat, so she is picked by hand (a hand-picked seat stays).
  if ((await seatOf(page)) !== 0) {
    await page.selectOption('[data-testid=seat-switch]', '0');
    await page.waitForFunction(() => document.querySelector('[data-testid=game-page]')?.getAttribute('data-seat') === '0');
  }
  // Another device: the QR code, read from the screen.
  // Scoped to the panel: a seat taken without an email also offers its link (and a QR) once, above.
  const panel = page.locator('[data-testid=another-device]');
  await panel.locator('summary').click();
  await panel.locator('[data-testid=seat-qr]').waitFor();
  await shot(page, 'another-device-desktop');
  await expectAccessible(page, 'game page with "Play on another device" open');
  const link = await panel.locator('[data-testid=seat-link]').inputValue();
  const png = PNG.sync.read(await panel.locator('[data-testid=seat-qr]').screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) fail('the QR code could not be read');
  if (decoded.data !== link) fail(`the QR code says ${decoded.data}, the link field ${link}`);
  step(`the QR code reads back as the seat link shown beside it (${link.length} characters)`);

  const phone = await newPerson(browser, 'Ana on her phone', PHONE);
  await phone.page.goto(decoded.data);
  await phone.page.waitForSelector('[data-testid=game-page][data-status=active]');
  if ((await seatOf(phone.page)) !== 0) fail('the QR code did not open Ana’s seat');
  if (phone.page.url().includes('#t=')) fail('the token stayed in the address bar');
  await noHorizontalOverflow(phone.page, 'game page on a phone');
  await shot(phone.page, 'seat-from-qr-phone');
  await phone.page.goto('/my-games');
  const listed = (await phone.page.textContent('[data-testid=my-games]')) ?? '';
  if (!listed.includes('Fightin')) fail(`My games on the phone does not list the game: "${listed}"`);
  step('the phone opened the QR’s link as Ana’s seat, and lists the game under My games');

  // Email me my games, from the phone, for Bea's address; its link opens Bea's seat elsewhere.
  await phone.page.fill('[data-testid=email-games-address]', `bea.${stamp}@example.test`);
  await phone.page.click('[data-testid=email-games-button]');
  const answer = (await phone.page.textContent('[data-testid=email-games-answer]', { timeout: 10_000 })) ?? '';
  await expectAccessible(phone.page, 'my games with the games-by-mail answer');
  await shot(phone.page, 'my-games-mailed-phone');
  const mails = (await api<{ emails: DevOutboxEmail[] }>('GET', '/api/dev/outbox')).emails.filter(
    (m) => m.kind === 'games' && m.to === `bea.${stamp}@example.test`,
  );
  if (mails.length !== 1) fail(`one games mail expected, got ${mails.length}`);
  const mailed = new RegExp(`https?://\\S+/g/${gameId}#t=[A-Za-z0-9_-]+`).exec(mails[0]?.text ?? '')?.[0] ?? fail('no seat link in the games mail');
  const third = await newPerson(browser, 'Bea elsewhere');
  await third.page.goto(mailed);
  await third.page.waitForSelector('[data-testid=game-page][data-status=active]');
  if ((await seatOf(third.page)) !== 1) fail('the mailed link did not open Bea’s seat');
  step(`"Email me my games" answered "${answer.slice(0, 50)}…"; the mail "${mails[0]?.subject}" links Bea's seat, which opened on a third browser`);

  // An invite to a game under way says so on arrival, without a form.
  await third.page.goto(invite);
  const closed = (await third.page.textContent('[data-testid=join-closed]', { timeout: 10_000 })) ?? '';
  if (await third.page.$('[data-testid=join-form]')) fail('a started game still offers the join form');
  await shot(third.page, 'join-started-game-desktop');
  step(`an invite to a started game says: "${closed.trim().slice(0, 80)}"`);

  for (const p of [ana, phone, third]) await p.context.close();
});
