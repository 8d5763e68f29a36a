/**
 * Live updates in the browser: two seats of one game in two browser profiles, polling turned off
 * (`?poll=off`), so only the game's WebSocket can tell a page that something changed. An
 * opponent's move and a chat message must both arrive; then the table talk round trip by typing,
 * a take-back, a private note, and a rematch offered on one page and joined from the other.
 */
import { api, fail, launch, newPerson, pageErrors, screenshots, step } from './harness';

interface Created {
  gameId: string;
  token: string;
  joinCode: string;
}

/** Where the page names the newest move: the "Last move" line, or the recap's newest entry when the recap stands in for it. */
const NEWEST_MOVE = ':is([data-testid=last-move], [data-recap] [data-testid=recap-moves] li:last-child)';

async function main() {
  const shot = screenshots('screenshots/live');
  const created = await api<Created>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
  const bob = await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: 'Bob' });
  const cy = await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: 'Cy' });
  const tokens = [created.token, bob.token, cy.token];
  // Past the payload's 30-entry log tail before the pages open, so a move slides the tail
  // instead of growing it; stop where the seat to act may make a one-card play.
  type Mine = { version: number; logStart: number; active: number[]; actions: { type: string; cards?: string[] }[] };
  for (let i = 0; i < 200; i++) {
    const seat = (await api<Mine>('GET', `/api/games/${created.gameId}`)).active[0] as number;
    const mine = await api<Mine>('GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
    if (mine.logStart > 0 && mine.actions.some((a) => a.type === 'play' && a.cards?.length === 1)) break;
    await api('POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
  }
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
    const mine = await api<{ version: number; actions: { type: string; cards?: string[]; colour?: string }[] }>(
      'GET',
      `/api/games/${created.gameId}`,
      undefined,
      tokens[mover],
    );
    // A one-card play: the mover stays on the discard half of the turn, so it may be taken back.
    const onePlay = mine.actions.find((a) => a.type === 'play' && a.cards?.length === 1) ?? fail('no one-card play');
    const sentAt = Date.now();
    await api('POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action: onePlay }, tokens[mover]);
    await watcher.page.waitForFunction((old) => Number(document.querySelector('[data-testid=game-page]')?.getAttribute('data-version')) > old, before, {
      timeout: 10_000,
    });
    step(`the move reached the other page in ${Date.now() - sentAt} ms`);
    // The newest move is named in the "Last move" line, or, for a seat with a recap, as the recap's newest entry (the line then gives way).
    const mark = await (await watcher.page.waitForSelector(NEWEST_MOVE, { timeout: 5000 })).textContent();
    if (!mark || !(mark.includes('Last move') || (await watcher.page.$('[data-recap] [data-testid=recap-moves]'))))
      fail(`the page does not name the last move: ${mark}`);
    // The moved druid is ringed on the board's drawing itself.
    const ringed = await watcher.page.waitForSelector('[data-board] [data-last-move]', { timeout: 5000 });
    if ((await ringed.getAttribute('data-testid')) !== `druid-${String(onePlay.colour)}`) fail('the board does not ring the druid that moved');
    // The log's tail was full, so it slid rather than grew: its box still shows the newest entry.
    await watcher.page
      .waitForFunction(
        () => {
          const el = document.querySelector('[data-testid=log]');
          return !!el && el.scrollHeight - el.clientHeight - el.scrollTop <= 2;
        },
        undefined,
        { timeout: 3000 },
      )
      .catch(() => fail('the game log is not scrolled to its newest entry after the move'));

    step('the mover takes the play back from its page; the others see the position as before');
    let moverPage = mover === 0 ? ann.page : mover === 1 ? watcher.page : null;
    if (moverPage === null) {
      const cyPerson = await newPerson(browser, 'Cy');
      moverPage = cyPerson.page;
      await moverPage.goto(`/g/${created.gameId}?poll=off#t=${tokens[2]}`);
    }
    const afterMove = Number(await watcher.page.getAttribute('[data-testid=game-page]', 'data-version'));
    await moverPage.click('[data-testid=take-back]', { timeout: 10_000 });
    await watcher.page.waitForFunction((old) => Number(document.querySelector('[data-testid=game-page]')?.getAttribute('data-version')) > old, afterMove, {
      timeout: 10_000,
    });
    await moverPage.waitForSelector('[data-testid=take-back]', { state: 'detached', timeout: 10_000 });
    const mark2 = await (await watcher.page.waitForSelector(NEWEST_MOVE, { timeout: 5000 })).textContent();
    if (!mark2?.includes('took back')) fail(`the last-move mark does not show the take-back: ${mark2}`);
    await moverPage.waitForSelector('[data-decision]', { timeout: 10_000 });
    await shot(moverPage, 'taken-back');

    step('Ann writes to the table; Bob reads it without polling');
    await ann.page.fill('[data-testid=chat-input]', 'Good luck, all! https://example.org/rules');
    await ann.page.click('[data-testid=chat-send]');
    await watcher.page.waitForFunction(() => document.querySelector('[data-testid=chat-messages]')?.textContent?.includes('Good luck, all!'), undefined, {
      timeout: 10_000,
    });
    const link = await watcher.page.getAttribute('[data-testid=chat-messages] a', 'rel');
    if (!link?.includes('noopener')) fail('a link in the chat is not rel=noopener');
    await shot(watcher.page, 'chat-arrived');

    step('Bob keeps a private note; it is there after a reload and nowhere for Ann');
    await watcher.page.click('[data-testid=notes] summary');
    await watcher.page.fill('[data-testid=note-input]', 'Ann hoards bluestones');
    await watcher.page.click('[data-testid=note-save]');
    await watcher.page.waitForFunction(() => document.querySelector('[data-testid=note-status]')?.textContent?.startsWith('Saved'), undefined, {
      timeout: 10_000,
    });
    await watcher.page.reload();
    await watcher.page.waitForFunction(
      () => (document.querySelector('[data-testid=note-input]') as HTMLTextAreaElement | null)?.value === 'Ann hoards bluestones',
      undefined,
      {
        timeout: 10_000,
      },
    );
    if ((await ann.page.content()).includes('hoards bluestones')) fail("Bob's note reached Ann's page");

    step('a three-seat game is played to its end over the API; Ann offers a rematch, Bob joins it from his page');
    const duel = await api<Created>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const duelTokens = [duel.token];
    for (const name of ['Bob', 'Cy']) duelTokens.push((await api<{ token: string }>('POST', `/api/join/${duel.joinCode}`, { name })).token);
    let rng = 7;
    for (let moves = 0; moves < 2000; moves++) {
      const pub = await api<{ status: string; active: number[] }>('GET', `/api/games/${duel.gameId}`);
      if (pub.status === 'finished') break;
      const seat = pub.active[0] as number;
      const view = await api<{ version: number; actions: unknown[] }>('GET', `/api/games/${duel.gameId}`, undefined, duelTokens[seat]);
      rng = (rng * 1103515245 + 12345) % 2147483648;
      await api('POST', `/api/games/${duel.gameId}/actions`, { version: view.version, action: view.actions[rng % view.actions.length] }, duelTokens[seat]);
    }
    await ann.page.goto(`/g/${duel.gameId}?poll=off#t=${duelTokens[0]}`);
    await watcher.page.goto(`/g/${duel.gameId}?poll=off#t=${duelTokens[1]}`);
    await ann.page.waitForSelector('[data-testid=result]', { timeout: 10_000 });
    await watcher.page.waitForFunction(() => document.body.dataset.live === 'open', undefined, { timeout: 10_000 });
    await ann.page.click('[data-testid=rematch-offer]');
    await ann.page.waitForURL((url) => !url.pathname.endsWith(duel.gameId), { timeout: 10_000 });
    const rematchId = decodeURIComponent(new URL(ann.page.url()).pathname.split('/').pop() ?? '');
    await ann.page.waitForSelector('[data-testid=game-page][data-status=waiting]', { timeout: 10_000 });
    await watcher.page.waitForSelector('[data-testid=rematch-join]', { timeout: 10_000 });
    await shot(watcher.page, 'rematch-offered');
    await watcher.page.click('[data-testid=rematch-join]');
    await watcher.page.waitForURL((url) => url.pathname.endsWith(rematchId), { timeout: 10_000 });
    await watcher.page.waitForSelector('[data-testid=game-page][data-status=waiting]', { timeout: 10_000 });
    await api('POST', `/api/games/${duel.gameId}/rematch`, {}, duelTokens[2]);
    await watcher.page.waitForSelector('[data-testid=game-page][data-status=active]', { timeout: 10_000 });
    const again = await api<{ status: string; players: { name: string }[] }>('GET', `/api/games/${rematchId}`);
    if (again.status !== 'active' || again.players.map((p) => p.name).join() !== 'Ann,Bob,Cy')
      fail(`the rematch is not Ann, Bob and Cy playing: ${JSON.stringify(again)}`);
    await shot(watcher.page, 'rematch-joined');
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
