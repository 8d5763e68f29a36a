/**
 * Browser check of the replay page (/replay/<gameId>) for one finished game:
 * the board appears, the controls, the slider, the number box, the keyboard,
 * autoplay and the ?move=N deep link all land on the right step, the address
 * bar follows, the download link serves the record, and nothing overflows
 * sideways. The caller owns the browser and page; this returns what it checked.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

function fail(text: string): never {
  throw new Error(`replay check: ${text}`);
}

function originOf(page: Page): string {
  const url = page.url();
  if (/^https?:/.test(url)) return new URL(url).origin;
  return (process.env.BASE_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
}

async function currentStep(page: Page): Promise<number> {
  const raw = await page.locator('[data-testid=replay-step]').getAttribute('data-step');
  if (raw === null) fail('replay-step has no data-step');
  return Number(raw);
}

/** Waits until the page shows `step` (the move counter, its attribute and the address bar agree). */
async function expectStep(page: Page, step: number, total: number, how: string): Promise<void> {
  try {
    await page.waitForFunction(
      ([s, t]) => {
        const el = document.querySelector('[data-testid=replay-step]');
        return el?.getAttribute('data-step') === String(s) && (el.textContent ?? '').includes(`Move ${s} of ${t}`) && location.search === `?move=${s}`;
      },
      [step, total] as const,
      { timeout: 5000 },
    );
  } catch {
    const text = await page.locator('[data-testid=replay-step]').textContent();
    fail(`${how}: expected move ${step} of ${total}, the page shows "${text}" at ${page.url()}`);
  }
}

async function waitForBoard(page: Page): Promise<void> {
  await page.locator('[data-testid=replay-page][data-state=ready]').waitFor({ timeout: 20_000 });
  // The ruleset's board is its own lazy chunk: wait until it replaced the placeholder.
  await page.waitForFunction(
    () => {
      const box = document.querySelector('.replay-board');
      return !!box && box.children.length > 0 && !(box.textContent ?? '').includes('Setting up the board');
    },
    undefined,
    { timeout: 20_000 },
  );
}

async function noSidewaysScroll(page: Page, label: string): Promise<string> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  if (scroll > width) fail(`${label}: the page is ${scroll}px wide in a ${width}px window`);
  return `${label}: no horizontal overflow (${scroll}px content in a ${width}px window)`;
}

