/**
 * A German browser walks the whole app (#45 item 1, "a German browser sees no English"): a
 * Chromium context with locale de-DE (so Accept-Language: de-DE and navigator.languages, never
 * `?lang=`) opens the home page, the create form of each of the four rulesets at every player
 * count, a game of each ruleset a few moves in (its log, the "Letzter Zug" line, A Grand
 * Endeavor's phase lines, the recap), a join page, a claim page, the rules pages, the open games,
 * the archive, stats, a finished game's page, replay and review, My games, sign-in and the
 * account, the leaderboard and the tournaments; then reads every mail the German seats were sent.
 *
 * How English is found (`englishIn` of test/e2e/english.ts, shared with german-corners): on each page the visible text nodes, the spoken attributes
 * (aria-label, title, alt, placeholder), the options of visible selects and the tab title are
 * read, and a piece of it is English when
 *  - it sits inside an element marked `lang="en"` (the catalogue's fallback for text it could
 *    not say in German),
 *  - it is, whole, a string of the English catalogue (web/src/i18n/en and the rulesets' en.ts)
 *    whose German differs, or holds one of those of three words or more, or
 *  - it holds a word of ENGLISH_WORDS: common English words that are not also German
 *    (no "was", "will", "an", "die"…) and the app's own nouns ("turn", "seat", "player"…).
 * Names are taken out first: the rulesets' titles, the players' names (German ones), @handles.
 * Every finding of the walk is listed at the end, with its page and its text, and fails the run.
 *
 * Not covered: pushes (their text is the same catalogue as the mails': test/web has them), the
 * webhook, the text mode, offline notices, and the Worker's error pages other than the confirm page.
 */
import type { Page } from 'playwright-core';
import type { CreatedGame, DevOutboxEmail, GamePayload, JoinedGame } from '@schema/api';
import { expectAccessible } from './axe';
import { BASE_URL, DESKTOP, api, fail, launch, pageErrors, step } from './harness';
import { NAMES, englishIn, readPage } from './english';

const RULESETS = ['stonerush', 'fightin-drinkin-stealin', 'raiding-stonehenge', 'a-grand-endeavor'] as const;

const findings: string[] = [];
const lastMoves: string[] = [];
const pagesRead: string[] = [];
async function check(page: Page, label: string, names: readonly string[] = []): Promise<void> {
  const found = englishIn(await readPage(page), names);
  pagesRead.push(label);
  for (const f of new Set(found)) findings.push(`[${label}] ${f}`);
}

/** Plays the first legal action of whoever acts, `moves` times. */
async function playMoves(gameId: string, tokens: readonly string[], moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const game = await api<GamePayload>('GET', `/api/games/${gameId}`);
    if (game.status !== 'active') return;
    const seat = game.active[0];
    if (seat === undefined) return;
    const mine = await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, tokens[seat]);
    const action = mine.actions[i % Math.max(1, mine.actions.length)] ?? mine.actions[0];
    if (!action) return;
    await api('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat]);
  }
}

interface Table {
  ruleset: string;
  gameId: string;
  joinCode: string;
  tokens: string[];
  names: string[];
  emails: string[];
}

const stamp = Date.now().toString(36);

/** A game of `ruleset` whose seats speak German and have addresses (so turn mails go out in German). */
async function germanTable(ruleset: string, players: number, extra: Record<string, unknown> = {}): Promise<Table> {
  const names = NAMES.slice(0, players);
  const emails = names.map((_, i) => `de-${ruleset.slice(0, 6)}-${i}-${stamp}@example.org`);
  const created = await api<CreatedGame>('POST', '/api/games', { ruleset, players, name: names[0], email: emails[0], language: 'de', ...extra });
  const tokens = [created.token];
  for (let i = 1; i < players; i++)
    tokens.push((await api<JoinedGame>('POST', `/api/join/${created.joinCode}`, { name: names[i], email: emails[i], language: 'de' })).token);
  return { ruleset, gameId: created.gameId, joinCode: created.joinCode, tokens, names, emails };
}

async function outbox(): Promise<DevOutboxEmail[]> {
  return (await api<{ emails: DevOutboxEmail[] }>('GET', '/api/dev/outbox')).emails;
}

