/**
 * Addresses of the rules pages and of their sections, free of the engine and of page content, so
 * the game page links to the section of the moment without loading either (docs/performance.md).
 * Each ruleset's moments and sections are its own (web/src/rulesets/<id>/facts.ts).
 */
import { FACT_IDS, factsOf } from '../../rulesets/facts';

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
