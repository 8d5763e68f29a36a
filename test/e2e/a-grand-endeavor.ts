/**
 * Browser play-through of A Grand Endeavor: the host creates a 3-player game (PLAYERS=4 or 5 for more) in
 * the UI, two friends join by the invite link in their own browser profiles
 * (one on a 375 px phone), and everyone plays to the end by clicking one of the
 * board's enabled move controls, chosen with a seeded generator. Then the
 * result, the revealed cards and the archive entry are checked.
 *
 *   BASE_URL=http://127.0.0.1:8795 npx tsx test/e2e/a-grand-endeavor.ts   (SEED=… to vary the game)
 *
 * Screenshots land in screenshots/a-grand-endeavor/.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import {
  type Person as Player,
  api,
  browserScript,
  fail,
  gameVersion as version,
  noHorizontalOverflow,
  nudge,
  playersToAct,
  resultShownToAll,
  screenshots,
  seeded,
  step,
} from './harness';
import type { GamePayload } from '@schema/api';
import { checkFinishedGame, openTable } from './play-through';

const SEED = Number(process.env.SEED ?? 7);
const PLAYERS = Math.min(5, Math.max(3, Number(process.env.PLAYERS ?? 3)));
const SHOTS = 'screenshots/a-grand-endeavor';
const MAX_MOVES = 1500;
const CONTROL = '[data-testid=age-action]:not([disabled]):not([aria-disabled=true])';
const shot = screenshots(SHOTS);

async function waitForVersionAtLeast(page: Page, v: number): Promise<void> {
  await page.waitForFunction((want) => Number(document.querySelector('[data-testid=game-page]')?.getAttribute('data-version')) >= want, v, { timeout: 15_000 });
}

/** Every page shows version v or later. */
async function syncAll(players: Player[], v: number): Promise<void> {
  await Promise.all(
    players.map(async (p) => {
      for (let tries = 0; tries < 30; tries++) {
        if ((await version(p.page)) >= v) return;
        await nudge(p.page);
        await p.page.waitForTimeout(100);
      }
      await waitForVersionAtLeast(p.page, v);
    }),
  );
}

async function phaseText(page: Page): Promise<string> {
  return ((await page.textContent('[data-testid=age-prompt]')) ?? '').trim();
}

