/**
 * The game page's later panels (#34), at a phone's size (390×844), in German: a seat's page
 * opened from a turn mail loads neither the panels' chunk nor their reads (notes, notifications)
 * with its first screen, and shows each panel's heading in its place and the chat's unread badge;
 * scrolled down as a person would, it loads both, the panels replace their places, and the badge
 * goes once the messages were in view. With the viewport's watch silenced (as for a reader
 * who never scrolls there), keyboard focus reaching a place loads them and lands in the panel. A
 * seat link cut short leads by "resend my link" to the recovery form, in view.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { api, browserScript, fail, newPerson, step } from './harness';

const PHONE_SIZE = { width: 390, height: 844 };
const CHUNK = /\/assets\/panels-chunk-[\w-]+\.js$/;

interface Created {
  gameId: string;
  token: string;
  joinCode: string;
}

/** Every path the page asks for, in order. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

function reads(paths: string[], gameId: string): { chunk: boolean; notes: boolean; notifications: boolean } {
  return {
    chunk: paths.some((p) => CHUNK.test(p)),
    notes: paths.includes(`/api/games/${gameId}/notes`),
    notifications: paths.includes(`/api/games/${gameId}/notifications`),
  };
}

/** Waits until the page has loaded what its first screen asks for, and a little more. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** Replaces IntersectionObserver with one that never reports: the viewport never reaches the places. */
async function silenceViewportWatch(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

async function recoverJump(browser: Browser, gameId: string, silenced: boolean): Promise<void> {
  const lost = await newPerson(browser, silenced ? 'Cut link (no viewport watch)' : 'Cut link', PHONE_SIZE);
  if (silenced) await silenceViewportWatch(lost.context);
  const paths = recordRequests(lost.page);
  await lost.page.goto(`/g/${gameId}#t=`);
  await lost.page.waitForSelector('[data-testid=seat-link-invalid]');
  await settle(lost.page);
  if (silenced && reads(paths, gameId).chunk) fail('with the viewport never reaching them, the panels loaded before the jump');
  await lost.page.click('[data-testid=recover-jump]');
  const input = await lost.page
    .waitForSelector('#recover-title ~ form input[type=email]', { timeout: 10_000 })
    .catch(() => fail('the jump to #recover-title did not bring the recovery form'));
  await lost.page.waitForTimeout(500);
  const box = (await input.boundingBox()) ?? fail('the recovery form has no box');
  if (box.y < 0 || box.y + box.height > PHONE_SIZE.height) fail(`after the jump the recovery form's field is at ${Math.round(box.y)}px, out of view`);
  await lost.context.close();
}

browserScript(
  'later-panels',
  async (browser) => {
    const created = await api<Created>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const tokens = [created.token];
    for (const name of ['Bob', 'Cy']) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name })).token);
    const { gameId } = created;
    // The seat to act, as a turn mail's link opens it.
    const payload = await api<{ active: number[] }>('GET', `/api/games/${gameId}`);
    const seat = payload.active[0] ?? fail(`no seat to act: ${JSON.stringify(payload.active)}`);
    const token = tokens[seat] ?? fail(`no token for seat ${seat}`);
    // Another seat says something: the badge at the top counts it before the chat panel is there.
    await api('POST', `/api/games/${gameId}/chat`, { text: 'Good luck!' }, tokens[(seat + 1) % 3]);
    const reader = await newPerson(browser, 'Phone', PHONE_SIZE);
    const page = reader.page;
    const paths = recordRequests(page);
    // In German: the badge's words and the places' headings are the catalog's, the panels' come with them.
    await page.goto(`/g/${gameId}?lang=de#t=${token}`);
    await page.waitForSelector('[data-decision]');
    await settle(page);
    const badge =
      (await page.textContent('[data-testid=chat-badge]').catch(() => null)) ?? fail('no unread badge for the message before the chat panel loaded');
    if (!badge.includes('1 neue Nachricht')) fail(`the unread badge says "${badge.trim()}"`);
    const first = reads(paths, gameId);
    if (first.chunk || first.notes || first.notifications) fail(`the first screen already loaded the later panels: ${JSON.stringify(first)}`);
    for (const [place, heading] of [
      ['log', '#log-title'],
      ['chat', '#chat-title'],
      ['notes', 'h2'],
      ['notify', '#notify-title'],
    ]) {
      const text = await page.textContent(`[data-panel-place=${place}] ${heading}`).catch(() => null);
      if (!text?.trim()) fail(`the ${place} panel's place shows no heading`);
    }
    const notifyPlace = (await page.locator('[data-panel-place=notify]').boundingBox()) ?? fail('the notify place has no box');
    if (notifyPlace.y < 2 * PHONE_SIZE.height)
      fail(`the notify place starts at ${Math.round(notifyPlace.y)}px: too near the first screen to test loading when reached`);
    await expectAccessible(page, 'game page with the later panels not loaded yet (phone)');
    step('phone (German): the first screen loads neither the later panels nor their reads, shows their headings and the unread badge');

    // Scrolled down with the mouse wheel, a step at a time, as far as the page goes.
    for (let i = 0; i < 40 && !(await page.locator('[data-testid=notes]').count()); i++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(150);
    }
    await page.waitForSelector('#notify-title ~ form input[type=email]', { timeout: 10_000 }).catch(() => fail('scrolled down, the notify panel did not load'));
    for (const part of ['[data-testid=chat]', '[data-testid=notes]', '[data-testid=clock-panel]', 'section[aria-labelledby=log-title]:not([data-panel-place])'])
      await page.waitForSelector(part, { timeout: 5000 });
    await page
      .waitForFunction(() => !document.querySelector('[data-panel-place]'), undefined, { timeout: 5000 })
      .catch(() => fail('a place stayed after the panels loaded'));
    await settle(page);
    const scrolled = reads(paths, gameId);
    if (!scrolled.chunk || !scrolled.notes || !scrolled.notifications)
      fail(`scrolled down, the page did not load the panels and their reads: ${JSON.stringify(scrolled)}`);
    // The message list has been in view: the badge at the top goes.
    await page.locator('[data-testid=chat-messages]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-testid=chat-badge]', { state: 'detached', timeout: 5000 }).catch(() => fail('the badge stayed after the chat was read'));
    await expectAccessible(page, 'game page with the later panels (phone)');
    step('phone: scrolled down, the panels load with their reads (notes, notifications) where their places were');
    await reader.context.close();

    // Keyboard alone: the viewport's watch never reports, so only the focus can load the panels.
    const keys = await newPerson(browser, 'Keyboard', PHONE_SIZE);
    await silenceViewportWatch(keys.context);
    const keyPaths = recordRequests(keys.page);
    await keys.page.goto(`/g/${gameId}#t=${token}`);
    await keys.page.waitForSelector('[data-decision]');
    await settle(keys.page);
    if (reads(keyPaths, gameId).chunk) fail('with the viewport never reaching them, the panels loaded anyway');
    // Focus on the last control before the first place, then one Tab.
    await keys.page.evaluate(() => {
      const place = document.querySelector('[data-panel-place]') ?? null;
      if (!place) throw new Error('no place');
      const before = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter(
        (e) =>
          e.tabIndex >= 0 &&
          !(e as HTMLButtonElement).disabled &&
          e.getClientRects().length > 0 &&
          place.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING,
      );
      before.at(-1)?.focus();
    });
    await keys.page.keyboard.press('Tab');
    await keys.page
      .waitForSelector('section[aria-labelledby=log-title]:not([data-panel-place])', { timeout: 10_000 })
      .catch(() => fail('Tab onto the log place did not load the panels'));
    const focusIn = await keys.page
      .waitForFunction(
        () => document.activeElement?.closest('section[aria-labelledby=log-title]') !== null && document.activeElement !== document.body,
        undefined,
        {
          timeout: 5000,
        },
      )
      .then(() => true)
      .catch(() => false);
    if (!focusIn)
      fail(`after the panels loaded, the focus is on ${await keys.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}, not in the log`);
    step('keyboard: Tab onto a place loads the panels and the focus lands in the panel');
    await keys.context.close();

    // A seat link cut short: "resend my link" jumps to the recovery form, whether the panels are
    // there already (a spectator's short page may have them in reach) or come only with the jump.
    await recoverJump(browser, gameId, false);
    await recoverJump(browser, gameId, true);
    step('a cut-short seat link: "resend my link" lands on the recovery form, in view, also when only the jump loads the panels');
  },
  'later panels: passed',
);
