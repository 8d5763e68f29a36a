/**
 * Every ruleset's words in every language at once, for the tests and the pseudo-locale check
 * (the app never imports this: it loads one ruleset's words with its board, registry.ts).
 * `installRulesetWords` is `installMessages` for the rulesets' own words.
 */
import type { Locale } from '../i18n';
import type { Area } from '../i18n/types';
import { installWords } from './words';

const LIVE = import.meta.glob<{ msg: Area }>(['./*/i18n/index.ts', './*/i18n/text/index.ts'], { eager: true });
const FILES = import.meta.glob<{ words: Area }>(['./*/i18n/*.ts', '!./*/i18n/index.ts', './*/i18n/text/*.ts', '!./*/i18n/text/index.ts'], {
  eager: true,
});

/** A ruleset's id, or `<id>/text` for the words only its text mode reads (`i18n/text/`, #49). */
const idOf = (file: string) => (file.includes('/i18n/text/') ? `${file.split('/')[1]!}/text` : file.split('/')[1]!);

/** Per ruleset, its words by language (a language it has no file for is absent); `<id>/text`: its text mode's own. */
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
