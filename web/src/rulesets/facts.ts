/**
 * Every ruleset's facts (`<id>/facts.ts`: which log entries are bookkeeping, the moment of play
 * and its rules section), found by the glob, so the game page needs no line per ruleset. Eager
 * and small: the facts import nothing of a board, whose chunk stays lazy (registry.ts).
 */
import type { RulesetFacts } from './types';

const FACTS = import.meta.glob<{ default: RulesetFacts }>('./*/facts.ts', { eager: true });

/** A ruleset's facts, or undefined for a ruleset without a folder (the generic board's). */
export function factsOf(rulesetId: string): RulesetFacts | undefined {
  return FACTS[`./${rulesetId}/facts.ts`]?.default;
}

/** The rulesets that have facts, by id. */
export const FACT_IDS: readonly string[] = Object.keys(FACTS).map((file) => file.split('/')[1]!);
