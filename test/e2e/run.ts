/**
 * Browser test of the web app: three people play a whole game of Stonerush by
 * clicking in their own browser profiles, then find it in the archive.
 *
 *   npx tsx test/e2e/run.ts            (BASE_URL defaults to http://127.0.0.1:8787)
 *
 * Needs a running service (`npm start`) and Debian's chromium at /usr/bin/chromium.
 * Screenshots of every page kind land in screenshots/stonerush/.
 */
import type { Browser, Page } from 'playwright-core';
import type { StatsPage } from '@schema/api';
import { expectAccessible } from './axe';
import {
  BASE_URL,
  api,
  browserScript,
  createByForm,
  DESKTOP,
  PHONE,
  type Person as Player,
  fail,
  gameStatus as status,
  gameVersion as version,
  newPerson as newPlayer,
  noHorizontalOverflow,
  nudge,
  playersToAct,
  resultShownToAll,
  screenshots,
  step,
  waitForVersionAbove,
} from './harness';
import { checkFinishedGame } from './play-through';
import { checkReplay } from './replay';

const TRACK = process.env.TRACK ?? 'bluestones';
const SHOTS = 'screenshots/stonerush';
const MAX_MOVES = 600;
const shot = screenshots(SHOTS);

function parseCard(id: string): { id: string; day: boolean; colour: string } {
  const n = Number(id.slice(1));
  const colour = ['black', 'white', 'blue', 'green', 'yellow', 'red'][n % 6] as string;
  return { id, day: id.startsWith('D'), colour };
}

/** Follows a link of the site's navigation, through the Menu where a phone folds the links away (#45 item 7). */
async function navTo(page: Page, label: string): Promise<void> {
  const menu = page.locator('[data-testid=nav-menu]');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.click(`nav >> text=${label} >> visible=true`);
}

async function handCards(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid=hand-card]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

async function druidSpaces(page: Page): Promise<Record<string, number>> {
  return page.$$eval('[data-testid^=druid-pos-]', (els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-testid')!.slice('druid-pos-'.length), Number(e.getAttribute('data-space'))])),
  );
}

/**
 * A play that races a druid home: the colour with the most day cards (black day
 * cards join it), the further-advanced druid breaking ties. With no day cards,
 * one night card (it must move some druid back).
 */
function choosePlay(hand: string[], spaces: Record<string, number>): { cards: string[]; colour: string } {
  const cards = hand.map(parseCard);
  const blackDays = cards.filter((c) => c.day && c.colour === 'black');
  let best: { cards: string[]; colour: string; score: number } | null = null;
  for (const colour of ['white', 'blue', 'green', 'yellow', 'red']) {
    const own = cards.filter((c) => c.day && c.colour === colour);
    const chosen = [...own, ...blackDays];
    if (chosen.length === 0) continue;
    const score = chosen.length * 100 + (spaces[colour] ?? 0);
    if (!best || score > best.score) best = { cards: chosen.map((c) => c.id), colour, score };
  }
  if (best) return best;
  // Only night cards: move back the druid that is furthest behind.
  const night = cards[0] ?? fail('empty hand on my turn');
  const colour = night.colour !== 'black' ? night.colour : (Object.entries(spaces).sort((a, b) => a[1] - b[1])[0]?.[0] ?? 'white');
  return { cards: [night.id], colour };
}

/** Bea plays by keyboard only: focus and Space/Enter, never a click. */
async function press(p: Player, selector: string): Promise<void> {
  if (p.name === 'Bea') await p.page.press(selector, selector.includes('hand-card') ? 'Space' : 'Enter');
  else await p.page.click(selector);
}

async function takeTurn(p: Player): Promise<void> {
  const page = p.page;
  await page.waitForSelector('[data-testid=hand-card]');
  const hand = await handCards(page);
  const spaces = await druidSpaces(page);
  const play = choosePlay(hand, spaces);
  for (const id of play.cards) await press(p, `[data-testid=hand-card][data-card="${id}"]`);
  const colourRadio = page.locator(`[data-testid=colour-${play.colour}]`);
  if (await colourRadio.count()) await colourRadio.check();
  const playButton = page.locator('[data-testid=play-button]');
  if (await playButton.isDisabled()) {
    const why = await page.textContent('[data-testid=play-why]');
    fail(`${p.name}: Play stayed disabled for ${play.cards.join(',')}: ${why}`);
  }
  const before = await version(page);
  await press(p, '[data-testid=play-button]');
  await waitForVersionAbove(page, before);
  if ((await status(page)) === 'finished') return;
  if (await page.locator('[data-testid=discard-controls]').count()) {
    const rest = await handCards(page);
    const keep = rest
      .map(parseCard)
      .filter((c) => c.day)
      .slice(0, 2)
      .map((c) => c.id);
    for (const id of rest.filter((c) => !keep.includes(c))) {
      await press(p, `[data-testid=hand-card][data-card="${id}"]`);
    }
    const discardButton = page.locator('[data-testid=discard-button]');
    if (await discardButton.isDisabled()) {
      fail(`${p.name}: Discard stayed disabled: ${await page.textContent('[data-testid=discard-why]')}`);
    }
    const v = await version(page);
    await press(p, '[data-testid=discard-button]');
    await waitForVersionAbove(page, v);
  }
}

/** The seat tokens this browser keeps for a game (web/src/tokens.ts: one key per game and seat). */
function storedTokens(page: Page, gameId: string): Promise<string[]> {
  return page.evaluate(
    (id) =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith(`stonehenge:seat:${id}:`))
        .map((k) => localStorage.getItem(k) ?? ''),
    gameId,
  );
}

