/**
 * `/g/<id>`: the app shell, with the game page's chunks and the game's board chunks and styles
 * named in its <head> (`modulepreload`, `stylesheet`), so they load in the same round as the app
 * instead of after the app, then the payload, ask for them, and without the home and join pages'
 * preloads (#34, docs/performance.md "First screen"). Which files they are comes from the build
 * (`dist/preload.json`, scripts/vite-first-screen.ts).
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { games } from '@db/schema';
import type { AppEnv, Env } from '../store/env';
import { createDb } from '../store/db';

interface Files {
  js: string[];
  css: string[];
}

/** The build's map (scripts/vite-first-screen.ts, PreloadMap). */
interface PreloadMap {
  /** The shell's preloads of the home and join pages, which a game page does without. */
  notOnGame: string[];
  game: Files;
  boards: Record<string, Files>;
}

const NOTHING: PreloadMap = { notOnGame: [], game: { js: [], css: [] }, boards: {} };

/** The build's map, read once per isolate; a build without one (or a failed read) preloads nothing. */
let preloadMap: Promise<PreloadMap> | null = null;

function readPreloadMap(env: Env): Promise<PreloadMap> {
  preloadMap ??= env.ASSETS.fetch('http://assets.local/preload.json')
    .then(async (res) => {
      if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return NOTHING;
      const map = (await res.json()) as Partial<PreloadMap>;
      return { notOnGame: map.notOnGame ?? [], game: map.game ?? NOTHING.game, boards: map.boards ?? {} };
    })
    .catch(() => NOTHING);
  return preloadMap;
}

/** Only paths the build wrote: an asset path, nothing an attribute could be broken out of. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

export async function gameHtml(c: Context<AppEnv>): Promise<Response> {
  const page = await c.env.ASSETS.fetch(c.req.raw);
  if (!page.ok || !(page.headers.get('content-type') ?? '').startsWith('text/html')) return page;
  const [map, row] = await Promise.all([
    readPreloadMap(c.env),
    createDb(c.env.DB)
      .select({ ruleset: games.ruleset })
      .from(games)
      .where(eq(games.id, c.req.param('id') ?? ''))
      .get(),
  ]);
  // Only a ruleset the build drew a board for, so the id written into the page is one of ours.
  const board = row && Object.hasOwn(map.boards, row.ruleset) ? map.boards[row.ruleset] : undefined;
  // The game page's own chunks on every game address (an unknown game's page says so with them);
  // the board's styles as stylesheets (the board cannot draw without them, and the chunk loader
  // then finds them in place), its modules preloaded, and the ruleset named for the app, which
  // starts the board's import at once instead of after the payload (web/src/main.tsx).
  const files: Files = { js: [...map.game.js, ...(board?.js ?? [])], css: [...map.game.css, ...(board?.css ?? [])] };
  const links = [
    ...(board ? [`<meta name="stonehenge-ruleset" content="${row!.ruleset}">`] : []),
    ...files.css.filter((f) => ASSET_PATH.test(f)).map((f) => `<link rel="stylesheet" crossorigin href="${f}">`),
    ...files.js.filter((f) => ASSET_PATH.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
  ].join('');
  if (!links && map.notOnGame.length === 0) return page;
  const notOnGame = new Set(map.notOnGame);
  return new HTMLRewriter()
    .on('link[rel="modulepreload"], link[rel="stylesheet"]', {
      element(link) {
        if (notOnGame.has(link.getAttribute('href') ?? '')) link.remove();
      },
    })
    .on('head', {
      element(head) {
        head.append(links, { html: true });
      },
    })
    .transform(page);
}
