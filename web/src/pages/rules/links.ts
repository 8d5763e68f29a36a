/**
 * The rules pages' list, and (from ./sections.ts) the addresses of the pages and their sections.
 * Kept free of page content, so the create form can link to a section without loading the rules.
 */
import { playersLabel } from '@engine/core/ruleset';
import { RULESET_META } from '@engine/setup-checks';

export interface RulesEntry {
  id: string;
  title: string;
  players: string;
  /** One line that says what the game is like. */
  pitch: string;
}

/** The rulesets, in the order the create form lists them, as their meta in the engine says. */
export const RULES_INDEX: readonly RulesEntry[] = RULESET_META.map((m) => ({ id: m.id, title: m.title, players: playersLabel(m), pitch: m.pitch }));

export const RULES_IDS: readonly string[] = RULES_INDEX.map((r) => r.id);

export { RULES_SECTIONS, momentOf, rulesHref, rulesSectionFor } from './sections';
