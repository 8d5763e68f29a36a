/**
 * Issue #58 item 5, "the phone's last edges", as a German phone user (390×844, locale de) met them:
 *  a. reading a game (no move tried), the browser goes offline: the offline notice shows at once,
 *     and goes when the network is back;
 *  b. the rated invite and a profile fit the phone: the page is no wider than 390 px;
 *  c. signed in from a rated invite (the invite sends her to sign in and back): the join form's
 *     name is the account's, and "(anmelden)" is no longer offered;
 *  d. the take-back window's notice after a move covers none of the decision's controls, wherever
 *     the page is scrolled to them.
 * axe on each page; screenshots of the first screen in screenshots/phone-edges/.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { CreatedGame, GamePayload, JoinedGame } from '@schema/api';
import { expectAccessible } from './axe';
import { BASE_URL, afterSignInLink, api, browserScript, fail, newPerson, newestMail, noHorizontalOverflow, step } from './harness';

const PHONE_390 = { width: 390, height: 844 };
const DIR = 'screenshots/phone-edges';
rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${DIR}/${name}.png` });

/** The mailed sign-in link's path (with its fragment) in the newest sign-in mail to `address`. */
async function signInLinkPath(address: string): Promise<string> {
  const mail = await newestMail(address, 'signin');
  const link = /https?:\/\/[^\s"<>]+\/signin#t=[^\s"<>]+/.exec(mail.text)?.[0] ?? fail(`no sign-in link in the mail to ${address}`);
  const url = new URL(link);
  return url.pathname + url.hash;
}

/** A session cookie for `address`, signed in over HTTP. */
async function signInOverHttp(address: string): Promise<string> {
  await api('POST', '/api/auth/email', { email: address });
  const token = /#t=([A-Za-z0-9_-]+)/.exec(await signInLinkPath(address))?.[1] ?? fail('no token in the link');
  const res = await fetch(`${BASE_URL}/api/auth/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ token, tokens: [] }),
  });
  if (!res.ok) fail(`verify answered ${res.status}`);
  const sid = /sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? fail('no session cookie');
  return `sid=${sid}`;
}

/** b and c: the rated invite, signed out then signed in on the way; and the profile. */
async function ratedInvite(browser: Browser): Promise<void> {
  const stamp = Date.now().toString(36);
  const cookie = await signInOverHttp(`host-${stamp}@example.org`);
  const res = await fetch(`${BASE_URL}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: BASE_URL },
    body: JSON.stringify({ ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Hana', rated: true }),
  });
  if (res.status !== 201) fail(`creating a rated game answered ${res.status}: ${await res.text()}`);
  const created = (await res.json()) as CreatedGame;

  const greta = await newPerson(browser, 'Greta', PHONE_390, 'de');
  const { page } = greta;
  const invite = `/join/${created.joinCode}`;
  await page.goto(invite);
  await page.waitForSelector('[data-testid=sign-in-first]', { timeout: 15_000 });
  await noHorizontalOverflow(page, 'the rated invite, signed out (390 px, German)');
  await shot(page, 'b-rated-invite-signed-out');
  await expectAccessible(page, 'rated invite, signed out, German phone');
  step('b. the rated invite, signed out, fits 390 px');

  await page.click('[data-testid=sign-in-first-link]');
  await page.waitForSelector('[data-testid=signin-returns]');
  const address = `greta-${stamp}@example.org`;
  await page.fill('[data-testid=signin-email]', address);
  await page.click('[data-testid=signin-form] button[type=submit]');
  await page.waitForSelector('[data-testid=signin-sent]');
  await page.goto(await signInLinkPath(address));
  // The first sign-in: her handle is made up in German, and she is asked for her name (e).
  await page.waitForSelector('[data-testid=choose-handle]', { timeout: 15_000 });
  const said = (await page.textContent('[data-testid=choose-handle]')) ?? '';
  const intro = (await page.textContent('main')) ?? '';
  if (!/@spieler-[a-z0-9]{8}/.test(intro)) fail(`a German first sign-in's made-up handle is not "@spieler-…": "${intro.slice(0, 300)}"`);
  if (!(await page.locator('[data-testid=choose-name]').count())) fail(`the first sign-in does not ask for her name: "${said.slice(0, 200)}"`);
  await noHorizontalOverflow(page, 'the first sign-in step (390 px, German)');
  await shot(page, 'e-choose-name-and-handle');
  await expectAccessible(page, 'first sign-in, name and handle, German phone');
  const name = 'Greta Müller-Lüdenscheidt';
  await page.fill('[data-testid=choose-name]', name);
  await afterSignInLink(page, `greta-${stamp}`);
  await page.waitForURL(`**${invite}`, { timeout: 15_000 });
  await page.waitForSelector('[data-testid=join-form]', { timeout: 15_000 });
  // c. The page knows the session: the name is the account's, and "(anmelden)" is gone.
  await page
    .waitForFunction((n) => (document.querySelector('[data-testid=join-form] [data-testid=name]') as HTMLInputElement | null)?.value === n, name, {
      timeout: 10_000,
    })
    .catch(async () => fail(`signed in, the join form's name is "${await page.inputValue('[data-testid=join-form] [data-testid=name]')}", not "${name}"`));
  const tag = (await page.textContent('[data-testid=invite-rated]')) ?? '';
  if (/anmelden/i.test(tag) || (await page.locator('[data-testid=invite-rated] a').count())) fail(`signed in, the invite still offers to sign in: "${tag}"`);
  await noHorizontalOverflow(page, 'the rated invite, signed in (390 px, German)');
  await shot(page, 'c-rated-invite-signed-in');
  await expectAccessible(page, 'rated invite, signed in, German phone');
  step(`c. back from signing in, the invite's name is "${name}" and the tag says "${tag.trim()}"`);

  await page.click('[data-testid=join-button]');
  await page.waitForSelector('[data-testid=game-page]', { timeout: 15_000 });
  // The rated game played to its end over HTTP: her profile then has a rating, its course and a recent game.
  const gretaToken =
    (await page.evaluate((id) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith(`stonehenge:seat:${id}:`));
      return key ? localStorage.getItem(key) : null;
    }, created.gameId)) ?? fail('no seat token stored on the device');
  await playToEnd(created.gameId, [created.token, gretaToken]);
  for (const handle of [`greta-${stamp}`]) {
    await page.goto(`/p/${handle}`);
    await page.waitForSelector('[data-testid=recent-game]', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await noHorizontalOverflow(page, `the profile /p/${handle} (390 px, German)`);
    await page.screenshot({ path: `${DIR}/b-profile.png`, fullPage: true });
    await expectAccessible(page, 'profile, German phone');
  }
  step('b. the profile fits 390 px');
  await greta.context.close();
}

