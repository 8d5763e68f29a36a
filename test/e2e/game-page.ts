/**
 * The game page for a player coming back after a day, for every ruleset at a desktop (1280×800)
 * and a phone (390×844) size: mid-game, for the seat to act, the recap (`[data-recap]`) and an
 * enabled control of the decision panel (`[data-decision]`) are in the first screen, and the
 * last move is marked on the board's drawing (`[data-board] [data-last-move]`): in the first
 * screen too on the desktop, further down on a phone. Nothing overflows sideways; the recap
 * leads with the others' newest moves and "Show all" lists exactly the log entries after this
 * seat's own last action (checked against the API); the players' strip counts the clock; axe
 * passes. Then a whole Stonerush turn by keyboard alone: a live update hands the turn over and
 * focus lands on the decision, and every step keeps it there, in at most 10 key presses.
 * First, a phone's first screen over a fixed set of positions of every ruleset (phoneFirstScreens).
 * Screenshots of the first screen and of the whole page land in screenshots/game-page/.
 */
import type { Browser, Page } from 'playwright-core';
import type { GamePayload, LogLine, RulesetInfo } from '@schema/api';
import { isMove } from '@web/game/moves';
import { expectAccessible } from './axe';
import { BASE_URL, api, browserScript, fail, newPerson, noHorizontalOverflow, screenshots, seeded, step, waitForVersionAbove } from './harness';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

async function wholeLog(gameId: string, token: string): Promise<LogLine[]> {
  const out: LogLine[] = [];
  for (;;) {
    const page = await api<GamePayload>('GET', `/api/games/${gameId}?logFrom=${out.length}`, undefined, token);
    if (!page.log.length) return out;
    out.push(...page.log);
  }
}

/**
 * A new game with a fixed deal and every seat taken: `x-dev-seed` (local only,
 * docs/api-contract.md) names its seed, so that the positions the moves from a fixed seed reach
 * are the same every run. Returns the game's id and its seats' tokens.
 */
