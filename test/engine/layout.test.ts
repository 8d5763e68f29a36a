/** Every ruleset folder has the same files (test/engine/ruleset-layout.ts) and imports only the kernel and itself. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import { layoutProblems } from './ruleset-layout';

const ENGINE = path.resolve(import.meta.dirname, '../../engine');

describe('the layout of engine/', () => {
  it('has one folder per registered ruleset, beside core/', () => {
    const folders = readdirSync(ENGINE).filter((n) => statSync(path.join(ENGINE, n)).isDirectory());
    expect(folders.sort()).toEqual(['core', ...RULESETS.map((r) => r.id)].sort());
  });

  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: index, model, flow, view, setup, take-back, bot and stages/, importing only core and itself`, () => {
      expect(layoutProblems(path.join(ENGINE, ruleset.id))).toEqual([]);
    });
  }

  it('finds missing files', () => {
    const problems = layoutProblems(path.join(ENGINE, 'core'));
    expect(problems).toContain('no model.ts');
    expect(problems).toContain('no stages/');
  });
});
