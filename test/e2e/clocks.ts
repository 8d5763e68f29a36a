/**
 * Clocks on a phone (390×844), issue #31: a game with the "Relaxed" bank made on the create form
 * (weekends off said there and on the page); the seat to act's clock counts down on the page and
 * in My games; a player goes away from the game page's away control and the others see "away
 * until …"; another gives them time and the log says so; nothing overflows sideways.
 * Screenshots land in screenshots/clocks/.
 */
import type { GamePayload, MyGame } from '@schema/api';
import { api, browserScript, fail, newPerson, noHorizontalOverflow, screenshots, scrollToPanel, step } from './harness';

const PHONE = { width: 390, height: 844 };

browserScript(
  'clocks',
  async (browser) => {
    const shot = screenshots('screenshots/clocks');
    step('create a Stonerush game with the Relaxed bank and weekends off, on a phone');
    const ann = await newPerson(browser, 'Ann', PHONE);
    await ann.page.goto('/');
    await ann.page.click('[data-testid=game-card][data-ruleset="stonerush"] [data-testid=game-start]');
    await ann.page.waitForSelector('[data-testid=deadline-hours]');
    const preset = await ann.page.$eval('[data-testid=deadline-hours]', (el) => (el as HTMLSelectElement).value);
    if (preset !== 'h72') fail(`the create form's clock defaults to ${preset}, not 72 hours a move`);
    await ann.page.selectOption('[data-testid=deadline-hours]', 'none');
    await ann.page.waitForSelector('[data-testid=no-deadline-risk]');
    await ann.page.selectOption('[data-testid=deadline-hours]', 'relaxed');
    await ann.page.check('[data-testid=weekends-off]');
    const summary = (await ann.page.textContent('[data-testid=clock-summary]')) ?? '';
    if (!/Saturdays and Sundays/.test(summary)) fail(`the form does not say weekends off: ${summary}`);
    await ann.page.fill('[data-testid=name]', 'Ann');
    await noHorizontalOverflow(ann.page, 'create form (phone)');
    await shot(ann.page, 'create-form');
    await ann.page.click('[data-testid=create-button]');
    await ann.page.waitForSelector('[data-testid=game-page]', { timeout: 15_000 });
    const gameId = /\/g\/([a-z0-9]+)/.exec(ann.page.url())?.[1] ?? fail('no game page after create');
    const annToken = await ann.page.evaluate((id) => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? '';
        const value = localStorage.getItem(key) ?? '';
        if (key.includes(id) && /[A-Za-z0-9_-]{20,}/.test(value)) return /[A-Za-z0-9_-]{20,}/.exec(value)?.[0] ?? null;
      }
      return null;
    }, gameId);
    const pre = await api<GamePayload>('GET', `/api/games/${gameId}`);
    if (pre.timeControl?.kind !== 'bank' || !pre.weekendsOff) fail(`the game's time control is ${JSON.stringify(pre.timeControl)}`);
    const joinCode = (await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, annToken ?? undefined)).joinCode ?? fail('no join code for the host');
    const tokens = [annToken ?? fail('no seat token in the browser')];
    for (const name of ['Bob', 'Cy']) tokens.push((await api<{ token: string }>('POST', `/api/join/${joinCode}`, { name })).token);

    const game = await api<GamePayload>('GET', `/api/games/${gameId}`);
    const toAct = game.active[0] ?? fail('nobody to act');
    const other = (toAct + 1) % 3;
    step('the clock of the seat to act counts down on the page, and weekends off is said');
    const watcher = await newPerson(browser, 'Watcher', PHONE);
    const page = watcher.page;
    await page.goto(`/g/${gameId}#t=${tokens[other]}`);
    await page.waitForSelector('[data-testid=clock]');
    const first = (await page.textContent('[data-testid=clock]')) ?? '';
    if (!/to move/.test(first)) fail(`the clock says "${first}"`);
    // The clock panel is below the first screen on a phone: scrolled to, it loads.
    await scrollToPanel(page, '#away');
    const control = (await page.textContent('[data-testid=time-control]')) ?? '';
    if (!/Saturdays and Sundays/.test(control)) fail(`the page does not say weekends off: ${control}`);
    await noHorizontalOverflow(page, 'game page (phone)');

    step('the seat to act goes away from its game page; the others see "away until"');
    const mover = await newPerson(browser, 'Mover', PHONE);
    await mover.page.goto(`/g/${gameId}#t=${tokens[toAct]}&away`);
    await mover.page.waitForSelector('[data-testid=away-go]');
    await mover.page.click('[data-testid=away-go]');
    await mover.page.waitForSelector('[data-testid=away-you]');
    await shot(mover.page, 'away-self');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForSelector('[data-testid=away-tag]', { timeout: 15_000 });
    const tag = (await page.textContent('[data-testid=away-tag]')) ?? '';
    if (!/^away until \w{3} \d{1,2} \w{3}$/.test(tag.trim())) fail(`the co-player sees "${tag}"`);

    step('another seat gives the away seat 12 hours; the log says so');
    const before = (await api<GamePayload>('GET', `/api/games/${gameId}`)).clocks?.find((c) => c.seat === toAct)?.deadline ?? fail('no deadline');
    await page.click('[data-testid=give-time] summary');
    await page.selectOption('[data-testid=give-to]', String(toAct));
    await page.fill('[data-testid=give-hours]', '12');
    await page.click('[data-testid=give-go]');
    await page.waitForFunction(() => /gave .* 12 h\./.test(document.body.textContent ?? ''), undefined, { timeout: 15_000 });
    const after = (await api<GamePayload>('GET', `/api/games/${gameId}`)).clocks?.find((c) => c.seat === toAct)?.deadline ?? fail('no deadline');
    if (after - before !== 12 * 3_600_000) fail(`giving 12 h moved the deadline by ${(after - before) / 3_600_000} h`);
    await noHorizontalOverflow(page, 'game page after giving time (phone)');
    await shot(page, 'game-page');

    step('My games counts the clock down and links to the away control');
    const mine = await api<{ games: MyGame[] }>('POST', '/api/my-games', { tokens: [tokens[toAct]] });
    if (mine.games[0]?.deadline !== after) fail(`My games says the deadline is ${mine.games[0]?.deadline}`);
    await mover.page.goto('/my-games');
    await mover.page.waitForSelector('[data-testid=my-clock]');
    const listed = (await mover.page.textContent('[data-testid=my-clock]')) ?? '';
    if (!/to move/.test(listed)) fail(`My games shows "${listed}"`);
    await mover.page.waitForSelector('[data-testid=my-away-link]');
    await noHorizontalOverflow(mover.page, 'my games (phone)');
    await shot(mover.page, 'my-games');
  },
  'clocks: countdown, away and give time passed on a phone',
);
