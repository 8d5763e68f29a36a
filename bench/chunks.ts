/**
 * What each chunk of the web build holds (#33, #34: where the first load's bytes go): builds the
 * app into a temp dir and prints every JS chunk with its gzip size, and under it its largest
 * modules (rendered bytes; gzipped alone, which overstates a little against the whole chunk's).
 * `tsx bench/chunks.ts [chunk-name-substring…]` lists only the chunks named; `--modules=N` shows N a chunk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { gzKB } from './size';

const ROOT = path.join(import.meta.dirname, '..');

interface ChunkInfo {
  name: string;
  gz: number;
  entry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; gz: number }[];
}

const args = process.argv.slice(2);
const perChunk = Number(args.find((a) => a.startsWith('--modules='))?.slice('--modules='.length) ?? 8);
const only = args.filter((a) => !a.startsWith('--'));

const chunks: ChunkInfo[] = [];
const collect: Plugin = {
  name: 'bench-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue;
      chunks.push({
        name: c.fileName,
        gz: gzKB(c.code),
        entry: c.isEntry,
        imports: c.imports,
        dynamicImports: c.dynamicImports,
        modules: Object.entries(c.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id, m]) => ({ id: path.relative(ROOT, id.replace(/^\0/, '')), gz: gzKB(m.code ?? '') }))
          .sort((a, b) => b.gz - a.gz),
      });
    }
  },
};

const outDir = mkdtempSync(path.join(tmpdir(), 'stonehenge-chunks-'));
try {
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'silent', plugins: [collect], build: { outDir, emptyOutDir: true } });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const entry = chunks.find((c) => c.entry);
/** The entry and its static imports: what every page loads first. */
const first = new Set<string>();
const visit = (name: string) => {
  if (first.has(name)) return;
  first.add(name);
  for (const i of chunks.find((c) => c.name === name)?.imports ?? []) visit(i);
};
if (entry) visit(entry.name);
const kb = (n: number) => n.toFixed(1).padStart(6);
for (const c of chunks.sort((a, b) => b.gz - a.gz)) {
  if (only.length && !only.some((o) => c.name.includes(o))) continue;
  console.log(`${kb(c.gz)} KB  ${c.name}${c.entry ? '  (entry)' : first.has(c.name) ? '  (static import of the entry)' : ''}`);
  for (const m of c.modules.slice(0, perChunk)) console.log(`        ${kb(m.gz)}  ${m.id}`);
}
console.log(`first load (entry + static imports): ${kb([...first].reduce((s, n) => s + (chunks.find((c) => c.name === n)?.gz ?? 0), 0))} KB gzip`);
