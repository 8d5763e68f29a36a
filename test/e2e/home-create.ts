/**
 * The home page presents the games and its form prevents its own errors (#20 items 2, 3 and 5):
 * four cards with a pitch, the players, a length from the archive's statistics (or "no finished
 * games yet") and a rules link; "Start a game" on Raiding Stonehenge picks it in the form and
 * moves focus there; 3 players switch on the 2–3 player variant and say so, accelerator ×3 and
 * switching the variant off are disabled with the reason, reduced colours is switched off for 5
 * players; each option links to its rules section; the bot level can be chosen; the game is
 * created with the fitted options. axe, no horizontal overflow and screenshots at 1280×800 and
 * 390×844.
 */
import type { Page } from 'playwright-core';
import { RULESET_META } from '@engine/setup-checks';
import type { GamePayload, RulesetInfo, StatsPage } from '@schema/api';
import { expectAccessible } from './axe';
import { api, fail, newPerson, noHorizontalOverflow, screenshots, step, browserScript } from './harness';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const RAIDING = 'raiding-stonehenge';

const text = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? '').replace(/\s+/g, ' ').trim();

/** The length line a card should show, worked out here from GET /api/stats on its own. */
function expectedLength(stats: StatsPage, rulesetId: string): RegExp {
  const entry = stats.rulesets.find((r) => r.ruleset === rulesetId);
  const games = entry?.byPlayers.reduce((n, b) => n + b.games, 0) ?? 0;
  if (!entry || games === 0) return /^no finished games yet$/;
  const each = Math.max(1, Math.round(entry.byPlayers.reduce((n, b) => n + (b.averageLength / b.players) * b.games, 0) / games));
  return new RegExp(`^about ${each} moves each, so ~${each} days at one move a day \\(${games} finished games?\\)$`);
}

async function checkCards(page: Page, rulesets: RulesetInfo[], stats: StatsPage): Promise<void> {
  await page.waitForSelector('[data-testid=game-card]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=game-length]')?.textContent?.includes('…'));
  const cards = page.locator('[data-testid=game-card]');
  if ((await cards.count()) !== rulesets.length) fail(`${await cards.count()} cards for ${rulesets.length} rulesets`);
  const formTop = await page.locator('[data-testid=create-form]').evaluate((f) => f.getBoundingClientRect().top);
  const lastCardTop = await cards.last().evaluate((c) => c.getBoundingClientRect().top);
  if (lastCardTop > formTop) fail('the cards should come before the create form');
  for (const r of rulesets) {
    const card = `[data-testid=game-card][data-ruleset="${r.id}"]`;
    if ((await text(page, `${card} h3`)) !== r.title) fail(`${r.id}: the card's title`);
    const pitch = await text(page, `${card} [data-testid=game-pitch]`);
    if (pitch.length < 40 || pitch !== r.pitch) fail(`${r.id}: the pitch "${pitch}"`);
    const players = await text(page, `${card} [data-testid=game-players]`);
    // The meta's ranges: Raiding says "4–5 (2–3 with a variant)" here as on its rules page.
    const meta = RULESET_META.find((m) => m.id === r.id)!;
    const wantPlayers = meta.variantPlayers
      ? `${meta.variantPlayers.max + 1}–${meta.maxPlayers} (${meta.variantPlayers.min}–${meta.variantPlayers.max} with a variant)`
      : r.minPlayers === r.maxPlayers
        ? `${r.minPlayers}`
        : `${r.minPlayers}–${r.maxPlayers}`;
    if (players !== wantPlayers) fail(`${r.id}: players "${players}", expected "${wantPlayers}"`);
    const length = await text(page, `${card} [data-testid=game-length]`);
    if (!expectedLength(stats, r.id).test(length)) fail(`${r.id}: length "${length}" does not match ${expectedLength(stats, r.id)}`);
    if ((await page.getAttribute(`${card} [data-testid=game-rules]`, 'href')) !== `/rules/${r.id}`) fail(`${r.id}: the rules link`);
    if ((await page.locator(`${card} [data-testid=game-start]`).count()) !== 1) fail(`${r.id}: no "Start a game"`);
  }
}