async function dealtTable(ruleset: string, players: number, seed: string, options?: Record<string, unknown>) {
  const res = await fetch(`${BASE_URL}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-dev-seed': seed },
    body: JSON.stringify({ ruleset, players, name: NAMES[0], ...(options ? { options } : {}) }),
  });
  if (res.status !== 201) fail(`creating a ${ruleset} game for ${players} answered ${res.status}: ${await res.text()}`);
  const created = (await res.json()) as { gameId: string; token: string; joinCode: string };
  const tokens = [created.token];
  for (let s = 1; s < players; s++) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: NAMES[s] ?? `P${s}` })).token);
  return { gameId: created.gameId, tokens };
}

/** One random action (from `rand`) of one of the seats to act; the seat that acted, or null when it had none to take. */
async function randomAction(gameId: string, active: number[], tokens: string[], rand: () => number): Promise<number | null> {
  const seat = active[Math.floor(rand() * active.length)]!;
  const mine = await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, tokens[seat]);
  if (!mine.actions.length) return null;
  const action = mine.actions[Math.floor(rand() * mine.actions.length)];
  await api('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat]);
  return seat;
}

/**
 * A game of `ruleset` played at random over the API until some seat is to act again after it
 * acted itself and others acted since (at least `minMoves` actions in all). Returns that seat.
 */
async function midGame(ruleset: RulesetInfo, rand: () => number, minMoves: number) {
  // Three players where the standard rules allow it (Raiding's 2–3 players need its variant: four).
  const players = Math.min(Math.max(ruleset.minPlayers, ruleset.id === 'raiding-stonehenge' ? 4 : 3), ruleset.maxPlayers);
  const created = await dealtTable(ruleset.id, players, `mid-${ruleset.id}`);
  const tokens = created.tokens;
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
    const seat = await randomAction(created.gameId, pub.active, tokens, rand);
    if (seat === null) continue;
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

/** The first screen of a phone (#45): what must start within it. */
const PHONE = { width: 390, height: 844 };

/** Where an element starts and ends on the page (scrolled to its top); null without one. */
async function topOf(page: Page, selector: string): Promise<number | null> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return el ? Math.round(el.getBoundingClientRect().top + window.scrollY) : null;
  }, selector);
}

/** A position's kind: the ruleset's step (or phase) in the seat's view, and the types of its actions. */
function kindOf(payload: GamePayload): string {
  const view = (payload.view ?? {}) as { step?: unknown; phase?: unknown };
  const step = typeof view.step === 'object' && view.step !== null ? (view.step as { kind?: string }).kind : view.step;
  const types = [...new Set((payload.actions as { type?: string }[]).map((a) => a.type ?? '?'))].sort();
  return `${String(step ?? view.phase ?? '-')}:${types.join('+')}`;
}

/**
 * A phone player's first screen, over many positions of every ruleset and seat count (#45): A
 * Grand Endeavor at 2–5 seats, the others at their fewest and most. Each game has a fixed deal
 * (`x-dev-seed`) and is played at random over the API from a fixed seed, so the positions are the
 * same every run; the page is opened at the first position of every
 * kind (step and kinds of action) where a seat comes back to act after the others acted, and at
 * the one with the longest recap. The recap and the decision's first enabled control must start
 * within the first 844 px at 390×844. A failure names the game, seat, position and what lies
 * above the control, and leaves a screenshot. PHONE_ONLY=<ruleset> limits it to one ruleset.
 */
async function phoneFirstScreens(browser: Browser, rulesets: RulesetInfo[]): Promise<void> {
  const failures: string[] = [];
  let checked = 0;
  for (const ruleset of rulesets) {
    if (process.env.PHONE_ONLY && process.env.PHONE_ONLY !== ruleset.id) continue;
    const counts =
      ruleset.id === 'a-grand-endeavor'
        ? [2, 3, 4, 5].filter((n) => n >= ruleset.minPlayers && n <= ruleset.maxPlayers)
        : [...new Set([ruleset.minPlayers, ruleset.maxPlayers])];
    for (const players of counts) {
      // Raiding's 2–3 players need their variant.
      const options = ruleset.id === 'raiding-stonehenge' && players < 4 ? { twoThreePlayers: true } : undefined;
      const created = await dealtTable(ruleset.id, players, `phone-${ruleset.id}-${players}`, options);
      const tokens = created.tokens;
      const rand = seeded(players * 1000 + ruleset.id.length);
      const seen = new Set<string>();
      const acted = new Set<number>();
      let longest = 0;
      let moves = 0;
      const check = async (seat: number, payload: GamePayload, why: string) => {
        checked++;
        const person = await newPerson(browser, `${NAMES[seat] ?? seat} (phone sweep)`, PHONE);
        const page = person.page;
        await page.goto(`/g/${created.gameId}#t=${tokens[seat]}`);
        await page.waitForSelector('[data-decision]', { timeout: 15_000 });
        await page.waitForSelector('[data-recap]', { timeout: 15_000 });
        const first = await topOf(page, FIRST_CONTROL);
        const recap = await topOf(page, '[data-recap]');
        const where = `${ruleset.id}, ${players} seats, game ${created.gameId}, seat ${seat} after ${moves} moves (${why}; ${kindOf(payload)}, ${payload.actions.length} actions, recap of ${payload.recap?.entries ?? 0} entries)`;
        if (first === null || first >= PHONE.height || recap === null || recap >= PHONE.height) {
          const above = await page.evaluate(
            (sel) =>
              Array.from(document.querySelectorAll('.game-header, [data-recap], [data-decision], [data-decision] h2, [data-decision] h3, .age-phase'))
                .map(
                  (e) =>
                    `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''} ${Math.round(e.getBoundingClientRect().top)}–${Math.round(e.getBoundingClientRect().bottom)}`,
                )
                .concat(`first control: ${document.querySelector(sel)?.textContent?.slice(0, 50) ?? 'none'}`)
                .join('; '),
            FIRST_CONTROL,
          );
          const shotName = `phone-sweep-${ruleset.id}-${players}-${moves}.png`;
          await page.screenshot({ path: `screenshots/game-page/${shotName}` });
          failures.push(`${where}: first enabled control at ${first}px, recap at ${recap}px (${above}; ${shotName})`);
        } else step(`phone: ${where}: control at ${first}px, recap at ${recap}px`);
        await person.context.close();
      };
      for (let guard = 0; guard < 600; guard++) {
        const pub = await api<GamePayload>('GET', `/api/games/${created.gameId}`);
        if (pub.status !== 'active') break;
        for (const seat of pub.active) {
          if (!acted.has(seat)) continue;
          const mine = await api<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
          const entries = mine.recap?.entries ?? 0;
          if (!mine.actions.length || !entries) continue;
          const kind = kindOf(mine);
          if (!seen.has(kind)) {
            seen.add(kind);
            await check(seat, mine, 'a new kind');
          } else if (entries > longest + 2) {
            longest = entries;
            await check(seat, mine, 'a longer recap');
          }
        }
        const seat = await randomAction(created.gameId, pub.active, tokens, rand);
        if (seat === null) continue;
        acted.add(seat);
        moves++;
        if (moves >= 80) break;
      }
    }
  }
  if (failures.length)
    fail(`on a 390×844 phone, ${failures.length} of ${checked} positions put the decision below the first screen:\n  ${failures.join('\n  ')}`);
  step(`phone: in all ${checked} positions the recap and the decision's first enabled control start in the first 844 px`);
}

