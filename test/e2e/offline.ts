/**
 * Offline play in headless Chromium (issue #33 item 1). Two runs on a 2-player game of Fightin'
 * Drinkin' Stealin', whose rounds start with both seats placing cards at once:
 * 1. Ana opens her game (the service worker installs, the page keeps her payload), goes offline
 *    (`context.setOffline`), reloads: the game opens from the kept shell and copy, saying so; she
 *    places her cards, the move is queued (also after another offline reload, and a visit to the
 *    rules page and the home page, which open offline too), nothing reaches the server; back
 *    online it is sent and applied.
 * 2. The same, but Bob places his cards over HTTP while Ana is offline: her queued move, made at
 *    the old version, is refused (409 stale_version); the page says so plainly and shows the choice
 *    again, and the server holds Bob's move only.
 * 3. The signal goes while the page is open (no reload): the move is queued and sent the same way.
 */
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { api, fail, newPerson, screenshots, step, waitForVersionAbove, browserScript } from './harness';

interface Created {
  gameId: string;
  token: string;
  joinCode: string;
}
interface Payload {
  version: number;
  active: number[];
  seat: number | null;
  actions: { type: string }[];
  log: { text: string }[];
}

const shot = screenshots('screenshots/offline');

async function newGame(): Promise<{ gameId: string; ana: string; bob: string }> {
  const created = await api<Created>('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ana' });
  const bob = await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: 'Bob' });
  const state = await api<Payload>('GET', `/api/games/${created.gameId}`);
  if (!state.active.includes(0) || !state.active.includes(1)) fail(`both seats should place at once, active: ${state.active}`);
  return { gameId: created.gameId, ana: created.token, bob: bob.token };
}

/** Whether the page's IndexedDB holds a kept payload for the game (read without creating the database). */
function hasCopy(page: Page, gameId: string): Promise<boolean> {
  return page.evaluate(async (id) => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'stonehenge')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('stonehenge');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('offline')) return resolve(false);
        const keys = db.transaction('offline').objectStore('offline').getAllKeys();
        keys.onsuccess = () => resolve(keys.result.some((k) => String(k).startsWith(`copy:${id}:`)));
        keys.onerror = () => resolve(false);
      };
    });
  }, gameId);
}

/** Opens the game online, waits until the service worker is in charge and the payload is kept. */
async function openOnline(page: Page, gameId: string, token: string): Promise<number> {
  await page.goto(`/g/${gameId}#t=${token}`);
  await page.waitForSelector('[data-testid=fds-confirm]');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
  for (let i = 0; !(await hasCopy(page, gameId)); i++) {
    if (i > 40) fail('the page kept no copy of its payload in IndexedDB');
    await page.waitForTimeout(250);
  }
  return Number(await page.getAttribute('[data-testid=game-page]', 'data-version'));
}

/** Reloads with no network: the shell, the board and the copy must come from this device. */
async function reloadOffline(page: Page, version: number): Promise<void> {
  await page.reload();
  const copyShown = () => /^Offline — showing your last copy from .+\d/.test(document.querySelector('[data-testid=offline]')?.textContent ?? '');
  await page.waitForFunction(copyShown, undefined, { timeout: 10_000 }).catch(async () => {
    fail(`offline notice: "${await page.textContent('[data-testid=offline]').catch(() => '(none)')}"`);
  });
  await page.waitForSelector('[data-board]');
  const shown = Number(await page.getAttribute('[data-testid=game-page]', 'data-version'));
  if (shown !== version) fail(`offline the page shows version ${shown}, its copy was ${version}`);
}

