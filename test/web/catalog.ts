/**
 * Installs a whole catalog for a test: the shared areas (`installMessages`) and every ruleset's
 * own words (`installRulesetWords`, web/src/rulesets/all-words.ts), in English, German or the
 * pseudo-locale (English with every letter accented, docs/i18n.md).
 */
import { installMessages } from '@web/i18n';
import { de } from '@web/i18n/de';
import { en } from '@web/i18n/en';
import { pseudoArea, pseudoMessages } from '@web/i18n/pseudo';
import { installRulesetWords } from '@web/rulesets/all-words';

export function installCatalog(kind: 'en' | 'de' | 'pseudo'): void {
  const lang = kind === 'de' ? 'de' : 'en';
  installMessages(kind === 'de' ? de : kind === 'pseudo' ? pseudoMessages(en) : en, lang);
  installRulesetWords(lang, kind === 'pseudo' ? pseudoArea : undefined);
}
