/**
 * This board's words in the page's language: English until the registry's `loadRulesetWords`
 * swaps in the page's own (`de.ts`, loaded only for German readers). See docs/i18n.md.
 */
import { rulesetWords } from '../../words';
import { words as en } from './en';

export const msg = rulesetWords(en);
