/**
 * The log's words a ruleset at a time (#49): `web/src/i18n/<lang>/log/<part>.ts` hold each
 * ruleset's keys and the Worker's (`any`), the whole area joins them, and a page loads only its
 * ruleset's part, adding the Worker's when an entry of theirs is to be said.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../engine/imports';
import { log as logDe } from '@web/i18n/de/log';
import { log as logEn } from '@web/i18n/en/log';
import { loadLogWords, logWordsLoaded, setLanguage, t } from '@web/i18n';
import { logLine } from '@web/i18n/log-line';

const names = (seat: number) => `P${seat + 1}`;
const partsOf = (lang: string) =>
  readdirSync(path.join(ROOT, 'web/src/i18n', lang, 'log'))
    .filter((f) => f !== 'shared.ts')
    .map((f) => f.replace(/\.ts$/, ''));

describe('the log area in parts', () => {
  it('each part holds exactly the keys of its own prefix, and the parts make up the whole area', async () => {
    for (const [lang, whole] of [
      ['en', logEn],
      ['de', logDe],
    ] as const) {
      const parts = partsOf(lang);
      expect(parts.sort()).toEqual(['a-grand-endeavor', 'any', 'fightin-drinkin-stealin', 'raiding-stonehenge', 'stonerush']);
      const keys: string[] = [];
      for (const part of parts) {
        const { words } = (await import(`../../web/src/i18n/${lang}/log/${part}.ts`)) as { words: Record<string, unknown> };
        for (const key of Object.keys(words)) expect(key.startsWith(`${part}.`), `${lang}/${part}: ${key}`).toBe(true);
        keys.push(...Object.keys(words));
      }
      expect(keys.sort()).toEqual(Object.keys(whole).sort());
    }
  });
});

describe('loading a ruleset part', () => {
  afterAll(() => setLanguage('en'));

  it("loads the ruleset's words, and the Worker's only for their kinds", async () => {
    await setLanguage('en');
    expect(logWordsLoaded('stonerush')).toBe(false);
    await loadLogWords('stonerush', ['play', 'draw']);
    expect(logWordsLoaded('stonerush')).toBe(true);
    const keys = Object.keys(t.log);
    expect(keys.some((k) => k.startsWith('stonerush.'))).toBe(true);
    expect(keys.filter((k) => !k.startsWith('stonerush.'))).toEqual([]);
    // A resignation is the Worker's: not said until its words are there.
    expect(logWordsLoaded('stonerush', ['resign'])).toBe(false);
    expect(logLine(t.log, 'stonerush', { kind: 'resign', text: '{seat:0} resigned.', args: { seat: 0 } }, names)).toEqual({ text: 'P1 resigned.', lang: 'en' });
    await loadLogWords('stonerush', ['resign']);
    expect(logWordsLoaded('stonerush', ['resign'])).toBe(true);
    expect(logLine(t.log, 'stonerush', { kind: 'resign', text: '{seat:0} resigned.', args: { seat: 0 } }, names)).toEqual({ text: 'P1 resigned.' });
    // Another ruleset's words are another part.
    expect(logWordsLoaded('a-grand-endeavor')).toBe(false);
    expect(logWordsLoaded('a-grand-endeavor', 'all')).toBe(false);
  });

  it('loads the page language, and loads again after the language changes', async () => {
    await setLanguage('de');
    expect(logWordsLoaded('stonerush', ['resign'])).toBe(false);
    await loadLogWords('a-grand-endeavor', 'all');
    expect(logWordsLoaded('a-grand-endeavor', 'all')).toBe(true);
    expect(logLine(t.log, 'a-grand-endeavor', { kind: 'resign', text: '', args: { seat: 1 } }, names).text).toBe('P2 hat aufgegeben.');
    expect(Object.keys(t.log).some((k) => k.startsWith('stonerush.'))).toBe(false);
  });
});
