/**
 * The game page for a player coming back after a day, for every ruleset at a desktop (1280×800)
 * and a phone (390×844) size: mid-game, for the seat to act, the decision panel's first control
 * and the board's last-move mark are in the first viewport, nothing overflows sideways, the
 * "since your last move" recap lists exactly the log entries after this seat's own last action
 * (checked against the API), the players' strip counts the clock, and axe passes. Screenshots of
 * the first viewport and of the whole page land in screenshots/game-page/.
 */
import type { Page } from 'playwright-core';
import type { GamePayload, LogLine, RulesetInfo } from '../../schema/api';
import { expectAccessible } from './axe';
import { api, fail, launch, newPerson, noHorizontalOverflow, pageErrors, screenshots, seeded, step } from './harness';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];

async function wholeLog(gameId: string, token: string): Promise<LogLine[]> {
  const out: LogLine[] = [];
  for (;;) {
    const page = await api<GamePayload>('GET', `/api/games/${gameId}?logFrom=${out.length}`, undefined, token);
    if (!page.log.length) return out;
    out.push(...page.log);
  }
}

/**
 * A game of `ruleset` played at random over the API until some seat is to act again after it
 * acted itself and others acted since (at least `minMoves` actions in all). Returns that seat.
 */
async function midGame(ruleset: RulesetInfo, rand: () => number, minMoves: number) {
  // Three players where the standard rules allow it (Raiding's 2–3 players need its variant: four).
  const players = Math.min(Math.max(ruleset.minPlayers, ruleset.id === 'raiding-stonehenge' ? 4 : 3), ruleset.maxPlayers);
  const created = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', { ruleset: ruleset.id, players, name: NAMES[0] });
  const tokens = [created.token];
  for (let s = 1; s < players; s++) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: NAMES[s] })).token);
  const acted = new Set<number>();
  let moves = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const pub = await api<GamePayload>('GET', `/api/games/${created.gameId}`);
    if (pub.status !== 'active') fail(`${ruleset.id}: the game ended before a seat came back to act`);
    // Someone to act who has acted before and, since then, somebody else has acted.
    for (const seat of pub.active) {
      const mine = await api<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
      if (moves >= minMoves && acted.has(seat) && mine.recap && mine.recap.entries > 0 && mine.actions.length)
        return { gameId: created.gameId, seat, token: tokens[seat]!, payload: mine };
    }
    const seat = pub.active[Math.floor(rand() * pub.active.length)]!;
    const mine = await api<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
    if (!mine.actions.length) continue;
    const action = mine.actions[Math.floor(rand() * mine.actions.length)];
    await api('POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action }, tokens[seat]);
    acted.add(seat);
    moves++;
  }
  return fail(`${ruleset.id}: no seat came back to act`);
}

/** Whether the element's box meets the first viewport (the page scrolled to its top). */
async function inFirstViewport(page: Page, selector: string): Promise<{ top: number; bottom: number } | null> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
  }, selector);
}

const FIRST_CONTROL = '[data-decision] :is(button, input, select, [role=button], [role=radio], [tabindex="0"])';

async function main() {
  const rulesets = (await api<{ rulesets: RulesetInfo[] }>('GET', '/api/rulesets')).rulesets;
  const shot = screenshots('screenshots/game-page');
  const browser = await launch();
  const rand = seeded(Number(process.env.SEED ?? 7));
  try {
    for (const ruleset of rulesets) {
      step(`${ruleset.id}: a game played at random to mid-game over the API`);
      const game = await midGame(ruleset, rand, 10);
      const log = await wholeLog(game.gameId, game.token);
      const recap = game.payload.recap!;
      const expected = log.slice(recap.logFrom);
      for (const size of SIZES) {
        const person = await newPerson(browser, `${NAMES[game.seat]} (${size.name})`, size.viewport);
        const page = person.page;
        await page.goto(`/g/${game.gameId}#t=${game.token}`);
        await page.waitForSelector('[data-board] [data-decision]', { timeout: 15_000 });
        await page.waitForSelector('[data-testid=recap-list] li');
        await page.waitForSelector('[data-testid=options-line]');
        const label = `${ruleset.id} at ${size.name}`;
        step(`${label}: the decision, the last move, the recap and the clock`);
        // Help in context: the rules page, and the section of the step the game is at.
        const rulesHref = await page.getAttribute('[data-testid=rules-help] a', 'href');
        if (rulesHref !== `/rules/${ruleset.id}`) fail(`${label}: the rules link is ${rulesHref}`);
        const stepHref = (await page.getAttribute('[data-testid=rules-help-now]', 'href')) ?? fail(`${label}: no link to the current step's rules`);
        if (!stepHref.startsWith(`/rules/${ruleset.id}#`)) fail(`${label}: the step's rules link is ${stepHref}`);
        const vh = size.viewport.height;
        const control = await inFirstViewport(page, FIRST_CONTROL);
        if (!control) fail(`${label}: the decision panel has no control`);
        if (control.top >= vh) fail(`${label}: the decision panel's first control starts at ${Math.round(control.top)}px, below the first ${vh}px`);
        const mark = await inFirstViewport(page, '[data-last-move]');
        if (!mark) fail(`${label}: no last-move mark`);
        if (mark.top >= vh) fail(`${label}: the last-move mark starts at ${Math.round(mark.top)}px, below the first ${vh}px`);
        const lastSeq = Number(await page.getAttribute('[data-last-move]', 'data-last-move'));
        if (lastSeq !== log.length) fail(`${label}: the last-move mark says entry ${lastSeq}, the log has ${log.length}`);
        await noHorizontalOverflow(page, label);
        // The recap lists the log's entries after this seat's own last action (the last 12 of them).
        const listed = await page.$$eval('[data-testid=recap-list] li', (els) =>
          els.map((e) => ({ seq: Number(e.getAttribute('data-seq')), text: e.textContent ?? '' })),
        );
        const want = expected.slice(-12);
        if (listed.length !== want.length || listed.some((l, i) => l.seq !== want[i]!.seq || l.text !== want[i]!.text)) {
          fail(
            `${label}: the recap lists ${JSON.stringify(listed.map((l) => l.seq))}, the API's log after this seat's last action is ${JSON.stringify(want.map((e) => e.seq))}`,
          );
        }
        const clock = await page.textContent('[data-testid=clock]');
        if (!clock || !/waiting (under a minute|\d+ min)/.test(clock)) fail(`${label}: the seat to act shows no counting clock (got ${clock})`);
        await expectAccessible(page, `game page (${label})`);
        await page.screenshot({ path: `screenshots/game-page/${ruleset.id}-${size.name}-first-screen.png` });
        await shot(page, `${ruleset.id}-${size.name}-full`);
        await person.context.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
  step('game page: every ruleset at both sizes passed');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
