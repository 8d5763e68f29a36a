/** What other pages may use of the rules pages: addresses only (the pages load on their own). */
export { RULES_IDS, RULES_INDEX, RULES_SECTIONS, type RulesEntry, momentOf, rulesHref, rulesSectionFor } from './links';