async function createForms(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForSelector('[data-testid=create-form]');
  await page.waitForSelector('[data-testid=game-card]');
  if ((await page.getAttribute('html', 'lang')) !== 'de') fail('a de-DE browser gets a page whose <html lang> is not "de"');
  // The pitches are English (marked so) for the moment the rulesets' German words take to load.
  await page.waitForFunction(() => !document.querySelector('[data-testid=game-pitch][lang=en]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await check(page, 'home');
  for (const id of RULESETS) {
    await page.click(`[data-testid=ruleset-${id}]`);
    const counts = await page.$$eval('[data-testid=players] option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const n of counts) {
      await page.selectOption('[data-testid=players]', n);
      // Every option's help shown (a <details> or a toggle): open them all.
      await page.$$eval('[data-testid=create-form] details', (ds) => {
        for (const d of ds) (d as HTMLDetailsElement).open = true;
      });
      await check(page, `create form: ${id}, ${n} players`);
    }
  }
  step(`home and the create form of the four rulesets at every player count read (${pagesRead.length} views)`);
}

async function gamePages(page: Page, tables: Table[]): Promise<void> {
  for (const t of tables) {
    await page.goto(`/g/${t.gameId}#t=${t.tokens[0]}`);
    await page.waitForSelector('[data-testid=game-page]', { timeout: 20_000 });
    await page.waitForSelector('[data-board]', { timeout: 20_000 });
    // The log and the later panels load when reached.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('#log-title', { timeout: 15_000 });
    await page.waitForTimeout(800);
    await page.$$eval('details', (ds) => {
      for (const d of ds) (d as HTMLDetailsElement).open = true;
    });
    await page.waitForTimeout(300);
    // The walk reads what it came for: the log's entries and the last move's line.
    const entries = await page.locator('[data-testid=log] li').count();
    const lastLine = page.locator('[data-testid=last-move]');
    const last = (await lastLine.count()) ? ((await lastLine.first().textContent()) ?? '').trim() : '(no last-move line)';
    if (!entries) fail(`${t.ruleset}: the game page shows no log entries`);
    await check(page, `game: ${t.ruleset}`, t.names);
    lastMoves.push(`${t.ruleset}: "${last.slice(0, 70)}" (${entries} log entries)`);
  }
  step(`the game page of each ruleset a few moves in, log and panels opened: ${lastMoves.join('; ')}`);
}

/**
 * A game made with an option off its default and a bot seat (#45): the options line and the bot's
 * name on the open list, the join page, the game page under way and finished, in German; the
 * engine's English label ("Race track") or the bot's stored name ("Bot 1 (good)") fails the walk.
 */
async function optionsAndBots(page: Page): Promise<void> {
  const host = 'Lotte';
  const guest = 'Käthe';
  const created = await api<CreatedGame>('POST', '/api/games', {
    ruleset: 'stonerush',
    players: 3,
    name: host,
    language: 'de',
    open: true,
    listed: true,
    options: { track: 'bluestones' },
    bots: 1,
    botLevel: 'good',
  });
  const english = /Race track|Bluestones|\(good\)|Standard rules/;
  const said = async (selector: string, label: string, want: RegExp) => {
    const text = ((await page.locator(selector).first().textContent()) ?? '').trim();
    if (english.test(text) || !want.test(text)) fail(`${label}: "${text}"`);
    return text;
  };
  // Named in the ruleset's German words once they are in: the engine's English is marked lang="en" until then.
  const wordsIn = (scope: string) => page.waitForFunction((s) => !document.querySelector(`${s} [lang=en]`), scope, { timeout: 10_000 }).catch(() => undefined);
  await page.goto('/open');
  const row = `[data-testid=open-row][data-game="${created.gameId}"]`;
  await page.waitForSelector(row, { timeout: 15_000 });
  await wordsIn(row);
  const openLine = await said(row, 'open list: the options line', /Rennstrecke/);
  await check(page, 'open games: options and a bot', [host]);
  await page.goto(`/join/${created.joinCode}`);
  await page.waitForSelector('[data-testid=invite-options] [data-testid=option-link]', { timeout: 15_000 });
  await wordsIn('[data-testid=invite-options]');
  const joinLine = await said('[data-testid=invite-options]', 'join page: the options', /Rennstrecke/);
  await said('[data-testid=invite-players]', 'join page: the bot', /Bot 1 \(gut\)/);
  await check(page, 'join page: options and a bot', [host]);
  const joined = await api<JoinedGame>('POST', `/api/join/${created.joinCode}`, { name: guest, language: 'de' });
  await playMoves(created.gameId, [created.token, joined.token], 6);
  for (const finished of [false, true]) {
    // Both people resign: the guest's seat alone would leave the host and the bot playing on.
    if (finished) for (const token of [joined.token, created.token]) await api('POST', `/api/games/${created.gameId}/resign`, {}, token);
    await page.goto(`/g/${created.gameId}#t=${created.token}`);
    await page.waitForSelector(`[data-testid=game-page]${finished ? '[data-status=finished]' : ''}`, { timeout: 20_000 });
    await page.waitForSelector('[data-testid=options-line] [data-testid=option-link]', { timeout: 15_000 });
    await wordsIn('[data-testid=options-line]');
    await said('[data-testid=options-line]', `game page${finished ? ', finished' : ''}: the options line`, /Rennstrecke/);
    const players = ((await page.locator('[data-testid=players]').first().textContent()) ?? '').trim();
    if (!players.includes('Bot 1 (gut)') || players.includes('(good)')) fail(`game page: the bot's seat is named "${players}"`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(800);
    await check(page, `game with options and a bot${finished ? ', finished' : ''}`, [host, guest]);
  }
  // Finished and listed: the archive's row and the replay name the bot from the answers' `bots` (#45), not "Bot 1 (good)".
  await page.goto('/archive');
  const archived = `[data-testid=archive-row][data-game="${created.gameId}"]`;
  await page.waitForSelector(archived, { timeout: 15_000 });
  await said(archived, 'archive: the bot', /Bot 1 \(gut\)/);
  await page.goto(`/replay/${created.gameId}`);
  await page.locator('[data-testid=replay-page][data-state=ready]').waitFor({ timeout: 30_000 });
  const replayed = ((await page.locator('[data-testid=replay-page]').first().textContent()) ?? '').trim();
  if (!replayed.includes('Bot 1 (gut)') || replayed.includes('(good)')) fail(`replay: the bot's seat is named "${replayed.slice(0, 200)}"`);
  step(`a Stonerush game on the blue stones with a good bot: open list "${openLine.slice(0, 60)}", join page "${joinLine}", game page under way and finished`);
}

async function main() {
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: BASE_URL, locale: 'de-DE' });
    const page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(`[german] ${err.message}`));
    await createForms(page);

    // A game of each ruleset, a few moves in.
    const tables = [
      await germanTable('stonerush', 3),
      await germanTable('fightin-drinkin-stealin', 2),
      await germanTable('raiding-stonehenge', 4),
      await germanTable('a-grand-endeavor', 3),
    ];
    for (const t of tables) await playMoves(t.gameId, t.tokens, 8);
    await gamePages(page, tables);

    // A join page and a game's waiting room.
    const open = await api<CreatedGame>('POST', '/api/games', { ruleset: 'stonerush', players: 4, name: 'Ulf', language: 'de' });
    const waiting = { gameId: open.gameId, joinCode: open.joinCode, tokens: [open.token], names: ['Ulf'] };
    await page.goto(`/join/${waiting.joinCode}`);
    await page.waitForSelector('[data-testid=join-form]', { timeout: 15_000 });
    await check(page, 'join page', waiting.names);
    await page.goto(`/g/${waiting.gameId}#t=${waiting.tokens[0]}`);
    await page.waitForSelector('[data-testid=game-page]', { timeout: 15_000 });
    await check(page, 'waiting room', waiting.names);
    // A claim page (a seat link whose key fits no seat: the page and the server's refusal).
    await page.goto(`/claim/${tables[0]!.gameId}/1#k=kein-schluessel`);
    await page.waitForSelector('#claim-name', { timeout: 15_000 });
    await check(page, 'claim page', tables[0]!.names);
    await page.fill('#claim-name', 'Käthe');
    await page.click('[data-testid=claim-take]');
    await page.waitForSelector('[data-testid=form-error]', { timeout: 15_000 });
    await check(page, 'claim page refused', tables[0]!.names);
    step('a join page, a waiting room and a claim page read');

    await optionsAndBots(page);

    // A finished game (a resignation): its page, replay and review.
    const done = tables[1]!;
    await api('POST', `/api/games/${done.gameId}/resign`, {}, done.tokens[1]);
    await page.goto(`/g/${done.gameId}#t=${done.tokens[0]}`);
    await page.waitForSelector('[data-testid=game-page][data-status=finished]', { timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(800);
    await check(page, 'finished game', done.names);
    await page.goto(`/replay/${done.gameId}`);
    await page.locator('[data-testid=replay-page][data-state=ready]').waitFor({ timeout: 30_000 });
    await check(page, 'replay', done.names);
    await page.goto(`/replay/${done.gameId}#review`);
    await page.locator('[data-review]').waitFor({ timeout: 20_000 });
    await check(page, 'review', done.names);
    step('a resigned game: its page, replay and review read');

    // Lists and the pages around the games. The archive lists games other scripts finished before
    // this one (names such as "Player 1"): their players' names are names, not words.
    // A finished game with options, so the stats page has options played to name (Fightin' has none).
    const raided = await germanTable('raiding-stonehenge', 2, { options: { twoThreePlayers: true, lowCardStarts: true } });
    await api('POST', `/api/games/${raided.gameId}/resign`, {}, raided.tokens[1]);
    const archived = await api<{ games: { players: string[] }[] }>('GET', '/api/archive?limit=100');
    const listed = [...tables.flatMap((t) => t.names), ...raided.names, ...archived.games.flatMap((g) => g.players)];
    for (const [path, ready, label] of [
      ['/rules', 'h1', 'rules index'],
      ...RULESETS.map((id) => [`/rules/${id}`, 'h1', `rules: ${id}`]),
      ['/open', 'h1', 'open games'],
      ['/archive', 'h1', 'archive'],
      ['/stats', 'h1', 'stats'],
      ['/my-games', 'h1', 'my games'],
      ['/leaderboard', '[data-testid=leaderboard-picker]', 'leaderboard'],
      ['/t', 'h1', 'tournaments'],
      ['/signin', '[data-testid=signin-form]', 'sign-in'],
      ['/nirgendwo', 'h1', 'not found'],
    ] as const) {
      await page.goto(path);
      await page.waitForSelector(ready, { timeout: 15_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await check(page, label, listed);
    }
    step('rules, open games, archive, stats, my games, leaderboard, tournaments, sign-in and a missing page read');

    // Signed in: the account page.
    const address = `konto-${stamp}@example.org`;
    await page.goto('/signin');
    await page.fill('[data-testid=signin-email]', address);
    await page.click('[data-testid=signin-form] button[type=submit]');
    await page.waitForSelector('[data-testid=signin-sent]');
    await check(page, 'sign-in mail sent');
    let link = '';
    for (let i = 0; i < 40 && !link; i++) {
      const mail = (await outbox()).find((m) => m.to === address && m.kind === 'signin');
      link = (mail && /\/signin#t=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]) ?? '';
      if (!link) await page.waitForTimeout(250);
    }
    if (!link) fail(`no sign-in mail to ${address}`);
    await page.goto(link);
    await page.waitForSelector('[data-testid=choose-handle]', { timeout: 15_000 });
    await check(page, 'first sign-in: choose a handle');
    await page.click('[data-testid=choose-handle-keep]');
    await page.waitForURL('**/me', { timeout: 15_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await check(page, 'account');
    await expectAccessible(page, 'the German account page');
    step('signed in by a mailed link: the handle step and the account page read');

    // The mails of the German seats: confirm one address, so turn mails follow, and read them all.
    const confirm = tables[0]!;
    for (let i = 0; i < 40; i++) {
      if ((await outbox()).some((m) => m.to === confirm.emails[0] && m.kind === 'confirm')) break;
      await page.waitForTimeout(250);
    }
    const confirmMail = (await outbox()).find((m) => m.to === confirm.emails[0] && m.kind === 'confirm') ?? fail('no confirm mail to a German seat');
    const confirmLink = /https?:\/\/\S+\/api\/addresses\/confirm\?\S+/.exec(confirmMail.text)?.[0] ?? fail('no confirm link');
    await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ''));
    await check(page, 'confirm page (the Worker’s)');
    await page.locator('form button').first().click();
    await page.waitForLoadState('load');
    await check(page, 'address confirmed (the Worker’s)');
    await playMoves(confirm.gameId, confirm.tokens, 6);
    await page.waitForTimeout(2000);
    const german = new Set(tables.flatMap((t) => t.emails));
    const mails = (await outbox()).filter((m) => german.has(m.to));
    const kinds = new Set<string>();
    for (const m of mails) {
      kinds.add(m.kind);
      const pieces = [m.subject, ...m.text.split(/\n+/)].map((text) => ({ text: text.trim(), where: `mail ${m.kind}`, marked: false })).filter((p) => p.text);
      for (const f of new Set(
        englishIn(
          pieces,
          tables.flatMap((t) => t.names),
        ),
      ))
        findings.push(`[mail ${m.kind} to ${m.to}] ${f}`);
    }
    if (!kinds.has('confirm')) fail(`the German seats got no confirm mail (kinds: ${[...kinds].join(', ')})`);
    step(`${mails.length} mails to German seats read (${[...kinds].join(', ')})`);

    await context.close();
    if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
    if (findings.length) {
      for (const f of findings) console.log(`   ${f}`);
      fail(`${findings.length} pieces of English in ${pagesRead.length} German views and the mails`);
    }
    step(`no English in ${pagesRead.length} German views and the mails`);
  } finally {
    await browser.close();
  }
}

main().then(
  () => console.log('e2e german-walk: 1 passed, 0 failed'),
  (err: Error) => {
    console.error(`e2e german-walk: FAILED: ${err.message}`);
    process.exit(1);
  },
);
