/**
 * Browser check of the post-game review (issue 47, docs/review.md): a Raiding Stonehenge game of
 * one person and three good bots is played to the end over HTTP (the person's moves are random
 * legal ones, so there is something to mark), then its replay page is opened at #review, on a
 * desktop and on a phone (390×844): the page lands on the panel, the review (the deep setting where
 * the device runs it in time, else the quick one) runs in Web Workers with a progress bar, the page
 * stays responsive meanwhile (the replay's Forward button works), and the marks land in the move
 * list (`data-review-mark` on each reviewed decision, one of the contract's five; an uncertain one
 * `good` with `data-review-unclear`, and no verdict whose interval reaches zero). A second visit
 * shows the review kept on the device. Keyboard only on the phone, where the focus follows the
 * review (Cancel, then the result's heading), the sticky bar stays under a sixth of the screen and
 * German's "▶ Abspielen" is not clipped. Screenshots in screenshots/review/.
 *
 *   E2E_PORT=8819 E2E_ONLY=review npm run test:e2e
 */
import type { GamePayload } from '@schema/api';
import type { Page } from 'playwright-core';
import { BASE_URL, DESKTOP, api, fail, launch, newPerson, noHorizontalOverflow, pageErrors, screenshots, seeded, step } from './harness';

const shot = screenshots('screenshots/review');
const MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

async function finishedGame(): Promise<string> {
  const created = await api<{ gameId: string; token: string }>('POST', '/api/games', {
    ruleset: 'raiding-stonehenge',
    players: 4,
    name: 'Rita',
    bots: 3,
    botLevel: 'good',
  });
  const random = seeded(47);
  for (let n = 0; n < 400; n++) {
    const game = await api<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, created.token);
    if (game.status === 'finished') return created.gameId;
    if (game.actions.length === 0) {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    const action = game.actions[Math.floor(random() * game.actions.length)];
    await api('POST', `/api/games/${created.gameId}/actions`, { version: game.version, action }, created.token);
  }
  return fail('the game did not finish in 400 requests');
}

