/** The board of a-grand-endeavor (web/src/rulesets/a-grand-endeavor/), loaded with its chunk. */
export const aGrandEndeavor = {};
