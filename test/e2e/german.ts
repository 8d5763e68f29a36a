/**
 * German in the browser (#33 item 3): the start page with `?lang=de` is German (and `<html lang>`
 * says so), the choice sticks to the next page without `?lang=`, a Stonerush game opened with
 * `?lang=de` is German, a move made by clicking keeps it German, and the header's switch brings
 * English back. axe passes on the German game page. Screenshots land in screenshots/german/.
 */
import type { Page } from 'playwright-core';
import type { GamePayload } from '@schema/api';
import { expectAccessible } from './axe';
import { api, fail, launch, newPerson, noHorizontalOverflow, pageErrors, screenshots, step, waitForVersionAbove } from './harness';

type Srp = GamePayload<{ hand?: string[]; step: string }, { type: string; cards?: string[]; colour?: string }>;

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim();

async function main() {
  const browser = await launch();
  const shot = screenshots('screenshots/german');
  try {
    const person = await newPerson(browser, 'Anna');
    const page = person.page;

    await page.goto('/?lang=de');
    await page.waitForSelector('h1');
    const h1 = await text(page, 'h1');
    if (h1 !== 'Stonehenge im Browser spielen') fail(`the German start page's heading is "${h1}"`);
    if ((await page.getAttribute('html', 'lang')) !== 'de') fail('<html lang> is not "de" on the German start page');
    const nav = await text(page, 'nav[aria-label="Hauptmenü"]');
    for (const word of ['Neues Spiel', 'Meine Spiele', 'Regeln']) if (!nav.includes(word)) fail(`the German menu lacks "${word}": ${nav}`);
    if ((await page.locator('[data-testid=lang-en]').count()) !== 1) fail('the German page offers no switch to English');
    step(`?lang=de: the start page is German ("${h1}"), <html lang="de">, the menu says ${nav.replace(/\s+/g, ' ').slice(0, 60)}…`);
    await shot(page, 'home-de');
    const manifest = await page.getAttribute('link[rel="manifest"]', 'href');
    if (manifest !== '/manifest.de.webmanifest') fail(`the German page links the manifest "${manifest}"`);
    const installed = await page.evaluate(async (href) => (await (await fetch(href)).json()) as { name: string; lang: string }, manifest);
    if (installed.name !== 'Stonehenge — im Browser spielen' || installed.lang !== 'de') fail(`the German manifest says ${JSON.stringify(installed)}`);
    step(`the page links the German manifest: the installed app is "${installed.name}"`);

    await page.goto('/rules');
    await page.waitForSelector('[data-testid=nav-account]');
    const account = await text(page, '[data-testid=nav-account]');
    await page.goto('/open');
    await page.waitForSelector('h1');
    if ((await page.title()) !== 'Stonehenge — im Browser spielen') fail(`the open games' tab title is "${await page.title()}"`);
    if (account !== 'Konto') fail(`the next page without ?lang= forgot German: the menu says "${account}"`);
    step('the choice sticks: the next page without ?lang= is German too ("Konto")');

    // A Stonerush game of three; the others move over the API until it is Anna's turn.
    const created = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Anna' });
    const tokens = [created.token];
    for (const name of ['Bernd', 'Clara']) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name })).token);
    for (let guard = 0; guard < 20; guard++) {
      const pub = await api<Srp>('GET', `/api/games/${created.gameId}`);
      const seat = pub.active[0]!;
      if (seat === 0) break;
      const theirs = await api<Srp>('GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
      const action =
        theirs.actions.find((a) => a.type === 'discard') ?? theirs.actions.find((a) => a.type === 'play' && a.cards?.length === 1) ?? theirs.actions[0];
      await api('POST', `/api/games/${created.gameId}/actions`, { version: theirs.version, action }, tokens[seat]);
    }
    const fresh = await newPerson(browser, 'Anna (game)');
    const game = fresh.page;
    await game.goto(`/g/${created.gameId}?lang=de#t=${created.token}`);
    await game.waitForSelector('[data-testid=your-turn]', { timeout: 15_000 });
    const banner = await text(game, '[data-testid=your-turn]');
    if (!banner.includes('Du bist am Zug')) fail(`the German turn banner says "${banner}"`);
    const status = await text(game, '[data-testid=status]');
    if (status !== 'Läuft') fail(`the German status says "${status}"`);
    if (!(await text(game, '#log-title')).includes('Verlauf')) fail('the log is not titled "Verlauf"');
    step(`?lang=de: the game page is German ("${banner.replace(/\W+/, '')}", status "${status}", log "Verlauf")`);
    // The board came with its own German words (loadBoard awaits them): the hand, the play button, the circle's label.
    if ((await text(game, '#hand-title')) !== 'Deine Hand') fail(`the board's hand is titled "${await text(game, '#hand-title')}"`);
    const playButton = await text(game, '[data-testid=play-button]');
    if (playButton !== 'Spielen') fail(`the play button says "${playButton}"`);
    const circle = (await game.getAttribute('[data-board=stonerush]', 'aria-label')) ?? '';
    if (!circle.startsWith('Steinkreis.')) fail(`the stone circle is labelled "${circle.slice(0, 60)}"`);
    step('the Stonerush board is German too ("Deine Hand", "Spielen", the circle\'s label)');
    await expectAccessible(game, 'the German game page');
    await noHorizontalOverflow(game, 'the German game page');

    // A move by clicking: the first card that is a play on its own, then Play.
    const mine = await api<Srp>('GET', `/api/games/${created.gameId}`, undefined, created.token);
    const hand = mine.view.hand ?? fail('no hand');
    const k = hand.findIndex((id) =>
      mine.actions.some((a) => a.type === 'play' && a.cards?.length === 1 && a.cards[0] === id && Number(id.slice(1)) % 6 !== 0),
    );
    if (k < 0) fail(`no single coloured play in ${hand.join(',')}`);
    await game.locator('[data-testid=hand-card]').nth(k).click();
    await game.click('[data-testid=play-button]');
    await waitForVersionAbove(game, mine.version);
    await game.waitForSelector('[data-testid=game-page]');
    const players = await text(game, '[data-testid=players]');
    if ((await game.locator('[data-testid=players] .tag', { hasText: /^du$/ }).count()) !== 1)
      fail(`after the move the players strip is not German: ${players}`);
    if ((await game.locator('text=Your turn').count()) > 0) fail('"Your turn" in English after the move');
    step(
      `played a card by clicking: version ${mine.version} → ${await game.getAttribute('[data-testid=game-page]', 'data-version')}, the page stays German (players: ${players.replace(/\s+/g, ' ').slice(0, 50)}…)`,
    );
    await shot(game, 'game-de');

    await game.click('[data-testid=lang-en]');
    await game.waitForSelector('#log-title');
    await game.waitForFunction(() => document.documentElement.lang === 'en');
    const log = await text(game, '#log-title');
    if (log !== 'Log') fail(`after switching to English the log is titled "${log}"`);
    step('the header switch brings English back on the same game ("Log", <html lang="en">)');
    // A refusal of the server, said in German: a seat link for a seat nobody gave away.
    await page.goto(`/claim/${created.gameId}/1?lang=de#k=not-a-key`);
    await page.fill('#claim-name', 'Dora');
    await page.click('[data-testid=claim-take]');
    const refusal = await page.waitForSelector('[data-testid=form-error]').then((e) => e.textContent());
    if (!refusal?.startsWith('Dieser Platzlink passt zu keinem Platz')) fail(`the claim's refusal says "${refusal}"`);
    step(`a server refusal in German: "${refusal}"`);
    await fresh.context.close();
    await person.context.close();
    if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
    step('all done');
  } finally {
    await browser.close();
  }
}

main().then(
  () => console.log('e2e german: 1 passed, 0 failed'),
  (err: Error) => {
    console.error(`e2e german: FAILED: ${err.message}`);
    process.exit(1);
  },
);
