/**
 * The take-back window in the browser: the create form proposes 10 seconds and sends it; a move
 * the mover may take back shows on its own page with a countdown, "Send now" and "Take it back",
 * while the other seat's page (socket open, polling off) does not change; "Take it back" leaves
 * the other page as it was, "Send now" shows the move there at once. Then the same over HTTP
 * alone (`?live=off`), where the page learns of the window's end by itself.
 */
import type { Page } from 'playwright-core';
import { api, fail, gameVersion, launch, newPerson, pageErrors, step } from './harness';

type Mine = { version: number; active: number[]; pending?: { until: number }; actions: { type: string; cards?: string[] }[] };

async function openSeat(page: Page, gameId: string, token: string, query: string) {
  await page.goto(`/g/${gameId}?${query}#t=${token}`);
  await page.waitForSelector('[data-board]');
}

/** Plays over the API as `token` until the seat to act may make a play it can take back; returns that seat. */
async function moverOf(gameId: string, tokens: string[]): Promise<{ seat: number; mine: Mine; play: { type: string } }> {
  const seat = (await api<Mine>('GET', `/api/games/${gameId}`)).active[0] as number;
  const mine = await api<Mine>('GET', `/api/games/${gameId}`, undefined, tokens[seat]);
  const play = mine.actions.find((a) => a.type === 'play') ?? fail('no play to make');
  return { seat, mine, play };
}

async function main() {
  const browser = await launch();
  try {
    const host = await newPerson(browser, 'Ann');
    step('the create form proposes a 10-second take-back window and sends it');
    await host.page.goto('/');
    await host.page.waitForSelector('[data-testid=ruleset-stonerush]');
    await host.page.check('[data-testid=ruleset-stonerush]');
    if ((await host.page.inputValue('[data-testid=take-back-seconds]')) !== '10') fail('the form does not propose 10 seconds');
    await host.page.selectOption('[data-testid=players]', '3');
    await host.page.fill('[data-testid=name]', 'Ann');
    await host.page.selectOption('[data-testid=take-back-seconds]', '60');
    await host.page.click('[data-testid=create-button]');
    await host.page.waitForSelector('[data-testid=waiting-room]');
    const gameId = host.page.url().split('/g/')[1]?.split(/[?#]/)[0] ?? fail('no game id in the address');
    // The seat token the page stored on this device (web/src/tokens.ts).
    const annToken =
      (await host.page.evaluate((id) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith(`stonehenge:seat:${id}:`));
        return key ? localStorage.getItem(key) : null;
      }, gameId)) ?? fail('no seat token stored on the device');
    const joinCode = (await api<{ joinCode?: string }>('GET', `/api/games/${gameId}`, undefined, annToken)).joinCode ?? fail('no join code');
    const tokens = [annToken];
    for (const name of ['Bob', 'Cy']) tokens.push((await api<{ token: string }>('POST', `/api/join/${joinCode}`, { name })).token);
    const window = await api<{ takeBackSeconds?: number }>('GET', `/api/games/${gameId}`, undefined, annToken);
    if (window.takeBackSeconds !== 60) fail(`the game's window is ${window.takeBackSeconds}, not the 60 s chosen`);

    const first = await moverOf(gameId, tokens);
    const watcherSeat = (first.seat + 1) % 3;
    const mover = await newPerson(browser, 'mover');
    const watcher = await newPerson(browser, 'watcher');
    await openSeat(mover.page, gameId, tokens[first.seat]!, 'poll=off');
    await openSeat(watcher.page, gameId, tokens[watcherSeat]!, 'poll=off');
    for (const p of [mover.page, watcher.page]) await p.waitForFunction(() => document.body.dataset.live === 'open', undefined, { timeout: 10_000 });
    const before = await gameVersion(watcher.page);

    step('a move inside the window: the mover sees it with a countdown, the other page does not');
    await api('POST', `/api/games/${gameId}/actions`, { version: first.mine.version, action: first.play }, tokens[first.seat]);
    await mover.page.waitForSelector('[data-testid=pending-window]', { timeout: 10_000 });
    const countdown = (await mover.page.textContent('[data-testid=pending-countdown]')) ?? '';
    const seconds = Number(countdown.match(/(\d+)/)?.[1]);
    if (!(seconds > 50 && seconds <= 60)) fail(`the countdown says "${countdown}"`);
    if ((await gameVersion(mover.page)) !== first.mine.version + 1) fail('the mover does not see its own move');
    await mover.page.waitForTimeout(1500);
    if ((await gameVersion(watcher.page)) !== before) fail('the other seat saw a move inside the window');

    step('"Take it back": gone from the mover page (under a version of its own), and the other page never changed');
    await mover.page.click('[data-testid=pending-window] [data-testid=take-back]');
    // (The panel also hides while the take-back is on its way: wait for the answer itself.)
    await mover.page
      .waitForFunction(
        (v) =>
          Number(document.querySelector('[data-testid=game-page]')?.getAttribute('data-version')) === v &&
          !document.querySelector('[data-testid=pending-window], [data-testid=pending]'),
        // The take-back is a change of its own: a version after the one of the move taken back.
        first.mine.version + 2,
        { timeout: 10_000 },
      )
      .catch(() => fail('the take-back did not bring the mover back'));
    if ((await gameVersion(watcher.page)) !== before) fail('the take-back reached the other seat');

    step('"Send now": the other page shows the move at once');
    await api('POST', `/api/games/${gameId}/actions`, { version: first.mine.version + 2, action: first.play }, tokens[first.seat]);
    await mover.page.waitForSelector('[data-testid=send-now]', { timeout: 10_000 });
    const sentAt = Date.now();
    await mover.page.click('[data-testid=send-now]');
    await watcher.page.waitForFunction((old) => Number(document.querySelector('[data-testid=game-page]')?.getAttribute('data-version')) > old, before, {
      timeout: 10_000,
    });
    step(`the other page showed it ${Date.now() - sentAt} ms after "Send now"`);
    await mover.page.waitForSelector('[data-testid=pending-window]', { state: 'detached', timeout: 10_000 });

    step('over HTTP alone (?live=off): a 2-second window ends by itself and the page follows');
    const quick = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', {
      ruleset: 'stonerush',
      players: 3,
      name: 'Ann',
      takeBackSeconds: 2,
    });
    const quickTokens = [quick.token];
    for (const name of ['Bob', 'Cy']) quickTokens.push((await api<{ token: string }>('POST', `/api/join/${quick.joinCode}`, { name })).token);
    const second = await moverOf(quick.gameId, quickTokens);
    const plain = await newPerson(browser, 'plain');
    await openSeat(plain.page, quick.gameId, quickTokens[second.seat]!, 'live=off');
    await api('POST', `/api/games/${quick.gameId}/actions`, { version: second.mine.version, action: second.play }, quickTokens[second.seat]);
    await plain.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await plain.page.waitForSelector('[data-testid=pending-window]', { timeout: 10_000 });
    await plain.page.waitForSelector('[data-testid=pending-window]', { state: 'detached', timeout: 15_000 });
    const published = await api<Mine>('GET', `/api/games/${quick.gameId}`);
    if (published.version !== second.mine.version + 1) fail('the 2-second window did not publish the move');
    if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
    console.log('take-back-window: OK');
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
