/**
 * Browser play-through of Fightin' an' Drinkin' an' Stealin'!: the host creates
 * the game in the UI, a friend joins by the invite link on a phone-sized
 * screen, and both play all seven rounds by clicking (seeded random choices
 * among the enabled controls), then check the result and the archive.
 *
 *   BASE_URL=http://127.0.0.1:8793 npx tsx test/e2e/fightin-drinkin-stealin.ts   (SEED=… picks other choices)
 *
 * Needs a running service and Debian's chromium at /usr/bin/chromium.
 * Screenshots land in screenshots/fightin-drinkin-stealin/.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import {
  PHONE,
  type Person as Player,
  browserScript,
  fail,
  gameVersion as version,
  newPerson as newPlayer,
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

const RULESET = 'fightin-drinkin-stealin';
const SHOTS = `screenshots/${RULESET}`;
const MAX_MOVES = 400;
const SEED = Number(process.env.SEED ?? 7);
const random = seeded(SEED);
const pickIndex = (n: number) => Math.floor(random() * n);
const shot = screenshots(SHOTS);
const boardAttr = (page: Page, name: string) => page.getAttribute('[data-testid=fds-board]', name);

async function handCards(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid=fds-hand-card]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

async function slotCard(page: Page, event: string): Promise<string> {
  return (await page.getAttribute(`[data-testid=fds-slot-${event}]`, 'data-card')) ?? '';
}

let checkedChange = false;
let checkedKeyboard = false;

/** Tabs to the first hand card, checks its focus outline, and places it with Enter. */
async function keyboardPick(page: Page): Promise<string> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (el?.getAttribute('data-testid') !== 'fds-hand-card') return null;
      return { id: el.getAttribute('data-card') ?? '', outline: getComputedStyle(el).outlineStyle };
    });
    if (focused) {
      if (focused.outline === 'none') fail('a focused hand card shows no focus outline');
      await page.keyboard.press('Enter');
      return focused.id;
    }
  }
  fail('no hand card can be reached with Tab');
}

