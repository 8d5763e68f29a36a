/** The rules pages (web/src/pages/rules/), in our own words in each language. */
export const rules = {};