/**
 * The mover has the game open in a second, backgrounded tab too (it stops polling), without the
 * live socket (`?live=off`, as behind a proxy that blocks WebSockets), so nothing tells it of the
 * move. After a move in the first tab, Play in the stale tab must be refused and refreshed.
 */
async function staleTabIsRefreshed(p: Player, gameId: string): Promise<void> {
  // The second tab opens the seat link from an email: /g/<id>#t=<token>, in a fresh profile.
  const [token] = await storedTokens(p.page, gameId);
  const elsewhere = await p.context.browser()!.newContext({ viewport: DESKTOP, baseURL: BASE_URL });
  const old = await elsewhere.newPage();
  await old.goto(`/g/${gameId}?live=off#t=${token}`);
  await old.waitForSelector('[data-testid=your-turn]');
  // The board (and the hand in it) is a lazily loaded chunk: it can arrive after the banner.
  await old.waitForSelector('[data-testid=hand-card]');
  const adopted = { hash: await old.evaluate(() => location.hash), stored: await storedTokens(old, gameId) };
  if (adopted.hash !== '' || adopted.stored.length !== 1 || adopted.stored[0] !== token) fail(`seat link not adopted: ${JSON.stringify(adopted)}`);
  step(`${p.name}'s seat link (#t=…) opened in another profile: token stored, removed from the address bar`);
  // A string, not a function: tsx would wrap a named arrow in a helper the page lacks.
  await old.evaluate(`Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));`);
  // One card, never exactly the play the first tab will make (a verbatim retry is answered, not refused).
  const hand = await handCards(old);
  const play = choosePlay(hand, await druidSpaces(old));
  const single = hand.find((id) => !(play.cards.length === 1 && play.cards[0] === id)) ?? fail('no card for the stale tab');
  await old.click(`[data-testid=hand-card][data-card="${single}"]`);
  const radios = old.locator('[data-testid^=colour-]');
  if (await radios.count()) await radios.first().check();
  await takeTurn(p);
  await old.click('[data-testid=play-button]');
  const notice = await old.waitForSelector('[data-testid=action-notice]');
  const text = (await notice.textContent()) ?? '';
  if (!text.includes('The game moved on — refreshed')) fail(`stale tab: unexpected notice "${text}"`);
  await old.waitForSelector('[data-testid=waiting-for]');
  step(`${p.name} moved; a move from the stale second tab was refused with "The game moved on — refreshed"`);
  await elsewhere.close();
}

/** When polling fails the page says so, and recovers when the network is back. */
async function offlineIsShown(p: Player): Promise<void> {
  await p.context.setOffline(true);
  await nudge(p.page);
  await p.page.waitForSelector('[data-testid=offline]', { timeout: 10_000 });
  await p.context.setOffline(false);
  await nudge(p.page);
  await p.page.waitForSelector('[data-testid=offline]', { state: 'detached', timeout: 10_000 });
  step(`${p.name}'s page showed the offline notice while the network was down, and cleared it after`);
}

