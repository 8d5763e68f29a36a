import path from 'node:path';
import { defineConfig } from 'vite';
import { ALIASES } from './scripts/aliases';
import { GAME_WORDS, firstScreen } from './scripts/vite-first-screen';
import { offlineApp } from './scripts/vite-offline';

// The web app: Preact, built into dist/ and served by the Worker as static assets.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [firstScreen(), offlineApp()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // The game page's English words in one chunk, named by the Worker in a game page's shell
    // beside the page's own (scripts/vite-first-screen.ts): one request, not three. Only those
    // modules (not their imports, which the entry has): the words run nothing when loaded. The
    // notify words come with the page's later panels (web/src/game/later-panels.tsx).
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: GAME_WORDS,
              test: /[\\/]web[\\/]src[\\/]i18n[\\/]en[\\/](game|offline|access)\.ts$/,
            },
            {
              name: 'game-parts',
              test: /[\\/]web[\\/]src[\\/](game[\\/](moves|players-panel|ruleset-board|turn-banner|text-mode)|rulesets[\\/]generic[\\/][^\\/]+|pages[\\/]players[\\/]seat-ratings)\.tsx?$/,
            },
            {
              name: 'board-kit',
              test: /[\\/](web[\\/]src[\\/](board[\\/][^\\/]+|ui[\\/](colours|swatch)|rulesets[\\/]text-words)|engine[\\/]core[\\/]components)\.tsx?$/,
            },
            // The pages the shell preloads (home, join, the rules list and page) and the engine's
            // setup checks the create form runs: one file, so the home page's few requests fit
            // the browser's six connections in one round on a slow line (docs/performance.md).
            {
              name: 'home',
              test: /[\\/]web[\\/]src[\\/](pages[\\/](home-page|create-form|option-field|game-cards|join-page|rules[\\/](rules-index|rules-page|links))|i18n[\\/]en[\\/]home)\.tsx?$/,
            },
            // The rulesets' metas and setup checks, apart from the home pages: a board's English
            // words read their ruleset's pitch from its meta, and must not bring the home page along.
            {
              name: 'setups',
              test: /[\\/]engine[\\/](core[\\/](setup-fit|ruleset)|setup-checks|setups\.generated|[a-z-]+[\\/]setup)\.ts$/,
            },
            // Small parts of the home, join and game pages (and others): one file, not seven.
            {
              name: 'page-parts',
              test: /[\\/]web[\\/]src[\\/](ui[\\/](form-error|use-rulesets|options-words|player-fields)|game[\\/]clock-text|pages[\\/](create-clock|players[\\/]open-filters|rules[\\/]sections))\.tsx?$/,
            },
            { name: 'shell', tags: ['$initial'] },
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
