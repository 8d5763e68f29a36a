/**
 * The one layout every ruleset folder has (docs/architecture.md "Adding a ruleset"), checked on
 * the registered rulesets (layout.test.ts) and on a throwaway one written by the documented steps
 * (new-ruleset.test.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from './imports';

/** The files every `engine/<id>/` holds, beside its `stages/` folder. */
export const RULESET_FILES = ['bot.ts', 'flow.ts', 'index.ts', 'model.ts', 'schemas.ts', 'setup.ts', 'take-back.ts', 'view.ts'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What is wrong with a ruleset folder's layout and imports ([] when nothing). */
export function layoutProblems(dir: string): string[] {
  const problems: string[] = [];
  for (const file of RULESET_FILES) if (!existsSync(path.join(dir, file))) problems.push(`no ${file}`);
  if (!existsSync(path.join(dir, 'stages')) || !statSync(path.join(dir, 'stages')).isDirectory()) problems.push('no stages/');
  const core = path.join(dir, '..', 'core');
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.ts'))) {
    for (const { to } of importsOf(file)) {
      // A ruleset reads the kernel and its own files only: never another ruleset, never the registry.
      if (!to.startsWith(dir + path.sep) && !to.startsWith(core + path.sep)) problems.push(`${path.relative(dir, file)} imports ${to}`);
    }
  }
  return problems;
}