/** Each ruleset's hand, which must lie inside the decision panel on the seat's turn (Raiding has none). */
const HAND: Record<string, string> = {
  stonerush: '[data-testid=hand-card]',
  'a-grand-endeavor': '[data-testid=age-hand]',
  'fightin-drinkin-stealin': '.fds-hand',
};

const FIRST_CONTROL = '[data-decision] :is(button, input, select, [role=button], [role=radio], [tabindex="0"]):not(:disabled):not([aria-disabled=true])';
/** Whether the focused element is an enabled control inside the decision panel. */
const focusInDecision = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLButtonElement | null;
    return !!a && a !== document.body && !!a.closest('[data-decision]') && !a.disabled;
  });

/**
 * A Stonerush turn by keyboard alone. The page is open for a seat while the others play over the
 * API; the live update that hands it the turn puts focus on the decision's first control. Then
 * arrow keys to a card, Space, Tab to Play, Enter; focus is back on the discard step's first card;
 * Space on each card to discard, Tab, Enter. At most 10 presses, counted.
 */
async function keyboardTurn(browser: Browser, shot: (p: Page, name: string) => Promise<void>): Promise<void> {
  const players = 3;
  const created = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', { ruleset: 'stonerush', players, name: NAMES[0] });
  const tokens = [created.token];
  for (let s = 1; s < players; s++) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: NAMES[s] })).token);
  type Srp = GamePayload<{ hand?: string[]; step: string }, { type: string; cards?: string[]; colour?: string }>;
  const first = await api<Srp>('GET', `/api/games/${created.gameId}`);
  const me = ((first.active[0] ?? 0) + 2) % players;
  const person = await newPerson(browser, `${NAMES[me]} (keyboard)`, { width: 390, height: 844 });
  const page = person.page;
  await page.goto(`/g/${created.gameId}#t=${tokens[me]}`);
  await page.waitForSelector('[data-testid=waiting-for]');
  await page.waitForFunction(() => document.body.dataset.live === 'open', undefined, { timeout: 10_000 });
  // The others play their turns over the API until it is this seat's turn.
  for (let guard = 0; guard < 20; guard++) {
    const pub = await api<Srp>('GET', `/api/games/${created.gameId}`);
    const seat = pub.active[0]!;
    if (seat === me) break;
    const mine = await api<Srp>('GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
    const action = mine.actions.find((a) => a.type === 'discard') ?? mine.actions.find((a) => a.type === 'play' && a.cards?.length === 1) ?? mine.actions[0];
    await api('POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action }, tokens[seat]);
  }
  await page.waitForSelector('[data-testid=your-turn]', { timeout: 10_000 });
  await page.waitForFunction(() => document.activeElement?.closest('[data-decision]'), undefined, { timeout: 5000 }).catch(() => undefined);
  if (!(await focusInDecision(page))) fail('keyboard: the live update that made it my turn did not put focus on the decision');
  step('keyboard: the live update that handed Stonerush to this seat put focus on its first card');
  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  const mine = await api<Srp>('GET', `/api/games/${created.gameId}`, undefined, tokens[me]);
  const hand = mine.view.hand ?? fail('keyboard: no hand');
  // The first card of the hand that is a play on its own, of a colour (black asks which druid).
  const k = hand.findIndex((id) => mine.actions.some((a) => a.type === 'play' && a.cards?.length === 1 && a.cards[0] === id && Number(id.slice(1)) % 6 !== 0));
  if (k < 0) fail(`keyboard: no single coloured play in ${hand.join(',')}`);
  for (let i = 0; i < k; i++) await press('ArrowRight');
  await press('Space');
  await press('Tab');
  const onPlay = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  if (onPlay !== 'play-button') fail(`keyboard: Tab after selecting a card reached ${onPlay}, not the Play button`);
  await press('Enter');
  await waitForVersionAbove(page, mine.version);
  if ((await page.locator('[data-testid=discard-controls]').count()) > 0) {
    await page.waitForFunction(() => document.activeElement?.closest('[data-decision]'), undefined, { timeout: 5000 }).catch(() => undefined);
    if (!(await focusInDecision(page))) fail('keyboard: after Play, focus left the decision (it should be on the discard step)');
    step('keyboard: after Play, focus is on the discard step’s first card');
    const left = (await page.$$('[data-testid=hand-card]')).length;
    const discard = Math.max(1, left - 2);
    for (let i = 0; i < discard; i++) {
      if (i > 0) await press('ArrowRight');
      await press('Space');
    }
    await press('Tab');
    const v = Number(await page.getAttribute('[data-testid=game-page]', 'data-version'));
    await press('Enter');
    await waitForVersionAbove(page, v);
  }
  await page.waitForSelector('[data-testid=waiting-for]', { timeout: 10_000 });
  if (presses > 10) fail(`keyboard: a Stonerush turn took ${presses} key presses (at most 10)`);
  step(`keyboard: a whole Stonerush turn in ${presses} key presses`);
  await shot(page, 'stonerush-keyboard-done');
  await person.context.close();
}

/**
 * A seat never silently lost: creating a game without an email shows the seat link once, with
 * copy, QR and "add an email"; a seat link cut short says it is not valid and how to recover.
 */
async function seatLinks(browser: Browser, shot: (p: Page, name: string) => Promise<void>): Promise<void> {
  const host = await newPerson(browser, 'Host (no email)', { width: 390, height: 844 });
  const page = host.page;
  await page.goto('/');
  await page.check('[data-testid=ruleset-stonerush]');
  await page.fill('[data-testid=name]', 'Kai');
  await page.click('[data-testid=create-button]');
  await page.waitForSelector('[data-testid=waiting-room]');
  const offer = await page
    .waitForSelector('[data-testid=seat-link-offer]', { timeout: 5000 })
    .catch(() => fail('no seat link offered after creating without an email'));
  const box = (await offer.boundingBox()) ?? fail('the seat link offer has no box');
  if (box.y >= 844) fail(`the seat link offer starts at ${Math.round(box.y)}px, below the first screen`);
  const link = await page.inputValue('[data-testid=seat-link-offer] [data-testid=seat-link]');
  const gameId = page.url().split('/g/')[1] ?? fail('no game id');
  if (!link.includes(`/g/${gameId}#t=`)) fail(`the offered seat link is ${link}`);
  // The QR encoder is its own chunk, loaded when a code is first shown: wait for the drawing.
  await page.waitForSelector('[data-testid=seat-link-offer] [data-testid=seat-qr]', { timeout: 10_000 }).catch(() => undefined);
  for (const part of ['seat-qr', 'copy-seat-link', 'seat-offer-email']) {
    if (!(await page.locator(`[data-testid=seat-link-offer] [data-testid=${part}]`).count())) fail(`the seat link offer lacks ${part}`);
  }
  await expectAccessible(page, 'seat link offer');
  await shot(page, 'seat-link-offer-phone');
  await page.click('[data-testid=seat-offer-done]');
  await page.reload();
  await page.waitForSelector('[data-testid=waiting-room]');
  if (await page.locator('[data-testid=seat-link-offer]').count()) fail('the seat link offer came back after it was dismissed');
  step('created without an email: the seat link is offered once (copy, QR, add an email), in the first screen');

  const stranger = await newPerson(browser, 'Cut link', { width: 390, height: 844 });
  await stranger.page.goto(link.slice(0, -6));
  const notice = await stranger.page.waitForSelector('[data-testid=seat-link-invalid]', { timeout: 10_000 });
  if (!(await notice.textContent())?.includes('This seat link is not valid')) fail('a cut-short seat link is not called not valid');
  await stranger.page.waitForSelector('#recover-title');
  await stranger.page.click('[data-testid=recover-jump]');
  await expectAccessible(stranger.page, 'seat link not valid');
  await shot(stranger.page, 'seat-link-invalid-phone');
  step('a seat link cut short says "This seat link is not valid" and leads to the recovery form');
  await host.context.close();
  await stranger.context.close();
}

/**
 * Dark mode: the page follows the system's setting as it changes; the header's switch chooses the
 * other theme on this device (kept over a reload) and, chosen back to the system's, follows it again.
 */
async function themes(browser: Browser, shot: (p: Page, name: string) => Promise<void>): Promise<void> {
  const person = await newPerson(browser, 'Theme', { width: 390, height: 844 });
  const page = person.page;
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  const stored = () => page.evaluate(() => localStorage.getItem('stonehenge:theme'));
  const checked = () => page.getAttribute('[data-testid=theme-switch]', 'aria-checked');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/rules/stonerush');
  await page.waitForSelector('[data-testid=theme-switch]');
  if ((await theme()) !== 'dark' || (await checked()) !== 'true') fail(`a dark system shows theme ${await theme()}, switch ${await checked()}`);
  await expectAccessible(page, 'rules page (dark system)');
  await shot(page, 'rules-dark-phone');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light', undefined, { timeout: 5000 });
  if ((await checked()) !== 'false') fail('the switch did not follow the system to light');
  await page.click('[data-testid=theme-switch]');
  if ((await theme()) !== 'dark' || (await stored()) !== 'dark') fail(`the switch chose ${await theme()} (stored ${await stored()})`);
  await page.reload();
  await page.waitForSelector('[data-testid=theme-switch]');
  if ((await theme()) !== 'dark') fail('the chosen dark theme did not last over a reload');
  await page.click('[data-testid=theme-switch]');
  if ((await theme()) !== 'light' || (await stored()) !== null) fail(`switched back to the system's light: theme ${await theme()}, stored ${await stored()}`);
  await noHorizontalOverflow(page, 'header with the theme switch (phone)');
  step("dark mode follows the system's setting; the switch chooses the other theme, lasts over a reload, and hands back to the system");
  await person.context.close();
}

browserScript(
  'game-page',
  async (browser) => {
    const rulesets = (await api<{ rulesets: RulesetInfo[] }>('GET', '/api/rulesets')).rulesets;
    const shot = screenshots('screenshots/game-page');
    const rand = seeded(Number(process.env.SEED ?? 7));
    await phoneFirstScreens(browser, rulesets);
    if (process.env.PHONE_ONLY) return;
    for (const ruleset of rulesets) {
      step(`${ruleset.id}: a game played at random to mid-game over the API`);
      const game = await midGame(ruleset, rand, 10);
      const log = await wholeLog(game.gameId, game.token);
      const recap = game.payload.recap!;
      const expected = log.slice(recap.logFrom);
      for (const size of SIZES) {
        const person = await newPerson(browser, `${NAMES[game.seat]} (${size.name})`, size.viewport);
        const page = person.page;
        // The options line names the options from the engine's own metadata: no GET /api/rulesets.
        const askedRulesets: string[] = [];
        page.on('request', (r) => void (new URL(r.url()).pathname === '/api/rulesets' && askedRulesets.push(r.url())));
        await page.goto(`/g/${game.gameId}#t=${game.token}`);
        await page.waitForSelector('[data-decision]', { timeout: 15_000 });
        await page.waitForSelector('[data-board] [data-last-move]', { timeout: 15_000 });
        await page.waitForSelector('[data-recap] [data-testid=recap-moves] li:last-child');
        await page.waitForSelector('[data-testid=options-line]');
        const label = `${ruleset.id} at ${size.name}`;
        const optionsLine = (await page.textContent('[data-testid=options-line]')) ?? '';
        if (!optionsLine.startsWith('Standard rules')) fail(`${label}: the options line says "${optionsLine}", not the standard rules it was made with`);
        if (askedRulesets.length) fail(`${label}: the game page asked GET /api/rulesets`);
        step(`${label}: the recap, the decision, the last move on the board and the clock`);
        // Help in context: the rules page, and the section of the step the game is at.
        const rulesHref = await page.getAttribute('[data-testid=rules-help] a', 'href');
        if (rulesHref !== `/rules/${ruleset.id}`) fail(`${label}: the rules link is ${rulesHref}`);
        const stepHref = (await page.getAttribute('[data-testid=rules-help-now]', 'href')) ?? fail(`${label}: no link to the current step's rules`);
        if (!stepHref.startsWith(`/rules/${ruleset.id}#`)) fail(`${label}: the step's rules link is ${stepHref}`);
        if (await page.$('[data-board] [data-decision], [data-decision] [data-board]')) fail(`${label}: the board's drawing and the decision panel are nested`);
        const vh = size.viewport.height;
        const firstScreen = async (what: string, selector: string) => {
          const box = await inFirstViewport(page, selector);
          if (!box) fail(`${label}: no ${what} (${selector})`);
          if (box.top >= vh)
            fail(
              `${label}: the ${what} starts at ${Math.round(box.top)}px, below the first ${vh}px (game ${game.gameId}, seat ${game.seat}, ${kindOf(game.payload)})`,
            );
        };
        await firstScreen('recap', '[data-recap]');
        await firstScreen("decision panel's first enabled control", FIRST_CONTROL);
        const boardMark = '[data-board] [data-last-move]';
        if (size.name === 'desktop') await firstScreen('last move marked on the board', boardMark);
        const marks = await page.$$eval(boardMark, (els) => els.map((e) => Number(e.getAttribute('data-last-move'))));
        // The mark names the newest log entry of its kind: one of the log's entries, by a player or the rules.
        if (!marks.length || marks.some((m) => !(m >= 1 && m <= log.length)))
          fail(`${label}: the board's last-move marks say ${JSON.stringify(marks)}, the log has ${log.length}`);
        await noHorizontalOverflow(page, label);
        // The recap lists every move of the others since this seat's (no bookkeeping), newest last (#45 item 2).
        const moves = expected.slice(-40).filter((e) => typeof e.seat === 'number' && e.seat !== game.seat && isMove(ruleset.id, e));
        const shortList = await page.$$eval('[data-testid=recap-moves] li', (els) => els.map((e) => Number(e.getAttribute('data-seq'))));
        if (JSON.stringify(shortList) !== JSON.stringify(moves.map((m) => m.seq)))
          fail(`${label}: the recap's newest moves are ${JSON.stringify(shortList)}, the API's are ${JSON.stringify(moves.map((m) => m.seq))}`);
        const hand = HAND[ruleset.id];
        if (hand) {
          const outside = await page.$$eval(hand, (els) => els.filter((e) => !e.closest('[data-decision]')).length);
          if (!(await page.$(hand)) || outside > 0) fail(`${label}: the hand (${hand}) is not inside the decision panel`);
        }
        await page.screenshot({ path: `screenshots/game-page/${ruleset.id}-${size.name}-first-screen.png` });
        // The system's dark setting: the page follows it at once, and the first screen is one to show.
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.waitForSelector('html[data-theme=dark]', { timeout: 5000 }).catch(() => fail(`${label}: the page did not follow the system's dark setting`));
        await page.screenshot({ path: `screenshots/game-page/${ruleset.id}-${size.name}-first-screen-dark.png` });
        await page.emulateMedia({ colorScheme: 'light' });
        await page.waitForSelector('html[data-theme=light]', { timeout: 5000 });
        // "Show all" lists the log's entries after this seat's own last action (the last 40 of them).
        // (No "Show all" when the newest moves are every entry since: then they are the whole list.)
        const showAll = await page.$('[data-testid=recap-all]');
        if (showAll) await showAll.click();
        const list = showAll ? '[data-testid=recap-list] li' : '[data-testid=recap-moves] li';
        await page.waitForSelector(list);
        const listed = await page.$$eval(list, (els) => els.map((e) => ({ seq: Number(e.getAttribute('data-seq')), text: e.textContent ?? '' })));
        const want = expected.slice(-40);
        if (listed.length !== want.length || listed.some((l, i) => l.seq !== want[i]!.seq || l.text !== want[i]!.text)) {
          fail(
            `${label}: the recap lists ${JSON.stringify(listed.map((l) => l.seq))}, the API's log after this seat's last action is ${JSON.stringify(want.map((e) => e.seq))}`,
          );
        }
        const clock = await page.textContent('[data-testid=clock]');
        if (!clock || !/waiting (under a minute|\d+ min)|\d+ (days?|h)\b.* to move/.test(clock))
          fail(`${label}: the seat to act shows no counting clock (got ${clock})`);
        await expectAccessible(page, `game page (${label})`);
        await shot(page, `${ruleset.id}-${size.name}-full`);
        await person.context.close();
      }
    }
    await keyboardTurn(browser, shot);
    await seatLinks(browser, shot);
    await themes(browser, shot);
  },
  'game page: every ruleset at both sizes passed',
);
