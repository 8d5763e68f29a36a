/**
 * The "adding a … by the documented steps" tests' compiler run: tsc over a scratch tree (its
 * files under `include`, the repository's tsconfig with `paths`), and the error lines it printed.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');

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
