/**
 * No module of the tree exports a binding named `then`. A module namespace with a `then` is a
 * thenable: awaiting it (a dynamic import, and every import vitest's module runner makes inside
 * workerd) calls that function instead of resolving, so the import never settles and every API
 * test hangs before its first line (issue #44's first try at the writer's plans,
 * worker/store/plan.ts, named its chaining `then`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_FOLDERS, sourceFiles } from '@scripts/source-files';
import { ROOT, rel } from './imports';

/** An exported declaration or export list naming `then`. */
const EXPORTS_THEN = /export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+then\b|export\s*\{[^}]*\bthen\b[^}]*\}/;

describe('module namespaces', () => {
  it('finds an exported `then` where one is written', () => {
    expect(EXPORTS_THEN.test('export function then<A>(a: A) {}')).toBe(true);
    expect(EXPORTS_THEN.test('export { done, then };')).toBe(true);
    expect(EXPORTS_THEN.test('export function andThen() {}')).toBe(false);
  });

  it('are never thenables: no file exports `then`', () => {
    // This file names the pattern in its probes, as strings.
    const files = SOURCE_FOLDERS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((f) => f !== import.meta.filename);
    expect(files.length).toBeGreaterThan(100);
    const thenable = files.filter((f) => EXPORTS_THEN.test(readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))).map(rel);
    expect(thenable).toEqual([]);
  });
});
