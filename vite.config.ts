import path from 'node:path';
import { defineConfig } from 'vite';
import { ALIASES } from './scripts/aliases';
import { firstScreen } from './scripts/vite-first-screen';
import { offlineApp } from './scripts/vite-offline';
import { runtimeInEntry } from './scripts/vite-runtime-in-entry';

const BOARD_FILE = /[\\/]web[\\/]src[\\/]rulesets[\\/]([a-z-]+)[\\/](?!facts\.ts$|text\.ts$|i18n[\\/]de\.ts$|i18n[\\/]text[\\/]|later[\\/])/;
/** A board's panels below its first screen (`later/`, #49): a chunk of their own, loaded when reached (web/src/board/later-part.tsx). */
const LATER_FILE = /[\\/]web[\\/]src[\\/]rulesets[\\/]([a-z-]+)[\\/]later[\\/]/;
/** A ruleset's text mode (text.ts) and its own words in English (i18n/text/, #49): one chunk, loaded with the text mode. */
const TEXT_FILE = /[\\/]web[\\/]src[\\/]rulesets[\\/]([a-z-]+)[\\/](text|i18n[\\/]text[\\/](index|en))\.ts$/;
const ENGINE_FILE = /[\\/]engine[\\/]([a-z-]+)[\\/]/;
/** A ruleset's English log words (web/src/i18n/en/log/<ruleset>.ts): in its board's chunk, which every page that shows its log loads. */
const LOG_WORDS_FILE = /[\\/]web[\\/]src[\\/]i18n[\\/]en[\\/]log[\\/](?!any\.ts$|shared\.ts$)([a-z-]+)\.ts$/;

/**
 * The board chunk a module belongs in: a ruleset's web files, and its engine's files a board file
 * imports, and its English log words. Its text mode (text.ts, with the words only it reads: i18n/text/) is a
 * chunk of its own, loaded with the text mode.
 */
function boardChunkOf(id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }): string | null {
  const text = TEXT_FILE.exec(id)?.[1];
  if (text) return `${text}-text`;
  const board = BOARD_FILE.exec(id)?.[1] ?? LOG_WORDS_FILE.exec(id)?.[1];
  if (board) return board;
  const later = LATER_FILE.exec(id)?.[1];
  if (later) return `${later}-later`;
  const ruleset = ENGINE_FILE.exec(id)?.[1];
  if (!ruleset || ruleset === 'core') return null;
  // Imported by one of the ruleset's board files (or its later panels), or by an engine file of the ruleset that is.
  const drawnWith = (files: RegExp, file: string, seen: Set<string>): boolean =>
    (ctx.getModuleInfo(file)?.importers ?? []).some(
      (by) => files.exec(by)?.[1] === ruleset || (ENGINE_FILE.exec(by)?.[1] === ruleset && !seen.has(by) && drawnWith(files, by, seen.add(by))),
    );
  if (drawnWith(BOARD_FILE, id, new Set([id]))) return ruleset;
  return drawnWith(LATER_FILE, id, new Set([id])) ? `${ruleset}-later` : null;
}

// The web app: Preact, built into dist/ and served by the Worker as static assets.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [runtimeInEntry(), firstScreen(), offlineApp()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app is for (es2022) follows <link rel="modulepreload"> itself; where one
    // does not (Safari before 17), modules still load when imported, a round later. 0.5 KB off the entry.
    modulePreload: {
      polyfill: false,
      // A dynamic import's preloads without the imported file itself (the import asks for it at the
      // same moment) and without the bundler's runtime, which the entry imports (#49: the list of file
      // names in the entry, one for each lazy chunk, was about 0.7 KB gzip of a game page's first load).
      resolveDependencies: (file, deps) => deps.filter((d) => d !== file && !/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(d)),
    },
    // Fewer, larger files on a game page's first load (issue #34, docs/performance.md "First
    // screen"): each file costs a request and its headers on a slow line. Only the grouped modules
    // themselves (not their imports, which the entry has).
    rolldownOptions: {
      // Rolldown warns when plugins take "significant time", which on a loaded 2-core machine is
      // every build: a warning about the machine, not the build, so `npm start` and `npm test` leave it out.
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The game page, its parts (with its transports, game/transport/: the socket and the
            // command's way, which its first load opens), its English words (with the log's words every ruleset shares,
            // and their reader, log-line, which a text mode reads too) and the boards' shared drawing kit: one
            // file a game page loads beside the entry. Not the parts a page loads only when it
            // needs them (the later panels, the result, the waiting room, the text mode's board,
            // the absent panel, the generic board): each stays a chunk of its own.
            {
              name: 'game-page',
              test: /[\\/](web[\\/]src[\\/](pages[\\/]game-page|i18n[\\/](en[\\/](game|offline|access|log[\\/]shared)|log-line)|game[\\/](?!(result-panel|waiting-room|text-board|clock-text|panels-chunk|panels-api|chat-panel|clock-panel|game-log|leave-panel|notes-panel|notify-panel|table-panel|seat-panel|copy-link)\.)[^\\/]+|game[\\/]transport[\\/][^\\/]+|rulesets[\\/]generic[\\/](action-words|describe)|pages[\\/]players[\\/]seat-ratings|board[\\/][^\\/]+|ui[\\/](colours|swatch|number-face)|rulesets[\\/]text-words|offline[\\/](device|queue|store))|engine[\\/]core[\\/](components|fact)|schema[\\/](wire|names))\.tsx?$|[\\/]node_modules[\\/]idb-keyval[\\/]/,
            },
            // A ruleset's board, its parts, its English words and the engine's parts it draws with
            // (its model, scoring): one file per ruleset. Those engine parts were files of their own,
            // as the rules engine (which the replay and rules pages load) shares them; it now loads
            // them from the board's file. The text mode's words are a file of their own.
            { name: boardChunkOf },
            // The time control's fields and their words, which the create form and the clock panel
            // share: one file either loads.
            {
              name: 'create-clock',
              test: /[\\/]web[\\/]src[\\/](pages[\\/]create-clock|i18n[\\/]en[\\/]time-controls)\.tsx?$/,
            },
            // The pages the shell preloads (home, join, the rules list and page) and the engine's
            // setup checks the create form runs: one file and one stylesheet, so the home page's few
            // requests fit the browser's six connections in one round on a slow line
            // (docs/performance.md).
            {
              name: 'home',
              test: /[\\/]web[\\/]src[\\/]((pages[\\/](home-page|create-form|option-field|game-cards|join-page|rules[\\/](rules-index|rules-page|links))|ui[\\/]player-fields|i18n[\\/]en[\\/]home)\.tsx?|pages[\\/](home-page|rules[\\/]rules-page)\.css)$/,
            },
            // The rulesets' metas and setup checks, apart from the home pages (the rules pages read
            // them too; no game page does).
            {
              name: 'setups',
              test: /[\\/]engine[\\/](core[\\/](setup-fit|ruleset)|setup-checks|setups\.generated|[a-z-]+[\\/]setup)\.ts$/,
            },
            // What the entry imports stays one file with it (without this group, the modules that
            // lazy chunks share with the entry became files of their own).
            { name: 'entry', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      ...Object.fromEntries(Object.entries(ALIASES).map(([alias, dir]) => [alias, path.resolve(import.meta.dirname, dir)])),
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
});
