/**
 * Every ruleset's words in every language at once, for the tests and the pseudo-locale check
 * (the app never imports this: it loads one ruleset's words with its board, registry.ts).
 * `installRulesetWords` is `installMessages` for the rulesets' own words.
 */
import type { Locale } from '../i18n';
import type { Area } from '../i18n/types';
import { installWords } from './words';

const LIVE = import.meta.glob<{ msg: Area }>('./*/i18n/index.ts', { eager: true });
const FILES = import.meta.glob<{ words: Area }>(['./*/i18n/*.ts', '!./*/i18n/index.ts'], { eager: true });

const idOf = (file: string) => file.split('/')[1]!;

/** Per ruleset, its words by language (a language it has no file for is absent). */
export const RULESET_WORDS: Readonly<Record<string, Partial<Record<Locale, Area>>>> = (() => {
  const out: Record<string, Partial<Record<Locale, Area>>> = {};
  for (const [file, mod] of Object.entries(FILES)) {
    const lang = file.slice(file.lastIndexOf('/') + 1, -'.ts'.length) as Locale;
    out[idOf(file)] = { ...out[idOf(file)], [lang]: mod.words };
  }
  return out;
})();

/** Every ruleset's live words in `lang` (English where it has none), each passed through `change` (the pseudo-locale). */
export function installRulesetWords(lang: Locale, change: (words: Area) => Area = (w) => w): void {
  for (const [file, { msg }] of Object.entries(LIVE)) {
    const words = RULESET_WORDS[idOf(file)];
    installWords(msg, change((words?.[lang] ?? words?.en)!));
  }
}
