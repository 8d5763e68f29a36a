/**
 * The first screen on a slow phone (#34): Chromium at 390×844 on a throttled line (1.6 Mbps down,
 * 750 kbps up, 150 ms round trips) with a 4× slower CPU and a cold cache loads the home page, a
 * game page whose seat must act (one per ruleset) and a rules page, three times each, and reports
 * the time until the page is ready (home: the ruleset cards; game: a visible, enabled control in `[data-decision]`;
 * rules: the first heading of the rules), the largest contentful paint, and the bytes that came
 * over the wire. Budget: a game page's decision within 1.3× the home page's ready time.
 * Then a repeat visit of a Stonerush game page (#34, #33): opened once, then again in the same
 * profile, with the browser's HTTP cache alone (service workers blocked) and with the service
 * worker in charge (its kept build), printed beside the cold visit's decision time.
 *
 * Run by `npm run bench` against its own server, or alone: `tsx bench/first-screen.ts` starts one
 * on BENCH_PORT (default 8851). Needs Debian's chromium at /usr/bin/chromium.
 */
import { type Browser, type BrowserContext, type CDPSession, type Page, chromium } from 'playwright-core';
import { RULESETS } from '@engine/index';
import { progress, round } from './stats';

const LOADS = Number(process.env.FIRST_SCREEN_LOADS ?? 3);
/**
 * `FIRST_SCREEN_ONLY=a-grand-endeavor`: only those rulesets' game pages; the home page and
 * Stonerush's always (the budget's base, and the cold load the repeat visits are set against).
 */
const ONLY = process.env.FIRST_SCREEN_ONLY?.split(',').concat('stonerush');
const VIEWPORT = { width: 390, height: 844 };
/** Chrome DevTools' throughputs are bytes per second. */
const LINE = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const CPU_SLOWDOWN = 4;
export const FIRST_SCREEN_BUDGET = 1.3;
/** #34 item 3: a game page's first load, in KB over the wire (until the network is idle). */
export const FIRST_LOAD_KB_BUDGET = 60;

export interface LoadFigures {
  readyMs: number;
  /** When the ready selector itself was first visible (the bench's "ready" before #49). */
  panelMs: number;
  lcpMs: number;
  kb: number;
  /** Responses that came over the wire (the page, its files, its API reads). */
  requests: number;
}
export interface FirstScreenRow {
  page: string;
  readyMs: number;
  panelMs: number;
  lcpMs: number;
  kb: number;
  requests: number;
  loads: LoadFigures[];
}
export interface FirstScreen {
  /** Cold loads, then the repeat visits (`repeat: …`), which no budget counts. */
  rows: FirstScreenRow[];
  /** The slowest game page's median ready time over the home page's. */
  worstGameRatio: number;
  budgetMet: boolean;
  /** The heaviest game page's median KB over the wire, and whether it is under FIRST_LOAD_KB_BUDGET. */
  worstGameKb: number;
  kbBudgetMet: boolean;
  /** A Stonerush game page's decision: cold, and on a repeat visit with the HTTP cache or the service worker. */
  repeat: { coldMs: number; httpCacheMs: number; serviceWorkerMs: number };
}

export const repeatLine = (r: FirstScreen['repeat']) =>
  `stonerush game page, decision visible: cold ${r.coldMs} ms; repeat visit, HTTP cache only ${r.httpCacheMs} ms; repeat visit, service worker ${r.serviceWorkerMs} ms`;

interface Created {
  gameId: string;
  token: string;
}

/**
 * A game of each ruleset against good bots, played by the API until seat 0 must act. Three seats
 * where the ruleset allows them (#49: the A Grand Endeavor had three; two seats drew a
 * lighter board and payload than most games have).
 */
