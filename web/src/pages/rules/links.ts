/**
 * Addresses of the rules pages and of their sections. Kept free of page content, so the game
 * page and the create form can link to a section without loading the rules themselves.
 */
import type { RulesetMeta } from '@engine/core/ruleset';
import { RULESET_META } from '@engine/setup-checks';
import { FACT_IDS, factsOf } from '../../rulesets/facts';

/** A ruleset as the rules index lists it: its meta (title, pitch, player ranges), the one place they are written. */
export type RulesEntry = RulesetMeta;

/** The rulesets, in the order the create form lists them. */
export const RULES_INDEX: readonly RulesEntry[] = RULESET_META;

export const RULES_IDS: readonly string[] = RULES_INDEX.map((r) => r.id);

/** The rules page of a ruleset, or the section of one of its options. */
export function rulesHref(rulesetId: string, optionId?: string): string {
  const base = `/rules/${encodeURIComponent(rulesetId)}`;
  return optionId ? `${base}#option-${optionId}` : base;
}

/** Per ruleset: the moments of play its view names and the section of its rules page that explains each (its `facts.ts`). */
export const RULES_SECTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  FACT_IDS.map((id) => [id, factsOf(id)!.rulesSections]),
);

/** The section id (without '#') explaining a phase, step or decision kind, when there is one. */
export function rulesSectionFor(rulesetId: string, phaseOrStep: string): string | undefined {
  const sections = factsOf(rulesetId)?.rulesSections;
  return sections && Object.hasOwn(sections, phaseOrStep) ? sections[phaseOrStep] : undefined;
}

/** The name a ruleset's view gives the moment of play (the keys of RULES_SECTIONS), if any. */
export function momentOf(rulesetId: string, view: unknown): string | undefined {
  return factsOf(rulesetId)?.moment(view);
}
