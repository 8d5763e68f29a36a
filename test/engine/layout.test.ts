/** Every ruleset folder has the same files (test/engine/ruleset-layout.ts) and imports only the kernel and itself. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import { ROOT, graph, rel } from './imports';
import { layoutProblems } from './ruleset-layout';

const ENGINE = path.resolve(import.meta.dirname, '../../engine');

describe('the layout of engine/', () => {
  it('has one folder per registered ruleset, beside core/ and tournament/ (the pairing of tournaments, not a ruleset)', () => {
    const folders = readdirSync(ENGINE).filter((n) => statSync(path.join(ENGINE, n)).isDirectory());
    expect(folders.sort()).toEqual(['core', 'tournament', ...RULESETS.map((r) => r.id)].sort());
  });

  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: index, model, flow, view, setup, take-back, bot and stages/, importing only core and itself`, () => {
      expect(layoutProblems(path.join(ENGINE, ruleset.id))).toEqual([]);
    });
  }

  it("keeps zod out of what a board reads: no model.ts imports zod, no web file reaches a ruleset's schemas.ts", () => {
    for (const ruleset of RULESETS) expect(readFileSync(path.join(ENGINE, ruleset.id, 'model.ts'), 'utf8'), ruleset.id).not.toMatch(/from 'zod'/);
    // Only the rules pages (their own chunks, which run the whole ruleset) may parse options.
    const boards = [...graph()].filter(([file]) => rel(file).startsWith('web/src/') && !rel(file).startsWith('web/src/pages/rules/'));
    const reached = boards.flatMap(([file, edges]) =>
      edges.filter((e) => /^engine\/[^/]+\/schemas\.ts$/.test(rel(e.to))).map((e) => `${rel(file)} -> ${rel(e.to)}`),
    );
    expect(reached).toEqual([]);
    expect(ROOT).toBe(path.resolve(ENGINE, '..'));
  });

  it('finds missing files', () => {
    const problems = layoutProblems(path.join(ENGINE, 'core'));
    expect(problems).toContain('no model.ts');
    expect(problems).toContain('no stages/');
  });
});