/** Plays the first legal action of every seat to act until the game is over. */
async function playToEnd(gameId: string, tokens: string[]): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const game = await api<GamePayload>('GET', `/api/games/${gameId}`);
    if (game.status !== 'active') return;
    for (const seat of game.active) {
      const mine = await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, tokens[seat]);
      const action = mine.actions[0];
      if (action) await api('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat]).catch(() => undefined);
    }
  }
  fail('the rated game did not end');
}

/** Whether two boxes overlap (by more than a hair). */
const overlap = (a: DOMRect | { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** a and d: a Stonerush game with a take-back window, read, then offline; then a move inside the window. */
async function gamePage(browser: Browser): Promise<void> {
  const created = await api<CreatedGame>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Anna', takeBackSeconds: 60 });
  const tokens = [created.token];
  for (const n of ['Bernd', 'Carla']) tokens.push((await api<JoinedGame>('POST', `/api/join/${created.joinCode}`, { name: n })).token);
  const first = await api<GamePayload>('GET', `/api/games/${created.gameId}`);
  const seat = first.active[0] ?? fail('nobody to act');
  const token = tokens[seat] ?? fail('no token');

  const anna = await newPerson(browser, 'Anna', PHONE_390, 'de');
  const { page, context } = anna;
  await page.goto(`/g/${created.gameId}#t=${token}`);
  await page.waitForSelector('[data-decision]', { timeout: 15_000 });
  await page.waitForFunction(() => document.body.dataset.live === 'open', undefined, { timeout: 10_000 }).catch(() => undefined);

  // a. She only reads: no move, no poll due for a while (the socket is open). The notice comes at once.
  await context.setOffline(true);
  await page.waitForSelector('[data-testid=offline]', { timeout: 4000 }).catch(() => fail('offline while only reading: no offline notice within 4 s'));
  const notice = (await page.textContent('[data-testid=offline]')) ?? '';
  await shot(page, 'a-offline-reading');
  await expectAccessible(page, 'game page offline, German phone');
  step(`a. offline while reading: "${notice.trim()}"`);
  await context.setOffline(false);
  await page.waitForSelector('[data-testid=offline]', { state: 'detached', timeout: 15_000 }).catch(() => fail('back online, the offline notice stays'));
  step('a. back online: the notice is gone');

  // d. A move inside the take-back window: its notice must cover none of the decision's controls.
  const mine = await api<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, token);
  const action = mine.actions[0] ?? fail('no action');
  await api('POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action }, token);
  await page.waitForSelector('[data-testid=pending-window]', { timeout: 15_000 });
  const controls = page.locator('[data-decision] :is(button, input, select, a[href], [tabindex="0"], [role=button])');
  const count = await controls.count();
  if (count === 0) fail('the decision has no controls to check the take-back notice against');
  for (const block of ['end', 'center', 'start'] as const) {
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      if (!(await control.isVisible())) continue;
      await control.evaluate((e, b) => e.scrollIntoView({ block: b }), block);
      const boxes = await page.evaluate(() => {
        const toast = document.querySelector('[data-testid=pending-window]')?.getBoundingClientRect();
        return { toast: toast ? { left: toast.left, right: toast.right, top: toast.top, bottom: toast.bottom } : null };
      });
      const box = await control.evaluate((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, label: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40) };
      });
      if (boxes.toast && overlap(boxes.toast, box)) {
        await shot(page, 'd-failed-toast-covers');
        fail(`the take-back notice covers the decision's control "${box.label}" (scrolled to its ${block})`);
      }
    }
  }
  await page.locator('[data-testid=pending-window]').scrollIntoViewIfNeeded();
  await shot(page, 'd-take-back-window');
  await page.locator('[data-decision]').evaluate((e) => e.scrollIntoView({ block: 'end' }));
  await shot(page, 'd-take-back-decision-end');
  await noHorizontalOverflow(page, 'the game page with the take-back notice (390 px, German)');
  await expectAccessible(page, 'game page, take-back window, German phone');
  step(`d. the take-back notice covers none of the decision's ${count} controls`);
  await context.close();
}

browserScript('phone-edges', async (browser) => {
  await gamePage(browser);
  await ratedInvite(browser);
});
