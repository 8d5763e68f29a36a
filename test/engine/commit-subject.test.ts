/** The commit subject rule the commit-msg hook applies (scripts/commit-subject.mjs, README "Commits"). */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, with no type declarations
import { checkSubject } from '@scripts/commit-subject.mjs';

describe('the commit subject rule', () => {
  it('takes an area prefix and a subject of at most 72 characters, the body as it likes', () => {
    expect(checkSubject('engine: one door per ruleset\n\nThe reasons, as long as they need to be.')).toBeNull();
    expect(checkSubject('web, engine: title and pitch only in the meta')).toBeNull();
    expect(checkSubject(`merge: ${'x'.repeat(65)}`)).toBeNull();
    expect(checkSubject('# a comment git adds\ndocs: say why')).toBeNull();
  });

  it('refuses a long subject, counted in characters, and one without its area', () => {
    expect(checkSubject(`merge: ${'x'.repeat(66)}`)).toMatch(/73 characters/);
    expect(checkSubject(`docs: ${'ü'.repeat(66)}`)).toBeNull();
    expect(checkSubject('Fix the thing')).toMatch(/start the subject with its area/);
    expect(checkSubject('engine:no space')).toMatch(/area/);
  });

  it("leaves git's own fixup and revert subjects alone, but not its merge subjects", () => {
    expect(checkSubject('fixup! web: something')).toBeNull();
    expect(checkSubject('Revert "web: something"')).toBeNull();
    expect(checkSubject("Merge branch 'rooms'")).toMatch(/merge: /);
    expect(checkSubject("Merge remote-tracking branch 'origin/main' into rooms")).toMatch(/merge: /);
    expect(checkSubject('merge: the rooms of issue 44')).toBeNull();
  });
});