const isChecked = (page: Page, id: string) => page.isChecked(`[data-testid=option-${id}]`);
const isDisabled = (page: Page, id: string) => page.isDisabled(`[data-testid=option-${id}]`);
const note = (page: Page, id: string) => text(page, `[data-testid=option-${id}-note]`);

browserScript('home-create', async (browser) => {
  const shot = screenshots('screenshots/home');
  const rulesets = (await api<{ rulesets: RulesetInfo[] }>('GET', '/api/rulesets')).rulesets;
  const stats = await api<StatsPage>('GET', '/api/stats');
  if (rulesets.length !== 4) fail(`4 rulesets expected, got ${rulesets.length}`);
  const host = await newPerson(browser, 'Hana', DESKTOP);
  const { page } = host;
  await page.goto('/');
  await checkCards(page, rulesets, stats);
  await noHorizontalOverflow(page, 'home page (desktop)');
  await expectAccessible(page, 'home page (desktop)');
  await page.screenshot({ path: 'screenshots/home/home-top-desktop.png' });
  await shot(page, 'home-desktop');
  step(
    `four cards before the form, each with pitch, players, length and rules link; e.g. "${await text(page, '[data-testid=game-card] [data-testid=game-length]')}"`,
  );

  // "Start a game" on the Raiding card: chosen in the form, focus there, the form in view.
  await page.click(`[data-testid=game-card][data-ruleset="${RAIDING}"] [data-testid=game-start]`);
  if (!(await page.isChecked(`[data-testid=ruleset-${RAIDING}]`))) fail('"Start a game" did not choose Raiding Stonehenge in the form');
  if ((await page.evaluate(() => document.activeElement?.id)) !== `ruleset-${RAIDING}`) fail('focus did not move to the chosen ruleset');
  await page.waitForFunction(() => Math.abs(document.querySelector('[data-testid=create-form]')?.getBoundingClientRect().top ?? 999) < 40);
  step('"Start a game" on Raiding Stonehenge chose it in the form, scrolled there and focused the choice');

  // 4 players: the variant is for 2–3 only, and says so.
  await page.selectOption('[data-testid=players]', '4');
  if ((await isChecked(page, 'twoThreePlayers')) || !(await isDisabled(page, 'twoThreePlayers')))
    fail('at 4 players the 2–3 variant should be off and disabled');
  if (!/Cannot be switched on: .*only for 2 or 3 players/.test(await note(page, 'twoThreePlayers'))) fail('no reason why the 2–3 variant is disabled at 4');
  // Reduced colours chosen at 4, then 5 players: switched off with the reason.
  await page.check('[data-testid=option-reducedColours]');
  await page.selectOption('[data-testid=players]', '5');
  if (await isChecked(page, 'reducedColours')) fail('reduced colours should be switched off for 5 players');
  if (!/Switched off automatically\. .*3–4 players/.test(await note(page, 'reducedColours')))
    fail(`reduced colours note: "${await note(page, 'reducedColours')}"`);
  step(`4 players: the 2–3 variant is disabled ("${await note(page, 'twoThreePlayers')}"); 5 players switch reduced colours off and say why`);

  // 3 players: the variant is switched on, with its note, and cannot be switched off; ×3 cannot be chosen.
  await page.selectOption('[data-testid=players]', '3');
  if (!(await isChecked(page, 'twoThreePlayers'))) fail('3 players did not switch on the 2–3 player variant');
  if (!(await isDisabled(page, 'twoThreePlayers'))) fail('the 2–3 variant should not be switchable off at 3 players');
  const variantNote = await note(page, 'twoThreePlayers');
  if (!/^Switched on automatically\. With 2 or 3 players the 2–3 player variant is needed\.$/.test(variantNote)) fail(`variant note: "${variantNote}"`);
  if (!(await page.isVisible('[data-testid=option-twoThreePlayers-note]'))) fail('the variant note is not visible');
  const summary = await text(page, '[data-testid=setup-changes]');
  if (!summary.includes('“2–3 players” is switched on')) fail(`no note by the player count: "${summary}"`);
  if (!(await page.isVisible('[data-testid=setup-changes]'))) fail('the note by the player count is not visible');
  const x3Disabled = await page.$eval('[data-testid=option-accelerator] option[value=x3]', (o) => (o as HTMLOptionElement).disabled);
  if (!x3Disabled) fail('accelerator ×3 should be disabled with the 2–3 variant');
  if (!/×3 cannot be chosen: .*cannot be combined with ×3/.test(await note(page, 'accelerator'))) fail('no reason why ×3 is disabled');
  if (!(await isChecked(page, 'reducedColours'))) fail('reduced colours, chosen at 4 and refused at 5, should be back at 3');
  await page.locator('[data-testid=option-twoThreePlayers]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/home/variant-switched-on-desktop.png' });
  step(`3 players: "${summary}"; the option says "${variantNote}"; ×3 is disabled with its reason`);

  // Every option explains itself and links to its rules section.
  const ruleset = rulesets.find((r) => r.id === RAIDING) ?? fail('no raiding');
  for (const o of ruleset.options) {
    const href = await page.getAttribute(`[data-testid=option-${o.id}-rules]`, 'href');
    if (href !== `/rules/${RAIDING}#option-${o.id}`) fail(`option ${o.id}: rules link ${href}`);
    const help = await text(page, `#option-${o.id}-help`);
    if (!help.startsWith(o.help) || !help.includes('How this works')) fail(`option ${o.id}: help "${help}"`);
  }
  step(`each of the ${ruleset.options.length} options shows its explanation and links to /rules/${RAIDING}#option-<id>`);

  await page.selectOption('[data-testid=bot-count]', '2');
  await page.selectOption('[data-testid=bot-level]', 'random');
  await page.fill('[data-testid=name]', 'Hana');
  await expectAccessible(page, 'home page with notes (desktop)');
  await page.click('[data-testid=create-button]');
  await page.waitForSelector('[data-testid=game-page]', { timeout: 15_000 });
  const gameId = page.url().split('/g/')[1] ?? fail('no game id');
  const game = await api<GamePayload>('GET', `/api/games/${gameId}`);
  if (game.options.twoThreePlayers !== true || game.players.length !== 3) fail(`game made with ${JSON.stringify(game.options)}`);
  if (game.players.filter((p) => p.bot === 'random').length !== 2) fail('the bot level was not taken');
  step(`submitted: game ${gameId} has 3 seats (2 random bots) with the 2–3 player variant on`);
  // The game page names the option as a link to its section of the rules page.
  await page.waitForSelector('[data-testid=options-line] [data-testid=option-link]');
  const optionHref = await page.getAttribute('[data-testid=options-line] [data-option=twoThreePlayers]', 'href');
  if (optionHref !== `/rules/${RAIDING}#option-twoThreePlayers`) fail(`the game page's option links to ${optionHref}`);
  step(`the game page's options line links the variant to ${optionHref}`);
  await host.context.close();

  // A phone.
  const phone = await newPerson(browser, 'Hana on a phone', PHONE);
  await phone.page.goto('/');
  await checkCards(phone.page, rulesets, stats);
  await noHorizontalOverflow(phone.page, 'home page (phone)');
  await expectAccessible(phone.page, 'home page (phone)');
  await phone.page.screenshot({ path: 'screenshots/home/home-top-phone.png' });
  await shot(phone.page, 'home-phone');
  await phone.page.click(`[data-testid=game-card][data-ruleset="${RAIDING}"] [data-testid=game-start]`);
  await phone.page.selectOption('[data-testid=players]', '2');
  if (!(await phone.page.isChecked('[data-testid=option-twoThreePlayers]'))) fail('phone: 2 players did not switch on the variant');
  const botWords = await phone.page.$$eval('[data-testid=bot-count] option', (els) => els.map((e) => e.textContent ?? ''));
  if (!botWords.includes('1 bot: play solo')) fail(`phone, 2 players: the bot choices read ${JSON.stringify(botWords)}`);
  await noHorizontalOverflow(phone.page, 'home page with notes (phone)');
  await expectAccessible(phone.page, 'home page with notes (phone)');
  await phone.page.screenshot({ path: 'screenshots/home/players-note-phone.png' });
  await phone.page.locator('[data-testid=option-twoThreePlayers]').scrollIntoViewIfNeeded();
  await phone.page.screenshot({ path: 'screenshots/home/variant-switched-on-phone.png' });
  step('phone (390×844): the cards, then 2 players with the variant switched on; no overflow, axe clean');
  await phone.context.close();
});
