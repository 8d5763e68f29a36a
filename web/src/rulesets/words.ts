/**
 * A ruleset's own words live in its folder (`<id>/i18n/{en,de}.ts`, docs/i18n.md), not in the
 * shared catalog: its board reads `msg` from `<id>/i18n/index.ts`, a live object made here that
 * holds English until the registry's `loadRulesetWords` swaps in the page's language, in place
 * (as `loadAreas` does for `t`), so every import sees the words the page speaks.
 */
import type { Area } from '../i18n/types';

const english = new WeakMap<object, Area>();

/** The live words of a ruleset, English at first. */
export function rulesetWords<W extends Area>(source: W): W {
  const live = { ...source };
  english.set(live, source);
  return live;
}

/** Puts `words` (a language's file, or English again when absent) into a ruleset's live words. */
export function installWords(live: Area, words?: Area): void {
  Object.assign(live, words ?? english.get(live));
}