async function gameToAct(base: string, ruleset: string, minPlayers: number, maxPlayers: number): Promise<Created> {
  let created: Created | null = null;
  // The fewest players the default options allow (a variant may widen the range the meta gives).
  for (let players = minPlayers; players <= maxPlayers && !created; players++) {
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset, players, name: 'Ada', bots: players - 1, botLevel: 'good' }),
    });
    if (res.status === 201) created = (await res.json()) as Created;
    else if (res.status !== 400 && res.status !== 422) throw new Error(`create ${ruleset}: ${res.status} ${await res.text()}`);
  }
  if (!created) throw new Error(`create ${ruleset}: no player count was accepted`);
  // Bots answer within the create request; when seat 0 is not yet the one to act, a read continues them.
  for (let i = 0; i < 20; i++) {
    const game = await fetch(`${base}/api/games/${created.gameId}`, { headers: { authorization: `Bearer ${created.token}` } });
    const payload = (await game.json()) as { active: number[]; actions: unknown[] };
    if (payload.active.includes(0) && payload.actions.length > 0) return created;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${ruleset}: seat 0 never came to act`);
}

/**
 * What "ready" means (#49): for a game page, what a player waits for before they can act: a
 * control inside the decision panel (`[data-decision]`) that is visible and enabled, found as the
 * page's own focus code finds it (web/src/game/focus.ts). Until #49 the bench stopped at the panel
 * itself being visible, which some boards draw before their controls: `panelMs` keeps that older
 * mark beside the new one, so the two can be told apart. For other pages `control` is null and
 * ready is the selector visible.
 */
const CONTROL = ':is(button, input, select, textarea, [role=button], [role=radio], [tabindex="0"])';

/** Records, from navigation start, when `selector` is first visible, when it holds a usable control, and the last LCP candidate. */
const OBSERVER = (selector: string, control: string | null) => `
  (() => {
    window.__firstScreen = { ready: null, panel: null, lcp: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__firstScreen.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const usable = (el) =>
      !el.disabled && el.getAttribute('aria-disabled') !== 'true' && el.tabIndex >= 0 && el.checkVisibility() && el.getClientRects().length > 0;
    const look = () => {
      const s = window.__firstScreen;
      const el = document.querySelector(${JSON.stringify(selector)});
      if (s.panel === null && el && el.checkVisibility() && el.getBoundingClientRect().height > 0) s.panel = performance.now();
      if (s.panel !== null) {
        const control = ${JSON.stringify(control)};
        if (control === null || [...document.querySelectorAll(${JSON.stringify(selector)} + ' ' + control)].some(usable)) {
          s.ready = performance.now();
          return;
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })();`;

/** The page's network on the bench's line and its CPU slowed down, through a CDP session (kept, for counting bytes). */
async function throttled(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Goes to `url` and answers the OBSERVER's marks once the first screen is ready and the page is quiet. */
async function observedVisit(page: Page, url: string): Promise<{ ready: number; panel: number; lcp: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __firstScreen: { ready: number | null } }).__firstScreen.ready !== null, null, {
    timeout: 60_000,
    polling: 100,
  });
  // LCP settles once the page is quiet; what came over the wire by then is what the first screen cost.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __firstScreen: { ready: number; panel: number; lcp: number } }).__firstScreen);
}

async function loadOnce(browser: Browser, url: string, selector: string, control: string | null): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // A new context is a cold cache; the cache itself stays on, so what a page preloads is reused as in a real browser.
    const cdp = await throttled(context, page);
    let bytes = 0;
    let requests = 0;
    const urls = new Map<string, string>();
    const each: [string, number][] = [];
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      if (e.encodedDataLength > 0) requests++;
      each.push([urls.get(e.requestId) ?? '?', e.encodedDataLength]);
    });
    await page.addInitScript(OBSERVER(selector, control));
    const figures = await observedVisit(page, url);
    // BENCH_LIST_REQUESTS=1: what each request of the page cost, to find what to cut.
    if (process.env.BENCH_LIST_REQUESTS === '1') {
      for (const [u, n] of each) console.log(`  ${(n / 1024).toFixed(2).padStart(7)} KB  ${u.replace(/^https?:\/\/[^/]+/, '')}`);
      console.log(`  ${(bytes / 1024).toFixed(2).padStart(7)} KB  ${url.replace(/^https?:\/\/[^/]+/, '')}, in all`);
    }
    return { readyMs: figures.ready, panelMs: figures.panel, lcpMs: figures.lcp, kb: bytes / 1024, requests };
  } finally {
    await context.close();
  }
}

/**
 * A second visit of a game page in the profile of a first one: `sw` lets the service worker
 * install during the first visit and answer the second; without it, only the HTTP cache helps.
 */
async function repeatOnce(browser: Browser, url: string, again: string, selector: string, sw: boolean): Promise<LoadFigures> {
  const control = CONTROL;
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: sw ? 'allow' : 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await throttled(context, page);
    await page.addInitScript(OBSERVER(selector, control));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(selector, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (sw) {
      // the worker installed (its build kept) and in charge of this page
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    }
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      if (e.encodedDataLength > 0) requests++;
    });
    const figures = await observedVisit(page, again);
    return { readyMs: figures.ready, panelMs: figures.panel, lcpMs: figures.lcp, kb: bytes / 1024, requests };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** A page's row: the median of each figure over its loads, and the loads themselves. */
function medians(page: string, loads: LoadFigures[]): FirstScreenRow {
  return {
    page,
    readyMs: round(median(loads.map((l) => l.readyMs))),
    panelMs: round(median(loads.map((l) => l.panelMs))),
    lcpMs: round(median(loads.map((l) => l.lcpMs))),
    kb: round(median(loads.map((l) => l.kb))),
    requests: median(loads.map((l) => l.requests)),
    loads,
  };
}

async function measure(browser: Browser, page: string, url: string, selector: string, control: string | null = null): Promise<FirstScreenRow> {
  const loads: LoadFigures[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, url, selector, control));
  return medians(page, loads);
}

export async function benchFirstScreen(base: string): Promise<FirstScreen> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const rows: FirstScreenRow[] = [];
    progress('first screen: home page');
    rows.push(await measure(browser, 'home', `${base}/`, '[data-testid="game-start"]'));
    for (const ruleset of RULESETS.filter((r) => !ONLY || ONLY.includes(r.id))) {
      progress(`first screen: ${ruleset.id}`);
      const game = await gameToAct(base, ruleset.id, Math.min(Math.max(ruleset.minPlayers, 3), ruleset.maxPlayers), ruleset.maxPlayers);
      rows.push(await measure(browser, `game: ${ruleset.id}`, `${base}/g/${game.gameId}#t=${game.token}`, '[data-decision]', CONTROL));
    }
    progress('first screen: rules page');
    rows.push(await measure(browser, 'rules: stonerush', `${base}/rules/stonerush`, 'main h1'));
    for (const sw of [false, true]) {
      progress(`first screen: repeat visit, ${sw ? 'service worker' : 'HTTP cache'}`);
      const loads: LoadFigures[] = [];
      for (let i = 0; i < LOADS; i++) {
        // a game of its own each time: the repeat visit finds the seat's token on the device
        const game = await gameToAct(base, 'stonerush', 2, 5);
        loads.push(await repeatOnce(browser, `${base}/g/${game.gameId}#t=${game.token}`, `${base}/g/${game.gameId}`, '[data-decision]', sw));
      }
      rows.push(medians(`repeat: stonerush, ${sw ? 'service worker' : 'HTTP cache only'}`, loads));
    }
    const home = rows[0]!.readyMs;
    const games = rows.filter((r) => r.page.startsWith('game:'));
    const worstGameRatio = Math.max(...games.map((r) => r.readyMs / home));
    const worstGameKb = Math.max(...games.map((r) => r.kb));
    const ready = (page: string) => rows.find((r) => r.page === page)?.readyMs ?? Number.NaN;
    return {
      rows,
      worstGameRatio: round(worstGameRatio),
      budgetMet: worstGameRatio <= FIRST_SCREEN_BUDGET,
      worstGameKb: round(worstGameKb),
      kbBudgetMet: worstGameKb < FIRST_LOAD_KB_BUDGET,
      repeat: {
        coldMs: ready('game: stonerush'),
        httpCacheMs: ready('repeat: stonerush, HTTP cache only'),
        serviceWorkerMs: ready('repeat: stonerush, service worker'),
      },
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./server');
  const { execFileSync } = await import('node:child_process');
  const path = await import('node:path');
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    progress('npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: path.join(import.meta.dirname, '..'), stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8851));
  try {
    const result = await benchFirstScreen(server.base);
    const { table } = await import('./stats');
    console.log(
      table(
        ['first screen (390×844, 1.6 Mbps, 150 ms RTT, 4× CPU)', 'ready ms', 'panel ms', 'LCP ms', 'KB', 'requests', 'each load, ready ms'],
        result.rows.map((r) => [r.page, r.readyMs, r.panelMs, r.lcpMs, r.kb, r.requests, r.loads.map((l) => Math.round(l.readyMs)).join(' ')]),
      ),
    );
    console.log(`slowest game page / home page: ${result.worstGameRatio} (budget ≤ ${FIRST_SCREEN_BUDGET}: ${result.budgetMet ? 'met' : 'missed'})`);
    console.log(`heaviest game page: ${result.worstGameKb} KB (budget < ${FIRST_LOAD_KB_BUDGET}: ${result.kbBudgetMet ? 'met' : 'missed'})`);
    console.log(repeatLine(result.repeat));
  } finally {
    await server.stop();
  }
}
