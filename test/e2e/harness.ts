/**
 * Small shared pieces of the browser scripts: launching Debian's Chromium, a
 * person in their own browser profile, numbered steps, screenshots, and the
 * checks every page gets (no horizontal overflow at 375 px).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import type { DevOutboxEmail } from '@schema/api';

/** E2E_LIVE=off: the run's browsers get no WebSocket (see newPerson). */
export const LIVE_OFF = process.env.E2E_LIVE === 'off';
let refusedSockets = 0;

export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** mulberry32: a small seeded generator, so a failing run can be repeated. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const startedAt = Date.now();
let stepNo = 0;
/** Prints a numbered step with the seconds since the script started. */
export function step(text: string): void {
  stepNo++;
  const secs = ((Date.now() - startedAt) / 1000).toFixed(0);
  console.log(`${String(stepNo).padStart(2, ' ')}. [${secs}s] ${text}`);
}

export function fail(text: string): never {
  throw new Error(text);
}

/** One JSON request to the service under test; anything but a 2xx fails the script with the answer. */
export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) fail(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fresh (emptied) screenshot folder and a function that saves full-page shots into it. */
export function screenshots(dir: string): (page: Page, name: string) => Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return async (page, name) => {
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  };
}

export async function noHorizontalOverflow(page: Page, label: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  if (scroll <= width) return;
  // Name what sticks out: the innermost elements whose right edge passes the window's.
  const culprits = await page.evaluate((w) => {
    // (an element inside a sideways-scrolling or clipping box, such as the phone's header nav, widens
    // nothing; no named functions in here: tsx would wrap them in a helper the page does not have)
    const wide = Array.from(document.querySelectorAll('body *')).filter((e) => {
      if (e.getBoundingClientRect().right <= w + 0.5) return false;
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return false;
      return true;
    });
    const innermost = wide.filter((e) => !wide.some((o) => o !== e && e.contains(o)));
    return innermost.slice(0, 3).map((e) => {
      const id = e.getAttribute('data-testid') ?? e.id;
      return `${e.tagName.toLowerCase()}${id ? `[${id}]` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ').join('.')}` : ''} (right ${Math.round(e.getBoundingClientRect().right)}px)`;
    });
  }, width);
  fail(`${label}: the page is ${scroll}px wide in a ${width}px window (horizontal overflow: ${culprits.join(', ') || 'no element found'})`);
}

export interface Person {
  name: string;
  context: BrowserContext;
  page: Page;
  /** A phone-sized window (375 px wide). */
  phone: boolean;
}

/** Page errors seen in any profile: a run that saw one fails at the end. */
export const pageErrors: string[] = [];

export async function newPerson(browser: Browser, name: string, viewport = DESKTOP, locale?: string): Promise<Person> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, ...(locale ? { locale } : {}) });
  // E2E_LIVE=off: every WebSocket is refused, as behind a proxy that blocks them, so the pages play
  // over HTTP and learn of others' moves by polling (#36: the browser tests pass either way).
  if (LIVE_OFF) {
    await context.routeWebSocket(/./, (ws) => {
      if (refusedSockets++ === 0) console.log(`   (E2E_LIVE=off: refused a WebSocket to ${new URL(ws.url()).pathname}, and will refuse every other)`);
      ws.close({ code: 1008, reason: 'blocked (E2E_LIVE=off)' });
    });
  }
  const page = await context.newPage();
  page.on('pageerror', (err) => {
    pageErrors.push(`[${name}] ${err.message}`);
    if (process.env.E2E_STACKS) console.error(err.stack); // E2E_STACKS=1: where a page error came from
    console.error(`   [${name}] page error: ${err.message}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) console.error(`   [${name}] console: ${msg.text()}`);
  });
  return { name, context, page, phone: viewport.width < 600 };
}

/**
 * Scrolls a game page down to a panel's heading (`#notify-title`, `#chat-title`…), as a person
 * would: the panels below the first screen load only when reached (web/src/game/later-panels.tsx),
 * and on a phone they are out of reach at first.
 */
export async function scrollToPanel(page: Page, heading: string): Promise<void> {
  const target = page.locator(heading).first();
  await target.waitFor({ state: 'attached', timeout: 10_000 });
  // The place's heading may give way to the panel's while it scrolls: then the panel's is scrolled to.
  for (let tries = 1; ; tries++) {
    try {
      await target.scrollIntoViewIfNeeded({ timeout: 5000 });
      return;
    } catch (err) {
      if (tries >= 3) throw err;
    }
  }
}