/** Someone without a seat link sees the table but no hand, no secret colour and no moves. */
async function spectatorSeesNoHand(browser: Browser, gameId: string): Promise<void> {
  const watcher = await newPlayer(browser, 'Onlooker');
  await watcher.page.goto(`/g/${gameId}`);
  await watcher.page.waitForSelector('[data-testid=stone-circle]');
  for (const hidden of ['hand-panel', 'identity', 'your-turn']) {
    if (await watcher.page.locator(`[data-testid=${hidden}]`).count()) fail(`a spectator sees ${hidden}`);
  }
  await watcher.page.waitForSelector('[data-testid=waiting-for]');
  step('a spectator mid-game sees the table, whose turn it is, and no hand or secret colour');
  await watcher.context.close();
}

browserScript(
  'stonerush',
  async (browser) => {
    // The host creates the game.
    const host = await newPlayer(browser, 'Ana');
    const { gameId, invite } = await createByForm(host, 'stonerush', async (page) => {
      await shot(page, 'home');
      await expectAccessible(page, `stonerush ` + 'home');
      await page.selectOption('[data-testid=players]', '3');
      await page.selectOption('[data-testid=option-track]', TRACK);
    });
    step(`created game ${gameId} (Stonerush, 3 players, ${TRACK}); invite link ${invite}`);
    const stored = await storedTokens(host.page, gameId);
    if (stored.length !== 1) fail('the seat token was not stored on the device');
    await shot(host.page, 'waiting-room');
    await expectAccessible(host.page, `stonerush ` + 'waiting-room');

    // A wrong invite code is explained in words.
    const stray = await newPlayer(browser, 'Stray');
    await stray.page.goto('/join/nosuchcode');
    // Said on arrival, before anyone types a name; no form to fill in vain.
    const strayError = await stray.page.textContent('[data-testid=join-unavailable]');
    if (!strayError?.includes('does not match any game')) fail(`unknown join code: got "${strayError}"`);
    if (await stray.page.$('[data-testid=join-form]')) fail('an unknown invite code still shows the join form');
    step('an unknown invite code is explained in words on arrival');

    // Two friends join by the invite link, each in their own profile; Cai plays on a phone.
    const bea = await newPlayer(browser, 'Bea');
    const cai = await newPlayer(browser, 'Cai', PHONE);
    for (const [i, p] of [bea, cai].entries()) {
      await p.page.goto(invite);
      await p.page.waitForSelector('[data-testid=join-form]');
      await shot(p.page, i === 0 ? 'join' : 'join-375');
      await expectAccessible(p.page, `stonerush ${i === 0 ? 'join' : 'join-375'}`);
      await p.page.fill('[data-testid=name]', p.name);
      await p.page.click('[data-testid=join-button]');
      await p.page.waitForSelector('[data-testid=game-page]');
      step(`${p.name} joined by the invite link`);
    }
    const players = [host, bea, cai];
    await nudge(host.page);
    await host.page.waitForSelector('[data-testid=game-page][data-status=active]', { timeout: 10_000 });
    step('the game started for the host');

    // A fourth person is told plainly that every seat is taken.
    await stray.page.goto(invite);
    const fullError = await stray.page.textContent('[data-testid=join-closed]');
    if (!fullError?.includes('Every seat is taken')) fail(`full game: got "${fullError}"`);
    if (await stray.page.$('[data-testid=join-form]')) fail('a full game still shows the join form');
    step('a late fourth player is told on arrival that every seat is taken');
    await stray.context.close();

    // Play to the end, every move a click in the mover's own page.
    let moves = 0;
    let shotMidPlay = false;
    while (moves < MAX_MOVES) {
      await Promise.all(players.map((p) => nudge(p.page)));
      await Promise.all(players.map((p) => p.page.waitForSelector('[data-testid=stone-circle]')));
      const [mover] = await playersToAct(players, moves);
      if (!mover) break;
      // The title follows the banner in an effect, a moment later.
      await mover.page.waitForFunction(() => document.title.startsWith('(Your turn)'), null, { timeout: 5_000 }).catch(() => undefined);
      const title = await mover.page.title();
      if (!title.startsWith('(Your turn)')) fail(`${mover.name}'s tab title lacks "(Your turn)": ${title}`);
      if (!shotMidPlay && moves >= 6 && mover === cai) {
        await shot(cai.page, 'game-mid-play-375');
        await expectAccessible(cai.page, `stonerush ` + 'game-mid-play-375');
        await cai.page.locator('[data-testid=stone-circle]').screenshot({ path: `${SHOTS}/board-375.png` });
        await noHorizontalOverflow(cai.page, 'game page at 375 px');
        await shot(host.page, 'game-mid-play-desktop');
        await expectAccessible(host.page, `stonerush ` + 'game-mid-play-desktop');
        shotMidPlay = true;
        step('mid-play screenshots taken (375 px and desktop); no horizontal overflow at 375 px');
        await offlineIsShown(bea);
        await spectatorSeesNoHand(browser, gameId);
      }
      if (moves === 0) await staleTabIsRefreshed(mover, gameId);
      else await takeTurn(mover);
      moves++;
      if (moves % 10 === 0) step(`${moves} turns played`);
    }
    if (moves >= MAX_MOVES) fail(`no finish after ${MAX_MOVES} turns`);
    step(`the race ended after ${moves} turns`);

    // Everyone sees the result.
    const winners = await resultShownToAll(players);
    // The final column says what it counts: the space each secret colour reached.
    const column = (await host.page.textContent('[data-testid=result] table th[scope=col]:nth-child(2)'))?.trim();
    const means = (await host.page.textContent('[data-testid=score-means]')) ?? '';
    if (column !== 'Space reached' || !means.includes('secret colour')) fail(`the score column is "${column}", explained as "${means}"`);
    const identities = await host.page.locator('.table-panel').textContent();
    if (!identities?.includes('backed')) fail('the finished game does not reveal every player’s colour');
    step(`result shown to all three: "${winners}"`);
    const { watcher } = await checkFinishedGame(
      { browser, ruleset: 'stonerush', gameId, players, phone: cai },
      { shots: SHOTS, shot, spectatorSees: '[data-testid=result] table' },
    );
    await navTo(watcher.page, 'New game');
    await watcher.page.waitForSelector('[data-testid=create-form] [data-testid=ruleset-stonerush]');
    await noHorizontalOverflow(watcher.page, 'home page at 375 px');
    await shot(watcher.page, 'home-375');
    await navTo(watcher.page, 'Archive');
    await watcher.page.waitForSelector('[data-testid=archive-row]');
    await noHorizontalOverflow(watcher.page, 'archive at 375 px');
    await shot(watcher.page, 'archive-375');
    step('home and archive fit 375 px');

    // The replay page again, on the spectator's phone (checkFinishedGame stepped through it on a desktop).
    for (const line of await checkReplay(watcher.page, gameId, `${SHOTS}/replay-1`)) step(`replay: ${line}`);
    await expectAccessible(watcher.page, 'stonerush replay page (375 px)');
    await host.page.goto('/stats');
    await host.page.waitForSelector('[data-testid=stats-ruleset][data-ruleset=stonerush]');
    // Charts: who wins by seat with its 95% interval, and the game lengths, as the API counts them.
    const figures = '[data-testid=stats-ruleset][data-ruleset=stonerush] [data-testid=stats-group][data-players="3"]';
    await host.page.waitForSelector(`${figures} [data-testid=stats-seats] svg`);
    const stats = await api<StatsPage>('GET', '/api/stats');
    const three = stats.rulesets.find((r) => r.ruleset === 'stonerush')?.byPlayers.find((b) => b.players === 3) ?? fail('no 3-player Stonerush stats');
    const seatsSaid = (await host.page.textContent(`${figures} [data-testid=stats-seats] .visually-hidden`)) ?? '';
    for (const s of three.seats)
      if (!seatsSaid.includes(`seat ${s.seat + 1} won ${Math.round(s.winRate * 100)}% (95% interval`)) fail(`the seat chart says "${seatsSaid}"`);
    const lengthsSaid = (await host.page.textContent(`${figures} [data-testid=stats-lengths] .visually-hidden`)) ?? '';
    const counted = [...lengthsSaid.matchAll(/(\d+) games?/g)].reduce((n, m) => n + Number(m[1]), 0);
    if (counted !== three.games) fail(`the length chart counts ${counted} games, the API ${three.games}: "${lengthsSaid}"`);
    await expectAccessible(host.page, 'stats page');
    await shot(host.page, 'stats');
    step(`the statistics page charts Stonerush at 3 players: ${seatsSaid.slice(0, 90)}…`);
    for (const p of [...players, watcher]) await p.context.close();
  },
  'all done',
);
