/**
 * `/g/<id>`: the app shell, with the game's board chunks and styles named in its <head>
 * (`modulepreload`, `preload`), so they load in the same round as the app instead of after the
 * payload says which ruleset to draw (#34, docs/performance.md "First screen"). Which files a
 * board needs comes from the build (`dist/preload.json`, scripts/vite-first-screen.ts).
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { games } from '@db/schema';
import type { AppEnv, Env } from '../env';
import { createDb } from '../store/db';

interface BoardFiles {
  js: string[];
  css: string[];
}

/** The build's map, read once per isolate; a build without one (or a failed read) preloads nothing. */
let boardFiles: Promise<Record<string, BoardFiles>> | null = null;

function readBoardFiles(env: Env): Promise<Record<string, BoardFiles>> {
  boardFiles ??= env.ASSETS.fetch('http://assets.local/preload.json')
    .then((res) => (res.ok && (res.headers.get('content-type') ?? '').includes('json') ? (res.json() as Promise<Record<string, BoardFiles>>) : {}))
    .catch(() => ({}));
  return boardFiles;
}

/** Only paths the build wrote: an asset path, nothing an attribute could be broken out of. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

export async function gameHtml(c: Context<AppEnv>): Promise<Response> {
  const page = await c.env.ASSETS.fetch(c.req.raw);
  if (!page.ok || !(page.headers.get('content-type') ?? '').startsWith('text/html')) return page;
  const [map, row] = await Promise.all([
    readBoardFiles(c.env),
    createDb(c.env.DB)
      .select({ ruleset: games.ruleset })
      .from(games)
      .where(eq(games.id, c.req.param('id') ?? ''))
      .get(),
  ]);
  // Only a ruleset the build drew a board for, so the id written into the page is one of ours.
  const files = row && Object.hasOwn(map, row.ruleset) ? map[row.ruleset] : undefined;
  if (!files) return page;
  // The board's styles as stylesheets (the board cannot draw without them, and the chunk loader
  // then finds them in place), its modules preloaded, and the ruleset named for the app, which
  // starts the board's import at once instead of after the payload (web/src/main.tsx).
  const links = [
    `<meta name="stonehenge-ruleset" content="${row!.ruleset}">`,
    ...files.css.filter((f) => ASSET_PATH.test(f)).map((f) => `<link rel="stylesheet" crossorigin href="${f}">`),
    ...files.js.filter((f) => ASSET_PATH.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
  ].join('');
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        head.append(links, { html: true });
      },
    })
    .transform(page);
}
