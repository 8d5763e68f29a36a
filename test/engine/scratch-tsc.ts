/**
 * The "adding a … by the documented steps" tests' scratch tree (some of the repository's folders
 * copied, to be edited, the rest linked), the files those edits changed, and the compiler run: tsc
 * over the tree (its files under `include`, the repository's tsconfig with `paths`), and the error
 * lines it printed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const REPO = path.resolve(import.meta.dirname, '../..');

/** The folders a scratch tree holds: those in `copied` as copies, the others as links to the repository's. */
const TREE = ['node_modules', 'engine', 'db', 'web', 'schema', 'worker', 'scripts'];

/** A scratch tree for this test file, removed after its tests. */
export function scratchTree(prefix: string, copied: string[]): string {
  const scratch = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  for (const dir of copied) cpSync(path.join(REPO, dir), path.join(scratch, dir), { recursive: true });
  for (const dir of TREE) if (!copied.includes(dir)) symlinkSync(path.join(REPO, dir), path.join(scratch, dir));
  return scratch;
}

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/** The files of the copied `dirs` that differ from the repository's or are new there, sorted. */
export function changedFiles(scratch: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) =>
      filesUnder(path.join(scratch, dir))
        .map((f) => `${dir}/${f}`)
        .filter((f) => {
          try {
            return readFileSync(path.join(REPO, f), 'utf8') !== readFileSync(path.join(scratch, f), 'utf8');
          } catch {
            return true; // not in the repository: new
          }
        }),
    )
    .sort();
}

export function scratchTscErrors(scratch: string, include: string[], paths: Record<string, string[]>): string[] {
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(REPO, 'tsconfig.json'), compilerOptions: { paths }, include, exclude: [] }),
  );
  const run = spawnSync(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', path.join(scratch, 'tsconfig.json')], {
    cwd: scratch,
    encoding: 'utf8',
  });
  return run.stdout.split('\n').filter((l) => l.includes('error TS'));
}
