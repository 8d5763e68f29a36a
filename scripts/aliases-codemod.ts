/**
 * Rewrites deep relative imports that leave their own top folder (`../../../../engine/core/x` in
 * web/src) as path aliases (`@engine/core/x`; the list is scripts/aliases.ts). Imports inside one
 * folder (a ruleset reading `../core/`, a board reading `../../board/`) stay relative. Touches only
 * the specifiers of import, export and import() lines. Safe to re-run after a merge:
 * `npx tsx scripts/aliases-codemod.ts` (it prints the files it changed), then `npx biome check --write .`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALIASES } from './aliases';
import { SOURCE_FOLDERS as FOLDERS, sourceFiles } from './source-files';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The top folder a path lies in, as the aliases name them ('web/src' for the web app). */
function area(file: string): string | null {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (rel.startsWith('web/src/')) return 'web/src';
  const top = rel.split('/')[0]!;
  return FOLDERS.includes(top) ? top : null;
}

/** Files Vite loads with its config, before it knows the aliases: their imports must stay relative. */
const LOADED_BEFORE_ALIASES = new Set(['scripts/vite-offline.ts', 'scripts/vite-first-screen.ts', 'scripts/app-icons.ts']);

const aliasOf = Object.fromEntries(Object.entries(ALIASES).map(([alias, dir]) => [dir, alias]));

/** The alias form of a relative specifier of `file`, or null to leave it. */
export function aliased(file: string, spec: string): string | null {
  if (!spec.startsWith('../')) return null;
  const target = path.resolve(path.dirname(file), spec);
  const to = area(target);
  if (!to || to === area(file) || !aliasOf[to]) return null;
  // The folder itself (`../../engine`) is its index.ts: `@engine/index`.
  const rest = path.relative(path.join(ROOT, to), target).split(path.sep).join('/') || 'index';
  return `${aliasOf[to]}/${rest}`;
}

/** The file's text with its leaving imports aliased. Only lines that import or export `from`, `import '…'` and `import('…')`. */
export function rewrite(file: string, text: string): string {
  const swap = (spec: string) => aliased(file, spec) ?? spec;
  return text
    .replace(/^(\s*(?:import|export)\b[^'"\n]*?\bfrom\s*)(['"])([^'"]+)\2/gm, (_, head, q, spec) => `${head}${q}${swap(spec)}${q}`)
    .replace(/^(\s*\}\s*from\s*)(['"])([^'"]+)\2/gm, (_, head, q, spec) => `${head}${q}${swap(spec)}${q}`)
    .replace(/^(\s*import\s*)(['"])([^'"]+)\2/gm, (_, head, q, spec) => `${head}${q}${swap(spec)}${q}`)
    .replace(/(\bimport\(\s*)(['"])([^'"]+)\2(\s*\))/g, (_, head, q, spec, tail) => `${head}${q}${swap(spec)}${q}${tail}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'aliases-codemod.ts')) {
  for (const folder of FOLDERS) {
    if (!existsSync(path.join(ROOT, folder))) continue;
    for (const file of sourceFiles(path.join(ROOT, folder))) {
      if (LOADED_BEFORE_ALIASES.has(path.relative(ROOT, file).split(path.sep).join('/'))) continue;
      const text = readFileSync(file, 'utf8');
      const next = rewrite(file, text);
      if (next !== text) {
        writeFileSync(file, next);
        console.log(path.relative(ROOT, file));
      }
    }
  }
}
