/**
 * Vite build steps for the installable, offline app (issue #33 item 1, docs/architecture.md
 * "Offline and installable"): the web app manifest and its icons (drawn in ./app-icons.ts), and
 * the service worker's list of this build's files written into `dist/sw.js`, with an id that
 * changes whenever a file does, so a new build is a new worker and its install replaces the old cache.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative, not `@web/…`: Vite loads its config (and so this file) before it knows the aliases.
// Only the server area: other areas import through the aliases.
import { server as deServer } from '../web/src/i18n/de/server';
import { server as enServer } from '../web/src/i18n/en/server';
import { LOCALES, type Locale, manifestPath } from '../web/src/i18n/locales';
import { ICON_COLOURS, iconPng, iconSvg } from './app-icons';

const SERVER_WORDS: Record<Locale, typeof enServer> = { en: enServer, de: deServer };

/** The line of web/public/sw.js the build fills in. */
export const BUILD_MARKER = "const BUILD = /* the build's files */ null;";

export interface SwBuild {
  id: string;
  files: string[];
}

/** Not kept by the worker: itself, the server's own files, and the shell's file (kept as `/`). */
const NOT_KEPT = new Set(['sw.js', '_headers', 'preload.json', 'index.html', '_redirects']);

/** The worker's source with this build's list written in. */
export function swWithBuild(source: string, build: SwBuild): string {
  if (!source.includes(BUILD_MARKER)) throw new Error(`sw.js: no "${BUILD_MARKER}" line to write the build's files into`);
  return source.replace(BUILD_MARKER, `const BUILD = ${JSON.stringify(build)};`);
}

/** Every file of the built app the worker keeps, as URL paths, with the shell first; the id hashes them all. */
export function buildOf(outDir: string): SwBuild {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const rel = path.relative(outDir, full).split(path.sep).join('/');
      if (statSync(full).isDirectory()) walk(full);
      else if (!NOT_KEPT.has(rel)) files.push(`/${rel}`);
    }
  };
  walk(outDir);
  const hash = createHash('sha256');
  // the shell's bytes, and every other file's (hashed names alone would miss the manifest and icons)
  hash.update(readFileSync(path.join(outDir, 'index.html')));
  for (const f of files) hash.update(f).update(readFileSync(path.join(outDir, f.slice(1))));
  return { id: hash.digest('hex').slice(0, 16), files: ['/', ...files] };
}

/**
 * The manifest in `locale`'s words: one file per language (`manifestPath`), the page linking its
 * own (web/src/i18n/index.ts, `setLanguage`). Same `id`, so both are the one installed app.
 */
export const manifestFor = (locale: Locale) => ({
  name: SERVER_WORDS[locale].appName,
  // The game's own name, in every language.
  short_name: 'Stonehenge',
  description: SERVER_WORDS[locale].appDescription,
  lang: locale,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: ICON_COLOURS.parchment,
  theme_color: ICON_COLOURS.header,
  icons: [
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/** The tab's icon in the shell's own bytes (`data:`), so no page asks for it (issue #34). */
export function iconDataUri(): string {
  const svg = iconSvg().trim().replaceAll('"', "'");
  return `data:image/svg+xml,${svg.replace(/[<>#%]/g, (c) => encodeURIComponent(c))}`;
}

/** The shell's favicon link, as web/index.html writes it. */
const ICON_LINK = '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />';

export function offlineApp(): Plugin {
  let outDir = '';
  return {
    name: 'stonehenge-offline',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // A favicon file is one more request (Chromium asked twice, the second to revalidate) on every
    // cold page for some 200 bytes of drawing: the shell carries it instead. The installed app's
    // icons stay files, named by the manifest.
    transformIndexHtml(html) {
      if (!html.includes(ICON_LINK)) throw new Error(`index.html: no "${ICON_LINK}" to write the icon into`);
      return html.replace(ICON_LINK, `<link rel="icon" href="${iconDataUri()}" type="image/svg+xml" />`);
    },
    generateBundle() {
      const emit = (fileName: string, source: string | Uint8Array) => this.emitFile({ type: 'asset', fileName, source });
      for (const locale of LOCALES) emit(manifestPath(locale).slice(1), `${JSON.stringify(manifestFor(locale), null, 1)}\n`);
      emit('icons/icon.svg', iconSvg());
      emit('icons/icon-192.png', iconPng(192));
      emit('icons/icon-512.png', iconPng(512));
      emit('icons/maskable-512.png', iconPng(512, true));
      emit('icons/apple-touch-icon.png', iconPng(180, true));
    },
    closeBundle() {
      const sw = path.join(outDir, 'sw.js');
      writeFileSync(sw, swWithBuild(readFileSync(sw, 'utf8'), buildOf(outDir)));
    },
  };
}
