/**
 * Writes `worker/ops/build-info.generated.ts`: what `GET /api/health` (worker/ops/health.ts) says of
 * the build. The git commit the Worker was built from ("dev" when git or the repository is absent:
 * wrangler cannot run git when it deploys, so the build writes it), and the newest migration of
 * db/migrations, which health compares with the newest one D1 has applied. Kept out of git
 * (.gitignore): it changes with every commit. `npm run build` writes it (through
 * scripts/rulesets-registry.ts), and `npm run typecheck` when it is missing.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { writeWhenChanged } from './generated-file';

/** The commit of `root`'s checkout, with `-dirty` when tracked files differ from it; "dev" without git. */
export function gitCommit(root: string): string {
  try {
    const run = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = run(['rev-parse', '--short=12', 'HEAD']);
    return run(['status', '--porcelain', '--untracked-files=no']) ? `${commit}-dirty` : commit;
  } catch {
    return 'dev';
  }
}

/** The newest migration's file name in `migrationsDir` (as wrangler records it in `d1_migrations`). */
export function newestMigration(migrationsDir: string): string {
  const names = readdirSync(migrationsDir)
    .filter((name) => /^\d{4}_.*\.sql$/.test(name))
    .sort();
  const newest = names.at(-1);
  if (!newest) throw new Error(`no migrations in ${migrationsDir}`);
  return newest;
}

/** The file's text (as biome formats it; a commit and a migration's name need no escaping). */
export function buildInfoFile(commit: string, migration: string): string {
  return `// Written by scripts/build-info.ts (npm run build): do not edit, not in git.\nexport const BUILD = { commit: '${commit}', migration: '${migration}' } as const;\n`;
}

/** Writes the file under `root` when it differs; true when it wrote it. */
export function writeBuildInfo(root: string): boolean {
  const text = buildInfoFile(gitCommit(root), newestMigration(path.join(root, 'db/migrations')));
  return writeWhenChanged(path.join(root, 'worker/ops/build-info.generated.ts'), text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'build-info.ts')) {
  if (writeBuildInfo(path.resolve(import.meta.dirname, '..'))) console.log('build-info: wrote worker/ops/build-info.generated.ts');
}