/** Places the first three hand cards and confirms (a move the page must queue while offline). */
async function placeThree(page: Page): Promise<void> {
  const hand = await page.$$eval('[data-testid=fds-hand-card]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  for (const id of hand.slice(0, 3)) await page.click(`[data-testid=fds-hand-card][data-card="${id}"]`);
  await page.click('[data-testid=fds-confirm]');
}

async function queuedRun(browser: Browser): Promise<void> {
  const { gameId, ana } = await newGame();
  const person = await newPerson(browser, 'Ana');
  const { page, context } = person;
  step('run 1: Ana opens her game online; the service worker takes charge and the page keeps her payload');
  const v = await openOnline(page, gameId, ana);
  // What Chromium itself says stands between this page and "Install app" (manifest, icons, worker).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'); // every test profile is one
  if (errors.length) fail(`Chromium says the app is not installable: ${errors.join(', ')}`);
  step(
    `Chromium finds the app installable (manifest, icons, service worker)${installabilityErrors.length ? ' apart from the test profile being incognito' : ''}`,
  );

  step('offline, she reloads: the game opens from this device and says it is her last copy');
  await context.setOffline(true);
  await reloadOffline(page, v);
  await shot(page, 'offline-copy');

  step('she places her cards: the move is queued, nothing reaches the server');
  await placeThree(page);
  const queued = (await (await page.waitForSelector('[data-testid=queued-move]', { timeout: 5000 })).textContent()) ?? '';
  if (!queued.includes('queued')) fail(`queued notice: "${queued}"`);
  // In the ruleset's own words (its text mode's label, a chunk the service worker keeps), not the
  // generic "Play — fightin: D09; …".
  await page
    .waitForFunction(() => /Fightin' (day|night) \d+, Drinkin' /i.test(document.querySelector('[data-testid=queued-move]')?.textContent ?? ''), null, {
      timeout: 5000,
    })
    .catch(async () => fail(`the queued move is not in Fightin's own words: "${await page.textContent('[data-testid=queued-move]')}"`));
  if (!(await page.locator('[data-testid=fds-confirm]').isDisabled())) fail('the choice is still open while a move is queued');
  if ((await api<Payload>('GET', `/api/games/${gameId}`)).version !== v) fail('a move reached the server while offline');
  await shot(page, 'offline-queued');
  await expectAccessible(page, 'offline game page with a queued move');

  step('a reload while still offline shows the queued move again');
  await reloadOffline(page, v);
  await page.waitForSelector('[data-testid=queued-move]', { timeout: 5000 });

  step('still offline, the rules page and the home page open from the kept build');
  await page.goto('/rules/fightin-drinkin-stealin');
  // (its chunk loads first: "Loading the rules…" may stand there a moment)
  await page
    .waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('Fightin'), undefined, { timeout: 10_000 })
    .catch(async () => {
      fail(`offline rules page heading: "${await page.textContent('main h1').catch(() => '(none)')}"`);
    });
  await page.waitForSelector('main h2');
  await shot(page, 'offline-rules');
  await page.goto('/');
  await page.waitForSelector('main h1', { timeout: 10_000 });
  await shot(page, 'offline-home');
  await page.goto(`/g/${gameId}`);
  await page.waitForSelector('[data-testid=queued-move]', { timeout: 10_000 });

  step('back online: the queued move is sent and applied');
  await context.setOffline(false);
  await waitForVersionAbove(page, v);
  await page.waitForSelector('[data-testid=queued-move]', { state: 'detached', timeout: 10_000 });
  const said = (await page.textContent('[data-testid=action-notice]')) ?? '';
  if (!said.includes('your queued move was sent')) fail(`after sending: "${said}"`);
  const server = await api<Payload>('GET', `/api/games/${gameId}`, undefined, ana);
  if (server.version !== v + 1) fail(`the server is at version ${server.version}, expected ${v + 1}`);
  if (server.active.includes(0)) fail('Ana is still to place on the server: her move was not applied');
  await page.waitForSelector('[data-testid=offline]', { state: 'detached', timeout: 10_000 });
  await shot(page, 'online-sent');
  await context.close();
}

async function movedOnRun(browser: Browser): Promise<void> {
  const { gameId, ana, bob } = await newGame();
  const person = await newPerson(browser, 'Ana (2)');
  const { page, context } = person;
  step('run 2: Ana opens a new game online, goes offline, reloads and queues her cards');
  const v = await openOnline(page, gameId, ana);
  await context.setOffline(true);
  await reloadOffline(page, v);
  await placeThree(page);
  await page.waitForSelector('[data-testid=queued-move]', { timeout: 5000 });

  step('meanwhile Bob places his cards over HTTP: the game moves on');
  const bobs = await api<Payload>('GET', `/api/games/${gameId}`, undefined, bob);
  await api('POST', `/api/games/${gameId}/actions`, { version: bobs.version, action: bobs.actions[0] }, bob);

  step('back online: the queued move is refused, the page says why and shows the choice again');
  await context.setOffline(false);
  const notice = await page.waitForSelector('[data-testid=action-notice]', { timeout: 15_000 });
  const text = (await notice.textContent()) ?? '';
  if (!text.includes('The game moved on while you were offline, so your queued move was not sent')) fail(`refusal notice: "${text}"`);
  if ((await notice.getAttribute('role')) !== 'alert') fail('the refusal is not announced (role=alert)');
  await page.waitForSelector('[data-testid=queued-move]', { state: 'detached', timeout: 10_000 });
  await page.waitForFunction((old) => Number(document.querySelector('[data-testid=game-page]')?.getAttribute('data-version')) > old, v, {
    timeout: 10_000,
  });
  await page.waitForSelector('[data-testid=fds-hand-card]:enabled', { timeout: 10_000 });
  const server = await api<Payload>('GET', `/api/games/${gameId}`, undefined, ana);
  if (server.version !== v + 1) fail(`the server is at version ${server.version}: only Bob's move should be there (${v + 1})`);
  if (!server.active.includes(0)) fail('Ana is no longer to place: something was sent for her');
  await shot(page, 'moved-on');
  await context.close();
}

/** The signal goes while the page is open: the move made then is queued the same way, without any reload. */
async function midVisitRun(browser: Browser): Promise<void> {
  const { gameId, ana } = await newGame();
  const person = await newPerson(browser, 'Ana (3)');
  const { page, context } = person;
  step('run 3: Ana has her game open when the signal goes; she places her cards without reloading');
  const v = await openOnline(page, gameId, ana);
  await context.setOffline(true);
  await placeThree(page);
  await page.waitForSelector('[data-testid=queued-move]', { timeout: 10_000 });
  await page.waitForSelector('[data-testid=offline]', { timeout: 10_000 });
  if ((await api<Payload>('GET', `/api/games/${gameId}`)).version !== v) fail('a move reached the server while offline');
  await context.setOffline(false);
  await waitForVersionAbove(page, v);
  await page.waitForSelector('[data-testid=queued-move]', { state: 'detached', timeout: 10_000 });
  if ((await api<Payload>('GET', `/api/games/${gameId}`, undefined, ana)).active.includes(0)) fail('run 3: her move was not applied');
  await context.close();
}

browserScript(
  'offline',
  async (browser) => {
    await queuedRun(browser);
    await movedOnRun(browser);
    await midVisitRun(browser);
  },
  'offline: all three runs passed',
);
