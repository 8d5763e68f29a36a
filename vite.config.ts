import path from 'node:path';
import { defineConfig } from 'vite';
import { ALIASES } from './scripts/aliases';
import { firstScreen } from './scripts/vite-first-screen';
import { offlineApp } from './scripts/vite-offline';

// The web app: Preact, built into dist/ and served by the Worker as static assets.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [firstScreen(), offlineApp()],
  build: { outDir: '../dist', emptyOutDir: true, target: 'es2022' },
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
