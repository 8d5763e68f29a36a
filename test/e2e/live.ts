/**
 * Live updates in the browser: two seats of one game in two browser profiles, polling turned off
 * (`?poll=off`), so only the game's WebSocket can tell a page that something changed. An
 * opponent's move and a chat message must both arrive; then the table talk round trip by typing.
 */
import { BASE_URL, fail, launch, newPerson, pageErrors, screenshots, step } from './harness';

interface Created {
  gameId: string;
  token: string;
  joinCode: string;
}

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) fail(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const shot = screenshots('screenshots/live');
  const created = await api<Created>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
  const bob = await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: 'Bob' });
  const cy = await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: 'Cy' });
  const tokens = [created.token, bob.token, cy.token];
  const browser = await launch();
  try {
    const ann = await newPerson(browser, 'Ann');
    const watcher = await newPerson(browser, 'Bob');
    step('two seats open the game with polling off');
    await ann.page.goto(`/g/${created.gameId}?poll=off#t=${tokens[0]}`);
    await watcher.page.goto(`/g/${created.gameId}?poll=off#t=${tokens[1]}`);
    for (const p of [ann.page, watcher.page]) {
      await p.waitForSelector('[data-board]');
      await p.waitForFunction(() => document.body.dataset.live === 'open', undefined, { timeout: 10_000 });
    }
    const before = Number(await watcher.page.getAttribute('[data-testid=game-page]', 'data-version'));

    step('the seat to act moves over the API; the watching page shows it without polling');
    const state = await api<{ active: number[] }>('GET', `/api/games/${created.gameId}`);
    const mover = state.active[0] as number;
    const mine = await api<{ version: number; actions: { type: string }[] }>('GET', `/api/games/${created.gameId}`, undefined, tokens[mover]);
    const sentAt = Date.now();
    await api('POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[mover]);
    await watcher.page.waitForFunction(
      (old) => Number(document.querySelector('[data-testid=game-page]')?.getAttribute('data-version')) > old,
      before,
      { timeout: 10_000 },
    );
    step(`the move reached the other page in ${Date.now() - sentAt} ms`);
    const mark = await (await watcher.page.waitForSelector('[data-board] [data-last-move]', { timeout: 5000 })).textContent();
    if (!mark?.includes('Last move')) fail(`the board does not mark the last move: ${mark}`);
    const moverPage = mover === 0 ? ann.page : mover === 1 ? watcher.page : null;
    if (moverPage === null) {
      // Cy moved: now Ann or Bob may be to act; whoever is has the decision panel.
      await Promise.race([ann.page.waitForSelector('[data-decision]', { timeout: 10_000 }), watcher.page.waitForSelector('[data-decision]', { timeout: 10_000 })]);
    }

    step('Ann writes to the table; Bob reads it without polling');
    await ann.page.fill('[data-testid=chat-input]', 'Good luck, all! https://example.org/rules');
    await ann.page.click('[data-testid=chat-send]');
    await watcher.page.waitForFunction(() => document.querySelector('[data-testid=chat-messages]')?.textContent?.includes('Good luck, all!'), undefined, {
      timeout: 10_000,
    });
    const link = await watcher.page.getAttribute('[data-testid=chat-messages] a', 'rel');
    if (!link?.includes('noopener')) fail('a link in the chat is not rel=noopener');
    await shot(watcher.page, 'chat-arrived');
    if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
    step('live updates: done');
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
