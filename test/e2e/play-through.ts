/**
 * What the whole-game play-throughs (test/e2e/run.ts for Stonerush, and one script for each other
 * ruleset) share: the opening of the table by the create form and the invite link, and the checks
 * every one ends with once its own result checks have passed.
 */
import type { Browser } from 'playwright-core';
import { expectAccessible } from './axe';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, type Person, archiveRow, createByForm, fail, joinByInvite, newPerson, noHorizontalOverflow, nudge, step } from './harness';
import { checkReplay } from './replay';

/**
 * `names[0]` hosts a game of `ruleset` by the home page's form (`choose` sets the players and options),
 * the others join by the invite link in their own browser profiles, `phone` on a 375 px phone and the
 * rest on a desktop, and every page waits until the game has started and shows `board`.
 */
export async function openTable(
  browser: Browser,
  ruleset: string,
  names: readonly string[],
  phone: string,
  choose: (page: Page) => Promise<unknown>,
  board: string,
): Promise<Table> {
  const [hostName, ...others] = names;
  const host = await newPerson(browser, hostName ?? fail('no host'));
  const { gameId, invite } = await createByForm(host, ruleset, choose);
  step(`${host.name} created game ${gameId}; invite link ${invite}`);
  const players = [host];
  for (const name of others) {
    const p = await newPerson(browser, name, name === phone ? PHONE : DESKTOP);
    await joinByInvite(p, invite);
    players.push(p);
    step(`${p.name} joined by the invite link${p.phone ? ' (on a 375 px phone)' : ''}`);
  }
  await nudge(host.page);
  await host.page.waitForSelector('[data-testid=game-page][data-status=active]', { timeout: 10_000 });
  for (const p of players) await p.page.waitForSelector(board, { timeout: 15_000 });
  return { browser, ruleset, gameId, players, phone: players.find((p) => p.name === phone) ?? fail(`no seat for ${phone}`) };
}

/** A game in play and the people at it, as `openTable` answers. */
export interface Table {
  browser: Browser;
  ruleset: string;
  gameId: string;
  /** Every seat; the first is the host, on a desktop. */
  players: Person[];
  /** A seated player on a 375 px phone. */
  phone: Person;
}

export interface Ending {
  /** The script's screenshot folder and its `screenshots(folder)` function. */
  shots: string;
  shot: (page: Person['page'], name: string) => Promise<void>;
  /** What a spectator must see beside the result: the board, or its revealed hidden cards. */
  spectatorSees: string;
}

/**
 * Runs the shared ending of a play-through and answers the archive row's text and the spectator
 * (a fresh phone-sized profile, still open: the caller closes every context).
 */
export async function checkFinishedGame(table: Table, ending: Ending): Promise<{ row: string; watcher: Person }> {
  const { ruleset, gameId, players, phone } = table;
  const { shot } = ending;
  const host = players[0] ?? fail('no players');
  await shot(host.page, 'finished-desktop');
  await expectAccessible(host.page, `${ruleset} finished-desktop`);
  await shot(phone.page, 'finished-375');
  await noHorizontalOverflow(phone.page, 'finished page at 375 px');

  const row = await archiveRow(
    host.page,
    gameId,
    players.map((p) => p.name),
  );
  step('the game is listed in the archive with every player');
  await shot(host.page, 'archive');
  await expectAccessible(host.page, `${ruleset} archive`);
  const record = await host.page.request.get(`/api/games/${gameId}/record`);
  if (!record.ok()) fail(`record download failed: ${record.status()}`);
  const body = (await record.json()) as { format: string; ruleset: string; actions: unknown[] };
  if (body.format !== 'stonehenge-record/1' || body.ruleset !== ruleset) fail(`the record has the wrong format or ruleset: ${body.format}, ${body.ruleset}`);
  step(`the record downloads (${body.actions.length} actions)`);

  const watcher = await newPerson(table.browser, 'Watcher', PHONE);
  await watcher.page.goto('/archive');
  await watcher.page.click(`[data-testid=archive-row][data-game="${gameId}"] a >> nth=0`);
  await watcher.page.waitForSelector('[data-testid=result]');
  await watcher.page.waitForSelector(ending.spectatorSees);
  await noHorizontalOverflow(watcher.page, 'finished game for a spectator at 375 px');
  await shot(watcher.page, 'finished-spectator-375');
  await expectAccessible(watcher.page, `${ruleset} finished-spectator-375`);
  step('a spectator on a phone opens the finished game from the archive and sees the result and the board');

  // The replay page steps through the finished game with every hidden card shown.
  for (const line of await checkReplay(host.page, gameId, `${ending.shots}/replay-0`)) step(`replay: ${line}`);
  await expectAccessible(host.page, `${ruleset} replay page`);
  return { row, watcher };
}
