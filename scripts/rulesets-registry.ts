/**
 * Writes the registries from the ruleset folders, so adding a ruleset touches only its own
 * folders (docs/architecture.md "Adding a ruleset"): `engine/rulesets.generated.ts` (every
 * `engine/<id>/index.ts`, read by `engine/index.ts`), `engine/setups.generated.ts` (every
 * `setup.ts`, read by `engine/setup-checks.ts`) and `web/src/rulesets/facts.generated.ts` (every
 * board folder's `facts.ts`, read by `web/src/rulesets/facts.ts`: a file, not Vite's glob, so the
 * browser tests' Node scripts read it too). `npm run build` runs it; `npx tsx
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

const WEB_HEADER = '// Written by scripts/rulesets-registry.ts from the folders of web/src/rulesets/ (npm run build): do not edit.\n';

/** The board folders of `rulesetsDir` (web/src/rulesets/) that have a `facts.ts`, by name. */
export function factsFolders(rulesetsDir: string): string[] {
  return readdirSync(rulesetsDir)
    .filter((name) => statSync(path.join(rulesetsDir, name)).isDirectory() && existsSync(path.join(rulesetsDir, name, 'facts.ts')))
    .sort();
}

/** The web registry's text for these folders: each ruleset's facts by its id. */
export function factsFile(folders: readonly string[]): string {
  const imports = folders.map((f, i) => `import f${i} from './${f}/facts';`).join('\n');
  const entries = folders.map((f, i) => `  ['${f}', f${i}],`).join('\n');
  return `${WEB_HEADER}// Each board folder's facts (what the game page knows without loading the board).\nimport type { RulesetFacts } from './types';\n${imports}\n\nexport const FACTS: ReadonlyMap<string, RulesetFacts> = new Map([\n${entries}\n]);\n`;
}

/** Writes `facts.generated.ts` into `rulesetsDir` when it differs; true when it wrote it. */
export function writeFactsRegistry(rulesetsDir: string): boolean {
  const file = path.join(rulesetsDir, 'facts.generated.ts');
  const text = factsFile(factsFolders(rulesetsDir));
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'rulesets-registry.ts')) {
  const written = writeRegistry(path.resolve(import.meta.dirname, '../engine'));
  if (written.length) console.log(`rulesets-registry: wrote engine/${written.join(', engine/')}`);
  if (writeFactsRegistry(path.resolve(import.meta.dirname, '../web/src/rulesets'))) console.log('rulesets-registry: wrote web/src/rulesets/facts.generated.ts');
}
