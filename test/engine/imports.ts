/**
 * The import graph of the tree, read from the source (test/engine/layers.test.ts): every relative
 * or aliased import, re-export and dynamic import, resolved to a file, with the layer of each file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unalias } from '@scripts/aliases';
import { SOURCE_FOLDERS as FOLDERS, sourceFiles } from '@scripts/source-files';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Edge {
  to: string;
  typeOnly: boolean;
}

/** A relative or aliased (`@engine/…`, scripts/aliases.ts) specifier as a file; null for a package. */
function resolve(from: string, spec: string): string | null {
  const unaliased = unalias(ROOT, spec);
  if (!spec.startsWith('.') && !unaliased) return null;
  const base = unaliased ?? path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every relative import, re-export and dynamic import of a file, resolved to a file. */
export function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) {
    const to = resolve(file, m[4]!);
    if (to) edges.push({ to, typeOnly: Boolean(m[2]) });
  }
  for (const m of text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) {
    const to = resolve(file, m[1]!);
    if (to) edges.push({ to, typeOnly: false });
  }
  // import('./x') in code loads a module; import('./x').Name names a type only.
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)(\.\w+)?/g)) {
    const to = resolve(file, m[1]!);
    if (to) edges.push({ to, typeOnly: m[2] !== undefined && m[2] !== '.then' });
  }
  return edges;
}

export const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * A file's layer: lower layers never import higher ones. In the engine the kernel (`core/`) is
 * lowest, each ruleset's folder sits on it and sees no other ruleset, and the files at the top of
 * `engine/` (the registry, the bot entry, the setup checks) read the rulesets. Above the engine:
 * `schema/`, then `db/`, then the message catalog (`web/src/i18n/`), then the Worker and the web app side by side, then the tools (`scripts/`,
 * `bench/`), then the tests.
 */
const TEXT_WORDS =
  /^web\/src\/(rulesets\/(text\.generated|words|text-words|generic\/describe)\.ts|rulesets\/[^/]+\/(text|words)\.ts|rulesets\/[^/]+\/i18n\/(text\/)?[^/]+\.ts|ui\/colours\.ts)$/;

export function layerOf(file: string): { rank: number; name: string } {
  const r = rel(file);
  if (r.startsWith('engine/core/')) return { rank: 0, name: 'engine/core' };
  const ruleset = /^engine\/([^/]+)\//.exec(r);
  if (ruleset) return { rank: 1, name: `engine/${ruleset[1]}` };
  if (r.startsWith('engine/')) return { rank: 2, name: 'engine' };
  if (r.startsWith('schema/')) return { rank: 3, name: 'schema' };
  if (r.startsWith('db/')) return { rank: 4, name: 'db' };
  // The message catalog (web/src/i18n/) serves the web app and the Worker's mails alike, so it
  // sits below both and imports neither.
  if (r.startsWith('web/src/i18n/')) return { rank: 4.5, name: 'i18n' };
  // The text modes' words (each ruleset's move labels and their catalog, issue #48) serve the text
  // mode and the Worker's turn mails, which list a seat's choices in words: below both, like the catalog.
  if (TEXT_WORDS.test(r)) return { rank: 4.6, name: 'text words' };
  if (r.startsWith('worker/')) return { rank: 5, name: 'worker' };
  if (r.startsWith('web/')) return { rank: 5, name: 'web' };
  if (r.startsWith('test/')) return { rank: 7, name: 'test' };
  return { rank: 6, name: r.split('/')[0]! };
}

export function graph(): Map<string, Edge[]> {
  const files = FOLDERS.flatMap((f) => (existsSync(path.join(ROOT, f)) ? sourceFiles(path.join(ROOT, f)) : []));
  return new Map(files.map((f) => [f, importsOf(f)]));
}

/** Every import that breaks a layer: upward, or sideways between rulesets, or between the Worker and the web app. */
export function layerBreaks(g: Map<string, Edge[]>): string[] {
  const out: string[] = [];
  for (const [from, edges] of g) {
    const a = layerOf(from);
    for (const { to, typeOnly } of edges) {
      const b = layerOf(to);
      if (a.name === b.name) continue;
      // The web app's typed API client reads the Worker's route types: erased, never bundled.
      if (a.name === 'web' && b.name === 'worker' && typeOnly) continue;
      // The outbox column's type is the notification kinds' table (worker/store/notify-kinds.ts, no imports).
      if (rel(from) === 'db/schema.ts' && rel(to) === 'worker/store/notify-kinds.ts' && typeOnly) continue;
      // A text mode's words are typed by the web app's ruleset contract (web/src/rulesets/types.ts): erased.
      if (a.name === 'text words' && rel(to) === 'web/src/rulesets/types.ts' && typeOnly) continue;
      if (b.rank >= a.rank) out.push(`${rel(from)} -> ${rel(to)}`);
    }
  }
  return out.sort();
}

/**
 * The strongly connected components of more than one file, or a file importing itself (Tarjan).
 * `name` says how a node is printed (a file: its path from the root).
 */
export function loops(g: Map<string, Edge[]>, name: (node: string) => string = rel): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const { to } of g.get(v) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(name(w));
      } while (w !== v);
      if (component.length > 1 || (g.get(v) ?? []).some((e) => e.to === v)) found.push(component.sort());
    }
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The top folder of `top` a file is in (`worker/store`), `top/.` for a file at its top, null outside `top`. */
export function folderOf(file: string, top: string): string | null {
  const r = rel(file);
  if (!r.startsWith(`${top}/`)) return null;
  const parts = r.slice(top.length + 1).split('/');
  return `${top}/${parts.length > 1 ? parts[0] : '.'}`;
}

/**
 * The loops between the top folders of `top` (its files at the top as one folder, `top/.`), type-only
 * imports counted: each loop's folders, and the file imports that make its arrows
 * (`worker/store -> worker/notify: worker/store/games.ts -> worker/notify/mail.ts (type)`).
 */
export function folderLoops(g: Map<string, Edge[]>, top: string): { folders: string[]; imports: string[] }[] {
  const folders = new Map<string, Edge[]>();
  const imports: { from: string; to: string; line: string }[] = [];
  for (const [file, edges] of g) {
    const a = folderOf(file, top);
    if (!a) continue;
    if (!folders.has(a)) folders.set(a, []);
    for (const { to, typeOnly } of edges) {
      const b = folderOf(to, top);
      if (!b || b === a) continue;
      if (!folders.get(a)!.some((e) => e.to === b)) folders.get(a)!.push({ to: b, typeOnly });
      imports.push({ from: a, to: b, line: `${a} -> ${b}: ${rel(file)} -> ${rel(to)}${typeOnly ? ' (type)' : ''}` });
    }
  }
  return loops(folders, (f) => f).map((c) => ({
    folders: c,
    imports: imports
      .filter((i) => c.includes(i.from) && c.includes(i.to))
      .map((i) => i.line)
      .sort(),
  }));
}
