/**
 * Each lazy page loads the catalog areas its code reads (web/src/lazy-pages.tsx). Only the core
 * areas are always there (web/src/i18n/core.ts), so a page whose static imports read `t.game`
 * without asking for `game` breaks on a fresh load of that page (My games did, through `span`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_EN } from '@web/i18n/core';
import { ROOT, importsOf, rel } from '../engine/imports';

const WEB = path.join(ROOT, 'web/src');
const LAZY = path.join(WEB, 'lazy-pages.tsx');
/** Areas a page may read without asking: the core, and the API failures' (errorText falls back while they load). */
const ALWAYS = new Set([...Object.keys(CORE_EN), 'errors']);

/** A relative or `@web/` specifier as a file of web/src (the page modules' own imports). */
function resolveWeb(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@web/') ? path.join(WEB, spec.slice(5)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return undefined;
  return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')].find((f) => existsSync(f));
}

/** Each `pageLoader(() => import('./pages/x'), (m) => m.Page, 'area', …)` of lazy-pages.tsx: the page's file and its areas. */
function loaders(): { file: string; areas: string[] }[] {
  const text = readFileSync(LAZY, 'utf8');
  const shared = new Map([...text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g)].map((m) => [m[1]!, m[2]!]));
  return [...text.matchAll(/pageLoader\(\s*(?:\(\) => import\('([^']+)'\)|(\w+))\s*,\s*\(m\) => m\.\w+\s*,?([^)]*)\)/g)].map((m) => {
    const spec = m[1] ?? shared.get(m[2]!);
    const file = spec ? resolveWeb(LAZY, spec) : undefined;
    if (!file) throw new Error(`lazy-pages.tsx: no page file for ${m[0].slice(0, 60)}`);
    return { file, areas: [...m[3]!.matchAll(/'(\w+)'/g)].map((a) => a[1]!) };
  });
}

/** The web files a page module brings with it when loaded: its static, non-type imports (a dynamic import brings its own words). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !file.startsWith(WEB)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const dynamic = new Set([...text.matchAll(/import\(\s*['"]([^'"]+)['"]/g)].map((m) => resolveWeb(file, m[1]!)));
  const staticSpecs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s*['"]([^'"]+)['"]/g)];
  const statics = new Set(staticSpecs.map((m) => resolveWeb(file, m[1]!)));
  for (const edge of importsOf(file)) {
    if (edge.typeOnly || (dynamic.has(edge.to) && !statics.has(edge.to))) continue;
    staticClosure(edge.to, seen);
  }
  return seen;
}

describe('the lazy pages and their words', () => {
  const pages = loaders();

  it('finds every page of lazy-pages.tsx', () => {
    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(pages.some((p) => rel(p.file) === 'web/src/pages/game-page.tsx' && p.areas.includes('game'))).toBe(true);
  });

  it("the game page's later panels ask for every area their code reads beyond the page's", () => {
    // web/src/game/later-panels.tsx: `chunkLoader(() => import('./panels-chunk'), (m) => m, 'panels', …)`.
    const file = path.join(WEB, 'game/later-panels.tsx');
    const loader = /chunkLoader\(\s*\(\) => import\('([^']+)'\)\s*,\s*\(m\) => m\s*,([^)]*)\)/.exec(readFileSync(file, 'utf8'));
    const chunk = loader ? resolveWeb(file, loader[1]!) : undefined;
    if (!loader || !chunk) throw new Error('later-panels.tsx: no chunkLoader of the panels');
    const own = [...loader[2]!.matchAll(/'(\w+)'/g)].map((a) => a[1]!);
    const page = pages.find((p) => rel(p.file) === 'web/src/pages/game-page.tsx');
    if (!page) throw new Error('lazy-pages.tsx: no game page');
    const missing = new Set<string>();
    for (const f of staticClosure(chunk)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\bt\.([a-zA-Z]+)\./g)) {
        const area = m[1]!;
        if (!ALWAYS.has(area) && !own.includes(area) && !page.areas.includes(area)) missing.add(`${area} (${rel(f)})`);
      }
    }
    expect(own).toContain('panels');
    expect([...missing].sort()).toEqual([]);
  });

  it("the game page's lazy parts ask for every area their code reads beyond the page's", () => {
    // web/src/pages/game-page.tsx: `const loadX = () => Promise.all([import('../game/x'), loadAreas('a', …)])…`,
    // or a bare `import('../game/x')` for a part that needs only the page's areas.
    const file = path.join(WEB, 'pages/game-page.tsx');
    const text = readFileSync(file, 'utf8');
    const page = pages.find((p) => rel(p.file) === 'web/src/pages/game-page.tsx');
    if (!page) throw new Error('lazy-pages.tsx: no game page');
    const parts = [...text.matchAll(/^const load\w+ = \(\) =>\s*(?:Promise\.all\(\[)?import\('([^']+)'\)(?:, loadAreas\(([^)]*)\)\])?/gm)];
    expect(parts.map((m) => m[1])).toEqual(expect.arrayContaining(['../game/result-panel', '../game/table-panel', '../game/waiting-room']));
    const missing = new Set<string>();
    for (const [, spec, areas] of parts) {
      const own = [...(areas ?? '').matchAll(/'(\w+)'/g)].map((a) => a[1]!);
      const part = resolveWeb(file, spec!);
      if (!part) throw new Error(`game-page.tsx: no file for ${spec}`);
      for (const f of staticClosure(part)) {
        // `t.area.key`, or `const m = t.area;` and then `m.key`.
        for (const m of readFileSync(f, 'utf8').matchAll(/\bt\.([a-zA-Z]+)(?:\.|;)/g)) {
          const area = m[1]!;
          if (!ALWAYS.has(area) && !own.includes(area) && !page.areas.includes(area)) missing.add(`${area} (${rel(f)}, from ${spec})`);
        }
      }
    }
    expect([...missing].sort()).toEqual([]);
  });

  for (const page of pages) {
    it(`${rel(page.file)} asks for every area its code reads`, () => {
      const missing = new Set<string>();
      for (const file of staticClosure(page.file)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/\bt\.([a-zA-Z]+)\./g)) {
          const area = m[1]!;
          if (!ALWAYS.has(area) && !page.areas.includes(area)) missing.add(`${area} (${rel(file)})`);
        }
      }
      // A page that loads an area itself (the rules pages: loadAreas('rules')) says so in its file.
      const own = readFileSync(page.file, 'utf8');
      const loadsItself = (entry: string) => new RegExp(`loadAreas\\([^)]*'${entry.split(' ')[0]}'`).test(own);
      expect([...missing].filter((e) => !loadsItself(e)).sort()).toEqual([]);
    });
  }
});
