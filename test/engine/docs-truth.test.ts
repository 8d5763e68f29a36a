/**
 * The docs say what the code is (issue #61 item 8): every repository path named in docs/*.md, the
 * README or a source comment exists; docs/architecture.md names every sub-app `worker/index.ts`
 * mounts, with their number in words, and every file of `worker/store/`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function files(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...files(rel, keep));
    else if (keep(name)) out.push(rel);
  }
  return out;
}

/** A path from the root (`worker/live/object.ts`, `docs/`), or one relative to its file (`./imports.ts`); one with `*` or `<…>` is a pattern, not checked. */
const PATH =
  /(?<![\w@/.-])((?:\.\.?\/)+[\w./-]+\.(?:tsx|ts|md|json|css|sql|mjs|sh)\b|(?:worker|web|engine|schema|test|scripts|db|bench|docs|\.ci)\/[\w./*<>-]*[\w/*>])/g;

/** Written by a run, never committed (.gitignore). */
const MADE = new Set(['bench/results.json']);

export function missingPaths(text: string, file: string, onlyComments: boolean): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    const s = line.trim();
    const comment = s.startsWith('//') || s.startsWith('*') || s.startsWith('/*');
    if (onlyComments && !comment) return;
    for (const [, p] of s.matchAll(PATH)) {
      if (!p || MADE.has(p) || /[*<>]/.test(p)) continue;
      const full = p.startsWith('.') ? path.resolve(ROOT, path.dirname(file), p) : path.join(ROOT, p);
      let found = false;
      try {
        statSync(full);
        found = true;
      } catch {
        // written without its extension: a module named as it is imported
        try {
          found = readdirSync(path.dirname(full)).some((n) => n.startsWith(`${path.basename(full)}.`));
        } catch {
          found = false;
        }
      }
      if (!found) out.push(`${file}:${i + 1}: ${p}`);
    }
  });
  return out;
}

const NUMBERS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ');

/** The bullet of docs/architecture.md that starts with `- \`folder\``, to the next bullet. */
function bullet(doc: string, folder: string): string {
  const start = doc.indexOf(`- \`${folder}\``);
  expect(start, `a bullet for ${folder} in docs/architecture.md`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n- ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

describe('the docs are true to the code', () => {
  it('finds a path that is not there, and lets one be that is', () => {
    expect(missingPaths('see worker/live/object.ts and worker/live/gone.ts', 'x.md', false)).toEqual(['x.md:1: worker/live/gone.ts']);
    expect(missingPaths('// (./held.ts) and (./nothing.ts)\nconst a = "./nothing.ts";', 'worker/live/object.ts', true)).toEqual([
      'worker/live/object.ts:1: ./nothing.ts',
    ]);
    expect(missingPaths('`worker/store/games` and `web/src/i18n/en/log/`', 'x.md', false)).toEqual([]);
  });

  it('every path the docs and the README name exists', () => {
    const docs = ['README.md', ...files('docs', (n) => n.endsWith('.md'))];
    expect(docs.flatMap((f) => missingPaths(read(f), f, false))).toEqual([]);
  });

  it('every path a source comment names exists', () => {
    const sources = ['worker', 'web/src', 'engine', 'schema', 'scripts', 'test', 'bench', 'db'].flatMap((d) => files(d, (n) => /\.(tsx?|mjs)$/.test(n)));
    expect(sources.flatMap((f) => missingPaths(read(f), f, true))).toEqual([]);
  });

  it('names every sub-app the Worker mounts, and says how many', () => {
    const index = read('worker/index.ts');
    const mounted = [...index.matchAll(/\.route\('\/api', (\w+)\)/g)].map((m) => m[1]!);
    const fileOf = new Map([...index.matchAll(/import \{ (?:\w+ as )?(\w+) \} from '\.\/routes\/([\w-]+)'/g)].map((m) => [m[1]!, m[2]!]));
    const names = mounted.map((v) => fileOf.get(v) ?? v);
    const routes = bullet(read('docs/architecture.md'), 'worker/routes/');
    for (const name of names) expect(routes, `docs/architecture.md's worker/routes/ names \`${name}\``).toContain(`\`${name}\``);
    expect(routes).toContain(`: ${NUMBERS[names.length]},`);
    // Every file of worker/routes/ is one of them, or mounted by one (passkeys, by players).
    for (const file of readdirSync(path.join(ROOT, 'worker/routes'))) expect(routes).toContain(`\`${file.replace(/\.ts$/, '')}\``);
  });

  it('names every file of worker/store/', () => {
    const store = bullet(read('docs/architecture.md'), 'worker/store/');
    const missing = readdirSync(path.join(ROOT, 'worker/store')).filter((f) => !store.includes(`\`${f}\``));
    expect(missing).toEqual([]);
  });
});