/** Chooses three random hand cards (the first time also changing a pick), then confirms. */
async function placeThree(p: Player): Promise<string> {
  const page = p.page;
  const hand = await handCards(page);
  if (hand.length < 3) fail(`${p.name}: only ${hand.length} cards in hand to place`);
  const order = [...hand];
  for (let i = order.length - 1; i > 0; i--) {
    const j = pickIndex(i + 1);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  const [f, d, s] = order as [string, string, string];
  if (!checkedKeyboard) {
    const id = await keyboardPick(page);
    if ((await slotCard(page, 'fightin')) !== id) fail('Enter on a focused hand card did not place it at Fightin’');
    await page.click('[data-testid=fds-reset]');
    if ((await slotCard(page, 'fightin')) !== '') fail('Start again did not clear the picks');
    checkedKeyboard = true;
    step(`${p.name} reached a hand card with Tab (visible focus outline) and placed it with Enter; Start again cleared it`);
  }
  for (const id of [f, d, s]) await page.click(`[data-testid=fds-hand-card][data-card="${id}"]`);
  if ((await slotCard(page, 'fightin')) !== f || (await slotCard(page, 'drinkin')) !== d || (await slotCard(page, 'stealin')) !== s) {
    fail(`${p.name}: picks did not land in the events in order`);
  }
  let placed = `${f}/${d}/${s}`;
  if (!checkedChange && order.length > 3) {
    // Change the Drinkin' pick: choose the slot, then another card; then move a card between events.
    const other = order[3] as string;
    await page.click('[data-testid=fds-slot-drinkin]');
    await page.click(`[data-testid=fds-hand-card][data-card="${other}"]`);
    if ((await slotCard(page, 'drinkin')) !== other) fail('changing the Drinkin’ pick did not take');
    await page.click('[data-testid=fds-slot-stealin]');
    await page.click(`[data-testid=fds-hand-card][data-card="${f}"]`);
    if ((await slotCard(page, 'stealin')) !== f || (await slotCard(page, 'fightin')) !== '') fail('moving a card between events did not take');
    if (!(await page.locator('[data-testid=fds-confirm]').isDisabled())) fail('confirm is enabled with an empty event');
    await page.click('[data-testid=fds-slot-fightin]');
    await page.click(`[data-testid=fds-hand-card][data-card="${s}"]`);
    placed = `${s}/${other}/${f}`;
    await shot(page, `picks-made-${page.viewportSize()?.width === PHONE.width ? '375' : 'desktop'}`);
    checkedChange = true;
    step(`${p.name} changed picks before confirming (swap and move between events work; confirm waits for all three)`);
  }
  const confirm = page.locator('[data-testid=fds-confirm]');
  if (await confirm.isDisabled()) fail(`${p.name}: confirm stayed disabled: ${await page.textContent('[data-testid=fds-play-why]')}`);
  const before = await version(page);
  await confirm.click();
  await waitForVersionAbove(page, before);
  return `placed ${placed}`;
}

/** A mid-event question: a random listed answer, sometimes by clicking the card on the table. */
async function answer(p: Player): Promise<string | null> {
  const page = p.page;
  const q = await page.waitForSelector('[data-testid=fds-question]', { timeout: 5_000 }).catch(() => null);
  if (!q) {
    // The page refreshed between "Your turn" and here (the other seat moved); look again.
    const state = await page.evaluate(() => ({
      version: document.querySelector('[data-testid=game-page]')?.getAttribute('data-version'),
      stage: document.querySelector('[data-testid=fds-board]')?.getAttribute('data-stage'),
      turn: Boolean(document.querySelector('[data-testid=your-turn]')),
      play: Boolean(document.querySelector('[data-testid=fds-play]')),
      notice: document.querySelector('[data-testid=action-notice]')?.textContent ?? '',
    }));
    console.log(`    (${p.name}: no question after "Your turn"; now ${JSON.stringify(state)}; looking again)`);
    return null;
  }
  const question = ((await q.textContent()) ?? '').trim();
  if (!question) fail(`${p.name}: a choice without a question in words`);
  // A move just answered on this page may still be settling: give the controls a moment.
  await page.waitForSelector('[data-testid=fds-action]:enabled', { timeout: 5_000 }).catch(() => undefined);
  const buttons = page.locator('[data-testid=fds-action]:enabled');
  const n = await buttons.count();
  if (n === 0 && ((await page.locator('[data-testid=fds-play]').count()) > 0 || (await page.locator('[data-testid=your-turn]').count()) === 0)) {
    console.log(`    (${p.name}: the question went away before an answer; looking again)`);
    return null;
  }
  if (n === 0) {
    await shot(page, 'failure-no-action');
    const panel = (await page.textContent('[data-testid=fds-decision]')) ?? '(no decision panel)';
    fail(`${p.name}: "Your turn" but no enabled action; the panel says: ${panel.slice(0, 400)}`);
  }
  const table = page.locator('[data-testid=fds-table-choice]:enabled');
  const viaTable = (await table.count()) > 0 && random() < 0.4;
  const target = viaTable ? table.nth(pickIndex(await table.count())) : buttons.nth(pickIndex(n));
  const label = viaTable ? `card ${await target.getAttribute('data-card')} on the table` : ((await target.textContent()) ?? '').trim();
  const before = await version(page);
  await target.click();
  await waitForVersionAbove(page, before);
  return `"${question}" → ${label}`;
}

browserScript(RULESET, async (browser) => {
  const started = Date.now();
  const choosePlayers = async (page: Page) => {
    const players = page.locator('[data-testid=players]');
    if (await players.count()) await players.selectOption('2');
  };
  const table = await openTable(browser, RULESET, ['Ana', 'Bea'], 'Bea', choosePlayers, '[data-testid=fds-board]');
  const { gameId, players: all, phone: bea } = table;
  const host = all[0] as Player;
  step(`the game started (seed ${SEED}); both see the board`);

  // The opening table: one face-up card per clan at each event, one monster, the Big Lawyer on 30.
  for (const p of all) {
    const upCards = await p.page.locator('[data-testid=fds-events] .fds-side [data-card]').count();
    if (upCards !== 6) fail(`${p.name}: expected 6 face-up cards at the events, saw ${upCards}`);
    if ((await p.page.locator('[data-testid=fds-monster]').count()) !== 1) fail(`${p.name}: expected one monster`);
    if ((await p.page.textContent('[data-testid=fds-lawyer-space]'))?.trim() !== '30') fail(`${p.name}: the Big Lawyer is not on 30`);
    if ((await handCards(p.page)).length !== 5) fail(`${p.name}: expected 5 hand cards to choose from`);
  }
  step('opening table: six face-up cards, one monster, Big Lawyer on 30, five cards in each hand');
  await shot(host.page, 'round1-choose-desktop');
  await expectAccessible(host.page, `fightin-drinkin-stealin ` + 'round1-choose-desktop');
  await shot(bea.page, 'round1-choose-375');
  await expectAccessible(bea.page, `fightin-drinkin-stealin ` + 'round1-choose-375');
  await noHorizontalOverflow(bea.page, 'round 1 at 375 px');

  let moves = 0;
  let lastRound = 0;
  let backsChecked = false;
  const shotKinds = new Set<string>();
  let keptChecked = false;
  let lookAgain = 0;
  let notices = 0;
  while (moves < MAX_MOVES) {
    await Promise.all(all.map((p) => nudge(p.page)));
    const ready = await playersToAct(all, moves);
    if (!ready.length) break;
    const mover = ready[pickIndex(ready.length)]!;
    const other = mover === host ? bea : host;
    const round = Number(await boardAttr(mover.page, 'data-round'));
    if (round !== lastRound) {
      if (round === 4 || round === 7) {
        await shot(host.page, `round${round}-desktop`);
        await shot(bea.page, `round${round}-375`);
        await noHorizontalOverflow(bea.page, `round ${round} at 375 px`);
      }
      step(`round ${round} of 7 (${Math.round((Date.now() - started) / 1000)} s so far)`);
      if (round === 2) {
        // A spectator sees the table but no hand and no controls; placed cards are backs.
        const watcher = await newPlayer(browser, 'Spectator', PHONE);
        await watcher.page.goto(`/g/${gameId}`);
        await watcher.page.waitForSelector('[data-testid=fds-board]');
        if (await watcher.page.locator('[data-testid=fds-decision], [data-testid=fds-hand-card], [data-testid=fds-action]').count()) {
          fail('a spectator is shown a hand or controls');
        }
        await noHorizontalOverflow(watcher.page, 'spectator at 375 px');
        await shot(watcher.page, 'spectator-round2-375');
        await watcher.context.close();
        step('a spectator at 375 px sees the table without any hand or controls');
      }
      lastRound = round;
    }
    const playing = (await mover.page.locator('[data-testid=fds-play]').count()) > 0;
    if (!playing) {
      // One screenshot of each kind of question (by the action types offered), on whichever screen asks it.
      const types = [...new Set(await mover.page.$$eval('[data-testid=fds-action]', (els) => els.map((e) => e.getAttribute('data-type') ?? '')))];
      const key = types.sort().join('+');
      if (!shotKinds.has(key)) {
        shotKinds.add(key);
        await shot(mover.page, `choice-${key}-${mover === bea ? '375' : 'desktop'}`);
      }
      if (mover === bea) await noHorizontalOverflow(bea.page, 'a mid-event choice at 375 px');
    }
    let done: string;
    if (playing && !keptChecked && (await other.page.locator('[data-testid=fds-play]').count()) > 0) {
      // The other clan's half-made choice survives this placement (a new version, same hand).
      const first = (await handCards(other.page))[0] ?? fail(`${other.name} has no hand`);
      await other.page.click(`[data-testid=fds-hand-card][data-card="${first}"]`);
      const v = await version(other.page);
      done = await placeThree(mover);
      await nudge(other.page);
      await waitForVersionAbove(other.page, v);
      if ((await slotCard(other.page, 'fightin')) !== first) fail(`${other.name}'s pick was lost when ${mover.name} placed cards`);
      await other.page.click('[data-testid=fds-reset]');
      keptChecked = true;
      step(`${other.name}'s half-made pick survived ${mover.name} placing cards (page refreshed to a new version)`);
    } else {
      const got = playing ? await placeThree(mover) : await answer(mover);
      if (got === null) {
        if (++lookAgain > 20) fail('the pages kept changing under the test');
        continue;
      }
      done = got;
    }
    const notice = await mover.page.evaluate(() => document.querySelector('[data-testid=action-notice]')?.textContent ?? '');
    if (notice) {
      notices++;
      console.log(`    (${mover.name}'s page says: ${notice})`);
    }
    moves++;
    if (playing && !backsChecked) {
      await nudge(other.page);
      await other.page.waitForFunction(() => document.querySelectorAll('[data-testid=fds-events] [data-testid=fds-card-back]').length >= 3, undefined, {
        timeout: 10_000,
      });
      backsChecked = true;
      step(`${other.name} sees ${mover.name}'s three placed cards as card backs`);
    }
    if (moves <= 3 || moves % 10 === 0 || !playing) console.log(`    ${mover.name}: ${done}`);
  }
  if (moves >= MAX_MOVES) fail(`no finish after ${MAX_MOVES} moves`);
  const seconds = Math.round((Date.now() - started) / 1000);
  step(`the game ended after ${moves} moves by clicking (${seconds} s including setup; ${notices} refused-and-refreshed notices, ${lookAgain} looks again)`);

  const winners = await resultShownToAll(all);
  for (const p of all) {
    await p.page.waitForSelector('[data-testid=fds-revealed]');
    for (const s of [0, 1]) {
      const line = (await p.page.textContent(`[data-testid=fds-final-${s}]`)) ?? fail(`${p.name}: no final score for seat ${s}`);
      if (!/Final score/.test(line)) fail(`${p.name}: odd final score line ${line}`);
    }
  }
  step(`result shown to both, with final scores and every hidden card: "${winners}"`);
  const { watcher } = await checkFinishedGame(table, { shots: SHOTS, shot, spectatorSees: '[data-testid=fds-revealed]' });
  for (const p of [...all, watcher]) await p.context.close();
  step(`played and checked in ${Math.round((Date.now() - started) / 1000)} s`);
});
