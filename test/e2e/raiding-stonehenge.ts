/**
 * Browser play-through of Raiding Stonehenge: the host creates a game in the
 * UI, the others join by the invite link in their own browser profiles (one on
 * a 375 px phone), and everyone plays to the end by clicking the board's
 * controls — a seeded random choice among the enabled ones, on the page of an
 * active seat. Then the result screen and the archive are checked.
 *
 *   BASE_URL=http://127.0.0.1:8794 npx tsx test/e2e/raiding-stonehenge.ts
 *
 * Env: PLAYERS (4), OPTIONS (comma list of boolean option ids, e.g. hiddenStash,lowCardStarts),
 * ACCELERATOR (off|x2|x3), SEED (a number for the choices). Screenshots: screenshots/raiding-stonehenge/.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import {
  type Person as Player,
  browserScript,
  fail,
  gameStatus as status,
  gameVersion as version,
  noHorizontalOverflow,
  nudge,
  playersToAct,
  resultShownToAll,
  screenshots,
  seeded,
  step,
  waitForVersionAbove,
} from './harness';
import { checkFinishedGame, openTable } from './play-through';

const PLAYERS = Number(process.env.PLAYERS ?? 4);
const OPTIONS = (process.env.OPTIONS ?? '').split(',').filter(Boolean);
const ACCELERATOR = process.env.ACCELERATOR ?? 'off';
const SEED = Number(process.env.SEED ?? 20261122);
const SHOTS = 'screenshots/raiding-stonehenge';
const MAX_MOVES = 1500;
const NAMES = ['Ana', 'Bea', 'Cai', 'Dov', 'Eve'];

const started = Date.now();
const random = seeded(SEED);
const pickOne = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] ?? fail('nothing to choose from');
const shot = screenshots(SHOTS);

const phase = (page: Page) => page.getAttribute('[data-testid=rs-board]', 'data-phase');

/** The controls that send or select a listed action, enabled now. */
const CONTROLS = '[data-testid=rs-action]:enabled, [data-testid=rs-choice]:enabled';

