/**
 * The table's answer to an absent player and resigning, on a phone (390×844; issue #31 items 6
 * and 7): a 3-seat Stonerush game with 24 hours a move and onTimeout "ask". Time is moved past
 * the first player's deadline (`POST /api/dev/scheduled?time=`); another player opens the game
 * on a phone, sees the vote panel with its four choices, votes "wait", and the panel says so.
 * Then she resigns: the first click only asks (and "Keep playing" keeps her in), the second,
 * confirmed, hands her seat to the bot. Last, the host of a fresh game nobody has played
 * cancels it after its confirm step. axe on each state; screenshots in screenshots/absent/.
 */
import type { CreatedGame, GamePayload, JoinedGame } from '@schema/api';
import { expectAccessible } from './axe';
import { api, fail, launch, newPerson, noHorizontalOverflow, pageErrors, screenshots, scrollToPanel, step } from './harness';

const PHONE_390 = { width: 390, height: 844 };

async function main() {
  const shot = screenshots('screenshots/absent');
  const created = await api<CreatedGame>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', deadlineHours: 24, onTimeout: 'ask' });
  const tokens = [created.token];
  for (const name of ['Bob', 'Cat']) tokens.push((await api<JoinedGame>('POST', `/api/join/${created.joinCode}`, { name })).token);
  const gameId = created.gameId;
  const game = await api<GamePayload>('GET', `/api/games/${gameId}`);
  const gone = game.active[0] ?? fail('nobody to act');
  const deadline = game.clocks?.[0]?.deadline ?? fail('no deadline');
  await api('POST', `/api/dev/scheduled?time=${deadline + 60_000}`);
  const opened = await api<GamePayload>('GET', `/api/games/${gameId}`);
  if (opened.absent?.seat !== gone) fail(`no vote opened on seat ${gone}: ${JSON.stringify(opened.absent)}`);
  const voter = [0, 1, 2].find((s) => s !== gone) as number;
  step(`game ${gameId}: seat ${gone} ran out of time; seat ${voter} opens the game on a phone`);

  const browser = await launch();
  try {
    const person = await newPerson(browser, opened.players[voter]?.name ?? 'voter', PHONE_390);
    const { page } = person;
    await page.goto(`/g/${gameId}#t=${tokens[voter]}`);
    await page.waitForSelector('[data-testid=absent-vote]', { timeout: 15_000 });
    const choices = await page.$$eval('[data-testid=absent-vote] [data-choice]', (els) => els.map((e) => e.getAttribute('data-choice')));
    if (choices.join() !== 'wait,bot,replace,end') fail(`the four choices are not all there: ${choices}`);
    const title = (await page.textContent('#absent-title')) ?? '';
    if (!title.includes(opened.players[gone]?.name ?? '?')) fail(`the vote does not name the absent player: "${title}"`);
    await noHorizontalOverflow(page, 'vote panel on a phone');
    await shot(page, 'vote-panel-phone');
    await expectAccessible(page, 'vote panel');
    await page.click('[data-testid=absent-vote] [data-choice=wait]');
    await page.waitForSelector('[data-testid=absent-vote] [data-choice=wait][aria-pressed=true]', { timeout: 10_000 });
    const said = (await page.textContent('[data-testid=absent-votes]')) ?? '';
    if (!said.includes('1 vote so far')) fail(`the panel does not count the vote: "${said}"`);
    const after = await api<GamePayload>('GET', `/api/games/${gameId}`);
    if (after.absent?.votes[String(voter)] !== 'wait') fail('the vote did not reach the server');
    step(`voted "wait" on a phone: "${said.trim()}"`);

    // Resign: a confirm step first, which can be left. The panel is below the first screen: scrolled to, it loads.
    await scrollToPanel(page, 'h2:has-text("Leave the game")');
    await page.click('[data-testid=leave] summary');
    await page.click('[data-testid=resign]');
    await page.waitForSelector('[data-testid=leave-confirm]');
    const ask = (await page.textContent('[data-testid=leave-confirm]')) ?? '';
    if (!ask.includes('a bot plays your seat to the end')) fail(`the confirm step does not say what resigning does: "${ask}"`);
    await noHorizontalOverflow(page, 'resign confirm on a phone');
    await shot(page, 'resign-confirm-phone');
    await expectAccessible(page, 'resign confirm');
    await page.click('[data-testid=leave-no]');
    await page.waitForSelector('[data-testid=leave-confirm]', { state: 'detached' });
    if ((await api<GamePayload>('GET', `/api/games/${gameId}`)).players[voter]?.resigned) fail('"Keep playing" resigned anyway');
    await page.click('[data-testid=resign]');
    await page.click('[data-testid=leave-yes]');
    await page.waitForFunction(() => document.querySelector('[data-testid=leave]') === null, undefined, { timeout: 10_000 });
    const resigned = await api<GamePayload>('GET', `/api/games/${gameId}`);
    if (!resigned.players[voter]?.resigned || resigned.players[voter]?.bot !== 'good') fail('the seat did not go to the bot');
    await page.waitForSelector('[data-testid=resigned-tag]', { timeout: 10_000 });
    await shot(page, 'resigned-phone');
    step('resigned after the confirm step: the good bot plays the seat');

    // Cancel: the host of a game nobody has played yet calls it off, after a confirm step.
    const fresh = await api<CreatedGame>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    for (const name of ['Bob', 'Cat']) await api<JoinedGame>('POST', `/api/join/${fresh.joinCode}`, { name });
    await page.goto(`/g/${fresh.gameId}#t=${fresh.token}`);
    await scrollToPanel(page, 'h2:has-text("Leave the game")');
    await page.waitForSelector('[data-testid=leave]', { timeout: 15_000 });
    await page.click('[data-testid=leave] summary');
    await page.click('[data-testid=cancel-game]');
    await page.waitForSelector('[data-testid=leave-confirm]');
    await noHorizontalOverflow(page, 'cancel confirm on a phone');
    await shot(page, 'cancel-confirm-phone');
    await page.click('[data-testid=leave-yes]');
    await page.waitForFunction(() => document.querySelector('[data-testid=leave]') === null, undefined, { timeout: 10_000 });
    const cancelled = await api<GamePayload>('GET', `/api/games/${fresh.gameId}`);
    if (cancelled.status !== 'aborted') fail(`the cancelled game is ${cancelled.status}, not aborted`);
    await shot(page, 'cancelled-phone');
    step('the host cancelled a game nobody had played, after the confirm step, on a phone');
    if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
