/**
 * The path aliases are written twice: scripts/aliases.ts (Vite, vitest, the layers test's import
 * reader, the codemod) and tsconfig.json's `paths` (tsc, tsx, wrangler's esbuild). They must agree,
 * and the import reader must follow an alias to the file it names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALIASES } from '@scripts/aliases';
import { aliased, rewrite } from '@scripts/aliases-codemod';
import { ROOT, importsOf, rel } from './imports';

describe('path aliases', () => {
  it('say the same in tsconfig.json as in scripts/aliases.ts', () => {
    const text = readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
    const paths = (JSON.parse(text) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;
    expect(paths).toEqual(Object.fromEntries(Object.entries(ALIASES).map(([alias, dir]) => [`${alias}/*`, [`./${dir}/*`]])));
  });

  it('are followed by the import reader', () => {
    const probe = path.join(ROOT, 'test/engine/aliases.test.ts');
    expect(importsOf(probe).map((e) => rel(e.to))).toContain('scripts/aliases.ts');
  });

  it('are what the codemod writes for an import that leaves its folder, and only for those', () => {
    const board = path.join(ROOT, 'web/src/rulesets/stonerush/index.tsx');
    expect(aliased(board, '../../../../engine/core/components')).toBe('@engine/core/components');
    expect(aliased(board, '../../board/ring')).toBeNull();
    expect(aliased(path.join(ROOT, 'worker/store/games.ts'), '../../engine')).toBe('@engine/index');
    expect(aliased(path.join(ROOT, 'engine/stonerush/model.ts'), '../core/components')).toBeNull();
    expect(rewrite(board, "import type { X } from '../../../../schema/api';\nconst s = '../../../../schema/api';\n")).toBe(
      "import type { X } from '@schema/api';\nconst s = '../../../../schema/api';\n",
    );
  });
});