/** One move on this page: a random enabled control; a selection is then confirmed. */
async function move(p: Player, useKeyboard: boolean): Promise<string | null> {
  const page = p.page;
  // A move still on its way keeps the controls disabled for a moment.
  await page.waitForSelector('[data-testid=pending]', { state: 'detached', timeout: 15_000 });
  await page.waitForSelector(CONTROLS, { timeout: 5_000 }).catch(() => undefined);
  const controls = await page.$$(CONTROLS);
  // The banner may have been read just before this page caught up with its own last move.
  if (controls.length === 0 && (await page.locator('[data-testid=your-turn]').count()) === 0) return null;
  if (controls.length === 0) {
    await shot(page, 'no-control');
    const detail = await page.evaluate(() => ({
      phase: document.querySelector('[data-testid=rs-board]')?.getAttribute('data-phase'),
      move: document.querySelector('[data-testid=rs-move]')?.textContent?.slice(0, 400),
      buttons: Array.from(document.querySelectorAll('[data-testid=rs-board] button')).map(
        (b) => `${b.getAttribute('data-testid')}:${(b as HTMLButtonElement).disabled}`,
      ),
    }));
    fail(`${p.name}: "Your turn" but no enabled control on the board: ${JSON.stringify(detail)}`);
  }
  const control = pickOne(controls);
  const kind = await control.getAttribute('data-testid');
  const words = ((await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const before = await version(page);
  if (useKeyboard) {
    await control.focus();
    await page.keyboard.press('Enter');
  } else {
    await control.click();
  }
  if (kind === 'rs-choice') {
    const confirm = page.locator('[data-testid=rs-confirm]');
    if (await confirm.isDisabled()) fail(`${p.name}: the confirm button stayed disabled after choosing "${words}"`);
    if (useKeyboard) {
      await confirm.focus();
      await shot(page, `keyboard-focus${p.phone ? '-375' : ''}`);
      await page.keyboard.press('Enter');
    } else {
      await confirm.click();
    }
  }
  await waitForVersionAbove(page, before);
  return words;
}

browserScript('raiding-stonehenge', async (browser) => {
  const names = NAMES.slice(0, PLAYERS);
  // The last to join plays on a phone.
  const table = await openTable(
    browser,
    'raiding-stonehenge',
    names,
    names[PLAYERS - 1] as string,
    async (page) => {
      await page.selectOption('[data-testid=players]', String(PLAYERS));
      for (const id of OPTIONS) await page.check(`[data-testid=option-${id}]`);
      if (ACCELERATOR !== 'off') await page.selectOption('[data-testid=option-accelerator]', ACCELERATOR);
    },
    '[data-testid=rs-board]',
  );
  const { players, phone } = table;
  const host = players[0] as Player;
  const optionWords = [...OPTIONS, ACCELERATOR !== 'off' ? `accelerator ${ACCELERATOR}` : ''].filter(Boolean).join(', ') || 'no variants';
  step(`Raiding Stonehenge, ${PLAYERS} players, ${optionWords}`);
  const lines = await host.page.locator('[data-testid=rs-line]').count();
  if (lines !== 5) fail(`expected five lines on the board, saw ${lines}`);
  if ((await host.page.locator('[data-testid=rs-start-marker]').count()) === 0) fail('no start player marker');
  step('the game started: every page shows the Raiding Stonehenge board with five lines and the start player marker');
  await shot(host.page, 'start-desktop');
  await expectAccessible(host.page, `raiding-stonehenge ` + 'start-desktop');
  await shot(phone.page, 'start-375');
  await noHorizontalOverflow(phone.page, 'start at 375 px');

  if (OPTIONS.includes('hiddenStash')) {
    const hidden = await host.page.locator('[data-testid=rs-stash-hidden]').count();
    if (hidden !== PLAYERS - 1) fail(`hidden stash: expected ${PLAYERS - 1} hidden stashes on Ana's page, saw ${hidden}`);
    step(`hidden stash: Ana sees her own disks and ${hidden} hidden stashes`);
  }

  const wanted = new Map<string, string>([
    ['pick', 'phase-pick'],
    ['play', 'phase-play'],
    ['place', 'phase-place-black-card'],
    ['resolve', 'phase-set-aside'],
  ]);
  const shotsTaken = new Set<string>();
  let moves = 0;
  let turnsSeen = 0;
  let lastPhase = '';
  let loops = 0;
  while (moves < MAX_MOVES && loops++ < MAX_MOVES * 3) {
    await Promise.all(players.map((p) => nudge(p.page)));
    const movers = await playersToAct(players, moves);
    if (!movers.length) break;
    const mover = pickOne(movers);
    await mover.page.waitForSelector('[data-testid=rs-move]');
    const now = (await phase(mover.page)) ?? '?';
    if (now === 'pick' && lastPhase !== 'pick') turnsSeen++;
    lastPhase = now;
    const name = wanted.get(now);
    if (name && !shotsTaken.has(name) && (now !== 'pick' || turnsSeen >= 2)) {
      shotsTaken.add(name);
      await mover.page.locator('[data-testid=rs-move]').scrollIntoViewIfNeeded();
      await shot(mover.page, `${name}${mover.phone ? '-375' : '-desktop'}`);
      if (!mover.phone) {
        await nudge(phone.page);
        await phone.page.waitForTimeout(300);
        await shot(phone.page, `${name}-watching-375`);
      }
      await noHorizontalOverflow(mover.page, `${now} phase`);
      await noHorizontalOverflow(phone.page, `${now} phase at 375 px`);
      if (now === 'resolve') {
        const figures = await mover.page.locator('[data-testid=rs-figure]').count();
        if (figures === 0) fail('setting aside, but no figure stands beside a pile');
      }
      step(`screenshots of the ${now} decision (${mover.name}${mover.phone ? ', 375 px' : ''}); no horizontal overflow`);
    }
    const words = await move(mover, moves === 0);
    if (words === null) continue;
    moves++;
    if (moves === 1) step(`first move made with the keyboard only: ${mover.name} chose "${words}"`);
    if (moves % 25 === 0) step(`${moves} moves played (turn ${turnsSeen})`);
  }
  if ((await status(host.page)) !== 'finished') fail(`no finish after ${moves} moves`);
  const playSecs = ((Date.now() - started) / 1000).toFixed(0);
  step(`the game ended after ${moves} clicked moves over ${turnsSeen} turns (${playSecs}s since the start)`);

  const winners = await resultShownToAll(players);
  const stashes = await host.page.locator('[data-testid=rs-stash]').count();
  if (stashes !== PLAYERS) fail(`the finished game shows ${stashes} stashes, not all ${PLAYERS}`);
  const hands = await host.page.locator('[data-testid=rs-revealed-hand]').count();
  if (hands !== PLAYERS) fail(`the finished game shows ${hands} hands, not all ${PLAYERS}`);
  step(`result shown to everyone: "${winners}"; every stash and hand is revealed`);
  const { watcher } = await checkFinishedGame(table, { shots: SHOTS, shot, spectatorSees: '[data-testid=rs-board]' });
  for (const p of [...players, watcher]) await p.context.close();
  step(`played and checked in ${((Date.now() - started) / 1000).toFixed(0)}s`);
});
