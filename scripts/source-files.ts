/**
 * The project's TypeScript source, as the tools that read the whole tree list it: the layers test's
 * import reader (test/engine/imports.ts) and scripts/aliases-codemod.ts.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The top folders that hold source (the web app's is web/src). */
export const SOURCE_FOLDERS = ['engine', 'schema', 'db', 'worker', 'web/src', 'scripts', 'bench', 'test'];

/** Every .ts and .tsx file below `dir` (no declaration files, nothing in node_modules or dot folders). */
export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) continue;
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}
