/**
 * No test fakes the clock at a fixed date (issue #56). The clock tests once set `Date` to days in
 * early December 2026 while a Durable Object's alarm runs on the real clock: when the real clock
 * passed those days, every alarm they set was already due, and `npm test` failed on every machine.
 * Faked time now starts from the real clock (test/api/clock-helpers.ts, `dec`). This check reads
 * the test, script and bench sources and fails on a date written out with its year (`Date.UTC(2026,
 * …)`, `new Date('2026-…')`, `Date.parse('2026…')`, `utc(2026, …)`). A pure function of dates
 * (a zone's clock changes) is tested with fixed dates in Node, beside this file (local-time.test.ts).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['test/api', 'test/e2e', 'bench', 'scripts'];
const FIXED = /\b(?:Date\.UTC|utc)\(\s*\d{4}\b|\b(?:new Date|Date\.parse)\(\s*['"`]\d{4}-/;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) out.push(full);
  }
  return out;
}

export function fixedDates(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (FIXED.test(line) ? [i + 1] : []));
}

describe('faked time starts from the real clock', () => {
  it('finds a fixed date, and lets a computed one be', () => {
    expect(fixedDates("at(Date.UTC(2026, 11, 1, 9));\nconst start = utc(2026, 12, 1);\nnew Date('2026-12-01')")).toEqual([1, 2, 3]);
    expect(fixedDates('at(dec(1, 9));\nDate.UTC(y, 11, 1)')).toEqual([]);
  });

  it('no test, script or bench fakes the clock at a date written out', () => {
    const found = FOLDERS.flatMap((folder) =>
      sources(path.join(ROOT, folder)).flatMap((file) => fixedDates(readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}:${line}`)),
    );
    expect(found).toEqual([]);
  });
});
