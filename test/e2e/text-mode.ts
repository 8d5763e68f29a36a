/**
 * The text mode as its users meet it (issue #33): for each ruleset, one person plays a whole
 * game against bots in Chromium with the keyboard only, deciding from the accessibility tree
 * only (Chromium's own, over the devtools protocol: roles, names, states, focus), never from
 * the page's HTML. Axe checks the text mode mid-game; the live region must have read out the
 * bots' moves and the turn coming back.
 *
 *   E2E_ONLY=text-mode bash scripts/e2e.sh          TEXT_RULESETS=stonerush,… to pick rulesets
 *
 * The words it listens for come from the catalog: Stonerush is played in German (?lang=de), the
 * others in English.
 */
import type { CDPSession, Page } from 'playwright-core';
import { de } from '@web/i18n/de';
import { en } from '@web/i18n/en';
import { expectAccessible } from './axe';
import { BASE_URL, DESKTOP, PHONE, api, fail, launch, newPerson, noHorizontalOverflow, pageErrors, seeded, step } from './harness';

interface AxValue {
  value?: unknown;
}
interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: AxValue;
  name?: AxValue;
  properties?: { name: string; value: AxValue }[];
  childIds?: string[];
  parentId?: string;
}

/** One node as the script reads it: role, name and the states a screen reader announces. */
interface Seen {
  id: string;
  role: string;
  name: string;
  focused: boolean;
  checked: boolean;
  disabled: boolean;
  parent?: string;
  children: string[];
}

const RULESETS: Record<string, { players: number; maxMoves: number; options?: Record<string, unknown>; lang?: 'de' }> = {
  stonerush: { players: 3, maxMoves: 400, lang: 'de' },
  'fightin-drinkin-stealin': { players: 2, maxMoves: 300 },
  'raiding-stonehenge': { players: 2, maxMoves: 300, options: { twoThreePlayers: true } },
  'a-grand-endeavor': { players: 3, maxMoves: 400 },
};
const chosen = (process.env.TEXT_RULESETS ?? Object.keys(RULESETS).join(',')).split(',').filter(Boolean);
const random = seeded(Number(process.env.SEED ?? 33));

async function tree(cdp: CDPSession): Promise<Seen[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const prop = (n: AxNode, key: string) => n.properties?.find((p) => p.name === key)?.value.value;
  return nodes
    .filter((n) => !n.ignored)
    .map((n) => ({
      id: n.nodeId,
      role: String(n.role?.value ?? ''),
      name: String(n.name?.value ?? ''),
      focused: prop(n, 'focused') === true,
      checked: prop(n, 'checked') === 'true' || prop(n, 'checked') === true,
      disabled: prop(n, 'disabled') === true,
      parent: n.parentId,
      children: n.childIds ?? [],
    }));
}

const focusedOf = (nodes: Seen[]) => nodes.find((n) => n.focused && n.role !== 'RootWebArea');
const hasText = (nodes: Seen[], text: string) => nodes.some((n) => n.role === 'StaticText' && n.name.includes(text));

/** Presses Tab until the focused node passes `want` (a person listening to each stop). */
async function tabTo(page: Page, cdp: CDPSession, want: (n: Seen) => boolean, what: string, max = 150): Promise<Seen> {
  for (let i = 0; i < max; i++) {
    const f = focusedOf(await tree(cdp));
    if (f && want(f)) return f;
    await page.keyboard.press('Tab');
  }
  return fail(`${max} presses of Tab never reached ${what}`);
}