browserScript('a-grand-endeavor', async (browser) => {
  const started = Date.now();
  const random = seeded(SEED);
  const names = ['Ana', 'Bea', 'Cai', 'Dan', 'Eve'].slice(0, PLAYERS);
  const choosePlayers = (page: Page) => page.selectOption('[data-testid=players]', String(PLAYERS));
  const table = await openTable(browser, 'a-grand-endeavor', names, 'Cai', choosePlayers, '[data-testid=age-board]');
  const { gameId, players, phone: cai } = table;
  const host = players[0] as Player;
  step(`A Grand Endeavor, ${PLAYERS} players, seed ${SEED}`);
  await syncAll(players, await version(cai.page));
  step('the game started; every player sees the A Grand Endeavor board (not the generic one)');

  // The opening: three cards each, three available projects, a deck of 53.
  const openingDeck = 65 - 3 * PLAYERS - 3;
  const deckText = (await host.page.textContent('.age-deck-count')) ?? '';
  if (!deckText.includes(String(openingDeck))) fail(`the opening deck should hold ${openingDeck} cards: "${deckText}"`);
  // Three cards each, project included: a start player dealt a trilithon card has already had to
  // commit to it (a lone forced choice), so the host may hold two. The API's view says which.
  const hostToken = await host.page.evaluate((id) => localStorage.getItem(`stonehenge:seat:${id}:0`), gameId);
  const hostView = (await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, hostToken ?? fail('no seat token for the host'))).view as {
    hand?: string[];
    seats: { possession: number }[];
  };
  const wantHand = hostView.hand?.length ?? fail('the host view has no hand');
  if (hostView.seats[0]?.possession !== 3) fail(`the host should possess 3 cards at the start, project included: ${hostView.seats[0]?.possession}`);
  // The hand may render a moment after the board: wait for it rather than count too early.
  const handCards = await host.page
    .waitForFunction((n) => document.querySelectorAll('[data-testid=age-hand] .card').length === n, wantHand, { timeout: 10_000 })
    .then(() => wantHand)
    .catch(() => host.page.$$eval('[data-testid=age-hand] .card', (els) => els.length));
  if (handCards !== wantHand) fail(`the host's hand should show ${wantHand} cards (as the API's view), shows ${handCards}`);
  // The yards are below the first screen on a phone and load when reached (#49): scroll to them.
  await cai.page.locator('#age-yards-title').scrollIntoViewIfNeeded();
  await cai.page.waitForSelector('[data-testid=age-yard]', { timeout: 10_000 });
  const yards = await cai.page.$$eval('[data-testid=age-yard]', (els) => els.length);
  if (yards !== PLAYERS) fail(`${PLAYERS} construction yards expected, got ${yards}`);
  step(`opening table: ${wantHand} cards in hand (3 possessed), ${openingDeck} in the deck, ${PLAYERS} construction yards`);
  await shot(host.page, 'start-desktop');
  await expectAccessible(host.page, `a-grand-endeavor ` + 'start-desktop');
  await shot(cai.page, 'start-375');
  await noHorizontalOverflow(cai.page, 'game page at 375 px (start)');

  let moves = 0;
  const seenTypes = new Map<string, number>();
  const shotsTaken = new Set<string>();
  while (moves < MAX_MOVES) {
    const [mover] = await playersToAct(players, moves);
    if (!mover) break;
    const page = mover.page;
    const controls = page.locator(CONTROL);
    const count = await controls.count();
    if (count === 0) fail(`${mover.name} has "Your turn" but no enabled move control (${await phaseText(page)})`);
    const types = new Set(await controls.evaluateAll((els) => els.map((e) => e.getAttribute('data-type') ?? '?')));

    // Screenshots at a few kinds of moment, on the phone and on a desktop.
    const moment = types.has('claim') ? 'claim' : types.has('commit') ? 'commit' : types.has('usurp') ? 'usurp' : types.has('discard') ? 'discard' : null;
    if (moment && !shotsTaken.has(moment) && moves > 2) {
      shotsTaken.add(moment);
      await shot(page, `${moment}-${mover === cai ? '375' : 'desktop'}`);
      if (mover === cai) await noHorizontalOverflow(page, `game page at 375 px (${moment})`);
      step(`screenshot of ${mover.name} choosing a ${moment} (${count} controls)`);
    }
    if (!shotsTaken.has('mid') && moves >= 60) {
      shotsTaken.add('mid');
      await shot(cai.page, 'mid-375');
      await cai.page.locator('[data-testid=age-monument]').screenshot({ path: `${SHOTS}/monument-375.png` });
      await shot(host.page, 'mid-desktop');
      await expectAccessible(host.page, `a-grand-endeavor ` + 'mid-desktop');
      await noHorizontalOverflow(cai.page, 'game page at 375 px (mid-game)');
      step('mid-game screenshots (375 px and desktop); no horizontal overflow at 375 px');
    }

    // Once, on a desktop: reach a site on the drawn board with the keyboard and claim it with Enter.
    const svgSites = page.locator(`[data-testid=age-monument] ${CONTROL}`);
    if (!shotsTaken.has('keyboard') && mover !== cai && (await svgSites.count()) > 0) {
      shotsTaken.add('keyboard');
      const site = svgSites.nth(Math.floor(random() * (await svgSites.count())));
      const label = (await site.getAttribute('aria-label')) ?? '';
      await site.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      if (focused !== label) fail(`keyboard focus did not reach "${label}" (got "${focused}")`);
      await page.locator('[data-testid=age-monument]').screenshot({ path: `${SHOTS}/keyboard-focus-desktop.png` });
      const before = await version(page);
      await page.keyboard.press('Enter');
      // Enter only chooses the site; the bar at the bottom asks to confirm it.
      const bar = await page.textContent('[data-testid=age-confirm-bar]');
      if (!bar?.includes('Claim')) fail(`the confirm bar does not ask about the claim (got "${bar}")`);
      await page.click('[data-testid=age-confirm]');
      await waitForVersionAtLeast(page, before + 1);
      moves++;
      seenTypes.set('claim', (seenTypes.get('claim') ?? 0) + 1);
      await syncAll(players, await version(page));
      step(`${mover.name} reached "${label}" on the board with the keyboard and claimed it with Enter`);
      continue;
    }

    const pick = Math.floor(random() * count);
    const chosen = controls.nth(pick);
    const type = (await chosen.getAttribute('data-type')) ?? '?';
    seenTypes.set(type, (seenTypes.get(type) ?? 0) + 1);
    const before = await version(page);
    await chosen.click();
    // A tap only chooses: nothing is sent until the move is confirmed (sometimes after changing one's mind).
    if ((await version(page)) !== before) fail('a tap sent a move without confirming it');
    if (random() < 0.1) {
      await page.click('[data-testid=age-cancel]');
      if (await page.$('[data-testid=age-confirm-bar]')) fail('"Choose again" left the confirm bar up');
      await chosen.click();
    }
    await page.click('[data-testid=age-confirm]');
    await waitForVersionAtLeast(page, before + 1);
    moves++;
    await syncAll(players, await version(page));
    if (moves % 25 === 0) step(`${moves} moves played (${Math.round((Date.now() - started) / 1000)} s); now: ${await phaseText(host.page)}`);
  }
  if (moves >= MAX_MOVES) fail(`no finish after ${MAX_MOVES} moves`);
  const kinds = [...seenTypes.entries()].map(([t, n]) => `${t} ${n}`).join(', ');
  step(`the game ended after ${moves} clicked moves (${kinds})`);

  const winners = await resultShownToAll(players);
  const revealedDeck = await host.page.locator('[data-testid=age-revealed-deck]').count();
  if (!revealedDeck) fail('the finished board does not reveal the deck');
  // The yards load at once in a finished game (web/src/board/later-part.tsx), a moment after the board.
  await host.page.waitForSelector('[data-testid=age-revealed-hand]', { timeout: 10_000 }).catch(() => undefined);
  const revealedHands = await host.page.locator('[data-testid=age-revealed-hand]').count();
  if (revealedHands !== PLAYERS) fail(`every yard should show its hand at the end; ${revealedHands} do`);
  const phase = await phaseText(host.page);
  step(`result shown to all ${PLAYERS}: "${winners.trim()}"; board says "${phase}"; hands and deck revealed`);
  const { row, watcher } = await checkFinishedGame(table, { shots: SHOTS, shot, spectatorSees: '[data-testid=age-revealed-deck]' });
  if (!row.includes('Grand Endeavor') && !row.includes('a-grand-endeavor')) fail(`archive row lacks the ruleset: ${row}`);
  for (const p of [...players, watcher]) await p.context.close();
  step(`played and checked in ${Math.round((Date.now() - started) / 1000)} s`);
});
