/**
 * Writes the engine's two registries from its folders, so adding a ruleset touches only its own
 * folders (docs/architecture.md "Adding a ruleset"): `engine/rulesets.generated.ts` (every
 * `engine/<id>/index.ts`, read by `engine/index.ts`) and `engine/setups.generated.ts` (every
 * `setup.ts`, read by `engine/setup-checks.ts`). `npm run build` runs it; `npx tsx
 * scripts/rulesets-registry.ts` alone does too. test/engine/new-ruleset.test.ts checks the files are current.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HEADER = '// Written by scripts/rulesets-registry.ts from the folders of engine/ (npm run build): do not edit.\n';

/** The ruleset folders of `engineDir`: every folder but `core/` with an `index.ts`, by name. */
export function rulesetFolders(engineDir: string): string[] {
  // statSync follows links: new-ruleset.test.ts links the real rulesets into a scratch engine/.
  return readdirSync(engineDir)
    .filter((name) => name !== 'core' && statSync(path.join(engineDir, name)).isDirectory() && existsSync(path.join(engineDir, name, 'index.ts')))
    .sort();
}

/** The two files' texts for these folders. */
export function registryFiles(folders: readonly string[]): Record<string, string> {
  const list = (file: string) =>
    `${folders.map((f, i) => `import * as m${i} from './${f}/${file}';`).join('\n')}\n\nexport const MODULES = [${folders.map((_, i) => `m${i}`).join(', ')}];\n`;
  return {
    'rulesets.generated.ts': `${HEADER}// Each ruleset's index module; engine/index.ts picks the rulesets out of them.\n${list('index')}`,
    'setups.generated.ts': `${HEADER}// Each ruleset's setup module (meta and checkSetup), light enough for the web app.\n${list('setup')}`,
  };
}

/** Writes the files into `engineDir` when they differ; returns the names of those it wrote. */
export function writeRegistry(engineDir: string): string[] {
  const written: string[] = [];
  for (const [name, text] of Object.entries(registryFiles(rulesetFolders(engineDir)))) {
    const file = path.join(engineDir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(file, text);
    written.push(name);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'rulesets-registry.ts')) {
  const written = writeRegistry(path.resolve(import.meta.dirname, '../engine'));
  if (written.length) console.log(`rulesets-registry: wrote engine/${written.join(', engine/')}`);
}
