/**
 * Writes `worker/live/commands.generated.ts` from the handler files of `worker/live/commands/`
 * (each exports `handler`, one seat command), so adding a seat command touches only its member
 * of the union (schema/commands.ts) and its own handler file (docs/architecture.md, "Adding a
 * seat command"). `npm run build` runs it, through scripts/rulesets-registry.ts;
 * test/engine/commands.test.ts checks the file is current.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { writeWhenChanged } from './generated-file';

const HEADER = '// Written by scripts/commands-registry.ts from the files of worker/live/commands/ (npm run build): do not edit.\n';

/** The handler files of `commandsDir`, by name, without `.ts`. */
export function commandFiles(commandsDir: string): string[] {
  return readdirSync(commandsDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** The registry's text for these files. */
export function commandsFile(files: readonly string[]): string {
  const imports = files.map((f, i) => `import { handler as h${i} } from './commands/${f}';`).join('\n');
  return `${HEADER}// Each seat command's handler; the game's writer (./object.ts) runs a command by its type.\n${imports}\n\nexport const HANDLERS = [${files.map((_, i) => `h${i}`).join(', ')}];\n`;
}

/** Writes `commands.generated.ts` beside `commandsDir` when it differs; true when it wrote it. */
export function writeCommandsRegistry(commandsDir: string): boolean {
  const file = path.join(path.dirname(commandsDir), 'commands.generated.ts');
  return writeWhenChanged(file, commandsFile(commandFiles(commandsDir)));
}
