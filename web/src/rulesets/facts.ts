/**
 * Every ruleset's facts (`<id>/facts.ts`: which log entries are bookkeeping, the moment of play
 * and its rules section), listed by `facts.generated.ts` (scripts/rulesets-registry.ts), so the
 * game page needs no line per ruleset. Small, data only: a facts file imports nothing of its
 * board, whose chunk stays lazy (registry.ts).
 */
import { FACTS } from './facts.generated';
import type { RulesetFacts } from './types';

/** A ruleset's facts, or undefined for a ruleset without a folder (the generic board's). */
export function factsOf(rulesetId: string): RulesetFacts | undefined {
  return FACTS.get(rulesetId);
}

/** The rulesets that have facts, by id. */
export const FACT_IDS: readonly string[] = [...FACTS.keys()];