async function reviewOn(page: Page, gameId: string, label: string, keyboard: boolean): Promise<void> {
  await page.goto(`${BASE_URL}/replay/${encodeURIComponent(gameId)}#review`);
  await page.locator('[data-testid=replay-page][data-state=ready]').waitFor({ timeout: 30_000 });
  const panel = page.locator('[data-review]');
  await panel.waitFor({ timeout: 20_000 });
  // #review lands on the panel, and stays there once the board has loaded above it (#58).
  await page.locator('.replay-board [data-board]').first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(300);
  const landed = await page.evaluate(() => {
    const top = document.querySelector('[data-review]')?.getBoundingClientRect().top ?? -1;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    return { top: Math.round(top), height: window.innerHeight, scrollY: Math.round(window.scrollY), end: Math.round(end) };
  });
  // At the top of the window, or as near as the page's end lets it come.
  const near = landed.top <= landed.height / 3 || landed.scrollY >= landed.end - 2;
  if (landed.top < 0 || landed.top > landed.height - 100 || !near)
    fail(`${label}: #review left the panel at ${landed.top}px in a ${landed.height}px window (scrolled ${landed.scrollY} of ${landed.end}px)`);
  step(
    `${label}: #review scrolled to the panel (its top ${landed.top}px down the window, scrolled ${landed.scrollY} of ${landed.end}px, the board loaded above it)`,
  );
  // The control is a button whose accessible name says Review.
  await page
    .getByRole('button', { name: /Review/ })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => fail(`${label}: no button named "Review"`));
  // The deep setting's time is said before it starts.
  await page.waitForFunction(() => /about \d+ (second|minute)/.test(document.querySelector('[data-testid=review-panel]')?.textContent ?? ''), undefined, {
    timeout: 30_000,
  });
  step(`${label}: the review panel says how long each setting takes: ${(await page.locator('.review-settings').textContent())?.replace(/\s+/g, ' ')}`);
  await shot(page, `${label}-before`);
  const started = Date.now();
  if (keyboard) {
    await page.locator('[data-testid=review-start]').focus();
    await page.keyboard.press('Enter');
  } else await page.locator('[data-testid=review-start]').click();
  await page.locator('[data-testid=review-progress]').waitFor({ timeout: 5000 });
  // The Start button is gone: the focus is on Cancel, not the page's body.
  const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? document.activeElement?.tagName);
  if (keyboard && focused !== 'review-cancel') fail(`${label}: a started review left the focus on ${focused}`);
  // Progress shows within the first seconds.
  await page.waitForFunction(() => Number((document.querySelector('[data-testid=review-progress]') as HTMLProgressElement | null)?.value ?? 0) > 0, undefined, {
    timeout: 5000,
  });
  const firstProgress = (Date.now() - started) / 1000;
  await shot(page, `${label}-running`);
  // The page stays responsive: the replay steps forward while the workers work.
  const before = await page.locator('[data-testid=replay-step]').getAttribute('data-step');
  const t0 = Date.now();
  await page.locator('[data-testid=replay-next]').click();
  await page.waitForFunction((b) => document.querySelector('[data-testid=replay-step]')?.getAttribute('data-step') !== b, before, { timeout: 3000 });
  const responsive = Date.now() - t0;
  await page.locator('[data-review=done]').waitFor({ timeout: 240_000 });
  const took = (Date.now() - started) / 1000;
  const marks = await page.locator('[data-testid=review-moves] [data-review-mark]').evaluateAll((els) => els.map((e) => e.getAttribute('data-review-mark')));
  if (marks.length < 10) fail(`${label}: only ${marks.length} marked moves in the list`);
  const bad = marks.filter((m) => !MARKS.includes(m ?? ''));
  if (bad.length) fail(`${label}: unknown marks ${bad.join(', ')}`);
  const counts = Object.fromEntries(MARKS.map((m) => [m, marks.filter((x) => x === m).length]));
  // No verdict from noise: each inaccuracy, mistake or blunder's interval lies above zero; an
  // uncertain decision is `good` in the hook and says so in words.
  const said = await page
    .locator('[data-testid=review-moves] li[data-review-mark]')
    .evaluateAll((els) =>
      els.map((e) => ({ mark: e.getAttribute('data-review-mark'), unclear: e.hasAttribute('data-review-unclear'), text: e.textContent ?? '' })),
    );
  for (const m of said) {
    const interval = /\(−(\d+\.\d+) ± (\d+\.\d+)\)/.exec(m.text);
    if (['inaccuracy', 'mistake', 'blunder'].includes(m.mark ?? '') && !(interval && Number(interval[1]) > Number(interval[2])))
      fail(`${label}: a ${m.mark} whose interval reaches zero: ${m.text}`);
    if (m.unclear && (m.mark !== 'good' || !/uncertain/.test(m.text))) fail(`${label}: an uncertain decision says ${m.mark}: ${m.text}`);
  }
  const setting = await page.locator('[data-testid=review-result]').getAttribute('data-setting');
  step(
    `${label}: reviewed (${setting}) in ${took.toFixed(1)} s (progress after ${firstProgress.toFixed(1)} s; a replay step took ${responsive} ms meanwhile): ${marks.length} marked moves ${JSON.stringify(counts)}, ${said.filter((m) => m.unclear).length} of them uncertain`,
  );
  // Jump to a costliest decision: the replay shows the position before it and the bot's line.
  const costly = page.locator('[data-testid=review-costly]').first();
  if ((await costly.count()) > 0) {
    if (keyboard) {
      await costly.focus();
      await page.keyboard.press('Enter');
    } else await costly.click();
    await page.locator('[data-testid=review-next]').waitFor();
    const line = (await page.locator('[data-testid=review-next]').textContent()) ?? '';
    if (!/would have played|same/.test(line)) fail(`${label}: the bot's line is missing: ${line}`);
    step(`${label}: jumped to a costly decision: "${line.replace(/\s+/g, ' ').slice(0, 160)}"`);
    // The bot's line on the board: the toggle draws the position after the bot's choice.
    const toggle = page.locator('[data-testid=review-bot-board]');
    if ((await toggle.count()) > 0) {
      if (keyboard) {
        await toggle.focus();
        await page.keyboard.press('Enter');
      } else await toggle.click();
      const drawn = page.locator('[data-bot-line] [data-board]');
      await drawn.first().waitFor({ timeout: 5000 });
      const at = await page.locator('[data-bot-line]').getAttribute('data-bot-line');
      const costlyMove = Number((await page.locator('[data-testid=replay-step]').getAttribute('data-step')) ?? '-1') + 1;
      if (Number(at) !== costlyMove) fail(`${label}: data-bot-line ${at}, expected the decision's move ${costlyMove}`);
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') fail(`${label}: the bot-line toggle does not say it is pressed`);
      const marked = await page.locator('[data-bot-line] [data-last-move]').count();
      await shot(page, `${label}-bot-line`);
      step(`${label}: the bot's choice is drawn on the board (data-bot-line=${at}, ${marked} marked pieces or lines)`);
      if (keyboard) {
        await toggle.focus();
        await page.keyboard.press('Enter');
      } else await toggle.click();
      await page.waitForFunction(() => !document.querySelector('[data-bot-line]'), undefined, { timeout: 5000 });
    }
  }
  const error = (await page.locator('[data-testid=review-error]').textContent()) ?? '';
  if (!/Sampling error/.test(error)) fail(`${label}: the sampling error is not stated`);
  await shot(page, `${label}-done`);
  await noHorizontalOverflow(page, `${label} review`);
  if (!keyboard) return;
  // Run again by keyboard alone: when it ends, the focus is on the result's heading (#58: it fell to the body).
  await page.locator('[data-testid=review-start]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-review=done]').waitFor({ timeout: 240_000 });
  const after = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? document.activeElement?.tagName);
  if (after !== 'review-result-title') fail(`${label}: the review ended with the focus on ${after}`);
  step(`${label}: a review run by keyboard ends with the focus on the result's heading`);
}