export async function checkReplay(page: Page, gameId: string, shotsDir: string): Promise<string[]> {
  const done: string[] = [];
  mkdirSync(shotsDir, { recursive: true });
  const base = `${originOf(page)}/replay/${encodeURIComponent(gameId)}`;
  await page.goto(base);
  await waitForBoard(page);
  const root = page.locator('[data-testid=replay-page]');
  const ruleset = (await root.getAttribute('data-ruleset')) ?? 'unknown';
  const total = Number(await root.getAttribute('data-steps'));
  if (!(total >= 1)) fail(`the replay has ${total} moves`);
  await expectStep(page, 0, total, 'opening the page');
  done.push(`${ruleset} ${gameId}: replay page opened at move 0 of ${total} with the ${ruleset} board`);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${shotsDir}/replay-${ruleset}-${width}-setup.png`, fullPage: true });

  await page.locator('[data-testid=replay-next]').click();
  await expectStep(page, 1, total, 'Forward once');
  const lines = await page.locator('[data-testid=replay-log] li').count();
  if (lines < 1) fail('move 1 shows no log line');
  if (total >= 2) {
    await page.locator('[data-testid=replay-next]').click();
    await expectStep(page, 2, total, 'Forward twice');
    await page.locator('[data-testid=replay-prev]').click();
    await expectStep(page, 1, total, 'Forward twice then Back');
  }
  done.push(`forward and back: data-step and ?move= follow (move 1 shows ${lines} log line${lines === 1 ? '' : 's'})`);

  await page.locator('[data-testid=replay-last]').click();
  await expectStep(page, total, total, 'Last');
  await page.locator('[data-testid=replay-first]').click();
  await expectStep(page, 0, total, 'First');
  done.push('First and Last buttons jump to move 0 and to the last move');

  // The controls stay in view: scrolled to the end of the board, Forward is still on screen and works.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const inView = await page.evaluate(() => {
    const r = document.querySelector('[data-testid=replay-next]')?.getBoundingClientRect();
    return r ? r.top >= 0 && r.bottom <= window.innerHeight : false;
  });
  if (!inView) fail('scrolled to the bottom of the page, the replay controls are out of view');
  await page.locator('[data-testid=replay-next]').click();
  await expectStep(page, 1, total, 'Forward from the bottom of the page');
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.locator('[data-testid=replay-first]').click();
  await expectStep(page, 0, total, 'First again');
  done.push(`the controls stay in view at the bottom of the page (scrolled ${Math.round(scrolled)}px) and step from there`);

  const middle = Math.floor(total / 2);
  await page.locator('[data-testid=replay-slider]').fill(String(middle));
  await expectStep(page, middle, total, 'the slider');
  const typed = Math.max(0, total - 1);
  await page.locator('[data-testid=replay-input]').fill(String(typed));
  await page.locator('[data-testid=replay-input]').press('Enter');
  await page.locator('[data-testid=replay-input]').blur();
  await expectStep(page, typed, total, 'typing a move number');
  done.push(`slider to move ${middle} and number box to move ${typed}`);
  await page.screenshot({ path: `${shotsDir}/replay-${ruleset}-${width}-middle.png`, fullPage: true });

  // Keys act on the page, not inside a form field: start from a button, as a keyboard user would.
  await page.locator('[data-testid=replay-play]').focus();
  await page.keyboard.press('End');
  await expectStep(page, total, total, 'the End key');
  await page.keyboard.press('Home');
  await expectStep(page, 0, total, 'the Home key');
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 1, total, 'the ArrowRight key');
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, 0, total, 'the ArrowLeft key');
  await page.locator('[data-testid=replay-first]').focus();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return { id: el?.getAttribute('data-testid') ?? el?.tagName ?? 'none', style: style?.outlineStyle ?? 'none', width: style?.outlineWidth ?? '0px' };
  });
  if (outline.style === 'none' || outline.width === '0px') fail(`the focused control (${outline.id}) shows no focus outline`);
  done.push(
    `keyboard: End, Home, ArrowRight, ArrowLeft step the replay; the focused control (${outline.id}) shows a ${outline.width} ${outline.style} outline`,
  );
  await page.screenshot({ path: `${shotsDir}/replay-${ruleset}-${width}-focus.png` });

  await page.locator('[data-testid=replay-play]').click();
  await page
    .waitForFunction(() => Number(document.querySelector('[data-testid=replay-step]')?.getAttribute('data-step')) >= 2, undefined, { timeout: 6000 })
    .catch(() => fail('autoplay did not move on by two steps within 6 s'));
  await page.locator('[data-testid=replay-play]').click();
  const paused = await currentStep(page);
  await page.waitForTimeout(1500);
  if ((await currentStep(page)) !== paused) fail('autoplay kept going after Pause');
  done.push(`autoplay advanced to move ${paused} and stopped on Pause`);

  const download = page.locator('[data-testid=replay-download]');
  const href = await download.getAttribute('href');
  if ((await download.getAttribute('download')) === null) fail('the download link has no download attribute');
  const served = await page.evaluate(async (url) => {
    const res = await fetch(url!);
    const body = (await res.json()) as { format?: string; actions?: unknown[] };
    return { status: res.status, format: body.format, actions: body.actions?.length };
  }, href);
  if (served.status !== 200 || served.format !== 'stonehenge-record/1' || served.actions !== total) {
    fail(`the download link ${href} served ${JSON.stringify(served)}`);
  }
  done.push(`download link ${href} serves a stonehenge-record/1 with ${served.actions} actions`);

  const deep = Math.min(3, total);
  await page.goto(`${base}?move=${deep}`);
  await waitForBoard(page);
  await expectStep(page, deep, total, `opening ?move=${deep}`);
  done.push(`deep link ?move=${deep} opens at move ${deep}`);

  await page.locator('[data-testid=replay-last]').click();
  await expectStep(page, total, total, 'Last (for the final screenshot)');
  done.push(await noSidewaysScroll(page, `${width}px window at the last move`));
  await page.screenshot({ path: `${shotsDir}/replay-${ruleset}-${width}-end.png`, fullPage: true });
  done.push(`screenshots: ${shotsDir}/replay-${ruleset}-${width}-{setup,middle,focus,end}.png`);
  return done;
}
