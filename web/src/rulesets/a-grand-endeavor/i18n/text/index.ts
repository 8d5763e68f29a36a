/**
 * This text mode's words in the page's language: English until the registry's `loadDescribe`
 * swaps in the page's own (`de.ts`, loaded only for German readers who open the text mode). See docs/i18n.md.
 */
import { rulesetWords } from '../../../words';
import { words as en } from './en';

export const msg = rulesetWords(en);