/** Makes a page poll now (the game page refreshes when it becomes visible). */
export async function nudge(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

export const gameVersion = (page: Page) => page.getAttribute('[data-testid=game-page]', 'data-version').then(Number);
/** Waits until the page shows a version after `v` and no move of its own is still on its way. */
export async function waitForVersionAbove(page: Page, v: number): Promise<void> {
  await page.waitForFunction(
    (old) => Number(document.querySelector('[data-testid=game-page]')?.getAttribute('data-version')) > old && !document.querySelector('[data-testid=pending]'),
    v,
    { timeout: 15_000 },
  );
}

export const gameStatus = (page: Page) => page.getAttribute('[data-testid=game-page]', 'data-status');

/**
 * The newest mail of `kind` to `to` in the local outbox (GET /api/dev/outbox lists newest first),
 * waiting a few seconds for it to be queued.
 */
export async function newestMail(to: string, kind: string): Promise<DevOutboxEmail> {
  for (let tries = 0; tries < 40; tries++) {
    const { emails } = await api<{ emails: DevOutboxEmail[] }>('GET', '/api/dev/outbox');
    const mail = emails.find((m) => m.to === to.toLowerCase() && m.kind === kind);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return fail(`no "${kind}" mail to ${to} in the local outbox`);
}

/** Every mail queued so far for `to`, of any kind. */
export async function mailsTo(to: string): Promise<DevOutboxEmail[]> {
  const { emails } = await api<{ emails: DevOutboxEmail[] }>('GET', '/api/dev/outbox');
  return emails.filter((m) => m.to === to.toLowerCase());
}

/**
 * What a person does with the one confirmation mail an address gets before any other: opens its
 * confirm link in the browser (a page that only asks, since mail scanners fetch links) and
 * presses its button. Answers the mail, for checks of its other links.
 */
export async function confirmFromMail(page: Page, to: string): Promise<DevOutboxEmail> {
  const mail = await newestMail(to, 'confirm');
  const link = /https?:\/\/\S+\/api\/addresses\/confirm\?\S+/.exec(mail.text)?.[0] ?? fail(`no confirm link in the confirmation mail to ${to}: ${mail.text}`);
  await page.goto(link);
  await page.waitForSelector('h1:has-text("Confirm your address")');
  if (!((await page.textContent('body')) ?? '').includes(to.toLowerCase())) fail(`the confirm page does not name ${to}`);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await page.waitForSelector('h1:has-text("Address confirmed")', { timeout: 10_000 });
  return mail;
}

/**
 * After a mailed sign-in link is opened: a first sign-in offers to choose a handle (issue #45
 * item 8). `handle` chooses one; without it the made-up handle is kept. Then the page goes on to
 * where the sign-in returns (/me unless it was asked from an invite).
 */
export async function afterSignInLink(page: Page, handle?: string): Promise<void> {
  // Signed in and gone on, or the handle step, or a refusal (which the caller's next wait reports).
  await page.waitForFunction(
    () => location.pathname !== '/signin' || document.querySelector('[data-testid=choose-handle]') || document.querySelector('[data-testid=form-error]'),
    undefined,
    { timeout: 15_000 },
  );
  const choose = page.locator('[data-testid=choose-handle]');
  if (!(await choose.count())) return;
  if (handle) {
    await page.fill('[data-testid=choose-handle] [data-testid=handle]', handle);
    await page.click('[data-testid=choose-handle-save]');
  } else await page.click('[data-testid=choose-handle-keep]');
  await choose.waitFor({ state: 'detached', timeout: 10_000 });
}

/** Signs `page` in by the newest mailed link to `address` (a first sign-in keeps its made-up handle), ending on /me. */
export async function signInByMail(page: Page, address: string): Promise<void> {
  await page.goto('/signin');
  await page.fill('[data-testid=signin-email]', address);
  await page.click('[data-testid=signin-form] button[type=submit]');
  await page.waitForSelector('[data-testid=signin-sent]');
  const mail = await newestMail(address, 'signin');
  await page.goto(`/signin#t=${/\/signin#t=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? fail(`no link in the sign-in mail to ${address}`)}`);
  await afterSignInLink(page);
  await page.waitForURL('**/me');
}

/**
 * The frame of a browser script: launches Chromium, runs `body`, closes the browser, fails on any
 * page error seen, then prints `done` (a last step) and the pass line; a failure prints why and
 * exits 1 (scripts/e2e.sh runs a failed script once more).
 */
export function browserScript(name: string, body: (browser: Browser) => Promise<void>, done?: string): void {
  const run = async () => {
    const browser = await launch();
    try {
      await body(browser);
    } finally {
      await browser.close();
    }
    if (pageErrors.length) fail(`page errors:\n${pageErrors.join('\n')}`);
    if (done) step(done);
  };
  run().then(
    () => console.log(`e2e ${name}: 1 passed, 0 failed`),
    (err: unknown) => {
      console.error(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
      console.log(`e2e ${name}: 0 passed, 1 failed`);
      process.exit(1);
    },
  );
}

/**
 * The host opens the home page and creates a game of `ruleset` by its form, under their name and
 * with no take-back window (a play-through's others must see each move at once; the window has
 * test/e2e/take-back-window.ts). `choose` sets the rest of the form (players, options). Answers
 * the game's id and its invite link, from the waiting room.
 */
export async function createByForm(host: Person, ruleset: string, choose: (page: Page) => Promise<unknown>): Promise<{ gameId: string; invite: string }> {
  const page = host.page;
  await page.goto('/');
  await page.waitForSelector(`[data-testid=ruleset-${ruleset}]`);
  step(`home page loaded at ${BASE_URL}`);
  await page.check(`[data-testid=ruleset-${ruleset}]`);
  await choose(page);
  await page.selectOption('[data-testid=take-back-seconds]', '0');
  await page.fill('[data-testid=name]', host.name);
  await page.click('[data-testid=create-button]');
  await page.waitForSelector('[data-testid=waiting-room]');
  const gameId = page.url().split('/g/')[1] ?? fail('no game id in the address');
  return { gameId, invite: await page.inputValue('[data-testid=invite-link]') };
}

/** Joins a game by its invite link's form, under the person's name, and waits for `then` on the page that follows. */
export async function joinByInvite(p: Person, invite: string, then = '[data-testid=game-page]'): Promise<void> {
  await p.page.goto(invite);
  await p.page.waitForSelector('[data-testid=join-form]');
  await p.page.fill('[data-testid=name]', p.name);
  await p.page.click('[data-testid=join-button]');
  await p.page.waitForSelector(then);
}

/**
 * The players whose pages say "Your turn" (in `players`' order), looking again (every page nudged)
 * for a few seconds while none does; none when the game has finished. No one at all fails the script.
 */
export async function playersToAct(players: Person[], moves: number): Promise<Person[]> {
  const finished = async () => (await gameStatus(players[0]!.page)) === 'finished';
  for (let tries = 0; tries < 60; tries++) {
    const ready: Person[] = [];
    for (const p of players) if (await p.page.locator('[data-testid=your-turn]').count()) ready.push(p);
    if (ready.length) return ready;
    if (await finished()) return [];
    await players[0]!.page.waitForTimeout(150);
    await Promise.all(players.map((p) => nudge(p.page)));
  }
  if (await finished()) return [];
  return fail(`nobody is shown "Your turn" after ${moves} moves`);
}

/** Every player's page shows the result of the finished game; answers the first's winners line, which names a winner. */
export async function resultShownToAll(players: Person[]): Promise<string> {
  for (const p of players) {
    await nudge(p.page);
    await p.page.waitForSelector('[data-testid=result]', { timeout: 10_000 });
  }
  const winners = (await players[0]!.page.textContent('[data-testid=winners]')) ?? '';
  if (!/wins?!/.test(winners)) fail(`unexpected winners line: ${winners}`);
  return winners;
}

/** Goes to the archive by the site's navigation and answers the text of the game's row, which names every one of `players`. */
export async function archiveRow(page: Page, gameId: string, players: string[]): Promise<string> {
  await page.click('nav >> text=Archive');
  await page.waitForSelector(`[data-testid=archive-row][data-game="${gameId}"]`, { timeout: 10_000 });
  const row = (await page.textContent(`[data-testid=archive-row][data-game="${gameId}"]`)) ?? '';
  for (const name of players) if (!row.includes(name)) fail(`archive row lacks ${name}: ${row}`);
  return row;
}

/**
 * A virtual passkey authenticator on `page` (Chromium's WebAuthn domain over CDP): resident keys,
 * user verification always given, presence simulated. Its session and id, to read its credentials.
 */
export async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A write from the page's own origin with its session cookie, as the page's scripts make it; a refusal fails. */
export async function pagePost<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const res = await page.request.post(path, {
    headers: { origin: BASE_URL, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) fail(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A one-round Swiss cup of two-seat Fightin' tables (2 to 4 players), hosted by the person signed in on `page`; answers its id. */
export async function smallCup(page: Page, name: string): Promise<string> {
  const made = await pagePost<{ tournamentId: string }>(page, '/api/tournaments', {
    ruleset: 'fightin-drinkin-stealin',
    tableSize: 2,
    format: 'swiss',
    rounds: 1,
    minPlayers: 2,
    maxPlayers: 4,
    name,
  });
  return made.tournamentId;
}
