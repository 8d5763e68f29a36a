/**
 * A game page's shell names the game page's chunks and its board's chunks and styles
 * (worker/pages/game-html.ts), so they load alongside the app; an unknown game gets the game
 * page's chunks only, other pages the plain shell.
 * Needs the built app in dist/ (`npm test` builds first).
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call } from './client';

const preloads = (html: string) => [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="(\/assets\/[^"]+)">/g)].map((m) => m[2]!);
interface Files {
  js: string[];
  css: string[];
}
const preloadMap = async () =>
  (await (await SELF.fetch('http://127.0.0.1/preload.json')).json()) as { notOnGame: string[]; game: Files; boards: Record<string, Files> };
const all = (f: Files) => [...f.js, ...f.css];

/** What a page names beyond the plain shell's own entry files (those a game's shell keeps: not `notOnGame`). */
async function namedFiles(html: string, notOnGame: readonly string[] = []): Promise<string[]> {
  const shell = preloads(await (await SELF.fetch('http://127.0.0.1/')).text()).filter((f) => !notOnGame.includes(f));
  return preloads(html).filter((f) => !shell.includes(f));
}
const rulesetMeta = (html: string) => /<meta name="stonehenge-ruleset" content="([^"]+)">/.exec(html)?.[1];

describe('the first screen of a game page', () => {
  it("names exactly the game page's and the game's board files from the build's map, each of which is served", async () => {
    const map = await preloadMap();
    expect(Object.keys(map.boards).sort()).toEqual(['a-grand-endeavor', 'fightin-drinkin-stealin', 'raiding-stonehenge', 'stonerush']);
    // the page's own chunk with its English words, apart from the entry (the home page loads neither)
    const page = map.game.js.find((f) => /\/game-page-[\w-]+\.js$/.test(f));
    expect(page).toBeDefined();
    const pageSource = await (await SELF.fetch(`http://127.0.0.1${page}`)).text();
    expect(pageSource).toContain(`howToPlay:\`How to play\``);
    const shell = await (await SELF.fetch('http://127.0.0.1/')).text();
    for (const f of all(map.game)) expect(shell).not.toContain(f);
    // the bundler's runtime is in the entry, not a file of its own (scripts/vite-runtime-in-entry.ts)
    expect(shell).not.toContain('rolldown-runtime');
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(shell)?.[1];
    expect(await (await SELF.fetch(`http://127.0.0.1${entry}`)).text()).toContain('as __rt}');
    expect(pageSource).toMatch(/import\{[^}]*__rt as \w+\}from"\.\/index-[\w-]+\.js"/);
    for (const ruleset of ['stonerush', 'a-grand-endeavor']) {
      const created = await call('POST', '/api/games', { ruleset, players: 3, name: 'Ada' });
      expect(created.status).toBe(201);
      const res = await SELF.fetch(`http://127.0.0.1/g/${created.json.gameId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(rulesetMeta(html)).toBe(ruleset);
      // the home and join pages' chunks, which the plain shell preloads, are left out (a chunk
      // they share with the board, such as the rulesets' metas, comes back once, in the board's list)
      expect(map.notOnGame.length).toBeGreaterThan(0);
      for (const f of map.notOnGame) {
        expect(shell).toContain(f);
        if (!all(map.boards[ruleset]!).includes(f)) expect(html).not.toContain(f);
      }
      const named = await namedFiles(html, map.notOnGame);
      expect(html).not.toContain('rolldown-runtime');
      expect(named.sort()).toEqual([...all(map.game), ...all(map.boards[ruleset]!)].sort());
      expect(map.boards[ruleset]!.js.some((f) => f.includes(ruleset))).toBe(true);
      // no file twice: a board's list leaves out what the game page already loads
      expect(new Set(named).size).toBe(named.length);
      for (const file of named) {
        const asset = await SELF.fetch(`http://127.0.0.1${file}`);
        expect(asset.status, file).toBe(200);
        await asset.arrayBuffer();
      }
    }
  });

  it("keeps the rules' own model and board helpers off a board's files (#49: only what a board draws with)", async () => {
    // Text each module's code holds, as the build keeps it (an error or a fact's label): the rules'
    // chunk has it, the board's first-screen files must not. A board reads the few values it
    // needs from small files of their own (a-grand-endeavor/model.ts and points.ts,
    // fightin-drinkin-stealin/values.ts, raiding-stonehenge/allotment.ts).
    const rulesOnly: Record<string, string[]> = {
      // engine/a-grand-endeavor/board.ts (takeFromHand) and scoring.ts's counting of the tracks
      'a-grand-endeavor': ['is not in hand', 'no space '],
      // engine/fightin-drinkin-stealin/model.ts
      'fightin-drinkin-stealin': ['is not in the ', 'has no newcomer at the '],
      // engine/raiding-stonehenge/model.ts (its facts' labels)
      'raiding-stonehenge': ['the hand of a seat', 'the stash of a seat'],
    };
    const map = await preloadMap();
    for (const [ruleset, texts] of Object.entries(rulesOnly)) {
      const files = map.boards[ruleset]!.js;
      expect(files.length, ruleset).toBeGreaterThan(0);
      for (const file of files) {
        const source = await (await SELF.fetch(`http://127.0.0.1${file}`)).text();
        for (const text of texts) expect(source, `${ruleset}: ${file} holds "${text}"`).not.toContain(text);
      }
    }
  });

  it('keeps the panels below the first screen and the seat link off the first load (#49: loaded when reached or shown)', async () => {
    // Text only each lazy part's code holds (a class or a test id it draws): its own chunk has it,
    // the first screen's files must not. A Grand Endeavor's yards and scores and Fightin's clans
    // (web/src/rulesets/<id>/later/), the seat link with its QR code (web/src/game/seat-panel.tsx).
    const lazy: Record<string, string[]> = {
      'a-grand-endeavor': ['age-score-table', 'age-yard-head'],
      'fightin-drinkin-stealin': ['fds-final-', 'fds-wee'],
    };
    const seatLink = ['seat-qr', 'copy-seat-link'];
    // The lists' words (the open games' and the archive's pages): not the entry's.
    const listWords = ['At most a week', 'Host rating from'];
    const map = await preloadMap();
    const text = async (file: string) => (await SELF.fetch(`http://127.0.0.1${file}`)).text();
    for (const file of map.game.js) for (const t of seatLink) expect(await text(file), `${file} holds "${t}"`).not.toContain(t);
    const shell = preloads(await text('/'));
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(await text('/'))?.[1];
    expect(entry).toBeDefined();
    const firstLoad = [entry!, ...shell, ...map.game.js, ...Object.values(map.boards).flatMap((b) => b.js)].filter((f) => f.endsWith('.js'));
    for (const file of firstLoad) {
      const source = await text(file);
      for (const t of listWords) expect(source, `${file} holds "${t}"`).not.toContain(t);
    }
    // The offline copy and queue with idb-keyval (web/src/offline/device.ts) stay in the game page's
    // first load: a first visit that loses its network before the service worker takes charge must
    // still queue a move (test/e2e/phone-journeys.ts, journey 3); loaded later, it could not be fetched.
    const offlineStore = ['readwrite', 'queue:'];
    const gamePage = await Promise.all(map.game.js.map(text));
    for (const t of offlineStore)
      expect(
        gamePage.some((source) => source.includes(t)),
        `the game page's first load lacks "${t}"`,
      ).toBe(true);
    for (const [ruleset, texts] of Object.entries(lazy)) {
      // their styles too: a board's stylesheet leaves theirs to their chunk's (later/later.css)
      for (const file of all(map.boards[ruleset]!)) {
        const source = await text(file);
        for (const t of texts) expect(source, `${ruleset}: ${file} holds "${t}"`).not.toContain(t);
      }
    }
    // ...and each is in the build, in a chunk of its own (so the check above cannot pass by their being gone):
    // the service worker's list of the build's files (scripts/vite-offline.ts) names them.
    const built = [...(await text('/sw.js')).matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    for (const [chunk, texts] of [
      ['a-grand-endeavor-later-', lazy['a-grand-endeavor']!],
      ['fightin-drinkin-stealin-later-', lazy['fightin-drinkin-stealin']!],
      ['seat-panel-', seatLink],
      ['lists-', listWords],
    ] as const) {
      // (the lists' words are two chunks, English and German: one of them holds them)
      const files = built.filter((f) => f.startsWith(`/assets/${chunk}`));
      expect(files.length, chunk).toBeGreaterThan(0);
      const sources = await Promise.all(files.map(text));
      for (const t of texts)
        expect(
          sources.some((source) => source.includes(t)),
          `${chunk} lacks "${t}"`,
        ).toBe(true);
    }
  });

  it("names only the game page's files for an unknown game, and leaves other pages' shell plain", async () => {
    const map = await preloadMap();
    const unknown = await SELF.fetch('http://127.0.0.1/g/nosuchgame');
    expect(unknown.status).toBe(200);
    const html = await unknown.text();
    expect((await namedFiles(html)).sort()).toEqual(all(map.game).sort());
    for (const f of map.notOnGame) expect(html).not.toContain(f);
    expect(rulesetMeta(html)).toBeUndefined();
    for (const path of ['/', '/archive']) {
      const res = await SELF.fetch(`http://127.0.0.1${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(await namedFiles(html), path).toEqual([]);
      expect(rulesetMeta(html), path).toBeUndefined();
    }
  });

  it('keeps the first JS load of the plain shell within 40 KB gzip (#33), the game page not in it', async () => {
    const shell = await (await SELF.fetch('http://127.0.0.1/')).text();
    const scripts = [...shell.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+)">/g)].map((m) => m[1]!);
    const named = [...scripts, ...preloads(shell).filter((f) => f.endsWith('.js'))];
    expect(scripts).toHaveLength(1);
    let bytes = 0;
    for (const file of named) {
      const body = (await SELF.fetch(`http://127.0.0.1${file}`)).body!;
      const gz = await new Response(body.pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
      bytes += gz.byteLength;
    }
    // Gzip's default level here, a little above the level 9 that bench/size.ts counts.
    expect(bytes / 1024).toBeLessThanOrEqual(40);
    const map = await preloadMap();
    for (const f of map.game.js) expect(named).not.toContain(f);
  });
});