/** On a phone in German: the sticky bar stays small and "▶ Abspielen" shows whole (#58). */
async function phoneBar(page: Page, gameId: string): Promise<void> {
  await page.goto(`${BASE_URL}/replay/${encodeURIComponent(gameId)}?lang=de`);
  await page.locator('[data-testid=replay-page][data-state=ready]').waitFor({ timeout: 30_000 });
  const bar = await page.evaluate(() => {
    const controls = document.querySelector('.replay-controls') as HTMLElement | null;
    const play = document.querySelector('[data-testid=replay-play]') as HTMLElement | null;
    return {
      height: controls?.offsetHeight ?? 0,
      window: window.innerHeight,
      play: play?.textContent ?? '',
      clipped: play ? play.scrollWidth > play.clientWidth + 1 : true,
    };
  });
  if (bar.height > bar.window / 6) fail(`phone: the replay bar is ${bar.height}px high in a ${bar.window}px window`);
  if (bar.clipped || !/Abspielen/.test(bar.play)) fail(`phone: the play button "${bar.play}" is clipped`);
  await shot(page, 'phone-bar-de');
  step(`phone, German: the replay bar is ${bar.height}px of ${bar.window}px, "${bar.play.trim()}" shows whole`);
}

async function main(): Promise<void> {
  const browser = await launch();
  try {
    const gameId = await finishedGame();
    step(`game ${gameId} finished (Rita at random against three good bots)`);
    const desk = await newPerson(browser, 'Rita', DESKTOP);
    await reviewOn(desk.page, gameId, 'desktop', false);
    // Kept on the device: a second visit shows the marks without running again.
    await desk.page.reload();
    await desk.page.locator('[data-review=done]').waitFor({ timeout: 20_000 });
    const kept = await desk.page.locator('[data-testid=review-moves] [data-review-mark]').count();
    step(`desktop: a second visit shows the kept review at once (${kept} marks)`);
    // The finished game's page links to the review.
    await desk.page.goto(`${BASE_URL}/g/${gameId}`);
    const link = desk.page.locator('[data-testid=result-review]');
    await link.waitFor({ timeout: 20_000 });
    if (!(await link.getAttribute('href'))?.endsWith('#review')) fail('the result panel does not link to the review');
    step('the finished game page links to /replay/<id>#review');
    const phone = await newPerson(browser, 'Rita', { width: 390, height: 844 });
    await reviewOn(phone.page, gameId, 'phone', true);
    await phoneBar(phone.page, gameId);
    if (pageErrors.length) fail(`errors in the pages: ${pageErrors.join('; ')}`);
    step('review: passed');
  } finally {
    await browser.close();
  }
}

main().catch((err: Error) => {
  console.error(`FAILED: ${err.message}`);
  process.exit(1);
});
