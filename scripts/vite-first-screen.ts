/**
 * Vite build steps for a game page's first screen (#34, docs/performance.md "First screen"):
 * - `dist/preload.json` names the game page's chunks (the page and its English words) and, per
 *   ruleset, the board's chunks and styles, each without what the entry (or the page) already
 *   loads, so the Worker can add them to `/g/<id>`'s HTML (worker/pages/game-html.ts);
 * - the inline script of index.html (the early payload request) is allowed by its SHA-256 in the
 *   Content-Security-Policy of `dist/_headers`, so the policy still forbids every other inline script.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface BoardFiles {
  js: string[];
  css: string[];
}

/**
 * What the build tells the Worker about `/g/<id>`: the shell's preloads a game page does not need
 * (the home and join pages' chunks), the game page's files, and each board's.
 */
export interface PreloadMap {
  notOnGame: string[];
  game: BoardFiles;
  boards: Record<string, BoardFiles>;
}

/** The game page's English words (vite.config.ts groups them with the page). */
const GAME_WORDS = /\/web\/src\/i18n\/en\/game\.ts$/;
/** The game page's module, a chunk of its own (web/src/lazy-pages.tsx). */
const GAME_PAGE = /\/web\/src\/pages\/game-page\.tsx$/;
/** The modules whose chunks the shell preloads for the pages a new visitor opens first: home, an invitation, the rules. */
const SHELL_PAGES = [
  /\/web\/src\/pages\/home-page\.tsx$/,
  /\/web\/src\/pages\/join-page\.tsx$/,
  /\/web\/src\/i18n\/en\/home\.ts$/,
  /\/web\/src\/i18n\/en\/join\.ts$/,
  /\/web\/src\/pages\/rules\/rules-index\.tsx$/,
];

/** The sha256 source expressions of every inline script of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The shell's inline scripts without their comment lines and indentation: web/index.html explains
 * the early payload request at length, and every page of the site carried those words (about
 * 0.4 KB gzip). Only whole-line `//` comments go, so code is never cut.
 */
export function compactInlineScripts(html: string): string {
  return html.replace(/(<script(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)(<\/script>)/gi, (_m, open: string, body: string, close: string) => {
    const lines = body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('//'));
    return `${open}${lines.join('\n')}${close}`;
  });
}

export function firstScreen(): Plugin {
  let outDir = '';
  return {
    name: 'stonehenge-first-screen',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After Vite's own HTML step, whose index.html this adds the shell's preloads to.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        type Chunk = Extract<(typeof bundle)[string], { type: 'chunk' }>;
        const chunk = (name: string): Chunk | null => {
          const c = bundle[name];
          return c && c.type === 'chunk' ? c : null;
        };
        /** A chunk and every chunk it imports statically, with their styles. */
        const closure = (start: string): BoardFiles => {
          const js = new Set<string>();
          const css = new Set<string>();
          const visit = (name: string) => {
            const c = chunk(name);
            if (!c || js.has(name)) return;
            js.add(name);
            for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
            for (const i of c.imports) visit(i);
          };
          visit(start);
          return { js: [...js], css: [...css] };
        };
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const loaded = entry ? closure(entry.fileName) : { js: [], css: [] };
        /** `files` without what `already` holds, as URL paths. */
        const beyond = (files: BoardFiles, already: BoardFiles): BoardFiles => ({
          js: files.js.filter((f) => !already.js.includes(f)).map((f) => `/${f}`),
          css: files.css.filter((f) => !already.css.includes(f)).map((f) => `/${f}`),
        });
        const union = (parts: BoardFiles[]): BoardFiles => ({
          js: [...new Set(parts.flatMap((f) => f.js))],
          css: [...new Set(parts.flatMap((f) => f.css))],
        });
        // The home, join and rules pages are chunks (a game page needs none), preloaded by the shell so
        // that they still load in the entry's round; the Worker drops these links from a game's shell.
        // (the chunk that holds each module: a group of vite.config.ts may hold several)
        const shellPages = SHELL_PAGES.map((re) => chunks.find((c) => c.moduleIds.some((id) => re.test(id))));
        if (shellPages.some((c) => !c)) throw new Error('preload.json: no chunk for the home page, the join page, the home words or the rules');
        const shell = beyond(union(shellPages.map((c) => closure(c!.fileName))), loaded);
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string' || !html.source.includes('</head>')) {
          throw new Error('index.html: no <head> to add the home page preloads to');
        }
        const links = [
          ...shell.css.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`),
          ...shell.js.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
        ];
        html.source = compactInlineScripts(html.source.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
        /** The chunk that holds the module `re` names (a group of vite.config.ts may hold several). */
        const holding = (re: RegExp) => chunks.find((c) => c.moduleIds.some((id) => re.test(id)));
        const page = holding(GAME_PAGE);
        const words = holding(GAME_WORDS);
        if (!page || !words) throw new Error(`preload.json: no chunk for the game page${page ? "'s words" : ''}`);
        const pageFiles = [closure(page.fileName), closure(words.fileName)];
        const gameOwn = union(pageFiles);
        const withPage: BoardFiles = { js: [...loaded.js, ...gameOwn.js], css: [...loaded.css, ...gameOwn.css] };
        const boards: Record<string, BoardFiles> = {};
        for (const c of chunks) {
          const id = c.moduleIds.map((m) => /\/web\/src\/rulesets\/([^/]+)\/index\.tsx$/.exec(m)?.[1]).find(Boolean);
          if (!id) continue;
          // The board's English words too: loadBoard asks for them with the board (a German reader's come after).
          const words = holding(new RegExp(`/web/src/rulesets/${id}/i18n/en\\.ts$`));
          boards[id] = beyond(union([closure(c.fileName), ...(words ? [closure(words.fileName)] : [])]), withPage);
        }
        // What the shell preloads and the game page needs too stays in a game's shell; the rest goes.
        const gameAll = beyond(gameOwn, loaded);
        const inShell = (f: string) => shell.js.includes(f) || shell.css.includes(f);
        const game: BoardFiles = { js: gameAll.js.filter((f) => !inShell(f)), css: gameAll.css.filter((f) => !inShell(f)) };
        const notOnGame = [...shell.js, ...shell.css].filter((f) => !gameAll.js.includes(f) && !gameAll.css.includes(f));
        const map: PreloadMap = { notOnGame, game, boards };
        this.emitFile({ type: 'asset', fileName: 'preload.json', source: `${JSON.stringify(map, null, 1)}\n` });
      },
    },
    closeBundle() {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const headersFile = path.join(outDir, '_headers');
      const headers = readFileSync(headersFile, 'utf8');
      const hashes = inlineScriptHashes(html);
      if (!headers.includes("script-src 'self';")) throw new Error("dist/_headers: no \"script-src 'self';\" to add the inline script's hash to");
      writeFileSync(headersFile, headers.replace("script-src 'self';", `script-src 'self' ${hashes.join(' ')};`));
    },
  };
}
