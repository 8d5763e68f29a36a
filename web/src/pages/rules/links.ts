/**
 * The rules pages' list, and (from ./sections.ts) the addresses of the pages and their sections.
 * Kept free of page content, so the create form can link to a section without loading the rules.
 */
import type { RulesetMeta } from '@engine/core/ruleset';
import { RULESET_META } from '@engine/setup-checks';

/** A ruleset as the rules index lists it: its meta (title, pitch, player ranges), the one place they are written. */
export type RulesEntry = RulesetMeta;

/** The rulesets, in the order the create form lists them. */
export const RULES_INDEX: readonly RulesEntry[] = RULESET_META;

export const RULES_IDS: readonly string[] = RULES_INDEX.map((r) => r.id);

export { RULES_SECTIONS, momentOf, rulesHref, rulesSectionFor } from './sections';