/** Waits until the tree passes `ok`, reading it every 150 ms. */
async function until(cdp: CDPSession, ok: (nodes: Seen[]) => boolean, what: string, ms = 20_000): Promise<Seen[]> {
  const end = Date.now() + ms;
  for (;;) {
    const nodes = await tree(cdp);
    if (ok(nodes)) return nodes;
    if (Date.now() > end) {
      const alerts = nodes.filter((n) => n.role === 'alert').map((n) => n.name);
      return fail(`waited ${ms / 1000} s for ${what}${alerts.length ? `; alerts: ${alerts.join(' | ')}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The text of the live region's items (role=log), as a screen reader heard them. */
function news(nodes: Seen[]): string[] {
  const log = nodes.find((n) => n.role === 'log');
  if (!log) return [];
  const inside = new Set([log.id]);
  // Nodes come parent first: collect the log's subtree in one pass.
  for (const n of nodes) if (n.parent && inside.has(n.parent)) inside.add(n.id);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const textOf = (n: Seen): string => (n.role === 'StaticText' ? n.name : n.children.map((c) => (byId.has(c) ? textOf(byId.get(c)!) : '')).join(''));
  return nodes.filter((n) => n.role === 'listitem' && inside.has(n.id)).map((n) => n.name || textOf(n));
}

async function playOne(ruleset: string): Promise<void> {
  const { players, maxMoves, options, lang } = RULESETS[ruleset] ?? fail(`no such ruleset ${ruleset}`);
  const m = lang === 'de' ? de : en;
  const words = {
    textMode: m.access.textMode,
    table: m.textMode.tbTable,
    yourMove: m.textMode.tbYourMove,
    over: m.textMode.tbOver,
    yourTurn: m.textMode.tbYourTurn,
    sending: m.textMode.tbSending.replace('…', ''),
    confirm: m.textMode.tbConfirm(''),
  };
  const created = await api<{ gameId: string; token: string }>('POST', '/api/games', {
    ruleset,
    players,
    options,
    name: 'Ada',
    bots: players - 1,
    botLevel: 'good',
  });
  const browser = await launch();
  try {
    const ada = await newPerson(browser, `Ada (${ruleset})`);
    const { page } = ada;
    const cdp = await ada.context.newCDPSession(page);
    await cdp.send('Accessibility.enable');
    await page.goto(`${BASE_URL}/g/${created.gameId}${lang ? `?lang=${lang}` : ''}#t=${created.token}`);
    await until(cdp, (n) => n.some((x) => x.role === 'button' && x.name === words.textMode), 'the text mode switch');
    // Text mode by keyboard: Tab to the switch, Enter, and the tree says it is pressed.
    const toggle = await tabTo(page, cdp, (n) => n.role === 'button' && n.name === words.textMode, 'the text mode switch');
    await page.keyboard.press('Enter');
    const on = await until(cdp, (n) => n.some((x) => x.role === 'heading' && x.name === words.table), 'the table in words');
    if (!on.some((x) => x.id === toggle.id && x.focused)) fail('focus left the text mode switch when it was pressed');
    step(`${ruleset}: Ada turned the text mode on with the keyboard (game ${created.gameId})`);

    let moves = 0;
    let checkedAxe = false;
    let heardTurn = false;
    const heard = new Set<string>();
    for (;;) {
      const nodes = await until(
        cdp,
        (n) => hasText(n, words.over) || n.some((x) => x.role === 'radio' && !x.disabled),
        'Ada’s turn or the end of the game',
        30_000,
      );
      for (const line of news(nodes)) heard.add(line);
      if (news(nodes).includes(words.yourTurn)) heardTurn = true;
      if (hasText(nodes, words.over)) break;
      if (moves >= maxMoves) fail(`${ruleset}: no end after ${moves} moves`);
      if (!nodes.some((n) => n.role === 'heading' && n.name === words.yourMove)) fail('a choice with no "Your move" heading');
      const radios = nodes.filter((n) => n.role === 'radio');
      if (radios.some((r) => !r.name.trim())) fail(`${ruleset}: a choice without a label`);
      if (radios.some((r) => r.checked)) fail(`${ruleset}: a choice is already made before Ada chose`);
      const target = Math.floor(random() * radios.length);
      const want = radios[target]!.name;
      // Into the choices (the page put focus on the first one after a move; Tab after a reload).
      let f = focusedOf(nodes);
      if (f?.role !== 'radio') f = await tabTo(page, cdp, (n) => n.role === 'radio', 'a choice');
      const first = radios.findIndex((r) => r.name === f!.name);
      if (first !== 0) fail(`focus came to choice ${first + 1}, not the first`);
      if (target === 0) await page.keyboard.press('Space');
      else for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
      const picked = (await tree(cdp)).filter((n) => n.role === 'radio' && n.checked);
      if (picked.length !== 1 || picked[0]!.name !== want) fail(`chose "${want}" but the tree says ${JSON.stringify(picked.map((p) => p.name))}`);
      // The confirm step: the button repeats the choice before anything is sent.
      const confirm = await tabTo(page, cdp, (n) => n.role === 'button' && n.name.startsWith(words.confirm), 'Confirm', 5);
      if (confirm.name !== m.textMode.tbConfirm(want)) fail(`Confirm says "${confirm.name}", not the choice "${want}"`);
      if (!checkedAxe && moves >= 3) {
        await expectAccessible(page, `${ruleset} text mode, a choice made`);
        // On a phone the words fit: wide tables scroll in their own box, the page never sideways.
        await page.setViewportSize(PHONE);
        await noHorizontalOverflow(page, `${ruleset} text mode at 375 px`);
        await expectAccessible(page, `${ruleset} text mode at 375 px`);
        await page.setViewportSize(DESKTOP);
        checkedAxe = true;
      }
      await page.keyboard.press('Enter');
      moves++;
      if (moves % 25 === 0) step(`${ruleset}: ${moves} moves by keyboard so far`);
      // Sent: the choice is gone (a new state's list starts unchosen) or the game is over.
      await until(
        cdp,
        (n) => hasText(n, words.over) || (!n.some((x) => x.role === 'radio' && x.checked) && !hasText(n, words.sending)),
        `the move "${want}" to be applied`,
      );
    }
    const end = await tree(cdp);
    for (const line of news(end)) heard.add(line);
    if (heard.size < 2) fail(`${ruleset}: the live region read out ${heard.size} line(s) in a whole game against bots`);
    if (!heardTurn && moves > 1) fail(`${ruleset}: the live region never said "Your turn."`);
    // The end is still told in words: the final table, and no choice left to make.
    if (!end.some((n) => n.role === 'heading' && n.name === words.table)) fail(`${ruleset}: the finished game lost its table in words`);
    if (end.some((n) => n.role === 'radio')) fail(`${ruleset}: choices offered after the end`);
    await expectAccessible(page, `${ruleset} text mode, the game over`);
    // The replay of the game reads in words too (the mode is remembered on the device): the
    // table of the position shown, no choice and no news; End jumps to the final position.
    await page.goto(`${BASE_URL}/replay/${created.gameId}${lang ? `?lang=${lang}` : ''}`);
    const replay = await until(cdp, (n) => n.some((x) => x.role === 'heading' && x.name === words.table), 'the replay in words');
    // The review's own setting (quick or deep, #47) is a choice of the review, not of the game.
    const reviewSetting = /^(Quick|Deep|Schnell|Gründlich)\b/;
    if (replay.some((n) => (n.role === 'radio' && !reviewSetting.test(n.name)) || n.role === 'log'))
      fail(`${ruleset}: the replay in words offers choices or news`);
    const cells = (nodes: Seen[]) =>
      nodes
        .filter((n) => n.role === 'cell' || n.role === 'rowheader')
        .map((n) => n.name)
        .join('|');
    const before = cells(replay);
    await page.keyboard.press('End');
    await until(cdp, (n) => cells(n) !== before, 'the replay’s tables to follow the jump to the end');
    await expectAccessible(page, `${ruleset} replay in words`);
    step(`${ruleset}: a whole game in text mode, ${moves} moves by keyboard; the live region read ${heard.size} lines, e.g. "${[...heard][0]}"`);
  } finally {
    await browser.close();
  }
}

for (const r of chosen) await playOne(r);
if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
step(`text mode: ${chosen.length} ruleset(s) played to the end by keyboard, from the accessibility tree`);
