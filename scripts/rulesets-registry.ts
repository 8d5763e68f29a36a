/**
 * Writes the registries from the ruleset folders, so adding a ruleset touches only its own
 * folders (docs/architecture.md "Adding a ruleset"): `engine/rulesets.generated.ts` (every
 * `engine/<id>/index.ts`, read by `engine/index.ts`), `engine/setups.generated.ts` (every
 * `setup.ts`, read by `engine/setup-checks.ts`) and `web/src/rulesets/facts.generated.ts` (every
 * board folder's `facts.ts`, read by `web/src/rulesets/facts.ts`: a file, not Vite's glob, so the
 * browser tests' Node scripts read it too) and `web/src/rulesets/text.generated.ts` (each board's
 * text mode and words, for the worker's mails). `npm run build` runs it; `npx tsx
 * scripts/rulesets-registry.ts` alone does too. It also writes the seat commands' registry
 * (scripts/commands-registry.ts). test/engine/new-ruleset.test.ts checks the files are current.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeBuildInfo } from './build-info';
import { writeCommandsRegistry } from './commands-registry';
import { writeWhenChanged } from './generated-file';

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
    if (writeWhenChanged(file, text)) written.push(name);
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
  return writeWhenChanged(file, factsFile(factsFolders(rulesetsDir)));
}

/** The languages a words folder has files for besides English (`de.ts` → `de`). */
const languagesIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => /^[a-z]{2}\.ts$/.test(f) && f !== 'en.ts')
    .map((f) => f.slice(0, 2))
    .sort();

/**
 * Board folders of `rulesetsDir` with a text mode (`text.ts` exporting a `describe…` function) and live
 * words (`i18n/index.ts`), and the languages of their words; `textLanguages` when the folder has words
 * only its text mode reads (`i18n/text/index.ts`, #49).
 */
export function textFolders(rulesetsDir: string): { id: string; describe: string; languages: string[]; textLanguages?: string[] }[] {
  return factsFolders(rulesetsDir).flatMap((id) => {
    const text = path.join(rulesetsDir, id, 'text.ts');
    const i18n = path.join(rulesetsDir, id, 'i18n');
    if (!existsSync(text) || !existsSync(path.join(i18n, 'index.ts'))) return [];
    const describe = /export function (describe\w*)\(/.exec(readFileSync(text, 'utf8'))?.[1];
    if (!describe) return [];
    const textWords = path.join(i18n, 'text');
    const textLanguages = existsSync(path.join(textWords, 'index.ts')) ? languagesIn(textWords) : undefined;
    return [{ id, describe, languages: languagesIn(i18n), ...(textLanguages ? { textLanguages } : {}) }];
  });
}

/**
 * The text modes' registry for the worker (its mails list a seat's choices in these words:
 * worker/notify/choices.ts): each board's `describe`, and its words (the board's, then those only
 * the text mode reads), each live with its translations. The web app never imports it (it loads each
 * text mode with its board).
 */
export function textFile(folders: ReturnType<typeof textFolders>): string {
  const translations = (prefix: string, languages: string[]) => `{ ${languages.map((l) => `${l}: ${prefix}${l}`).join(', ')} }`;
  const imports = folders
    .flatMap((f, i) => [
      `import { ${f.describe} as d${i} } from './${f.id}/text';`,
      `import { msg as m${i} } from './${f.id}/i18n';`,
      ...f.languages.map((l) => `import { words as w${i}${l} } from './${f.id}/i18n/${l}';`),
      ...(f.textLanguages
        ? [
            `import { msg as tm${i} } from './${f.id}/i18n/text';`,
            ...f.textLanguages.map((l) => `import { words as tw${i}${l} } from './${f.id}/i18n/text/${l}';`),
          ]
        : []),
    ])
    .join('\n');
  // Written as biome formats it (npm run lint checks the file).
  const entries = folders
    .map((f, i) => {
      const words = [`{ live: m${i}, translations: ${translations(`w${i}`, f.languages)} }`];
      if (f.textLanguages) words.push(`{ live: tm${i}, translations: ${translations(`tw${i}`, f.textLanguages)} }`);
      const list = words.length === 1 ? `[${words[0]}]` : `[\n${words.map((w) => `        ${w},\n`).join('')}      ]`;
      return `  [\n    '${f.id}',\n    {\n      describe: d${i} as Describe,\n      words: ${list},\n    },\n  ],`;
    })
    .join('\n');
  return `${WEB_HEADER}// Each board folder's text mode, live words and translations (read by the worker: worker/notify/choices.ts).\nimport type { Area } from '../i18n/types';\nimport type { Describe } from './types';\n${imports}\n\nexport const TEXT_MODES: ReadonlyMap<string, { describe: Describe; words: readonly { live: Area; translations: Readonly<Record<string, Area>> }[] }> = new Map([\n${entries}\n]);\n`;
}

/** Writes `text.generated.ts` into `rulesetsDir` when it differs; true when it wrote it. */
export function writeTextRegistry(rulesetsDir: string): boolean {
  const file = path.join(rulesetsDir, 'text.generated.ts');
  return writeWhenChanged(file, textFile(textFolders(rulesetsDir)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'rulesets-registry.ts')) {
  const written = writeRegistry(path.resolve(import.meta.dirname, '../engine'));
  if (written.length) console.log(`rulesets-registry: wrote engine/${written.join(', engine/')}`);
  if (writeFactsRegistry(path.resolve(import.meta.dirname, '../web/src/rulesets'))) console.log('rulesets-registry: wrote web/src/rulesets/facts.generated.ts');
  if (writeTextRegistry(path.resolve(import.meta.dirname, '../web/src/rulesets'))) console.log('rulesets-registry: wrote web/src/rulesets/text.generated.ts');
  // The seat commands' handlers (worker/live/commands/) are listed the same way.
  if (writeCommandsRegistry(path.resolve(import.meta.dirname, '../worker/live/commands')))
    console.log('rulesets-registry: wrote worker/live/commands.generated.ts');
  // The build's commit and newest migration, for GET /api/health (scripts/build-info.ts; not in git).
  if (writeBuildInfo(path.resolve(import.meta.dirname, '..'))) console.log('rulesets-registry: wrote worker/ops/build-info.generated.ts');
}
